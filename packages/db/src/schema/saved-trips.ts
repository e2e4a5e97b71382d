// Saved trips: the trips a logged-in traveller keeps to decide on later, often with a
// group. Saving twice is one row (the primary key), and a trip or account that goes takes its
// saves with it. Visitors who are not logged in keep theirs on the device; the page merges them in.
import { index, integer, primaryKey } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { treks } from "./catalog.ts";
import { createdAt, table } from "./columns.ts";

export const savedTrips = table(
  "saved_trips",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trekId: integer()
      .notNull()
      .references(() => treks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.trekId] }), index().on(t.trekId)],
);
