// Add-ons on a booking: priced by the server with their own GST, paid with the booking or on their
// own once it is paid, refunded by the same tiers, never sold beyond their stock (a burst of
// choices at once included), closed after their last day, and private to the booking's account.
import { addOnStock, addOns, bookingAddOns } from "@parvat/db/schema";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  expectLedgerInvariant,
  heldBooking,
  logInTraveller,
  payAtGateway,
  payBooking,
  readBooking,
  runJobs,
  startPayment,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let asha: Traveller;
let trip: Trip;
/** ₹12,000 x 2 + 5% GST (the payments kit's trip). */
const TRIP_TOTAL = 2_520_000;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
});
afterEach(() => expectLedgerInvariant(test));
afterAll(() => test.close());

let nextPosition = 0;
async function addOn(values: Partial<typeof addOns.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(addOns)
    .values({
      trekId: trip.trekId,
      name: "Backpack offloading",
      description: "A mule carries your backpack between camps.",
      pricePaise: 35_000,
      pricing: "per_traveller_day",
      gstPercent: 18,
      position: nextPosition++,
      ...values,
    })
    .returning();
  return row!;
}

const CHOOSE = /* GraphQL */ `
  mutation ($input: ChooseAddOnsInput!) {
    chooseAddOns(input: $input) {
      id status total_paise add_ons_paise due_paise
      add_ons { add_on_id name size quantity days unit_price_paise gst_percent net_paise gst_paise total_paise }
    }
  }
`;

interface ChosenView {
  id: string;
  status: string;
  total_paise: number;
  add_ons_paise: number;
  due_paise: number;
  add_ons: {
    add_on_id: number;
    size: string;
    quantity: number;
    days: number;
    net_paise: number;
    gst_paise: number;
    total_paise: number;
  }[];
}

function choose(
  traveller: Traveller,
  bookingId: number,
  choices: { addOnId: number; quantity: number; size?: string; travellers?: number[] }[],
) {
  return postGraphql<{ chooseAddOns: ChosenView }>(
    test.api,
    CHOOSE,
    { input: { bookingId, choices } },
    traveller.headers,
  );
}

async function stockLeft(addOnId: number, eventId: number, size = "") {
  const [row] = await test.db
    .select({ available: addOnStock.available })
    .from(addOnStock)
    .where(and(eq(addOnStock.addOnId, addOnId), eq(addOnStock.eventId, eventId), eq(addOnStock.size, size)));
  return row?.available;
}

describe("choosing add-ons", () => {
  it("prices each line on the server, with the add-on's own GST, and adds it to the booking's total", async () => {
    const offloading = await addOn();
    const cab = await addOn({ name: "Railhead cab seat", pricing: "per_traveller", pricePaise: 90_000, gstPercent: 5 });
    const { bookingId } = await heldBooking(test, asha, trip);
    const response = await choose(asha, bookingId, [
      { addOnId: offloading.id, quantity: 1 },
      { addOnId: cab.id, quantity: 2 },
    ]);
    expect(response.body.errors).toBeUndefined();
    const booking = response.body.data!.chooseAddOns;
    // The kit's departures last three days: ₹350 x 1 traveller x 3 days + 18%; ₹900 x 2 + 5%.
    expect(booking.add_ons).toEqual([
      expect.objectContaining({
        add_on_id: offloading.id,
        quantity: 1,
        days: 3,
        net_paise: 105_000,
        gst_paise: 18_900,
        total_paise: 123_900,
      }),
      expect.objectContaining({
        add_on_id: cab.id,
        quantity: 2,
        days: 1,
        net_paise: 180_000,
        gst_paise: 9_000,
        total_paise: 189_000,
      }),
    ]);
    expect(booking.add_ons_paise).toBe(312_900);
    expect(booking.total_paise).toBe(TRIP_TOTAL + 312_900);
    // Paying in full pays them too, and the receipt lists them as lines of their own.
    const order = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    expect(order.amount_paise).toBe(TRIP_TOTAL + 312_900);
    await payAtGateway(test, order.order_id);
    const paid = await readBooking(test, asha, bookingId);
    expect(paid).toMatchObject({ status: "confirmed", paid_paise: TRIP_TOTAL + 312_900, due_paise: 0 });
    const receipt = await postGraphql<{
      receipt: { lines: { description: string; gst_percent: number; total_paise: number }[]; gst_paise: number };
    }>(
      test.api,
      `query ($id: ID!) { receipt(paymentId: $id) { gst_paise lines { description gst_percent total_paise } } }`,
      { id: paid.payments![0]!.id },
      asha.headers,
    );
    expect(receipt.body.data!.receipt.lines.map((line) => [line.gst_percent, line.total_paise])).toEqual([
      [5, TRIP_TOTAL],
      [18, 123_900],
      [5, 189_000],
    ]);
    // The whole booking's GST (₹1,200 + ₹189 + ₹90) is inside a payment of everything.
    expect(receipt.body.data!.receipt.gst_paise).toBe(120_000 + 18_900 + 9_000);
  });

  it("lets a paid booking add an add-on, owed as its balance until paid, and refunds it by the tiers on cancellation", async () => {
    const offloading = await addOn();
    const { bookingId } = await heldBooking(test, asha, trip);
    await payBooking(test, asha, bookingId);
    const chosen = await choose(asha, bookingId, [{ addOnId: offloading.id, quantity: 2 }]);
    // It owes money again: part paid, never confirmed as if paid (docs/api.md, "A booking's life").
    expect(chosen.body.data!.chooseAddOns).toMatchObject({ status: "part_paid", due_paise: 247_800 });
    const order = (await startPayment(test, asha, bookingId)).body.data!.startPayment;
    expect(order).toMatchObject({
      purpose: "balance",
      amount_paise: 247_800,
      description: expect.stringMatching(/^Balance for booking/),
    });
    await payAtGateway(test, order.order_id);
    expect(await readBooking(test, asha, bookingId)).toMatchObject({
      status: "confirmed",
      paid_paise: TRIP_TOTAL + 247_800,
    });

    // Paid lines cannot be taken off by the traveller.
    const removal = await choose(asha, bookingId, []);
    expect(errorCodes(removal)).toEqual(["BAD_USER_INPUT"]);

    // 40 days out: the 100% tier less its ₹1,000 fee, of everything received, add-ons included.
    const cancelled = await postGraphql<{ cancelBooking: { status: string } }>(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(cancelled.body.errors).toBeUndefined();
    await runJobs(test);
    const after = await readBooking(test, asha, bookingId);
    expect(after.refunds!.reduce((sum, refund) => sum + refund.amount_paise, 0)).toBe(TRIP_TOTAL + 247_800 - 100_000);
  });

  it("refuses sizes the add-on does not have, more than one per traveller, and another account's booking", async () => {
    const jacket = await addOn({
      name: "Down jacket",
      pricing: "per_traveller",
      sizes: ["S", "M", "L"],
      stockPerDeparture: 3,
    });
    const { bookingId } = await heldBooking(test, asha, trip);
    expect(errorCodes(await choose(asha, bookingId, [{ addOnId: jacket.id, quantity: 1, size: "XXL" }]))).toEqual([
      "BAD_USER_INPUT",
    ]);
    expect(errorCodes(await choose(asha, bookingId, [{ addOnId: jacket.id, quantity: 1 }]))).toEqual([
      "BAD_USER_INPUT",
    ]);
    expect(
      errorCodes(
        await choose(asha, bookingId, [
          { addOnId: jacket.id, quantity: 2, size: "M", travellers: [0, 1] },
          { addOnId: jacket.id, quantity: 1, size: "L", travellers: [0] },
        ]),
      ),
    ).toEqual(["BAD_USER_INPUT"]);
    const ravi = await logInTraveller(test);
    expect(errorCodes(await choose(ravi, bookingId, [{ addOnId: jacket.id, quantity: 1, size: "M" }]))).toEqual([
      "NOT_FOUND",
    ]);
    const lines = await test.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, bookingId));
    expect(lines).toEqual([]);
  });

  it("takes each size for a named traveller, and the manifest says who wears which", async () => {
    const jacket = await addOn({
      name: "Down jacket",
      pricing: "per_traveller",
      sizes: ["M", "L"],
      stockPerDeparture: 5,
    });
    const poles = await addOn({ name: "Trekking poles", pricing: "per_traveller" });
    const eventId = await trip.departure(10);
    const { bookingId } = await heldBooking(test, asha, trip, { eventId });
    // A size worn by nobody, a traveller in two sizes, a traveller the booking does not have: refused, nothing written.
    for (const choices of [
      [{ addOnId: jacket.id, quantity: 1, size: "M" }],
      [{ addOnId: jacket.id, quantity: 2, size: "M", travellers: [1] }],
      [
        { addOnId: jacket.id, quantity: 1, size: "M", travellers: [1] },
        { addOnId: jacket.id, quantity: 1, size: "L", travellers: [1] },
      ],
      [{ addOnId: jacket.id, quantity: 1, size: "L", travellers: [2] }],
    ]) {
      const refused = await choose(asha, bookingId, choices);
      expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
      expect(refused.body.errors![0]!.extensions).toMatchObject({ field: "choices" });
    }
    expect(await test.db.select().from(bookingAddOns).where(eq(bookingAddOns.bookingId, bookingId))).toEqual([]);

    // The lead wears L, the second traveller M; poles by count, for both.
    const chosen = await choose(asha, bookingId, [
      { addOnId: jacket.id, quantity: 1, size: "M", travellers: [1] },
      { addOnId: jacket.id, quantity: 1, size: "L", travellers: [0] },
      { addOnId: poles.id, quantity: 2 },
    ]);
    expect(chosen.body.errors).toBeUndefined();
    const staff = await logInStaff(test);
    const manifestOf = async () =>
      (
        await postGraphql<{
          adminManifest: { add_ons: { booking_id: number; name: string; size: string; positions: number[] }[] };
        }>(
          test.api,
          `query ($id: ID!) { adminManifest(eventId: $id) { add_ons { booking_id name size positions } } }`,
          { id: eventId },
          staff.headers,
        )
      ).body.data!.adminManifest.add_ons;
    expect(await manifestOf()).toEqual([
      { booking_id: bookingId, name: "Down jacket", size: "L", positions: [0] },
      { booking_id: bookingId, name: "Down jacket", size: "M", positions: [1] },
      { booking_id: bookingId, name: "Trekking poles", size: "", positions: [] },
    ]);
    // They swap: the sizes follow the travellers, the stock of each size is as it was.
    const swapped = await choose(asha, bookingId, [
      { addOnId: jacket.id, quantity: 1, size: "M", travellers: [0] },
      { addOnId: jacket.id, quantity: 1, size: "L", travellers: [1] },
      { addOnId: poles.id, quantity: 2 },
    ]);
    expect(swapped.body.errors).toBeUndefined();
    expect((await manifestOf()).map((line) => [line.size, line.positions])).toEqual([
      ["L", [1]],
      ["M", [0]],
      ["", []],
    ]);
    expect(await stockLeft(jacket.id, eventId, "M")).toBe(4);
  });

  it("refuses an add-on after its last day with ADD_ON_CLOSED", async () => {
    const cab = await addOn({ name: "Railhead cab seat", pricing: "per_traveller", closesDaysBefore: 5 });
    const eventId = await trip.departure(10, 4);
    const { bookingId } = await heldBooking(test, asha, trip, { eventId });
    const response = await choose(asha, bookingId, [{ addOnId: cab.id, quantity: 1 }]);
    expect(errorCodes(response)).toEqual(["ADD_ON_CLOSED"]);
    expect(response.body.errors![0]!.extensions).toMatchObject({ addOnId: cab.id });
  });
});

describe("stock", () => {
  it("answers ADD_ON_SOLD_OUT with what is left, applies nothing of the choice, and gets units back from a cancellation", async () => {
    const jacket = await addOn({
      name: "Down jacket",
      pricing: "per_traveller",
      sizes: ["M", "L"],
      stockPerDeparture: 2,
    });
    const cab = await addOn({ name: "Railhead cab seat", pricing: "per_traveller", stockPerDeparture: 10 });
    const eventId = await trip.departure(20);
    const first = await heldBooking(test, asha, trip, { eventId });
    expect(
      (await choose(asha, first.bookingId, [{ addOnId: jacket.id, quantity: 2, size: "M", travellers: [0, 1] }])).body
        .errors,
    ).toBeUndefined();
    const ravi = await logInTraveller(test);
    const second = await heldBooking(test, ravi, trip, { eventId });
    const refused = await choose(ravi, second.bookingId, [
      { addOnId: cab.id, quantity: 2 },
      { addOnId: jacket.id, quantity: 1, size: "M", travellers: [0] },
    ]);
    expect(errorCodes(refused)).toEqual(["ADD_ON_SOLD_OUT"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ addOnId: jacket.id, size: "M", available: 0 });
    // All or nothing: the cab seats were not taken either (not even the stock row is left behind).
    expect(await stockLeft(cab.id, eventId)).toBeUndefined();
    expect(await stockLeft(jacket.id, eventId, "L")).toBeUndefined();
    // Other sizes have stock of their own.
    expect(
      (await choose(ravi, second.bookingId, [{ addOnId: jacket.id, quantity: 1, size: "L", travellers: [1] }])).body
        .errors,
    ).toBeUndefined();
    expect(await stockLeft(jacket.id, eventId, "L")).toBe(1);
    // Cancelling the held booking gives its jackets back at once.
    await postGraphql(
      test.api,
      `mutation ($id: ID!) { cancelBooking(id: $id) { status } }`,
      { id: first.bookingId },
      asha.headers,
    );
    expect(await stockLeft(jacket.id, eventId, "M")).toBe(2);
    // Taking one off gives it back too.
    expect((await choose(ravi, second.bookingId, [])).body.errors).toBeUndefined();
    expect(await stockLeft(jacket.id, eventId, "L")).toBe(2);
  });

  it("never sells more than the stock when 40 bookings choose at once", async () => {
    const STOCK = 7;
    const jacket = await addOn({
      name: "Rental shoes",
      pricing: "per_traveller",
      sizes: ["9"],
      stockPerDeparture: STOCK,
    });
    const eventId = await trip.departure(40);
    const bookings: { traveller: Traveller; bookingId: number }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const traveller = await logInTraveller(test);
      bookings.push({
        traveller,
        bookingId: (await heldBooking(test, traveller, trip, { eventId, travellers: 1 })).bookingId,
      });
    }
    const responses = await Promise.all(
      bookings.map(({ traveller, bookingId }) =>
        choose(traveller, bookingId, [{ addOnId: jacket.id, quantity: 1, size: "9", travellers: [0] }]),
      ),
    );
    const codes = responses.map((response) => errorCodes(response)[0] ?? "chosen");
    expect(codes.filter((code) => code === "chosen")).toHaveLength(STOCK);
    expect(codes.filter((code) => code === "ADD_ON_SOLD_OUT")).toHaveLength(40 - STOCK);
    expect(await stockLeft(jacket.id, eventId, "9")).toBe(0);
    const sold = await test.db.select().from(bookingAddOns).where(eq(bookingAddOns.addOnId, jacket.id));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(STOCK);
  }, 60_000);
});

describe("the back office", () => {
  it("lets staff define an add-on and shows the manifest's lines and per-departure totals", async () => {
    const staff = await logInStaff(test);
    const saved = await postGraphql<{ adminSaveAddOn: { id: number; sizes: string[] } }>(
      test.api,
      `mutation ($input: AdminSaveAddOnInput!) { adminSaveAddOn(input: $input) { id sizes stock_per_departure } }`,
      {
        input: {
          trekId: trip.trekId,
          name: "Trekking poles",
          description: "A pair of adjustable poles.",
          pricePaise: 20_000,
          pricing: "per_traveller",
          gstPercent: 18,
          sizes: [],
          stockPerDeparture: 4,
          closesDaysBefore: 2,
          active: true,
        },
      },
      staff.headers,
    );
    expect(saved.body.errors).toBeUndefined();
    const id = saved.body.data!.adminSaveAddOn.id;
    const bad = await postGraphql(
      test.api,
      `mutation ($input: AdminSaveAddOnInput!) { adminSaveAddOn(input: $input) { id } }`,
      {
        input: {
          trekId: trip.trekId,
          name: "X",
          description: "",
          pricePaise: 0,
          pricing: "per_traveller",
          gstPercent: 40,
          sizes: ["M", "M"],
          closesDaysBefore: 2,
          active: true,
        },
      },
      staff.headers,
    );
    expect(errorCodes(bad)).toEqual(["BAD_USER_INPUT"]);
    expect(Object.keys(bad.body.errors![0]!.extensions!.fields as object).sort()).toEqual([
      "gstPercent",
      "name",
      "pricePaise",
      "sizes",
    ]);
    // A traveller cannot define add-ons.
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          `query ($t: Int!) { adminAddOns(trekId: $t) { id } }`,
          { t: trip.trekId },
          asha.headers,
        ),
      ),
    ).toEqual(["FORBIDDEN"]);

    const eventId = await trip.departure(10);
    const { bookingId } = await heldBooking(test, asha, trip, { eventId });
    await choose(asha, bookingId, [{ addOnId: id, quantity: 2 }]);
    const manifest = await postGraphql<{
      adminManifest: {
        add_ons: { booking_id: number; name: string; quantity: number }[];
        add_on_totals: { name: string; quantity: number }[];
      };
    }>(
      test.api,
      `query ($id: ID!) { adminManifest(eventId: $id) { add_ons { booking_id name size quantity } add_on_totals { name size quantity } } }`,
      { id: eventId },
      staff.headers,
    );
    expect(manifest.body.data!.adminManifest.add_ons).toEqual([
      { booking_id: bookingId, name: "Trekking poles", size: "", quantity: 2 },
    ]);
    expect(manifest.body.data!.adminManifest.add_on_totals).toEqual([
      { name: "Trekking poles", size: "", quantity: 2 },
    ]);
    // Raising the stock by 3 leaves the 2 sold as sold.
    await postGraphql(
      test.api,
      `mutation ($input: AdminSaveAddOnInput!) { adminSaveAddOn(input: $input) { id } }`,
      {
        input: {
          id,
          trekId: trip.trekId,
          name: "Trekking poles",
          description: "A pair of adjustable poles.",
          pricePaise: 20_000,
          pricing: "per_traveller",
          gstPercent: 18,
          sizes: [],
          stockPerDeparture: 7,
          closesDaysBefore: 2,
          active: true,
        },
      },
      staff.headers,
    );
    expect(await stockLeft(id, eventId)).toBe(5);

    // The add-ons screen: per departure, each add-on's units sold and left, per size; withdrawn ones too.
    const jackets = await addOn({ name: "Down jacket", sizes: ["M", "L"], stockPerDeparture: 3, active: false });
    const unlimited = await addOn({ name: "Cab seat", stockPerDeparture: null });
    const stock = await postGraphql<{
      adminTrip: {
        departures: {
          id: number;
          add_on_stock: { add_on_id: number; size: string; sold: number; available: number | null }[];
        }[];
      };
    }>(
      test.api,
      `query ($t: Int!) { adminTrip(id: $t) { departures { id add_on_stock { add_on_id size sold available } } } }`,
      { t: trip.trekId },
      staff.headers,
    );
    expect(stock.body.errors).toBeUndefined();
    const onDeparture = stock.body.data!.adminTrip.departures.find((row) => row.id === eventId)!.add_on_stock;
    expect(onDeparture.filter((row) => [id, jackets.id, unlimited.id].includes(row.add_on_id))).toEqual([
      { add_on_id: id, size: "", sold: 2, available: 5 },
      { add_on_id: jackets.id, size: "M", sold: 0, available: 3 },
      { add_on_id: jackets.id, size: "L", sold: 0, available: 3 },
      { add_on_id: unlimited.id, size: "", sold: 0, available: null },
    ]);
    // The trip's other departures keep stock of their own: what this one sold is not theirs.
    const others = stock.body.data!.adminTrip.departures.filter((row) => row.id !== eventId);
    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.add_on_stock.find((row) => row.add_on_id === id)).toEqual({
        add_on_id: id,
        size: "",
        sold: 0,
        available: 7,
      });
    }
  });

  it("lists a trip's add-ons publicly, without withdrawn ones", async () => {
    const gone = await addOn({ name: "Withdrawn thing", active: false });
    const response = await postGraphql<{ tripAddOns: { id: number; name: string }[] }>(
      test.api,
      `query ($t: Int!) { tripAddOns(trekId: $t) { id name price_paise pricing gst_percent sizes } }`,
      { t: trip.trekId },
    );
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.tripAddOns.length).toBeGreaterThan(0);
    expect(response.body.data!.tripAddOns.map((row) => row.id)).not.toContain(gone.id);
  });
});
