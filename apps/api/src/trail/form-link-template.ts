// The form link's message, in the shape of the outbox's templates (apps/api/src/messages/templates.ts,
// built on another branch): once the outbox is merged this entry joins messageTemplates as
// "traveller-form-link": defineTemplate(travellerFormLinkTemplate), and adminSendFormLink and the
// payment that confirms a booking enqueue it per traveller (transactional: it is about their safety).
import { company } from "@parvat/domain/company";

export const travellerFormLinkTemplate = {
  variables: ["name", "trip", "date", "link"] as const,
  email: (v: Record<"name" | "trip" | "date" | "link", string>) => ({
    subject: `${v.trip} on ${v.date}: your forms before the trip`,
    text: `Hello ${v.name},\n\nBefore ${v.trip} on ${v.date}, please give us your emergency contact, your medical declaration and your acceptance of the trip's undertaking (and, where the trip asks, an ID for the permits and a fitness proof). The link is yours alone, so please do not forward it: ${v.link}\n\n${company.name}\n${company.email}`,
  }),
  text: (v: Record<"name" | "trip" | "date" | "link", string>) =>
    `${company.name}: ${v.name}, your forms for ${v.trip} (${v.date}). Yours alone: ${v.link}`,
};
