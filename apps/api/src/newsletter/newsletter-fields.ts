// The footer's free newsletter (SPEC.md sections 4, 5, 7, 8): the GraphQL side of newsletter.ts,
// written to the mutation template (docs/decisions/0007-mutation-template.md). The address is
// validated with the same rule the browser form uses and stored trimmed and lower-cased.
import { parseNewsletterEmail } from "@parvat/domain/newsletter";
import { requireFormSlot } from "../accounts/form-limits.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { subscribeToNewsletter } from "./newsletter.ts";

interface NewsletterSubscription {
  message: string;
  alreadySubscribed: boolean;
}

const NewsletterSubscriptionRef = builder.objectRef<NewsletterSubscription>("NewsletterSubscription").implement({
  description: "The answer to a newsletter subscription.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "A sentence to show the visitor in a toast." }),
    already_subscribed: t.exposeBoolean("alreadySubscribed", {
      description: "Always false.",
      deprecationReason:
        "Always false: whether an address was already on the list is nobody else's business, so the answer no longer says.",
    }),
  }),
});

builder.mutationField("subscribeNewsLetter", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: NewsletterSubscriptionRef,
    description:
      "Adds an email address to the newsletter. Idempotent: an address already on the list (in any case, with any surrounding spaces) succeeds without a second row, with the same answer as a new one. FORM_SUBMISSIONS_PER_IP_PER_HOUR per IP address, then RATE_LIMITED.",
    args: {
      email: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const parsed = parseNewsletterEmail(args.email);
      if (!parsed.ok) throw new UserError(parsed.message, { code: "BAD_USER_INPUT", field: "email" });
      await requireFormSlot(context, "newsletter");
      await subscribeToNewsletter(context, parsed.email);
      // The same answer either way: anyone can type an address, so it must not tell who is on the list.
      return {
        alreadySubscribed: false,
        message: `Thank you for subscribing! Our travel letter will reach ${parsed.email}.`,
      };
    },
  }),
);
