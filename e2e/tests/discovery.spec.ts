// Discovery: from the home page to a destination to a trip; filters and sort that change
// the address and the results; the search combobox with the keyboard; attraction, activity and
// Dubai pages; the helpful 404; and what search engines read. Every page visited is scanned with
// axe, and any console error fails the test. Expectations come from the demo content through the
// API, so they hold whatever today is.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

async function graphql<T>(request: APIRequestContext, query: string, variables = {}): Promise<T> {
  const response = await request.post("/api/graphql", { data: { query, variables } });
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** Rupees as the page prints them ("₹1,23,450") back to a number. */
function rupees(text: string): number {
  return Number(text.replace(/[^\d]/g, ""));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

const tripCards = (page: Page) => page.locator("article").filter({ has: page.locator('a[href^="/tours/"]') });

test("home to a destination to a trip", async ({ page, visit }) => {
  await visit("/");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Travel with people");
  for (const title of ["Find your kind of trip", "Where will you go next?", "Upcoming group trips", "Popular treks"]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Things to do in Dubai" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What travellers say" })).toBeVisible();

  await page.locator('#destinations a[href="/kashmir"]').click();
  await expect(page).toHaveURL(/\/kashmir$/);
  await expect(page.getByRole("heading", { level: 1, name: "Kashmir" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { name: "Attractions in Kashmir" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Activities in Kashmir" })).toBeVisible();

  // The card's own link: its pictures link to the trip too, but stay out of the accessibility tree.
  const trip = tripCards(page).first().getByRole("link").first();
  const name = (await trip.textContent())!.trim();
  await trip.click();
  await expect(page).toHaveURL(/\/tours\/[a-z0-9-]+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("a destination lists its curated attractions in order, its trips and its FAQs", async ({
  page,
  request,
  visit,
}) => {
  const { trekListing } = await graphql<{
    trekListing: {
      total_count: number;
      destination: { attractions: { name: string }[]; faqs: { question: string }[] };
    };
  }>(
    request,
    `{ trekListing(destination_slug: "ladakh") { total_count destination { attractions { name } faqs { question } } } }`,
  );
  await visit("/ladakh");
  const attractions = page.locator("#places h3");
  await expect(attractions).toHaveText(trekListing.destination.attractions.map((attraction) => attraction.name));
  await expect(page.getByText(`${trekListing.total_count} trip`, { exact: false }).first()).toBeVisible();
  await expect(tripCards(page)).toHaveCount(Math.min(trekListing.total_count, 12));
  // A filter keeps the traveller at the list, not at the top of the page.
  await page.getByLabel("Sort by").selectOption("price-high");
  await expect(page).toHaveURL(/\/ladakh\?sort=price-high#trips$/);
  await expect(page.getByRole("heading", { name: "Trips to Ladakh" })).toBeInViewport();
  const question = trekListing.destination.faqs[0]!.question;
  await page.getByText(question).click();
  await expect(page.locator("details[open]")).toHaveCount(1);
  const types = (await jsonLd(page)).map((object) => object["@type"]);
  expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList", "FAQPage"]));
});

test("filters and sort change the address and the results", async ({ page, visit }) => {
  await visit("/tours/all");
  const count = page.locator("p[aria-live]").first();
  const everything = await count.textContent();

  await page.getByLabel("Kind of trip").selectOption("group-trip");
  await expect(page).toHaveURL(/\/tours\/all\?type=group-trip#trips$/);
  await expect(count).not.toHaveText(everything!);
  const kinds = await tripCards(page).locator("p.uppercase span:first-child").allTextContents();
  expect(kinds.length).toBeGreaterThan(0);
  expect(new Set(kinds)).toEqual(new Set(["Group trip"]));

  // The address changes at once; the list follows when its data arrives, so wait for the list itself.
  const prices = async () => (await tripCards(page).locator("p > span.text-xl").allTextContents()).map(rupees);
  await page.getByLabel("Sort by").selectOption("price-low");
  await expect(page).toHaveURL(/type=group-trip&sort=price-low#trips$/);
  await expect
    .poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
    })
    .toBe(true);

  await page.getByLabel("Budget per person").selectOption({ label: "Up to ₹15,000" });
  await expect(page).toHaveURL(/price=-15000/);
  await expect(count).toHaveText(/^(No trips match|\d+ trips?)$/);
  await expect.poll(async () => (await prices()).every((price) => price <= 15_000)).toBe(true);
  await expectNoAxeViolations(page);

  // A shared link opens the same list, filters shown as chosen.
  await page.goto("/tours/all?type=trek&difficulty=moderate");
  await expect(page.getByLabel("Kind of trip")).toHaveValue("trek");
  await expect(page.getByLabel("Difficulty")).toHaveValue("moderate");
  const difficulties = await tripCards(page).locator("p.uppercase span:last-child").allTextContents();
  expect(new Set(difficulties)).toEqual(new Set(["Moderate"]));

  await page.getByRole("link", { name: /Clear all 2 filters/ }).click();
  await expect(page).toHaveURL(/\/tours\/all#trips$/);
  await expect(count).toHaveText(everything!);
});

test("the group trips page lists only group trips, soonest departures when asked", async ({ page, visit }) => {
  await visit("/group-trips?sort=departure");
  await expect(page.getByLabel("Kind of trip")).toHaveCount(0);
  const dates = await tripCards(page)
    .locator("time")
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime") ?? ""));
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort());
});

test("the search combobox works with the keyboard", async ({ page, visit }) => {
  await visit("/");
  const box = page.getByRole("combobox", { name: "Search trips, places and activities" });
  await box.focus();
  await box.pressSequentially("ladak", { delay: 40 });
  const listbox = page.getByRole("listbox", { name: "Suggestions" });
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const first = listbox.getByRole("option").first();
  await expect(first).toContainText("Ladakh");
  await expectNoAxeViolations(page);

  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("ArrowUp");
  const last = listbox.getByRole("option").last();
  await expect(last).toHaveAttribute("aria-selected", "true");
  await expect(last).toContainText("See every result");
  await box.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");

  await box.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(box).toHaveValue("ladak");
  await box.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await box.press("Enter");
  await expect(page).toHaveURL(/\/ladakh$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ladakh" })).toBeVisible();
});

test("Enter without a choice opens every result, typos and partial words included", async ({ page, visit }) => {
  await visit("/");
  const box = page.getByRole("combobox", { name: "Search trips, places and activities" });
  await box.fill("kedarkanta");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=kedarkanta$/);
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await expect(page.getByRole("link", { name: "Kedarkantha Trek" })).toBeVisible();

  await page.getByRole("link", { name: "Attractions", exact: true }).click();
  await expect(page).toHaveURL(/kind=attraction/);
  await expect(page.getByRole("link", { name: "Kedarkantha Summit" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kedarkantha Trek" })).toHaveCount(0);

  await visit("/search?q=spit%20val");
  await expect(page.getByRole("heading", { level: 2 }).first()).toContainText("Spiti Valley");
  await visit("/search?q=zzqxv");
  await expect(page.getByText("Nothing matches “zzqxv” yet.")).toBeVisible();
});

test("an attraction page", async ({ page, visit }) => {
  await visit("/attractions/dal-lake");
  await expect(page.getByRole("heading", { level: 1, name: "Dal Lake" })).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(trail.getByRole("link", { name: "Kashmir" })).toHaveAttribute("href", "/kashmir");
  await expect(page.getByRole("heading", { name: "About Dal Lake" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "More places to see" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask about visiting" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  const objects = await jsonLd(page);
  expect(objects.find((object) => object["@type"] === "TouristAttraction")).toMatchObject({ name: "Dal Lake" });
  expect(objects.map((object) => object["@type"])).toContain("BreadcrumbList");
});

test("an activity page with every detail and a way to book", async ({ page, visit }) => {
  await visit("/activities/dubai-desert-safari-bbq-dinner");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  for (const title of [
    "About this activity",
    "Highlights",
    "What is included",
    "Know before you go",
    "When and where",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Cancellation policy" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Things to do in Dubai" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book on WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await expect(page.getByLabel("Full name")).toBeVisible();
  const product = (await jsonLd(page)).find((object) => object["@type"] === "Product") as {
    offers: { price: number; priceCurrency: string };
  };
  expect(product.offers.priceCurrency).toBe("INR");
  const shown = rupees((await page.locator("aside span.text-3xl").textContent())!);
  expect(product.offers.price).toBe(shown);
});

test("Dubai things to do, filtered by budget in the address", async ({ page, request, visit }) => {
  const { dubaiActivities } = await graphql<{ dubaiActivities: { name: string; price: number }[] }>(
    request,
    "{ dubaiActivities { name price } }",
  );
  await visit("/dubai/things-to-do");
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(dubaiActivities.length);
  await page.getByLabel("Budget").selectOption({ label: "₹2,500 to ₹5,000" });
  await expect(page).toHaveURL(/\/dubai\/things-to-do\?price=2500-5000#trips$/);
  const expected = dubaiActivities.filter((activity) => activity.price >= 2_500 && activity.price <= 5_000);
  await expect(page.getByRole("heading", { level: 3 })).toHaveCount(expected.length);
  await expectNoAxeViolations(page);
});

test("an unknown destination is a 404 that points to real destinations", async ({ page, request }) => {
  expect((await request.get("/atlantis")).status()).toBe(404);
  for (const path of ["/attractions/no-such-place", "/activities/no-such-thing"]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // Chromium logs every 404 document as a console error; shown as 200, the same page can be
  // checked (and scanned) without tripping the fixture's console guard.
  await page.route("**/atlantis", async (route) => route.fulfill({ response: await route.fetch(), status: 200 }));
  await page.goto("/atlantis");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Atlantis");
  await expect(page.getByRole("main").getByRole("link", { name: "Kashmir" })).toHaveAttribute("href", "/kashmir");
  await expect(page.getByRole("main").getByRole("link", { name: "search for it" })).toHaveAttribute(
    "href",
    "/search?q=atlantis",
  );
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
});

test("the sitemap lists every destination, trip, attraction and activity", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/kashmir",
    "/tours/kedarkantha-trek",
    "/attractions/dal-lake",
    "/activities/burj-khalifa-at-the-top",
  ]) {
    expect(xml, path).toContain(`${path}</loc>`);
  }
  expect(xml).not.toContain("/search");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
});

test("discovery pages are valid HTML (html-validate, Nu Html Checker with Java)", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const paths = [
    "/",
    "/kashmir",
    "/tours/all?type=trek&sort=price-low",
    "/group-trips",
    "/attractions/dal-lake",
    "/activities/dubai-desert-safari-bbq-dinner",
    "/dubai/things-to-do",
    "/search?q=ladak",
    "/atlantis",
  ];
  const script = fileURLToPath(new URL("../../scripts/validate-html.ts", import.meta.url));
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, "--base", baseURL!, ...paths], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain(`${paths.length} page(s) checked, 0 error(s)`);
});

test("listing pages fit a phone, and the navbar opens the search @phone", async ({ page, visit }) => {
  await visit("/kashmir");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Swiping a card's pictures scrolls its strip sideways, not the page.
  const strip = page.locator("ul[aria-label^='Photos of']").first();
  await strip.evaluate((element) => element.scrollTo({ left: element.clientWidth }));
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Search" }).click();
  const box = page.getByRole("combobox", { name: "Search trips, places and activities" });
  await expect(box).toBeFocused();
  await box.pressSequentially("gulmarg", { delay: 30 });
  // The suggestions arrive after a pause; "See every result" is there from the start.
  await page
    .getByRole("option", { name: /^Gulmarg/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/(attractions|activities)\//);
});
