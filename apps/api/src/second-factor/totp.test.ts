import { describe, expect, it } from "vitest";
import { base32Decode, base32Encode, hotp, matchTotp, totpCode, totpUri } from "./totp.ts";

// RFC 6238, appendix B: the SHA-1 seed is the ASCII "12345678901234567890"; codes are 8 digits there.
const RFC_SEED = Buffer.from("12345678901234567890");
const RFC_SHA1_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1_111_111_109, "07081804"],
  [1_111_111_111, "14050471"],
  [1_234_567_890, "89005924"],
  [2_000_000_000, "69279037"],
  [20_000_000_000, "65353130"],
];

describe("TOTP", () => {
  it("gives RFC 6238's SHA-1 test vectors", () => {
    for (const [seconds, code] of RFC_SHA1_VECTORS) {
      expect(hotp(RFC_SEED, Math.floor(seconds / 30), 8)).toBe(code);
    }
  });

  it("gives RFC 4226's HOTP test vectors", () => {
    const expected = ["755224", "287082", "359152", "969429", "338314"];
    expected.forEach((code, counter) => {
      expect(hotp(RFC_SEED, counter)).toBe(code);
    });
  });

  it("writes and reads base32 (RFC 4648)", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("mzxw 6ytb oi======")?.toString()).toBe("foobar");
    expect(base32Decode("not base32!")).toBeNull();
    expect(base32Decode("")).toBeNull();
  });

  it("accepts a code one step either side, not two, and never a step used already", () => {
    const secret = base32Encode(RFC_SEED);
    const at = new Date(1_234_567_890_000);
    const step = Math.floor(1_234_567_890 / 30);
    expect(matchTotp(secret, totpCode(secret, at), at, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, at), at, step)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, step)).toBeNull();
    expect(matchTotp(secret, "12345", at, null)).toBeNull();
  });

  it("writes the otpauth:// address apps read", () => {
    expect(totpUri({ secret: "ABC", issuer: "Parvat Journeys", account: "+919000000001" })).toBe(
      "otpauth://totp/Parvat%20Journeys:%2B919000000001?secret=ABC&issuer=Parvat+Journeys&algorithm=SHA1&digits=6&period=30",
    );
  });
});
