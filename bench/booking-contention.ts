// The booking burst over HTTP, on PostgreSQL: 200 travellers ask for the last 10 seats
// of a departure at the same moment. Prints the latency percentiles of createBooking under that
// contention (target: p95 <= 100 ms on a 2-core machine) and checks every burst sold exactly the
// seats there were. Then the floor: the same bursts asking only `{ __typename }`, which is what
// HTTP, GraphQL and the login check cost before any booking work.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:bookings
//   DATABASE_URL=... npm run bench:bookings -- --rounds 10 --travellers 200 --seats 10
//
// DATABASE_URL names a server where the script may create databases. It creates a throwaway
// database, migrates it, adds one trip and the travellers (accounts with live sessions, so no SMS
// codes are involved), starts the API alone (graphql-yoga on node:http, production settings, in a
// child process so the load does not share its event loop), sends each burst with fetch, and drops
// the database. Exits 1 when a burst oversells, undersells or answers anything unexpected.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { adminDatabaseUrl, productionEnv, startServer, stopServer, withThrowawayDatabase } from "./bench-kit.ts";

const { values: options } = parseArgs({
  options: {
    serve: { type: "boolean", default: false },
    rounds: { type: "string", default: "5" },
    travellers: { type: "string", default: "200" },
    seats: { type: "string", default: "10" },
    pool: { type: "string", default: "10" },
  },
});

const port = Number(process.env.BENCH_PORT ?? 4398);

/** The API alone, on the database the parent prepared. */
async function serve(): Promise<void> {
  const { openDatabase } = await import("@parvat/db/client");
  const { createApi } = await import("@parvat/api/api");
  const { createLogger } = await import("@parvat/api/logger");
  const database = await openDatabase({ url: process.env.DATABASE_URL!, poolSize: Number(options.pool) });
  const api = createApi({ db: database.db, logger: createLogger({ level: "warn" }) });
  const server = createServer(api.yoga);
  server.listen(port, "127.0.0.1", () => console.log("ready"));
  process.on("SIGTERM", () => server.close(() => void database.close().then(() => process.exit(0))));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(latencies: number[]): string {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1);
  return `p50 ${at(50)}, p95 ${at(95)}, p99 ${at(99)}, max ${sorted.at(-1)!.toFixed(1)}`;
}

const FLOOR_QUERY = JSON.stringify({ query: "{ __typename }" });

const CREATE_BOOKING = `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id status } }`;

async function bench(): Promise<void> {
  const adminUrl = adminDatabaseUrl();
  const { openDatabase } = await import("@parvat/db/client");
  const { authSessions, events } = await import("@parvat/db/schema");
  const { eq } = await import("drizzle-orm");
  const { createUser } = await import("@parvat/db/testing/factories/accounts");
  const { createDeparture, createTrek } = await import("@parvat/db/testing/factories/catalog");
  const { deriveKeys } = await import("@parvat/api/accounts/secrets");
  const { signToken } = await import("@parvat/api/accounts/tokens");
  const { addDays, businessToday } = await import("@parvat/domain/business-dates");

  const rounds = Number(options.rounds);
  const burst = Number(options.travellers);
  const seats = Number(options.seats);
  await withThrowawayDatabase(adminUrl, async (url) => {
    let server: Awaited<ReturnType<typeof startServer>> | undefined;
    const database = await openDatabase({ url, poolSize: 4 });
    try {
      await database.migrate();
      const { db } = database;
      const trek = await createTrek(db, { departures: [] });
      const packageId = trek.packages[0]!.id;
      const tokenKey = deriveKeys(productionEnv.JWT_SECRET).token;
      const headers: Record<string, string>[] = [];
      for (let i = 0; i < burst; i += 1) {
        const user = await createUser(db);
        const sessionId = randomUUID();
        const issuedAt = new Date();
        const expiresAt = new Date(issuedAt.getTime() + 86_400_000);
        await db.insert(authSessions).values({ id: sessionId, userId: user.id, createdAt: issuedAt, expiresAt });
        const token = await signToken(tokenKey, { userId: user.id, sessionId, issuedAt, expiresAt });
        headers.push({
          "content-type": "application/json",
          accept: "application/graphql-response+json",
          authorization: `Bearer ${token}`,
        });
      }
      server = await startServer(fileURLToPath(import.meta.url), ["--serve", "--pool", options.pool], {
        ...productionEnv,
        DATABASE_URL: url,
      });
      const endpoint = `http://127.0.0.1:${port}/api/graphql`;
      console.log(`${burst} travellers, ${rounds} bursts for ${seats} seats each, API pool ${options.pool}`);

      const latencies: number[] = [];
      let failed = false;
      for (let round = 0; round <= rounds; round += 1) {
        // Round 0 warms the server up (connections, JIT) and is not counted.
        const { event } = await createDeparture(db, {
          trekId: trek.trek.id,
          startDate: addDays(businessToday(), 30 + round),
          capacity: seats,
        });
        const answers = await Promise.all(
          headers.map(async (header, i) => {
            const input = {
              eventId: event.id,
              packageId,
              idempotencyKey: randomUUID(),
              participants: [
                {
                  first_name: "Bench",
                  last_name: "Traveller",
                  country_code: "+91",
                  phone: String(9_000_000_000 + round * burst + i),
                  dob: "1990-01-01",
                  gender: "prefer_not_to_say",
                },
              ],
            };
            const started = performance.now();
            const response = await fetch(endpoint, {
              method: "POST",
              headers: header,
              body: JSON.stringify({ query: CREATE_BOOKING, variables: { input } }),
            });
            const body = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
            const elapsed = performance.now() - started;
            return { elapsed, code: body.errors?.[0]?.extensions?.code ?? (body.data ? "booked" : "no answer") };
          }),
        );
        const [left] = await db.select({ seats: events.availableSeats }).from(events).where(eq(events.id, event.id));
        const booked = answers.filter((answer) => answer.code === "booked").length;
        const soldOut = answers.filter((answer) => answer.code === "SOLD_OUT").length;
        const ok = booked === seats && soldOut === burst - seats && left?.seats === 0;
        if (!ok) failed = true;
        if (round > 0) latencies.push(...answers.map((answer) => answer.elapsed));
        const slowest = Math.max(...answers.map((answer) => answer.elapsed));
        console.log(
          `${round === 0 ? "warm-up" : `burst ${round}`}: ${booked} booked, ${soldOut} SOLD_OUT, ${burst - booked - soldOut} other, ${left?.seats} seats left, slowest ${slowest.toFixed(1)} ms ${ok ? "ok" : "WRONG"}`,
        );
      }
      console.log(`createBooking latency ms over ${latencies.length} requests: ${summary(latencies)}`);
      // The floor under that figure: the same travellers, at once, asking for nothing but their
      // login's check (HTTP, GraphQL and the session read, no booking).
      const floor: number[] = [];
      for (let round = 0; round < rounds; round += 1) {
        floor.push(
          ...(await Promise.all(
            headers.map(async (header) => {
              const started = performance.now();
              const response = await fetch(endpoint, { method: "POST", headers: header, body: FLOOR_QUERY });
              await response.json();
              return performance.now() - started;
            }),
          )),
        );
      }
      console.log(`floor, { __typename } logged in, same bursts: ${summary(floor)}`);
      console.log(failed ? "seat check: FAILED" : `seat check: every burst sold exactly ${seats} seats`);
      if (failed) process.exitCode = 1;
    } finally {
      await stopServer(server);
      await database.close();
    }
  });
}

if (options.serve) await serve();
else await bench();
