// The trip pass and check-in: the pass is the booking account's (and staff's) only, with a QR code
// per traveller that holds just who they are; check-in marks made on two phones, sent in any order,
// leave one record: the one made last; the Today screen counts them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { outboxRows } from "../testing/message-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payBooking,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { checkInCode, qrSvg } from "./trip-pass.ts";

let test: TestApi;
let asha: Traveller;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterAll(() => test.close());

async function paidBooking(daysAhead = 2, onTrip = trip) {
  const eventId = await onTrip.departure(10, daysAhead);
  const { bookingId } = await heldBooking(test, asha, onTrip, { eventId });
  await payBooking(test, asha, bookingId);
  const booking = await postGraphql<{ booking: { reference: string } }>(
    test.api,
    `query ($id: ID!) { booking(id: $id) { reference } }`,
    { id: bookingId },
    asha.headers,
  );
  return { eventId, bookingId, reference: booking.body.data!.booking.reference };
}

const PASS = /* GraphQL */ `
  query ($r: String!) {
    tripPass(reference: $r) {
      reference trip_name meeting_point meeting_time leader_name leader_phone meeting_map_url
      itinerary { day title } travellers { participant_id first_name check_in_code qr_svg } add_ons { name }
    }
  }
`;

interface PassView {
  reference: string;
  meeting_point: string | null;
  leader_phone: string | null;
  travellers: { participant_id: number; check_in_code: string; qr_svg: string }[];
}

describe("the trip pass", () => {
  it("shows the booking's account its pass with the briefing and a QR code per traveller; nobody else", async () => {
    const { eventId, reference } = await paidBooking();
    const briefing = await postGraphql(
      test.api,
      `mutation ($input: AdminDepartureBriefingInput!) { adminSetDepartureBriefing(input: $input) }`,
      {
        input: {
          eventId,
          meetingPoint: "Manali bus stand, gate 2",
          meetingMapUrl: "https://maps.example/manali",
          meetingTime: "06:30",
          leaderName: "Tenzin Negi",
          leaderPhone: "98160 12345",
        },
      },
      staff.headers,
    );
    expect(briefing.body.errors).toBeUndefined();
    const pass = (
      await postGraphql<{ tripPass: PassView }>(test.api, PASS, { r: reference.toLowerCase() }, asha.headers)
    ).body.data!.tripPass;
    expect(pass).toMatchObject({ reference, meeting_point: "Manali bus stand, gate 2", leader_phone: "+919816012345" });
    expect(pass.travellers).toHaveLength(2);
    expect(pass.travellers[0]!.check_in_code).toBe(checkInCode(reference, pass.travellers[0]!.participant_id));
    expect(pass.travellers[0]!.qr_svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);

    const ravi = await logInTraveller(test);
    expect(
      (await postGraphql<{ tripPass: null }>(test.api, PASS, { r: reference }, ravi.headers)).body.data!.tripPass,
    ).toBeNull();
    expect(errorCodes(await postGraphql(test.api, PASS, { r: reference }))).toEqual(["UNAUTHENTICATED"]);
    const bad = await postGraphql(
      test.api,
      `mutation ($input: AdminDepartureBriefingInput!) { adminSetDepartureBriefing(input: $input) }`,
      {
        input: {
          eventId,
          meetingPoint: "x",
          meetingMapUrl: "javascript:alert(1)",
          meetingTime: "25:00",
          leaderName: "T",
          leaderPhone: "1",
        },
      },
      staff.headers,
    );
    expect(Object.keys(bad.body.errors![0]!.extensions!.fields as object).sort()).toEqual([
      "leaderName",
      "leaderPhone",
      "meetingMapUrl",
      "meetingPoint",
      "meetingTime",
    ]);
  });

  it("shows staff the briefing that is set, and sends it the day before the departure", async () => {
    const { eventId, bookingId } = await paidBooking(1);
    const MANIFEST = `query ($id: ID!) { adminManifest(eventId: $id) { briefing { meeting_point meeting_time meeting_map_url leader_name leader_phone } } }`;
    const dayBefore = async () =>
      (await outboxRows(test.db, bookingId)).filter((row) => row.template === "trip-day-before");
    const before = await postGraphql<{ adminManifest: { briefing: unknown } }>(
      test.api,
      MANIFEST,
      { id: eventId },
      staff.headers,
    );
    expect(before.body.data!.adminManifest.briefing).toBeNull();
    // The trip has no usual meeting details: without a briefing, nothing to send.
    await test.api.periodic.run("messages");
    expect(await dayBefore()).toEqual([]);

    await postGraphql(
      test.api,
      `mutation ($input: AdminDepartureBriefingInput!) { adminSetDepartureBriefing(input: $input) }`,
      {
        input: {
          eventId,
          meetingPoint: " Kathgodam station, exit 1 ",
          meetingTime: "07:15",
          leaderName: "Pema Bisht",
          leaderPhone: "+91 94120 55555",
        },
      },
      staff.headers,
    );
    const after = await postGraphql<{ adminManifest: { briefing: unknown } }>(
      test.api,
      MANIFEST,
      { id: eventId },
      staff.headers,
    );
    expect(after.body.data!.adminManifest.briefing).toEqual({
      meeting_point: "Kathgodam station, exit 1",
      meeting_time: "07:15",
      meeting_map_url: null,
      leader_name: "Pema Bisht",
      leader_phone: "+919412055555",
    });
    expect(
      errorCodes(await postGraphql(test.api, MANIFEST, { id: eventId }, asha.headers)),
      "a traveller reads no manifest",
    ).toEqual(["FORBIDDEN"]);

    await test.api.periodic.run("messages");
    const sent = await dayBefore();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toMatchObject({
      meetingPoint: "Kathgodam station, exit 1",
      meetingTime: "07:15",
      leaderPhone: "+91 94120 55555",
    });
  });

  it("makes QR codes that are a square of modules inside a quiet zone", () => {
    const svg = qrSvg("PJ1:PJ-7K3M9Q:42");
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
    // Version 2 (25 modules) fits this text at level M, plus 4 modules of quiet zone each side.
    expect(size).toBe(25 + 8);
  });
});

const CHECK_IN = /* GraphQL */ `
  mutation ($input: AdminCheckInInput!) { adminCheckIn(input: $input) { participant_id state at } }
`;

describe("check-in", () => {
  it("keeps the mark made last, whichever phone's arrives first, and counts it on Today", async () => {
    // Tomorrow's departure (a trip of its own: the first trip's tomorrow is taken): marks open the day before.
    const { eventId, reference } = await paidBooking(1, await createTrip(test));
    const pass = (await postGraphql<{ tripPass: PassView }>(test.api, PASS, { r: reference }, asha.headers)).body.data!
      .tripPass;
    const [first, second] = pass.travellers;
    const secondPhone = await logInStaff(test);
    const earlier = new Date(test.clock.now().getTime() - 120_000).toISOString();
    const later = new Date(test.clock.now().getTime() - 60_000).toISOString();
    // Phone B marked arrived later, but its mark reaches the server first; phone A's no-show is older.
    const b = await postGraphql<{ adminCheckIn: { state: string } }>(
      test.api,
      CHECK_IN,
      { input: { eventId, participantId: first!.participant_id, state: "arrived", at: later } },
      secondPhone.headers,
    );
    expect(b.body.errors).toBeUndefined();
    expect(b.body.data!.adminCheckIn.state).toBe("arrived");
    const a = await postGraphql<{ adminCheckIn: { state: string; at: string } }>(
      test.api,
      CHECK_IN,
      { input: { eventId, participantId: first!.participant_id, state: "no_show", at: earlier } },
      staff.headers,
    );
    expect(a.body.data!.adminCheckIn).toEqual({ participant_id: first!.participant_id, state: "arrived", at: later });
    await postGraphql(
      test.api,
      CHECK_IN,
      { input: { eventId, participantId: second!.participant_id, state: "no_show", at: later } },
      staff.headers,
    );
    const list = await postGraphql<{
      adminCheckInList: { travellers: { participant_id: number; state: string | null }[] };
    }>(
      test.api,
      `query ($e: Int!) { adminCheckInList(eventId: $e) { travellers { participant_id state } } }`,
      { e: eventId },
      staff.headers,
    );
    expect(list.body.data!.adminCheckInList.travellers.map((row) => row.state).sort()).toEqual(["arrived", "no_show"]);
    const today = await postGraphql<{
      adminToday: { departures: { id: number; check_in: { travellers: number; arrived: number; no_show: number } }[] };
    }>(test.api, `{ adminToday { departures { id check_in { travellers arrived no_show } } } }`, {}, staff.headers);
    expect(today.body.data!.adminToday.departures.find((row) => row.id === eventId)!.check_in).toEqual({
      travellers: 2,
      arrived: 1,
      no_show: 1,
    });
  });

  it("refuses travellers of other departures, times in the future, and travellers' accounts", async () => {
    const { eventId } = await paidBooking(3);
    const other = await paidBooking(4);
    const pass = (await postGraphql<{ tripPass: PassView }>(test.api, PASS, { r: other.reference }, asha.headers)).body
      .data!.tripPass;
    const participantId = pass.travellers[0]!.participant_id;
    const now = test.clock.now().toISOString();
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          CHECK_IN,
          { input: { eventId, participantId, state: "arrived", at: now } },
          staff.headers,
        ),
      ),
    ).toEqual(["NOT_FOUND"]);
    const future = new Date(test.clock.now().getTime() + 3_600_000).toISOString();
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          CHECK_IN,
          { input: { eventId: other.eventId, participantId, state: "arrived", at: future } },
          staff.headers,
        ),
      ),
    ).toEqual(["BAD_USER_INPUT"]);
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          CHECK_IN,
          { input: { eventId: other.eventId, participantId, state: "arrived", at: now } },
          asha.headers,
        ),
      ),
    ).toEqual(["FORBIDDEN"]);
  });
});
