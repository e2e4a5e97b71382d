// The waitlist of a full departure (docs/api.md, "Waitlist"): a traveller joins the line of a date
// sold out (the trek page says "Join the waitlist" with the groups waiting), another traveller cancels,
// the first is offered the seat (the offer's page, as its SMS links to it), takes it into a held
// booking and pays on the sandbox. The departure is this spec's own: staff create it on Kashmir Great
// Lakes with one seat, far in the future, and a second traveller (through the API) holds that seat.
// Journey walked: a full date's waitlist (offer by WhatsApp, taken, paid), the traveller on a phone
// (390 px, touch), the trip desk at 1366 px; every figure of the offer, /pay, the card, the messages,
// the receipt and the tax invoice is held to the server's (figures.ts), the screens are screenshot.
import type { APIRequestContext } from "@playwright/test";
import { addDays, adminContextPage, longDate, staffToken } from "../admin-steps.ts";
import { codeSentTo, fillTraveller, freshDigits, logInHere, trekData } from "../booking-steps.ts";
import {
  bookingFigures,
  creditBalance,
  DESK_SCREEN,
  expectCardAgrees,
  expectDocumentsAgree,
  expectLinesAddUp,
  expectMessageFigures,
  expectNamesAmount,
  expectPaymentMessage,
  messageTo,
  paiseOf,
  screenshots,
  sharedInbox,
  TRAVELLER_PHONE,
  tokenOf,
} from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use(TRAVELLER_PHONE);

const SLUG = "kashmir-great-lakes-trek";

async function graphql<T>(request: APIRequestContext, token: string | null, query: string, variables = {}) {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
  return body;
}

/** A traveller logged in through the API with a fresh number: their token. */
async function travellerToken(request: APIRequestContext, workerIndex: number) {
  const digits = freshDigits(workerIndex);
  await graphql(request, null, "mutation ($phone: String!) { sendOtp(phone: $phone) { phone } }", { phone: digits });
  const code = await codeSentTo(digits);
  const login = await graphql<{ login: { token: string } }>(
    request,
    null,
    "mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token } }",
    { phone: digits, otp: Number(code) },
  );
  return { token: login.data!.login.token, digits };
}

/** A departure of one seat on a date of its own, far enough ahead that the waitlist is open. */
async function oneSeatDeparture(request: APIRequestContext) {
  const staff = await staffToken(request);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const today = new Date().toISOString().slice(0, 10);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const start = addDays(today, 200 + Math.floor(Math.random() * 150));
    const created = await graphql<{ adminCreateDeparture: { id: number } }>(
      request,
      staff,
      `mutation ($trek: Int!, $input: AdminDepartureInput!) { adminCreateDeparture(trek_id: $trek, input: $input) { id } }`,
      {
        trek: trek.id,
        input: { start_date: start, length_days: 7, capacity: 1, prices: [{ package_id: pkg.id, enabled: true }] },
      },
    );
    if (created.data) return { trek, pkg, eventId: created.data.adminCreateDeparture.id, start };
    expect(created.errors?.[0]?.extensions?.code).toBe("DEPARTURE_DATE_TAKEN");
  }
  throw new Error("No free date for the waitlist's departure");
}

/** Another traveller (Rohan Das, through the API) holds the departure's only seat. */
async function holdTheOnlySeat(request: APIRequestContext, eventId: number, packageId: number, workerIndex: number) {
  const holder = await travellerToken(request, workerIndex);
  const held = await graphql<{ createBooking: { id: string } }>(
    request,
    holder.token,
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id } }`,
    {
      input: {
        eventId,
        packageId,
        idempotencyKey: `e2e-waitlist-${Date.now()}-hold`,
        participants: [
          {
            first_name: "Rohan",
            last_name: "Das",
            country_code: "+91",
            phone: holder.digits,
            dob: "1991-04-02",
            gender: "male",
          },
        ],
      },
    },
  );
  expect(held.errors).toBeUndefined();
  return { holder, held };
}

test("a traveller joins a full date's waitlist, is offered the seat another cancels, takes it and pays", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(240_000);
  const shots = screenshots(testInfo, "waitlist");
  const { pkg, eventId, start } = await oneSeatDeparture(request);
  // Another traveller holds the only seat.
  const { holder, held } = await holdTheOnlySeat(request, eventId, pkg.id, testInfo.workerIndex);

  // The trek page lists the date as full, with the way to wait for it.
  await visit(`/tours/${SLUG}`);
  const fullDates = page
    .getByRole("region", { name: /^Book / })
    .getByText("Full dates")
    .locator("xpath=..");
  const join = fullDates.getByRole("link", { name: /Join the waitlist/ }).first();
  await expect(join).toBeVisible();
  await shots.take(page, "trek-page");
  await page.goto(`/event/${eventId}/waitlist?packageId=${pkg.id}`);
  const digits = await logInHere(page, testInfo.workerIndex);
  await page.getByLabel("Travellers in your group").fill("1");
  // Before joining: the line ahead, and the odds from the trip's past season (the demo's own).
  await expect(page.getByText("Nobody is waiting for this date yet: you would be first in line.")).toBeVisible();
  const odds = page.getByText(/^On \d+ of the last \d+ departures of this trip, 1 seat or more came back /);
  await expect(odds).toBeVisible();
  await page.getByLabel("Travellers in your group").fill("3");
  await expect(
    page.getByText(/^On \d+ of the last \d+ departures of this trip, 3 seats or more came back /),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await page.getByLabel("Travellers in your group").fill("1");
  await page.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page).toHaveURL(/\/waitlist\/\d+$/);
  await expect(page.getByText("Number 1 of 1 in line")).toBeVisible();
  await expect(
    page.getByText(/^On \d+ of the last \d+ departures of this trip, 1 seat or more came back /),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await shots.take(page, "in-line");
  const entryPath = new URL(page.url()).pathname;

  // The holder cancels: the seat is offered to the line, not put on sale.
  const cancelled = await graphql(request, holder.token, "mutation ($id: ID!) { cancelBooking(id: $id) { id } }", {
    id: held.data!.createBooking.id,
  });
  expect(cancelled.errors).toBeUndefined();
  const seats = await trekData(request, SLUG);
  expect(seats.events.find((event) => event.id === eventId)).toBeUndefined();

  // The offer by WhatsApp: its date and deadline in words, its link the entry's page.
  const offer = await messageTo(sharedInbox, digits, "waitlist-offer");
  expectMessageFigures(offer, {});
  expect(offer.variables.date).toBe(longDate(start));
  expect(offer.variables.link).toMatch(new RegExp(`${entryPath}$`));

  // The offer's page (the link its SMS and email carry): take the seat, then pay for it.
  await page.goto(entryPath);
  // The page says the deadline as the message does.
  await expect(page.getByText(`1 seat kept for you until ${offer.variables.expires}`)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Take the 1 seat" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  await shots.take(page, "offer");
  const card = page.getByRole("group", { name: "Traveller 1" });
  await fillTraveller(card, { first: "Isha", last: "Kapoor", dob: "1994-08-21", gender: "Female" });
  await page.getByRole("button", { name: "Take the seats and pay" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  await expect(page.getByText("Isha Kapoor")).toBeVisible();
  // /pay: its lines add up to the server's total, and the button asks for what is due, to the paisa.
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const token = await tokenOf(page);
  const owed = await bookingFigures(request, token, bookingId);
  await expectLinesAddUp(page.getByRole("complementary", { name: "Amount" }), owed, "/pay");
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  const pay = page.getByRole("button", { name: /^Pay ₹/ });
  expect(paiseOf((await pay.textContent())!), "/pay's button").toBe(owed.due_paise);
  await page.waitForLoadState("networkidle");
  await shots.take(page, "pay");
  await pay.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  expectNamesAmount((await page.getByRole("heading", { level: 1 }).textContent())!, owed.due_paise, "the checkout");
  await page.getByLabel("UPI id").fill("isha.kapoor@okaxis");
  await shots.take(page, "checkout");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await shots.take(page, "paid");

  // The dashboard: the entry booked, the booking paid; nothing left to pay, so no way to /pay.
  await page.goto("/dashboard");
  await expect(page.getByText("Offer taken: your seats are booked")).toBeVisible();
  await expect(page.getByRole("link", { name: "Pay for the seats" })).toHaveCount(0);
  await page.getByRole("link", { name: "See your booking" }).click();
  await expect(page).toHaveURL(/\/dashboard#booking-\d+$/);
  expect(start > new Date().toISOString().slice(0, 10)).toBe(true);

  // The card, the messages of the payment, the receipt and the tax invoice: the server's figures.
  const paid = await bookingFigures(request, token, bookingId);
  expect(paid.due_paise).toBe(0);
  expect(paid.payments).toHaveLength(1);
  await expectCardAgrees(page.locator(`article:has(#booking-${bookingId})`), paid, "the card");
  await shots.take(page, "dashboard");
  await expectPaymentMessage(sharedInbox, digits, paid);
  const confirmed = await messageTo(sharedInbox, digits, "booking-confirmed");
  expectMessageFigures(confirmed, { to_pay: 0 });
  await expectDocumentsAgree(page, request, token, paid, shots);
});

test("@phone an offer let go is no dead end: join the line again, or see the trip's other dates", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { pkg, eventId } = await oneSeatDeparture(request);
  const { holder, held } = await holdTheOnlySeat(request, eventId, pkg.id, testInfo.workerIndex);
  const waiting = await travellerToken(request, testInfo.workerIndex);
  const joined = await graphql<{ joinWaitlist: { id: string } }>(
    request,
    waiting.token,
    "mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { id } }",
    { input: { eventId, packageId: pkg.id, travellers: 1 } },
  );
  expect(joined.errors).toBeUndefined();
  const cancelled = await graphql(request, holder.token, "mutation ($id: ID!) { cancelBooking(id: $id) { id } }", {
    id: held.data!.createBooking.id,
  });
  expect(cancelled.errors).toBeUndefined();
  const declined = await graphql(
    request,
    waiting.token,
    "mutation ($id: ID!) { declineWaitlistOffer(id: $id) { id } }",
    { id: joined.data!.joinWaitlist.id },
  );
  expect(declined.errors).toBeUndefined();

  await page.addInitScript(
    (stored) => window.localStorage.setItem("credentials", stored),
    JSON.stringify({ token: waiting.token }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard");
  const entry = page.getByRole("listitem").filter({ hasText: "Offer declined" });
  await expect(entry.getByRole("link", { name: "See other dates" })).toHaveAttribute("href", `/tours/${SLUG}`);
  await expect(entry.getByRole("link", { name: "Pay for the seats" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Nobody else waited, so the seat went back on sale: the way back in says so, and how to book it.
  await entry.getByRole("button", { name: "Join the waitlist again" }).click();
  await expect(entry.getByRole("alert")).toHaveText(/on sale for this date: book them directly\./);
});

test("the trip desk at 1366 px: a compact row per departure with its waitlist, who waits by name, goodwill credit confirmed", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  // Rohan Das holds the only seat of one date, and waits on another full one with the account that
  // never gave its name (a login is a phone number): the desk reads the traveller's name instead.
  const first = await oneSeatDeparture(request);
  const rohan = await holdTheOnlySeat(request, first.eventId, first.pkg.id, testInfo.workerIndex);
  const second = await oneSeatDeparture(request);
  await holdTheOnlySeat(request, second.eventId, second.pkg.id, testInfo.workerIndex);
  const joined = await graphql(
    request,
    rohan.holder.token,
    "mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { id } }",
    { input: { eventId: second.eventId, packageId: second.pkg.id, travellers: 1 } },
  );
  expect(joined.errors).toBeUndefined();

  const desk = await adminContextPage(browser, baseURL!, await staffToken(request), { viewport: DESK_SCREEN });
  await desk.page.goto(`/admin/trips/${second.trek.id}`);
  // The row whose dates start on that day (another may end on it).
  const row = desk.page.getByRole("row", { name: new RegExp(`^${longDate(second.start)} to `) });
  const line = row.getByRole("link", { name: /^1 waiting for / });
  await expect(line).toBeVisible();
  // One compact row of actions, not a stack of five full-size buttons.
  const height = (await row.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(100);
  await desk.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(desk.page);
  await line.click();
  await expect(desk.page).toHaveURL(`/admin/departures/${second.eventId}/waitlist`);
  await expect(desk.page.getByText(/^1\. Rohan Das, /)).toBeVisible();
  await desk.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(desk.page);

  // Goodwill credit for the wait: confirmed under the form's own button, where the desk is looking.
  await desk.page.goto(`/admin/bookings/${rohan.held.data!.createBooking.id}`);
  const grant = desk.page.getByRole("form", { name: "Grant goodwill credit" });
  await grant.getByLabel("Credit to grant (₹)").fill("250.50");
  await grant.getByLabel("Reason (the traveller reads it)").fill("Waited for a seat that did not come.");
  await grant.getByRole("button", { name: "Grant credit" }).click();
  const confirmed = grant.getByRole("status");
  await expect(confirmed).toHaveText(
    /^Granted ₹250\.50 of trip credit\. .* The traveller is told by their message channel\.$/,
  );
  await expect(confirmed).toBeInViewport();
  // The traveller's message names the credit the server gave, to the paisa, and its last day in words.
  const granted = await messageTo(sharedInbox, rohan.holder.digits, "credit-granted");
  expectMessageFigures(granted, { amount: await creditBalance(request, rohan.holder.token) });
  expectNamesAmount((await confirmed.textContent())!, paiseOf(granted.variables.amount), "the desk's confirmation");
  await desk.page.waitForLoadState("networkidle");
  // Scanned from the top: scrolled, the sticky header covers part of a radio above the form, which
  // axe's target-size then counts as a smaller target.
  await desk.page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(desk.page);
  expect(desk.problems).toEqual([]);
  await desk.close();
});
