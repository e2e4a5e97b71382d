// Database faults under load: while travellers keep booking, PostgreSQL is stopped hard
// (`pg_ctl stop -m immediate`) and started again. The server process stays up; /readyz says 503 while
// the database is away and 200 within 5 s of its return; requests fail fast with 503
// SERVICE_UNAVAILABLE rather than hang; and afterwards no booking the server confirmed is lost or
// doubled (retrying with the same idempotency key finds the same booking), every booking is whole,
// and the seats ledger balances. Runs only where RELIABILITY_PG_CTL says how to stop that server.
import { execSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { openDatabase } from "@parvat/db/client";
import { authSessions } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { withAdminClient } from "@parvat/db/testing/test-database";
import { LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { deriveKeys } from "../apps/api/src/accounts/secrets.ts";
import { signToken } from "../apps/api/src/accounts/tokens.ts";
import { CREATE_BOOKING, participant } from "../apps/api/src/bookings/booking-test-kit.ts";
import { TEST_JWT_SECRET } from "../apps/api/src/testing/test-api.ts";
import { startApiProcess } from "./api-process.ts";
import { databaseFaultsConfig } from "./database-faults-config.ts";
import { trial } from "./trial.ts";

const AREA = "Database faults";
const config = databaseFaultsConfig();
const CAPACITY = 400;

interface Attempt {
  key: string;
  headers: Record<string, string>;
  eventId: number;
  packageId: number;
  participants: ReturnType<typeof participant>[];
}

interface Answer {
  status: number | "network";
  code?: string;
  bookingId?: string;
  ms: number;
}

async function send(endpoint: string, attempt: Attempt): Promise<Answer> {
  const started = performance.now();
  const { key, headers, ...rest } = attempt;
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query: CREATE_BOOKING, variables: { input: { ...rest, idempotencyKey: key } } }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as {
      data?: { createBooking?: { id: string } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
    return {
      status: response.status,
      code: body.errors?.[0]?.extensions?.code,
      bookingId: body.data?.createBooking?.id,
      ms: performance.now() - started,
    };
  } catch {
    return { status: "network", ms: performance.now() - started };
  }
}

const pgCtl = (action: string) => execSync(`${config!.pgCtl} ${action}`, { stdio: "ignore", timeout: 60_000 });

describe("PostgreSQL stopped hard under load", () => {
  trial(
    AREA,
    "pg_ctl stop -m immediate while booking, then start: 503 while away, ready within 5 s, nothing lost or doubled",
    async () => {
      const name = `parvat_faults_${randomBytes(6).toString("hex")}`;
      const adminUrl = config!.adminUrl;
      await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      try {
        const setup = await openDatabase({ url: url.toString(), poolSize: 2 });
        await setup.migrate();
        const trek = await createTrek(setup.db, {
          departures: [{ startDate: addDays(businessToday(), 30), capacity: CAPACITY }],
        });
        const key = deriveKeys(TEST_JWT_SECRET).token;
        const travellers: Record<string, string>[] = [];
        for (let index = 0; index < 4; index += 1) {
          const user = await createUser(setup.db);
          const sessionId = randomUUID();
          const issuedAt = new Date();
          const expiresAt = new Date(issuedAt.getTime() + 86_400_000);
          await setup.db
            .insert(authSessions)
            .values({ id: sessionId, userId: user.id, createdAt: issuedAt, expiresAt });
          travellers.push({
            authorization: `Bearer ${await signToken(key, { userId: user.id, sessionId, issuedAt, expiresAt })}`,
          });
        }
        await setup.close();
        const eventId = trek.events[0]!.id;
        const packageId = trek.packages[0]!.id;

        const server = await startApiProcess(url.toString());
        const endpoint = `${server.origin}/api/graphql`;
        const attempts: Attempt[] = [];
        const answers = new Map<string, Answer>();
        /** Idempotency key to booking id, after every attempt was retried. */
        const settled = new Map<string, string>();
        let loading = true;
        let index = 0;
        const worker = async () => {
          while (loading) {
            index += 1;
            const attempt: Attempt = {
              key: randomUUID(),
              headers: travellers[index % travellers.length]!,
              eventId,
              packageId,
              participants: [participant()],
            };
            attempts.push(attempt);
            answers.set(attempt.key, await send(endpoint, attempt));
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        };
        const workers = Array.from({ length: 4 }, worker);
        const status = (path: string) =>
          fetch(`${server.origin}${path}`, { signal: AbortSignal.timeout(5_000) }).then(
            (response) => response.status,
            () => "network" as const,
          );
        try {
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          expect(await status("/readyz")).toBe(200);

          pgCtl("stop -m immediate");
          const outageStarted = answers.size;
          await expect.poll(() => status("/readyz"), { timeout: 5_000 }).toBe(503);
          await new Promise((resolve) => setTimeout(resolve, 2_000));
          expect(await status("/healthz")).toBe(200);
          const duringOutage = [...answers.values()].slice(outageStarted);

          pgCtl("start -w");
          const back = performance.now();
          await expect.poll(() => status("/readyz"), { timeout: 5_000, interval: 100 }).toBe(200);
          const readyAfterMs = performance.now() - back;
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          loading = false;
          await Promise.all(workers);

          // The process stayed up, answered fast during the outage, and clearly.
          expect(server.child.exitCode).toBeNull();
          expect(readyAfterMs).toBeLessThan(5_000);
          expect(duringOutage.length).toBeGreaterThan(0);
          for (const answer of duringOutage) {
            expect(answer.ms).toBeLessThan(10_000);
            if (!answer.bookingId) expect([answer.status, answer.code]).toEqual([503, "SERVICE_UNAVAILABLE"]);
          }
          // Bookings work again after the restart.
          const last = attempts.slice(-4).map((attempt) => answers.get(attempt.key));
          expect(last.some((answer) => answer?.bookingId)).toBe(true);

          // Retrying every attempt with its key: a confirmed booking comes back the same, never twice.
          for (const attempt of attempts) {
            const first = answers.get(attempt.key);
            const retry = await send(endpoint, attempt);
            expect(retry.status).toBe(200);
            if (first?.bookingId) expect(retry.bookingId).toBe(first.bookingId);
            if (retry.bookingId) settled.set(attempt.key, retry.bookingId);
          }
          expect(new Set(settled.values()).size).toBe(settled.size);
        } finally {
          loading = false;
          server.child.kill("SIGTERM");
          await server.exited;
        }

        const check = await openDatabase({ url: url.toString(), poolSize: 1 });
        try {
          const rows = (await check.db.execute(sql`
            select
              (select count(*)::int from bookings) as bookings,
              (select count(*)::int from bookings b where b.traveller_count <>
                (select count(*) from booking_participants p where p.booking_id = b.id)) as broken,
              (select capacity - available_seats from events where id = ${eventId}) as taken,
              (select coalesce(sum(traveller_count), 0)::int from bookings
                where status in (${sql.join(
                  LIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
                  sql`, `,
                )})) as live
          `)) as unknown as { rows?: Record<string, number>[] } & Record<string, number>[];
          const ledger = (rows.rows ?? rows)[0]!;
          // Exactly the bookings the retries found: none lost, none doubled, each one whole.
          expect(ledger.bookings).toBe(settled.size);
          expect(ledger.broken).toBe(0);
          expect(ledger.taken).toBe(ledger.live);
        } finally {
          await check.close();
        }
      } finally {
        await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
      }
    },
    180_000,
  );
});
