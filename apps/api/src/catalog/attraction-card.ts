// An attraction as a light card (name, brief, picture), for lists on other pages. A variant of the
// attractions table: the attraction page's full type stays free to grow on its own.
import { builder } from "../builder.ts";

export const AttractionCard = builder.drizzleObject("attractions", {
  variant: "AttractionCard",
  description: "An attraction as a card that links to /attractions/{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
    brief: t.exposeString("brief"),
    location: t.exposeString("location"),
    image: t.relation("image"),
  }),
});
