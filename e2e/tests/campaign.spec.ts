// Campaign pages (issue 12) on the demo content: an unknown campaign is a real 404; the running
// demo campaign (Himalayan Summer Sale: 10% off, at most ₹10,000 a booking, on the Valley of
// Flowers and Kashmir Great Lakes treks, ending three weeks from the demo's today) shows its live
// countdown and its trips at the price after the offer; a trip booked from its page carries the
// discount, computed by the server, onto /pay and, once paid on the sandbox, onto the dashboard;
// the ended campaign's page says so (200, noindex) and its code is refused at registration. The
// page is axe clean and valid HTML. The covered treks are this spec's alone.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { fillTraveller, gstOn, logInHere, money, priceOf, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const RUNNING = "/campaign/himalayan-summer-sale";
const ENDED = "/campaign/winter-lakes-early-bird";
const ENDED_CODE = "EARLY15";
const SLUG = "valley-of-flowers-trek";
const CAMPAIGN_NAME = "Himalayan Summer Sale";

/** The demo campaign's offer on a subtotal: 10%, rounded down to the paisa, at most ₹10,000. */
function discountOn(subtotalPaise: number): number {
  return Math.min(Math.floor(subtotalPaise / 10), 10_000_00);
}

function rupees(amount: number): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(
    amount,
  );
}

test("an unknown campaign is a real 404", async ({ request }) => {
  expect((await request.get("/campaign/no-such-offer")).status()).toBe(404);
});

test("the running campaign shows its countdown and its trips at the price after the offer", async ({ page, visit }) => {
  await visit(RUNNING);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CAMPAIGN_NAME);
  await expect(page.getByText("10% off (up to ₹10,000 a booking)", { exact: false })).toBeVisible();
  const timer = page.getByRole("timer");
  await expect(timer).toHaveText(/^2\d days \d+ h \d\d min \d\d s$/);
  // It is live: the seconds move.
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5_000 }).not.toBe(first);

  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(2);
  const card = cards.filter({ hasText: "Valley of Flowers" });
  const was = Number((await card.locator("s").textContent())!.replace(/\D/g, ""));
  await expect(card).toContainText(rupees(Math.round(was * 0.9)));
  await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
    "href",
    `/tours/${SLUG}?campaign=himalayan-summer-sale`,
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Message us on WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(encodeURIComponent(CAMPAIGN_NAME).replace(/%20/g, "(%20|\\+)")),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  const offers = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? "{}") as Record<string, unknown>));
  const offer = offers.find((object) => object["@type"] === "Offer");
  expect(offer?.validThrough).toMatch(/^\d{4}-\d\d-\d\dT/);

  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain(`${RUNNING}</loc>`);
  expect(sitemap).not.toContain(ENDED);
});

test("a trip booked from the campaign page carries the discount to /pay and, paid, to the dashboard", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events[0]!;
  const subtotal = priceOf(pkg, event)! * 100;
  const discount = discountOn(subtotal);
  const total = subtotal - discount + gstOn(subtotal - discount);

  await visit(RUNNING);
  await page
    .getByRole("main")
    .getByRole("heading", { name: /Valley of Flowers/ })
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(`/tours/${SLUG}?campaign=himalayan-summer-sale`);
  await page
    .getByRole("region", { name: /^Book / })
    .getByRole("link", { name: "Book now" })
    .click();
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(/\/register\?.*campaign=himalayan-summer-sale/);
  // The first card is prefilled from the account once it loads: typing before that would be overwritten.
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await fillTraveller(traveller(page, 1), { first: "Ira", last: "Das", dob: "1994-04-09", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();

  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  const amount = page.getByRole("complementary", { name: "Amount" });
  await expect(amount).toContainText(`Offer: ${CAMPAIGN_NAME}`);
  await expect(amount).toContainText(money(discount));
  await expect(amount).toContainText(money(total));
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();

  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await page.getByLabel("UPI id").fill("ira.das@okaxis");
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page).toHaveURL("/dashboard");
  const card = page.getByRole("article", { name: trek.name });
  await expect(card).toContainText("Confirmed - fully paid");
  await expect(card).toContainText(`Offer: ${CAMPAIGN_NAME}`);
  await expect(card).toContainText(money(discount));
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
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
    execFile(process.execPath, [script, "--base", baseURL!, RUNNING, ENDED], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain("2 page(s) checked, 0 error(s)");
});
