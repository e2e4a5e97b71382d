// End-to-end tests drive the production build in Chromium: the system's, or the one the npm package
// @sparticuz/chromium ships (browser.ts decides; no browser downloads here). The server starts on its own
// port with a fresh database and the demo content; it inherits this process's environment, WEB_BUILD_DIR
// (the build to serve) included.
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findBrowser } from "./browser.ts";
import { MESSAGE_REPORT_SECRET, siteEnvironment } from "./site-environment.ts";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
// Set once by the runner, so that its workers (which load this file again) find the same directory.
process.env.E2E_DATA_DIR ??= join(tmpdir(), `parvat-e2e-${process.pid}`);
const dataDir = process.env.E2E_DATA_DIR;
// The fake MSG91 (fake-msg91.ts) the site sends its one-time codes to; tests read them back from it.
const smsPort = Number(process.env.E2E_SMS_PORT ?? port + 2);
const smsBaseUrl = `http://127.0.0.1:${smsPort}`;
// Test workers load this file too: they find the fake's address here.
process.env.E2E_SMS_URL = smsBaseUrl;
const smsAuthKey = "e2e-msg91-auth-key";
const browser = findBrowser();

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "test-results/report.json" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: browser.executablePath, args: CHROMIUM_FLAGS, env: browser.env },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@phone/ },
  ],
  webServer: [
    {
      command: "node fake-msg91.ts",
      url: `${smsBaseUrl}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        FAKE_MSG91_PORT: String(smsPort),
        FAKE_MSG91_AUTH_KEY: smsAuthKey,
        // Its delivery reports go to the site as MSG91's would.
        FAKE_MSG91_REPORT_URL: `${baseURL}/api/messages/webhooks/msg91/${MESSAGE_REPORT_SECRET}`,
      },
    },
    {
      command: "node ../apps/web/server.ts",
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...siteEnvironment({ port, dataDir, smsBaseUrl, smsAuthKey }),
        // On PostgreSQL: a fresh database the server migrates itself, and the demo's trip desk account
        // as staff, which production on PostgreSQL only allows when asked for by name.
        ...(process.env.E2E_DATABASE_URL
          ? { DATABASE_URL: process.env.E2E_DATABASE_URL, MIGRATE_ON_START: "true", DEMO_STAFF_ACCOUNTS: "true" }
          : {}),
      },
    },
  ],
});
