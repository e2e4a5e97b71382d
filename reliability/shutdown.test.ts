// Graceful shutdown: SIGTERM to a server process in the middle of a burst of bookings. Requests in
// flight finish, new connections are refused, the process exits 0, and every booking in the database
// is whole (its travellers and its first history entry, written in one transaction).
import { randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { authSessions } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { deriveKeys } from "../apps/api/src/accounts/secrets.ts";
import { signToken } from "../apps/api/src/accounts/tokens.ts";
import { CREATE_BOOKING, participant } from "../apps/api/src/bookings/booking-test-kit.ts";
import { TEST_JWT_SECRET } from "../apps/api/src/testing/test-api.ts";
import { type ProcessDatabase, processDatabase, startApiProcess } from "./api-process.ts";
import { trial } from "./trial.ts";

const AREA = "Graceful shutdown";
const BURST = 24;

type Outcome =
  | {
      status: number;
      body: { data?: { createBooking?: { id: string } } | null; errors?: unknown[] };
      finishedAt: number;
    }
  | { error: Error };

/** A departure with room for the whole burst, and logged-in travellers' Authorization headers. */
async function prepare(database: ProcessDatabase) {
  const handle = await database.open();
  try {
    const trek = await createTrek(handle.db, {
      departures: [{ startDate: addDays(businessToday(), 30), capacity: 2 * BURST }],
    });
    const key = deriveKeys(TEST_JWT_SECRET).token;
    const headers: Record<string, string>[] = [];
    for (let index = 0; index < 4; index += 1) {
      const user = await createUser(handle.db);
      const sessionId = randomUUID();
      const issuedAt = new Date();
      const expiresAt = new Date(issuedAt.getTime() + 86_400_000);
      await handle.db.insert(authSessions).values({ id: sessionId, userId: user.id, createdAt: issuedAt, expiresAt });
      const token = await signToken(key, { userId: user.id, sessionId, issuedAt, expiresAt });
      headers.push({ authorization: `Bearer ${token}` });
    }
    return { eventId: trek.events[0]!.id, packageId: trek.packages[0]!.id, headers };
  } finally {
    await handle.close();
  }
}

/** A POST on a connection of its own (no keep-alive pool): what a new visitor's request is. */
function freshConnectionPost(url: string, body: string): Promise<number | "refused"> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method: "POST", agent: false, headers: { "content-type": "application/json" } });
    request.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", () => resolve("refused"));
    request.end(body);
  });
}

describe("SIGTERM under load", () => {
  trial(
    AREA,
    `SIGTERM during a burst of ${BURST} bookings: in-flight finish, new refused, no half-written booking`,
    async () => {
      const database = await processDatabase();
      try {
        const { eventId, packageId, headers } = await prepare(database);
        const server = await startApiProcess(database.target);
        const endpoint = `${server.origin}/api/graphql`;
        let signalledAt = Number.POSITIVE_INFINITY;
        const burst = Array.from({ length: BURST }, async (_, index): Promise<Outcome> => {
          const input = {
            eventId,
            packageId,
            idempotencyKey: randomUUID(),
            participants: [participant(), participant()],
          };
          try {
            const response = await fetch(endpoint, {
              method: "POST",
              headers: { "content-type": "application/json", ...headers[index % headers.length] },
              body: JSON.stringify({ query: CREATE_BOOKING, variables: { input } }),
            });
            const body = (await response.json()) as {
              data?: { createBooking?: { id: string } } | null;
              errors?: unknown[];
            };
            return { status: response.status, body, finishedAt: performance.now() };
          } catch (error) {
            return { error: error as Error };
          }
        });
        // Signal once the server is busy with the burst: the first answer is back, the rest in flight.
        await Promise.race(burst);
        signalledAt = performance.now();
        server.child.kill("SIGTERM");
        // A new connection after the signal is refused.
        await expect
          .poll(() => freshConnectionPost(endpoint, JSON.stringify({ query: "{ __typename }" })), { timeout: 5_000 })
          .toBe("refused");
        const results = await Promise.all(burst);
        expect(await server.exited).toBe(0);

        const answered = results.flatMap((result) => ("status" in result ? [result] : []));
        const booked = answered.filter((result) => result.body.data?.createBooking?.id);
        // Nothing is cut off mid-answer: every answer is a whole JSON body, with no server error.
        for (const result of answered) expect(result.status).toBe(200);
        for (const result of answered) expect(result.body.errors).toBeUndefined();
        expect(booked.length).toBeGreaterThan(1);
        // Bookings still running when the signal came were finished, not dropped.
        expect(booked.some((result) => result.finishedAt > signalledAt)).toBe(true);

        const handle = await database.open();
        try {
          const rows = await handle.db.execute<{
            id: number;
            travellers: number;
            participants: number;
            history: number;
          }>(sql`
            select b.id, b.traveller_count as travellers,
              (select count(*)::int from booking_participants p where p.booking_id = b.id) as participants,
              (select count(*)::int from booking_status_changes h where h.booking_id = b.id) as history
            from bookings b`);
          const bookings = (rows as unknown as { rows?: typeof rows }).rows ?? rows;
          const list = Array.from(bookings as Iterable<{ travellers: number; participants: number; history: number }>);
          // Every booking the server said it made is there, and nothing else; each one whole.
          expect(list).toHaveLength(booked.length);
          for (const booking of list) {
            expect(booking.participants).toBe(booking.travellers);
            expect(booking.history).toBeGreaterThan(0);
          }
        } finally {
          await handle.close();
        }
      } finally {
        await database.drop();
      }
    },
    120_000,
  );
});
