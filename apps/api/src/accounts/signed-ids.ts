// A record's id signed for one purpose: a credential that needs no stored secret of its own, for a
// signed-in traveller who never received (or lost) the random link a message carried. The token is
// `<id>.<mac>`, the MAC the first 128 bits of an HMAC-SHA256 of the purpose and the id (base64url).
// It carries no expiry: whoever checks it checks the record (an invitation's own expiry, say), so it
// works exactly as long as the link the record was sent with.
import { createHmac, timingSafeEqual } from "node:crypto";

const TOKEN = /^([1-9][0-9]{0,14})\.([A-Za-z0-9_-]{22})$/;

export function signedIds(key: Buffer, purpose: string) {
  const macOf = (id: number) => createHmac("sha256", key).update(`${purpose}\n${id}`).digest().subarray(0, 16);
  return {
    sign(id: number): string {
      return `${id}.${macOf(id).toString("base64url")}`;
    },
    /** The id a token signs, or null when it is not one of ours (any other string, a forged MAC). */
    read(token: string): number | null {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const given = Buffer.from(match[2]!, "base64url");
      const expected = macOf(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type SignedIds = ReturnType<typeof signedIds>;
