// The enquiries inbox through the API: the filters, one enquiry with its notes and
// quotations and a WhatsApp reply, updates audited with their before and after, notes that the
// database refuses to edit, and travellers refused.
import { inquiries, inquiryNotes } from "@parvat/db/schema";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { createQuotation } from "@parvat/db/testing/factories/enquiries";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditRowsOf, logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staff: Traveller;
let colleague: Traveller;
beforeAll(async () => {
  test = await createTestApi();
  staff = await logInStaff(test);
  colleague = await logInStaff(test);
});
afterAll(() => test.close());

const LIST = /* GraphQL */ `
  query ($filter: AdminEnquiryFilter) {
    adminEnquiries(filter: $filter) { id reference kind status name about assignee_id quotation_count }
  }
`;
const ONE = /* GraphQL */ `
  query ($id: Int!) {
    adminEnquiry(id: $id) {
      summary { id status assignee_id assignee_name whatsapp_url }
      message
      notes { body author_name at }
      quotations { slug trip_title prices }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: Int!, $input: AdminEnquiryUpdate!) {
    adminUpdateEnquiry(id: $id, input: $input) { summary { status assignee_id } notes { body author_name } }
  }
`;

let sequence = 0;
async function enquiry(values: Partial<typeof inquiries.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await test.db
    .insert(inquiries)
    .values({
      slug: `enq-inbox-${sequence}`,
      name: `Meera Inbox${sequence}`,
      mobile: `+91981230${String(sequence).padStart(4, "0")}`,
      email: `meera${sequence}@example.com`,
      travelDate: addDays(businessToday(), 40),
      travellers: 2,
      ...values,
    })
    .returning();
  return row!;
}

async function list(filter: Record<string, unknown>, who: Traveller = staff) {
  const answer = await postGraphql(test.api, LIST, { filter }, who.headers);
  expect(answer.body.errors).toBeUndefined();
  return (answer.body.data as { adminEnquiries: { id: number; name: string }[] }).adminEnquiries;
}

describe("adminEnquiries", () => {
  it("lists enquiries of every kind, newest first, filtered by status, kind, assignee and search", async () => {
    const { trek } = await createTrek(test.db, { name: "Inbox Summit Trek" });
    const fromTrek = await enquiry({ trekId: trek.id, name: "Tara Trekpage" });
    const custom = await enquiry({ kind: "custom-trip", destination: "Ladakh", durationDays: 6, name: "Kabir Custom" });
    const closed = await enquiry({ status: "closed", assigneeId: colleague.userId, name: "Zoya Closed" });

    const everything = await list({});
    const ids = everything.map((row) => row.id);
    expect(ids.indexOf(closed.id)).toBeLessThan(ids.indexOf(custom.id));
    expect(ids.indexOf(custom.id)).toBeLessThan(ids.indexOf(fromTrek.id));
    expect(everything.find((row) => row.id === fromTrek.id)).toMatchObject({
      about: "Inbox Summit Trek",
      status: "new",
    });
    expect(everything.find((row) => row.id === custom.id)).toMatchObject({ about: "Ladakh", kind: "custom-trip" });

    const names = async (filter: Record<string, unknown>) => (await list(filter)).map((row) => row.name);
    expect(await names({ status: "closed" })).toContain("Zoya Closed");
    expect(await names({ status: "closed" })).not.toContain("Tara Trekpage");
    expect(await names({ kind: "custom-trip" })).toEqual(expect.arrayContaining(["Kabir Custom"]));
    expect(await names({ kind: "custom-trip" })).not.toContain("Tara Trekpage");
    expect(await names({ assignee_id: colleague.userId })).toEqual(["Zoya Closed"]);
    expect(await names({ unassigned: true })).not.toContain("Zoya Closed");
    expect(await names({ search: "trekpage" })).toEqual(["Tara Trekpage"]);
    expect(await names({ search: fromTrek.mobile.slice(-6) })).toEqual(["Tara Trekpage"]);
    expect(await names({ search: "100%" })).toEqual([]);
  });

  it("refuses an unknown status with BAD_USER_INPUT", async () => {
    const answer = await postGraphql(test.api, LIST, { filter: { status: "lost" } }, staff.headers);
    expect(errorCodes(answer)).toEqual(["BAD_USER_INPUT"]);
  });

  it("refuses travellers (FORBIDDEN) and visitors (UNAUTHENTICATED)", async () => {
    const traveller = await logInTraveller(test);
    expect(errorCodes(await postGraphql(test.api, LIST, {}, traveller.headers))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await postGraphql(test.api, LIST, {}))).toEqual(["UNAUTHENTICATED"]);
    const row = await enquiry();
    const update = await postGraphql(test.api, UPDATE, { id: row.id, input: { status: "closed" } }, traveller.headers);
    expect(errorCodes(update)).toEqual(["FORBIDDEN"]);
    const [after] = await test.db.select().from(inquiries).where(eq(inquiries.id, row.id));
    expect(after!.status).toBe("new");
  });
});

describe("adminEnquiry", () => {
  it("answers the enquiry with its quotations and a prefilled WhatsApp reply to the traveller", async () => {
    const { inquiry, quotation } = await createQuotation(test.db, { inquiry: { message: "Two of us, in April" } });
    const answer = await postGraphql(test.api, ONE, { id: inquiry.id }, staff.headers);
    expect(answer.body.errors).toBeUndefined();
    const found = (
      answer.body.data as {
        adminEnquiry: { message: string; quotations: unknown[]; summary: { whatsapp_url: string } };
      }
    ).adminEnquiry;
    expect(found.message).toBe("Two of us, in April");
    expect(found.quotations).toEqual([
      { slug: quotation.slug, trip_title: quotation.tripTitle, prices: [38_000, 47_000] },
    ]);
    const url = new URL(found.summary.whatsapp_url);
    expect(url.origin + url.pathname).toBe(`https://wa.me/${inquiry.mobile.slice(1)}`);
    expect(url.searchParams.get("text")).toContain(`Hi Asha`);
    expect(url.searchParams.get("text")).toContain(`(ref. ${inquiry.reference})`);
  });

  it("answers null for an unknown id", async () => {
    const answer = await postGraphql(test.api, ONE, { id: 987_654 }, staff.headers);
    expect(answer.body).toEqual({ data: { adminEnquiry: null } });
  });
});

describe("adminUpdateEnquiry", () => {
  it("changes status and assignee, appends a note with its author, and audits before and after", async () => {
    const row = await enquiry();
    const first = await postGraphql(
      test.api,
      UPDATE,
      { id: row.id, input: { status: "quoted", assigneeId: colleague.userId, note: "Called; wants a houseboat." } },
      staff.headers,
    );
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data).toEqual({
      adminUpdateEnquiry: {
        summary: { status: "quoted", assignee_id: colleague.userId },
        notes: [{ body: "Called; wants a houseboat.", author_name: "Asha Rao" }],
      },
    });
    // A note alone leaves status and assignee; an explicit null unassigns.
    await postGraphql(test.api, UPDATE, { id: row.id, input: { note: "Sent option B." } }, colleague.headers);
    const last = await postGraphql(test.api, UPDATE, { id: row.id, input: { assigneeId: null } }, staff.headers);
    expect(last.body.data).toMatchObject({
      adminUpdateEnquiry: { summary: { status: "quoted", assignee_id: null } },
    });
    const audit = await auditRowsOf(test, "enquiry", row.id);
    expect(audit.map((entry) => [entry.staffUserId, entry.action, entry.before, entry.after])).toEqual([
      [
        staff.userId,
        "update-enquiry",
        { status: "new", assigneeId: null },
        { status: "quoted", assigneeId: colleague.userId, note: "Called; wants a houseboat." },
      ],
      [
        colleague.userId,
        "update-enquiry",
        { status: "quoted", assigneeId: colleague.userId },
        { status: "quoted", assigneeId: colleague.userId, note: "Sent option B." },
      ],
      [
        staff.userId,
        "update-enquiry",
        { status: "quoted", assigneeId: colleague.userId },
        { status: "quoted", assigneeId: null },
      ],
    ]);
  });

  it.each([
    ["an assignee who is not staff", "assigneeId", async () => ({ assigneeId: (await logInTraveller(test)).userId })],
    ["nothing to change", "note", async () => ({ note: "   " })],
    ["a note too long", "note", async () => ({ note: "x".repeat(2_001) })],
    ["an unknown status", "status", async () => ({ status: "lost" })],
  ] as const)("refuses %s with BAD_USER_INPUT and changes nothing", async (_what, field, input) => {
    const row = await enquiry();
    const answer = await postGraphql(test.api, UPDATE, { id: row.id, input: await input() }, staff.headers);
    expect(errorCodes(answer)).toEqual(["BAD_USER_INPUT"]);
    expect(answer.body.errors![0]!.extensions!.field).toBe(field);
    expect(await auditRowsOf(test, "enquiry", row.id)).toEqual([]);
  });

  it("says NOT_FOUND for an unknown enquiry", async () => {
    const answer = await postGraphql(test.api, UPDATE, { id: 987_654, input: { status: "closed" } }, staff.headers);
    expect(errorCodes(answer)).toEqual(["NOT_FOUND"]);
  });

  it("keeps notes append-only: the database refuses to edit or delete one, but not to delete its enquiry", async () => {
    const row = await enquiry();
    await postGraphql(test.api, UPDATE, { id: row.id, input: { note: "First call." } }, staff.headers);
    await expect(
      test.db.execute(sql`update inquiry_notes set body = 'rewritten' where inquiry_id = ${row.id}`),
    ).rejects.toThrow();
    await expect(test.db.execute(sql`delete from inquiry_notes where inquiry_id = ${row.id}`)).rejects.toThrow();
    await test.db.delete(inquiries).where(eq(inquiries.id, row.id));
    expect(await test.db.select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, row.id))).toEqual([]);
  });
});
