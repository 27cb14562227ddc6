import { describe, expect, it } from "vitest";
import { listenUrl } from "./listen-url.ts";

describe("listenUrl", () => {
  it("names the address the server is bound to", () => {
    expect(listenUrl({ address: "127.0.0.1", family: "IPv4", port: 4000 }, 3000)).toBe("http://127.0.0.1:4000");
    expect(listenUrl({ address: "192.0.2.10", family: "IPv4", port: 80 }, 3000)).toBe("http://192.0.2.10:80");
    expect(listenUrl({ address: "::1", family: "IPv6", port: 4000 }, 3000)).toBe("http://[::1]:4000");
  });

  it("shows a wildcard bind as localhost and says it listens everywhere", () => {
    expect(listenUrl({ address: "0.0.0.0", family: "IPv4", port: 3000 }, 3000)).toBe(
      "http://localhost:3000 (all interfaces, 0.0.0.0)",
    );
    expect(listenUrl({ address: "::", family: "IPv6", port: 3000 }, 3000)).toBe(
      "http://localhost:3000 (all interfaces, ::)",
    );
  });
});
