// Where the season's features meet (docs/api.md, "A booking's life"): each case below once kept a
// traveller's money, handed one traveller's personal data to another, or answered 500 and left a
// departure on sale, though every feature passed its own tests. They run through the API as the
// traveller and the trip desk use it, on the server's clock moved by the test.
import { randomUUID } from "node:crypto";
import { bookingStatusChanges, checkIns, messages, treks } from "@parvat/db/schema";
import { addDays, businessToday, daysBetween } from "@parvat/domain/business-dates";
import { DEFAULT_CHANGE_POLICY } from "@parvat/domain/trip-changes";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInAgain, participant } from "../testing/booking-test-kit.ts";
import { outboxRows } from "../testing/message-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payBooking,
  readBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { bookAndPay, createEndingTrip, daysLater, reviewLinksOf, tokenOf } from "../testing/review-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let trip: Trip;
let staff: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  staff = await logInStaff(test);
});
// The cases move the clock on by days: the desk's token is signed again for each.
beforeEach(async () => {
  staff = await logInAgain(test, staff.userId);
});
afterAll(() => test.close());

const DAY_SECONDS = 86_400;
const today = () => businessToday(undefined, test.clock.now());

function gql<T = Record<string, unknown>>(who: Traveller, query: string, variables: Record<string, unknown> = {}) {
  return postGraphql<T>(test.api, query, variables, who.headers);
}

/** The clock moves on, and the periodic scans run as the server's would. */
async function later(days: number) {
  test.clock.advance(days * DAY_SECONDS);
  await test.api.periodic.run("seats");
  return test.api.periodic.run("messages");
}

const TRANSFER = `mutation ($input: TransferBookingInput!) { transferBooking(input: $input) { status due_paise balance_due_by } }`;
const transfer = (who: Traveller, bookingId: number, eventId: number) =>
  gql<{ transferBooking: { status: string; due_paise: number; balance_due_by: string | null } }>(who, TRANSFER, {
    input: { bookingId, eventId, packageId: trip.packageId, idempotencyKey: randomUUID() },
  });

describe("a move to a departure whose balance deadline has passed", () => {
  it("gets a deadline the traveller can meet, a warning before anything is cancelled, or a coded refusal", async () => {
    const asha = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, asha, trip, { eventId: await trip.departure(10, 40) });
    await payBooking(test, asha, bookingId, "booking_amount");
    // Seven days out: its trip's deadline (ten days before) is behind it.
    const soon = await trip.departure(10, 7);
    const moved = await transfer(asha, bookingId, soon);
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.transferBooking).toMatchObject({
      status: "part_paid",
      balance_due_by: addDays(today(), 2),
    });

    // The clock does not cancel it for a deadline that was already gone when it moved.
    await later(0);
    expect((await readBooking(test, asha, bookingId)).status).toBe("part_paid");
    // It warns once the new deadline and most of its grace are over, and cancels only a day after the warning.
    await later(4);
    expect((await readBooking(test, asha, bookingId)).status).toBe("part_paid");
    const warnings = await test.db
      .select()
      .from(messages)
      .where(like(messages.key, `balance-overdue:${bookingId}:%`));
    expect(warnings).toHaveLength(1);
    await later(1);
    expect((await readBooking(test, asha, bookingId)).status).toBe("cancelled");

    // A date that starts today leaves no day to pay what the move would leave owing: refused, with its reason.
    const ravi = await logInTraveller(test);
    const second = await heldBooking(test, ravi, trip, { eventId: await trip.departure(10, 40) });
    await payBooking(test, ravi, second.bookingId, "booking_amount");
    const refused = await transfer(ravi, second.bookingId, await trip.departure(10, 0));
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: "TRANSFER_NOT_ALLOWED",
      reason: "balance-unreachable",
    });
    expect((await readBooking(test, ravi, second.bookingId)).status).toBe("part_paid");
  });

  it("after a part payment the desk takes by hand once the deadline has passed", async () => {
    const ravi = await logInTraveller(test);
    // Seven days out: the trip's deadline (ten days before) is behind it, so only the desk can take part of it.
    const { bookingId } = await heldBooking(test, ravi, trip, { eventId: await trip.departure(10, 7), travellers: 1 });
    const taken = await gql<{ adminRecordOfflinePayment: { status: string } }>(
      staff,
      `mutation ($b: ID!) { adminRecordOfflinePayment(bookingId: $b, amountPaise: 300000, method: bank_transfer, reference: "UTR-LATE-1") { status } }`,
      { b: bookingId },
    );
    expect(taken.body.errors).toBeUndefined();
    expect(await readBooking(test, ravi, bookingId)).toMatchObject({
      status: "part_paid",
      balance_due_by: addDays(today(), 2),
    });
    await later(0);
    await later(1);
    expect((await readBooking(test, ravi, bookingId)).status).toBe("part_paid");
  });

  it("after a departure we cancelled, answered with another date", async () => {
    const meera = await logInTraveller(test);
    const first = await trip.departure(10, 30);
    const { bookingId } = await heldBooking(test, meera, trip, { eventId: first });
    await payBooking(test, meera, bookingId, "booking_amount");
    await cancelDeparture(first);
    const answered = await answer(meera, bookingId, "transfer", await trip.departure(10, 6));
    expect(answered.body.errors).toBeUndefined();
    await later(0);
    const booking = await readBooking(test, meera, bookingId);
    expect(booking).toMatchObject({ status: "part_paid", balance_due_by: addDays(today(), 2) });
  });
});

const CANCEL_DEPARTURE = `mutation ($e: Int!, $r: String!) { adminCancelDeparture(eventId: $e, reason: $r) { event_id cancelled_bookings } }`;
async function cancelDeparture(eventId: number) {
  const response = await gql(staff, CANCEL_DEPARTURE, { e: eventId, r: "Heavy snow closed the pass" });
  expect(response.body.errors).toBeUndefined();
  return response;
}

const ANSWER = `mutation ($input: AnswerCancelledDepartureInput!) { answerCancelledDeparture(input: $input) { status } }`;
const answer = (who: Traveller, bookingId: number, choice: string, eventId?: number) =>
  gql<{ answerCancelledDeparture: { status: string } }>(who, ANSWER, {
    input: { bookingId, choice, ...(eventId ? { eventId, packageId: trip.packageId } : {}) },
  });

describe("a departure we cancel a second time", () => {
  it("cancels the booking moved onto it from an earlier one, and offers its traveller a choice again", async () => {
    const kiran = await logInTraveller(test);
    const first = await trip.departure(10, 50);
    const { bookingId } = await heldBooking(test, kiran, trip, { eventId: first });
    await payBooking(test, kiran, bookingId);
    await cancelDeparture(first);
    const second = await trip.departure(10, 55);
    expect((await answer(kiran, bookingId, "transfer", second)).body.errors).toBeUndefined();

    const again = await cancelDeparture(second);
    expect(again.body.data).toEqual({ adminCancelDeparture: { event_id: second, cancelled_bookings: 1 } });
    expect(await seatsOnSale(second)).toBe(10);
    expect((await answer(kiran, bookingId, "refund")).body.errors).toBeUndefined();
    await runJobs(test);
    expect((await readBooking(test, kiran, bookingId)).paid_paise).toBe(0);
  });
});

async function seatsOnSale(eventId: number) {
  const response = await gql<{ departure: { available_seats: number } }>(
    staff,
    `query ($id: Int!) { departure(id: $id) { available_seats } }`,
    { id: eventId },
  );
  return response.body.data!.departure.available_seats;
}

// ─── Add-ons ────────────────────────────────────────────────────────────────────────────

const SAVE_ADD_ON = `mutation ($input: AdminSaveAddOnInput!) { adminSaveAddOn(input: $input) { id } }`;
async function saveAddOn(stockPerDeparture: number | null, id: number | null = null) {
  const response = await gql<{ adminSaveAddOn: { id: number } }>(staff, SAVE_ADD_ON, {
    input: {
      id,
      trekId: trip.trekId,
      name: "Down jacket",
      description: "A warm jacket for the summit night.",
      pricePaise: 50_000,
      pricing: "per_traveller",
      gstPercent: 18,
      sizes: [],
      stockPerDeparture,
      closesDaysBefore: 1,
      active: true,
    },
  });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.adminSaveAddOn.id;
}

const CHOOSE = `mutation ($input: ChooseAddOnsInput!) { chooseAddOns(input: $input) { status total_paise paid_paise due_paise } }`;
const choose = (who: Traveller, bookingId: number, addOnId: number, quantity: number) =>
  gql<{ chooseAddOns: { status: string; total_paise: number; paid_paise: number; due_paise: number } }>(who, CHOOSE, {
    input: { bookingId, choices: [{ addOnId, quantity }] },
  });

describe("add-ons chosen after paying in full", () => {
  it("make the booking part paid with their price as its balance: reminded, payable, never completed owing it", async () => {
    const addOnId = await saveAddOn(null);
    const priya = await logInTraveller(test);
    // Twelve days out: its trip's deadline is two days away.
    const { bookingId } = await heldBooking(test, priya, trip, { eventId: await trip.departure(10, 12) });
    await payBooking(test, priya, bookingId);
    const chosen = await choose(priya, bookingId, addOnId, 2);
    expect(chosen.body.errors).toBeUndefined();
    expect(chosen.body.data!.chooseAddOns).toMatchObject({ status: "part_paid", due_paise: 118_000 });

    await later(0);
    const reminders = await outboxRows(test.db, bookingId);
    expect(reminders.filter((row) => row.template === "balance-reminder")).toHaveLength(1);
    const order = await startPayment(test, priya, bookingId, "full");
    expect(order.body.data!.startPayment).toMatchObject({ amount_paise: 118_000, purpose: "balance" });

    // Unpaid when the trip ends, it is not completed as if paid.
    test.clock.advance(20 * DAY_SECONDS);
    await test.api.periodic.run("trip-end");
    const [last] = await test.db
      .select({ to: bookingStatusChanges.toStatus })
      .from(bookingStatusChanges)
      .where(eq(bookingStatusChanges.bookingId, bookingId))
      .orderBy(bookingStatusChanges.id)
      .then((rows) => rows.slice(-1));
    expect(last?.to).not.toBe("completed");
  });
});

describe("add-on stock lowered by staff below what is sold", () => {
  it("sells nothing more until units come back under the new stock", async () => {
    const addOnId = await saveAddOn(4);
    const eventId = await trip.departure(10, 45);
    const [asha, ravi] = [await logInTraveller(test), await logInTraveller(test)];
    const first = await heldBooking(test, asha, trip, { eventId, travellers: 3 });
    expect((await choose(asha, first.bookingId, addOnId, 3)).body.errors).toBeUndefined();
    await saveAddOn(2, addOnId);
    // One unit back: 2 sold, and 2 in stock.
    expect((await choose(asha, first.bookingId, addOnId, 2)).body.errors).toBeUndefined();
    const second = await heldBooking(test, ravi, trip, { eventId, travellers: 1 });
    expect(errorCodes(await choose(ravi, second.bookingId, addOnId, 1))).toEqual(["ADD_ON_SOLD_OUT"]);
    expect((await choose(asha, first.bookingId, addOnId, 1)).body.errors).toBeUndefined();
    expect((await choose(ravi, second.bookingId, addOnId, 1)).body.errors).toBeUndefined();
  });
});

// ─── A traveller replaced ───────────────────────────────────────────────────────────────

const FORM = `query ($t: String!) { travellerForm(token: $t) { first_name medical_conditions id_number } }`;
const SUBMIT = `mutation ($t: String!, $input: TravellerFormInput!) { submitTravellerForm(token: $t, input: $input) { first_name } }`;
const SUBSTITUTE = `mutation ($input: SubstituteParticipantInput!) { substituteParticipant(input: $input) { status } }`;
const CHECK_IN = `mutation ($input: AdminCheckInInput!) { adminCheckIn(input: $input) { state } }`;

/** The form links sent for a booking's travellers: the token of each, by the phone it went to. */
async function formLinks(bookingId: number) {
  const rows = await outboxRows(test.db, bookingId);
  return rows
    .filter((row) => row.template === "traveller-form-link")
    .map((row) => ({ phone: row.toPhone!, token: tokenOf(row.variables.link!) }));
}

describe("a traveller replaced on a booking", () => {
  it("takes the leaver's form, link and check-in with them, and sends the newcomer a fresh form's link", async () => {
    // Changes close the day before the start on this trip, so the leaver was checked in already.
    await test.db
      .update(treks)
      .set({ changePolicy: { ...DEFAULT_CHANGE_POLICY, transferUntilDays: 1 } })
      .where(eq(treks.id, trip.trekId));
    const anil = await logInTraveller(test);
    const eventId = await trip.departure(10, 1);
    const { bookingId } = await heldBooking(test, anil, trip, { eventId });
    await payBooking(test, anil, bookingId);
    await test.api.periodic.run("messages");
    const leaverToken = (await formLinks(bookingId))[0]!.token;
    const filled = await postGraphql(test.api, SUBMIT, {
      t: leaverToken,
      input: { medicalConditions: "Asthma, mild", idType: "passport", idNumber: "Z1234567" },
    });
    expect(filled.body.errors).toBeUndefined();
    const leaver = (await postGraphql<{ travellerForm: { first_name: string } }>(test.api, FORM, { t: leaverToken }))
      .body.data!.travellerForm;
    const [participantRow] = await test.db.query.bookingParticipants.findMany({
      where: { bookingId, firstName: leaver.first_name },
      columns: { id: true, position: true },
    });
    const marked = await gql(staff, CHECK_IN, {
      input: { eventId, participantId: participantRow!.id, state: "arrived", at: test.clock.now().toISOString() },
    });
    expect(marked.body.errors).toBeUndefined();

    const newcomer = participant({ first_name: "Noor" });
    const replaced = await gql(anil, SUBSTITUTE, {
      input: { bookingId, index: participantRow!.position, participant: newcomer },
    });
    expect(replaced.body.errors).toBeUndefined();

    // The leaver's link opens nothing, and can submit nothing.
    expect(errorCodes(await postGraphql(test.api, FORM, { t: leaverToken }))).toEqual(["NOT_FOUND"]);
    expect(
      errorCodes(await postGraphql(test.api, SUBMIT, { t: leaverToken, input: { medicalConditions: "None" } })),
    ).toEqual(["NOT_FOUND"]);
    // The newcomer has a link of their own, to an empty form.
    const newcomerToken = (await formLinks(bookingId)).find((link) => link.phone === `+91${newcomer.phone}`)!.token;
    const fresh = await postGraphql<{ travellerForm: Record<string, unknown> }>(test.api, FORM, { t: newcomerToken });
    expect(fresh.body.data!.travellerForm).toEqual({ first_name: "Noor", medical_conditions: null, id_number: null });
    // The desk sees the newcomer without the leaver's ID, and the leaver's arrival is not the newcomer's.
    const desk = await gql<{ adminTravellerForms: { first_name: string; id_number: string | null }[] }>(
      staff,
      `query ($b: Int!) { adminTravellerForms(bookingId: $b) { first_name id_number } }`,
      { b: bookingId },
    );
    expect(desk.body.data!.adminTravellerForms.find((row) => row.first_name === "Noor")?.id_number ?? null).toBeNull();
    expect(
      await test.db
        .select()
        .from(checkIns)
        .where(and(eq(checkIns.participantId, participantRow!.id))),
    ).toEqual([]);
  });
});

// ─── Reviews ────────────────────────────────────────────────────────────────────────────

describe("a traveller marked a no-show", () => {
  it("is not invited to review, and a link sent before the mark writes no review", async () => {
    const ending = await createEndingTrip(test);
    const party = await bookAndPay(test, ending, [
      { first_name: "Lata", last_name: "Rao" },
      { first_name: "Om", last_name: "Rao" },
    ]);
    const [lata, om] = await test.db.query.bookingParticipants.findMany({
      where: { bookingId: party.bookingId },
      orderBy: { position: "asc" },
      columns: { id: true },
    });
    // Om never came: marked at the trailhead on the start day.
    test.clock.advance(3 * DAY_SECONDS);
    const startDay = test.clock.now().toISOString();
    const mark = (participantId: number) =>
      gql(staff, CHECK_IN, { input: { eventId: ending.eventId, participantId, state: "no_show", at: startDay } });
    expect((await mark(om!.id)).body.errors).toBeUndefined();
    staff = await logInAgain(test, staff.userId);
    await daysLater(test, daysBetween(today(), ending.endDate) + 1);
    const links = await reviewLinksOf(test, party.bookingId);
    expect([...links.keys()]).toEqual([party.phones[0]]);

    // Lata's link was sent; a phone that marked her a no-show on the start day syncs now: her review is refused.
    staff = await logInAgain(test, staff.userId);
    expect((await mark(lata!.id)).body.errors).toBeUndefined();
    const submitted = await postGraphql(
      test.api,
      `mutation ($t: String!, $input: ReviewInput!) { submitReview(token: $t, input: $input) { status } }`,
      { t: tokenOf(links.get(party.phones[0]!)!), input: { stars: 5, text: "A wonderful week in the mountains." } },
    );
    expect(errorCodes(submitted)).toEqual(["REVIEW_NOT_ALLOWED"]);
  });
});

// ─── The waitlist while sales are closed ────────────────────────────────────────────────

describe("seats freed while a departure's sales are closed", () => {
  it("are offered to nobody until sales reopen, then to the line first", async () => {
    const eventId = await trip.departure(2, 60);
    const [asha, waiter] = [await logInTraveller(test), await logInTraveller(test)];
    const full = await heldBooking(test, asha, trip, { eventId, travellers: 2 });
    const joined = await gql(
      waiter,
      `mutation ($input: JoinWaitlistInput!) { joinWaitlist(input: $input) { status } }`,
      { input: { eventId, packageId: trip.packageId, travellers: 2 } },
    );
    expect(joined.body.errors).toBeUndefined();
    const sales = (open: boolean) =>
      gql(staff, `mutation ($id: Int!, $open: Boolean!) { adminSetDepartureSales(id: $id, open: $open) { id } }`, {
        id: eventId,
        open,
      });
    expect((await sales(false)).body.errors).toBeUndefined();
    expect(
      (await gql(asha, `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`, { id: full.bookingId })).body
        .errors,
    ).toBeUndefined();
    const entry = async () =>
      (await gql<{ myWaitlist: { status: string }[] }>(waiter, `{ myWaitlist { status } }`)).body.data!.myWaitlist[0]!
        .status;
    expect(await entry()).toBe("waiting");
    expect((await sales(true)).body.errors).toBeUndefined();
    expect(await entry()).toBe("offered");
  });
});

// ─── Check-in ───────────────────────────────────────────────────────────────────────────

describe("check-in", () => {
  it("refuses times out of range and outside the departure's days, and travellers of unpaid bookings", async () => {
    const eventId = await trip.departure(10, 90);
    const sunita = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, sunita, trip, { eventId });
    const [traveller] = await test.db.query.bookingParticipants.findMany({
      where: { bookingId },
      columns: { id: true },
    });
    const mark = (at: string) =>
      gql(staff, CHECK_IN, { input: { eventId, participantId: traveller!.id, state: "arrived", at } });
    // Held, and three months out: no place on the trail yet.
    expect(errorCodes(await mark(test.clock.now().toISOString()))).toEqual(["NOT_FOUND"]);
    await payBooking(test, sunita, bookingId);
    expect(errorCodes(await mark("-271821-04-20T00:00:00.000Z"))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await mark("2026-13-45T99:00:00Z"))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await mark(test.clock.now().toISOString()))).toEqual(["BAD_USER_INPUT"]);
  });
});
