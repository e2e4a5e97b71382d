// The app's code is fetched after the page has shown its content (apps/web/app/components/
// scripts-after-paint.tsx, decision 0014): no script competes with the images while they load, a
// tap or key press fetches it at once, three seconds is the longest an image can hold it back, and
// once it has loaded the page works as an app (it asks for its links' routes, and links navigate
// without a new document).
import type { Page } from "@playwright/test";
import { expect, expectFooterLinkNavigatesWithinApp, scriptsRequested, test } from "../fixtures.ts";

const PATH = "/kashmir";

/** Holds every response to URLs matching `pattern` until the returned function is called. */
async function holdResponses(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue().catch(() => {}); // the test may have ended with the response still held
  });
  return release;
}

const IMAGES = "**/media/**";
const SCRIPTS = "**/assets/*.js";

test("no script is fetched while the page's images load; then the code loads and the page is an app", async ({
  page,
}) => {
  const release = await holdResponses(page, IMAGES);
  const scripts = scriptsRequested(page);
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(scripts).toEqual([]);

  // Once hydrated and idle, the page asks for its links' routes (apps/web/app/router-start.tsx).
  const linkRoutes = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === "/__manifest" &&
      (new URL(request.url()).searchParams.get("paths") ?? "").split(",").includes("/team"),
  );
  release();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await linkRoutes;
  await expectFooterLinkNavigatesWithinApp(page);
});

test("a key press fetches the code at once, with the images still loading", async ({ page }) => {
  await holdResponses(page, IMAGES);
  const scripts = scriptsRequested(page);
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Shift");
  await expect.poll(() => scripts.length, { timeout: 2_000 }).toBeGreaterThan(0);
  await expectFooterLinkNavigatesWithinApp(page);
});

test("an image that never arrives holds the code back three seconds at most", async ({ page }) => {
  await holdResponses(page, IMAGES);
  const scripts = scriptsRequested(page);
  const start = Date.now();
  await page.goto(PATH, { waitUntil: "domcontentloaded" });
  await expect.poll(() => scripts.length, { timeout: 8_000 }).toBeGreaterThan(0);
  expect(Date.now() - start).toBeGreaterThanOrEqual(2_900);
  await expectFooterLinkNavigatesWithinApp(page);
});

test("a field typed and a form sent before the code has arrived are the app's once it has", async ({ page }) => {
  const release = await holdResponses(page, SCRIPTS);
  const email = `early-${Date.now()}@example.com`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  const field = footer.getByRole("textbox", { name: /email/i });
  await field.fill(email);
  await footer.getByRole("button", { name: /subscribe/i }).click();
  await page.waitForTimeout(500);
  await expect(page).toHaveURL("/about"); // the browser itself would have posted the form
  await expect(field).toHaveValue(email);

  release();
  await expect(page.getByRole("alert").filter({ hasText: /subscrib/i })).toBeVisible();
  await expect(field).toHaveValue("");
});

test("a mobile number typed before the code has arrived is the one the code is sent to", async ({ page }) => {
  const release = await holdResponses(page, SCRIPTS);
  const digits = `9${String(Date.now()).slice(-9)}`;
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(digits);
  release();
  await page.getByRole("button", { name: "Send code" }).click(); // enabled once the page has hydrated
  await expect(page.getByRole("textbox", { name: "6-digit code" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "We have sent a 6-digit code" })).toContainText(
    `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  );
});
