// Children on a trip (docs/api.md, "Children: travellers under 18"): a traveller under 18 on the
// departure's start date is booked only with their parent's or lawful guardian's declaration, refused
// with GUARDIAN_REQUIRED and nothing written otherwise; the declaration is stored with the traveller,
// shown to the booking's account and to staff, and the child's form link goes to the account.
import { bookingParticipants, users } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { book, bookingRowCounts, participant } from "../testing/booking-test-kit.ts";
import { outboxRows } from "../testing/message-test-kit.ts";
import { createTrip, logInTraveller, payBooking, type Traveller, type Trip } from "../testing/payment-test-kit.ts";
import { createEndingTrip, daysLater, reviewLinksOf } from "../testing/review-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let meera: Traveller;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  meera = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const today = () => businessToday(undefined, test.clock.now());
/** A date of birth that makes its traveller `years` old exactly on `on` (their birthday that day). */
const bornYearsBefore = (on: string, years: number) => `${Number(on.slice(0, 4)) - years}${on.slice(4)}`;
const declaration = { confirmed: true, name: "Meera Rao", relation: "parent" };

async function departure(daysAhead: number) {
  const eventId = await trip.departure(10, daysAhead);
  return { eventId, start: addDays(today(), daysAhead) };
}

describe("a traveller under 18 on the start date", () => {
  it("is refused without a guardian's declaration, with a message for each part, and nothing is written", async () => {
    const { eventId, start } = await departure(30);
    const before = await bookingRowCounts(test);
    const response = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant(), participant({ first_name: "Anika", dob: bornYearsBefore(start, 15) })],
    });
    expect(errorCodes(response)).toEqual(["GUARDIAN_REQUIRED"]);
    const error = response.body.errors![0]!;
    expect(error.message).toMatch(/Traveller 2 is under 18 on the start date/);
    expect(error.extensions).toMatchObject({
      index: 1,
      field: "guardian_confirmed",
      fields: {
        guardian_confirmed: expect.any(String),
        guardian_name: expect.any(String),
        guardian_relation: expect.any(String),
      },
    });
    expect(await bookingRowCounts(test)).toEqual(before);
  });

  it("is refused when the box is not ticked, naming that part alone", async () => {
    const { eventId, start } = await departure(31);
    const response = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant({ dob: bornYearsBefore(start, 15), guardian: { ...declaration, confirmed: false } })],
    });
    expect(errorCodes(response)).toEqual(["GUARDIAN_REQUIRED"]);
    expect(response.body.errors![0]!.extensions).toMatchObject({
      index: 0,
      field: "guardian_confirmed",
      fields: { guardian_confirmed: expect.stringMatching(/parent or lawful guardian/) },
    });
    expect(Object.keys(response.body.errors![0]!.extensions!.fields as object)).toEqual(["guardian_confirmed"]);
  });

  it("is refused one day before their eighteenth birthday, and needs no guardian on it", async () => {
    const { eventId, start } = await departure(32);
    const seventeen = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant({ dob: addDays(bornYearsBefore(start, 18), 1) })],
    });
    expect(errorCodes(seventeen)).toEqual(["GUARDIAN_REQUIRED"]);
    const eighteen = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant({ dob: bornYearsBefore(start, 18) })],
    });
    expect(eighteen.body.errors).toBeUndefined();
  });

  it("is booked with the declaration, which is stored with the traveller and its time, and shown to the account", async () => {
    const { eventId, start } = await departure(33);
    const response = await postGraphql<{
      createBooking: { id: string; created_at: string; participants: { first_name: string; guardian: unknown }[] };
    }>(
      test.api,
      `mutation ($input: CreateBookingInput!) {
        createBooking(input: $input) { id created_at participants { first_name guardian { name relation declared_at } } }
      }`,
      {
        input: {
          eventId,
          packageId: trip.packageId,
          idempotencyKey: "guardian-test-booking-0001",
          participants: [
            participant({ first_name: "Meera" }),
            participant({
              first_name: "Anika",
              dob: bornYearsBefore(start, 15),
              guardian: { ...declaration, name: "  Meera Rao  " },
            }),
          ],
        },
      },
      meera.headers,
    );
    expect(response.body.errors).toBeUndefined();
    const booked = response.body.data!.createBooking;
    expect(booked.participants).toEqual([
      { first_name: "Meera", guardian: null },
      {
        first_name: "Anika",
        // Declared as the booking was made.
        guardian: { name: "Meera Rao", relation: "parent", declared_at: booked.created_at },
      },
    ]);
    const [row] = await test.db
      .select({
        name: bookingParticipants.guardianName,
        relation: bookingParticipants.guardianRelation,
        at: bookingParticipants.guardianDeclaredAt,
      })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, Number(booked.id)))
      .orderBy(bookingParticipants.position)
      .offset(1);
    expect(row).toEqual({ name: "Meera Rao", relation: "parent", at: new Date(booked.created_at) });

    // Staff see it on the departure's manifest and on the booking's page.
    const manifest = await postGraphql<{
      adminManifest: { travellers: { first_name: string; guardian: { name: string; relation: string } | null }[] };
    }>(
      test.api,
      `query ($id: ID!) { adminManifest(eventId: $id) { travellers { first_name guardian { name relation } } } }`,
      { id: eventId },
      staff.headers,
    );
    expect(manifest.body.errors).toBeUndefined();
    expect(manifest.body.data!.adminManifest.travellers).toEqual([
      { first_name: "Meera", guardian: null },
      { first_name: "Anika", guardian: { name: "Meera Rao", relation: "parent" } },
    ]);
    const detail = await postGraphql<{ adminBooking: { travellers: { guardian: { name: string } | null }[] } }>(
      test.api,
      `query ($id: ID!) { adminBooking(id: $id) { travellers { guardian { name } } } }`,
      { id: Number(booked.id) },
      staff.headers,
    );
    expect(detail.body.errors).toBeUndefined();
    expect(detail.body.data!.adminBooking.travellers).toEqual([
      { guardian: null },
      { guardian: { name: "Meera Rao" } },
    ]);
  });

  it("keeps no declaration for an adult, even when one is sent", async () => {
    const { eventId } = await departure(34);
    const response = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant({ guardian: declaration })],
    });
    expect(response.body.errors).toBeUndefined();
    const [row] = await test.db
      .select({ name: bookingParticipants.guardianName })
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, Number(response.body.data!.createBooking.id)));
    expect(row).toEqual({ name: null });
  });

  it.each([
    ["markup as the name", { name: "<img src=x onerror=alert(1)>" }, "GUARDIAN_REQUIRED"],
    ["a name of 61 letters", { name: "A".repeat(61) }, "GUARDIAN_REQUIRED"],
    ["an empty name", { name: "" }, "GUARDIAN_REQUIRED"],
    ["a relation not on the list", { relation: "neighbour" }, "BAD_USER_INPUT"],
    ["a relation in capitals", { relation: "PARENT" }, "BAD_USER_INPUT"],
    ["a confirmation as text", { confirmed: "yes" }, "BAD_USER_INPUT"],
    ["a name as a number", { name: 7 }, "BAD_USER_INPUT"],
    ["no name at all", { name: undefined }, "BAD_USER_INPUT"],
  ])("refuses a child's declaration with %s, writing nothing", async (_case, change, code) => {
    const { eventId, start } = await departure(35);
    const before = await bookingRowCounts(test);
    const guardian = { ...declaration, ...change } as Record<string, unknown>;
    const response = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [participant({ dob: bornYearsBefore(start, 15), guardian: guardian as never })],
    });
    expect(errorCodes(response)).toEqual([code]);
    expect(await bookingRowCounts(test)).toEqual(before);
  });

  it("refuses a guardian that is not an object", async () => {
    const { eventId, start } = await departure(36);
    for (const guardian of ["parent", 1, [declaration]]) {
      const response = await book(test, meera, {
        eventId,
        packageId: trip.packageId,
        participants: [participant({ dob: bornYearsBefore(start, 15), guardian: guardian as never })],
      });
      expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    }
  });
});

describe("a child's forms", () => {
  it("go by a link sent to the account that booked them, and say who fills them in", async () => {
    const { eventId, start } = await departure(37);
    const response = await book(test, meera, {
      eventId,
      packageId: trip.packageId,
      participants: [
        participant({ first_name: "Meera" }),
        participant({ first_name: "Anika", dob: bornYearsBefore(start, 15), guardian: declaration }),
      ],
    });
    expect(response.body.errors).toBeUndefined();
    const bookingId = Number(response.body.data!.createBooking.id);
    const childPhone = response.body.data!.createBooking.participants[1]!.phone;
    await payBooking(test, meera, bookingId);
    await test.api.periodic.run("messages");

    const links = (await outboxRows(test.db, bookingId)).filter((row) => row.template.endsWith("form-link"));
    expect(links.map((row) => row.template).sort()).toEqual(["guardian-form-link", "traveller-form-link"]);
    const [account] = await test.db.select({ phone: users.phone }).from(users).where(eq(users.id, meera.userId));
    const toGuardian = links.find((row) => row.template === "guardian-form-link")!;
    expect(toGuardian).toMatchObject({ accountId: meera.userId, toPhone: account!.phone, transactional: true });
    expect(toGuardian.variables).toMatchObject({ guardian: "Meera Rao", name: "Anika" });
    expect(links.map((row) => row.toPhone)).not.toContain(childPhone);

    const link = toGuardian.variables.link!;
    const form = await postGraphql<{ travellerForm: { first_name: string; guardian: { name: string } | null } }>(
      test.api,
      `query ($token: String!) { travellerForm(token: $token) { first_name guardian { name relation } } }`,
      { token: link.slice(link.indexOf("/forms/") + "/forms/".length) },
    );
    expect(form.body.errors).toBeUndefined();
    expect(form.body.data!.travellerForm).toEqual({
      first_name: "Anika",
      guardian: { name: "Meera Rao", relation: "parent" },
    });
  });
});

describe("no marketing to a child", () => {
  // Last in the file: it moves the clock past a departure's end.
  it("sends no review invitation to a child's phone, and one to the parent who travelled", async () => {
    const trip = await createEndingTrip(test);
    const response = await book(test, meera, {
      eventId: trip.eventId,
      packageId: trip.packageId,
      participants: [
        participant({ first_name: "Meera" }),
        participant({ first_name: "Anika", dob: bornYearsBefore(trip.startDate, 12), guardian: declaration }),
      ],
    });
    expect(response.body.errors).toBeUndefined();
    const booking = response.body.data!.createBooking;
    const [adult, child] = booking.participants.map((traveller) => traveller.phone);
    const paid = await postGraphql<{ adminRecordOfflinePayment: { status: string } }>(
      test.api,
      `mutation ($bookingId: ID!, $amountPaise: Int!) {
        adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: cash, reference: "RCPT-CHILD-1") { status }
      }`,
      { bookingId: booking.id, amountPaise: booking.total_paise },
      staff.headers,
    );
    expect(paid.body.data?.adminRecordOfflinePayment.status).toBe("confirmed");

    await daysLater(test, 6);
    const invited = await reviewLinksOf(test, Number(booking.id));
    expect([...invited.keys()]).toEqual([adult]);
    expect(invited.has(child!)).toBe(false);
  });
});
