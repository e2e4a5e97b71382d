// The footer's newsletter form (SPEC.md sections 4, 5 and 8): the trimmed address goes to
// subscribeNewsLetter; the form resets whatever happens; a toast shows the server's message or
// the error's. The only client rule is the field's email type. Its notice at collection says what the
// address is for (privacy/newsletter-notice.tsx).
import { type FormEvent, useId, useRef, useState } from "react";
import { errorMessage, request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { NewsletterNotice } from "./privacy/newsletter-notice.tsx";
import { notify } from "./toasts.tsx";

const SubscribeDocument = graphql(`
  mutation Subscribe($email: String!) {
    subscribeNewsLetter(email: $email) {
      message
    }
  }
`);

export function NewsletterForm() {
  const id = useId();
  const [pending, setPending] = useState(false);
  // State updates land after a render; the ref stops a second submit in the same tick.
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    try {
      const result = await request(SubscribeDocument, { email });
      const failure = errorMessage(result);
      if (failure || !result.data) await notify("error", failure ?? "We could not subscribe you. Please try again.");
      else await notify("success", result.data.subscribeNewsLetter.message);
    } catch (error) {
      await notify("error", error instanceof Error ? error.message : "We could not subscribe you. Please try again.");
    } finally {
      form.reset();
      inFlight.current = false;
      setPending(false);
    }
  }

  return (
    <form method="post" onSubmit={onSubmit} className="mt-4" aria-busy={pending}>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-white">
        Email address
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          aria-describedby={`${id}-notice`}
          className="min-h-11 w-full min-w-0 flex-1 rounded-full border border-white/20 bg-white/5 px-4 text-sm text-white placeholder:text-slate-400 focus:border-white"
        />
        <button type="submit" disabled={pending} className="btn btn-primary shrink-0">
          {pending ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <NewsletterNotice id={`${id}-notice`} />
    </form>
  );
}
