// A transaction that ends early with an answer rather than an error: what it wrote rolls back and
// the caller gets the outcome (docs/decisions/0007-mutation-template.md).

/** Ends a transaction early and rolls back what it wrote, answering `outcome`. */
export class Refusal<T> extends Error {
  readonly outcome: T;

  constructor(outcome: T) {
    super("refused");
    this.outcome = outcome;
  }
}

export async function refusable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Refusal) return error.outcome as T;
    throw error;
  }
}
