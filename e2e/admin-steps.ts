// Steps the back-office specs share: a browser context logged in as the demo staff
// member (+91 90000 00001), its second factor given by the demo's published authenticator secret
// (passSecondFactor), the console guard those pages need, and dates as the admin screens write them.
//
// The server answers every /admin path with its 404 page and HTTP 404 (it cannot know who asks; the
// page decides in the browser), and Chromium logs a 404 document as a console error: the guard lets
// exactly that message through and collects anything else, which the spec then expects to be empty.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { totpCode } from "@parvat/api/second-factor/totp";
import { DEMO_OWNER_TOTP_SECRET } from "@parvat/db/demo/demo-staff";
import type { APIRequestContext, Browser } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const STAFF_DIGITS = "9000000001";
const smsUrl = process.env.E2E_SMS_URL!;

async function codesSentTo(digits: string): Promise<{ variables: { otp: string } }[]> {
  return (await (await fetch(`${smsUrl}/messages?mobile=91${digits}`)).json()) as {
    variables: { otp: string };
  }[];
}

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const response = await request.post("/api/graphql", { data: { query, variables } });
  return (await response.json()) as {
    data?: Record<string, { token?: string } | null> | null;
    errors?: { extensions?: { code?: string; retryAfterSeconds?: number } }[];
  };
}

/**
 * The demo staff member's token, by the API's own login with the code the fake MSG91 received (the
 * login screen has specs of its own). Other specs log the same account in, perhaps at the same
 * moment: a code asked for within the 30 s cooldown is refused, and a newer code replaces ours, so
 * both are waited out and tried again.
 */
export function staffToken(request: APIRequestContext): Promise<string> {
  // One login for the whole run, kept in a file every worker reads: the demo staff's number has
  // hourly code limits of its own (5 an hour), which the admin specs would reach if each worker, and
  // each worker Playwright starts again after a failed test, logged in anew.
  staffLogin ??= (async () => {
    const kept = await readFile(STAFF_TOKEN_FILE, "utf8").catch(() => "");
    if (kept) return kept;
    const token = await logInByPhone(request, STAFF_DIGITS);
    await writeFile(STAFF_TOKEN_FILE, token, { mode: 0o600 });
    return token;
  })().catch((error: unknown) => {
    staffLogin = null;
    throw error;
  });
  return staffLogin;
}

let staffLogin: Promise<string> | null = null;
// Beside the shared site's data, which the run removes at its end (playwright.config.ts).
const STAFF_TOKEN_FILE = join(process.env.E2E_DATA_DIR!, "e2e-staff-token");

/** A token of the account with this Indian number (10 digits), through the API's own login. */
export async function logInByPhone(
  request: APIRequestContext,
  digits: string,
  /** false: the session stays signed in with the SMS code alone (the second factor's own spec). */
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<string> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const before = (await codesSentTo(digits)).length;
    const sent = await graphql(request, "mutation ($phone: String!) { sendOtp(phone: $phone) { phone } }", {
      phone: digits,
    });
    const refusal = sent.errors?.[0]?.extensions;
    if (refusal?.code === "RATE_LIMITED") {
      const waitSeconds = refusal.retryAfterSeconds ?? 30;
      // The 30 s cooldown between codes is waited out; an hourly limit is a failure to report, not to sleep on.
      if (waitSeconds > 60) throw new Error(`The codes of ${digits} are limited for ${waitSeconds} s`);
      await new Promise((resolve) => setTimeout(resolve, (waitSeconds + 1) * 1000));
      continue;
    }
    expect(sent.errors).toBeUndefined();
    let code = "";
    await expect
      .poll(async () => {
        const messages = await codesSentTo(digits);
        code = messages.length > before ? (messages.at(-1)?.variables.otp ?? "") : "";
        return code;
      })
      .toMatch(/^[1-9]\d{5}$/);
    const login = await graphql(
      request,
      "mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token } }",
      { phone: digits, otp: Number(code) },
    );
    const token = login.data?.login?.token;
    if (token) {
      if (secondFactor) await passSecondFactor(request, token, digits);
      return token;
    }
  }
  throw new Error(`Could not log ${digits} in`);
}

async function asStaff(request: APIRequestContext, token: string, query: string, variables = {}) {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as {
    data?: Record<string, Record<string, unknown> | null> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/** The authenticator secrets this run enrolled, by phone, beside the shared site's data. */
const secretFile = (digits: string) => join(process.env.E2E_DATA_DIR!, `e2e-totp-${digits}`);

/**
 * A staff session of a role that needs a second factor (docs/api.md, "Staff sign-in") gives it here,
 * as an authenticator app would: the demo owner with the secret the README prints
 * (DEMO_OWNER_TOTP_SECRET), another staff member with the secret this run enrolled for them (the
 * first login enrols one). A code is taken once: a second login in the same 30 s waits for the next.
 * Travellers and trek leaders pass through. With `again`, a session that gave its factor earlier
 * gives it once more: what an action that needs it from the last 5 minutes asks (docs/api.md, "Staff
 * sign-in"), as the back office's inline prompt would.
 */
export async function passSecondFactor(
  request: APIRequestContext,
  token: string,
  digits: string,
  /** The server's time: a site whose clock a spec moved (clock-site.ts) asks it. */
  serverNow: () => Promise<Date> = async () => new Date(),
  { again = false }: { again?: boolean } = {},
): Promise<void> {
  const status = await asStaff(request, token, "{ adminSecondFactors { required verified_at totp passkeys { id } } }");
  const factors = status.data?.adminSecondFactors as
    | { required: boolean; verified_at: string | null; totp: boolean; passkeys: unknown[] }
    | undefined;
  if (!factors?.required || (factors.verified_at && !again)) return;
  let secret =
    digits === STAFF_DIGITS ? DEMO_OWNER_TOTP_SECRET : await readFile(secretFile(digits), "utf8").catch(() => "");
  if (!factors.totp && factors.passkeys.length === 0) {
    const begun = await asStaff(request, token, "mutation { adminBeginTotpSetup { secret } }");
    secret = String((begun.data?.adminBeginTotpSetup as { secret: string } | undefined)?.secret ?? "");
    await writeFile(secretFile(digits), secret, { mode: 0o600 });
    const confirmed = await asStaff(request, token, "mutation ($c: String!) { adminConfirmTotp(code: $c) { totp } }", {
      c: totpCode(secret, await serverNow()),
    });
    expect(confirmed.errors).toBeUndefined();
    return;
  }
  expect(secret, `the authenticator secret of ${digits}`).not.toBe("");
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const verified = await asStaff(
      request,
      token,
      "mutation ($c: String!) { adminVerifyTotp(code: $c) { verified_at } }",
      {
        c: totpCode(secret, await serverNow()),
      },
    );
    if (!verified.errors) return;
    // The code of this 30 s step was taken by another login: wait for the next one.
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
  }
  throw new Error(`Could not pass the second factor of ${digits}`);
}

/** A new browser context with the 404-tolerant console guard; logged in as staff when given a token. */
export async function adminContextPage(
  browser: Browser,
  baseURL: string,
  token?: string,
  options: { viewport?: { width: number; height: number } } = {},
) {
  const context = await browser.newContext({ baseURL, ...options });
  if (token) {
    await context.addInitScript(
      (stored) => window.localStorage.setItem("credentials", stored),
      JSON.stringify({ token }),
    );
  }
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { page, problems, close: () => context.close() };
}

/** A date (YYYY-MM-DD) some days later or earlier. */
export function addDays(date: string, days: number): string {
  const value = new Date(`${date}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

const MONTHS = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });

/** "2027-03-06" as "6 March 2027", as the admin screens write dates. */
export function longDate(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  return `${value.getUTCDate()} ${MONTHS.format(value)} ${value.getUTCFullYear()}`;
}

/** A CSV file as rows of cells (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 1;
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
