// Saved trips: the GraphQL side of saved-trips.ts, written to the mutation template
// (docs/decisions/0007-mutation-template.md). Everything here needs a logged-in traveller; visitors
// keep their saves on the device, and the browser replays them with saveTrip after a login.
import { type SQL, sql } from "drizzle-orm";
import { requireViewer } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import { ListingCard } from "../catalog/listing-card.ts";
import { UserError } from "../errors.ts";
import { type SavedTripsChange, savedTrekIds, saveTrip, unsaveTrip } from "./saved-trips.ts";

function arrayOfIds(ids: readonly number[]): SQL {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;
}

/** More saves than anyone keeps; the list stays one cheap query. */
const SAVED_TRIPS_COMPLEXITY = 20;

const SavedTripsChangeRef = builder.objectRef<SavedTripsChange>("SavedTripsChange").implement({
  description: "The traveller's saved trips after saveTrip or unsaveTrip.",
  fields: (t) => ({
    trek_id: t.exposeInt("trekId", { description: "The trip the mutation named." }),
    saved: t.exposeBoolean("saved", { description: "Whether that trip is saved now." }),
    saved_trek_ids: t.exposeIntList("savedTrekIds", {
      description: "Every trip the traveller has saved after the change, newest save first.",
    }),
  }),
});

builder.queryField("savedTrips", (t) =>
  t.drizzleField({
    type: [ListingCard],
    description:
      "The logged-in traveller's saved trips that are still active, newest save first. UNAUTHENTICATED without a token.",
    complexity: { field: 1, multiplier: SAVED_TRIPS_COMPLEXITY },
    resolve: async (query, _root, _args, context) => {
      const viewer = requireViewer(context);
      const ids = await savedTrekIds(context.db, viewer.userId);
      if (ids.length === 0) return [];
      // Newest save first: the order of `ids`, kept by sorting on the position of each id in it.
      return context.db.query.treks.findMany(
        query({
          where: { id: { in: ids }, status: "active" },
          orderBy: (trek) => sql`array_position(${arrayOfIds(ids)}, ${trek.id})`,
        }),
      );
    },
  }),
);

builder.mutationField("saveTrip", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: SavedTripsChangeRef,
    description:
      "Saves a trip for the logged-in traveller; saving it again changes nothing. An unknown or withdrawn trip: NOT_FOUND (`extensions.field` is trekId).",
    args: { trekId: t.arg.int({ required: true }) },
    resolve: async (_root, { trekId }, context) => {
      const viewer = requireViewer(context);
      const outcome = await saveTrip(context, { userId: viewer.userId, trekId });
      if (outcome.ok) return outcome;
      switch (outcome.reason) {
        case "trek-not-offered":
          throw new UserError("This trip is no longer offered.", { code: "NOT_FOUND", field: "trekId" });
      }
    },
  }),
);

builder.mutationField("unsaveTrip", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: SavedTripsChangeRef,
    description:
      "Removes a trip from the logged-in traveller's saved trips; removing one that is not saved is not an error.",
    args: { trekId: t.arg.int({ required: true }) },
    resolve: async (_root, { trekId }, context) => {
      const viewer = requireViewer(context);
      return unsaveTrip(context, { userId: viewer.userId, trekId });
    },
  }),
);
