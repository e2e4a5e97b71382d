// The trek (also a group trip or tour package). The foundation exposes what links need; the
// catalogue issue adds the detail fields with `builder.drizzleObjectFields(Trek, ...)`.
import { builder } from "../builder.ts";

export const Trek = builder.drizzleObject("treks", {
  name: "Trek",
  description: "A trek, group trip or tour package, addressed at /tours/{slug}.",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    name: t.exposeString("name"),
  }),
});
