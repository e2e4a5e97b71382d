// The waitlist's join form: the package, the group's size (1 to 12) and where the offer's email goes,
// with the line ahead and the odds for a group of that size from the trip's past departures
// (waitlistOutlook), read again as the size changes. Joined, the traveller sees their entry and their
// place in line.
import { WAITLIST_MAX_TRAVELLERS } from "@parvat/domain/waitlist";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorCode, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { resetCredentials } from "../../lib/credentials.ts";
import { waitlistEntryPath } from "../../lib/paths.ts";
import { formFields } from "../form-fields.tsx";
import { plural } from "../trek/trek-format.ts";

const JoinWaitlistDocument = graphql(`
  mutation JoinWaitlist($input: JoinWaitlistInput!) {
    joinWaitlist(input: $input) { id }
  }
`);

const WaitlistOutlookDocument = graphql(`
  query WaitlistOutlook($eventId: Int!, $travellers: Int!) {
    waitlistOutlook(eventId: $eventId, travellers: $travellers) {
      waiting
      likelihood { percent text }
    }
  }
`);

type Outlook = { waiting: number; likelihood: { percent: number | null; text: string } };

/** The line ahead and the odds for a group of `travellers`, or null until known (or for a size out of range). */
function useOutlook(eventId: number, travellers: number): Outlook | null {
  const [outlook, setOutlook] = useState<Outlook | null>(null);
  useEffect(() => {
    if (!Number.isInteger(travellers) || travellers < 1 || travellers > WAITLIST_MAX_TRAVELLERS) {
      setOutlook(null);
      return;
    }
    const controller = new AbortController();
    request(WaitlistOutlookDocument, { eventId, travellers }, { signal: controller.signal })
      .then((result) => setOutlook(result.data?.waitlistOutlook ?? null))
      .catch(() => {
        if (!controller.signal.aborted) setOutlook(null);
      });
    return () => controller.abort();
  }, [eventId, travellers]);
  return outlook;
}

/** "Nobody is waiting yet", "1 group is waiting", "3 groups are waiting". */
export function lineInWords(waiting: number): string {
  if (waiting === 0) return "Nobody is waiting for this date yet: you would be first in line.";
  return `${plural(waiting, "group")} ${waiting === 1 ? "is" : "are"} waiting for this date: you would be number ${waiting + 1} in line.`;
}

export function JoinWaitlistForm({
  eventId,
  packages,
  packageId,
  seatsLeft,
}: {
  eventId: number;
  packages: readonly { id: number; name: string }[];
  packageId: number;
  seatsLeft: number;
}) {
  const id = useId();
  const navigate = useNavigate();
  const [travellers, setTravellers] = useState(String(Math.min(WAITLIST_MAX_TRAVELLERS, seatsLeft + 1)));
  const outlook = useOutlook(eventId, Number(travellers));
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("contact_email") ?? "").trim();
    inFlight.current = true;
    setPending(true);
    setProblem(null);
    try {
      const response = await request(JoinWaitlistDocument, {
        input: {
          eventId,
          packageId: Number(form.get("packageId")),
          travellers: Number(form.get("travellers")),
          contact_email: email === "" ? null : email,
        },
      });
      const error = response.errors[0];
      if (!error && response.data) {
        navigate(waitlistEntryPath(response.data.joinWaitlist.id));
        return;
      }
      const code = errorCode(error);
      if (code === "UNAUTHENTICATED" || code === "invalid-jwt") resetCredentials();
      else setProblem(error?.message ?? "We could not put you on the waitlist. Please try again.");
    } catch {
      setProblem(NETWORK_ERROR_MESSAGE);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  const problemId = `${id}-problem`;
  const { inputClass } = formFields<"field">(id, {});
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={pending}
      aria-describedby={problem ? problemId : undefined}
      className="card grid max-w-xl gap-4 p-5 sm:p-6"
    >
      <p className="text-slate-700">
        {seatsLeft === 0
          ? "This date is full."
          : `Only ${plural(seatsLeft, "seat")} ${seatsLeft === 1 ? "is" : "are"} left on this date.`}{" "}
        Join its waitlist for free: when seats for your whole group come back, they are kept for you for a few hours and
        we tell you by the channel your message settings choose (WhatsApp, SMS or email). You can leave at any time.
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-package`} className="font-medium text-slate-900">
          Package
        </label>
        <select id={`${id}-package`} name="packageId" defaultValue={packageId} className={inputClass("field")}>
          {packages.map((pkg) => (
            <option key={pkg.id} value={pkg.id}>
              {pkg.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-travellers`} className="font-medium text-slate-900">
          Travellers in your group
        </label>
        <input
          id={`${id}-travellers`}
          name="travellers"
          type="number"
          inputMode="numeric"
          min={1}
          max={WAITLIST_MAX_TRAVELLERS}
          value={travellers}
          onChange={(event) => setTravellers(event.target.value)}
          required
          aria-describedby={`${id}-outlook`}
          className={inputClass("field")}
        />
      </div>
      <div id={`${id}-outlook`} aria-live="polite" className="grid gap-1 text-sm text-slate-700 empty:hidden">
        {outlook ? (
          <>
            <p>{lineInWords(outlook.waiting)}</p>
            <p>{outlook.likelihood.text}</p>
          </>
        ) : null}
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="font-medium text-slate-900">
          Email for the offer (optional)
        </label>
        <input
          id={`${id}-email`}
          name="contact_email"
          type="email"
          autoComplete="email"
          className={inputClass("field")}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="font-medium text-primary-strong">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary justify-self-start" disabled={pending}>
        {pending ? "Joining…" : "Join the waitlist"}
      </button>
    </form>
  );
}
