// The trek page's three choices (package, date, traveller count) work before the page's code has
// loaded and without JavaScript (decision 0024): they are GET forms the server answers. Without
// JavaScript a button sends the package and the date, the stepper sends itself; with the code held
// back, a choice is sent at once and the new page opens at the part that was chosen. Once the code
// arrives, the page changes in place again. Expectations come from the API over HTTP, so they follow
// the demo content whatever today is.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";
import { type Package, priceOf, trekData } from "../trek-data.ts";

const SLUG = "kedarkantha-trek";
const PATH = `/tours/${SLUG}`;

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

const booking = (page: Page): Locator => page.getByRole("region", { name: /^Book / });
const radio = (page: Page, value: string | number): Locator =>
  booking(page).locator(`input[type="radio"][value="${value}"]`);
const option = (page: Page, value: string | number): Locator =>
  booking(page).locator("label", { has: page.locator(`input[type="radio"][value="${value}"]`) });

/** The demo trek's first package, a second one, and a second open date of the first month for the first. */
async function choices(request: APIRequestContext) {
  const trek = await trekData(request, SLUG);
  const [first, second] = trek.packages as [Package, Package];
  const month = trek.events[0]!.start_date.slice(0, 7);
  const open = trek.events.filter(
    (event) => event.start_date.startsWith(month) && event.available_seats > 0 && priceOf(first, event) !== null,
  );
  expect(open.length, "the demo trek has two open dates in its first month").toBeGreaterThan(1);
  const nextMonth = trek.events.find(
    (event) => !event.start_date.startsWith(month) && event.available_seats > 0 && priceOf(first, event) !== null,
  )!;
  return { trek, first, second, earliest: open[0]!, other: open[1]!, nextMonth };
}

/** Holds every response to the page's scripts until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue().catch(() => {}); // the test may have ended with the response still held
  });
  return release;
}

/** The address's choice: each parameter named (null: absent), and the part of the page it opened at. */
async function expectAddress(page: Page, parameters: Record<string, string | number | null>, hash = ""): Promise<void> {
  const expected = Object.fromEntries(
    Object.entries(parameters).map(([name, value]) => [name, value === null ? null : String(value)]),
  );
  await expect
    .poll(() => {
      const address = new URL(page.url());
      const found = Object.fromEntries(Object.keys(expected).map((name) => [name, address.searchParams.get(name)]));
      return { path: address.pathname, ...found, hash: address.hash };
    })
    .toEqual({ path: PATH, ...expected, hash });
}

/**
 * Loads a path as a browser without JavaScript would (its scripts are not run, <noscript> shows its
 * markup). Done through the DevTools protocol rather than Playwright's javaScriptEnabled: axe then
 * gets the script engine back for its own scan.
 */
async function withoutScripts(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
  return {
    async expectNoAxeViolations() {
      await devtools.send("Emulation.setScriptExecutionDisabled", { value: false });
      await expectNoAxeViolations(page);
      await devtools.send("Emulation.setScriptExecutionDisabled", { value: true });
    },
  };
}

/** Marks the current document, to tell a page load from a change in place. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

test.describe("without JavaScript", () => {
  test("a package and a date are sent with the button, the traveller count with its own buttons", async ({
    page,
    request,
  }) => {
    // A dozen whole pages served and painted one after another (no scripts: each choice is a form sent).
    test.slow();
    const { first, second, earliest, other, nextMonth } = await choices(request);
    const noScripts = await withoutScripts(page);
    await page.goto(PATH);
    await expect(radio(page, first.id)).toBeChecked();
    await expect(radio(page, earliest.start_date)).toBeChecked();
    await noScripts.expectNoAxeViolations();

    await option(page, second.id).click();
    await booking(page).getByRole("button", { name: "Show the price for this choice" }).click();
    await expectAddress(page, { packageId: second.id }, "#booking");
    await expect(radio(page, second.id)).toBeChecked();

    await option(page, first.id).click();
    await option(page, other.start_date).click();
    await booking(page).getByRole("button", { name: "Show the price for this choice" }).click();
    await expectAddress(page, { packageId: first.id, date: other.start_date }, "#booking");
    await expect(radio(page, first.id)).toBeChecked();
    await expect(radio(page, other.start_date)).toBeChecked();
    await expect(booking(page).getByTestId("trek-price")).toHaveText(rupees(priceOf(first, other)!));

    // Another month: its first open date, whatever date the form still carries.
    await option(page, nextMonth.start_date.slice(0, 7)).click();
    await booking(page).getByRole("button", { name: "Show the price for this choice" }).click();
    await expect(radio(page, nextMonth.start_date)).toBeChecked();

    await booking(page).getByRole("button", { name: "One traveller more" }).click();
    await expectAddress(page, { travellers: 2 }, "#traveller-count");
    await expect(booking(page).locator("output").first()).toHaveText("2 travellers");
    await expect(radio(page, nextMonth.start_date)).toBeChecked();
    await expect(booking(page).getByRole("link", { name: "Book now" })).toHaveAttribute(
      "href",
      new RegExp(`date=${nextMonth.start_date}&travellers=2`),
    );
    // The party stays with the next choice, and the stepper comes back down.
    await option(page, second.id).click();
    await booking(page).getByRole("button", { name: "Show the price for this choice" }).click();
    await expect(radio(page, second.id)).toBeChecked();
    await expect(booking(page).locator("output").first()).toHaveText("2 travellers");
    await booking(page).getByRole("button", { name: "One traveller fewer" }).click();
    await expect(booking(page).locator("output").first()).toHaveText("1 traveller");
    await expectAddress(page, { travellers: 1 }, "#traveller-count");
    await noScripts.expectNoAxeViolations();
  });

  test("a campaign in the address travels with the choice", async ({ page, request }) => {
    const { second } = await choices(request);
    await withoutScripts(page);
    await page.goto(`${PATH}?campaign=winter-sale`);
    await option(page, second.id).click();
    await booking(page).getByRole("button", { name: "Show the price for this choice" }).click();
    await expectAddress(page, { campaign: "winter-sale", packageId: second.id }, "#booking");
  });
});

test.describe("before the code has loaded", () => {
  test("each choice opens the page the server renders for it, at the part chosen", async ({ page, request }) => {
    const { first, second, other } = await choices(request);
    const release = await holdScripts(page);
    await page.goto(PATH, { waitUntil: "domcontentloaded" });
    await markDocument(page);

    await option(page, other.start_date).click();
    await expectAddress(
      page,
      { packageId: first.id, month: other.start_date.slice(0, 7), date: other.start_date },
      "#choose-date",
    );
    expect(await sameDocument(page), "a page load").toBe(false);
    await expect(radio(page, other.start_date)).toBeChecked();
    await expect(option(page, other.start_date)).toBeInViewport();
    await expect(booking(page).getByTestId("trek-price")).toHaveText(rupees(priceOf(first, other)!));
    await expect(booking(page).getByRole("link", { name: "Book now" })).toHaveAttribute(
      "href",
      new RegExp(`packageId=${first.id}&date=${other.start_date}$`),
    );

    await option(page, second.id).click();
    await expectAddress(page, { packageId: second.id }, "#choose-package");
    await expect(radio(page, second.id)).toBeChecked();
    await expect(option(page, second.id)).toBeInViewport();

    await booking(page).getByRole("button", { name: "One traveller more" }).click();
    await expectAddress(page, { packageId: second.id, travellers: 2 }, "#traveller-count");
    await expect(booking(page).locator("output").first()).toHaveText("2 travellers");
    await expect(radio(page, second.id)).toBeChecked();
    await expect(booking(page).locator("#traveller-count")).toBeInViewport();

    // The code arrives: once the page has hydrated, a choice changes it in place again.
    await page.evaluate(() =>
      addEventListener("parvat:hydrated", () => Object.assign(window, { sameDocument: true, hydrated: true })),
    );
    release();
    await page.waitForFunction(() => (window as { hydrated?: boolean }).hydrated === true);
    await booking(page).getByRole("button", { name: "One traveller fewer" }).click();
    await expect(booking(page).locator("output").first()).toHaveText("1 traveller");
    await expectAddress(page, { packageId: second.id, travellers: null }, "#traveller-count");
    await option(page, first.id).click();
    await expectAddress(page, { packageId: first.id }, "#traveller-count");
    expect(await sameDocument(page), "changed in place").toBe(true);
    await expectNoAxeViolations(page);
  });

  test("@phone a tap on a package before the code has loaded is answered by the server", async ({ page, request }) => {
    const { second } = await choices(request);
    await holdScripts(page);
    await page.goto(PATH, { waitUntil: "domcontentloaded" });
    await option(page, second.id).tap();
    await expectAddress(page, { packageId: second.id }, "#choose-package");
    await expect(radio(page, second.id)).toBeChecked();
    await expect(option(page, second.id)).toBeInViewport();
  });
});

test.describe("once the code has arrived, before the page has hydrated", () => {
  /**
   * Holds hydration back once every module has arrived: the app's entry waits, at its top, until the
   * test calls `releaseHydration` (the modules have loaded, and are run up to that point).
   */
  async function holdHydration(page: Page): Promise<void> {
    await page.route("**/assets/entry.client-*.js", async (route) => {
      const response = await route.fetch();
      const body = `await new Promise((resolve) => Object.assign(window, { releaseHydration: resolve }));\n${await response.text()}`;
      await route.fulfill({ response, body, headers: { ...response.headers(), "content-encoding": "identity" } });
    });
    await page.addInitScript(() => {
      let loaded = 0;
      document.addEventListener(
        "load",
        (event) => {
          if ((event.target as Element).matches?.('link[rel="modulepreload"]')) loaded += 1;
          Object.assign(window, { modulesLoaded: loaded });
        },
        true,
      );
    });
  }

  test("a choice is the app's: the page changes in place as soon as it hydrates", async ({ page, request }) => {
    const { second } = await choices(request);
    await holdHydration(page);
    await page.goto(PATH, { waitUntil: "domcontentloaded" });
    await page.waitForFunction(() => {
      const preloads = document.querySelectorAll('link[rel="modulepreload"]').length;
      return preloads > 0 && (window as { modulesLoaded?: number }).modulesLoaded === preloads;
    });
    expect(await page.evaluate(() => typeof (window as { releaseHydration?: unknown }).releaseHydration)).toBe(
      "function",
    );
    await markDocument(page);
    await option(page, second.id).click();
    await booking(page).getByRole("button", { name: "One traveller more" }).click();
    await page.evaluate(() => (window as unknown as { releaseHydration: () => void }).releaseHydration());

    await expect(booking(page).locator("output").first()).toHaveText("2 travellers");
    await expect(radio(page, second.id)).toBeChecked();
    await expect
      .poll(() => new URL(page.url()).searchParams.get("packageId"), "the choice in the address")
      .toBe(String(second.id));
    expect(await sameDocument(page), "changed in place, not a page load").toBe(true);
  });
});

test("a chosen page is valid HTML (html-validate, Nu Html Checker with Java)", async ({ baseURL, request }) => {
  test.setTimeout(90_000);
  const { second, other } = await choices(request);
  const chosen = `${PATH}?campaign=winter-sale&packageId=${second.id}&month=${other.start_date.slice(0, 7)}&date=${other.start_date}&travellers=2`;
  const script = fileURLToPath(new URL("../../scripts/validate-html.ts", import.meta.url));
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, "--base", baseURL!, chosen], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain("1 page(s) checked, 0 error(s)");
});
