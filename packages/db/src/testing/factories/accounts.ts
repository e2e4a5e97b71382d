// Users for tests: a traveller with a unique phone number unless the test gives one.
import type { Executor, New, Row } from "../../factories/executor.ts";
import { users } from "../../schema/accounts.ts";
import { nextNumber } from "./sequence.ts";

export async function createUser(db: Executor, overrides: Partial<New<typeof users>> = {}): Promise<Row<typeof users>> {
  const [row] = await db
    .insert(users)
    .values({
      phone: `+9180000${String(nextNumber()).padStart(5, "0")}`,
      firstName: "Asha",
      lastName: "Rao",
      ...overrides,
    })
    .returning();
  return row!;
}
