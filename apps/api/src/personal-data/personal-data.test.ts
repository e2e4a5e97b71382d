// Travellers' personal data as docs/api.md, "Personal data" says: encrypted by the application (the
// tables read raw hold none of it), bound to its row (a value moved to another row does not open), a
// wrong key a clear error, keys rotated; ID numbers masked to everyone and revealed whole one at a time,
// with a reason, audited; every staff read logged and answered to the owner; and erased
// PERSONAL_DATA_RETENTION_DAYS after the trip unless held, the read log pruned after a year.

import { selectRows } from "@parvat/db/client";
import {
  bookings,
  events,
  fitnessProofFiles,
  personalDataReads,
  travellerForms,
  tripRequirements,
} from "@parvat/db/schema";
import { businessToday, daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { createFormKit, type FormKit, formOfAPaidBooking } from "../testing/form-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import {
  newKeyRingText,
  openText,
  PersonalDataError,
  parseKeyRing,
  personalDataKeys,
  sealText,
  setPersonalDataKeys,
} from "./personal-data-cipher.ts";
import { resealPersonalData } from "./reseal.ts";
import { openFormAnswers } from "./sealed-forms.ts";

let test: TestApi;
let kit: FormKit;

beforeAll(async () => {
  test = await createTestApi();
  kit = await createFormKit(test);
  await test.db
    .insert(tripRequirements)
    .values({ trekId: kit.trip.trekId, permitIdRequired: true, fitnessProofRequired: true });
});
afterAll(() => test.close());

const ANSWERS = {
  emergencyName: "Meera Kulkarni",
  emergencyPhone: "98450 12345",
  emergencyRelation: "Mother-in-law",
  medicalConditions: "Exercise-induced bronchospasm",
  medicines: "Montelukast tablets",
  allergies: "Sulfonamide antibiotics",
  medicalNotes: "Carries a spacer device",
  idType: "aadhaar",
  idNumber: "2345 6789 0124",
};

async function filledForm() {
  const form = await formOfAPaidBooking(test, kit);
  const saved = await postGraphql(
    test.api,
    "mutation ($t: String!, $i: TravellerFormInput!) { submitTravellerForm(token: $t, input: $i) { id_number } }",
    { t: form.token, i: ANSWERS },
  );
  expect(saved.body.errors).toBeUndefined();
  expect(saved.body.data).toEqual({ submitTravellerForm: { id_number: "XXXX XXXX 0124" } });
  const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 200, b: 90 } } })
    .png()
    .toBuffer();
  const uploaded = await test.api.uploads(
    new Request(`http://parvat.test/api/forms/${form.token}/fitness-proof`, {
      method: "POST",
      headers: { "content-type": "image/png" },
      body: photo,
    }),
  );
  expect(uploaded.status).toBe(201);
  return form;
}

const staffForms = (bookingId: number, headers: Record<string, string>) =>
  postGraphql<{
    adminTravellerForms: { form_id: number; participant_id: number; medical_conditions: string; id_number: string }[];
  }>(
    test.api,
    "query ($b: Int!) { adminTravellerForms(bookingId: $b) { form_id participant_id medical_conditions id_number } }",
    { b: bookingId },
    headers,
  );

describe("at rest", () => {
  it("holds none of the answers or the file in the tables, read raw", async () => {
    const { formId, bookingId } = await filledForm();
    const [{ row }] = (await selectRows<{ row: string }>(
      test.db,
      sql`select row_to_json(f)::text as row from traveller_forms f where id = ${formId}`,
    )) as [{ row: string }];
    for (const value of [
      "Meera",
      "45012345",
      "Mother",
      "bronchospasm",
      "Montelukast",
      "Sulfonamide",
      "spacer",
      "234567890124",
      "0124",
    ]) {
      expect(row).not.toContain(value);
    }
    expect(row).toMatch(/"medical_conditions":"v1\.test\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+"/);
    const [file] = await test.db.select().from(fitnessProofFiles).where(eq(fitnessProofFiles.formId, formId));
    // Neither a PNG's signature nor its header chunk: the bytes are sealed.
    expect(file!.content.subarray(0, 8).toString("latin1")).toBe("v1.test.");
    expect(file!.content.includes(Buffer.from("IHDR"))).toBe(false);

    // Staff read the answers opened, the ID number masked, and the file as uploaded.
    const staff = await staffForms(bookingId, kit.staff.headers);
    expect(staff.body.data!.adminTravellerForms).toEqual([
      expect.objectContaining({ medical_conditions: "Exercise-induced bronchospasm", id_number: "XXXX XXXX 0124" }),
    ]);
    const proof = await test.api.uploads(
      new Request(`http://parvat.test/api/admin/forms/${formId}/fitness-proof`, { headers: kit.staff.headers }),
    );
    expect(proof.status).toBe(200);
    expect(
      Buffer.from(await proof.arrayBuffer())
        .subarray(1, 4)
        .toString("latin1"),
    ).toBe("PNG");
  });

  it("refuses, clearly, a value moved to another row, a changed value and a key it does not hold", async () => {
    const first = await filledForm();
    const second = await filledForm();
    const [moved] = await test.db
      .select({ medicines: travellerForms.medicines })
      .from(travellerForms)
      .where(eq(travellerForms.id, first.formId));
    await test.db
      .update(travellerForms)
      .set({ medicines: moved!.medicines })
      .where(eq(travellerForms.id, second.formId));
    const [row] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, second.formId));
    expect(() => openFormAnswers(row!)).toThrow(
      new RegExp(`traveller_forms.medicines:${second.formId} does not decrypt with key "test"`),
    );
    // Through the API: an error, logged in full, never someone else's answer.
    const answer = await staffForms(second.bookingId, kit.staff.headers);
    expect(errorCodes(answer)).toEqual(["INTERNAL_SERVER_ERROR"]);
    expect(JSON.stringify(answer.body)).not.toContain("Montelukast");
    expect(test.logs.some((line) => line.err?.message.includes("does not decrypt"))).toBe(true);

    const ring = personalDataKeys();
    const sealed = sealText(ring, "Salbutamol", "traveller_forms.medicines:1");
    const changed = `${sealed.slice(0, -2)}${sealed.endsWith("AA") ? "BB" : "AA"}`;
    expect(() => openText(ring, changed, "traveller_forms.medicines:1")).toThrow(PersonalDataError);
    expect(() => openText(parseKeyRing(newKeyRingText("test")), sealed, "traveller_forms.medicines:1")).toThrow(
      /does not decrypt with key "test"/,
    );
    expect(() => openText(parseKeyRing(newKeyRingText("k9")), sealed, "traveller_forms.medicines:1")).toThrow(
      /sealed with key "test", which PERSONAL_DATA_KEY does not hold/,
    );
    expect(() => openText(ring, "Salbutamol", "traveller_forms.medicines:1")).toThrow(/is not encrypted/);
  });

  it("rotates to a new key, resumably, and encrypts what an earlier release left in plain text", async () => {
    const { formId, bookingId } = await filledForm();
    await test.db.update(travellerForms).set({ allergies: "Peanuts (plain)" }).where(eq(travellerForms.id, formId));
    // The server's scan at start seals what is plain and nothing else.
    const plain = await test.api.periodic.run("personal-data");
    expect(plain.valuesEncrypted).toBeGreaterThanOrEqual(1);
    const [sealedRow] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, formId));
    expect(sealedRow!.allergies).toMatch(/^v1\.test\./);

    const development = personalDataKeys();
    const rotated = parseKeyRing(`${newKeyRingText("k2")},test:${development.keys.get("test")!.toString("base64")}`);
    setPersonalDataKeys(rotated);
    try {
      const counts = await resealPersonalData(test.db, rotated, { scope: "rotate", batchSize: 2 });
      expect(counts.resealed).toBeGreaterThan(8);
      expect(counts.plainSealed).toBe(0);
      // The value the test above moved to another row is left as it is, and named.
      expect(counts.unreadable).toEqual([expect.stringMatching(/^traveller_forms\.medicines:\d+$/)]);
      expect(await resealPersonalData(test.db, rotated, { scope: "rotate" })).toEqual({
        formsChanged: 0,
        filesChanged: 0,
        plainSealed: 0,
        resealed: 0,
        unreadable: counts.unreadable,
      });
      // The old key is no longer needed: the new one alone opens everything.
      setPersonalDataKeys(parseKeyRing(`k2:${rotated.current.key.toString("base64")}`));
      const staff = await staffForms(bookingId, kit.staff.headers);
      expect(staff.body.errors).toBeUndefined();
      expect(staff.body.data!.adminTravellerForms[0]!.medical_conditions).toBe("Exercise-induced bronchospasm");
      const [file] = await test.db.select().from(fitnessProofFiles).where(eq(fitnessProofFiles.formId, formId));
      expect(file!.content.subarray(0, 6).toString("latin1")).toBe("v1.k2.");
    } finally {
      // Back to the development key for the other tests: everything rotated back under it.
      const back = parseKeyRing(
        `test:${development.keys.get("test")!.toString("base64")},k2:${rotated.current.key.toString("base64")}`,
      );
      setPersonalDataKeys(back);
      await resealPersonalData(test.db, back, { scope: "rotate" });
      setPersonalDataKeys(development);
    }
  });
});

describe("an ID number", () => {
  it("is revealed whole to a role with id-reveal, one traveller at a time, with a reason, audited and logged", async () => {
    const { formId, bookingId } = await filledForm();
    const reveal = (headers: Record<string, string>, reason: string, id = formId) =>
      postGraphql<{ adminRevealIdNumber: { id_number: string; id_number_masked: string } }>(
        test.api,
        "mutation ($i: AdminRevealIdNumberInput!) { adminRevealIdNumber(input: $i) { id_number id_number_masked } }",
        { i: { formId: id, reason } },
        headers,
      );
    const desk = await logInStaff(test, "trip_desk");
    const revealed = await reveal(desk.headers, "Forest permit at Sankri checkpost");
    expect(revealed.body.data).toEqual({
      adminRevealIdNumber: { id_number: "234567890124", id_number_masked: "XXXX XXXX 0124" },
    });
    expect(await auditRowsOf(test, "booking", bookingId)).toContainEqual(
      expect.objectContaining({
        action: "reveal-id-number",
        staffUserId: desk.userId,
        after: expect.objectContaining({ reason: "Forest permit at Sankri checkpost", idType: "aadhaar" }),
      }),
    );
    expect(JSON.stringify(await auditRowsOf(test, "booking", bookingId))).not.toContain("234567890124");
    expect(errorCodes(await reveal(desk.headers, " "))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await reveal(desk.headers, "x".repeat(501)))).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(await reveal(desk.headers, "Permit", 2_147_483_647))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await reveal(desk.headers, "Permit", -1))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await reveal((await logInStaff(test, "accounts")).headers, "Permit"))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await reveal((await logInStaff(test, "trek_leader")).headers, "Permit"))).toEqual(["FORBIDDEN"]);

    // The owner asks whose data the desk read: this traveller's ID number, by this operation.
    const reads = await postGraphql<{
      adminPersonalDataReads: { what: string; operation: string; booking_id: number }[];
    }>(
      test.api,
      "query ($s: Int) { adminPersonalDataReads(staffUserId: $s) { what operation booking_id traveller_name staff_name at } }",
      { s: desk.userId },
      kit.staff.headers,
    );
    expect(reads.body.data!.adminPersonalDataReads).toEqual([
      expect.objectContaining({ what: "id-number", operation: "adminRevealIdNumber", booking_id: bookingId }),
    ]);
    const refused = await postGraphql(
      test.api,
      "{ adminPersonalDataReads(limit: 0) { id } }",
      undefined,
      kit.staff.headers,
    );
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(
      errorCodes(await postGraphql(test.api, "{ adminPersonalDataReads { id } }", undefined, desk.headers)),
    ).toEqual(["FORBIDDEN"]);
  });

  it("is not logged as read when the back office asks only what is missing", async () => {
    const { bookingId } = await filledForm();
    const before = await test.db.select().from(personalDataReads).where(eq(personalDataReads.bookingId, bookingId));
    await postGraphql(
      test.api,
      "query ($b: Int!) { adminTravellerForms(bookingId: $b) { missing fitness_status } }",
      { b: bookingId },
      kit.staff.headers,
    );
    const after = await test.db.select().from(personalDataReads).where(eq(personalDataReads.bookingId, bookingId));
    expect(after.length).toBe(before.length);
    await staffForms(bookingId, kit.staff.headers);
    const logged = await test.db.select().from(personalDataReads).where(eq(personalDataReads.bookingId, bookingId));
    expect(logged.length).toBe(before.length + 1);
  });
});

describe("retention", () => {
  it("erases a departure's answers and files once it ended long enough ago, unless held; prunes the read log after a year", async () => {
    const kept = await filledForm();
    const erased = await filledForm();
    const eventOf = async (bookingId: number) => {
      const [row] = await test.db
        .select({ eventId: bookings.eventId, endDate: events.endDate })
        .from(bookings)
        .innerJoin(events, eq(events.id, bookings.eventId))
        .where(eq(bookings.id, bookingId));
      return { eventId: row!.eventId!, endDate: row!.endDate };
    };
    const keptEvent = await eventOf(kept.bookingId);
    const erasedEvent = await eventOf(erased.bookingId);
    const desk = await logInStaff(test, "trip_desk");
    const hold = (name: string, eventId: number, reason: string) =>
      postGraphql(
        test.api,
        `mutation ($i: AdminPersonalDataHoldInput!) { ${name}(input: $i) { __typename } }`,
        { i: { eventId, reason } },
        desk.headers,
      );
    expect(
      errorCodes(await hold("adminPlacePersonalDataHold", keptEvent.eventId, "Fall on the descent: insurer's claim")),
    ).toEqual([]);
    expect(errorCodes(await hold("adminPlacePersonalDataHold", keptEvent.eventId, "Again"))).toEqual([
      "BAD_USER_INPUT",
    ]);
    expect(errorCodes(await hold("adminPlacePersonalDataHold", 2_147_483_647, "Unknown"))).toEqual(["NOT_FOUND"]);
    expect(errorCodes(await hold("adminPlacePersonalDataHold", erasedEvent.eventId, ""))).toEqual(["BAD_USER_INPUT"]);
    expect(
      errorCodes(
        await postGraphql(
          test.api,
          'mutation { adminPlacePersonalDataHold(input: { eventId: 1, reason: "Incident" }) { __typename } }',
          undefined,
          (await logInStaff(test, "trek_leader")).headers,
        ),
      ),
    ).toEqual(["FORBIDDEN"]);
    expect(await auditRowsOf(test, "event", keptEvent.eventId)).toContainEqual(
      expect.objectContaining({ action: "place-personal-data-hold", staffUserId: desk.userId }),
    );

    // An old read, past the year the log is kept.
    const ancient = new Date(test.clock.now().getTime() - 400 * 86_400_000);
    await test.db.insert(personalDataReads).values({
      staffUserId: desk.userId,
      at: ancient,
      participantId: 1,
      bookingId: 1,
      operation: "adminTravellerForms",
      what: "health-and-contact",
    });

    // 30 days after the last day: still kept. 31: erased.
    const today = businessToday("Asia/Kolkata", test.clock.now());
    const lastEnd = [keptEvent.endDate, erasedEvent.endDate].sort().at(-1) as IsoDate;
    test.clock.advance((daysBetween(today, lastEnd) + 30) * 86_400);
    const early = await test.api.periodic.run("personal-data");
    expect(early.readsPruned).toBe(1);
    const [stillThere] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, erased.formId));
    expect(stillThere!.personalDataErasedAt).toBeNull();

    test.clock.advance(86_400);
    const swept = await test.api.periodic.run("personal-data");
    expect(swept.formsErased).toBeGreaterThanOrEqual(1);
    const [gone] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, erased.formId));
    expect(gone).toMatchObject({
      emergencyName: null,
      emergencyPhone: null,
      medicalConditions: null,
      medicines: null,
      allergies: null,
      medicalNotes: null,
      idNumber: null,
      fitnessFile: null,
      personalDataErasedAt: expect.any(Date),
    });
    expect(await test.db.select().from(fitnessProofFiles).where(eq(fitnessProofFiles.formId, erased.formId))).toEqual(
      [],
    );
    const [held] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, kept.formId));
    expect(held!.medicines).not.toBeNull();
    // Idempotent: nothing more to do.
    expect((await test.api.periodic.run("personal-data")).formsErased).toBe(0);

    // Released (audited): the next scan erases it.
    const owner = await logInStaff(test, "owner");
    const release = await postGraphql(
      test.api,
      "mutation ($i: AdminPersonalDataHoldInput!) { adminReleasePersonalDataHold(input: $i) }",
      { i: { eventId: keptEvent.eventId, reason: "Claim settled" } },
      owner.headers,
    );
    expect(release.body).toEqual({ data: { adminReleasePersonalDataHold: true } });
    expect((await test.api.periodic.run("personal-data")).formsErased).toBeGreaterThanOrEqual(1);
    const [released] = await test.db.select().from(travellerForms).where(eq(travellerForms.id, kept.formId));
    expect(released!.medicines).toBeNull();
  });
});
