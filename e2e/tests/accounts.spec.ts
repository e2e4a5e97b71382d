// Logging in with a phone and a one-time code, against the production build. The site sends its
// codes to a fake MSG91 (fake-msg91.ts) that speaks MSG91's API; the tests read them back from it.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const smsUrl = process.env.E2E_SMS_URL ?? "http://127.0.0.1:3212";
const CREDENTIALS_KEY = "credentials";
const GUARDED = ["/dashboard", "/pay", "/payment/7", "/event/1/register", "/tours/1/register"];

let sequence = 0;

/** A mobile number no other test in this run uses, as typed and as MSG91 receives it. */
function freshNumber(workerIndex: number): { typed: string; mobile: string; shown: string } {
  sequence += 1;
  const digits = `9${String(Date.now() % 10_000_000).padStart(7, "0")}${workerIndex % 10}${sequence % 10}`;
  return {
    typed: `${digits.slice(0, 5)} ${digits.slice(5)}`,
    mobile: `91${digits}`,
    shown: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

/** The last code the fake MSG91 received for a number. */
async function codeSentTo(mobile: string, after = 0): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${smsUrl}/messages?mobile=${mobile}`)).json()) as {
        variables: { otp: string };
      }[];
      code = messages.length > after ? messages.at(-1)!.variables.otp : "";
      return code;
    })
    .toMatch(/^[1-9]\d{5}$/);
  return code;
}

async function storedCredentials(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), CREDENTIALS_KEY);
}

async function askForCode(page: Page, typed: string) {
  await page.getByRole("textbox", { name: "Mobile number" }).fill(typed);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("textbox", { name: "6-digit code" })).toBeFocused();
}

/** Logs in from /login and waits for the page it returns to. */
async function logIn(page: Page, workerIndex: number, redirectTo = "/dashboard") {
  const number = freshNumber(workerIndex);
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await askForCode(page, number.typed);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeSentTo(number.mobile));
  await expect(page).toHaveURL(redirectTo);
  return number;
}

test("a logged-out visit to /dashboard goes to /login in place, and logging in comes back to it", async ({
  page,
  visit,
}, testInfo) => {
  await visit("/about");
  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  await expect(page.getByRole("heading", { level: 1, name: "Log in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  const number = freshNumber(testInfo.workerIndex);
  await askForCode(page, number.typed);
  await expect(page.getByRole("status").filter({ hasText: "We have sent a 6-digit code" })).toContainText(number.shown);
  await expect(page.getByRole("button", { name: /^Resend code in 0:[23]\d$/ })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeSentTo(number.mobile));
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("alert").filter({ hasText: "You are logged in" })).toBeVisible();
  await expect(page.getByText(number.shown)).toBeVisible();
  await expect(page.getByText("Member since")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "My account" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  expect(JSON.parse((await storedCredentials(page))!)).toEqual({
    token: expect.stringMatching(/^ey[\w-]+\.[\w-]+\.[\w-]+$/),
  });
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // /dashboard replaced /login, which had replaced the first /dashboard: back is the page before.
  await page.goBack();
  await expect(page).toHaveURL("/about");
});

test("logging out revokes the token on the server and clears it in the browser", async ({
  page,
  request,
}, testInfo) => {
  await logIn(page, testInfo.workerIndex);
  const { token } = JSON.parse((await storedCredentials(page))!) as { token: string };
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL("/");
  expect(await storedCredentials(page)).toBe("{}");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();

  const answer = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: { query: "{ me { id } }" },
  });
  expect((await answer.json()).errors[0].extensions.code).toBe("invalid-jwt");

  await page.goto("/dashboard");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
});

test("a tampered token in local storage is reset to {} on the next request", async ({ page }, testInfo) => {
  await logIn(page, testInfo.workerIndex);
  await page.evaluate((key) => {
    const { token } = JSON.parse(localStorage.getItem(key)!) as { token: string };
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...claims, sub: String(Number(claims.sub) + 1) }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_");
    localStorage.setItem(key, JSON.stringify({ token: `${header}.${forged}.${signature}` }));
  }, CREDENTIALS_KEY);
  await page.reload();
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard");
  expect(await storedCredentials(page)).toBe("{}");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
});

test("a wrong code is refused with the one answer every failed code gets, and leaves the traveller logged out", async ({
  page,
}, testInfo) => {
  const number = freshNumber(testInfo.workerIndex);
  await page.goto("/login");
  await askForCode(page, number.typed);
  const code = Number(await codeSentTo(number.mobile));
  await page.getByRole("textbox", { name: "6-digit code" }).fill(String(code === 999_999 ? 100_000 : code + 1));
  // The same words for a wrong, used, expired or dead code: they must not tell whether the number has an account.
  const message = "That code is not right, or it is no longer valid. Check it, or ask for a new code.";
  await expect(page.locator("form").getByRole("alert")).toHaveText(message);
  await expect(page.locator(".Toastify").getByText(message)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "6-digit code" })).toHaveAttribute("aria-invalid", "true");
  expect(await storedCredentials(page)).toBe("{}");
  await expect(page).toHaveURL("/login");
  await expectNoAxeViolations(page);
});

test("a number that is not one is refused beside the field, before any SMS", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Mobile number" }).fill("12345");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9");
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeFocused();
});

test("guarded screens are never cached and carry nothing private in their HTML", async ({
  page,
  request,
}, testInfo) => {
  for (const path of GUARDED) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
  }
  const number = await logIn(page, testInfo.workerIndex, "/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "My account" })).toBeVisible();
  const { token } = JSON.parse((await storedCredentials(page))!) as { token: string };
  for (const path of GUARDED) {
    const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("no-store");
    const html = await response.text();
    expect(html, path).not.toContain(number.mobile.slice(2));
    expect(html, path).toContain("Checking that you are logged in");
  }
});

test("@phone logging in from the menu on a phone", async ({ page }, testInfo) => {
  // The menu opens once the page's code has arrived (after its images, decision 0014): a tap before
  // that is a tap on a page without code, which a busy machine can make the test do.
  await page.goto("/about", { waitUntil: "networkidle" });
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL("/login");
  const number = freshNumber(testInfo.workerIndex);
  await askForCode(page, number.typed);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeSentTo(number.mobile));
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByText(number.shown)).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test("the account's message preferences: the channel first and the ones turned off, saved with words saying so", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, testInfo.workerIndex, "/dashboard");
  const form = page.getByRole("form", { name: "Messages about your trips" });
  await expect(form.getByRole("radio", { name: /^WhatsApp/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "SMS" })).not.toBeChecked();
  // The channel tried first cannot be one turned off: said beside the choices, nothing sent.
  await form.getByRole("checkbox", { name: "WhatsApp" }).check();
  await expect(form.getByRole("alert")).toHaveText(
    "You turned off WhatsApp: choose another channel to hear from us first, or keep it on.",
  );
  await expect(form.getByRole("button", { name: "Save how we reach you" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await form.getByRole("radio", { name: /^SMS/ }).check();
  await form.getByRole("button", { name: "Save how we reach you" }).click();
  await expect(form.getByRole("status")).toHaveText(
    "Saved. Your trip messages come first by SMS, and never by WhatsApp.",
  );
  // Offers and news are kept apart from these.
  await expect(page.getByRole("heading", { name: "Offers and news" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Stored: the same choices after a reload.
  await page.reload();
  await expect(form.getByRole("radio", { name: /^SMS/ })).toBeChecked();
  await expect(form.getByRole("checkbox", { name: "WhatsApp" })).toBeChecked();
  // Consent to what is not about the booking's money or safety, withdrawn and kept so.
  const beyond = form.getByRole("checkbox", { name: "Invitations to review a trip and thank-you notes" });
  await expect(beyond).toBeChecked();
  await beyond.uncheck();
  await form.getByRole("button", { name: "Save how we reach you" }).click();
  await expect(form.getByRole("status")).toContainText("Saved.");
  await page.reload();
  await expect(beyond).not.toBeChecked();
  await expectNoAxeViolations(page);
});
