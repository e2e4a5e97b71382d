// Travellers booking and paying over HTTP against a server process (serve-api.ts), for the trials that
// stop its database or signal it, and what must hold in the database afterwards. A journey is what a
// traveller and the gateway do together: createBooking, startPayment, sandboxPay (the sandbox's
// checkout screen), the gateway's signed payment.captured webhook posted to our endpoint (and posted
// again, as gateways do), then confirmPayment (the browser's callback). Every answer is kept with
// its timing, so that a trial can ask what was answered while the database was away.
//
// The invariants read the database only, never the answers: a request whose answer was lost (the
// connection died after its commit) must still leave a whole booking and one ledger row per payment.
import { randomUUID } from "node:crypto";
import type { DatabaseHandle } from "@parvat/db/client";
import { LIVE_BOOKING_STATUSES } from "@parvat/domain/booking";
import { type SQL, sql } from "drizzle-orm";
import { CREATE_BOOKING, participant } from "../apps/api/src/testing/booking-test-kit.ts";
import {
  createTrip,
  logInTraveller,
  paymentEntity,
  runJobs,
  webhookRequest,
} from "../apps/api/src/testing/payment-test-kit.ts";
import { apiOn, type TestApi } from "../apps/api/src/testing/test-api.ts";

/** What the journeys need: a trip with departures, and logged-in travellers' Authorization headers. */
export interface Fixture {
  packageId: number;
  eventIds: number[];
  travellers: Record<string, string>[];
}

/** The API of the test process on the server's database: to prepare it, then drain its jobs and check it. */
export function localApi(handle: DatabaseHandle): TestApi {
  return apiOn(handle, { PAYMENT_PROVIDER: "sandbox" });
}

/** A trip (paid in full: ₹12,600 a traveller) with `departures` departures of `seats` seats, and travellers. */
export async function prepareFixture(
  test: TestApi,
  { departures, seats, travellers }: { departures: number; seats: number; travellers: number },
): Promise<Fixture> {
  const trip = await createTrip(test);
  const eventIds: number[] = [];
  for (let index = 0; index < departures; index += 1) eventIds.push(await trip.departure(seats));
  const headers: Record<string, string>[] = [];
  for (let index = 0; index < travellers; index += 1) headers.push((await logInTraveller(test)).headers);
  return { packageId: trip.packageId, eventIds, travellers: headers };
}

export type Step =
  | "createBooking"
  | "startPayment"
  | "sandboxPay"
  | "webhook"
  | "webhook replay"
  | "gateway webhook"
  | "confirmPayment";

export interface Answer {
  step: Step;
  /** The HTTP status, or "network" when no answer came (refused, reset, or 30 s without one). */
  status: number | "network";
  /** The first GraphQL error's code, and its message. */
  code?: string;
  message?: string;
  startedAt: number;
  endedAt: number;
}

/** One journey's progress: how far it got, with the ids it was given. */
export interface Journey {
  idempotencyKey: string;
  headers: Record<string, string>;
  eventId: number;
  packageId: number;
  participants: ReturnType<typeof participant>[];
  bookingId?: string;
  order?: { id: string; amountPaise: number };
  payment?: { id: string; signature: string };
  /** The gateway's event id for this payment's capture: the same on every delivery, as gateways do. */
  webhookEventId: string;
  /** Deliveries of that event answered 200 (the second is the gateway sending it again). */
  webhookAcknowledged: number;
  /** confirmPayment's answer: paid | pending | failed. */
  confirmed?: string;
  /** sandboxPay found the order already paid (its first answer was lost): nothing more to do. */
  paidUnseen?: boolean;
}

export const isDone = (journey: Journey) => journey.confirmed !== undefined || journey.paidUnseen === true;

const START_PAYMENT = /* GraphQL */ `
  mutation ($bookingId: ID!) { startPayment(bookingId: $bookingId, plan: full) { order_id amount_paise } }
`;
const SANDBOX_PAY = /* GraphQL */ `
  mutation ($orderId: String!) { sandboxPay(orderId: $orderId, method: "upi", outcome: "success") { payment_id signature } }
`;
const CONFIRM_PAYMENT = /* GraphQL */ `
  mutation ($orderId: String!, $paymentId: String!, $signature: String!) {
    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) { status }
  }
`;

/** Whether fetch failed because the other side closed or reset the connection (not refused, not timed out). */
function closedUnderRequest(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === "UND_ERR_SOCKET" || code === "ECONNRESET";
}

/** Speaks to one server process and keeps every answer. */
export class TrafficClient {
  readonly answers: Answer[] = [];
  /** Requests sent again because the kept-alive connection they went out on was closed under them. */
  resent = 0;
  private readonly origin: string;
  /** Signs the gateway's webhooks (the test process's sandbox has the server's secret). */
  private readonly test: TestApi;
  private readonly resendOnClosedConnection: boolean;

  /**
   * `resendOnClosedConnection`: behind nginx, a reload closes the old workers' idle kept-alive
   * connections, and a request written on one at that instant is reset before any answer. Browsers
   * send such a request again on a new connection, whatever its method; with this option so does the
   * client, once (the steps are idempotent: keys, order ids, webhook event ids).
   */
  constructor(origin: string, test: TestApi, { resendOnClosedConnection = false } = {}) {
    this.origin = origin;
    this.test = test;
    this.resendOnClosedConnection = resendOnClosedConnection;
  }

  private async fetchOnce(path: string, init: RequestInit): Promise<Response> {
    const request = () => fetch(`${this.origin}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    if (!this.resendOnClosedConnection) return request();
    try {
      return await request();
    } catch (error) {
      if (!closedUnderRequest(error)) throw error;
      this.resent += 1;
      return request();
    }
  }

  private async send(step: Step, path: string, init: RequestInit): Promise<{ answer: Answer; body: unknown }> {
    const startedAt = performance.now();
    let answer: Answer;
    let body: unknown = null;
    try {
      const response = await this.fetchOnce(path, init);
      const text = await response.text();
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const error = (body as { errors?: { message?: string; extensions?: { code?: string } }[] } | null)?.errors?.[0];
      answer = {
        step,
        status: response.status,
        code: error?.extensions?.code,
        message: error?.message,
        startedAt,
        endedAt: performance.now(),
      };
    } catch {
      answer = { step, status: "network", startedAt, endedAt: performance.now() };
    }
    this.answers.push(answer);
    return { answer, body };
  }

  /** Runs a mutation; answers its data when it succeeded, else the error code (or null). */
  private async graphql<T>(
    step: Step,
    query: string,
    variables: Record<string, unknown>,
    headers: Record<string, string>,
  ): Promise<{ data: T } | { code: string | null }> {
    const { answer, body } = await this.send(step, "/api/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const data = (body as { data?: T | null } | null)?.data;
    return answer.status === 200 && !answer.code && data ? { data } : { code: answer.code ?? null };
  }

  /** The gateway's signed webhook for a captured payment (`event`: payment.captured or order.paid). */
  async capturedWebhook(
    step: Step,
    event: string,
    eventId: string,
    payment: { id: string; orderId: string; amountPaise: number },
  ): Promise<number | "network"> {
    const request = webhookRequest(this.test, event, { payment: paymentEntity(payment, "captured") }, { eventId });
    const { answer } = await this.send(step, new URL(request.url).pathname, {
      method: "POST",
      headers: Object.fromEntries(request.headers),
      body: await request.text(),
    });
    return answer.status;
  }

  /** A new journey on one of the fixture's departures, for one of its travellers. */
  journey(fixture: Fixture, index: number): Journey {
    return {
      idempotencyKey: randomUUID(),
      headers: fixture.travellers[index % fixture.travellers.length]!,
      eventId: fixture.eventIds[index % fixture.eventIds.length]!,
      packageId: fixture.packageId,
      participants: [participant()],
      webhookEventId: `evt_reliability_${randomUUID()}`,
      webhookAcknowledged: 0,
    };
  }

  /** Sends createBooking with the journey's idempotency key; answers the booking's id, or null. */
  async book(journey: Journey): Promise<string | null> {
    const { idempotencyKey, eventId, packageId, participants } = journey;
    const result = await this.graphql<{ createBooking: { id: string } }>(
      "createBooking",
      CREATE_BOOKING,
      { input: { idempotencyKey, eventId, packageId, participants } },
      journey.headers,
    );
    return "data" in result ? result.data.createBooking.id : null;
  }

  /**
   * The journey's next step, as a traveller (or the gateway) would take it; a refused step is taken
   * again on the next call, the way a traveller presses Pay again. Answers whether it went through.
   */
  async advance(journey: Journey): Promise<boolean> {
    const { headers } = journey;
    if (!journey.bookingId) {
      journey.bookingId = (await this.book(journey)) ?? undefined;
      return journey.bookingId !== undefined;
    }
    if (!journey.order) {
      const result = await this.graphql<{ startPayment: { order_id: string; amount_paise: number } }>(
        "startPayment",
        START_PAYMENT,
        { bookingId: journey.bookingId },
        headers,
      );
      if (!("data" in result)) return false;
      journey.order = { id: result.data.startPayment.order_id, amountPaise: result.data.startPayment.amount_paise };
      return true;
    }
    if (!journey.payment) {
      const result = await this.graphql<{ sandboxPay: { payment_id: string; signature: string } }>(
        "sandboxPay",
        SANDBOX_PAY,
        { orderId: journey.order.id },
        headers,
      );
      if (!("data" in result)) {
        // The order was paid by a try whose answer never came: the sandbox's own webhooks carry it.
        if (result.code === "NOT_FOUND") journey.paidUnseen = true;
        return false;
      }
      journey.payment = { id: result.data.sandboxPay.payment_id, signature: result.data.sandboxPay.signature };
      return true;
    }
    if (journey.webhookAcknowledged < 2) {
      const payment = { id: journey.payment.id, orderId: journey.order.id, amountPaise: journey.order.amountPaise };
      const step = journey.webhookAcknowledged === 0 ? "webhook" : "webhook replay";
      const status = await this.capturedWebhook(step, "payment.captured", journey.webhookEventId, payment);
      if (status !== 200) return false;
      journey.webhookAcknowledged += 1;
      return true;
    }
    const result = await this.graphql<{ confirmPayment: { status: string } }>(
      "confirmPayment",
      CONFIRM_PAYMENT,
      { orderId: journey.order.id, paymentId: journey.payment.id, signature: journey.payment.signature },
      headers,
    );
    if (!("data" in result)) return false;
    journey.confirmed = result.data.confirmPayment.status;
    return true;
  }

  /** Takes the journey as far as it goes without a refusal. */
  async run(journey: Journey): Promise<void> {
    while (!isDone(journey) && (await this.advance(journey)));
  }

  /**
   * One traveller of a load: journey after journey, a step every 20 ms, each new journey added to
   * `journeys`, for as long as `going()` says.
   */
  async travel(fixture: Fixture, journeys: Journey[], worker: number, going: () => boolean): Promise<void> {
    let journey: Journey | undefined;
    while (going()) {
      if (!journey || isDone(journey)) {
        journey = this.journey(fixture, journeys.length + worker);
        journeys.push(journey);
      }
      await this.advance(journey);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The webhook event ids the server acknowledged with a 200. */
export const acknowledgedEvents = (journeys: readonly Journey[]) =>
  journeys.filter((journey) => journey.webhookAcknowledged > 0).map((journey) => journey.webhookEventId);

/** Rows of a raw query, whichever driver answered (PGlite: an array; node-postgres: { rows }). */
export async function rowsOf<T>(test: TestApi, query: SQL): Promise<T[]> {
  const result = (await test.db.execute(query)) as unknown as { rows?: T[] } & T[];
  return Array.from(result.rows ?? result);
}

/** What must hold in the database once the server is gone and its outbox has been drained. */
export interface MoneyState {
  /** Bookings whose paid_paise is not captured - refunded in the ledger. */
  ledgerMismatches: number[];
  /** Departures where available seats + live booked seats is not the capacity. */
  seatMismatches: number[];
  /** Bookings without all their travellers or without their first history entry. */
  brokenBookings: number[];
  /** Payments the sandbox captured that are not exactly one ledger row. */
  capturesNotOnceInLedger: string[];
  /** Bookings with a captured payment that are not confirmed and paid in full. */
  paidNotConfirmed: number[];
  /** Stored webhook events never applied. */
  unappliedEvents: number;
  /** Jobs the outbox gave up on. */
  failedJobs: number;
  /** How often each of the given webhook event ids is stored. */
  storedEvents: Map<string, number>;
  bookings: number;
}

/**
 * Runs every job the server left (sandbox deliveries, webhook events, emails) as the server would
 * have: with its clock moved 6 minutes on, so that jobs a server claimed just before the database
 * vanished (locked for 5 minutes) and retries waiting out their backoff are due. Holds last 15.
 */
export async function drainOutbox(test: TestApi): Promise<number> {
  test.clock.advance(6 * 60);
  return runJobs(test);
}

export async function readMoneyState(test: TestApi, eventIds: readonly string[]): Promise<MoneyState> {
  const live = sql.join(
    LIVE_BOOKING_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const ids = (rows: { id: number }[]) => rows.map((row) => Number(row.id));
  const ledgerMismatches = await rowsOf<{ id: number }>(
    test,
    sql`select b.id from bookings b where b.paid_paise <> coalesce((select sum(case when l.kind = 'payment'
      then l.amount_paise else -l.amount_paise end) from payment_ledger l where l.booking_id = b.id), 0)`,
  );
  const seatMismatches = await rowsOf<{ id: number }>(
    test,
    sql`select e.id from events e where e.available_seats + coalesce((select sum(b.traveller_count) from bookings b
      where b.event_id = e.id and b.status in (${live})), 0) <> e.capacity`,
  );
  const brokenBookings = await rowsOf<{ id: number }>(
    test,
    sql`select b.id from bookings b where b.traveller_count <>
      (select count(*) from booking_participants p where p.booking_id = b.id)
      or not exists (select 1 from booking_status_changes h where h.booking_id = b.id)`,
  );
  const captures = await rowsOf<{ id: string }>(
    test,
    sql`select s.id from sandbox_payments s where s.status = 'captured' and
      (select count(*) from payment_ledger l where l.kind = 'payment' and l.provider_id = s.id) <> 1`,
  );
  const paidNotConfirmed = await rowsOf<{ id: number }>(
    test,
    sql`select b.id from bookings b where exists (select 1 from payment_ledger l where l.booking_id = b.id)
      and (b.status <> 'confirmed' or b.paid_paise <> b.total_paise)`,
  );
  const [counts] = await rowsOf<{ unapplied: number; failed: number; bookings: number }>(
    test,
    sql`select (select count(*)::int from payment_webhook_events where applied_at is null) as unapplied,
      (select count(*)::int from jobs where failed_at is not null) as failed,
      (select count(*)::int from bookings) as bookings`,
  );
  const stored = eventIds.length
    ? await rowsOf<{ event_id: string; n: number }>(
        test,
        sql`select event_id, count(*)::int as n from payment_webhook_events where event_id in (${sql.join(
          eventIds.map((id) => sql`${id}`),
          sql`, `,
        )}) group by event_id`,
      )
    : [];
  return {
    ledgerMismatches: ids(ledgerMismatches),
    seatMismatches: ids(seatMismatches),
    brokenBookings: ids(brokenBookings),
    capturesNotOnceInLedger: captures.map((row) => row.id),
    paidNotConfirmed: ids(paidNotConfirmed),
    unappliedEvents: Number(counts!.unapplied),
    failedJobs: Number(counts!.failed),
    storedEvents: new Map(eventIds.map((id) => [id, Number(stored.find((row) => row.event_id === id)?.n ?? 0)])),
    bookings: Number(counts!.bookings),
  };
}
