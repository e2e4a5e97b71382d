// The creator test factory: a creator with trips and their moments.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { createTestDatabase } from "../test-database.ts";
import { createTrek } from "./catalog.ts";
import { createCreator } from "./content.ts";
import { createMedia } from "./media.ts";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe("createCreator", () => {
  it("creates a creator with trips and moments", async () => {
    const trek = await createTrek(handle.db);
    const moment = await createMedia(handle.db, { scene: "frozen-river" });
    const { creator, trips } = await createCreator(handle.db, {
      slug: "ishaanmehra",
      trips: [
        {
          trip: {
            slug: "spiti-in-winter",
            title: "Spiti in Winter",
            subtitle: "Frozen rivers",
            description: "A winter journey.",
            season: "January",
            trekId: trek.trek.id,
            coverImageId: moment.id,
          },
          moments: [{ mediaId: moment.id, caption: "The river froze overnight." }],
        },
      ],
    });
    const loaded = await handle.db.query.creators.findFirst({
      where: { id: creator.id },
      with: { trips: { with: { moments: true } } },
    });
    expect(trips).toHaveLength(1);
    expect(loaded?.trips[0]?.moments.map((entry) => entry.caption)).toEqual(["The river froze overnight."]);
  });
});
