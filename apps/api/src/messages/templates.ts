// Every message the site sends, in one place: its variables, its email (subject and text) and its
// short text for SMS and WhatsApp. Add a message as one entry, appended at the end of the object.
//
// The short text is what the SMS outbox file and the back office show; at the providers the wording
// lives in the approved templates (a WhatsApp template named like the entry with `_` for `-`, whose
// body takes the variables in the order declared; an MSG91 SMS flow per entry, MSG91_SMS_TEMPLATES,
// whose variables carry the same names), so keep both in step when editing a text.
import { company } from "@parvat/domain/company";

export interface TemplateDefinition<V extends string> {
  /** The names of the variables, in the order WhatsApp's template body numbers them ({{1}}, {{2}}, ...). */
  variables: readonly V[];
  email: (variables: Record<V, string>) => { subject: string; text: string };
  /** The SMS and WhatsApp body: short, the link last. */
  text: (variables: Record<V, string>) => string;
}

export function defineTemplate<const V extends string>(definition: TemplateDefinition<V>): TemplateDefinition<V> {
  return definition;
}

const signature = `\n\n${company.name}\n${company.email}`;

export const messageTemplates = {
  "balance-reminder": defineTemplate({
    variables: ["name", "reference", "trip", "amount", "due", "link"] as const,
    email: (v) => ({
      subject: `${v.reference}: balance of ${v.amount} due ${v.due}`,
      text: `Hello ${v.name},\n\nThe balance of ${v.amount} for your ${v.trip} booking (${v.reference}) is due by ${v.due}. You can pay it here: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: ${v.reference} ${v.trip}, balance ${v.amount} due ${v.due}. Pay: ${v.link}`,
  }),
  "hold-reminder": defineTemplate({
    variables: ["name", "reference", "trip", "until", "link"] as const,
    email: (v) => ({
      subject: `${v.reference}: your seats on ${v.trip} are held until ${v.until}`,
      text: `Hello ${v.name},\n\nYour seats on ${v.trip} (${v.reference}) are held until ${v.until}. Pay the booking amount before then to keep them: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: seats on ${v.trip} held until ${v.until} (${v.reference}). Pay: ${v.link}`,
  }),
  "departure-cancelled": defineTemplate({
    variables: ["reference", "trip", "date", "reason", "refund", "credit", "answer_by", "link"] as const,
    email: (v) => ({
      subject: `${v.reference}: we have cancelled your ${v.trip} departure of ${v.date}`,
      text: `Hello,\n\nWe are sorry: we have had to cancel the ${v.trip} departure of ${v.date} (${v.reason}). Your booking ${v.reference} is cancelled without any fee, and you choose what happens to your money:\n\n- a full refund of ${v.refund}, or\n- trip credit of ${v.credit} (everything you paid plus a bonus), or\n- another date of the trip, without a fee.\n\nChoose by ${v.answer_by} here: ${v.link}\nWithout an answer by then, we refund you in full.${signature}`,
    }),
    text: (v) =>
      `${company.name}: we cancelled ${v.trip} on ${v.date} (${v.reference}). Refund ${v.refund}, credit ${v.credit} or another date: choose by ${v.answer_by}: ${v.link}`,
  }),
};

export type MessageTemplates = typeof messageTemplates;
export type TemplateName = keyof MessageTemplates;
/** Every declared variable of a template, each a string. */
export type TemplateVariables<T extends TemplateName> =
  MessageTemplates[T] extends TemplateDefinition<infer V> ? Record<V, string> : never;

/** The template's definition by a name read from the database (an unknown name throws). */
export function templateOf(name: string): TemplateDefinition<string> {
  const definition = (messageTemplates as Record<string, TemplateDefinition<string>>)[name];
  if (!definition) throw new Error(`Unknown message template "${name}"`);
  return definition;
}

/** Renders a template's email and short text from stored variables. */
export function renderTemplate(name: string, variables: Record<string, string>) {
  const definition = templateOf(name);
  return { email: definition.email(variables), text: definition.text(variables) };
}
