import { savedTrips } from "@parvat/db/schema";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logInTraveller, type Traveller } from "../testing/booking-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

const SAVED = /* GraphQL */ `
  query Saved {
    savedTrips {
      id
      slug
      price
    }
  }
`;
const SAVE = /* GraphQL */ `
  mutation Save($trekId: Int!) {
    saveTrip(trekId: $trekId) {
      trek_id
      saved
      saved_trek_ids
    }
  }
`;
const UNSAVE = /* GraphQL */ `
  mutation Unsave($trekId: Int!) {
    unsaveTrip(trekId: $trekId) {
      trek_id
      saved
      saved_trek_ids
    }
  }
`;

type Change = { trek_id: number; saved: boolean; saved_trek_ids: number[] };

let test: TestApi;
let asha: Traveller;
let ravi: Traveller;
let first: { id: number; slug: string };
let second: { id: number; slug: string };
let withdrawn: number;

beforeAll(async () => {
  test = await createTestApi();
  asha = await logInTraveller(test);
  ravi = await logInTraveller(test);
  first = (await createTrek(test.db)).trek;
  second = (await createTrek(test.db)).trek;
  withdrawn = (await createTrek(test.db, { status: "inactive" })).trek.id;
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.db.delete(savedTrips);
});

const save = (who: Traveller, trekId: number) =>
  postGraphql<{ saveTrip: Change }>(test.api, SAVE, { trekId }, who.headers);
const unsave = (who: Traveller, trekId: number) =>
  postGraphql<{ unsaveTrip: Change }>(test.api, UNSAVE, { trekId }, who.headers);
const saved = async (who: Traveller) =>
  (await postGraphql<{ savedTrips: { id: number; slug: string }[] }>(test.api, SAVED, {}, who.headers)).body.data!
    .savedTrips;

describe("saved trips", () => {
  it("keeps each traveller's saves, newest first, as listing cards", async () => {
    expect((await save(asha, first.id)).body.data!.saveTrip).toEqual({
      trek_id: first.id,
      saved: true,
      saved_trek_ids: [first.id],
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await save(asha, second.id)).body.data!.saveTrip.saved_trek_ids).toEqual([second.id, first.id]);
    expect((await saved(asha)).map((card) => card.slug)).toEqual([second.slug, first.slug]);
    expect(await saved(ravi)).toEqual([]);
  });

  it("saves once however often a trip is saved, and removes idempotently", async () => {
    await save(asha, first.id);
    const again = await save(asha, first.id);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.saveTrip.saved_trek_ids).toEqual([first.id]);
    expect(await test.db.select().from(savedTrips)).toHaveLength(1);

    expect((await unsave(asha, first.id)).body.data!.unsaveTrip).toEqual({
      trek_id: first.id,
      saved: false,
      saved_trek_ids: [],
    });
    const notSaved = await unsave(asha, first.id);
    expect(notSaved.body.errors).toBeUndefined();
    expect(notSaved.body.data!.unsaveTrip.saved).toBe(false);
  });

  it("removes only the traveller's own save", async () => {
    await save(asha, first.id);
    await save(ravi, first.id);
    await unsave(ravi, first.id);
    expect((await saved(asha)).map((card) => card.id)).toEqual([first.id]);
  });

  it("refuses a trip that is not offered, and saves nothing", async () => {
    for (const trekId of [withdrawn, 999_999]) {
      const response = await save(asha, trekId);
      expect(errorCodes(response)).toEqual(["NOT_FOUND"]);
      expect(response.body.errors![0]).toMatchObject({
        message: "This trip is no longer offered.",
        extensions: { field: "trekId" },
      });
    }
    expect(await test.db.select().from(savedTrips)).toEqual([]);
  });

  it("needs a logged-in traveller", async () => {
    for (const document of [SAVED, SAVE, UNSAVE]) {
      const response = await postGraphql(test.api, document, { trekId: first.id });
      expect(errorCodes(response), document).toEqual(["UNAUTHENTICATED"]);
    }
    expect(await test.db.select().from(savedTrips)).toEqual([]);
  });
});
