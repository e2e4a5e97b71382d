// Questions and answers. Each FAQ belongs to exactly one trek, destination, attraction or activity
// (a check in the schema) and may sit in a group ("Booking and payment"), shown in the group's order.
import { builder } from "../builder.ts";

export const FaqGroup = builder.drizzleObject("faqGroups", {
  name: "FaqGroup",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    order: t.exposeInt("position", { description: "Display order of the group: lower first." }),
  }),
});

export const Faq = builder.drizzleObject("faqs", {
  name: "Faq",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    question: t.exposeString("question"),
    answer: t.exposeString("answer"),
    group: t.relation("group", { nullable: true }),
  }),
});

/** The relation query of an owner's `faqs` field: display order, then age. */
export const faqsInOrder = { orderBy: { position: "asc", id: "asc" } } as const;
