// Campaigns for tests: one running from ten days ago to ten days ahead, 10% off, covering the trips given.
import type { Executor, New, Row } from "../../factories/executor.ts";
import { campaigns, campaignTreks } from "../../schema/campaigns.ts";
import { createMedia } from "./media.ts";
import { nextNumber } from "./sequence.ts";

const DAY_MS = 86_400_000;

export async function createCampaign(
  db: Executor,
  trekIds: readonly number[],
  overrides: Partial<New<typeof campaigns>> = {},
): Promise<Row<typeof campaigns>> {
  const hero = await createMedia(db);
  const now = Date.now();
  const slug = overrides.slug ?? `campaign-${nextNumber()}`;
  const [row] = await db
    .insert(campaigns)
    .values({
      slug,
      name: `Campaign ${slug}`,
      headline: "An offer",
      description: "For the tests.",
      heroImageId: hero.id,
      startsAt: new Date(now - 10 * DAY_MS),
      endsAt: new Date(now + 10 * DAY_MS),
      offerKind: "percent",
      percentOff: 10,
      terms: ["Not combined with another offer."],
      ...overrides,
    })
    .returning();
  if (trekIds.length > 0) {
    await db.insert(campaignTreks).values(trekIds.map((trekId) => ({ campaignId: row!.id, trekId })));
  }
  return row!;
}
