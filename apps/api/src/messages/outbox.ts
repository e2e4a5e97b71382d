// The one way the site sends a message to a traveller (WhatsApp, SMS or email): a row of `messages`
// and a job to send it, written in the caller's transaction (docs/decisions/0009-jobs-table.md), so a
// message goes if and only if the change that caused it commits. The job (send.ts) picks the channel
// when it runs, by the traveller's preference and opt-outs then.
import type { Database, Transaction } from "@parvat/db/client";
import { messages } from "@parvat/db/schema";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import type { SendCondition } from "./send-conditions.ts";
import { type TemplateName, type TemplateVariables, templateOf } from "./templates.ts";

/** Tries of one message before it is marked failed (5 s doubling: about 10 minutes in all). */
export const MESSAGE_MAX_ATTEMPTS = 8;

export interface OutgoingMessage<T extends TemplateName> {
  template: T;
  /** Every declared variable, a string. */
  variables: TemplateVariables<T>;
  to: { accountId?: number | null; phone?: string | null; email?: string | null };
  /** Listed on the booking's back-office page. */
  bookingId?: number | null;
  /** Money and safety: sent by one channel even when the traveller opted out. */
  transactional: boolean;
  /** Queued once per key: the same key is never sent twice. */
  key: string;
  /** Default: now. */
  sendAt?: Date;
  /** Checked again just before sending: the message is skipped when it no longer holds (a balance paid meanwhile). */
  sendIf?: SendCondition;
  /** A resend by staff: the message it repeats. */
  resendOf?: number;
}

/** Queues a message in the caller's transaction; answers false when that key was already queued. */
export async function enqueueMessage<T extends TemplateName>(
  tx: Transaction | Database,
  message: OutgoingMessage<T>,
): Promise<boolean> {
  const variables = checkedVariables(message.template, message.variables as Record<string, unknown>);
  const { accountId, phone, email } = message.to;
  if (!accountId && !phone && !email) throw new Error(`Message "${message.key}" has nobody to go to`);
  const sendAt = message.sendAt ?? new Date();
  const [row] = await tx
    .insert(messages)
    .values({
      key: message.key,
      template: message.template,
      variables,
      accountId: accountId ?? null,
      toPhone: phone ?? null,
      toEmail: email ?? null,
      bookingId: message.bookingId ?? null,
      transactional: message.transactional,
      sendAt,
      sendIf: message.sendIf ?? null,
      resendOf: message.resendOf ?? null,
    })
    .onConflictDoNothing({ target: messages.key })
    .returning({ id: messages.id });
  if (!row) return false;
  await enqueueJobs(tx, [
    job("message", { messageId: row.id }, sendAt, { key: `message:${row.id}`, maxAttempts: MESSAGE_MAX_ATTEMPTS }),
  ]);
  return true;
}

/** The variables exactly as the template declares them: a missing, extra or non-string one is a bug of the caller. */
export function checkedVariables(template: string, given: Record<string, unknown>): Record<string, string> {
  const declared = templateOf(template).variables;
  const problems: string[] = [];
  for (const name of declared) if (typeof given[name] !== "string") problems.push(`${name} is missing or not a string`);
  for (const name of Object.keys(given)) if (!declared.includes(name)) problems.push(`${name} is not declared`);
  if (problems.length > 0) throw new Error(`Message template "${template}": ${problems.join("; ")}`);
  return Object.fromEntries(declared.map((name) => [name, given[name] as string]));
}
