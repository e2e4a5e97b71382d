// Staff's second factor in Chromium (docs/api.md, "Staff sign-in"). The demo owner, signed in with
// the SMS code alone, opens the bookings and is asked to confirm it is them first: the code of the
// authenticator secret the README prints leads back to the bookings. A demo trip planner, who has no
// factor yet, adds a passkey on the first screen (a virtual authenticator through the Chrome DevTools
// Protocol), then signs in again with it. Passkeys belong to a host name, never an IP address: that
// spec opens the site as localhost.
import { totpCode } from "@parvat/api/second-factor/totp";
import { DEMO_OWNER_TOTP_SECRET } from "@parvat/db/demo/demo-staff";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { logInByPhone, STAFF_DIGITS, staffToken } from "../admin-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

/** A page of its own (no token set on every load), with this token stored for the site. */
async function pageWithToken(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/");
  await storeToken(page, token);
  return { page, close: () => context.close() };
}

function storeToken(page: Page, token: string) {
  return page.evaluate((stored) => window.localStorage.setItem("credentials", stored), JSON.stringify({ token }));
}

/** The demo's trip planner this spec uses: the last one (the staff roles spec changes the first). */
async function plannerDigits(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/graphql", {
    data: { query: "{ adminStaff { phone role } }" },
    headers: { authorization: `Bearer ${await staffToken(request)}` },
  });
  const body = (await response.json()) as { data: { adminStaff: { phone: string; role: string }[] } };
  const planners = body.data.adminStaff.filter((member) => member.role === "trip_desk");
  expect(planners.length, "two demo trip planners at least").toBeGreaterThan(1);
  return planners.at(-1)!.phone.replace(/^\+91/, "");
}

test("the demo owner confirms with the README's authenticator secret and gets back to the bookings", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const token = await logInByPhone(request, STAFF_DIGITS, { secondFactor: false });
  const owner = await pageWithToken(browser, baseURL!, token);
  const { page } = owner;
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(page.getByRole("button", { name: "Use a recovery code instead" })).toBeVisible();
  // Other specs sign the owner in too: a code taken already in its 30 s is refused, the next one is not.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByLabel("Code from your authenticator app").fill(totpCode(DEMO_OWNER_TOTP_SECRET, new Date()));
    await page.getByRole("button", { name: "Confirm" }).click();
    const outcome = await Promise.race([
      page
        .getByRole("heading", { level: 1, name: "Bookings" })
        .waitFor()
        .then(() => "in"),
      page
        .getByRole("alert")
        .waitFor()
        .then(() => "refused"),
    ]);
    if (outcome === "in") break;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/admin/bookings");
  await owner.close();
});

test("a trip planner adds a passkey on their first screen, then signs in with it", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const digits = await plannerDigits(request);
  // Passkeys need a host name: the same site as localhost.
  const site = baseURL!.replace("127.0.0.1", "localhost");
  const planner = await pageWithToken(browser, site, await logInByPhone(request, digits, { secondFactor: false }));
  const { page } = planner;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your second factor" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Name of the passkey").fill("Desk laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();

  await page.goto("/admin/security");
  await expect(
    page.getByRole("list", { name: "Your passkeys" }).getByText("Desk laptop", { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A new login on the same device: the passkey confirms it.
  await storeToken(page, await logInByPhone(request, digits, { secondFactor: false }));
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" })).toBeVisible();
  await page.getByRole("button", { name: "Use your passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await planner.close();
});
