// The footer's free newsletter (SPEC.md sections 4, 5, 7, 8): the GraphQL side of newsletter.ts,
// written to the mutation template (docs/decisions/0007-mutation-template.md). The address is
// validated with the same rule the browser form uses and stored trimmed and lower-cased.
import { parseNewsletterEmail } from "@parvat/domain/newsletter";
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
      description: "True when the address was on the list before this request.",
    }),
  }),
});

builder.mutationField("subscribeNewsLetter", (t) =>
  t.field({
    type: NewsletterSubscriptionRef,
    description:
      "Adds an email address to the newsletter. Idempotent: an address already on the list (in any case, with any surrounding spaces) succeeds without a second row.",
    args: {
      email: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const parsed = parseNewsletterEmail(args.email);
      if (!parsed.ok) throw new UserError(parsed.message, { code: "BAD_USER_INPUT", field: "email" });
      const { alreadySubscribed } = await subscribeToNewsletter(context, parsed.email);
      return {
        alreadySubscribed,
        message: alreadySubscribed
          ? `${parsed.email} is already subscribed to our newsletter. Thank you for staying with us!`
          : `Thank you for subscribing! Our travel letter will reach ${parsed.email}.`,
      };
    },
  }),
);
