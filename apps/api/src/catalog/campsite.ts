// A campsite: the region a trek, attraction or activity is run from ("Kashmir", "Dubai"). The
// Dubai things-to-do page lists the activities linked to the campsite named Dubai.
import { builder } from "../builder.ts";

export const Campsite = builder.drizzleObject("campsites", {
  name: "Campsite",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    slug: t.exposeString("slug"),
    type: t.exposeString("type", { description: "domestic or international." }),
  }),
});
