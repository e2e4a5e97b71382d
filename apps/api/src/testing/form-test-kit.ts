// A paid booking whose travellers have their form links, as the trip desk sends them: for tests of
// what a traveller's link opens (fitness proofs, what answers may be kept).
import { logInStaff } from "./admin-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payAtGateway,
  startPayment,
  type Traveller,
  type Trip,
} from "./payment-test-kit.ts";
import { postGraphql, type TestApi } from "./test-api.ts";

export interface FormKit {
  trip: Trip;
  traveller: Traveller;
  staff: Traveller;
}

export async function createFormKit(test: TestApi): Promise<FormKit> {
  return { trip: await createTrip(test), traveller: await logInTraveller(test), staff: await logInStaff(test) };
}

/** A paid booking of one traveller on a new departure, and that traveller's form: its id and link token. */
export async function formOfAPaidBooking(
  test: TestApi,
  { trip, traveller, staff }: FormKit,
): Promise<{ bookingId: number; formId: number; token: string }> {
  const { bookingId } = await heldBooking(test, traveller, trip, {
    eventId: await trip.departure(10, 40),
    travellers: 1,
  });
  await payAtGateway(test, (await startPayment(test, traveller, bookingId)).body.data!.startPayment.order_id);
  const forms = () =>
    postGraphql<{ adminTravellerForms: { participant_id: number; form_id: number | null }[] }>(
      test.api,
      `query ($b: Int!) { adminTravellerForms(bookingId: $b) { participant_id form_id } }`,
      { b: bookingId },
      staff.headers,
    );
  const [participant] = (await forms()).body.data!.adminTravellerForms;
  const sent = await postGraphql<{ adminSendFormLink: { link: string } }>(
    test.api,
    `mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }`,
    { p: participant!.participant_id },
    staff.headers,
  );
  // The form exists once its link has been sent.
  const [form] = (await forms()).body.data!.adminTravellerForms;
  return { bookingId, formId: form!.form_id!, token: sent.body.data!.adminSendFormLink.link.replace("/forms/", "") };
}
