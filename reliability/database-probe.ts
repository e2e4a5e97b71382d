// Proves that a request never reached the database: counts every use of the client under Drizzle,
// whichever driver it is (PGlite: query, exec, transaction; node-postgres: query, and connect, which
// every transaction needs). A trial first shows the probe sees a legitimate request, so that a count
// of zero means something.
import type { Database } from "@parvat/db/client";

const METHODS = ["query", "exec", "transaction", "connect"] as const;

export interface DatabaseProbe {
  /** Uses of the database since the probe was set (or last reset). */
  readonly uses: number;
  reset(): void;
  restore(): void;
}

export function probeDatabase(db: Database): DatabaseProbe {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  let uses = 0;
  const originals = new Map<string, (...args: unknown[]) => unknown>();
  for (const method of METHODS) {
    const original = client[method];
    if (typeof original !== "function") continue;
    originals.set(method, original as (...args: unknown[]) => unknown);
    client[method] = function (this: unknown, ...args: unknown[]) {
      uses += 1;
      return (original as (...args: unknown[]) => unknown).apply(this, args);
    };
  }
  return {
    get uses() {
      return uses;
    },
    reset() {
      uses = 0;
    },
    restore() {
      for (const [method, original] of originals) client[method] = original;
    },
  };
}
