// The one line of an activity's cancellation terms that belongs beside its price ("Free cancellation
// up to 24 hours before pickup."): the policy's first sentence, the rest left to the policy itself.

/** The first sentence of a policy, whole; a policy without a sentence break is kept as it is. */
export function cancellationLine(policy: string): string {
  const text = policy.trim().replace(/\s+/g, " ");
  const end = /[.!?](?=\s+[A-Z(])/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}
