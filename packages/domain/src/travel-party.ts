// Who travels on a requested trip, as the traveller says it: the limits of the custom trip form's
// party fields and the party in words. Apart from the rule (custom-trip.ts, with zod) so that the
// form can show them without loading the rule before it is needed.

export const PARTY_LIMITS = {
  /** Children are up to this age; older travellers are adults. */
  childMaxAge: 17,
  maxChildren: 20,
  /** Rupees per person: below this it is not a trip we can plan, above it a typing slip. */
  minBudget: 1_000,
  maxBudget: 50_00_000,
} as const;

/** Who travels, in words for the trip desk: "2 adults and 2 children (ages 4 and 9)". */
export function describeParty(party: { adults: number; children: number; childAges: readonly number[] }): string {
  const adults = `${party.adults} adult${party.adults === 1 ? "" : "s"}`;
  if (party.children === 0) return adults;
  const ages =
    party.childAges.length > 0 ? ` (${party.childAges.length === 1 ? "age" : "ages"} ${listOf(party.childAges)})` : "";
  return `${adults} and ${party.children} ${party.children === 1 ? "child" : "children"}${ages}`;
}

function listOf(values: readonly number[]): string {
  return values.length <= 1 ? values.join("") : `${values.slice(0, -1).join(", ")} and ${values.at(-1)}`;
}
