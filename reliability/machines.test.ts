// Many machines, not many processes: three server copies as three machines would run them (each its
// own data folder, no disk shared, nothing but PostgreSQL in common) behind the shipped nginx
// configuration, on a PostgreSQL reached through a proxy that can go silent (a frozen server, a
// connection that died without a reset). One cluster, one scenario after another, each a few seconds:
// - an upload through one copy is read through the others; a 4 MB photo passes nginx, a 7 MB one gets
//   the app's own refusal;
// - a busy pool (a lock held on a departure while bookings arrive) answers 503, and readiness stays up;
// - a frozen PostgreSQL answers 503 within the client's deadline, and the copies come back;
// - a listening connection that died silently serves nothing stale beyond the documented window;
// - a rolling deploy as deploy/rolling-deploy.sh does it (nginx stops sending first) loses no request.
// Each figure is printed in the suite's table. Runs where the cluster trials run (cluster-config.ts).
import { randomBytes } from "node:crypto";
import { type DatabaseHandle, openDatabase } from "@parvat/db/client";
import { tripRequirements } from "@parvat/db/schema";
import { type FreezingProxy, startFreezingProxy } from "@parvat/db/testing/freezing-proxy";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { CACHE_TRUST_WINDOW_MS } from "../apps/api/src/http/cache-generation.ts";
import { createFormKit, type FormKit, formOfAPaidBooking } from "../apps/api/src/testing/form-test-kit.ts";
import { TEST_JWT_SECRET, TEST_PERSONAL_DATA_KEY, type TestApi } from "../apps/api/src/testing/test-api.ts";
import { type Cluster, startCluster } from "../scripts/cluster.ts";
import { clusterConfig } from "./cluster-config.ts";
import { LOAD_TEST_LIMITS } from "./load-limits.ts";
import { type Fixture, isDone, type Journey, localApi, prepareFixture, TrafficClient } from "./payment-traffic.ts";
import { trial } from "./trial.ts";

const AREA = "Machines";
const config = clusterConfig();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** statement_timeout of the copies; their own deadline is 2 s above it (packages/db/src/client.ts). */
const STATEMENT_TIMEOUT_MS = 1_500;
const QUERY_DEADLINE_MS = STATEMENT_TIMEOUT_MS + 2_000;

let cluster: Cluster;
let proxy: FreezingProxy;
let setup: DatabaseHandle;
let local: TestApi;
let fixture: Fixture;
let kit: FormKit;
const started = performance.now();

beforeAll(async () => {
  const { hostname, port } = new URL(config!.adminUrl);
  proxy = await startFreezingProxy({ host: hostname, port: Number(port) });
  cluster = await startCluster({
    copies: 3,
    adminUrl: config!.adminUrl,
    sharedAssets: false,
    copiesReachDatabaseAt: proxy.through,
    env: {
      JWT_SECRET: TEST_JWT_SECRET,
      // Forms the test's own API writes open on the copies, and the other way round.
      PERSONAL_DATA_KEY: TEST_PERSONAL_DATA_KEY,
      ANSWER_CACHE_TTL_MS: "30000",
      SHUTDOWN_DRAIN_MS: "500",
      JOB_POLL_INTERVAL_MS: "500",
      DATABASE_POOL_SIZE: "3",
      DATABASE_CONNECTION_TIMEOUT_MS: "2000",
      DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      LOG_LEVEL: "warn",
      ...LOAD_TEST_LIMITS,
    },
  });
  setup = await openDatabase({ url: cluster.databaseUrl, poolSize: 2 });
  local = localApi(setup);
  fixture = await prepareFixture(local, { departures: 2, seats: 400, travellers: 3 });
  kit = await createFormKit(local);
  await local.db.insert(tripRequirements).values({ trekId: kit.trip.trekId, fitnessProofRequired: true });
}, 240_000);

afterAll(async () => {
  proxy?.thaw();
  await setup?.close();
  await cluster?.stop();
  await proxy?.close();
  console.log(`Machines trial: ${((performance.now() - started) / 1000).toFixed(1)} s, cluster start included`);
});

const status = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
    async (response) => {
      await response.body?.cancel();
      return response.status;
    },
    () => "network" as const,
  );

/** A JPEG of noise (nothing to compress) of `megabytes` MB or a little more. */
async function noisePhoto(megabytes: number): Promise<Buffer> {
  const width = 1_200;
  let height = Math.ceil((megabytes * 1024 * 1024) / (width * 2.6));
  for (;;) {
    const pixels = randomBytes(width * height * 3);
    const photo = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
      .toBuffer();
    if (photo.length >= megabytes * 1024 * 1024) return photo;
    height = Math.ceil(height * 1.1);
  }
}

const SEATS = /* GraphQL */ `query DepartureSeats($id: Int!) { departure(id: $id) { available_seats } }`;

async function shown(origin: string, eventId: number): Promise<{ seats: number; etag: string | null }> {
  const url = new URL("/api/graphql", origin);
  url.searchParams.set("query", SEATS);
  url.searchParams.set("variables", JSON.stringify({ id: eventId }));
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  const body = (await response.json()) as { data: { departure: { available_seats: number } } };
  return { seats: body.data.departure.available_seats, etag: response.headers.get("etag") };
}

describe("three copies on three machines' disks, behind nginx, on one PostgreSQL", () => {
  trial(AREA, "a fitness proof uploaded through one copy is read through the two others (no shared disk)", async () => {
    const { token } = await formOfAPaidBooking(local, kit);
    const path = `/api/forms/${token}/fitness-proof`;
    const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#357" } })
      .jpeg()
      .toBuffer();
    const [first, second, third] = cluster.copies;
    const upload = await fetch(`${first!.origin}${path}`, {
      method: "POST",
      headers: { "content-type": "image/jpeg" },
      body: new Uint8Array(photo),
    });
    expect(upload.status).toBe(201);
    const reads: { status: number; bytes: Buffer }[] = [];
    for (const copy of [first!, second!, third!]) {
      const response = await fetch(`${copy.origin}${path}`);
      reads.push({ status: response.status, bytes: Buffer.from(await response.arrayBuffer()) });
    }
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200]);
    expect(reads.every((read) => read.bytes.equals(reads[0]!.bytes))).toBe(true);
    return "200 on copies 1, 2 and 3, same bytes";
  });

  trial(
    AREA,
    "a 4 MB photo passes nginx; one twice as large gets the app's refusal as JSON, not nginx's page",
    async () => {
      const { token } = await formOfAPaidBooking(local, kit);
      const path = `${cluster.origin}/api/forms/${token}/fitness-proof`;
      const send = (body: Buffer) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "image/jpeg" },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(60_000),
        });
      const photo = await noisePhoto(4);
      const accepted = await send(photo);
      expect(accepted.status).toBe(201);
      const tooLarge = await send(Buffer.concat([photo, photo]));
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ errors: [{ extensions: { code: "UPLOAD_REFUSED" } }] });
      return `${(photo.length / 1024 / 1024).toFixed(1)} MB: 201; ${((photo.length * 2) / 1024 / 1024).toFixed(1)} MB: 413 UPLOAD_REFUSED`;
    },
  );

  trial(
    AREA,
    "a busy pool (a departure locked while bookings arrive) answers 503 with Retry-After, never 500, and /readyz stays 200",
    async () => {
      const copy = cluster.copies[0]!;
      const eventId = fixture.eventIds[1]!;
      const holder = new pg.Client({ connectionString: cluster.databaseUrl });
      await holder.connect();
      const client = new TrafficClient(copy.origin, local);
      const readiness: (number | "network")[] = [];
      let polling = true;
      const poller = (async () => {
        while (polling) {
          readiness.push(await status(`${copy.origin}/readyz`));
          await pause(100);
        }
      })();
      try {
        await holder.query("begin");
        await holder.query("select id from events where id = $1 for update", [eventId]);
        await Promise.all(
          Array.from({ length: 12 }, (_, index) => client.book({ ...client.journey(fixture, index), eventId })),
        );
      } finally {
        await holder.query("rollback");
        await holder.end();
        polling = false;
        await poller;
      }
      const answers = client.answers.map((answer) => `${answer.status} ${answer.code ?? ""}`.trim());
      expect(answers.filter((answer) => answer !== "503 SERVICE_UNAVAILABLE" && answer !== "200")).toEqual([]);
      const busy = answers.filter((answer) => answer === "503 SERVICE_UNAVAILABLE").length;
      expect(busy).toBeGreaterThan(0);
      expect(readiness.length).toBeGreaterThan(0);
      expect(readiness.filter((answer) => answer !== 200)).toEqual([]);
      return `${busy} of 12 answered 503, 0 answered 500; /readyz 200 in ${readiness.length} of ${readiness.length} polls`;
    },
  );

  trial(
    AREA,
    `a frozen PostgreSQL answers 503 within the client's deadline (${QUERY_DEADLINE_MS} ms), and every copy is ready again once it thaws`,
    async () => {
      const copy = cluster.copies[1]!;
      proxy.freeze({ newConnections: true });
      let waited: number;
      let answer: { status: number; code?: string };
      let readyWhileFrozen: number | "network";
      try {
        const asked = performance.now();
        const response = await fetch(`${copy.origin}/api/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: SEATS, variables: { id: fixture.eventIds[0] } }),
          signal: AbortSignal.timeout(30_000),
        });
        waited = performance.now() - asked;
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        answer = { status: response.status, code: body.errors?.[0]?.extensions?.code };
        readyWhileFrozen = await status(`${copy.origin}/readyz`);
      } finally {
        proxy.thaw();
      }
      expect(answer).toEqual({ status: 503, code: "SERVICE_UNAVAILABLE" });
      expect(waited).toBeLessThan(QUERY_DEADLINE_MS + 1_000);
      expect(readyWhileFrozen).toBe(503);
      const thawed = performance.now();
      for (const each of cluster.copies) {
        await expect.poll(() => status(`${each.origin}/readyz`), { timeout: 10_000, interval: 50 }).toBe(200);
      }
      return `503 after ${Math.round(waited)} ms; /readyz 503 while frozen, 200 on all ${Math.round(performance.now() - thawed)} ms after the thaw`;
    },
    60_000,
  );

  trial(
    AREA,
    `a listening connection that died silently serves nothing stale beyond ${CACHE_TRUST_WINDOW_MS} ms`,
    async () => {
      const [writer, reader] = cluster.copies;
      const eventId = fixture.eventIds[0]!;
      // The reader keeps the departure's answer (the same kept answer twice).
      await expect
        .poll(async () => {
          const first = await shown(reader!.origin, eventId);
          const second = await shown(reader!.origin, eventId);
          return first.etag !== null && first.etag === second.etag;
        })
        .toBe(true);
      const before = (await shown(reader!.origin, eventId)).seats;
      expect(proxy.freeze({ applicationName: /^parvat-listen copy-2$/ })).toBe(1);
      try {
        const client = new TrafficClient(writer!.origin, local);
        expect(await client.book({ ...client.journey(fixture, 0), eventId })).not.toBeNull();
        const booked = performance.now();
        await expect
          .poll(async () => (await shown(reader!.origin, eventId)).seats, { timeout: 10_000, interval: 5 })
          .toBe(before - 1);
        const stale = performance.now() - booked;
        expect(stale).toBeLessThan(CACHE_TRUST_WINDOW_MS + 200);
        return `old seats shown for ${Math.round(stale)} ms after the booking`;
      } finally {
        proxy.thaw();
      }
    },
    30_000,
  );

  trial(
    AREA,
    "a rolling deploy (each copy out of nginx, drained, started, healthy, back in) under bookings loses no request",
    async () => {
      const client = new TrafficClient(cluster.origin, local, { resendOnClosedConnection: true });
      const journeys: Journey[] = [];
      const reads: (number | "network")[] = [];
      let loading = true;
      const traveller = (worker: number) => client.travel(fixture, journeys, worker, () => loading);
      // A visitor's reads, on keep-alive connections to nginx. When nginx reloads, its old workers
      // close their idle connections; a read sent on one at that instant gets no answer, and a browser
      // sends it again on a new connection: so does this visitor, once, and counts it.
      let resent = 0;
      const read = () =>
        status(`${cluster.origin}/api/graphql?query=${encodeURIComponent("{ teamMembers { name } }")}`);
      const visitor = async () => {
        while (loading) {
          let answer = await read();
          if (answer === "network") {
            resent += 1;
            answer = await read();
          }
          reads.push(answer);
          await pause(10);
        }
      };
      const load = [traveller(0), traveller(1), traveller(2), visitor()];
      const deployStarted = performance.now();
      let exitCodes: (number | null)[];
      try {
        await pause(500);
        exitCodes = await cluster.rollingDeploy();
        await pause(500);
      } finally {
        loading = false;
        await Promise.all(load);
      }
      const took = performance.now() - deployStarted;
      expect(exitCodes).toEqual([0, 0, 0]);
      // The copies' database limits are tight here (the busy pool above): on a loaded machine a copy
      // may answer a step 503 because its database was slow, which the traveller sends again. What
      // the deploy itself must never cause: an answer from nginx (no copy served it) or no answer.
      const failed = client.answers.filter((answer) => answer.status !== 200);
      const databaseBusy = failed.filter(
        (answer) => answer.status === 503 && answer.message?.startsWith("Our database"),
      );
      expect(failed.filter((answer) => !databaseBusy.includes(answer))).toEqual([]);
      expect(reads.filter((answer) => answer !== 200)).toEqual([]);
      for (const journey of journeys) await client.run(journey);
      expect(journeys.filter((journey) => !isDone(journey))).toEqual([]);
      expect(client.answers.length).toBeGreaterThan(0);
      return `${client.answers.length + reads.length} requests in ${(took / 1000).toFixed(1)} s: none lost; ${databaseBusy.length} answered 503 by a busy database, ${resent + client.resent} requests sent again after a reload closed their connection`;
    },
    180_000,
  );
});
