// A site of a spec's own, for specs that move its clock (TEST_CLOCK: POST /__test/clock), which the
// shared site's other specs must never see: the production build on a fresh embedded database with
// the demo content, its one-time codes and WhatsApp messages going to a fake MSG91 of its own.
// `clockSite` registers the spec's beforeAll (start, wait until ready) and afterAll (stop, remove
// its data), and answers the site's address, the fake, and GraphQL and login helpers against it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type FakeMsg91, startFakeMsg91 } from "@parvat/api/testing/fake-msg91";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { passSecondFactor } from "./admin-steps.ts";
import { expect, test } from "./fixtures.ts";
import { MESSAGE_REPORT_SECRET, siteEnvironment } from "./site-environment.ts";

export interface ClockSite {
  baseURL: string;
  /** The site's fake MSG91: the SMS and WhatsApp messages it sent. */
  fake: FakeMsg91;
  /** Requests to the site, for its API and its clock. */
  api: APIRequestContext;
  /** A GraphQL operation that must succeed (the token's, when given); answers its data. */
  graphql<T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T>;
  /** Logs `digits` in with the code the fake received; answers the token. */
  logIn(digits: string): Promise<string>;
}

/** `portOffset` from E2E_PORT keeps each spec's site off the shared one's ports and the others'. */
export function clockSite(name: string, portOffset: number): ClockSite {
  const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
  const authKey = `e2e-${name}-msg91-key`;
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  const site = { baseURL: `http://127.0.0.1:${port}` } as ClockSite;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // Its delivery reports go to the site as MSG91's would.
    const reportUrl = `${site.baseURL}/api/messages/webhooks/msg91/${MESSAGE_REPORT_SECRET}`;
    site.fake = await startFakeMsg91({ authKey, reportUrl, autoReport: true });
    dataDir = await mkdtemp(join(tmpdir(), `parvat-e2e-${name}-`));
    server = spawn(process.execPath, ["../apps/web/server.ts"], {
      cwd: fileURLToPath(new URL(".", import.meta.url)),
      env: {
        ...process.env,
        ...siteEnvironment({ port, dataDir, smsBaseUrl: site.fake.url, smsAuthKey: authKey }),
        TEST_CLOCK: "true",
        JOB_POLL_INTERVAL_MS: "500",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await expect
      .poll(async () => (await fetch(`${site.baseURL}/readyz`).catch(() => null))?.status, { timeout: 150_000 })
      .toBe(200);
    site.api = await playwrightRequest.newContext({ baseURL: site.baseURL });
  });

  test.afterAll(async () => {
    await site.api?.dispose();
    if (server) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await site.fake?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  site.graphql = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const response = await site.api.post("/api/graphql", {
      data: { query, variables },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    expect(body.errors, query).toBeUndefined();
    return body.data!;
  };

  site.logIn = async (digits: string): Promise<string> => {
    await site.graphql("mutation ($phone: String!) { sendOtp(phone: $phone) { phone } }", { phone: digits });
    let code = "";
    await expect
      .poll(() => {
        code = site.fake.sms.filter((sms) => sms.mobile === `91${digits}`).at(-1)?.variables.otp ?? "";
        return code;
      })
      .toMatch(/^\d{6}$/);
    const login = await site.graphql<{ login: { token: string } }>(
      "mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token } }",
      { phone: digits, otp: Number(code) },
    );
    // The staff's second factor, by the code of the server's own time (moved whole days and hours,
    // which POST /__test/clock with nothing to add answers).
    await passSecondFactor(site.api, login.login.token, digits, async () => {
      const clock = await site.api.post("/__test/clock", { data: { days: 0 } });
      return new Date(((await clock.json()) as { now: string }).now);
    });
    return login.login.token;
  };

  return site;
}
