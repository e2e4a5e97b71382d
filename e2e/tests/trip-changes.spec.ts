// Changing a booking instead of losing it, in Chromium: a traveller moves a paid booking to another
// date and pays the difference (the fee); a traveller cancels for trip credit and spends it on a new
// booking; the trip desk cancels a departure on its trip screen (on a phone) and the traveller takes
// credit with the bonus; the trip desk moves a paid booking to another date without the fee from the
// booking's page. Each uses a trip of its own (no other spec books them), its departures read from the
// API so the spec follows the demo content whatever today is. Every screen is scanned with axe.
// Journeys walked, the traveller on a phone (390 px, touch): a date change (its fee a line of its own),
// cancelling for trip credit and spending it, the company cancelling a departure (credit with the bonus).
// Each card, /pay, message, receipt and tax document is held to the server's figures (figures.ts), and
// each traveller screen is screenshot. The desk's two screens here are the phone layout's own checks.
import type { APIRequestContext, Page } from "@playwright/test";
import { adminContextPage, longDate, passSecondFactor, STAFF_DIGITS, staffToken } from "../admin-steps.ts";
import {
  fillTraveller,
  gstOn,
  logInHere,
  money,
  priceOf,
  type TrekData,
  traveller,
  trekData,
} from "../booking-steps.ts";
import {
  bookingFigures,
  creditBalance,
  expectCardAgrees,
  expectDocumentsAgree,
  expectLinesAddUp,
  expectMessageFigures,
  expectPaymentMessage,
  messageTo,
  paiseOf,
  type Screenshots,
  screenshots,
  sharedInbox,
  TRAVELLER_PHONE,
  tokenOf,
} from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use(TRAVELLER_PHONE);

interface Choice {
  trek: TrekData;
  pkg: TrekData["packages"][number];
  events: TrekData["events"];
}

/** The trip's departures of its first package with a seat, starting more than two weeks from now. */
async function choose(request: APIRequestContext, slug: string): Promise<Choice> {
  const trek = await trekData(request, slug);
  const pkg = trek.packages[0]!;
  const earliest = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10);
  const events = trek.events.filter(
    (event) => event.available_seats >= 1 && event.start_date >= earliest && priceOf(pkg, event) !== null,
  );
  expect(events.length, `${slug}: two departures more than two weeks out`).toBeGreaterThanOrEqual(2);
  return { trek, pkg, events };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

/** Registration for one traveller on a departure (logging in on the way the first time); ends on /pay. */
async function holdOneSeat(
  page: Page,
  choice: Choice,
  event: TrekData["events"][number],
  workerIndex: number,
  login: boolean,
): Promise<string | null> {
  await page.goto(`/tours/${choice.trek.id}/register?packageId=${choice.pkg.id}&date=${event.start_date}`);
  const digits = login ? await logInHere(page, workerIndex) : null;
  // The form takes the account's number once it knows who is logged in: the rest is filled after that.
  await expect(traveller(page, 1).getByLabel("Mobile number")).not.toHaveValue("");
  await fillTraveller(traveller(page, 1), { first: "Nisha", last: "Rao", dob: "1992-03-14", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  return digits;
}

async function payOnSandbox(page: Page, amount: string, shots?: Screenshots) {
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(amount);
  await page.getByLabel("UPI id").fill("nisha.rao@okaxis");
  await shots?.take(page, "checkout");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
}

/**
 * /pay of a held booking: its lines add up to the server's, and its Pay button asks for what the
 * server says is due (or, with `button`, the button named so). Screenshot.
 */
async function payPageAgrees(page: Page, request: APIRequestContext, shots: Screenshots) {
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const booking = await bookingFigures(request, await tokenOf(page), bookingId);
  await expectLinesAddUp(page.getByRole("complementary", { name: "Amount" }), booking, "/pay");
  await page.waitForLoadState("networkidle");
  await shots.take(page, "pay");
  return booking;
}

const totalOf = (choice: Choice, event: TrekData["events"][number]) => {
  const subtotal = priceOf(choice.pkg, event)! * 100;
  return subtotal + gstOn(subtotal);
};

/**
 * One traveller booked on a departure of the trip (its first, unless `pick` says) and paid in full at
 * the sandbox, logging in on the way; answers the trip, the departure, what was paid and the booking's id.
 */
async function paidBooking(
  page: Page,
  request: APIRequestContext,
  slug: string,
  workerIndex: number,
  shots: Screenshots,
  pick: (events: Choice["events"]) => Choice["events"][number] = (events) => events[0]!,
) {
  const choice = await choose(request, slug);
  const event = pick(choice.events);
  const total = totalOf(choice, event);
  const digits = (await holdOneSeat(page, choice, event, workerIndex, true))!;
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const held = await payPageAgrees(page, request, shots);
  expect(held.due_paise, "the server's total, as the trip's prices make it").toBe(total);
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await payOnSandbox(page, money(total), shots);
  const others = choice.events.filter((other) => other !== event);
  const token = await tokenOf(page);
  return { choice, event, others, total, bookingId, digits, token };
}

test("a traveller moves a paid booking to another date and pays the difference", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const shots = screenshots(testInfo, "date-change");
  const { choice, event, others, total, bookingId, digits, token } = await paidBooking(
    page,
    request,
    "kashmir-winter-escape",
    testInfo.workerIndex,
    shots,
  );
  // A date that costs at least as much: the fee and any difference are left to pay.
  const second = others.find((event) => totalOf(choice, event) >= total);
  expect(second, "a later date at the same price or more").toBeDefined();

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed" });
  const reference = (await card.getByText(/^PJ-/).textContent())!;
  // On a phone: the dates come month by month, each choice written in full (no dropdown of long lines cut short).
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("button", { name: `Change date of booking ${reference}` }).click();
  const newDate = card.getByRole("group", { name: `New date for booking ${reference}` });
  const month = longDate(second!.start_date).split(" ").slice(1);
  // Each choice is a card (a label around its radio): it is the card that is tapped.
  const monthChip = card.getByRole("radio", { name: new RegExp(`^${month[0]!.slice(0, 3)} ${month[1]}`) });
  await monthChip.locator("xpath=..").click();
  await expect(monthChip).toBeChecked();
  const pick = newDate.getByRole("radio", {
    name: new RegExp(`^${longDate(second!.start_date)}( to [^·]+)?${escaped(choice.pkg.name)} · `),
  });
  await expect(pick).toHaveCount(1);
  await pick.locator("xpath=..").click();
  await expect(pick).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The server's figures before confirming: the fee and what is left to pay.
  const fee = (await card
    .getByText("Transfer fee", { exact: true })
    .locator("xpath=following-sibling::dd[1]")
    .textContent())!;
  const due = (await card.getByText("To pay after the move").locator("xpath=following-sibling::dd[1]").textContent())!;
  await scanned(page);
  await shots.take(page, "choose-date");
  await card.getByRole("button", { name: "Move my booking" }).click();

  const moved = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(moved).toContainText(`Balance of ${due} due`);
  // Moved: the fee is a line of its own on the card, which adds up; the quote was the server's; the
  // message names the same figures and both dates in words.
  const afterMove = await bookingFigures(request, token, bookingId);
  expect(afterMove.change_fee_paise, "the date change's fee").toBeGreaterThan(0);
  expect(paiseOf(fee), "the fee quoted before the move").toBe(afterMove.change_fee_paise);
  expect(paiseOf(due), "what was left to pay, quoted before the move").toBe(afterMove.due_paise);
  await expectCardAgrees(moved, afterMove, "the moved booking's card");
  await shots.take(page, "moved");
  const movedMessage = await messageTo(sharedInbox, digits, "booking-moved");
  expectMessageFigures(movedMessage, { to_pay: afterMove.due_paise, credit: 0 });
  expect(movedMessage.variables.from).toBe(longDate(event.start_date));
  expect(movedMessage.variables.to).toBe(longDate(second!.start_date));
  await moved.getByRole("link", { name: `Pay balance for booking ${reference}` }).click();
  await expect(page.getByRole("button", { name: `Pay ${due}` })).toBeVisible();
  await expectLinesAddUp(page.getByRole("complementary", { name: "Balance" }), afterMove, "the balance's page");
  await page.waitForLoadState("networkidle");
  await shots.take(page, "pay-balance");
  await page.getByRole("button", { name: `Pay ${due}` }).click();
  await payOnSandbox(page, due);
  await expect(page.getByText("Confirmed - fully paid")).toBeVisible();
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const after = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(after).toContainText("Confirmed - fully paid");
  // Moved once: the change of date is no longer offered, and the card says why.
  await expect(after.getByRole("button", { name: /^Change date/ })).toHaveCount(0);
  await expect(after.getByText(/^Change date: This booking has already been moved once/)).toBeVisible();
  const paid = await bookingFigures(request, token, bookingId);
  expect(paid.due_paise).toBe(0);
  await expectCardAgrees(after, paid, "the paid card");
  await shots.take(page, "dashboard");
  await expectPaymentMessage(sharedInbox, digits, paid);
  await expectDocumentsAgree(page, request, token, paid, shots);
});

test("a traveller cancels for trip credit and spends it on a new booking", async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const shots = screenshots(testInfo, "trip-credit");
  const { choice, others, bookingId, digits, token } = await paidBooking(
    page,
    request,
    "ladakh-road-trip",
    testInfo.workerIndex,
    shots,
  );
  const second = others[0];
  await page.getByRole("link", { name: "Go to my bookings" }).click();

  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed" });
  const reference = (await card.getByText(/^PJ-/).textContent())!;
  await card.getByRole("button", { name: `Cancel booking ${reference}` }).click();
  // The cash refund and the credit, side by side, before confirming.
  const cash = card.getByRole("radio", { name: /^Refund ₹/ });
  const credit = card.getByRole("radio", { name: /^Trip credit ₹/ });
  await expect(cash).toBeChecked();
  const creditText = (await credit.locator("xpath=..").textContent())!;
  const creditAmount = creditText.match(/Trip credit (₹[\d,.]+)/)![1]!;
  const quoted = await bookingFigures(request, token, bookingId);
  expect(paiseOf(creditAmount), "the credit quoted").toBe(quoted.credit_cancellation!.credit_paise);
  expect(paiseOf((await cash.locator("xpath=..").textContent())!), "the refund quoted").toBe(
    quoted.cancellation!.refund_paise,
  );
  await scanned(page);
  await shots.take(page, "cancel-for-credit");
  await credit.check();
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("credit-balance")).toHaveText(creditAmount);
  // Cancelled: the card says where the money went (it adds up to what was paid), the message and the
  // credit balance name the same trip credit.
  const cancelled = await bookingFigures(request, token, bookingId);
  expect(cancelled.cancelled!.credit_paise).toBe(paiseOf(creditAmount));
  expect(await creditBalance(request, token)).toBe(cancelled.cancelled!.credit_paise);
  await expectCardAgrees(
    page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference }),
    cancelled,
    "the cancelled card",
  );
  await shots.take(page, "cancelled");
  const cancelledMessage = await messageTo(sharedInbox, digits, "booking-cancelled");
  expectMessageFigures(cancelledMessage, {
    refund: cancelled.cancelled!.refund_paise,
    credit: cancelled.cancelled!.credit_paise,
  });
  expect(cancelledMessage.text).toContain("Trip credit:");
  await expectDocumentsAgree(page, request, token, cancelled, shots);

  // A new booking, paid with the credit first and the rest at the gateway.
  await holdOneSeat(page, choice, second!, testInfo.workerIndex, false);
  const newId = new URL(page.url()).searchParams.get("booking")!;
  const newTotal = totalOf(choice, second!);
  const newHeld = await payPageAgrees(page, request, shots);
  expect(newHeld.credit_available_paise).toBe(cancelled.cancelled!.credit_paise);
  const spend = page.getByRole("button", { name: /with trip credit$/ });
  expect(paiseOf((await spend.textContent())!), "the credit /pay offers").toBe(
    Math.min(newHeld.credit_available_paise, newHeld.due_paise),
  );
  await spend.click();
  const creditPaise = Math.round(Number(creditAmount.replace(/[₹,]/g, "")) * 100);
  const rest = newTotal - Math.min(creditPaise, newTotal);
  if (rest > 0) {
    await page.getByRole("button", { name: `Pay ${money(rest)}` }).click();
    await payOnSandbox(page, money(rest));
    await page.getByRole("link", { name: "Go to my bookings" }).click();
  } else {
    await expect(page).toHaveURL(/\/dashboard/);
  }
  await expect(
    page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed - fully paid" }),
  ).toHaveCount(1);
  await expect(page.getByTestId("credit-balance")).toHaveText(money(Math.max(0, creditPaise - newTotal)));
  await scanned(page);
  const spent = await bookingFigures(request, token, newId);
  expect(spent.due_paise).toBe(0);
  expect(await creditBalance(request, token)).toBe(Math.max(0, creditPaise - spent.total_paise));
  await expectCardAgrees(page.locator(`article:has(#booking-${newId})`), spent, "the card paid with credit");
  await shots.take(page, "dashboard");
  await expectPaymentMessage(sharedInbox, digits, spent);
  await expectDocumentsAgree(page, request, token, spent, shots);
});

/** The page fits the phone's width: nothing sticks out sideways (a table scrolls inside its card). */
async function fitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const PHONE = { width: 390, height: 844 };

test("the trip desk cancels a departure and the traveller takes credit with the bonus", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const shots = screenshots(testInfo, "company-cancels");
  const { choice, event, total, bookingId, digits, token } = await paidBooking(
    page,
    request,
    "spiti-valley-road-trip",
    testInfo.workerIndex,
    shots,
    (events) => events.at(-1)!,
  );

  // The trip desk, on a phone, from the trip's departures.
  const desk = await adminContextPage(browser, baseURL!, await staffToken(request), { viewport: PHONE });
  await desk.page.goto(`/admin/trips/${choice.trek.id}`);
  const row = desk.page.getByRole("row").filter({ hasText: longDate(event.start_date) });
  const cancelToggle = row.locator("summary", { hasText: "Cancel departure" });
  await cancelToggle.click();
  const reason = row.getByLabel("Why is it cancelled? (the travellers read this)");
  await row.getByRole("button", { name: "Cancel this departure…" }).click();
  await expect(row.getByRole("alert")).toHaveText("Say why the departure is cancelled: the travellers read it.");
  await expect(reason).toHaveAttribute("aria-invalid", "true");
  await reason.fill("Heavy snow has closed the Kunzum Pass");
  await row.getByRole("button", { name: "Cancel this departure…" }).click();
  // What will happen, before anything is done.
  await expect(row.getByRole("heading", { name: /^Cancel the departure of / })).toBeFocused();
  await expect(row.getByText(/paid bookings? (is|are) cancelled without a fee\. Each traveller is told/)).toBeVisible();
  await expect(row.getByText(/everyone on its waitlist is told/)).toBeVisible();
  await scanned(desk.page);
  await fitsWidth(desk.page);
  // It moves everyone's money: the API wants the staff member's second factor from the last minutes.
  await passSecondFactor(request, await staffToken(request), STAFF_DIGITS, undefined, { again: true });
  await row.getByRole("button", { name: "Yes, cancel the departure" }).click();
  await expect(
    desk.page.getByText(/^Departure cancelled\. [1-9]\d* paid bookings? cancelled without a fee/),
  ).toHaveRole("status");
  await expect(row).toContainText("Cancelled");
  await expect(row).toContainText("Heavy snow has closed the Kunzum Pass");
  await expect(cancelToggle).toHaveCount(0);
  await scanned(desk.page);
  // The manifest reads as cancelled too, with nobody left on it and nothing more to cancel.
  await row.getByRole("link", { name: /^Manifest/ }).click();
  await expect(desk.page.getByText(/^Cancelled by us on /)).toBeVisible();
  await expect(desk.page.getByRole("heading", { name: "Cancel this departure" })).toHaveCount(0);
  await scanned(desk.page);
  await fitsWidth(desk.page);
  expect(desk.problems).toEqual([]);
  await desk.close();

  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Kunzum Pass" });
  await expect(card).toContainText("We cancelled this departure: Heavy snow has closed the Kunzum Pass");
  const withBonus = total + Math.floor(total / 10);
  await scanned(page);
  // Before the choice: what was paid waits on the card, and the message offers the same refund and
  // credit, with the day to answer by in words.
  const offered = await bookingFigures(request, token, bookingId);
  expect(offered.departure_cancelled!.credit_offer_paise).toBe(withBonus);
  await expectCardAgrees(card, offered, "the card of the cancelled departure");
  await shots.take(page, "choose");
  const offer = await messageTo(sharedInbox, digits, "departure-cancelled");
  expectMessageFigures(offer, {
    refund: offered.departure_cancelled!.paid_paise,
    credit: offered.departure_cancelled!.credit_offer_paise,
  });
  expect(offer.variables.date).toBe(longDate(event.start_date));
  await card.getByRole("button", { name: `Trip credit of ${money(withBonus)}` }).click();
  await expect(card).toContainText(`You chose trip credit of ${money(withBonus)}.`);
  await expect(page.getByTestId("credit-balance")).toHaveText(money(withBonus));
  const credited = await bookingFigures(request, token, bookingId);
  expect(await creditBalance(request, token)).toBe(credited.cancelled!.credit_paise);
  await expectCardAgrees(card, credited, "the card after choosing credit");
  await shots.take(page, "credit-chosen");
  await expectDocumentsAgree(page, request, token, credited, shots);
});

test("the trip desk moves a paid booking to another date without the fee", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const shots = screenshots(testInfo, "desk-move");
  const { choice, others, total, bookingId, digits, token } = await paidBooking(
    page,
    request,
    "goa-monsoon-and-beaches",
    testInfo.workerIndex,
    shots,
  );
  // Another date, at the same price if the trip has one (then nothing is left to pay or given back).
  const second = others.find((event) => totalOf(choice, event) === total) ?? others[0]!;
  const samePrice = totalOf(choice, second) === total;

  const desk = await adminContextPage(browser, baseURL!, await staffToken(request), { viewport: PHONE });
  await desk.page.goto(`/admin/bookings/${bookingId}`);
  // The admin page shows the 404 page until it knows who is looking: read the heading once it is the booking's.
  await expect(desk.page.getByRole("heading", { level: 1 })).toHaveText(/^Booking PJ-/);
  const reference = ((await desk.page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace("Booking ", "");
  const move = desk.page.getByRole("form", { name: "Move the booking to another departure" });
  await move.getByRole("button", { name: "Move booking" }).click();
  await expect(move.getByRole("alert")).toHaveText("Choose the departure and package to move the booking to.");
  await move.getByLabel("New departure and package").selectOption({ value: `${second.id}:${choice.pkg.id}` });
  if (samePrice) await expect(move).toContainText("nothing more to pay");
  await scanned(desk.page);
  await fitsWidth(desk.page);
  await move.getByRole("button", { name: "Move booking" }).click();
  // No fee, whatever the date: only a dearer departure leaves anything to pay.
  await expect(
    desk.page.getByText(new RegExp(`^Moved to ${longDate(second.start_date)}.*, without a fee\\.`)),
  ).toHaveRole("status");
  await expect(desk.page.getByRole("heading", { level: 1 }).locator("xpath=following-sibling::p[1]")).toContainText(
    longDate(second.start_date),
  );
  await expect(desk.page.getByText("Transfer booking", { exact: true })).toBeVisible();
  await scanned(desk.page);
  expect(desk.problems).toEqual([]);
  await desk.close();

  // The traveller sees the booking on its new date, and the desk's move used none of their own.
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(card).toContainText(longDate(second.start_date));
  if (samePrice) await expect(card).toContainText("Confirmed - fully paid");
  await expect(card.getByRole("button", { name: `Change date of booking ${reference}` })).toHaveCount(1);
  // Without a fee: no fee line, the card adds up, and the message names what is left to pay.
  const moved = await bookingFigures(request, token, bookingId);
  expect(moved.change_fee_paise).toBe(0);
  await expectCardAgrees(card, moved, "the card moved by the desk");
  await shots.take(page, "moved-by-desk");
  const message = await messageTo(sharedInbox, digits, "booking-moved");
  expectMessageFigures(message, { to_pay: moved.due_paise });
  expect(message.variables.to).toBe(longDate(second.start_date));
});
