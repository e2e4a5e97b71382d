// TRUST_PROXY names the load balancers by address or network: a request from one of them says, in
// X-Forwarded-For, which visitor it carries; a request from anywhere else is counted by its own
// address whatever it claims. A count of hops is refused: with one, whoever reaches a copy directly
// would choose the address its per-IP limits count.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { trustedProxies } from "./env.ts";

let server: ReturnType<express.Express["listen"]> | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The address a copy with this TRUST_PROXY counts for a request from 127.0.0.1 claiming 203.0.113.7. */
async function countedAddress(setting: string): Promise<string> {
  const proxies = trustedProxies.parse(setting);
  const app = express();
  app.set("trust proxy", proxies.length > 0 ? proxies : false);
  app.get("/", (request, response) => response.send(request.ip));
  const origin = await new Promise<string>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`));
  });
  const response = await fetch(origin, { headers: { "x-forwarded-for": "198.51.100.1, 203.0.113.7" } });
  return response.text();
}

describe("trusted proxies", () => {
  it("believe X-Forwarded-For from a named proxy only, one hop at a time", async () => {
    expect(await countedAddress("127.0.0.1")).toBe("203.0.113.7");
    expect(await countedAddress("10.0.0.0/8, loopback")).toBe("203.0.113.7");
    // A request that did not come through a named proxy: its own address, whatever it says.
    expect(await countedAddress("10.0.0.0/8")).toBe("127.0.0.1");
    expect(await countedAddress("")).toBe("127.0.0.1");
    // Both hops named: the first address that is not a trusted proxy.
    expect(await countedAddress("127.0.0.1, 203.0.113.7")).toBe("198.51.100.1");
  });

  it("refuse a count of hops and anything that is not an address or a network, saying why", () => {
    expect(() => trustedProxies.parse("1")).toThrow(/number of proxies; give their addresses or networks/);
    expect(() => trustedProxies.parse("10.0.0.0/33, nginx")).toThrow(/10.0.0.0\/33, nginx: not an IP address/);
    expect(trustedProxies.parse(" 172.18.0.0/16 , ::1 ")).toEqual(["172.18.0.0/16", "::1"]);
  });
});
