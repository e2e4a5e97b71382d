// Parts of pages sent without their code (apps/web/app/components/deferred-parts.tsx): the trek
// page's reading, the home page's and a destination's text and cards, and the footer's text arrive
// as HTML and stay as they are while the page hydrates;
// their code loads only when they must render in the browser, and their links still navigate
// within the app.
import type { Page } from "@playwright/test";
import { expect, expectFooterLinkNavigatesWithinApp, scriptsRequested, test, waitForHydration } from "../fixtures.ts";

const PATH = "/tours/kedarkantha-trek";

async function packages(page: Page): Promise<{ id: number; name: string }[]> {
  const response = await page.request.post("/api/graphql", {
    data: { query: `{ treks(slug: "kedarkantha-trek") { packages { id name } } }` },
  });
  const body = (await response.json()) as { data: { treks: { packages: { id: number; name: string }[] }[] } };
  return body.data.treks[0]!.packages;
}

test("the trek page's reading is there without its code; another package brings its own itinerary", async ({
  page,
  visit,
}) => {
  const scripts = scriptsRequested(page);
  const [first, second] = await packages(page);
  await visit(PATH);
  const itinerary = page.locator("#itinerary");
  await expect(itinerary).toContainText(`${first!.name}:`);
  await expect(page.getByRole("heading", { name: "What the price includes" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
  expect(scripts.filter((name) => /^(trek-reading|footer-parts|error-pages|inquiry-form)-/.test(name))).toEqual([]);

  await page
    .getByRole("region", { name: /^Book / })
    .locator(`input[name="packageId"][value="${second!.id}"]`)
    .check();
  await expect(itinerary).toContainText(`${second!.name}:`);
  await expect(itinerary).not.toContainText(`${first!.name}:`);
  expect(scripts.some((name) => name.startsWith("trek-reading-"))).toBe(true);
});

test("a link of the footer's kept HTML navigates within the app, without a new document", async ({ page, visit }) => {
  await visit("/");
  await expectFooterLinkNavigatesWithinApp(page);
});

test("a client navigation to a trek page renders its reading with the code it loads then", async ({ page, visit }) => {
  await visit("/tours/all");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator(`a[href="${PATH}"]`).first().click();
  await expect(page).toHaveURL(PATH);
  await expect(page.locator("#itinerary")).toContainText("Day");
  await expect(page.getByRole("heading", { name: "What the price includes" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Footer" })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("the home page's and a destination's text and cards are there without their code; a client navigation renders them with it", async ({
  page,
  visit,
}) => {
  const scripts = scriptsRequested(page);
  await visit("/");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await expect(page.getByRole("heading", { name: "Where will you go next?" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Reviews by travellers" }).getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Find your kind of trip" })).toBeVisible();
  expect(scripts.filter((name) => /^(home-parts|destination-parts)-/.test(name))).toEqual([]);

  // A destination's tile, a link of the kept HTML: the app renders that page, its parts with their code.
  await page.locator('#destinations a[href="/kashmir"]').click();
  await expect(page).toHaveURL("/kashmir");
  await expect(page.getByRole("heading", { name: "Attractions in Kashmir" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kashmir: your questions" })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(scripts.some((name) => name.startsWith("destination-parts-"))).toBe(true);

  // Back home in the app: what was kept HTML is rendered by its code, with the data the navigation brought.
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expect(page.locator('#destinations a[href="/kashmir"]')).toBeVisible();
  await expect(page.getByRole("list", { name: "Reviews by travellers" }).getByRole("listitem").first()).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(scripts.some((name) => name.startsWith("home-parts-"))).toBe(true);
});

test("a destination's page opened as a document keeps its text and cards without their code", async ({
  page,
  visit,
}) => {
  const scripts = scriptsRequested(page);
  await visit("/kashmir");
  await expect(page.getByRole("heading", { name: "Attractions in Kashmir" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Kashmir: your questions" })).toBeVisible();
  expect(scripts.filter((name) => name.startsWith("destination-parts-"))).toEqual([]);
});
