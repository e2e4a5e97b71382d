// The demo trips that state their own terms for changes (transfers, substitutions, trip credit, a
// departure we cancel) state them as the API reads them: the stored policy's check accepts each.
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
