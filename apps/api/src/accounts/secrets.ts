// The keys of the accounts area, all derived from JWT_SECRET with HKDF under distinct labels, so
// one configured secret serves each purpose without one use revealing the key of another.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

export interface AccountKeys {
  /** Signs and verifies login tokens (HS256). */
  token: Uint8Array;
  /** Keys the hashes of one-time codes and of rate-limit keys (phone numbers, IP addresses). */
  hash: Buffer;
  /** Signs download links that work without a token for a short while (a tax document's PDF). */
  links: Buffer;
  /** Signs the review links a signed-in traveller's booking card opens (accounts/signed-ids.ts). */
  reviewLinks: Buffer;
  /** Seals staff's authenticator-app secrets and keys the hashes of their recovery codes. */
  secondFactor: Buffer;
}

export function deriveKeys(secret: string): AccountKeys {
  const derive = (label: string) => Buffer.from(hkdfSync("sha256", secret, "parvat-journeys", label, 32));
  return {
    token: new Uint8Array(derive("login tokens (HS256)")),
    hash: derive("one-time codes and rate limits"),
    links: derive("signed download links"),
    reviewLinks: derive("review links of signed-in travellers"),
    secondFactor: derive("staff second factors"),
  };
}

/** HMAC-SHA256 of a value, hex: what is stored instead of a code, a phone or an address. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
