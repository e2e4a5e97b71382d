// Campaign pages on the demo content: an unknown campaign is a real 404; the running
// demo campaign (Himalayan Summer Sale: 15% off, at most ₹10,000 a booking, not combined with another
// offer, on the Valley of Flowers and Kashmir Great Lakes treks, ending three weeks from the demo's
// today) shows its live countdown and its trips at the price after the offer by its combination rule;
// a traveller on a 390 px phone who opens it, goes to the trek, chooses two travellers, registers
// them and pays sees the same figures on every screen (campaign card, trek page, registration, /pay,
// the checkout, the success screen), and they are the server's; the ended campaign's page says so
// (200, noindex) and its code is refused at registration. The pages are axe clean and valid HTML.
// The covered treks are this spec's alone.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { APIRequestContext, Page } from "@playwright/test";
import { fillTraveller, gstOn, logInHere, money, priceOf, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const RUNNING = "/campaign/himalayan-summer-sale";
const ENDED = "/campaign/winter-lakes-early-bird";
const ENDED_CODE = "EARLY15";
const SLUG = "valley-of-flowers-trek";
const CAMPAIGN_NAME = "Himalayan Summer Sale";
const FROM_CAMPAIGN = `/tours/${SLUG}?campaign=himalayan-summer-sale`;

interface Offer {
  percent_off: number;
  cap_paise: number | null;
  combines_with_fare_offers: boolean;
}
interface Fare {
  price: number;
  original_price: number | null;
}

async function graphql<T>(request: APIRequestContext, query: string, variables = {}, token?: string): Promise<T> {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

async function runningOffer(request: APIRequestContext): Promise<Offer> {
  const { campaign } = await graphql<{ campaign: Offer }>(
    request,
    `{ campaign(slug: "himalayan-summer-sale") { percent_off cap_paise combines_with_fare_offers } }`,
  );
  return campaign;
}

/**
 * The campaign's saving on `travellers` seats of a fare, restated from the outside: a percentage of
 * the regular fare, capped, and (not combined) only what it saves beyond the fare's own reduction.
 */
function savingOn(offer: Offer, fare: Fare, travellers: number): number {
  const price = fare.price * 100 * travellers;
  const regular = Math.max(fare.price, fare.original_price ?? 0) * 100 * travellers;
  const onRegular = Math.min(Math.floor((regular * offer.percent_off) / 100), offer.cap_paise ?? Infinity);
  if (offer.combines_with_fare_offers) {
    return Math.min(Math.floor((price * offer.percent_off) / 100), offer.cap_paise ?? Infinity);
  }
  return Math.max(0, onRegular - (regular - price));
}

/** The Valley of Flowers card's fare as the campaign's page lists it (a listing card's "from" price). */
async function cardFare(request: APIRequestContext): Promise<Fare> {
  const { campaign } = await graphql<{ campaign: { trips: (Fare & { slug: string })[] } }>(
    request,
    `{ campaign(slug: "himalayan-summer-sale") { trips { slug price original_price } } }`,
  );
  return campaign.trips.find((trip) => trip.slug === SLUG)!;
}

function rupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );
}

async function scan(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

test("an unknown campaign is a real 404", async ({ request }) => {
  expect((await request.get("/campaign/no-such-offer")).status()).toBe(404);
});

test("the running campaign shows its countdown and its trips at the price after the offer, by its rule", async ({
  page,
  request,
  visit,
}) => {
  const offer = await runningOffer(request);
  await visit(RUNNING);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CAMPAIGN_NAME);
  await expect(page.getByText("15% off (up to ₹10,000 a booking)", { exact: false }).first()).toBeVisible();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^2\d days \d+ h \d\d min \d\d s$/);
  // It is live: the seconds move.
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);

  // The combination rule is stated with the terms.
  await expect(
    page.getByRole("listitem").filter({ hasText: /^It cannot be combined with another offer/ }),
  ).toBeVisible();

  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: "Valley of Flowers" });
  // The card's fare is the trek's "from" fare, an early-bird fare reduced from its regular price.
  const fare = await cardFare(request);
  expect(fare.original_price, "the demo's early-bird fare").toBeGreaterThan(fare.price);
  const after = Math.round((fare.price * 100 - savingOn(offer, fare, 1)) / 100);
  await expect(card).toContainText(`From${rupees(after)}was ${rupees(fare.original_price!)}`);
  // Stacked on the early-bird fare it would have been lower: the rule holds on the card.
  expect(after).toBeGreaterThan(Math.round(fare.price * (1 - offer.percent_off / 100)));
  await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute("href", FROM_CAMPAIGN);
  await expect(page.getByRole("main").getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(CAMPAIGN_NAME).replace(/%20/g, "(%20|\\+)")),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}") as Record<string, unknown>));
  const jsonLd = offers.find((object) => object["@type"] === "Offer");
  expect(jsonLd?.validThrough).toMatch(/^\d{4}-\d\d-\d\dT/);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${RUNNING}</loc>`);
  expect(sitemap).not.toContain(ENDED);
});

test.describe("booking from a campaign on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the same figures on every screen, from the campaign's card to the payment, and they are the server's", async ({
    page,
    request,
    visit,
  }, testInfo) => {
    test.setTimeout(180_000);
    const TRAVELLERS = 2;
    const offer = await runningOffer(request);
    // The trek page opens on its first package and its first date that package can be booked on.
    const trek = await trekData(request, SLUG);
    const { treks } = await graphql<{
      treks: { packages: { id: number; name: string; price: number; original_price: number | null }[] }[];
    }>(request, `query { treks(slug: "${SLUG}") { packages { id name price original_price } } }`);
    const pkg = treks[0]!.packages[0]!;
    const event = trek.events.find((candidate) => priceOf(pkg, candidate) !== null && candidate.available_seats > 0)!;
    const chosen = priceOf(pkg, event)!;
    // The struck-through (regular) price moves with a date's surcharge (SPEC.md section 4).
    const fare: Fare = {
      price: chosen,
      original_price: pkg.original_price === null ? null : pkg.original_price + (chosen - pkg.price),
    };
    // What every screen must say: the fare for two, the offer's line by its rule, GST on the rest.
    const subtotal = fare.price * 100 * TRAVELLERS;
    const discount = savingOn(offer, fare, TRAVELLERS);
    const total = subtotal - discount + gstOn(subtotal - discount);
    expect(discount, "the offer saves something beyond the early-bird fare").toBeGreaterThan(0);

    // The campaign's page and its card.
    await visit(RUNNING);
    const card = page.getByRole("main").getByRole("article").filter({ hasText: "Valley of Flowers" });
    const listed = await cardFare(request);
    await expect(card).toContainText(rupees(Math.round((listed.price * 100 - savingOn(offer, listed, 1)) / 100)));
    await card.getByRole("heading").getByRole("link").click();

    // The trek page, opened from the campaign: the sale and its price, before any seat is held.
    await expect(page).toHaveURL(FROM_CAMPAIGN);
    const booking = page.getByRole("region", { name: /^Book / });
    await expect(booking.getByTestId("offer-note")).toContainText(`${CAMPAIGN_NAME}: 15% off`);
    await expect(booking.getByTestId("offer-note")).toContainText("It cannot be combined with another offer");
    await expect(booking.getByTestId("trek-price")).toHaveText(
      rupees(Math.ceil((fare.price * 100 - savingOn(offer, fare, 1)) / 100)),
    );
    await expect(page.getByTestId("bar-price")).toHaveText(
      rupees(Math.ceil((fare.price * 100 - savingOn(offer, fare, 1)) / 100)),
    );
    await booking.getByRole("button", { name: "One traveller more" }).click();
    await expect(booking.getByRole("status").filter({ hasText: "travellers" }).first()).toBeVisible();
    await expect(booking.getByTestId("offer-line")).toContainText(`less the ${CAMPAIGN_NAME} ${money(discount)}`);
    await expect(booking.getByTestId("group-total")).toContainText(money(total));
    await scan(page);
    await booking.getByRole("link", { name: "Book now" }).click();

    // Registration: two cards, the offer's line and the same total, before the seats are held.
    const digits = await logInHere(page, testInfo.workerIndex);
    await expect(page).toHaveURL(new RegExp(`/register\\?.*travellers=${TRAVELLERS}.*campaign=himalayan-summer-sale`));
    await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
    await expect(page.getByRole("group", { name: /^Traveller \d$/ })).toHaveCount(TRAVELLERS);
    const price = page.getByRole("complementary", { name: "Price" });
    await expect(price).toContainText(`Offer: ${CAMPAIGN_NAME}− ${money(discount)}`);
    await expect(price).toContainText(`Total${money(total)}`);
    await expect(page.getByLabel("Offer code (optional)")).toHaveCount(0);
    await scan(page);
    await fillTraveller(traveller(page, 1), { first: "Ira", last: "Das", dob: "1994-04-09", gender: "Female" });
    await fillTraveller(traveller(page, 2), {
      first: "Kabir",
      last: "Das",
      phone: `8${digits.slice(1)}`,
      dob: "1992-08-21",
      gender: "Male",
    });
    await page.getByRole("button", { name: `Hold ${TRAVELLERS} seats` }).click();

    // /pay: the server's booking, line by line, the same figures.
    await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
    const bookingId = new URL(page.url()).searchParams.get("booking")!;
    const amount = page.getByRole("complementary", { name: "Amount" });
    await expect(amount).toContainText(`Offer: ${CAMPAIGN_NAME}− ${money(discount)}`);
    await expect(amount).toContainText(`Total${money(total)}`);
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem("credentials") ?? "{}") as { token?: string }).token,
    );
    const server = await graphql<{
      booking: { traveller_count: number; subtotal_paise: number; discount_paise: number; total_paise: number };
    }>(
      request,
      `query ($id: ID!) { booking(id: $id) { traveller_count subtotal_paise discount_paise total_paise } }`,
      { id: bookingId },
      token,
    );
    expect(server.booking).toEqual({
      traveller_count: TRAVELLERS,
      subtotal_paise: subtotal,
      discount_paise: discount,
      total_paise: total,
    });
    await scan(page);
    const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
    if ((await fullPlan.count()) > 0) await fullPlan.check();
    await page.getByRole("button", { name: `Pay ${money(total)}` }).click();

    // The checkout asks for the same amount, and the success screen says it was paid.
    await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(money(total));
    await scan(page);
    await page.getByLabel("UPI id").fill("ira.das@okaxis");
    await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
    await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(money(total));
    await scan(page);
  });
});

test("an ended campaign says so, stays out of search, and its code is refused", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(90_000);
  await visit(ENDED);
  await expect(page.getByText(/This offer ended on/)).toBeVisible();
  await expect(page.getByRole("link", { name: "See current trips" })).toHaveAttribute("href", "/tours/all");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  const trek = await trekData(request, "kashmir-great-lakes-trek");
  const event = trek.events[0]!;
  await page.goto(`/tours/${trek.id}/register?packageId=${trek.packages[0]!.id}&date=${event.start_date}`);
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await fillTraveller(traveller(page, 1), { first: "Dev", last: "Rao", dob: "1991-01-19", gender: "Male" });
  await page.getByLabel("Offer code (optional)").fill(ENDED_CODE.toLowerCase());
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This offer has ended" })).toBeVisible();
  await expect(page).toHaveURL(/\/register\?/);
});

test("the campaign pages are valid HTML (html-validate, Nu Html Checker with Java)", async ({ baseURL }) => {
  test.setTimeout(90_000);
  const script = fileURLToPath(new URL("../../scripts/validate-html.ts", import.meta.url));
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, "--base", baseURL!, RUNNING, ENDED, FROM_CAMPAIGN], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain("3 page(s) checked, 0 error(s)");
});
