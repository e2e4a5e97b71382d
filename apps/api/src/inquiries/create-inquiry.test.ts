import { inquiries } from "@parvat/db/schema";
import { createActivity, createTrek } from "@parvat/db/testing/factories/catalog";
import { REFERENCE_ALPHABET } from "@parvat/domain/booking";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

const CREATE = /* GraphQL */ `
  mutation Enquire($input: InquiryInput!, $trekId: Int, $activityId: Int) {
    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {
      message
      reference
    }
  }
`;

type Created = { createInquiry: { message: string; reference: string } };

let test: TestApi;
let trekId: number;
let inactiveTrekId: number;
let activityId: number;

beforeAll(async () => {
  test = await createTestApi();
  trekId = (await createTrek(test.db)).trek.id;
  inactiveTrekId = (await createTrek(test.db, { status: "inactive" })).trek.id;
  activityId = (await createActivity(test.db)).id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.db.delete(inquiries);
});

const input = (change: Record<string, unknown> = {}) => ({
  name: "Rohan Kulkarni",
  mobile: "098201 23456",
  email: "Rohan.K@Example.com",
  date: addDays(businessToday(), 40),
  count: 4,
  message: "Four friends, first Himalayan trek.",
  ...change,
});
const enquire = (variables: Record<string, unknown>) => postGraphql<Created>(test.api, CREATE, variables);

describe("createInquiry", () => {
  it("stores a trek enquiry, normalised, with a short reference to quote and an unguessable slug", async () => {
    const response = await enquire({ input: input(), trekId });
    expect(response.body.errors).toBeUndefined();
    const { message, reference } = response.body.data!.createInquiry;
    // The calling hours are the company's, as the contact page gives them.
    expect(message).toBe(
      "Thank you, Rohan! A trip expert will call you on +91 98201 23456, usually within a few hours (our calling hours: Monday to Saturday, 9:30 am to 7 pm).",
    );
    expect(reference).toMatch(new RegExp(`^EQ-[${REFERENCE_ALPHABET}]{6}$`));
    const rows = await test.db.select().from(inquiries);
    expect(rows).toEqual([
      expect.objectContaining({
        reference,
        slug: expect.stringMatching(/^enq-[0-9a-f]{20}$/),
        name: "Rohan Kulkarni",
        mobile: "+919820123456",
        email: "rohan.k@example.com",
        travelDate: input().date,
        travellers: 4,
        trekId,
        activityId: null,
        status: "new",
      }),
    ]);
  });

  it("stores an activity enquiry and a general one without a message", async () => {
    await enquire({ input: input({ message: null }), activityId });
    await enquire({ input: input({ message: "  " }) });
    const rows = await test.db.select().from(inquiries);
    expect(rows.map((row) => [row.activityId, row.trekId, row.message])).toEqual([
      [activityId, null, null],
      [null, null, null],
    ]);
    expect(new Set(rows.map((row) => row.slug)).size).toBe(2);
  });

  it("takes a general question without a travel date, and stores none", async () => {
    const response = await enquire({ input: input({ date: null }) });
    expect(response.body.errors).toBeUndefined();
    await enquire({ input: input({ date: "" }) });
    const rows = await test.db.select().from(inquiries);
    expect(rows.map((row) => row.travelDate)).toEqual([null, null]);
  });

  it("still needs the travel date of an enquiry about a trip or an activity", async () => {
    for (const about of [{ trekId }, { activityId }]) {
      const response = await enquire({ input: input({ date: null }), ...about });
      expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
      expect(response.body.errors![0]!.extensions).toMatchObject({ field: "date" });
    }
    expect(await test.db.$count(inquiries)).toBe(0);
  });

  it("draws another reference when the database's clashes with one taken", async () => {
    // The first two draws give the same reference; the second enquiry must still be stored, under a third.
    await test.db.execute(sql`create sequence clash_draws`);
    await test.db.execute(
      sql`alter table inquiries alter column reference set default (case when nextval('clash_draws') <= 2 then 'EQ-222222' else inquiry_reference() end)`,
    );
    try {
      const first = await enquire({ input: input() });
      const second = await enquire({ input: input({ name: "Rohan Two" }) });
      expect(first.body.data?.createInquiry.reference).toBe("EQ-222222");
      expect(second.body.errors).toBeUndefined();
      expect(second.body.data?.createInquiry.reference).toMatch(/^EQ-/);
      expect(second.body.data?.createInquiry.reference).not.toBe("EQ-222222");
    } finally {
      await test.db.execute(sql`alter table inquiries alter column reference set default inquiry_reference()`);
      await test.db.execute(sql`drop sequence clash_draws`);
    }
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const response = await enquire({
      input: input({ name: "", mobile: "12345", date: addDays(businessToday(), -1), count: 0 }),
      trekId,
    });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    const error = response.body.errors![0]!;
    expect(error.message).toBe("Enter your name");
    expect(error.extensions).toMatchObject({
      field: "name",
      fields: {
        name: "Enter your name",
        mobile: "Enter a 10-digit mobile number, like 98765 43210, or an international number starting with +",
        date: "Choose a travel date from today onwards",
        count: "At least one person must be travelling",
      },
    });
    expect(await test.db.$count(inquiries)).toBe(0);
  });

  it("refuses an enquiry about a trip that is not offered or does not exist", async () => {
    for (const id of [inactiveTrekId, 999_999]) {
      const response = await enquire({ input: input(), trekId: id });
      expect(errorCodes(response)).toEqual(["NOT_FOUND"]);
      expect(response.body.errors![0]!.message).toBe("This trip is no longer offered.");
    }
    expect(errorCodes(await enquire({ input: input(), activityId: 999_999 }))).toEqual(["NOT_FOUND"]);
    expect(await test.db.$count(inquiries)).toBe(0);
  });

  it("keeps personal data out of the logs", async () => {
    await enquire({ input: input(), trekId });
    const logged = JSON.stringify(test.logs);
    expect(logged).toContain("enquiry received");
    for (const secret of ["Kulkarni", "9820123456", "example.com"]) expect(logged).not.toContain(secret);
  });
});
