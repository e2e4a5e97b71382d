// Every traveller of a paid booking gets their own form link by the message schedule, once however
// often it scans; the link in the message is the one that opens their form; a fresh link from staff
// goes out too, and the earlier one stops opening.
import { afterAll, beforeAll, expect, it } from "vitest";
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
import { createTestApi, postGraphql, type TestApi } from "../testing/test-api.ts";

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

const linkMessages = async (bookingId: number) =>
  (await outboxRows(test.db, bookingId)).filter((row) => row.template === "traveller-form-link");

async function formOf(link: string) {
  const token = link.slice(link.indexOf("/forms/") + "/forms/".length);
  const response = await postGraphql<{ travellerForm: { first_name: string } | null }>(
    test.api,
    `query ($token: String!) { travellerForm(token: $token) { first_name } }`,
    { token },
  );
  return { errors: response.body.errors, form: response.body.data?.travellerForm ?? null };
}

it("sends each traveller of a paid booking their own link once, and a fresh one when staff ask", async () => {
  const { bookingId } = await heldBooking(test, asha, trip, { eventId: await trip.departure(10, 30) });
  await test.api.periodic.run("messages");
  expect(await linkMessages(bookingId), "no link before any money arrives").toEqual([]);

  await payBooking(test, asha, bookingId);
  await test.api.periodic.run("messages");
  await test.api.periodic.run("messages");
  const sent = await linkMessages(bookingId);
  expect(sent).toHaveLength(2);
  expect(new Set(sent.map((row) => row.toPhone)).size).toBe(2);
  expect(sent.every((row) => row.transactional)).toBe(true);
  const forms = await Promise.all(sent.map((row) => formOf(row.variables.link!)));
  expect(forms.map(({ form }) => form?.first_name).sort()).toEqual(sent.map((row) => row.variables.name).sort());

  const participants = await postGraphql<{ adminTravellerForms: { participant_id: number }[] }>(
    test.api,
    `query ($b: Int!) { adminTravellerForms(bookingId: $b) { participant_id } }`,
    { b: bookingId },
    staff.headers,
  );
  const first = participants.body.data!.adminTravellerForms[0]!.participant_id;
  await postGraphql(
    test.api,
    `mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }`,
    { p: first },
    staff.headers,
  );
  const afterResend = await linkMessages(bookingId);
  expect(afterResend).toHaveLength(3);
  const stillOpen = await Promise.all(afterResend.map((row) => formOf(row.variables.link!)));
  expect(stillOpen.filter(({ form }) => form !== null)).toHaveLength(2);
});
