// The demo's "ready for the trail" content: add-ons on two Himalayan treks (backpack offloading paid
// per day with a mule's load per departure, rental down jackets in sizes with stock of each, a seat
// in the shared cab from the railhead), a trek of its own undertaking, and a high trek that asks for
// a fitness proof and an ID for its forest permits. Trips the catalogue lacks (test fixtures) are left out.
import { inArray } from "drizzle-orm";
import type { Executor } from "../factories/executor.ts";
import { addOns, treks, tripRequirements, undertakings } from "../schema.ts";

type DemoAddOn = Omit<typeof addOns.$inferInsert, "trekId" | "id">;

const OFFLOADING: DemoAddOn = {
  name: "Backpack offloading",
  description: "A mule carries your backpack (up to 10 kg) from camp to camp; you walk with a day pack.",
  pricePaise: 40_000,
  pricing: "per_traveller_day",
  gstPercent: 18,
  // Road transport of goods, by man or animal drawn vehicles among others: the demo's guess, for an accountant to confirm.
  sac: "996511",
  stockPerDeparture: 12,
  closesDaysBefore: 3,
  position: 1,
};

const JACKET: DemoAddOn = {
  name: "Rental down jacket",
  description: "A warm down jacket for the summit night and the cold camps, washed after every trip.",
  pricePaise: 90_000,
  pricing: "per_traveller",
  gstPercent: 18,
  // Rental of textiles, clothing and footwear: the demo's guess, for an accountant to confirm.
  sac: "997326",
  sizes: ["S", "M", "L", "XL"],
  stockPerDeparture: 6,
  closesDaysBefore: 2,
  position: 2,
};

const CAB = (from: string): DemoAddOn => ({
  name: `Shared cab seat from ${from}`,
  description: `A seat in the shared cab from ${from} to the base camp on the first morning, and back on the last day.`,
  pricePaise: 150_000,
  pricing: "per_traveller",
  gstPercent: 5,
  // Taxi and similar passenger transport: the demo's guess, for an accountant to confirm.
  sac: "996412",
  stockPerDeparture: 18,
  closesDaysBefore: 1,
  position: 3,
});

const DEMO_ADD_ONS: Record<string, DemoAddOn[]> = {
  "hampta-pass-trek": [OFFLOADING, JACKET, CAB("Chandigarh")],
  "kedarkantha-trek": [OFFLOADING, JACKET, CAB("Dehradun")],
};

/** Kashmir Great Lakes: high passes, an army check post and forest permits. */
const FITNESS_TREK = "kashmir-great-lakes-trek";

const HIGH_TREK_UNDERTAKING =
  "The Kashmir Great Lakes trek crosses three passes above 4,000 metres, far from roads. I confirm that I can run 5 km in under 35 minutes today, that I have told the truth about my health, and that I will carry the original of the ID I gave for the permits. I accept that the trip leader may send me back from any camp when the weather, my health or the group's safety asks for it, and that a day lost to weather is not refunded. I will follow the army's and the forest department's rules at every check post.";

export async function insertDemoTrail(db: Executor): Promise<void> {
  const slugs = [...Object.keys(DEMO_ADD_ONS), FITNESS_TREK];
  const found = await db.select({ id: treks.id, slug: treks.slug }).from(treks).where(inArray(treks.slug, slugs));
  const idOf = new Map(found.map((row) => [row.slug, row.id]));
  const rows = Object.entries(DEMO_ADD_ONS).flatMap(([slug, list]) => {
    const trekId = idOf.get(slug);
    return trekId === undefined ? [] : list.map((addOn) => ({ ...addOn, trekId }));
  });
  if (rows.length > 0) await db.insert(addOns).values(rows);
  const fitnessTrekId = idOf.get(FITNESS_TREK);
  if (fitnessTrekId !== undefined) {
    await db
      .insert(tripRequirements)
      .values({ trekId: fitnessTrekId, permitIdRequired: true, fitnessProofRequired: true });
    await db.insert(undertakings).values({ trekId: fitnessTrekId, version: 1, text: HIGH_TREK_UNDERTAKING });
  }
}
