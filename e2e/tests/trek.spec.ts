// The trek page: the default package and date, packageId in the address, prices by the
// rules of SPEC.md section 4, enquiries good and bad, the 404, what search engines read, valid HTML,
// and the sticky price bar on a phone. Expectations come from the API over HTTP, so they follow the
// demo content whatever today is.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "kedarkantha-trek";
const PATH = `/tours/${SLUG}`;

interface PriceEntry {
  package_id: number;
  enabled: boolean;
  price: number | null;
}
interface TrekData {
  id: number;
  name: string;
  meta_title: string;
  faqs: { id: number }[];
  review_count: number;
  packages: { id: number; name: string; price: number; original_price: number | null }[];
  events: { start_date: string; available_seats: number; prices: PriceEntry[] }[];
}

async function trekData(request: APIRequestContext): Promise<TrekData> {
  const response = await request.post("/api/graphql", {
    data: {
      query: `query($slug: String!) { treks(slug: $slug) {
        id name meta_title review_count faqs { id }
        packages { id name price original_price }
        events { start_date available_seats prices { package_id enabled price } }
      } }`,
      variables: { slug: SLUG },
    },
  });
  const body = (await response.json()) as { data: { treks: TrekData[] } };
  const trek = body.data.treks[0]!;
  expect(trek.packages.length, "the demo trek has several packages").toBeGreaterThan(1);
  expect(trek.events.length, "the demo trek has departures in more than one month").toBeGreaterThan(1);
  return trek;
}

/** SPEC.md section 4's price rule, restated from the outside. */
function priceOf(pkg: TrekData["packages"][number], event: TrekData["events"][number]): number | null {
  const entry = event.prices.find((price) => price.package_id === pkg.id && price.enabled);
  return entry ? (entry.price ?? pkg.price) : null;
}

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

/** Logs in on the /login page the browser is on, with a fresh number and the code the fake MSG91 got. */
async function logInHere(page: Page, workerIndex: number) {
  const digits = `9${String(Date.now() % 10_000_000).padStart(7, "0")}${workerIndex % 10}3`;
  await page.getByRole("textbox", { name: "Mobile number" }).fill(digits);
  await page.getByRole("button", { name: "Send code" }).click();
  const smsUrl = process.env.E2E_SMS_URL!;
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${smsUrl}/messages?mobile=91${digits}`)).json()) as {
        variables: { otp: string };
      }[];
      code = messages.at(-1)?.variables.otp ?? "";
      return code;
    })
    .toMatch(/^[1-9]\d{5}$/);
  await page.getByRole("textbox", { name: "6-digit code" }).fill(code);
}

function booking(page: Page): Locator {
  return page.getByRole("region", { name: /^Book / });
}

function dateOption(page: Page, date: string): Locator {
  return booking(page).locator("label", { has: page.locator(`input[value="${date}"]`) });
}

test("opens on the first package and the earliest date, priced by the rules", async ({ page, request, visit }) => {
  const trek = await trekData(request);
  await visit(PATH);
  await expect(page.getByRole("heading", { level: 1, name: trek.name })).toBeVisible();
  const [first] = trek.packages;
  const [earliest] = trek.events;
  await expect(booking(page).locator('input[name="packageId"]:checked')).toHaveValue(String(first!.id));
  await expect(booking(page).locator(`input[value="${earliest!.start_date}"]`)).toBeChecked();
  const price = priceOf(first!, earliest!);
  expect(price, "the first package is offered on the earliest date").not.toBeNull();
  await expect(booking(page).getByTestId("trek-price")).toHaveText(rupees(price!));
  // Every date of the month shown says how many seats are left, and "few" under six.
  const month = earliest!.start_date.slice(0, 7);
  for (const event of trek.events.filter((candidate) => candidate.start_date.startsWith(month))) {
    const seats =
      event.available_seats < 6 ? `Few seats left: ${event.available_seats}` : `${event.available_seats} seats left`;
    await expect(dateOption(page, event.start_date)).toContainText(seats);
  }
});

test("changing the package rewrites packageId in place and reprices; another date reprices too", async ({
  page,
  request,
  visit,
}) => {
  const trek = await trekData(request);
  await visit(PATH);
  // The booking card scrolls with the page: bring its packages into view first.
  await booking(page).locator('input[name="packageId"]').first().scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const historyLength = await page.evaluate(() => window.history.length);
  const second = trek.packages[1]!;
  const [earliest] = trek.events;

  await booking(page).locator(`input[name="packageId"][value="${second.id}"]`).check();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?packageId=${second.id}$`));
  expect(await page.evaluate(() => window.history.length), "no new history entry").toBe(historyLength);
  // The date stays when the package is offered on it, else the month's first date that offers it
  // (a date the package is not offered on cannot stay chosen).
  const offersSecond = trek.events.filter((event) => priceOf(second, event) !== null);
  const stays =
    offersSecond.find((event) => event.start_date === earliest!.start_date) ??
    offersSecond.find((event) => event.start_date.slice(0, 7) === earliest!.start_date.slice(0, 7)) ??
    offersSecond[0]!;
  await expect(booking(page).locator(`input[value="${stays.start_date}"]`)).toBeChecked();
  await expect(booking(page).getByTestId("trek-price")).toHaveText(rupees(priceOf(second, stays)!));
  // The page did not jump back to the top (a router navigation would have).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // A departure of the next month that offers this package.
  const nextMonth = trek.events.find(
    (event) => event.start_date.slice(0, 7) !== earliest!.start_date.slice(0, 7) && priceOf(second, event) !== null,
  )!;
  const monthChip = booking(page).locator("label", {
    has: page.locator(`input[value="${nextMonth.start_date.slice(0, 7)}"]`),
  });
  await monthChip.click();
  await dateOption(page, nextMonth.start_date).click();
  await expect(booking(page).locator(`input[value="${nextMonth.start_date}"]`)).toBeChecked();
  await expect(booking(page).getByTestId("trek-price")).toHaveText(rupees(priceOf(second, nextMonth)!));

  const book = booking(page).getByRole("link", { name: "Book now" });
  await expect(book).toHaveAttribute(
    "href",
    `/tours/${trek.id}/register?packageId=${second.id}&date=${nextMonth.start_date}`,
  );
  const whatsapp = decodeURIComponent(
    (await booking(page)
      .getByRole("link", { name: /WhatsApp/ })
      .getAttribute("href"))!,
  );
  expect(whatsapp).toContain(trek.name);
  expect(whatsapp).toContain(second.name);

  // The registration screen receives the choice; logged out, the traveller logs in on the way.
  await book.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await logInHere(page, test.info().workerIndex);
  await expect(page).toHaveURL(`/tours/${trek.id}/register?packageId=${second.id}&date=${nextMonth.start_date}`);
  const choice = page.locator("section", { has: page.getByRole("heading", { name: "Your choice" }) });
  await expect(choice).toContainText(trek.name);
  await expect(choice).toContainText(second.name);
  await expect(choice).toContainText(rupees(priceOf(second, nextMonth)!));
  await expectNoAxeViolations(page);
});

test("a packageId in the address chooses that package on the server; an unknown one falls back", async ({
  page,
  request,
}) => {
  const trek = await trekData(request);
  const last = trek.packages[trek.packages.length - 1]!;
  await page.goto(`${PATH}?packageId=${last.id}`);
  await expect(booking(page).locator('input[name="packageId"]:checked')).toHaveValue(String(last.id));
  await page.goto(`${PATH}?packageId=99999999`);
  await expect(booking(page).locator('input[name="packageId"]:checked')).toHaveValue(String(trek.packages[0]!.id));
});

async function openEnquiry(page: Page) {
  await booking(page).getByRole("button", { name: "Enquire" }).click();
  const dialog = page.getByRole("dialog", { name: /Enquire about Kedarkantha Trek/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("an enquiry is stored and confirmed in the dialog, with its short reference, until closed", async ({
  page,
  visit,
}) => {
  // Two axe scans of the whole trek page (the form, then its confirmation).
  test.setTimeout(90_000);
  await visit(PATH);
  const dialog = await openEnquiry(page);
  await dialog.getByLabel("Full name").fill("Meera Iyer");
  await dialog.getByLabel("Mobile number").fill("98450 12345");
  await dialog.getByLabel("Email").fill("meera.iyer@example.com");
  await dialog.getByLabel("Travellers").fill("3");
  await dialog.getByLabel(/Message/).fill("Two adults and our 14-year-old.");
  await expectNoAxeViolations(page);
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/graphql"));
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  const body = (await (await answer).json()) as { data: { createInquiry: { reference: string } } };
  const { reference } = body.data.createInquiry;
  expect(reference).toMatch(/^EQ-[2-9A-Z]{6}$/);
  const received = dialog.getByRole("region", { name: "Enquiry received" });
  await expect(received).toBeFocused();
  await expect(received).toContainText("Thank you, Meera!");
  await expect(received).toContainText(reference);
  await expectNoAxeViolations(page);
  await received.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("a bad enquiry gets a message beside each field and sends nothing", async ({ page, visit }) => {
  await visit(PATH);
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/graphql") && request.postData()?.includes("CreateInquiry")) sent += 1;
  });
  const dialog = await openEnquiry(page);
  await dialog.getByLabel("Full name").fill("M");
  await dialog.getByLabel("Mobile number").fill("12345");
  await dialog.getByLabel("Email").fill("meera@");
  await dialog.getByLabel("Travellers").fill("");
  await dialog.getByRole("button", { name: "Send enquiry" }).click();
  await expect(dialog.getByText("Enter your name")).toBeVisible();
  await expect(dialog.getByLabel("Full name")).toBeFocused();
  await expect(dialog.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Enter how many people are travelling")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(sent).toBe(0);
  // Escape closes it; the page is still there.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("an unknown trip is a helpful 404", async ({ browser, baseURL }) => {
  // Its own page: Chromium reports the document's 404 status as a console error, which is the point
  // here; anything else logged still fails the test.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && !/status of 404/.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const response = await page.goto("/tours/no-such-trek-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "We could not find that trip" })).toBeVisible();
  await expect(page.getByRole("link", { name: /All trips with open dates/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await context.close();
});

test("search engines get the title, description, canonical address, previews and JSON-LD", async ({
  page,
  request,
}) => {
  const trek = await trekData(request);
  await page.goto(`${PATH}?packageId=${trek.packages[1]!.id}`);
  await expect(page).toHaveTitle(`${trek.meta_title} | Parvat Journeys`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${PATH}$`));
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
  expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
    /\/media\/\d+\/\w+\/1080\.webp$/,
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const objects = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const types = (object: Record<string, unknown>) => [object["@type"]].flat();
  const trip = objects.find((object) => types(object).includes("TouristTrip"))!;
  expect(types(trip)).toContain("Product");
  const offers = trip.offers as { price: number; availability: string; validFrom: string; priceCurrency: string }[];
  const offered = trek.events.filter((event) => priceOf(trek.packages[0]!, event) !== null);
  expect(offers).toHaveLength(offered.length);
  expect(offers[0]).toMatchObject({ price: priceOf(trek.packages[0]!, offered[0]!), priceCurrency: "INR" });
  for (const offer of offers) {
    expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/);
    expect(offer.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(trip.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: trek.review_count });
  const faq = objects.find((object) => object["@type"] === "FAQPage")!;
  expect(faq.mainEntity as unknown[]).toHaveLength(trek.faqs.length);
  const breadcrumb = objects.find((object) => object["@type"] === "BreadcrumbList")!;
  const crumbs = breadcrumb.itemListElement as { name: string; item: string }[];
  expect(crumbs[0]!.name).toBe("Home");
  expect(crumbs.at(-1)).toMatchObject({ name: trek.name, item: canonical });
});

test("the page is valid HTML (html-validate, Nu Html Checker with Java)", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const script = fileURLToPath(new URL("../../scripts/validate-html.ts", import.meta.url));
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, "--base", baseURL!, PATH, "/tours/no-such-trek-anywhere"], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain("2 page(s) checked, 0 error(s)");
});

test("@phone a sticky bar keeps the price and the actions at hand", async ({ page, request, visit }) => {
  const trek = await trekData(request);
  await visit(PATH);
  // Nothing sticks out sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  const bar = page.getByRole("region", { name: "Price and booking" });
  await expect(bar).toBeVisible();
  const price = priceOf(trek.packages[0]!, trek.events[0]!)!;
  await expect(bar).toContainText(rupees(price));
  await page.getByRole("heading", { name: "Reviews" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  const viewport = page.viewportSize()!;
  const box = (await bar.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(viewport.height);
  await expect(bar.getByRole("link", { name: "Book now" })).toHaveAttribute(
    "href",
    `/tours/${trek.id}/register?packageId=${trek.packages[0]!.id}&date=${trek.events[0]!.start_date}`,
  );
  await bar.getByRole("button", { name: "Enquire" }).click();
  await expect(page.getByRole("dialog", { name: /Enquire about/ })).toBeVisible();
});
