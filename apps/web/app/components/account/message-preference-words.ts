// The words of the message preferences: what is in force, in one sentence, and the one rule the server
// also keeps (setMessagePreferences: the channel tried first cannot be one that is turned off).
const NAMES = { whatsapp: "WhatsApp", sms: "SMS", email: "email" } as const;
type Channel = keyof typeof NAMES;

export interface PreferenceValues {
  preferred_channel: string;
  whatsapp_opt_out: boolean;
  sms_opt_out: boolean;
  email_opt_out: boolean;
}

const offChannels = (values: PreferenceValues): Channel[] =>
  (["whatsapp", "sms", "email"] as const).filter((channel) => values[`${channel}_opt_out`]);

const nameOf = (channel: string) => NAMES[channel as Channel] ?? channel;

function joined(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

/** Why these choices cannot be saved, or null. */
export function preferenceProblem(values: PreferenceValues): string | null {
  return offChannels(values).includes(values.preferred_channel as Channel)
    ? `You turned off ${nameOf(values.preferred_channel)}: choose another channel to hear from us first, or keep it on.`
    : null;
}

/** "Your trip messages come first by WhatsApp, and never by SMS." */
export function preferencesSummary(values: PreferenceValues): string {
  const off = offChannels(values);
  const first = `Your trip messages come first by ${nameOf(values.preferred_channel)}`;
  return off.length === 0
    ? `${first}, then by the other channels if it cannot reach you.`
    : `${first}, and never by ${joined(off.map(nameOf))}.`;
}
