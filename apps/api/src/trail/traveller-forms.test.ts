// Each traveller's own forms: a personal link opens that traveller's part only, saves it part by part
// (the undertaking with its version, time and address), takes a fitness proof of the right type and
// size only, which staff approve or return; the booking's account sees what is missing, never the
// answers; another account sees nothing; and the link stops opening after the trip.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { tripRequirements } from "@parvat/db/schema";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  payBooking,
  type Traveller,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let uploads: string;
let asha: Traveller;
let staff: Traveller;
let trip: Trip;

beforeAll(async () => {
  uploads = await mkdtemp(join(tmpdir(), "parvat-uploads-"));
  test = await createTestApi({ UPLOADS_DIR: uploads });
  trip = await createTrip(test);
  await test.db
    .insert(tripRequirements)
    .values({ trekId: trip.trekId, permitIdRequired: true, fitnessProofRequired: true });
  asha = await logInTraveller(test);
  staff = await logInStaff(test);
});
afterAll(async () => {
  await test.close();
  await rm(uploads, { recursive: true, force: true });
});

/** A paid booking of two travellers, and a link for each, as staff send them. */
async function paidBookingWithLinks(daysAhead = 40) {
  const eventId = await trip.departure(10, daysAhead);
  const { bookingId } = await heldBooking(test, asha, trip, { eventId });
  await payBooking(test, asha, bookingId);
  const forms = await postGraphql<{ adminTravellerForms: { participant_id: number; first_name: string }[] }>(
    test.api,
    `query ($b: Int!) { adminTravellerForms(bookingId: $b) { participant_id first_name } }`,
    { b: bookingId },
    staff.headers,
  );
  const tokens: string[] = [];
  for (const traveller of forms.body.data!.adminTravellerForms) {
    const sent = await postGraphql<{ adminSendFormLink: { link: string } }>(
      test.api,
      `mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }`,
      { p: traveller.participant_id },
      staff.headers,
    );
    tokens.push(sent.body.data!.adminSendFormLink.link.replace("/forms/", ""));
  }
  return { bookingId, tokens, participants: forms.body.data!.adminTravellerForms };
}

const FORM = /* GraphQL */ `
  query ($token: String!) {
    travellerForm(token: $token) {
      first_name last_name missing undertaking { version text } undertaking_accepted_version
      emergency_phone id_number fitness_status fitness_reason upload_path
    }
  }
`;

interface FormView {
  first_name: string;
  missing: string[];
  undertaking: { version: number; text: string } | null;
  undertaking_accepted_version: number | null;
  emergency_phone: string | null;
  id_number: string | null;
  fitness_status: string;
  fitness_reason: string | null;
  upload_path: string;
}

const readForm = (token: string) => postGraphql<{ travellerForm: FormView }>(test.api, FORM, { token });

const SUBMIT = /* GraphQL */ `
  mutation ($token: String!, $input: TravellerFormInput!) {
    submitTravellerForm(token: $token, input: $input) { missing emergency_phone id_number undertaking_accepted_version }
  }
`;
const submit = (token: string, input: Record<string, unknown>) =>
  postGraphql<{ submitTravellerForm: FormView }>(test.api, SUBMIT, { token, input });

function upload(path: string, body: Uint8Array, type = "application/octet-stream") {
  return test.api.uploads(
    new Request(`http://parvat.test${path}`, {
      method: "POST",
      headers: { "content-type": type },
      body: Buffer.from(body),
    }),
  );
}

const aPhoto = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withMetadata({ exif: { IFD0: { Copyright: "somewhere secret" } } })
    .jpeg()
    .toBuffer();

describe("a traveller's own link", () => {
  it("opens that traveller's part only, and saves it part by part", async () => {
    const { tokens, participants } = await paidBookingWithLinks();
    const first = (await readForm(tokens[0]!)).body.data!.travellerForm;
    const second = (await readForm(tokens[1]!)).body.data!.travellerForm;
    expect(first.first_name).toBe(participants[0]!.first_name);
    expect(second.first_name).toBe(participants[1]!.first_name);
    expect(first.missing).toEqual(["emergency", "medical", "undertaking", "permit_id", "fitness"]);

    const wrong = await submit(tokens[0]!, {
      emergencyName: "",
      emergencyPhone: "12",
      idType: "passport",
      idNumber: "123",
      acceptUndertakingVersion: 99,
    });
    expect(errorCodes(wrong)).toEqual(["BAD_USER_INPUT"]);
    expect(Object.keys(wrong.body.errors![0]!.extensions!.fields as object).sort()).toEqual([
      "acceptUndertakingVersion",
      "emergencyName",
      "emergencyPhone",
      "idNumber",
    ]);

    const saved = await submit(tokens[0]!, {
      emergencyName: "Kiran Rao",
      emergencyPhone: "98765 43210",
      emergencyRelation: "Sister",
      medicalConditions: "Mild asthma",
      medicines: "Salbutamol inhaler",
      allergies: "",
      medicalNotes: "",
      acceptUndertakingVersion: first.undertaking!.version,
      idType: "passport",
      idNumber: "k 1234567",
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data!.submitTravellerForm).toMatchObject({
      missing: ["fitness"],
      emergency_phone: "+919876543210",
      id_number: "XXXX4567",
      undertaking_accepted_version: first.undertaking!.version,
    });
    // The other traveller's part is untouched.
    expect((await readForm(tokens[1]!)).body.data!.travellerForm.missing).toHaveLength(5);
  });

  it("shows the booking's account what is missing per traveller, never the answers; another account sees nothing", async () => {
    const { bookingId, tokens } = await paidBookingWithLinks();
    await submit(tokens[0]!, { emergencyName: "Kiran Rao", emergencyPhone: "9876543211" });
    const own = await postGraphql<{ booking: { traveller_forms: { missing: string[] }[] } }>(
      test.api,
      `query ($id: ID!) { booking(id: $id) { traveller_forms { first_name missing missing_text link_sent } } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(own.body.data!.booking.traveller_forms.map((row) => row.missing.length)).toEqual([4, 5]);
    // The status type has no field for any answer.
    const answers = await postGraphql(
      test.api,
      `query ($id: ID!) { booking(id: $id) { traveller_forms { emergency_phone } } }`,
      { id: bookingId },
      asha.headers,
    );
    expect(errorCodes(answers)).toEqual(["GRAPHQL_VALIDATION_FAILED"]);
    const ravi = await logInTraveller(test);
    const other = await postGraphql<{ booking: null }>(
      test.api,
      `query ($id: ID!) { booking(id: $id) { traveller_forms { missing } } }`,
      { id: bookingId },
      ravi.headers,
    );
    expect(other.body.data!.booking).toBeNull();
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          `query ($b: Int!) { adminTravellerForms(bookingId: $b) { id_number } }`,
          { b: bookingId },
          ravi.headers,
        ),
      ),
    ).toEqual(["FORBIDDEN"]);
  });

  it("stops opening once a newer link is sent, and after the trip's last day", async () => {
    const { tokens, participants } = await paidBookingWithLinks(3);
    await postGraphql(
      test.api,
      `mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }`,
      { p: participants[0]!.participant_id },
      staff.headers,
    );
    expect(errorCodes(await readForm(tokens[0]!))).toEqual(["NOT_FOUND"]);
    expect((await readForm(tokens[1]!)).body.errors).toBeUndefined();
    // The kit's departures last three days: five days on, the trip is over.
    test.clock.advance(6 * 86_400);
    try {
      expect(errorCodes(await readForm(tokens[1]!))).toEqual(["FORM_LINK_EXPIRED"]);
      expect(errorCodes(await submit(tokens[1]!, { medicalConditions: "" }))).toEqual(["FORM_LINK_EXPIRED"]);
    } finally {
      test.clock.advance(-6 * 86_400);
    }
  });
});

describe("the fitness proof", () => {
  it("refuses a file of the wrong type or size, and keeps a photo re-encoded without its metadata", async () => {
    const { tokens } = await paidBookingWithLinks();
    const path = (await readForm(tokens[0]!)).body.data!.travellerForm.upload_path;
    const text = await upload(path, new TextEncoder().encode("<html><script>alert(1)</script>"), "image/jpeg");
    expect(text.status).toBe(400);
    expect(await text.json()).toMatchObject({ errors: [{ extensions: { code: "UPLOAD_REFUSED" } }] });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0xff, 0xd8, 0xff]);
    const tooBig = await upload(path, big, "image/jpeg");
    expect(tooBig.status).toBe(400);
    expect(await readdir(uploads)).toEqual([]);

    const photo = await aPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const accepted = await upload(path, photo, "image/jpeg");
    expect(accepted.status).toBe(201);
    expect((await readForm(tokens[0]!)).body.data!.travellerForm.fitness_status).toBe("pending");
    const back = await test.api.uploads(new Request(`http://parvat.test${path}`));
    expect(back.status).toBe(200);
    expect(back.headers.get("cache-control")).toBe("private, no-store");
    const stored = Buffer.from(await back.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it("is served to staff only by id, and approved or returned by them", async () => {
    const { bookingId, tokens } = await paidBookingWithLinks();
    const path = (await readForm(tokens[0]!)).body.data!.travellerForm.upload_path;
    await upload(path, await aPhoto(), "image/jpeg");
    const forms = await postGraphql<{ adminTravellerForms: { form_id: number; fitness_proof_path: string | null }[] }>(
      test.api,
      `query ($b: Int!) { adminTravellerForms(bookingId: $b) { form_id fitness_proof_path } }`,
      { b: bookingId },
      staff.headers,
    );
    const [first] = forms.body.data!.adminTravellerForms;
    const staffPath = first!.fitness_proof_path!;
    const get = (headers: Record<string, string>) =>
      test.api.uploads(new Request(`http://parvat.test${staffPath}`, { headers }));
    expect((await get({})).status).toBe(401);
    expect((await get(asha.headers)).status).toBe(403);
    expect((await get(staff.headers)).status).toBe(200);

    const review = (input: Record<string, unknown>) =>
      postGraphql(
        test.api,
        `mutation ($input: AdminReviewFitnessProofInput!) { adminReviewFitnessProof(input: $input) }`,
        { input },
        staff.headers,
      );
    expect(errorCodes(await review({ formId: first!.form_id, approve: false }))).toEqual(["BAD_USER_INPUT"]);
    expect(
      (await review({ formId: first!.form_id, approve: false, reason: "The screenshot does not show the date." })).body
        .errors,
    ).toBeUndefined();
    expect((await readForm(tokens[0]!)).body.data!.travellerForm).toMatchObject({
      fitness_status: "returned",
      fitness_reason: "The screenshot does not show the date.",
    });
    await upload(path, await aPhoto(), "image/jpeg");
    expect((await review({ formId: first!.form_id, approve: true })).body.errors).toBeUndefined();
    expect((await readForm(tokens[0]!)).body.data!.travellerForm.missing).not.toContain("fitness");
  });
});
