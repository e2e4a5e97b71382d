// The smaller parts of a trek page: what is and is not included, instructions, videos.
import { builder } from "../builder.ts";

export const TrekInclude = builder.drizzleObject("trekIncludes", {
  name: "TrekInclude",
  description: "Something included in the price, or explicitly not included (kind).",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    kind: t.exposeString("kind", { description: "inclusion or exclusion." }),
    name: t.exposeString("name"),
    icon: t.exposeString("icon", { description: "An icon name: tent, meal, transport, guide, permit, ..." }),
    description: t.exposeString("description", { nullable: true }),
    excluded_package: t.exposeInt("excludedPackageId", {
      nullable: true,
      description: "The id of the one package of the trek this inclusion does not apply to.",
    }),
  }),
});

export const TrekInstruction = builder.drizzleObject("trekInstructions", {
  name: "TrekInstruction",
  description: "What to do before the trip: fitness, documents, packing, ...",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
  }),
});

export const TrekVideo = builder.drizzleObject("trekVideos", {
  name: "TrekVideo",
  select: {},
  fields: (t) => ({
    id: t.exposeInt("id"),
    title: t.exposeString("title"),
    url: t.exposeString("url", { description: "A video page or embeddable address (YouTube)." }),
  }),
});
