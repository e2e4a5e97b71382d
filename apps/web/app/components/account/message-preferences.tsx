// The dashboard's "How we reach you": the channel tried first for the traveller's messages (WhatsApp,
// SMS or email) and the channels they never want (messagePreferences / setMessagePreferences; the outbox
// follows them, docs/api.md "Messages to travellers"). Messages about money and safety still reach them by
// one channel. Offers and news are a separate matter: only the travel letter, by email, to those who
// subscribe. Saving says exactly what is now in force.
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import type { MessageChannel, MessagePreferencesQuery } from "../../graphql/generated/graphql.ts";
import { preferenceProblem, preferencesSummary } from "./message-preference-words.ts";

const MessagePreferencesDocument = graphql(`
  query MessagePreferences {
    messagePreferences {
      preferred_channel
      whatsapp_opt_out
      sms_opt_out
      email_opt_out
      marketing_opt_out
    }
  }
`);

const SetMessagePreferencesDocument = graphql(`
  mutation SetMessagePreferences(
    $preferredChannel: MessageChannel!
    $whatsappOptOut: Boolean!
    $smsOptOut: Boolean!
    $emailOptOut: Boolean!
    $marketingOptOut: Boolean!
  ) {
    setMessagePreferences(
      preferredChannel: $preferredChannel
      whatsappOptOut: $whatsappOptOut
      smsOptOut: $smsOptOut
      emailOptOut: $emailOptOut
      marketingOptOut: $marketingOptOut
    ) {
      preferred_channel
      whatsapp_opt_out
      sms_opt_out
      email_opt_out
      marketing_opt_out
    }
  }
`);

type Preferences = MessagePreferencesQuery["messagePreferences"];

const CHANNELS: readonly { value: MessageChannel; label: string; hint: string }[] = [
  { value: "whatsapp", label: "WhatsApp", hint: "on the number you log in with" },
  { value: "sms", label: "SMS", hint: "on the number you log in with" },
  { value: "email", label: "Email", hint: "to the email you gave with a booking" },
];

const optOutKey = {
  whatsapp: "whatsapp_opt_out",
  sms: "sms_opt_out",
  email: "email_opt_out",
} as const satisfies Record<string, keyof Preferences>;

export function MessagePreferences() {
  const id = useId();
  const [saved, setSaved] = useState<Preferences | null | "failed">(null);
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ kind: "done" | "error"; text: string } | null>(null);

  const load = useCallback(async () => {
    try {
      const result = await request(MessagePreferencesDocument);
      if (result.data) {
        setSaved(result.data.messagePreferences);
        setDraft(result.data.messagePreferences);
      } else setSaved("failed");
    } catch {
      setSaved("failed");
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (saved === "failed") {
    return (
      <div className="card p-5" role="alert">
        <p className="text-slate-900">We could not load how we reach you.</p>
        <button type="button" className="btn btn-secondary mt-3" onClick={() => void load()}>
          Try again
        </button>
      </div>
    );
  }
  if (!draft) {
    return (
      <p role="status" className="text-slate-600">
        Loading how we reach you…
      </p>
    );
  }

  const problem = preferenceProblem(draft);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || problem) return;
    setSending(true);
    setNotice(null);
    try {
      const result = await request(SetMessagePreferencesDocument, {
        preferredChannel: draft.preferred_channel,
        whatsappOptOut: draft.whatsapp_opt_out,
        smsOptOut: draft.sms_opt_out,
        emailOptOut: draft.email_opt_out,
        marketingOptOut: draft.marketing_opt_out,
      });
      const stored = result.data?.setMessagePreferences;
      if (stored) {
        setSaved(stored);
        setDraft(stored);
        setNotice({ kind: "done", text: `Saved. ${preferencesSummary(stored)}` });
      } else {
        setNotice({
          kind: "error",
          text: result.errors[0]?.message ?? "Your choices were not saved. Please try again.",
        });
      }
    } catch {
      setNotice({ kind: "error", text: NETWORK_ERROR_MESSAGE });
    } finally {
      setSending(false);
    }
  }

  const change = (next: Partial<Preferences>) => {
    setDraft((current) => (current ? { ...current, ...next } : current));
    setNotice(null);
  };

  return (
    <form className="card grid gap-5 p-5 sm:p-6" aria-labelledby={`${id}-title`} onSubmit={(event) => void save(event)}>
      <div>
        <h3 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          Messages about your trips
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Confirmations, receipts, reminders and your trip's details. Messages about money you owe or your safety (a
          balance reminder, the meeting point) still reach you by one channel, even if you turn all three off.
        </p>
      </div>
      <fieldset className="min-w-0">
        <legend className="font-semibold text-slate-900">Send them first by</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CHANNELS.map((channel) => (
            <label
              key={channel.value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-slate-300 bg-white p-3 text-sm"
            >
              <input
                type="radio"
                name={`${id}-preferred`}
                value={channel.value}
                checked={draft.preferred_channel === channel.value}
                onChange={() => change({ preferred_channel: channel.value })}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className="mt-0.5 size-5 shrink-0 accent-primary-strong"
              />
              <span>
                <span className="block font-semibold text-slate-900">{channel.label}</span>
                <span className="block text-slate-600">{channel.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-semibold text-slate-900">Never send them by</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {CHANNELS.map((channel) => (
            <label key={channel.value} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                checked={draft[optOutKey[channel.value]]}
                onChange={(event) => change({ [optOutKey[channel.value]]: event.target.checked })}
                aria-describedby={problem ? `${id}-problem` : undefined}
                className="size-5 accent-primary-strong"
              />
              {channel.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-semibold text-slate-900">Beyond your bookings</legend>
        {/* Consent to messages not about money or safety, withdrawn at once (docs/api.md, "A traveller's rights"). */}
        <label className="mt-2 flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
          <input
            type="checkbox"
            checked={!draft.marketing_opt_out}
            onChange={(event) => change({ marketing_opt_out: !event.target.checked })}
            className="size-5 accent-primary-strong"
          />
          Invitations to review a trip and thank-you notes
        </label>
        <p className="mt-1 text-sm text-slate-600">
          Untick it and none is sent from then on, one already on its way included.
        </p>
      </fieldset>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-primary-strong">
          {problem}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary min-h-11" disabled={sending || problem !== null}>
          {sending ? "Saving…" : "Save how we reach you"}
        </button>
        {notice ? (
          <p
            role={notice.kind === "done" ? "status" : "alert"}
            className={`mt-3 text-sm font-semibold ${notice.kind === "done" ? "text-emerald-900" : "text-primary-strong"}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <div className="border-t border-slate-200 pt-4">
        <h3 className="font-semibold text-slate-900">Offers and news</h3>
        <p className="mt-1 text-sm text-slate-700">
          Kept apart from the messages above: we send offers and news only as our travel letter, by email, to those who
          subscribe to it at the foot of any page. Nothing you choose here subscribes you.
        </p>
      </div>
    </form>
  );
}
