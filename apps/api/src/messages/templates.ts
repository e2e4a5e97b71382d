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
  "waitlist-offer": defineTemplate({
    variables: ["name", "trip", "date", "seats", "expires", "link"] as const,
    email: (v) => ({
      subject: `Seats for you on ${v.trip}, ${v.date}: answer by ${v.expires}`,
      text: `Hello ${v.name},\n\nSeats have come back on ${v.trip} starting ${v.date}, and you are next on its waitlist: ${v.seats} for your group, kept for you until ${v.expires}. Take them (you then have 15 minutes to pay) or let them go to the next traveller here: ${v.link}\n\nIf you do not answer by then, the seats go to the next traveller in line.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.seats} on ${v.trip} ${v.date} are yours until ${v.expires}. Take them: ${v.link}`,
  }),
  "waitlist-closed": defineTemplate({
    variables: ["name", "trip", "date", "link"] as const,
    email: (v) => ({
      subject: `${v.trip}, ${v.date}: this departure will not run`,
      text: `Hello ${v.name},\n\nWe are sorry: we have had to call off ${v.trip} starting ${v.date}, so its waitlist has closed and you will not be offered seats on it. Other dates of the trip are here: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: ${v.trip} ${v.date} is called off; its waitlist has closed. Other dates: ${v.link}`,
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
