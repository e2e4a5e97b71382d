// Tokens: every way a bearer token can be forged, stale or withdrawn is answered with one
// `invalid-jwt` error and no data, whatever the document asked for (DESIGN.md section 3).
import { randomUUID } from "node:crypto";
import { authSessions } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { deriveKeys } from "../apps/api/src/accounts/secrets.ts";
import { signToken, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../apps/api/src/accounts/tokens.ts";
import { createTestApi, postGraphql, TEST_JWT_SECRET, type TestApi } from "../apps/api/src/testing/test-api.ts";
import { trial } from "./trial.ts";

const AREA = "Tokens";
const key = deriveKeys(TEST_JWT_SECRET).token;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

let test: TestApi;
let userId: number;
let sessionId: string;
let valid: string;

beforeAll(async () => {
  test = await createTestApi();
  userId = (await createUser(test.db)).id;
  sessionId = randomUUID();
  const now = test.clock.now();
  const expiresAt = new Date(now.getTime() + 86_400_000);
  await test.db.insert(authSessions).values({ id: sessionId, userId, createdAt: now, expiresAt });
  valid = await signToken(key, { userId, sessionId, issuedAt: now, expiresAt });
});
afterAll(() => test.close());

/** The claims a genuine token carries, for forgeries to start from. */
function claims(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(test.clock.now().getTime() / 1000);
  return {
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: String(userId),
    jti: sessionId,
    iat: now,
    exp: now + 3_600,
    ...overrides,
  };
}

async function signed(payload: Record<string, unknown>, alg = "HS256", secret: Uint8Array = key) {
  return new SignJWT(payload).setProtectedHeader({ alg, typ: "JWT" }).sign(secret);
}

async function answerTo(token: string) {
  const response = await postGraphql(test.api, `{ me { id } }`, undefined, { authorization: `Bearer ${token}` });
  return { status: response.status, body: response.body };
}

async function expectInvalid(token: string) {
  const { status, body } = await answerTo(token);
  expect(status).toBe(200);
  expect(body.data ?? null).toBeNull();
  expect(body.errors?.map((error) => error.extensions?.code)).toEqual(["invalid-jwt"]);
}

describe("tokens", () => {
  trial(AREA, "control: the genuine token is accepted", async () => {
    const { body } = await answerTo(valid);
    expect(body).toEqual({ data: { me: { id: userId } } });
  });

  trial(AREA, "alg: none (unsigned)", async () => {
    await expectInvalid(`${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims())}.`);
  });

  trial(AREA, "another algorithm (HS512 with the same secret)", async () => {
    await expectInvalid(await signed(claims(), "HS512"));
  });

  trial(AREA, "tampered payload (another account, the signature kept)", async () => {
    const [header, , signature] = valid.split(".");
    await expectInvalid(`${header}.${base64url(claims({ sub: String(userId + 1) }))}.${signature}`);
  });

  trial(AREA, "signed with another secret", async () => {
    await expectInvalid(
      await signed(claims(), "HS256", deriveKeys("another-secret-of-at-least-32-characters!!").token),
    );
  });

  trial(AREA, "expired", async () => {
    const past = Math.floor(test.clock.now().getTime() / 1000) - 7_200;
    await expectInvalid(await signed(claims({ iat: past, exp: past + 3_600 })));
  });

  trial(AREA, "wrong issuer", async () => {
    await expectInvalid(await signed(claims({ iss: "someone-else" })));
  });

  trial(AREA, "wrong audience", async () => {
    await expectInvalid(await signed(claims({ aud: "another-app" })));
  });

  trial(AREA, "unknown session (a well-signed token for a session that never existed)", async () => {
    await expectInvalid(await signed(claims({ jti: randomUUID() })));
  });

  trial(AREA, "revoked session (after logout)", async () => {
    const now = test.clock.now();
    const revokedId = randomUUID();
    const expiresAt = new Date(now.getTime() + 86_400_000);
    await test.db.insert(authSessions).values({ id: revokedId, userId, createdAt: now, expiresAt });
    const token = await signToken(key, { userId, sessionId: revokedId, issuedAt: now, expiresAt });
    const logout = await postGraphql(test.api, `mutation { logout { message } }`, undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(logout.body.errors).toBeUndefined();
    await expectInvalid(token);
  });
});
