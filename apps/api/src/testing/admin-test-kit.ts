// What the back office's tests share: a staff member logged in without the one-time-code dance (a
// traveller's session, then the staff role, as `npm run staff:add` grants it: an owner unless the
// test asks for another role, and a session that gave its second factor unless the test asks for
// one signed in with the SMS code alone), an enquiry to answer, and the audit rows a mutation left,
// to check that every staff mutation records itself.
import { auditLog, authSessions, inquiries, users } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import type { StaffRole } from "@parvat/domain/staff-roles";
import { and, asc, eq } from "drizzle-orm";
import { logInTraveller, type Traveller } from "./booking-test-kit.ts";
import type { TestApi } from "./test-api.ts";

/**
 * A new staff account with a live session, with every permission unless another role is asked for.
 * The session has given its second factor (docs/api.md, "Staff sign-in") unless `secondFactor` is
 * false: the second factor's own tests enrol and verify through the API.
 */
export async function logInStaff(
  test: TestApi,
  staffRole: StaffRole = "owner",
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<Traveller> {
  const staff = await logInTraveller(test);
  await test.db.update(users).set({ role: "staff", staffRole }).where(eq(users.id, staff.userId));
  if (!secondFactor) {
    await test.db.update(authSessions).set({ secondFactorAt: null }).where(eq(authSessions.userId, staff.userId));
  }
  return staff;
}

/** The audit rows of one entity, oldest first. */
export function auditRowsOf(test: TestApi, entity: string, entityId: string | number) {
  return test.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}

/** A new enquiry (status new, two travellers, 50 days ahead) with the given columns. */
export async function createEnquiry(test: TestApi, values: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await test.db
    .insert(inquiries)
    .values({
      slug: `enq-${Math.random().toString(36).slice(2)}`,
      name: "Ishaan Mehta",
      mobile: "+919812300777",
      email: "ishaan@example.com",
      travelDate: addDays(businessToday(), 50),
      travellers: 2,
      ...values,
    })
    .returning();
  return row!;
}
