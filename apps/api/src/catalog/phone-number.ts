// A phone number of the company's desks, linked to the trips it answers for.
import { builder } from "../builder.ts";

export const PhoneNumber = builder.drizzleObject("phoneNumbers", {
  name: "PhoneNumber",
  description: "A desk's number for calls (and WhatsApp when is_whatsapp).",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    label: t.exposeString("label", { description: "Who answers, for example Trek desk." }),
    number: t.exposeString("number", { description: "E.164, for example +919876543210." }),
    is_whatsapp: t.exposeBoolean("isWhatsapp"),
  }),
});
