// A campsite's policies (cancellation, payment, conduct), which the trek page shows for the team
// that runs the trip.
import { builder } from "../builder.ts";
import { Campsite } from "./campsite.ts";

interface Policy {
  title: string;
  body: string;
}

const CampsitePolicy = builder.objectRef<Policy>("CampsitePolicy").implement({
  description: "One policy of a campsite's team, for example Cancellation.",
  fields: (t) => ({
    title: t.exposeString("title"),
    body: t.exposeString("body"),
  }),
});

builder.drizzleObjectFields(Campsite, (t) => ({
  policies: t.field({
    type: [CampsitePolicy],
    description: "Cancellation, payment and conduct rules of the team that runs the trip, in order.",
    complexity: { field: 1, multiplier: 4 },
    select: { columns: { policies: true } },
    resolve: (campsite) => campsite.policies,
  }),
}));
