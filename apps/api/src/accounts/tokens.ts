// Login tokens: JWTs signed with HS256 by jose. Verification pins the algorithm (so `alg: none` or
// an RS/HS confusion is refused before anything else), the issuer, the audience and the expiry,
// and requires an id (`jti`) that names the server-side session, so logout can revoke a token.
import { errors, jwtVerify, SignJWT } from "jose";

export const TOKEN_ALGORITHM = "HS256";
export const TOKEN_ISSUER = "parvat-journeys-api";
export const TOKEN_AUDIENCE = "parvat-journeys-web";

export interface TokenClaims {
  userId: number;
  sessionId: string;
  issuedAt: Date;
  expiresAt: Date;
}

export async function signToken(key: Uint8Array, claims: TokenClaims): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.userId))
    .setJti(claims.sessionId)
    .setIssuedAt(Math.floor(claims.issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(key);
}

export type TokenReading =
  | { ok: true; userId: number; sessionId: string }
  | { ok: false; reason: "expired" | "invalid" };

/** Checks signature, algorithm, issuer, audience and expiry at `now`; never throws. */
export async function readToken(key: Uint8Array, token: string, now: Date): Promise<TokenReading> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
      requiredClaims: ["sub", "jti", "iat", "exp"],
    });
    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || String(userId) !== payload.sub) {
      return { ok: false, reason: "invalid" };
    }
    if (typeof payload.jti !== "string" || payload.jti === "") return { ok: false, reason: "invalid" };
    return { ok: true, userId, sessionId: payload.jti };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null when the header is anything else. */
export function bearerToken(header: string): string | null {
  const match = /^Bearer +([A-Za-z0-9_\-.=]+)\s*$/i.exec(header.trim());
  return match ? match[1]! : null;
}
