// The trip desk's departures, as the demo staff account (+91 90000 00001): Today, the
// trips list and a trip's screen, each scanned with axe; a weekly series added on a trip, its
// departures listed there and at once on the public trek page. A visitor gets the 404 page (HTTP
// 404) for /admin paths, before and after hydration. Jaisalmer Desert Camp is this spec's alone.
import type { Page } from "@playwright/test";
import { addDays, adminContextPage, longDate, staffToken } from "../admin-steps.ts";
import { trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "jaisalmer-desert-camp";

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

/** The first Saturday at least `days` days after `date`. */
function saturdayAfter(date: string, days: number): string {
  const from = new Date(`${addDays(date, days)}T00:00:00Z`);
  return addDays(from.toISOString().slice(0, 10), (6 - from.getUTCDay() + 7) % 7);
}

test("a visitor gets the 404 page for /admin paths", async ({ browser, baseURL }) => {
  const { page, problems, close } = await adminContextPage(browser, baseURL!);
  for (const path of ["/admin", "/admin/departures", "/admin/trips/1", "/admin/no-such-screen"]) {
    const response = await page.goto(path);
    expect(response?.status(), `status of ${path}`).toBe(404);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await page.waitForLoadState("networkidle");
    // Still the 404 page once the browser has looked for a staff token and found none.
    await expect(page.getByRole("heading", { level: 1, name: "We could not find that page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await close();
});

test("the trip desk adds a weekly series and the new departures show on the public trek page", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const trek = await trekData(request, SLUG);
  // A Saturday well past every demo departure of the trip, so its month holds only the series.
  const lastStart =
    trek.events
      .map((event) => event.start_date)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const first = saturdayAfter(lastStart, 45);
  const dates = [first, addDays(first, 7), addDays(first, 14)];

  const { page, problems, close } = await adminContextPage(browser, baseURL!, await staffToken(request));
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Departures in the next 7 days" })).toBeVisible();
  await scanned(page);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Departures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Departures and prices" })).toBeVisible();
  await scanned(page);

  await page
    .getByRole("region", { name: "Trips", exact: true })
    .getByRole("link", { name: trek.name, exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: trek.name })).toBeVisible();
  await scanned(page);

  const series = page.getByRole("region", { name: "Add a series of departures" });
  await series.getByLabel("Every").selectOption({ label: "Saturday" });
  await series.getByLabel("From", { exact: true }).fill(addDays(first, -3));
  await series.getByLabel("To", { exact: true }).fill(addDays(first, 16));
  await series.getByLabel("Seats on each departure").fill("12");
  await series.getByRole("button", { name: "Add the series" }).click();
  await expect(series.getByRole("status")).toHaveText("3 departures added.");

  // Each new departure is a row of the trip's list, with its own sales button.
  const departures = page.getByRole("region", { name: "Departures", exact: true });
  for (const date of dates) {
    await expect(departures.getByRole("button", { name: `Close sales for ${longDate(date)}` })).toBeVisible();
  }
  await scanned(page);

  // Each departure created left its audit row, readable by staff.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /^Create departure departure \d+$/ })).toHaveCount(3);
  // In words: the new departure's start date, not its JSON.
  await expect(page.getByRole("cell").filter({ hasText: `Start date: ${longDate(first)} (new)` })).toHaveCount(1);
  await scanned(page);
  expect(problems).toEqual([]);
  await close();

  // The public trek page, as any visitor sees it: the series' month, then each of its dates.
  const visitor = await adminContextPage(browser, baseURL!);
  const response = await visitor.page.goto(`/tours/${SLUG}`);
  expect(response?.status()).toBe(200);
  await visitor.page.waitForLoadState("networkidle");
  const month = visitor.page.locator("label", { has: visitor.page.locator(`input[value="${first.slice(0, 7)}"]`) });
  await month.first().click();
  for (const date of dates.filter((date) => date.slice(0, 7) === first.slice(0, 7))) {
    await expect(visitor.page.locator(`input[type="radio"][value="${date}"]`).first()).toBeAttached();
  }
  expect(visitor.problems).toEqual([]);
  await visitor.close();
});
