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
  // Sent when a departure ends, to each traveller of its completed bookings (reviews/review-invites.ts).
  "review-invite": defineTemplate({
    variables: ["name", "trip", "went", "link"] as const,
    email: (v) => ({
      subject: `How was ${v.trip}? Tell other travellers`,
      text: `Hello ${v.name},\n\nThank you for travelling with us: you ${v.went} on ${v.trip}. Would you tell other travellers how it was? Give it stars, write a few lines and add up to six photos here: ${v.link}\n\nThe link is yours alone and works for 60 days. We read every review before it is published, and you can change yours for 30 days after writing it.${signature}`,
    }),
    text: (v) => `${company.name}: how was ${v.trip}, ${v.name}? Review it with your photos: ${v.link}`,
  }),
  "balance-overdue": defineTemplate({
    variables: ["name", "reference", "trip", "amount", "cancels", "link"] as const,
    email: (v) => ({
      subject: `${v.reference}: balance overdue, the booking cancels on ${v.cancels}`,
      text: `Hello ${v.name},\n\nThe balance of ${v.amount} for your ${v.trip} booking (${v.reference}) is overdue. Unless it is paid, the booking is cancelled on ${v.cancels} under the trip's cancellation policy. Pay it here: ${v.link}${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.reference} balance ${v.amount} overdue; booking cancels ${v.cancels} unless paid. Pay: ${v.link}`,
  }),
  "booking-cancelled-unpaid": defineTemplate({
    variables: ["name", "reference", "trip", "refund"] as const,
    email: (v) => ({
      subject: `${v.reference}: your ${v.trip} booking is cancelled`,
      text: `Hello ${v.name},\n\nThe balance of your ${v.trip} booking (${v.reference}) was not paid by the end of its grace period, so the booking is cancelled under the trip's cancellation policy. Refund: ${v.refund}. To travel, book again or call us.${signature}`,
    }),
    text: (v) => `${company.name}: ${v.reference} ${v.trip} cancelled, balance unpaid. Refund: ${v.refund}.`,
  }),
  "trip-day-before": defineTemplate({
    variables: ["name", "trip", "date", "meetingPoint", "meetingTime", "leaderPhone"] as const,
    email: (v) => ({
      subject: `Tomorrow: ${v.trip}, meet at ${v.meetingTime}`,
      text: `Hello ${v.name},\n\nYour ${v.trip} starts tomorrow, ${v.date}. Meet at ${v.meetingPoint} at ${v.meetingTime}. Your trip leader's phone: ${v.leaderPhone}.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.trip} starts ${v.date}. Meet at ${v.meetingPoint}, ${v.meetingTime}. Leader: ${v.leaderPhone}`,
  }),
  "trip-thank-you": defineTemplate({
    variables: ["name", "trip", "link"] as const,
    email: (v) => ({
      subject: `Thank you for trekking ${v.trip} with us`,
      text: `Hello ${v.name},\n\nThank you for travelling ${v.trip} with us. We would like to hear how it went: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: thank you for trekking ${v.trip} with us. Tell us how it went: ${v.link}`,
  }),
  // Each traveller's personal link to their own forms (trail/form-link-messages.ts).
  "traveller-form-link": defineTemplate({
    variables: ["name", "trip", "date", "link"] as const,
    email: (v) => ({
      subject: `${v.trip} on ${v.date}: your forms before the trip`,
      text: `Hello ${v.name},\n\nBefore ${v.trip} on ${v.date}, please give us your emergency contact, your medical declaration and your acceptance of the trip's undertaking (and, where the trip asks, an ID for the permits and a fitness proof). The link is yours alone, so please do not forward it: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: ${v.name}, your forms for ${v.trip} (${v.date}). Yours alone: ${v.link}`,
  }),
  // A child's form link goes to the parent or guardian who booked them, who fills it in (docs/api.md, "Children").
  "guardian-form-link": defineTemplate({
    variables: ["guardian", "name", "trip", "date", "link"] as const,
    email: (v) => ({
      subject: `${v.trip} on ${v.date}: ${v.name}'s forms, for you to fill in`,
      text: `Hello ${v.guardian},\n\nBefore ${v.trip} on ${v.date}, please give us ${v.name}'s emergency contact and medical declaration, and accept the trip's undertaking for them (and, where the trip asks, an ID for the permits and a fitness proof). ${v.name} is under 18, so you fill in and confirm these forms as their parent or lawful guardian; the link is for you, so please do not forward it: ${v.link}${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.guardian}, ${v.name}'s forms for ${v.trip} (${v.date}), for you as guardian: ${v.link}`,
  }),
  "waitlist-offer": defineTemplate({
    variables: ["name", "trip", "date", "seats", "expires", "link"] as const,
    email: (v) => ({
      subject: `Seats for you on ${v.trip}, ${v.date}: answer by ${v.expires}`,
      text: `Hello ${v.name},\n\nSeats have come back on ${v.trip} starting ${v.date}, and you are next on its waitlist: ${v.seats} for your group, kept for you until ${v.expires}. Take them (you then have 15 minutes to pay) or let them go to the next traveller here: ${v.link}\n\nIf you do not answer by then, the seats go to the next traveller in line.${signature}`,
    }),
    // "1 seat" or "3 seats": the words around them must read for either.
    text: (v) =>
      `${company.name}: ${v.trip} ${v.date}: ${v.seats} kept for you until ${v.expires}. Answer here: ${v.link}`,
  }),
  "waitlist-closed": defineTemplate({
    variables: ["name", "trip", "date", "link"] as const,
    email: (v) => ({
      subject: `${v.trip}, ${v.date}: this departure will not run`,
      text: `Hello ${v.name},\n\nWe are sorry: we have had to call off ${v.trip} starting ${v.date}, so its waitlist has closed and you will not be offered seats on it. Other dates of the trip are here: ${v.link}${signature}`,
    }),
    text: (v) => `${company.name}: ${v.trip} ${v.date} is called off; its waitlist has closed. Other dates: ${v.link}`,
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
  // A booking's money, by the traveller's channel (booking-messages.ts): every traveller hears of it,
  // with or without an email address.
  "booking-confirmed": defineTemplate({
    variables: ["reference", "trip", "date", "to_pay"] as const,
    email: (v) => ({
      subject: `${v.reference}: your ${v.trip} booking is confirmed`,
      text: `Your seats on ${v.trip}, starting ${v.date}, are confirmed (booking ${v.reference}). Still to pay: ${v.to_pay}. Your booking, receipts and trip pass are on your dashboard.${signature}`,
    }),
    text: (v) => `${company.name}: ${v.reference} ${v.trip} ${v.date} confirmed. Still to pay: ${v.to_pay}.`,
  }),
  "payment-received": defineTemplate({
    variables: ["reference", "trip", "date", "amount", "paid", "total"] as const,
    email: (v) => ({
      subject: `${v.reference}: payment of ${v.amount} received`,
      text: `We received ${v.amount} for booking ${v.reference} (${v.trip}, ${v.date}). Paid so far: ${v.paid} of ${v.total}. Your receipt is on your dashboard.${signature}`,
    }),
    text: (v) => `${company.name}: ${v.amount} received for ${v.reference} ${v.trip}. Paid ${v.paid} of ${v.total}.`,
  }),
  "late-payment-refunded": defineTemplate({
    variables: ["reference", "trip", "date", "amount", "why"] as const,
    email: (v) => ({
      subject: `${v.reference}: your payment of ${v.amount} is being refunded`,
      text: `Your payment of ${v.amount} for booking ${v.reference} (${v.trip}, ${v.date}) reached us after the booking had ended, and we could not take it back: ${v.why}. We are refunding the whole payment; banks take 5 to 7 working days to show it. To travel, please book again on our website or call us.${signature}`,
    }),
    text: (v) => `${company.name}: your ${v.amount} for ${v.reference} came after the booking ended; refunded in full.`,
  }),
  "refund-issued": defineTemplate({
    variables: ["reference", "trip", "date", "amount"] as const,
    email: (v) => ({
      subject: `${v.reference}: refund of ${v.amount} issued`,
      text: `We have refunded ${v.amount} for booking ${v.reference} (${v.trip}, ${v.date}). Banks take 5 to 7 working days to show it on your statement.${signature}`,
    }),
    text: (v) =>
      `${company.name}: refund of ${v.amount} issued for ${v.reference} ${v.trip}. Banks take 5 to 7 working days.`,
  }),
  // A booking's changes, queued by the lifecycle where they happen (booking-messages.ts): a booking
  // cancelled by its traveller or the trip desk (and a hold on a departure we called off), a move to
  // another date, a traveller replaced. Each variable is short (an SMS's may hold 30 characters, dlt.ts).
  "booking-cancelled": defineTemplate({
    variables: ["reference", "trip", "date", "by", "reason", "refund", "credit"] as const,
    email: (v) => ({
      subject: `${v.reference}: your ${v.trip} booking is cancelled`,
      text: `Your booking ${v.reference} for ${v.trip}, starting ${v.date}, has been cancelled by ${v.by} (${v.reason}).\n\nRefund: ${v.refund}.\nTrip credit: ${v.credit}.\n\nWe will tell you when a refund is issued; banks then take 5 to 7 working days to show it. Trip credit is on your account for any of our trips. Your dashboard shows what became of your money.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.reference} ${v.trip} ${v.date} cancelled by ${v.by}. Refund: ${v.refund}. Trip credit: ${v.credit}.`,
  }),
  "booking-moved": defineTemplate({
    variables: ["reference", "trip", "from", "to", "to_pay", "credit"] as const,
    email: (v) => ({
      subject: `${v.reference}: your ${v.trip} booking now starts ${v.to}`,
      text: `Your booking ${v.reference} for ${v.trip} has moved from the departure of ${v.from} to the departure of ${v.to}, with the same travellers.\n\nStill to pay: ${v.to_pay}.\nTrip credit from the change: ${v.credit}.\n\nYour dashboard shows the booking as it is now, and when any balance is due.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.reference} ${v.trip} moved from ${v.from} to ${v.to}. To pay: ${v.to_pay}. Credit: ${v.credit}.`,
  }),
  // To the traveller who leaves a booking (their phone as the booking gave it): not the account's.
  "traveller-replaced": defineTemplate({
    variables: ["name", "reference", "trip", "date"] as const,
    email: (v) => ({
      subject: `${v.trip}, ${v.date}: you are no longer on booking ${v.reference}`,
      text: `Hello ${v.name},\n\nThe person who made booking ${v.reference} for ${v.trip}, starting ${v.date}, has given your place to another traveller, so you are no longer booked on it, and the forms you gave us for it are deleted. If this is a mistake, please call us.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.name}, your place on ${v.trip} ${v.date} (${v.reference}) went to another traveller. A mistake? Call us.`,
  }),
  // To the traveller who takes the place: their forms' link follows once the booking is paid.
  "traveller-added": defineTemplate({
    variables: ["name", "reference", "trip", "date"] as const,
    email: (v) => ({
      subject: `${v.trip}, ${v.date}: you are booked (${v.reference})`,
      text: `Hello ${v.name},\n\nYou are now booked on ${v.trip}, starting ${v.date}, in booking ${v.reference}, in the place of a traveller who cannot come. We will send you the link to your own forms for the trip (emergency contact, medical declaration) once the booking is paid.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.name}, you are booked on ${v.trip} ${v.date} (${v.reference}). Your forms' link follows.`,
  }),
  // Goodwill trip credit the trip desk grants an account (trip-changes/trip-desk.ts), with its reason.
  "credit-granted": defineTemplate({
    variables: ["amount", "reason", "valid_until"] as const,
    email: (v) => ({
      subject: `Trip credit of ${v.amount} for you`,
      text: `Our trip desk has added ${v.amount} of trip credit to your account (${v.reason}). Spend it on any of our trips booked by ${v.valid_until}: it is offered when you pay, and your dashboard shows it.${signature}`,
    }),
    text: (v) =>
      `${company.name}: ${v.amount} trip credit added to your account (${v.reason}). Use by ${v.valid_until}.`,
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
