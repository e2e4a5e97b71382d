// Careers: open positions, newest first. A closed position stays reachable by its slug (a shared
// link then says it is closed) but leaves the list.
import { builder } from "../builder.ts";

export const JobOpening = builder.drizzleObject("jobOpenings", {
  name: "JobOpening",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    slug: t.exposeString("slug"),
    title: t.exposeString("title"),
    department: t.exposeString("department"),
    location: t.exposeString("location"),
    employment_type: t.exposeString("employmentType", { description: "For example Full-time or Seasonal." }),
    summary: t.exposeString("summary"),
    responsibilities: t.exposeStringList("responsibilities"),
    requirements: t.exposeStringList("requirements"),
    is_open: t.exposeBoolean("isOpen"),
    posted_on: t.expose("postedOn", { type: "Date" }),
  }),
});

builder.queryFields((t) => ({
  jobOpenings: t.drizzleField({
    publicAnswer: true,
    type: [JobOpening],
    description: "Open positions, newest first.",
    resolve: (query, _root, _args, { db }) =>
      db.query.jobOpenings.findMany(query({ where: { isOpen: true }, orderBy: { postedOn: "desc", id: "desc" } })),
  }),
  jobOpening: t.drizzleField({
    publicAnswer: true,
    type: JobOpening,
    nullable: true,
    description: "One position by slug, open or closed; null when no position has that slug.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (query, _root, { slug }, { db }) => db.query.jobOpenings.findFirst(query({ where: { slug } })),
  }),
}));
