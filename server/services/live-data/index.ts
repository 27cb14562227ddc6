export { createLiveData, LIVE_TTL_MS, LiveDataUnavailable, type LiveData, type LiveResult } from "./gateway.ts";
export { createNetworkLinkService, type NetworkLink, type NetworkLinkService } from "./network-links.ts";
