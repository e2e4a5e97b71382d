// The jobs table at a glance, for the metrics (parvat_jobs, parvat_jobs_oldest_age_seconds): read
// when Prometheus scrapes, from the queue's partial index for the jobs still to run. A running job
// started when it was claimed: its lock's end less the lock's length.
import { type Database, selectRows } from "@parvat/db/client";
import { sql } from "drizzle-orm";
import type { JobCounts } from "../metrics.ts";
import { JOB_LOCK_MS } from "./worker.ts";

export async function countJobs(db: Database, at: Date): Promise<JobCounts> {
  const [row] = await selectRows<Record<keyof JobCounts, number | string | null>>(
    db,
    sql`select
      count(*) filter (where run_at <= ${at} and (locked_until is null or locked_until <= ${at}))::int as "queued",
      count(*) filter (where run_at > ${at} and (locked_until is null or locked_until <= ${at}))::int as "scheduled",
      count(*) filter (where locked_until > ${at})::int as "running",
      (select count(*)::int from jobs where failed_at is not null) as "failed",
      coalesce(extract(epoch from ${at} - min(run_at) filter (where run_at <= ${at}
        and (locked_until is null or locked_until <= ${at}))), 0)::float8 as "oldestQueuedSeconds",
      coalesce(extract(epoch from ${at} - (min(locked_until) filter (where locked_until > ${at})
        - make_interval(secs => ${JOB_LOCK_MS / 1000}))), 0)::float8 as "oldestRunningSeconds"
    from jobs
    where done_at is null and failed_at is null`,
  );
  const number = (value: number | string | null | undefined) => Math.max(0, Number(value ?? 0));
  return {
    queued: number(row?.queued),
    scheduled: number(row?.scheduled),
    running: number(row?.running),
    failed: number(row?.failed),
    oldestQueuedSeconds: number(row?.oldestQueuedSeconds),
    oldestRunningSeconds: number(row?.oldestRunningSeconds),
  };
}
