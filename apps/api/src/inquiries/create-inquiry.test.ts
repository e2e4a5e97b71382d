import { inquiries } from "@parvat/db/schema";
import { createActivity, createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
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
  it("stores a trek enquiry, normalised, with an unguessable reference", async () => {
    const response = await enquire({ input: input(), trekId });
    expect(response.body.errors).toBeUndefined();
    const { message, reference } = response.body.data!.createInquiry;
    expect(message).toBe(
      "Thank you, Rohan! A trip expert will call you on +919820123456 within a few hours (9 am to 9 pm).",
    );
    expect(reference).toMatch(/^enq-[0-9a-f]{20}$/);
    const rows = await test.db.select().from(inquiries);
    expect(rows).toEqual([
      expect.objectContaining({
        slug: reference,
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
