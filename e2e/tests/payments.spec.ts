// Paying for a booking on the sandbox gateway: the trek page to two travellers, /pay, the
// sandbox checkout by UPI, the success screen that waits for the webhook's outcome, the dashboard
// showing the booking confirmed with the amount paid, and the receipt with its GST line; a part
// payment (the trip's booking amount) whose balance is then paid through /payment/{groupId}; and a
// payment that fails, leaves the hold, and succeeds on the second try. Every screen is scanned with
// axe. Hampta Pass is this spec's alone (the booking and trek specs use other treks); it sets a
// booking amount of ₹5,000 per traveller, offered until 15 days before departure.
import type { Page } from "@playwright/test";
import {
  fillTraveller,
  freshDigits,
  gstOn,
  logInHere,
  money,
  priceOf,
  type TrekData,
  traveller,
  trekData,
} from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "hampta-pass-trek";
const BOOKING_AMOUNT_PAISE = 5000_00;
const BALANCE_DAYS_BEFORE = 15;

interface Choice {
  trek: TrekData;
  pkg: TrekData["packages"][number];
  event: TrekData["events"][number];
  price: number;
}

/** A departure of the first package with room for `seats`, starting at least `daysAhead` days from now. */
async function choose(request: Parameters<typeof trekData>[0], seats: number, daysAhead = 0): Promise<Choice> {
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const earliest = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const event = trek.events.find(
    (candidate) =>
      candidate.available_seats >= seats && candidate.start_date >= earliest && priceOf(pkg, candidate) !== null,
  );
  expect(event, `a ${SLUG} departure with ${seats} seats from ${earliest}`).toBeDefined();
  return { trek, pkg, event: event!, price: priceOf(pkg, event!)! };
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

/** Registration for a departure, logged in on the way, with one traveller; ends on /pay. */
async function holdOneSeat(page: Page, choice: Choice, workerIndex: number) {
  await page.goto(`/tours/${choice.trek.id}/register?packageId=${choice.pkg.id}&date=${choice.event.start_date}`);
  const digits = await logInHere(page, workerIndex);
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await fillTraveller(traveller(page, 1), { first: "Kavya", last: "Menon", dob: "1995-06-30", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
}

/** On the sandbox checkout: pays by UPI (or by card), with the test control set to `outcome`. */
async function payOnSandbox(page: Page, amount: string, how: { method?: "UPI" | "Card"; outcome?: string } = {}) {
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(amount);
  await expect(page.getByText("Test mode")).toBeVisible();
  await scanned(page);
  if (how.method === "Card") {
    await page.getByRole("tab", { name: "Card" }).click();
    await page.getByLabel("Card number").fill("4111 1111 1111 1111");
    await page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await page.getByLabel("CVV").fill("123");
  } else {
    await page.getByLabel("UPI id").fill("kavya.menon@okaxis");
  }
  if (how.outcome) await page.getByRole("radio", { name: new RegExp(`^${how.outcome}`) }).check();
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
}

test("pay for two travellers by UPI from the trek page: success, the dashboard confirmed, and the receipt with GST", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  const { trek, pkg, event, price } = await choose(request, 2);
  expect(trek.events[0]!.id, "the trek page books the earliest departure").toBe(event.id);
  const subtotal = price * 100 * 2;
  const total = subtotal + gstOn(subtotal);

  await visit(`/tours/${SLUG}`);
  await page
    .getByRole("region", { name: /^Book / })
    .getByRole("link", { name: "Book now" })
    .click();
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event.start_date}`);
  // The first traveller starts as the account holder.
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await fillTraveller(traveller(page, 1), { first: "Meera", last: "Iyer", dob: "1992-03-14", gender: "Female" });
  await page.getByRole("button", { name: "Add traveller" }).click();
  await fillTraveller(traveller(page, 2), {
    first: "Arjun",
    last: "Iyer",
    phone: freshDigits(testInfo.workerIndex),
    dob: "1990-11-02",
    gender: "Male",
  });
  await page.getByRole("button", { name: "Hold 2 seats" }).click();

  // /pay: the checkout of the booking just made.
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const amount = page.getByRole("complementary", { name: "Amount" });
  await expect(amount).toContainText("GST (5%)");
  await expect(amount).toContainText(money(total));
  await expect(page.getByText(/^Seats held for 1[45]:\d\d$/)).toBeVisible();
  // The travellers' list (the add-ons' size choices name the same travellers).
  await expect(page.getByRole("listitem").filter({ hasText: "Traveller 1" })).toContainText("Meera Iyer");
  const reference = (await page
    .getByText(/^PJ-[2-9A-Z]{6}$/)
    .first()
    .textContent())!;
  await scanned(page);
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();

  await payOnSandbox(page, money(total));

  // The success screen waits for the outcome and shows it.
  await expect(page).toHaveURL(new RegExp(`/payment/${bookingId}\\?order=`));
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText(money(total), { exact: true })).toBeVisible();
  await expect(page.getByText("Confirmed - fully paid")).toBeVisible();
  await scanned(page);

  // The dashboard: confirmed, paid in full, with the receipt.
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page).toHaveURL("/dashboard");
  const card = page.getByRole("article", { name: trek.name }).filter({ hasText: reference });
  await expect(card).toContainText("Confirmed - fully paid");
  await expect(card.getByText("Paid", { exact: true }).locator("xpath=..")).toContainText(money(total));
  await expect(card.getByRole("link", { name: /Pay/ })).toHaveCount(0);
  await scanned(page);

  // The receipt: the company's GSTIN, the booking, and the tax inside the amount.
  await card.getByRole("link", { name: new RegExp(`^Receipt PJR-\\d{4}-\\d+ for ${escaped(money(total))}$`) }).click();
  await expect(page).toHaveURL(/\/receipts\/\d+$/);
  const receipt = page.getByRole("article", { name: "Payment receipt" });
  await expect(receipt).toContainText(/GSTIN 29[A-Z0-9]{13}/);
  await expect(receipt).toContainText(reference);
  await expect(receipt).toContainText(trek.name);
  await expect(receipt).toContainText("Meera Iyer, Arjun Iyer");
  const amounts = receipt.getByRole("region", { name: "Amount" });
  // The GST inside it, split between the centre and the state; the tour operator's code; nothing left to pay.
  await expect(amounts).toContainText("CGST (2.5%)");
  await expect(amounts).toContainText("SGST (2.5%)");
  await expect(amounts.getByRole("cell", { name: "998555" })).toBeVisible();
  await expect(amounts.getByText("Amount paid").locator("xpath=..")).toContainText(money(total));
  await expect(amounts.getByText("Balance left").locator("xpath=..")).toContainText("Nothing: paid in full");
  await expect(receipt).toContainText(/UPI reference \d{12}/);
  await scanned(page);
});

test("pay the booking amount first, then the balance through /payment/{groupId}", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const choice = await choose(request, 1, BALANCE_DAYS_BEFORE + 5);
  const subtotal = choice.price * 100;
  const total = subtotal + gstOn(subtotal);
  const balance = total - BOOKING_AMOUNT_PAISE;

  await holdOneSeat(page, choice, testInfo.workerIndex);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const plans = page.getByRole("group", { name: "How would you like to pay?" });
  await expect(plans).toContainText("Pay in full");
  await expect(plans).toContainText(`${money(balance)} by `);
  await page
    .getByRole("radio", { name: new RegExp(`^Pay ${money(BOOKING_AMOUNT_PAISE)} now to secure the seats`) })
    .check();
  await scanned(page);
  await page.getByRole("button", { name: `Pay ${money(BOOKING_AMOUNT_PAISE)}` }).click();

  await payOnSandbox(page, money(BOOKING_AMOUNT_PAISE), { method: "Card" });
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Booking amount paid - balance due")).toBeVisible();

  // The dashboard shows the balance and the way to pay it.
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Booking amount paid" });
  await expect(card).toContainText(`Balance of ${money(balance)} due by `);
  await scanned(page);
  await card.getByRole("link", { name: /^Pay balance for booking / }).click();

  // /payment/{groupId}: the balance card.
  await expect(page).toHaveURL(`/payment/${bookingId}`);
  await expect(page.getByRole("complementary", { name: "Balance" })).toContainText(money(balance));
  await expect(page.getByRole("group", { name: "How would you like to pay?" })).toHaveCount(0);
  await scanned(page);
  await page.getByRole("button", { name: `Pay ${money(balance)}` }).click();

  await payOnSandbox(page, money(balance));
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Confirmed - fully paid")).toBeVisible();

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const confirmed = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed - fully paid" });
  await expect(confirmed.getByRole("link", { name: /^Receipt / })).toHaveCount(2);
  await expect(confirmed.getByRole("link", { name: /^Pay balance/ })).toHaveCount(0);

  // The first receipt says what was left after it, and the card it was paid with.
  await confirmed
    .getByRole("link", { name: new RegExp(`^Receipt PJR-\\d{4}-\\d+ for ${escaped(money(BOOKING_AMOUNT_PAISE))}$`) })
    .click();
  const receipt = page.getByRole("article", { name: "Payment receipt" });
  await expect(receipt.getByText("Balance left").locator("xpath=..")).toContainText(money(balance));
  await expect(receipt).toContainText("Visa card ending 1111");
  await page.goBack();

  // Cancelled: the card owes nothing, and says what was paid, what was kept and what comes back.
  const reference = (await confirmed.getByText(/^PJ-/).textContent())!;
  await confirmed.getByRole("button", { name: `Cancel booking ${reference}` }).click();
  // The refund the card quoted before confirming is the refund it then shows.
  const effect = (await confirmed.getByText(/ paid (comes back )?\(/).textContent())!;
  const refund = effect.match(/^You get back (₹[\d,.]+)/)?.[1] ?? null;
  await confirmed.getByRole("button", { name: "Yes, cancel it" }).click();
  const cancelled = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(cancelled.getByText("Due", { exact: true }).locator("xpath=..")).toHaveText("DueNothing");
  await expect(cancelled.getByText("Paid", { exact: true }).locator("xpath=..")).toHaveText(`Paid${money(total)}`);
  // The refund goes back against each payment (newest first): its lines add up to the quote.
  if (refund) {
    const lines = await cancelled
      .getByText(/^Refund/)
      .locator("xpath=..")
      .allTextContents();
    const paise = lines.map((line) => Math.round(Number(line.match(/₹([\d,.]+)$/)![1]!.replaceAll(",", "")) * 100));
    expect(money(paise.reduce((sum, amount) => sum + amount, 0))).toBe(refund);
  }
  await expect(cancelled).not.toContainText(/Due ₹/);
  await expect(cancelled).toContainText(/Cancelled on \d+ \w+ \d{4}: /);
  await scanned(page);
});

test("a failed payment leaves the hold, and the traveller pays on the second try", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const choice = await choose(request, 1);
  const subtotal = choice.price * 100;
  const total = money(subtotal + gstOn(subtotal));

  await holdOneSeat(page, choice, testInfo.workerIndex);
  const payUrl = page.url();
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  await page.getByRole("button", { name: `Pay ${total}` }).click();

  await payOnSandbox(page, total, { outcome: "Fail" });
  await expect(page.getByRole("heading", { name: "Payment failed" })).toBeVisible();
  await expect(page.getByText(/its seats stay held/)).toBeVisible();
  await scanned(page);

  // Back to /pay: still held, the same button.
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page).toHaveURL(payUrl);
  await expect(page.getByText("Seats held - awaiting payment")).toBeVisible();
  await expect(page.getByText(/^Seats held for \d\d:\d\d$/)).toBeVisible();
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  await page.getByRole("button", { name: `Pay ${total}` }).click();

  await payOnSandbox(page, total);
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText(total, { exact: true })).toBeVisible();
});
