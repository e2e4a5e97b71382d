// Public forms that write without a login (the newsletter, enquiries) are counted per IP address, so
// a script cannot fill the tables or the trip desk's queue from one machine. Resolvers call
// `requireFormSlot` after checking their input; a refusal is RATE_LIMITED, like the login limits.
import { describeWait } from "@parvat/domain/login";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import type { PublicForm } from "./accounts.ts";

/** `phone` (E.164), when the form names one, is counted too: FORM_SUBMISSIONS_PER_PHONE_PER_DAY. */
export async function requireFormSlot(context: Context, form: PublicForm, phone?: string): Promise<void> {
  const blocked = await context.accounts.takeFormSlot(form, context.clientAddress, phone);
  if (!blocked) return;
  throw new UserError(
    `Too many requests from your network. Please try again in ${describeWait(blocked.retryAfterSeconds)}.`,
    { code: "RATE_LIMITED", details: { retryAfterSeconds: blocked.retryAfterSeconds } },
  );
}
