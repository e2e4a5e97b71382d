// A team's terms are written twice: as words a traveller reads on its trips and quotations
// ("Cancellation", "Payment") and as the data bookings follow (cancellationTiers, balanceDueDays). A
// booking must not say "by 26 January" while the quote's own policy says 30 days before departure,
// nor "no refund by the rule" while the policy promises one: the two must agree.
import { refundTiersSchema } from "@parvat/domain/refunds";
import { formatRupees } from "@parvat/domain/trek-pricing";
import { describe, expect, it } from "vitest";
import { abroadCatalogue } from "./abroad.ts";
import { indiaCatalogue } from "./india.ts";

const campsites = [...indiaCatalogue.campsites, ...abroadCatalogue.campsites];

describe("every demo team's payment terms", () => {
  it.each(campsites.map((campsite) => [campsite.slug, campsite] as const))(
    "%s: its balance rule is data, and the Payment policy says the same number of days",
    (_slug, campsite) => {
      expect(campsite.balanceDueDays).toEqual(expect.any(Number));
      const payment = campsite.policies.find((policy) => policy.title === "Payment");
      expect(payment?.body).toMatch(new RegExp(`\\b${campsite.balanceDueDays} days before`));
    },
  );

  it.each(campsites.map((campsite) => [campsite.slug, campsite] as const))(
    "%s: its cancellation tiers are data, and the Cancellation policy names each tier's days, share and fee",
    (_slug, campsite) => {
      const tiers = refundTiersSchema.parse(campsite.cancellationTiers);
      const words = campsite.policies.find((policy) => policy.title === "Cancellation")!.body;
      for (const tier of tiers) {
        if (tier.minDaysBefore > 0) expect(words).toMatch(new RegExp(`\\b${tier.minDaysBefore} days`));
        if (tier.percent > 0 && tier.percent < 100) expect(words).toContain(`${tier.percent}%`);
        if (tier.feeRupees) expect(words).toContain(formatRupees(tier.feeRupees));
      }
    },
  );
});
