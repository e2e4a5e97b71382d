// The jobs worker as a stopping server copy leaves it: the job in progress finishes, the jobs it
// claimed and did not start are handed back at once (not left locked for five minutes), and whoever
// watches what changed hears the kinds of the jobs that ran to completion.
import { jobs } from "@parvat/db/schema";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createTestApi, type TestApi } from "../testing/test-api.ts";
import { enqueueJobs, type JobKind, job } from "./jobs.ts";
import { createJobWorker, type JobHandlers } from "./worker.ts";

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
