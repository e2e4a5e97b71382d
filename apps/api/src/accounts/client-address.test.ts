import { describe, expect, it } from "vitest";
import { addressBucket, clientAddress } from "./client-address.ts";

const requestFrom = (forwardedFor?: string) =>
  new Request("http://parvat.test/api/graphql", forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {});

describe("clientAddress", () => {
  it("takes the address Express resolved, never a header the client wrote", () => {
    expect(clientAddress({ request: requestFrom("10.9.9.9"), req: { ip: "203.0.113.7" } })).toBe("203.0.113.7");
    expect(clientAddress({ request: requestFrom("10.9.9.9"), req: { socket: { remoteAddress: "::1" } } })).toBe("::1");
  });

  it("reads X-Forwarded-For only in-process, where the web server wrote it", () => {
    expect(clientAddress({ request: requestFrom("203.0.113.7, 10.0.0.1") })).toBe("203.0.113.7");
    expect(clientAddress({ request: requestFrom() })).toBe("unknown");
  });
});

describe("addressBucket", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:aa:bb::1", "2001:0db8:00aa:00bb::/64"],
    ["2001:DB8:AA:BB:1:2:3:4", "2001:0db8:00aa:00bb::/64"],
    ["fe80::1%eth0", "fe80:0000:0000:0000::/64"],
    ["::1", "0000:0000:0000:0000::/64"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, bucket) => {
    expect(addressBucket(address)).toBe(bucket);
  });
});
