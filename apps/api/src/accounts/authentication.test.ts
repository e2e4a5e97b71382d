// Tokens over the API: a valid token names the traveller; every kind of bad token (forged,
// tampered, expired, for someone else, revoked) refuses the whole request with invalid-jwt.
import { authSessions, users } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { base64url, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, errorCodes, postGraphql, TEST_JWT_SECRET, type TestApi } from "../testing/test-api.ts";
import { deriveKeys } from "./secrets.ts";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "./tokens.ts";

const ME = /* GraphQL */ `
  query Me {
    me { id phone member_since }
  }
`;

let test: TestApi;
let nextPhone = 7_000_000_000;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

interface Session {
  token: string;
  userId: number;
  phone: string;
}

function freshPhone(): string {
  nextPhone += 1;
  return `+91${nextPhone}`;
}

async function logIn(phone = freshPhone()): Promise<Session> {
  // The clock moves past the 30 s between codes, so one phone can log in several times.
  test.clock.advance(31);
  const address = { "x-forwarded-for": `198.51.100.${nextPhone % 200}` };
  await postGraphql(test.api, `mutation { sendOtp(phone: "${phone}") { phone } }`, {}, address);
  const response = await postGraphql<{ login: { token: string; account: { id: number } } }>(
    test.api,
    `mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token account { id } } }`,
    { phone, otp: test.sms.lastCode(phone) },
    address,
  );
  const login = response.body.data?.login;
  if (!login) throw new Error(`Login failed: ${JSON.stringify(response.body)}`);
  return { token: login.token, userId: login.account.id, phone };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function me(headers: Record<string, string> = {}) {
  return postGraphql<{ me: { id: number; phone: string } | null }>(test.api, ME, {}, headers);
}

async function expectInvalidJwt(headers: Record<string, string>, message?: string) {
  const response = await me(headers);
  expect(response.status).toBe(200);
  expect(response.body.data).toBeNull();
  expect(errorCodes(response)).toEqual(["invalid-jwt"]);
  if (message) expect(response.body.errors?.[0]?.message).toBe(message);
}

const tokenKey = deriveKeys(TEST_JWT_SECRET).token;

/** A token signed with our key whose claims a test chooses. */
async function forge(session: Session, change: (jwt: SignJWT) => SignJWT, key = tokenKey, alg = "HS256") {
  const [, payload] = session.token.split(".");
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!))) as Record<string, unknown>;
  const jwt = new SignJWT({})
    .setProtectedHeader({ alg, typ: "JWT" })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.sub))
    .setJti(String(claims.jti))
    .setIssuedAt(Number(claims.iat))
    .setExpirationTime(Number(claims.exp));
  return change(jwt).sign(key);
}

describe("a valid token", () => {
  it("names the traveller to `me`, and no token means nobody", async () => {
    const session = await logIn();
    const response = await me(bearer(session.token));
    expect(response.body).toEqual({
      data: { me: { id: session.userId, phone: session.phone, member_since: expect.any(String) } },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await me()).body).toEqual({ data: { me: null } });
  });

  it("carries a pinned algorithm, issuer, audience, expiry and id", async () => {
    const session = await logIn();
    const [header, payload] = session.token
      .split(".")
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toEqual({
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      sub: String(session.userId),
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(payload.exp - payload.iat).toBe(86_400);
    // Nothing personal rides in the token.
    expect(JSON.stringify(payload)).not.toContain(session.phone.slice(3));
  });
});

describe("a bad token refuses the request with invalid-jwt", () => {
  it("refuses alg: none", async () => {
    const session = await logIn();
    const [, payload] = session.token.split(".");
    const unsigned = `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${payload}.`;
    await expectInvalidJwt(bearer(unsigned), "Your login is not valid any more. Please log in again.");
  });

  it("refuses a token signed with another key, or with another algorithm", async () => {
    const session = await logIn();
    const otherKey = new TextEncoder().encode("someone-else-entirely-with-a-long-secret-key");
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt, otherKey)));
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt, tokenKey, "HS512")));
  });

  it("refuses a token with one byte changed, in the payload or the signature", async () => {
    const session = await logIn();
    const [header, payload, signature] = session.token.split(".") as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    await expectInvalidJwt(bearer(`${header}.${flip(payload, 10)}.${signature}`));
    await expectInvalidJwt(bearer(`${header}.${payload}.${flip(signature, 5)}`));
    // Another traveller's id under the original signature.
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const swapped = base64url.encode(JSON.stringify({ ...claims, sub: String(session.userId + 1) }));
    await expectInvalidJwt(bearer(`${header}.${swapped}.${signature}`));
  });

  it("refuses an expired token, and says it expired", async () => {
    const session = await logIn();
    await expectInvalidJwt(
      bearer(await forge(session, (jwt) => jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 60))),
    );
    test.clock.advance(86_401);
    await expectInvalidJwt(bearer(session.token), "Your login has expired. Please log in again.");
  });

  it("refuses a token for another audience or from another issuer", async () => {
    const session = await logIn();
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt.setAudience("parvat-journeys-admin"))));
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt.setIssuer("https://attacker.example"))));
  });

  it("refuses a well-signed token whose session the server does not know or names someone else", async () => {
    const session = await logIn();
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt.setJti(crypto.randomUUID()))));
    await expectInvalidJwt(bearer(await forge(session, (jwt) => jwt.setSubject(String(session.userId + 1000)))));
  });

  it("refuses a header that is not a bearer token", async () => {
    const session = await logIn();
    await expectInvalidJwt({ authorization: `Basic ${session.token}` });
    await expectInvalidJwt({ authorization: "Bearer" });
    await expectInvalidJwt({ authorization: "Bearer not a token" });
  });

  it("refuses the whole request, whatever it asks for", async () => {
    const session = await logIn();
    const response = await postGraphql(test.api, "{ destinations { slug } }", {}, bearer(`${session.token}x`));
    expect(response.body).toEqual({
      data: null,
      errors: [
        { message: "Your login is not valid any more. Please log in again.", extensions: { code: "invalid-jwt" } },
      ],
    });
  });
});

describe("a staff member's login", () => {
  it("ends sooner than a traveller's (STAFF_SESSION_TTL_SECONDS, 8 hours)", async () => {
    const staffer = await logIn();
    await test.db.update(users).set({ role: "staff", staffRole: "trip_desk" }).where(eq(users.id, staffer.userId));
    const fresh = await logIn(staffer.phone);
    const traveller = await logIn();
    const expiry = (token: string) => JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()).exp;
    // The new staff login says so in its token, 8 hours, against a traveller's 24.
    // (Seconds of the clock, each rounded down: within one.)
    expect(Math.abs(expiry(traveller.token) - expiry(fresh.token) - (16 * 3_600 + 31))).toBeLessThanOrEqual(1);
    test.clock.advance(8 * 3_600 + 1);
    await expectInvalidJwt(bearer(fresh.token), "Your login has expired. Please log in again.");
    expect((await me(bearer(traveller.token))).body.data).toEqual({
      me: expect.objectContaining({ id: traveller.userId }),
    });
  });
});

describe("logout", () => {
  it("revokes the token on the server, so even a copy of it stops working", async () => {
    const session = await logIn();
    const other = await logIn(session.phone);
    const response = await postGraphql(test.api, "mutation { logout { message } }", {}, bearer(session.token));
    expect(response.body).toEqual({ data: { logout: { message: "You are logged out." } } });
    await expectInvalidJwt(bearer(session.token), "You have logged out on this device. Please log in again.");
    // The same traveller's other device is still logged in.
    expect((await me(bearer(other.token))).body.data?.me?.id).toBe(session.userId);
  });

  it("logs out every device with everywhere: true", async () => {
    const first = await logIn();
    const second = await logIn(first.phone);
    const response = await postGraphql(
      test.api,
      "mutation { logout(everywhere: true) { message } }",
      {},
      bearer(second.token),
    );
    expect(response.body).toEqual({ data: { logout: { message: "You are logged out on every device." } } });
    await expectInvalidJwt(bearer(first.token));
    await expectInvalidJwt(bearer(second.token));
    const sessions = await test.db.select().from(authSessions).where(eq(authSessions.userId, first.userId));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
  });

  it("has nothing to do without a token", async () => {
    const response = await postGraphql(test.api, "mutation { logout { message } }");
    expect(response.body).toEqual({ data: { logout: { message: "You are logged out." } } });
  });
});

describe("in-process execution", () => {
  it("reads the same Authorization header from the page request", async () => {
    const session = await logIn();
    const { parse } = await import("graphql");
    const document = parse(ME) as import("../api.ts").TypedDocumentNode<
      { me: { id: number } | null },
      Record<string, never>
    >;
    const valid = await test.api.execute(
      document,
      {},
      { request: new Request("http://parvat.test/", { headers: bearer(session.token) }) },
    );
    expect(valid.data?.me?.id).toBe(session.userId);
    const invalid = await test.api.execute(
      document,
      {},
      { request: new Request("http://parvat.test/", { headers: bearer("x.y.z") }) },
    );
    expect(invalid.errors?.map((error) => error.extensions?.code)).toEqual(["invalid-jwt"]);
  });
});
