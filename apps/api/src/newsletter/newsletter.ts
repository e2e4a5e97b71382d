// The newsletter service: adding an address to the list. It answers with an outcome, not a GraphQL
// error; newsletter-fields.ts turns it into the API's answer (the mutation template of
// docs/decisions/0007-mutation-template.md). Subscribing twice is not a failure: the second call
// writes nothing and says so.
import type { Database } from "@parvat/db/client";
import { newsletterSubscribers } from "@parvat/db/schema";
import type { Logger } from "../logger.ts";

export type SubscribeOutcome = { ok: true; alreadySubscribed: boolean };

/** Adds an address (already checked and normalised by @parvat/domain/newsletter) to the list. */
export async function subscribeToNewsletter(
  { db, log }: { db: Database; log: Logger },
  email: string,
): Promise<SubscribeOutcome> {
  // One statement, so no explicit transaction: the unique index on lower(email) decides, and two
  // simultaneous requests still make one row.
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  const alreadySubscribed = inserted.length === 0;
  // The address itself is personal data and stays out of the logs.
  log.info({ alreadySubscribed }, "newsletter subscription");
  return { ok: true, alreadySubscribed };
}
