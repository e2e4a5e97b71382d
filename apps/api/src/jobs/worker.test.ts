// The jobs worker as a stopping server copy leaves it: the job in progress finishes, the jobs it
// claimed and did not start are handed back at once (not left locked for five minutes), and whoever
// watches what changed hears the kinds of the jobs that ran to completion. A job whose claim lapsed
// while the jobs before it in its batch ran is left to the copy that took it over (never run twice),
// and a lane's jobs run while another lane's job hangs.
import { jobs } from "@parvat/db/schema";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createTestApi, type TestApi } from "../testing/test-api.ts";
import { enqueueJobs, type JobKind, job } from "./jobs.ts";
import { combineWorkers, createJobWorker, type JobHandlers } from "./worker.ts";

let test: TestApi;
beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());

const silent = createLogger({ level: "silent" });

function handlers(run: (kind: JobKind, jobId: number) => Promise<void>): JobHandlers {
  const handler =
    (kind: JobKind) =>
    async (_payload: unknown, { jobId }: { jobId: number }) =>
      run(kind, jobId);
  return {
    "payment-event": handler("payment-event"),
    refund: handler("refund"),
    "reconcile-order": handler("reconcile-order"),
    email: handler("email"),
    message: handler("message"),
    "sandbox-webhook": handler("sandbox-webhook"),
  };
}

it("on stop, finishes the job in progress and hands back the ones it claimed but had not started", async () => {
  const due = new Date(Date.now() - 1_000);
  await enqueueJobs(
    test.db,
    [1, 2, 3].map((bookingId) => job("email", { message: "booking-confirmed", bookingId }, due)),
  );
  const started: number[] = [];
  let announceStart = () => {};
  const firstStarted = new Promise<void>((resolve) => {
    announceStart = resolve;
  });
  let finishFirst = () => {};
  const firstFinishes = new Promise<void>((resolve) => {
    finishFirst = resolve;
  });
  const worker = createJobWorker({
    db: test.db,
    logger: silent,
    intervalMs: 10,
    handlers: handlers(async (_kind, jobId) => {
      started.push(jobId);
      announceStart();
      await firstFinishes;
    }),
  });
  worker.start();
  await firstStarted;
  // SIGTERM while the first of the three claimed jobs runs.
  const stopped = worker.stop();
  finishFirst();
  await stopped;

  const rows = await test.db.select().from(jobs).orderBy(asc(jobs.id));
  expect(started).toEqual([rows[0]!.id]);
  expect(rows.map((row) => [row.doneAt !== null, row.lockedUntil, row.attempts])).toEqual([
    [true, null, 1],
    // Free for any copy at once, their attempt not counted.
    [false, null, 0],
    [false, null, 0],
  ]);

  // Another copy's worker takes them over straight away.
  const ran: JobKind[][] = [];
  const other = createJobWorker({
    db: test.db,
    logger: silent,
    intervalMs: 10,
    handlers: handlers(async () => {}),
    afterJobs: (kinds) => ran.push(kinds),
  });
  expect(await other.drain()).toBe(2);
  expect(ran).toEqual([["email", "email"]]);
});

it("tells afterJobs only of the jobs that ran to completion", async () => {
  const due = new Date(Date.now() - 1_000);
  await enqueueJobs(test.db, [
    job("refund", { refundId: 1 }, due),
    job("reconcile-order", { orderId: 1, round: 0 }, due),
  ]);
  const ran: JobKind[][] = [];
  const worker = createJobWorker({
    db: test.db,
    logger: silent,
    intervalMs: 10,
    handlers: handlers(async (kind) => {
      if (kind === "refund") throw new Error("the gateway is down");
    }),
    afterJobs: (kinds) => ran.push(kinds),
  });
  await worker.drain();
  expect(ran).toEqual([["reconcile-order"]]);
});

it("renews each job's lock as it starts: a job whose claim lapsed meanwhile runs once, by the copy that took it", async () => {
  await test.db.delete(jobs);
  const due = new Date(Date.now() - 1_000);
  await enqueueJobs(
    test.db,
    [1, 2, 3].map((refundId) => job("refund", { refundId }, due)),
  );
  const runs: { worker: string; jobId: number }[] = [];
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Another copy, which takes over whatever claim has lapsed.
  const other = createJobWorker({
    db: test.db,
    logger: silent,
    intervalMs: 10,
    handlers: handlers(async (_kind, jobId) => {
      runs.push({ worker: "other", jobId });
    }),
  });
  // A copy that claims the three at once, locked for 2 s (five minutes in production); each job takes
  // less than that, but the batch takes more.
  const first = createJobWorker({
    db: test.db,
    logger: silent,
    intervalMs: 10,
    lockMs: 2_000,
    handlers: handlers(async (_kind, jobId) => {
      runs.push({ worker: "first", jobId });
      if (runs.length === 1) await sleep(1_500);
      else if (runs.length === 2) {
        // The batch's claim of the third job has lapsed by now: the other copy takes it.
        await sleep(700);
        await other.drain();
      }
    }),
  });
  await first.drain();
  const rows = await test.db.select().from(jobs).orderBy(asc(jobs.id));
  expect(runs).toEqual([
    { worker: "first", jobId: rows[0]!.id },
    { worker: "first", jobId: rows[1]!.id },
    { worker: "other", jobId: rows[2]!.id },
  ]);
  expect(rows.every((row) => row.doneAt !== null)).toBe(true);
});

it("runs a lane's jobs while another lane's job hangs", async () => {
  await test.db.delete(jobs);
  const due = new Date(Date.now() - 1_000);
  await enqueueJobs(test.db, [
    job("email", { message: "booking-confirmed", bookingId: 1 }, due),
    job("email", { message: "booking-confirmed", bookingId: 2 }, due),
    job("payment-event", { eventRowId: 1 }, due),
  ]);
  const ran: JobKind[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = async (kind: JobKind) => {
    ran.push(kind);
    if (kind === "email") await released;
  };
  const lane = (kinds: { only: JobKind[] } | { except: JobKind[] }) =>
    createJobWorker({ db: test.db, logger: silent, intervalMs: 10, kinds, handlers: handlers(run) });
  const worker = combineWorkers([lane({ except: ["email", "message"] }), lane({ only: ["email", "message"] })]);
  worker.start();
  try {
    const event = async () => (await test.db.select().from(jobs).where(eq(jobs.kind, "payment-event")))[0]!;
    for (let wait = 0; wait < 100 && (ran.length < 2 || (await event()).doneAt === null); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The payment's event ran to the end while the first email still hangs.
    expect([...ran].sort()).toEqual(["email", "payment-event"]);
    expect((await event()).doneAt).not.toBeNull();
  } finally {
    release();
    await worker.stop();
  }
  const rows = await test.db.select().from(jobs).orderBy(asc(jobs.id));
  expect(rows.map((row) => [row.kind, row.doneAt !== null])).toEqual([
    ["email", true],
    // Claimed, never started: handed back when the worker stopped.
    ["email", false],
    ["payment-event", true],
  ]);
});
