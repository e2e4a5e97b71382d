// The traveller's IP address, for per-IP limits. Over HTTP it comes from the socket through Express
// (`req.ip`, which honours TRUST_PROXY), never from a header the client could write. In-process
// execution has no socket: there the web server itself passes the page request's address as
// X-Forwarded-For (apps/web/server/web-app.ts), and only that path reads the header.
import { isIPv4, isIPv6 } from "node:net";

interface NodeRequestLike {
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function clientAddress(initialContext: { request: Request; req?: NodeRequestLike }): string {
  const { req, request } = initialContext;
  if (req) return req.ip ?? req.socket?.remoteAddress ?? "unknown";
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

/**
 * What per-IP limits count by: an IPv4 address as is, an IPv6 address by its /64 network (one home
 * or phone usually holds a whole /64, so counting single addresses would be trivially bypassed).
 */
export function addressBucket(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  return `${expandIPv6(address).slice(0, 4).join(":")}::/64`;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail] = address.toLowerCase().split("%")[0]!.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups].map((group) => group.padStart(4, "0"));
}
