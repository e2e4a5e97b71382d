// The demo trips that state their own terms for changes (transfers, substitutions, trip credit, a
// departure we cancel) state them as the API reads them: the stored policy's check accepts each.
import { describeTier } from "@parvat/domain/refunds";
import { changePolicySchema } from "@parvat/domain/trip-changes";
import { describe, expect, it } from "vitest";
import { abroadCatalogue } from "./abroad.ts";
import { indiaCatalogue } from "./india.ts";

const withTerms = [...indiaCatalogue.treks, ...abroadCatalogue.treks].filter((trek) => trek.changePolicy);

describe("the demo trips' terms for changes", () => {
  it("some demo trips state terms of their own", () => {
    expect(withTerms.length).toBeGreaterThan(0);
  });

  it.each(withTerms.map((trek) => [trek.slug, trek] as const))(
    "%s: its terms pass the stored policy's check",
    (_slug, trek) => {
      expect(changePolicySchema.safeParse(trek.changePolicy).success).toBe(true);
    },
  );
});

// Trip credit has one rule, the trip's change policy (creditFor, describeChangePolicy): a refund tier
// or a policy text that promises credit of its own disagrees with what the cancel screen offers. And
// "credit note" is the GST document of a refund, never what a traveller's money becomes.
describe("the demo content's words about trip credit", () => {
  const catalogues = [indiaCatalogue, abroadCatalogue];

  it("never calls trip credit a credit note", () => {
    for (const catalogue of catalogues) expect(JSON.stringify(catalogue)).not.toMatch(/credit note/i);
  });

  it("words each cancellation tier without promising credit outside the trip's change policy", () => {
    const words = catalogues.flatMap((catalogue) =>
      catalogue.campsites.flatMap((campsite) => {
        const tiers = campsite.cancellationTiers ?? [];
        return [...tiers.keys()].map((index) => describeTier(tiers, index));
      }),
    );
    expect(words).toContain("10 to 19 days before departure: 50% refund");
    for (const tier of words) expect(tier).not.toMatch(/credit/i);
  });
});
