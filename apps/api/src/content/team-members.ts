// The people on /team, in the order the company chose.
import { builder } from "../builder.ts";

export const TeamMember = builder.drizzleObject("teamMembers", {
  name: "TeamMember",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    role: t.exposeString("role"),
    bio: t.exposeString("bio"),
    photo: t.relation("photo"),
  }),
});

builder.queryField("teamMembers", (t) =>
  t.drizzleField({
    publicAnswer: true,
    type: [TeamMember],
    resolve: (query, _root, _args, { db }) =>
      db.query.teamMembers.findMany(query({ orderBy: { position: "asc", id: "asc" } })),
  }),
);
