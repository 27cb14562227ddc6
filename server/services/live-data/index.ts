export { createLiveData, LIVE_TTL_MS, type LiveData, LiveDataUnavailable, type LiveResult } from "./gateway.ts";
export { createNetworkLinkService, type NetworkLink, type NetworkLinkService } from "./network-links.ts";
