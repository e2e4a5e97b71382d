// Creators for tests, on top of the insert function the demo loader uses.
import { type CreatorInput, insertCreator } from "../../factories/content.ts";
import type { Executor, New, Row } from "../../factories/executor.ts";
import type { creators, creatorTrips } from "../../schema/content.ts";
import { createMedia } from "./media.ts";
import { nextNumber } from "./sequence.ts";

export async function createCreator(
  db: Executor,
  overrides: Partial<New<typeof creators>> & Pick<CreatorInput, "trips"> = {},
): Promise<{ creator: Row<typeof creators>; trips: Row<typeof creatorTrips>[] }> {
  const { trips, ...columns } = overrides;
  const n = nextNumber();
  const avatarId = columns.avatarId ?? (await createMedia(db, { scene: "portrait", alt: "Portrait" })).id;
  const coverImageId =
    columns.coverImageId ?? (await createMedia(db, { scene: "frozen-river", alt: "A frozen river" })).id;
  return insertCreator(db, {
    creator: {
      slug: `creator${n}`,
      name: `Creator ${n}`,
      tagline: "Slow travel in the high Himalaya",
      bio: "Films long journeys through cold mountains.",
      avatarId,
      coverImageId,
      ...columns,
    },
    trips,
  });
}
