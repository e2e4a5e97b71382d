// A booking's whole season in every order of events (docs/api.md, "A booking's life" and "Payments":
// the invariants). fast-check generates sequences of what travellers, the trip desk, the company, the
// gateway and the clock do: book (two packages, three departures), pay the booking amount or in full,
// pay an order twice or an old order, cancel (for cash or trip credit), staff cancellations with and
// without an amount of their own, money taken and paid back by hand, holds that end, the gateway's
// webhooks delivered late, twice or out of order, refunds processed or failed, sales closed and
// reopened, prices changed, a campaign ended, days passing; waitlist joins, offers, takes, declines and
// lapses; moves to another date (cheaper, dearer, past the balance deadline, by the traveller and the
// desk), travellers replaced, add-ons chosen and changed before and after paying, staff changing an
// add-on's stock, paying with trip credit and goodwill credit, credit expiring, the company cancelling a
// departure and each answer (and none), travellers filling their forms, check-in and no-shows, the
// balance scan and the end of the trip. They run against the real services on the real database; only
// the gateway is a fake (an in-memory Razorpay). After every step that did something, the invariants
// are checked:
//   - every departure: seats of live bookings + seats offered to the waitlist + seats free = capacity;
//   - the waitlist: seats offered = the open offers', no seat both offered and on sale (no waiting group
//     whose package is on sale fits in the seats on sale), no offer past the closing;
//   - every payment: refunds not failed <= money received; paid_paise = ledger payments - refunds;
//   - every status agrees with the money kept (received - refunds not failed - refunds failed, which are
//     owed): held and expired keep nothing, part_paid at least the booking amount and less than the
//     total, confirmed and completed the total (a booking that owes money is never either), cancelled
//     what the tier (or the desk's amount) left;
//   - no booking became live on a departure that was closed, started, at another price or with an offer
//     that had ended; a part payment took a booking back only before the balance's deadline;
//   - money is kept from a booking cancelled automatically only when its deadline was reachable (the
//     last change that left it owing came on or before it) and its warning went out a day before;
//   - add-on units: sold = what live bookings hold, stock = what staff last set, and a sale never takes
//     more than the stock at that moment;
//   - every captured payment and processed refund is in the ledger once, as the gateway says;
//   - trip credit: never negative, never spent after its expiry, returned only to the lots a booking drew
//     on (so it keeps their expiry); money in = kept + refunded + credit issued; a departure we cancelled
//     keeps nothing once answered;
//   - tax documents: one per ledger row, lines that add up, invoices - credit notes = what was retained;
//   - forms and check-in marks belong to the traveller they were made for; only a traveller who went is
//     invited to review;
//   - balance collection: no part-paid booking is cancelled before its grace and its warning are over,
//     and each it cancelled kept what the tier left.
// MONEY_MODEL_RUNS sets how many sequences run (a short run checks every invariant but does not demand
// that every case be reached); MONEY_MODEL_SEED draws them from another seed (CI's PostgreSQL stage
// does, for other orders of events; only npm test's seed must reach every case) or replays a failure,
// which prints its seed and the shrunk sequence.
import { randomUUID } from "node:crypto";
import type { Database } from "@parvat/db/client";
import {
  addOnStock,
  addOns,
  bookingAddOns,
  bookingCancellations,
  bookingParticipants,
  bookingStatusChanges,
  bookings,
  bookingTransfers,
  campaigns,
  checkIns,
  companyCancellationOffers,
  creditLedger,
  events,
  jobs,
  messages,
  paymentLedger,
  paymentRefunds,
  paymentWebhookEvents,
  reviewInvites,
  taxDocumentLines,
  taxDocuments,
  travellerForms,
  waitlistEntries,
  waitlistOffers,
} from "@parvat/db/schema";
import { createCampaign } from "@parvat/db/testing/factories/campaigns";
import { createCampsite, createTrek } from "@parvat/db/testing/factories/catalog";
import { parseParticipants } from "@parvat/domain/booking";
import { addDays, businessToday, daysBetween, type IsoDate } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { netPaidPaise, refundableByPayment } from "@parvat/domain/refunds";
import { tcsFor } from "@parvat/domain/tax-documents";
import { rateOn, TCS_OVERSEAS_PACKAGE_RATES } from "@parvat/domain/tax-rates";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Viewer } from "../accounts/accounts.ts";
import { recordOfflinePayment, recordOfflineRefund } from "../admin/admin-bookings.ts";
import { setDepartureSales, updatePackage } from "../admin/admin-departures.ts";
import { CANCEL_CAUSES, cancelAsTraveller, cancelAsTripDesk } from "../booking-lifecycle/cancel.ts";
import { OFFLINE_PROVIDER } from "../booking-lifecycle/ledger.ts";
import { payWithCredit } from "../booking-lifecycle/money-in.ts";
import { closeEndedWaitlists, lapseStaleOffers } from "../booking-lifecycle/seats.ts";
import { sweepEndedTrips } from "../booking-lifecycle/sweeps.ts";
import { releaseStaleHolds } from "../booking-lifecycle/transitions.ts";
import { createBooking, takeWaitlistOffer } from "../bookings/bookings.ts";
import { expireCredit } from "../credit/credit.ts";
import { parseApiEnv } from "../env.ts";
import { createLogger } from "../logger.ts";
import { balanceTimeline } from "../messages/balance-collection.ts";
import { runMessageSchedule } from "../messages/message-schedule.ts";
import { DEFAULT_TRIP_SETTINGS } from "../messages/trip-rules.ts";
import { openFormAnswers } from "../personal-data/sealed-forms.ts";
import { inviteTravellersOfEndedDepartures } from "../reviews/review-invites.ts";
import { setBillingDetails } from "../tax/tax-documents.ts";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { logInTraveller, participant } from "../testing/booking-test-kit.ts";
import { TIERS } from "../testing/payment-test-kit.ts";
import { createTestApi, TEST_JWT_SECRET, type TestApi } from "../testing/test-api.ts";
import { chooseAddOns, saveAddOn } from "../trail/add-ons.ts";
import { markCheckIn } from "../trail/check-ins.ts";
import { saveForm } from "../trail/traveller-forms.ts";
import {
  adminCancelDeparture,
  answerCompanyCancellation,
  refundUnansweredOffers,
} from "../trip-changes/company-cancellation.ts";
import { substituteParticipant, transferBooking } from "../trip-changes/transfers.ts";
import { grantGoodwillCredit, transferAsTripDesk } from "../trip-changes/trip-desk.ts";
import { waitlistClosesAt } from "../waitlist/rules.ts";
import { declineWaitlistOffer, joinWaitlist, leaveWaitlist } from "../waitlist/waitlist.ts";
import { createPayments, type Payments } from "./create-payments.ts";
import { paymentLinkKey } from "./payment-links.ts";
import { applyPayment, startPayment } from "./payments.ts";
import {
  MINIMUM_REFUND_PAISE,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
  ProviderRefused,
  parseRazorpayWebhook,
  type RazorpayWebhookBody,
} from "./provider.ts";
import { WEBHOOK_PATH_PREFIX } from "./webhook.ts";

/** The sequences npm test runs; a run of fewer (MONEY_MODEL_RUNS=20) checks the invariants without demanding every case. */
const FULL_RUN = 300;
const RUNS = integerFromEnv("MONEY_MODEL_RUNS", FULL_RUN);
/** The same sequences on every run, so that npm test cannot pass once and fail the next time on the same code. */
const NPM_TEST_SEED = 242_611;
const SEED = integerFromEnv("MONEY_MODEL_SEED", NPM_TEST_SEED);

/** A whole number from the environment: a typo (say "2026_1128") must not quietly run another seed. */
function integerFromEnv(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^-?\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}".`);
  return Number(text);
}

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The trek of every run: ₹12,000 a person (a dearer package ₹15,000), ₹3,000 booking amount, balance 10 days before; TIERS. */
const PRICE_RUPEES = 12_000;
const DEARER_PRICE_RUPEES = 15_000;
/** An add-on of the trek: a jacket at ₹500 a traveller, 18% GST, a few per departure. */
const ADD_ON_STOCK = 3;
const BALANCE_DUE_DAYS = 10;

// ─── The gateway: an in-memory Razorpay ─────────────────────────────────────────────────

/** Ids unique across the runs, which share one database. */
let gatewayIds = 0;

/**
 * Orders, payments and refunds as Razorpay keeps them (the account captures every payment at once),
 * by its rules: an order has one captured payment (another one on it is refunded by Razorpay at
 * once, `captured: false`), a payment is "refunded" only once all of it is, and a refund under ₹1 or
 * of money never captured is refused (a 400). Its webhooks go to a queue the model delivers from.
 */
class FakeGateway implements PaymentProvider {
  readonly name = "razorpay" as const;
  readonly keyId = "rzp_test_model";
  readonly orders = new Map<string, { amountPaise: number; bookingId: number }>();
  readonly payments = new Map<string, ProviderPayment & { refundedPaise: number }>();
  readonly refunds = new Map<string, ProviderRefund>();
  /** Webhooks the gateway has sent and the network has not yet delivered. */
  readonly outbox: { eventId: string; body: string }[] = [];
  /** Webhooks delivered once already (the gateway may send them again). */
  readonly delivered: { eventId: string; body: string }[] = [];
  private readonly clock: () => Date;

  constructor(clock: () => Date) {
    this.clock = clock;
  }

  private id(prefix: string) {
    gatewayIds += 1;
    return `${prefix}_model${gatewayIds}`;
  }

  async createOrder({ amountPaise, notes }: { amountPaise: number; notes: Record<string, string> }) {
    const id = this.id("order");
    this.orders.set(id, { amountPaise, bookingId: Number(notes.booking_id) });
    return { id, amountPaise, currency: "INR", status: "created" };
  }
  verifyCheckoutSignature() {
    return true;
  }
  verifyWebhookSignature() {
    return true;
  }
  parseWebhook(raw: string) {
    return parseRazorpayWebhook(raw);
  }
  async fetchPayment(paymentId: string): Promise<ProviderPayment> {
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Error(`No payment ${paymentId}`);
    return this.view(payment);
  }
  async fetchOrderPayments(orderId: string): Promise<ProviderPayment[]> {
    return [...this.payments.values()].filter((payment) => payment.orderId === orderId).map((p) => this.view(p));
  }
  async refund({ paymentId, amountPaise, receipt }: { paymentId: string; amountPaise: number; receipt: string }) {
    const earlier = [...this.refunds.values()].find((refund) => refund.receipt === receipt);
    if (earlier) return earlier;
    const payment = this.payments.get(paymentId);
    const refuse = (description: string) =>
      new ProviderRefused(`Razorpay answered 400: ${description}`, { description, code: "BAD_REQUEST_ERROR" });
    if (amountPaise < MINIMUM_REFUND_PAISE) throw refuse("The amount must be at least INR 1.00");
    if (!payment?.captured) throw refuse("A refund can be made only on a captured payment");
    // More than what is left of the payment: our rules never ask it, so it is a bug, not a refusal to handle.
    if (payment.refundedPaise + amountPaise > payment.amountPaise) {
      throw new Error(`The gateway refuses to refund ${amountPaise} of ${paymentId}`);
    }
    payment.refundedPaise += amountPaise;
    const refund: ProviderRefund = { id: this.id("rfnd"), paymentId, amountPaise, status: "pending", receipt };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  async capturePayment({ paymentId }: { paymentId: string }): Promise<ProviderPayment> {
    // Every payment is captured or refunded by the time anyone could ask.
    const description = `${paymentId} is not authorized`;
    throw new ProviderRefused(`Razorpay answered 400: ${description}`, { description, code: "BAD_REQUEST_ERROR" });
  }

  private view(payment: ProviderPayment & { refundedPaise: number }): ProviderPayment {
    const { refundedPaise, ...rest } = payment;
    const whole = payment.status === "captured" && refundedPaise === payment.amountPaise;
    return { ...rest, status: whole ? "refunded" : payment.status };
  }

  /**
   * A payment on an order (the traveller paid; paying an order twice is possible at a real gateway,
   * but a second payment on a paid order is refunded by Razorpay at once and never captured).
   */
  capture(orderId: string, outcome: "captured" | "failed") {
    const order = this.orders.get(orderId)!;
    const paidAlready = [...this.payments.values()].some((p) => p.orderId === orderId && p.captured);
    const status = outcome === "failed" ? "failed" : paidAlready ? "refunded" : "captured";
    const payment = {
      id: this.id("pay"),
      orderId,
      amountPaise: order.amountPaise,
      currency: "INR",
      status,
      captured: status === "captured",
      method: "upi",
      methodDetail: null,
      createdAt: this.clock(),
      refundedPaise: status === "refunded" ? order.amountPaise : 0,
    } satisfies ProviderPayment & { refundedPaise: number };
    this.payments.set(payment.id, payment);
    const entity = {
      id: payment.id,
      amount: payment.amountPaise,
      currency: "INR",
      status: status as string,
      order_id: orderId,
      method: "upi",
      captured: payment.captured,
      created_at: Math.floor(payment.createdAt.getTime() / 1000),
    };
    if (status === "failed") this.send("payment.failed", { payment: { entity } });
    else if (status === "refunded") {
      this.send("payment.authorized", { payment: { entity: { ...entity, status: "authorized" } } });
      // Razorpay's own refund: not ours, and of money that never arrived.
      const refund: ProviderRefund = {
        id: this.id("rfnd"),
        paymentId: payment.id,
        amountPaise: payment.amountPaise,
        status: "pending",
        receipt: null,
      };
      this.refunds.set(refund.id, refund);
    } else {
      this.send("payment.authorized", { payment: { entity: { ...entity, status: "authorized", captured: false } } });
      this.send("payment.captured", { payment: { entity } });
      this.send("order.paid", {
        payment: { entity },
        order: { entity: { id: orderId, amount: order.amountPaise, status: "paid" } },
      });
    }
    return payment;
  }

  /** The bank's answer to a refund asked for. */
  settleRefund(refundId: string, outcome: "processed" | "failed") {
    const refund = this.refunds.get(refundId)!;
    refund.status = outcome;
    const payment = this.payments.get(refund.paymentId)!;
    if (outcome === "failed") payment.refundedPaise -= refund.amountPaise;
    this.send(`refund.${outcome}`, {
      refund: {
        entity: {
          id: refund.id,
          payment_id: refund.paymentId,
          amount: refund.amountPaise,
          status: outcome,
          receipt: refund.receipt,
        },
      },
      // Razorpay's refund webhooks carry the payment too: `captured: false` marks its own refunds.
      payment: {
        entity: {
          id: payment.id,
          amount: payment.amountPaise,
          currency: "INR",
          status: this.view(payment).status,
          order_id: payment.orderId,
          method: "upi",
          captured: payment.captured,
          created_at: Math.floor(payment.createdAt.getTime() / 1000),
        },
      },
    });
  }

  private send(event: string, payload: RazorpayWebhookBody["payload"]) {
    const body: RazorpayWebhookBody = {
      entity: "event",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(this.clock().getTime() / 1000),
    };
    this.outbox.push({ eventId: this.id("evt"), body: JSON.stringify(body) });
  }
}

// ─── One run's world ────────────────────────────────────────────────────────────────────

let test: TestApi;
let travellers: Viewer[];
let staff: Viewer;
/** Travellers who wait in the departures' lines (one entry each per departure). */
let waiters: Viewer[];
const TIME_ZONE = "Asia/Kolkata";

interface Departure {
  eventId: number;
  capacity: number;
  startDate: IsoDate;
  /** [from, to) instants while its sales were closed (to null: still closed). */
  closed: { from: number; to: number | null }[];
}

interface World {
  db: Database;
  gateway: FakeGateway;
  payments: Payments;
  clock: { now: number };
  trekId: number;
  /** The regular package (the one whose price the trip desk changes) and a dearer one. */
  packageId: number;
  packageIds: [number, number];
  departures: Departure[];
  campaignId: number;
  campaignSlug: string;
  /** When the campaign was ended (null: running). */
  campaignEndedAt: number | null;
  /** Per package, [from, price in paise] as its price changed. */
  prices: Map<number, { from: number; pricePaise: number }[]>;
  bookingIds: number[];
  /** What a cancelled booking keeps, by the tier (or the desk's amount) at its cancellation. */
  kept: Map<number, number>;
  nextReference: number;
  addOnId: number;
  /** The add-on's SAC: its tax lines are at 18%, the trip's at 5%. */
  jacketSac: string;
  /** The add-on's stock per departure as staff last set it. */
  addOnStock: number;
  /** Each check-in mark's traveller: participant id -> the phone of the traveller it was made for. */
  marksFor: Map<number, string>;
  /** A trip abroad (every other run): TCS on every receipt, so each booking gives its PAN when made. */
  abroad: boolean;
  /** The database's next transaction id when the invariants were last checked (wroteSinceLastCheck). */
  nextTransactionAtCheck: string | null;
}

const now = (world: World) => new Date(world.clock.now);
const todayOf = (world: World) => businessToday(TIME_ZONE, now(world));
const log = createLogger({ level: "silent" });

/** Worlds made so far: every other one is a trip abroad. */
let worldsMade = 0;

async function newWorld(): Promise<World> {
  const abroad = worldsMade++ % 2 === 1;
  // The runs share one database: what an earlier run left queued belongs to its gateway, not this one's.
  await test.db.delete(jobs);
  // Earlier runs' departures move ten years back: the schedule and the sweeps, which scan the whole
  // database, then leave them alone, and the last sequence costs what the first did (they would otherwise
  // remind, cancel and complete every earlier run's bookings again, the more the later the run).
  await test.db
    .update(events)
    .set({ startDate: sql`${events.startDate} - 3650`, endDate: sql`${events.endDate} - 3650` })
    .where(sql`${events.startDate} > current_date - 400`);
  await test.db
    .update(paymentWebhookEvents)
    .set({ appliedAt: new Date() })
    .where(isNull(paymentWebhookEvents.appliedAt));
  const clock = { now: Date.now() };
  const gateway = new FakeGateway(() => new Date(clock.now));
  const payments = createPayments({ db: test.db, logger: log, env, now: () => new Date(clock.now), provider: gateway });
  const campsite = await createCampsite(test.db, {
    cancellationTiers: TIERS,
    type: abroad ? "international" : "domestic",
  });
  const today = businessToday(TIME_ZONE, new Date(clock.now));
  const trek = await createTrek(test.db, {
    campsiteId: campsite.id,
    bookingAmountPerPerson: 3_000,
    balanceDueDays: BALANCE_DUE_DAYS,
    packages: [{ price: PRICE_RUPEES }, { price: DEARER_PRICE_RUPEES }],
    // The third starts inside the others' change window and past its own balance deadline: a move to it
    // leaves money owed after the trip's deadline.
    departures: [
      { startDate: addDays(today, 24), capacity: 4 },
      { startDate: addDays(today, 12), capacity: 3 },
      { startDate: addDays(today, 6), capacity: 3 },
    ],
  });
  const jacket = await saveAddOn(
    test.db,
    {
      id: null,
      trekId: trek.trek.id,
      name: "Down jacket",
      description: "For the summit night.",
      pricePaise: 500_00,
      pricing: "per_traveller",
      gstPercent: 18,
      sizes: [],
      stockPerDeparture: ADD_ON_STOCK,
      closesDaysBefore: 1,
      active: true,
    },
    { staffUserId: staff.userId },
  );
  if (!jacket.ok) throw new Error("The model's add-on was refused");
  const [savedJacket] = await test.db.select({ sac: addOns.sac }).from(addOns).where(eq(addOns.id, jacket.addOnId));
  const campaign = await createCampaign(test.db, [trek.trek.id], {
    startsAt: new Date(clock.now - DAY),
    endsAt: new Date(clock.now + 60 * DAY),
  });
  return {
    db: test.db,
    gateway,
    payments,
    clock,
    trekId: trek.trek.id,
    packageId: trek.packages[0]!.id,
    packageIds: [trek.packages[0]!.id, trek.packages[1]!.id],
    departures: trek.events.map((event) => ({
      eventId: event.id,
      capacity: event.capacity,
      startDate: event.startDate as IsoDate,
      closed: [],
    })),
    campaignId: campaign.id,
    campaignSlug: campaign.slug,
    campaignEndedAt: null,
    prices: new Map([
      [trek.packages[0]!.id, [{ from: clock.now, pricePaise: PRICE_RUPEES * 100 }]],
      [trek.packages[1]!.id, [{ from: clock.now, pricePaise: DEARER_PRICE_RUPEES * 100 }]],
    ]),
    bookingIds: [],
    kept: new Map(),
    nextReference: 1,
    addOnId: jacket.addOnId,
    jacketSac: savedJacket!.sac,
    addOnStock: ADD_ON_STOCK,
    marksFor: new Map(),
    abroad,
    nextTransactionAtCheck: null,
  };
}

/** A booking the run made: on a trip abroad its traveller gives a PAN at once (the tax step asks for it). */
async function addBooking(world: World, bookingId: number, userId: number) {
  world.bookingIds.push(bookingId);
  if (!world.abroad) return;
  const given = await setBillingDetails(world.db, {
    bookingId,
    userId,
    legalName: "Asha Traveller",
    address: "12 Residency Road, Bengaluru 560025",
    state: "29",
    pan: "ABCPT1234F",
  });
  if (!given.ok) throw new Error(`The model's billing details were refused: ${JSON.stringify(given)}`);
}

/** The API's settings; the worker is never started (the steps drain it). */
const env = parseApiEnv({ NODE_ENV: "test", JWT_SECRET: TEST_JWT_SECRET });

/** The money of one booking, from the ledger and the refunds asked for. */
async function moneyOf(world: World, bookingId: number) {
  return (await moneyOfEach(world, [bookingId])).get(bookingId)!;
}

/** The same for several bookings, in two queries. */
async function moneyOfEach(world: World, bookingIds: readonly number[]) {
  const [ledger, requests] = await Promise.all([
    world.db
      .select()
      .from(paymentLedger)
      .where(inArray(paymentLedger.bookingId, [...bookingIds])),
    world.db
      .select()
      .from(paymentRefunds)
      .where(inArray(paymentRefunds.bookingId, [...bookingIds])),
  ]);
  return new Map(
    bookingIds.map((id) => {
      const own = ledger.filter((row) => row.bookingId === id);
      const asked = requests.filter((request) => request.bookingId === id);
      const failedPaise = asked.filter((r) => r.status === "failed").reduce((sum, r) => sum + r.amountPaise, 0);
      const netPaise = netPaidPaise(own, asked);
      return [id, { ledger: own, requests: asked, netPaise, failedPaise, keptPaise: netPaise - failedPaise }];
    }),
  );
}

/** A tier's refund of `basePaise`, `daysBefore` days out: the policy as the traveller reads it. */
function tierRefund(basePaise: number, daysBefore: number): number {
  const tier = TIERS.find((candidate) => daysBefore >= candidate.minDaysBefore)!;
  return Math.max(0, Math.floor((basePaise * tier.percent) / 100) - (tier.feeRupees ?? 0) * 100);
}

// ─── What the runs reached ──────────────────────────────────────────────────────────────

/**
 * The cases the generated sequences reached, by booking: the test fails when one was never reached
 * (a model that never takes a booking back after its hold, say, proves nothing about it).
 */
const reached = new Map<string, Set<number>>();
const CASES = [
  "part paid",
  "confirmed",
  "paid twice: the excess refunded",
  "taken back after its hold ended",
  "paid after it ended: refunded in full",
  "cancelled keeping money by the tier",
  "cancelled by the trip desk",
  "refunded in full by the trip desk",
  "a refund failed",
  "paid by hand",
  "a refund paid back by hand",
  "cancelled automatically: balance unpaid after its grace",
  "warned before cancelling",
  "moved to another date",
  "moved past its balance deadline",
  "a traveller replaced",
  "add-ons after paying in full",
  "paid with trip credit",
  "credit returned to its lot",
  "cancelled by us, then moved",
  "a no-show",
  "completed",
  "invited to review",
] as const;

function note(name: (typeof CASES)[number], bookingId: number) {
  if (!reached.has(name)) reached.set(name, new Set());
  reached.get(name)!.add(bookingId);
}

/** A move to another date, and whether it left money owed after its trip's own deadline. */
function noteTransfer(_world: World, booking: typeof bookings.$inferSelect, duePaise: number) {
  note("moved to another date", booking.id);
  if (duePaise > 0 && booking.balanceDueOn !== null) note("moved past its balance deadline", booking.id);
}

function noteCases(
  booking: typeof bookings.$inferSelect,
  money: Awaited<ReturnType<typeof moneyOf>>,
  history: (typeof bookingStatusChanges.$inferSelect)[],
) {
  if (booking.status === "part_paid") note("part paid", booking.id);
  if (booking.status === "confirmed") note("confirmed", booking.id);
  if (money.requests.some((request) => request.reason === "overpayment"))
    note("paid twice: the excess refunded", booking.id);
  if (money.requests.some((request) => request.reason === "late-capture"))
    note("paid after it ended: refunded in full", booking.id);
  if (money.requests.some((request) => request.status === "failed")) note("a refund failed", booking.id);
  if (history.some((change) => change.fromStatus === "expired")) note("taken back after its hold ended", booking.id);
  if (booking.status === "cancelled" && money.keptPaise > 0) note("cancelled keeping money by the tier", booking.id);
  if (history.some((change) => change.cause.startsWith("Cancelled by the trip desk"))) {
    note("cancelled by the trip desk", booking.id);
    if (booking.status === "cancelled" && money.keptPaise === 0 && money.ledger.length > 0) {
      note("refunded in full by the trip desk", booking.id);
    }
  }
  if (money.ledger.some((row) => row.provider === OFFLINE_PROVIDER && row.kind === "payment"))
    note("paid by hand", booking.id);
  if (money.ledger.some((row) => row.provider === OFFLINE_PROVIDER && row.kind === "refund")) {
    note("a refund paid back by hand", booking.id);
  }
  if (history.some((change) => change.cause === CANCEL_CAUSES.balanceOverdue)) {
    note("cancelled automatically: balance unpaid after its grace", booking.id);
  }
  if (money.ledger.some((row) => row.provider === "credit" && row.kind === "payment"))
    note("paid with trip credit", booking.id);
  if (money.ledger.some((row) => row.provider === "credit" && row.kind === "refund")) {
    note("credit returned to its lot", booking.id);
  }
  if (history.some((change) => change.fromStatus === "cancelled")) note("cancelled by us, then moved", booking.id);
  if (booking.status === "completed") note("completed", booking.id);
}

// ─── The invariants ─────────────────────────────────────────────────────────────────────

async function checkInvariants(world: World) {
  const eventIds = world.departures.map((departure) => departure.eventId);
  // Seats: live bookings' travellers + seats offered to the waitlist + seats free = capacity.
  const seats = await world.db
    .select({
      eventId: events.id,
      capacity: events.capacity,
      free: events.availableSeats,
      offered: events.offeredSeats,
      live: sql<number>`coalesce((select sum(${bookings.travellerCount}) from ${bookings} where ${bookings.eventId} = ${events.id} and ${bookings.status} in ('held', 'part_paid', 'confirmed')), 0)::int`,
    })
    .from(events)
    .where(inArray(events.id, eventIds));
  for (const row of seats) {
    expect(Number(row.live) + row.offered + row.free, `seats of departure ${row.eventId}`).toBe(row.capacity);
  }
  await checkWaitlistInvariants(world);

  if (world.bookingIds.length === 0) return;
  const rows = await world.db.select().from(bookings).where(inArray(bookings.id, world.bookingIds));
  const histories = await world.db
    .select()
    .from(bookingStatusChanges)
    .where(inArray(bookingStatusChanges.bookingId, world.bookingIds))
    .orderBy(asc(bookingStatusChanges.at), asc(bookingStatusChanges.id));
  const historyOf = (id: number) => histories.filter((change) => change.bookingId === id);
  const monies = await moneyOfEach(world, world.bookingIds);
  for (const booking of rows) {
    const money = monies.get(booking.id)!;
    noteCases(booking, money, historyOf(booking.id));
    const what = `booking ${booking.id} (${booking.status}, total ${booking.totalPaise}; ledger ${JSON.stringify(money.ledger.map((row) => [row.kind, row.providerId, row.amountPaise]))}; refunds ${JSON.stringify(money.requests.map((row) => [row.reason, row.providerPaymentId, row.amountPaise, row.status]))})`;
    // Refunds not failed never exceed what each payment brought.
    for (const payment of refundableByPayment(money.ledger, money.requests).values()) {
      expect(payment.refundablePaise, `${what}: refunds of ${payment.providerPaymentId}`).toBeGreaterThanOrEqual(0);
    }
    const ledgerNet = money.ledger.reduce(
      (sum, row) => sum + (row.kind === "payment" ? row.amountPaise : -row.amountPaise),
      0,
    );
    expect(booking.paidPaise, `${what}: paid_paise follows the ledger`).toBe(ledgerNet);
    switch (booking.status) {
      case "held": {
        // Trip credit may pay part of a hold; nothing else is kept before the booking is secured.
        const creditPaid = money.ledger
          .filter((row) => row.provider === "credit")
          .reduce((sum, row) => sum + (row.kind === "payment" ? row.amountPaise : -row.amountPaise), 0);
        expect(money.keptPaise, `${what}: keeps only the credit spent on it`).toBe(creditPaid);
        break;
      }
      case "expired":
        expect(money.keptPaise, `${what}: keeps nothing`).toBe(0);
        break;
      case "part_paid":
        expect(money.keptPaise, `${what}: at least the booking amount`).toBeGreaterThanOrEqual(
          booking.bookingAmountPaise!,
        );
        expect(money.keptPaise, `${what}: less than the total`).toBeLessThan(booking.totalPaise);
        break;
      case "confirmed":
      case "completed":
        // A booking that owes money is part paid, never confirmed or completed as if paid.
        expect(money.keptPaise, `${what}: the total`).toBe(booking.totalPaise);
        break;
      case "cancelled":
        expect(money.keptPaise, `${what}: what its cancellation left`).toBe(world.kept.get(booking.id));
        break;
      default:
        throw new Error(`${what}: a status no step makes`);
    }
  }

  // Each live booking became live on terms createBooking allows, at that moment.
  const transfers = await world.db
    .select()
    .from(bookingTransfers)
    .where(inArray(bookingTransfers.bookingId, world.bookingIds))
    .orderBy(asc(bookingTransfers.at), asc(bookingTransfers.id));
  const live = rows.filter((booking) => ["held", "part_paid", "confirmed"].includes(booking.status));
  for (const booking of live) {
    // The last change that made it live: its creation, or its return after the hold ended.
    const became = [...historyOf(booking.id)]
      .reverse()
      .find((row) => row.fromStatus === null || row.fromStatus === "expired")!;
    // A move to another date (a transfer) priced it again at that moment, on that departure.
    const moved = transfers.filter((row) => row.bookingId === booking.id).at(-1);
    const at = Math.max(new Date(became.at).getTime(), moved ? new Date(moved.at).getTime() : 0);
    const departure = world.departures.find((candidate) => candidate.eventId === booking.eventId)!;
    const what = `booking ${booking.id}, live since ${new Date(at).toISOString()} (${became.cause})`;
    expect(
      departure.closed.some((interval) => interval.from <= at && (interval.to === null || at < interval.to)),
      `${what}: the departure's sales were closed`,
    ).toBe(false);
    expect(businessToday(TIME_ZONE, new Date(at)) <= departure.startDate, `${what}: the departure had started`).toBe(
      true,
    );
    const price = [...world.prices.get(booking.packageId!)!].reverse().find((entry) => entry.from <= at)!.pricePaise;
    expect(booking.pricePerPersonPaise, `${what}: at the price of the moment`).toBe(price);
    if (!moved && booking.campaignId !== null && world.campaignEndedAt !== null) {
      expect(at < world.campaignEndedAt, `${what}: with an offer that had ended`).toBe(true);
    }
    if (became.fromStatus === "expired" && became.toStatus === "part_paid") {
      // The deadline in force: the booking's own when a move gave it one, else its departure's.
      const dueBy = (booking.balanceDueOn as IsoDate | null) ?? addDays(departure.startDate, -BALANCE_DUE_DAYS);
      expect(businessToday(TIME_ZONE, new Date(at)) <= dueBy, `${what}: part paid after the balance's deadline`).toBe(
        true,
      );
    }
  }

  // The ledger says what the gateway says, once.
  const ledger = [...monies.values()].flatMap((money) => money.ledger).filter((row) => row.provider === "razorpay");
  for (const row of ledger) {
    if (row.kind === "payment") {
      const payment = world.gateway.payments.get(row.providerId);
      expect(payment?.status, `ledger payment ${row.providerId}`).toBe("captured");
      // What the gateway took is the booking's money and, on a trip abroad, its TCS on top.
      expect(row.amountPaise + row.tcsPaise, `ledger payment ${row.providerId}: its amount`).toBe(payment!.amountPaise);
    } else if (row.kind === "refund") {
      // ("to_credit" rows are the traveller's credit, not the gateway's: checkTripChanges checks them.)
      expect(world.gateway.refunds.get(row.providerId)?.status, `ledger refund ${row.providerId}`).toBe("processed");
    }
  }
  const ids = ledger.map((row) => `${row.kind}:${row.providerId}`);
  expect(new Set(ids).size, "each payment and refund once in the ledger").toBe(ids.length);
  await checkTripChanges(world, rows, monies);
  await checkAutomaticCancellations(world, rows, histories, monies);
  await checkAddOnStock(world);
  await checkWhatTravellersOwn(world);

  await checkTaxDocuments(world, rows, monies);
}

// ─── Where features meet: cancellations by the clock, add-on stock, personal data ───────

/**
 * Money is kept from a booking cancelled automatically only when its deadline was reachable (the last
 * change before the cancellation came on or before the deadline in force) and its overdue warning for
 * that deadline went out at least a day before.
 */
async function checkAutomaticCancellations(
  world: World,
  rows: (typeof bookings.$inferSelect)[],
  histories: (typeof bookingStatusChanges.$inferSelect)[],
  monies: Awaited<ReturnType<typeof moneyOfEach>>,
) {
  const automatic = await world.db
    .select()
    .from(bookingCancellations)
    .where(and(inArray(bookingCancellations.bookingId, world.bookingIds), eq(bookingCancellations.by, "automatic")));
  for (const cancellation of automatic) {
    if (monies.get(cancellation.bookingId)!.keptPaise === 0) continue;
    const booking = rows.find((row) => row.id === cancellation.bookingId)!;
    const departure = world.departures.find((candidate) => candidate.eventId === booking.eventId)!;
    const deadline = (booking.balanceDueOn as IsoDate | null) ?? addDays(departure.startDate, -BALANCE_DUE_DAYS);
    const changes = histories.filter((change) => change.bookingId === booking.id && change.toStatus !== "cancelled");
    const lastChange = new Date(changes.at(-1)!.at);
    const what = `booking ${booking.id}, cancelled automatically keeping money`;
    expect(businessToday(TIME_ZONE, lastChange) <= deadline, `${what}: its deadline ${deadline} was reachable`).toBe(
      true,
    );
    const [warning] = await world.db
      .select({ sendAt: messages.sendAt })
      .from(messages)
      .where(eq(messages.key, `balance-overdue:${booking.id}:${deadline}`));
    expect(warning, `${what}: warned first`).toBeDefined();
    expect(
      new Date(cancellation.at).getTime() - new Date(warning!.sendAt).getTime(),
      `${what}: a day after the warning`,
    ).toBeGreaterThanOrEqual(24 * 60 * MINUTE);
  }
}

/** The add-on's units on each departure: sold = what live bookings hold; the stock, what staff last set. */
async function checkAddOnStock(world: World) {
  const rows = await world.db
    .select({
      eventId: addOnStock.eventId,
      stock: addOnStock.stock,
      sold: addOnStock.sold,
      held: sql<number>`coalesce((select sum(${bookingAddOns.quantity}) from ${bookingAddOns} join ${bookings} on ${bookings.id} = ${bookingAddOns.bookingId} where ${bookingAddOns.addOnId} = ${addOnStock.addOnId} and ${bookingAddOns.eventId} = ${addOnStock.eventId} and ${bookings.status} in ('held', 'part_paid', 'confirmed')), 0)::int`,
    })
    .from(addOnStock)
    .where(eq(addOnStock.addOnId, world.addOnId));
  for (const row of rows) {
    expect(row.sold, `add-on units sold on departure ${row.eventId}`).toBe(Number(row.held));
    expect(row.stock, `add-on stock on departure ${row.eventId}`).toBe(world.addOnStock);
  }
}

/**
 * A traveller's form answers and check-in mark are theirs: the model writes each traveller's phone into
 * the medical answer it gives, and notes whom each mark was made for; after a traveller is replaced,
 * neither may show on the newcomer.
 */
async function checkWhatTravellersOwn(world: World) {
  const forms = await world.db
    .select({
      id: travellerForms.id,
      medicalConditions: travellerForms.medicalConditions,
      phone: bookingParticipants.phone,
    })
    .from(travellerForms)
    .innerJoin(bookingParticipants, eq(bookingParticipants.id, travellerForms.participantId))
    .where(inArray(travellerForms.bookingId, world.bookingIds));
  for (const form of forms.map(openFormAnswers)) {
    if (form.medicalConditions !== null)
      expect(form.medicalConditions, "a form's answers belong to its traveller").toBe(answerOf(form.phone));
  }
  const marks = await world.db
    .select({ participantId: checkIns.participantId, phone: bookingParticipants.phone })
    .from(checkIns)
    .innerJoin(bookingParticipants, eq(bookingParticipants.id, checkIns.participantId))
    .where(
      inArray(
        checkIns.eventId,
        world.departures.map((departure) => departure.eventId),
      ),
    );
  for (const mark of marks) {
    expect(mark.phone, `check-in of participant ${mark.participantId}`).toBe(world.marksFor.get(mark.participantId));
  }
}

/** The medical answer the model gives for a traveller: it names them. */
const answerOf = (phone: string) => `Asthma (${phone})`;

// ─── Tax documents: the invariants of invoices and credit notes ─────────────────────────
//   - every ledger row has one document: a payment its invoice, a refund its credit note;
//   - each document's lines add up (taxable + CGST + SGST + IGST = total = its ledger row's amount);
//   - a credit note amends an invoice of the same booking, and an invoice's credit notes never
//     exceed it;
//   - for every booking, invoices minus credit notes = what was retained (paid_paise);
//   - line by line: a document's figures are its lines' sums, each line's tax is its own rate's (the
//     trip's 5%, the jacket's 18%), and an invoice's credit notes never take back more of a line than
//     it had; a booking that owes nothing has every line fully invoiced (net of credit notes);
//   - TCS: on a trip abroad every invoice carries the TCS of its day's rate on its amount, as its
//     ledger row collected it (whichever way the money came in); in India none;
//   - serials are unique in their series (kind and financial year).
async function checkTaxDocuments(
  world: World,
  rows: (typeof bookings.$inferSelect)[],
  monies: Awaited<ReturnType<typeof moneyOfEach>>,
) {
  const documents = await world.db.select().from(taxDocuments).where(inArray(taxDocuments.bookingId, world.bookingIds));
  const ledger = [...monies.values()].flatMap((money) => money.ledger);
  const byLedger = new Map(documents.map((document) => [document.ledgerId, document]));
  expect(byLedger.size, "one document per ledger row").toBe(documents.length);
  for (const entry of ledger) {
    const document = byLedger.get(entry.id);
    expect(document?.kind, `ledger row ${entry.id} (${entry.kind}): its document`).toBe(
      entry.kind === "payment" ? "INVOICE" : "CREDIT_NOTE",
    );
    expect(document!.totalPaise, `${document!.number}: the ledger row's amount`).toBe(entry.amountPaise);
    expect(
      document!.taxablePaise + document!.cgstPaise + document!.sgstPaise + document!.igstPaise,
      `${document!.number}: its lines add up`,
    ).toBe(document!.totalPaise);
  }
  const byId = new Map(documents.map((document) => [document.id, document]));
  for (const note of documents.filter((document) => document.kind === "CREDIT_NOTE")) {
    const invoice = byId.get(note.amendsId!);
    expect(invoice?.bookingId, `${note.number}: amends an invoice of its booking`).toBe(note.bookingId);
    const credited = documents
      .filter((document) => document.amendsId === invoice!.id)
      .reduce((sum, document) => sum + document.totalPaise, 0);
    expect(credited, `${invoice!.number}: credit notes within the invoice`).toBeLessThanOrEqual(invoice!.totalPaise);
  }
  for (const booking of rows) {
    const net = documents
      .filter((document) => document.bookingId === booking.id)
      .reduce((sum, document) => sum + (document.kind === "INVOICE" ? document.totalPaise : -document.totalPaise), 0);
    expect(net, `booking ${booking.id}: invoices - credit notes = what was retained`).toBe(booking.paidPaise);
  }
  await checkTaxLines(world, rows, documents);
  for (const entry of ledger.filter((row) => row.kind === "payment")) {
    const invoice = byLedger.get(entry.id)!;
    const rate = rateOn(TCS_OVERSEAS_PACKAGE_RATES, businessToday(TIME_ZONE, new Date(entry.at)), "TCS rate");
    const due = world.abroad
      ? rate.thresholdPaise === null
        ? tcsFor({ amountPaise: entry.amountPaise, earlierInYearPaise: 0, hasPan: true, rate }).tcsPaise
        : entry.tcsPaise
      : 0;
    expect(entry.tcsPaise, `ledger row ${entry.id}: the TCS of its day on ${entry.amountPaise}`).toBe(due);
    if (world.abroad) expect(entry.tcsPaise, `ledger row ${entry.id}: TCS on a receipt abroad`).toBeGreaterThan(0);
    expect(invoice.tcsPaise, `${invoice.number}: its receipt's TCS`).toBe(entry.tcsPaise);
    expect(invoice.tcsLaw !== null, `${invoice.number}: names the TCS law when it carries TCS`).toBe(
      entry.tcsPaise > 0,
    );
  }
  const series = documents.map((document) => `${document.kind}:${document.financialYear}:${document.serial}`);
  expect(new Set(series).size, "serials unique in their series").toBe(series.length);
}

async function checkTaxLines(
  world: World,
  rows: (typeof bookings.$inferSelect)[],
  documents: (typeof taxDocuments.$inferSelect)[],
) {
  if (documents.length === 0) return;
  const lines = await world.db
    .select()
    .from(taxDocumentLines)
    .where(
      inArray(
        taxDocumentLines.documentId,
        documents.map((document) => document.id),
      ),
    );
  const linesOf = (documentId: number) => lines.filter((line) => line.documentId === documentId);
  const key = (line: typeof taxDocumentLines.$inferSelect) => `${line.sac}:${line.gstPercent}`;
  for (const document of documents) {
    const own = linesOf(document.id);
    const sum = (pick: (line: (typeof own)[number]) => number) => own.reduce((total, line) => total + pick(line), 0);
    expect(
      [sum((l) => l.taxablePaise), sum((l) => l.cgstPaise), sum((l) => l.sgstPaise), sum((l) => l.igstPaise)],
      `${document.number}: its figures are its lines' sums`,
    ).toEqual([document.taxablePaise, document.cgstPaise, document.sgstPaise, document.igstPaise]);
    for (const line of own) {
      const rate = line.sac === world.jacketSac ? 18 : 5;
      expect(line.gstPercent, `${document.number}, line ${line.position} (${line.sac}): its own rate`).toBe(rate);
      const tax = line.cgstPaise + line.sgstPaise + line.igstPaise;
      // Equal CGST and SGST move the tax by 2 paise and the taxable value the other way with it, so the
      // nearest such split (lineFigures) is within 1 + rate/100 paise of the rate; IGST within one paisa.
      const tolerance = line.igstPaise > 0 ? 1 : 1 + rate / 100;
      expect(
        Math.abs(tax - (line.taxablePaise * rate) / 100),
        `${document.number}, line ${line.position}: tax ${tax} on ${line.taxablePaise} at ${rate}%`,
      ).toBeLessThanOrEqual(tolerance + 1e-9);
    }
    if (document.kind !== "INVOICE") continue;
    const notes = documents.filter((note) => note.amendsId === document.id).flatMap((note) => linesOf(note.id));
    for (const line of own) {
      const credited = notes
        .filter((note) => key(note) === key(line))
        .reduce((total, note) => total + note.totalPaise, 0);
      expect(credited, `${document.number}, line ${line.position}: credited within the line`).toBeLessThanOrEqual(
        line.totalPaise,
      );
    }
  }
  // A booking that owes nothing has paid each thing it bought at that thing's rate: the trip at the
  // booking's rate, its add-ons at theirs; money paid beyond the total (a second payment whose refund is
  // under way) is invoiced with the trip until its credit note (splitPayment).
  const chosen = await world.db
    .select({ bookingId: bookingAddOns.bookingId, totalPaise: bookingAddOns.totalPaise })
    .from(bookingAddOns)
    .where(inArray(bookingAddOns.bookingId, world.bookingIds));
  for (const booking of rows.filter((row) => ["confirmed", "completed"].includes(row.status))) {
    const addOnsPaise = chosen.filter((row) => row.bookingId === booking.id).reduce((t, row) => t + row.totalPaise, 0);
    const net = new Map<number, number>();
    for (const document of documents.filter((each) => each.bookingId === booking.id)) {
      for (const line of linesOf(document.id)) {
        const sign = document.kind === "INVOICE" ? 1 : -1;
        net.set(line.gstPercent, (net.get(line.gstPercent) ?? 0) + sign * line.totalPaise);
      }
    }
    expect(
      { trip: net.get(5) ?? 0, addOns: net.get(18) ?? 0 },
      `booking ${booking.id}: invoiced net of credit notes, rate by rate`,
    ).toEqual({ trip: booking.paidPaise - addOnsPaise, addOns: addOnsPaise });
  }
}

// ─── Trip changes: transfers, substitutions, credit, departures we cancel ───────────────

/**
 * The invariants of trip credit and company cancellations: credit never negative and never spent
 * after its expiry; for every booking, money in = kept + refunded + credit issued (the credit it
 * gave matches the money that left it as credit); a departure we cancelled leaves each traveller
 * whole once they answered (nothing kept).
 */
async function checkTripChanges(
  world: World,
  rows: (typeof bookings.$inferSelect)[],
  monies: Awaited<ReturnType<typeof moneyOfEach>>,
) {
  const accountIds = travellers.map((traveller) => traveller.userId);
  // In the order they were written: a return is checked against the spends before it.
  const entries = await world.db
    .select()
    .from(creditLedger)
    .where(inArray(creditLedger.accountId, accountIds))
    .orderBy(asc(creditLedger.id));
  const lots = new Map(entries.filter((entry) => entry.kind === "issue").map((entry) => [entry.id, entry]));
  const drawn = new Map<number, number>();
  /** Per booking and lot: spent on the booking less returned from it. */
  const onBooking = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind === "issue") continue;
    const lot = lots.get(entry.lotId!)!;
    drawn.set(lot.id, (drawn.get(lot.id) ?? 0) + (entry.kind === "return" ? -entry.amountPaise : entry.amountPaise));
    if (entry.kind === "spend") {
      expect(new Date(entry.at) < new Date(lot.expiresAt!), `credit spent after its expiry (entry ${entry.id})`).toBe(
        true,
      );
    }
    if (entry.kind === "spend" || entry.kind === "return") {
      const key = `${entry.bookingId}:${lot.id}`;
      const net = (onBooking.get(key) ?? 0) + (entry.kind === "spend" ? entry.amountPaise : -entry.amountPaise);
      onBooking.set(key, net);
      // Credit goes back only to the lots the booking drew on, so it keeps their expiry.
      expect(
        net,
        `credit returned to lot ${lot.id} from booking ${entry.bookingId} beyond what it drew`,
      ).toBeGreaterThanOrEqual(0);
    }
  }
  for (const lot of lots.values()) {
    expect(drawn.get(lot.id) ?? 0, `credit lot ${lot.id} drawn beyond what it held`).toBeLessThanOrEqual(
      lot.amountPaise,
    );
  }
  const offers = await world.db
    .select()
    .from(companyCancellationOffers)
    .where(inArray(companyCancellationOffers.bookingId, world.bookingIds));
  for (const booking of rows) {
    const money = monies.get(booking.id)!;
    const sum = (kind: string, provider?: string) =>
      money.ledger
        .filter((row) => row.kind === kind && (provider === undefined || row.provider === provider))
        .reduce((total, row) => total + row.amountPaise, 0);
    const moneyIn = sum("payment");
    expect(moneyIn, `booking ${booking.id}: money in = kept + refunded + credit issued`).toBe(
      booking.paidPaise + sum("refund") + sum("to_credit"),
    );
    const ofBooking = (kind: string) =>
      entries
        .filter((entry) => entry.kind === kind && entry.bookingId === booking.id && entry.note !== BONUS_NOTE)
        .reduce((total, entry) => total + entry.amountPaise, 0);
    expect(ofBooking("issue"), `booking ${booking.id}: credit issued = its money moved to credit`).toBe(
      sum("to_credit"),
    );
    expect(ofBooking("return"), `booking ${booking.id}: credit returned = its credit payments refunded`).toBe(
      sum("refund", "credit"),
    );
    const offer = offers.find((row) => row.bookingId === booking.id);
    if (offer?.choice === "refund" || offer?.choice === "credit") {
      expect(money.keptPaise, `booking ${booking.id}: a departure we cancelled keeps nothing`).toBe(0);
    }
  }
}

const BONUS_NOTE = "Bonus for a departure we cancelled";

/** After the worker has run: every webhook stored is applied, every capture it announced is in the ledger. */
async function checkDrained(world: World) {
  const unapplied = await world.db
    .select({ id: paymentWebhookEvents.id })
    .from(paymentWebhookEvents)
    .where(isNull(paymentWebhookEvents.appliedAt));
  expect(unapplied, "webhooks stored but not applied after the worker ran").toEqual([]);
  const deliveredPayments = new Set(
    world.gateway.delivered
      .map((event) => JSON.parse(event.body) as RazorpayWebhookBody)
      .filter((body) => body.event === "payment.captured" || body.event === "order.paid")
      .map((body) => body.payload.payment!.entity.id),
  );
  if (deliveredPayments.size === 0) return;
  const recorded = await world.db
    .select({ id: paymentLedger.providerId })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.kind, "payment"), inArray(paymentLedger.providerId, [...deliveredPayments])));
  expect(recorded.map((row) => row.id).sort(), "every capture delivered is in the ledger").toEqual(
    [...deliveredPayments].sort(),
  );
}

// ─── The waitlist: its invariants ───────────────────────────────────────────────────────

/**
 * Seats offered + held + sold + free = capacity (above, with the bookings), and the seats offered are
 * exactly the open offers'; no seat is both offered and on sale: while a departure's waitlist is open,
 * no group waiting in line fits in its seats on sale (they would have been offered to it), and no
 * open offer outlives the waitlist's closing.
 */
async function checkWaitlistInvariants(world: World) {
  const rows = await world.db
    .select({
      eventId: events.id,
      offered: events.offeredSeats,
      open: sql<number>`coalesce((select sum(o.seats) from waitlist_offers o where o.event_id = events.id and o.status = 'open'), 0)::int`,
      // Waiting groups whose package is on sale (an offer is a promise to sell: none while sales are closed).
      fittingWaiters: sql<number>`(select count(*) from waitlist_entries w where w.event_id = events.id and w.status = 'waiting' and w.travellers <= ${events.availableSeats} and exists (select 1 from event_prices p where p.event_id = w.event_id and p.package_id = w.package_id and p.enabled) and not exists (select 1 from departure_cancellations c where c.event_id = w.event_id))::int`,
      lastOpenOfferExpiry: sql<
        number | null
      >`(select extract(epoch from max(o.expires_at)) * 1000 from waitlist_offers o where o.event_id = events.id and o.status = 'open')::float8`,
    })
    .from(events)
    .where(
      inArray(
        events.id,
        world.departures.map((departure) => departure.eventId),
      ),
    );
  for (const row of rows) {
    const departure = world.departures.find((candidate) => candidate.eventId === row.eventId)!;
    const closesAt = waitlistClosesAt(departure.startDate);
    expect(row.offered, `seats offered on departure ${row.eventId}`).toBe(Number(row.open));
    if (now(world) < closesAt) {
      expect(Number(row.fittingWaiters), `waiting groups that fit the seats on sale of ${row.eventId}`).toBe(0);
    }
    expect(
      row.lastOpenOfferExpiry === null || row.lastOpenOfferExpiry <= closesAt.getTime(),
      `open offers on departure ${row.eventId} that outlive its waitlist`,
    ).toBe(true);
  }
}

// ─── What can happen ────────────────────────────────────────────────────────────────────

type Model = Record<string, never>;
/** What a step answers when it changed nothing the invariants read (only the gateway, the network or the clock moved, or it found nothing to act on). */
const UNCHANGED = Symbol("unchanged");
type Step = fc.AsyncCommand<Model, World>;

/**
 * Whether any transaction wrote since the world's invariants were last checked: PostgreSQL assigns a
 * transaction id only to a transaction that writes, so the next id to assign moves exactly then (or when
 * another database of the same server writes, which only costs a check).
 */
async function wroteSinceLastCheck(world: World): Promise<boolean> {
  const result = await world.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as next`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: unknown[] }).rows) as { next: string }[];
  const next = rows[0]!.next;
  if (next === world.nextTransactionAtCheck) return false;
  world.nextTransactionAtCheck = next;
  return true;
}

/**
 * A step that always applies (its target is chosen among what exists when it runs), then the
 * invariants, unless the step answers UNCHANGED or wrote nothing to the database: checked again on what
 * did not change, they would only make each sequence dearer (about half the steps of a sequence are
 * refused or find nothing to do). The sequence's last check runs whatever the steps wrote.
 */
function step(name: string, run: (world: World) => Promise<undefined | typeof UNCHANGED>): Step {
  return {
    check: () => true,
    async run(_model, world) {
      // One millisecond per step: every step has its own moment, so "before" and "after" are never equal.
      world.clock.now += 1;
      if ((await run(world)) === UNCHANGED) return;
      if (!(await wroteSinceLastCheck(world))) return;
      await checkInvariants(world);
    },
    toString: () => name,
  };
}

const pick = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/**
 * One of the run's bookings, among those in `statuses` (a traveller acts on a booking that can take
 * the action; the service still decides): the index picks which.
 */
async function bookingRow(world: World, index: number, statuses: readonly string[]) {
  if (world.bookingIds.length === 0) return undefined;
  const rows = await world.db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.id, world.bookingIds), inArray(bookings.status, [...statuses])))
    .orderBy(asc(bookings.id));
  return pick(rows, index);
}

const PAYABLE = ["held", "part_paid"] as const;
const LIVE = ["held", "part_paid", "confirmed"] as const;

const paymentParts = (world: World) => world.payments.parts;

/** `count` valid travellers with phones of their own, as the API's shared rule reads them. */
function travellersOf(count: number, today: IsoDate) {
  const parsed = parseParticipants(
    Array.from({ length: count }, () => participant()),
    today,
  );
  if (!parsed.ok) throw new Error("The test's travellers are not valid");
  return parsed.participants;
}

/**
 * A waiter's entry on one departure still in the line, or (no departure given) one with seats offered
 * now on either departure; undefined when there is none.
 */
async function waiterEntry(world: World, waiter: number, departure?: number) {
  const [entry] = await world.db
    .select({ id: waitlistEntries.id, travellers: waitlistEntries.travellers })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.userId, waiters[waiter]!.userId),
        inArray(
          waitlistEntries.eventId,
          departure === undefined
            ? world.departures.map((each) => each.eventId)
            : [world.departures[departure]!.eventId],
        ),
        inArray(waitlistEntries.status, departure === undefined ? ["offered"] : ["waiting", "offered"]),
      ),
    );
  return entry;
}

/**
 * Everything that can happen, by name, each with how often it is drawn (a weight): a new step gets a
 * name and a weight of its own, and no other step's share changes but by the total.
 */
const STEPS: Record<string, { weight: number; arbitrary: fc.Arbitrary<Step> }> = {
  book: {
    weight: 6,
    arbitrary: fc
      .record({
        user: fc.nat(1),
        departure: fc.nat(2),
        pkg: fc.nat(1),
        count: fc.integer({ min: 1, max: 3 }),
        campaign: fc.boolean(),
      })
      .map(({ user, departure, pkg, count, campaign }) =>
        step(
          `book(traveller ${user}, departure ${departure}, package ${pkg}, ${count}${campaign ? ", from the campaign" : ""})`,
          async (world) => {
            const outcome = await createBooking(
              { db: world.db, log, now: () => now(world) },
              {
                userId: travellers[user]!.userId,
                eventId: world.departures[departure]!.eventId,
                packageId: world.packageIds[pkg]!,
                participants: travellersOf(count, todayOf(world)),
                idempotencyKey: randomUUID(),
                expectedPricePerPersonPaise: null,
                today: todayOf(world),
                campaign: campaign ? { slug: world.campaignSlug } : {},
                holdLimits: { holds: 3, seatsPerDeparture: 12 },
              },
            );
            if (outcome.ok) await addBooking(world, outcome.bookingId, travellers[user]!.userId);
          },
        ),
      ),
  },
  pay: {
    weight: 8,
    arbitrary: fc
      .record({
        booking: fc.nat(),
        plan: fc.constantFrom("full", "booking_amount") as fc.Arbitrary<"full" | "booking_amount">,
        outcome: fc.constantFrom("captured", "captured", "failed") as fc.Arbitrary<"captured" | "failed">,
        callback: fc.boolean(),
      })
      .map(({ booking, plan, outcome, callback }) =>
        step(
          `the traveller pays booking ${booking} (${plan}): ${outcome}${callback ? ", the checkout calls back" : ", the tab is closed"}`,
          async (world) => {
            const row = await bookingRow(world, booking, PAYABLE);
            if (!row) return UNCHANGED;
            const started = await startPayment(paymentParts(world), {
              userId: row.userId,
              bookingId: row.id,
              plan,
              today: todayOf(world),
            });
            if (!started.ok) return;
            const payment = world.gateway.capture(started.checkout.orderId, outcome);
            if (callback) await applyPayment(paymentParts(world), await world.gateway.fetchPayment(payment.id));
          },
        ),
      ),
  },
  oldTab: {
    weight: 6,
    arbitrary: fc
      .record({
        order: fc.nat(),
        outcome: fc.constantFrom("captured", "failed") as fc.Arbitrary<"captured" | "failed">,
      })
      .map(({ order, outcome }) =>
        step(`a tab left open pays an older order of a booking with money (${order}): ${outcome}`, async (world) => {
          // Paid already or not, old or new: a gateway takes what a traveller's other tab sends.
          const withMoney = await world.db
            .select({ id: bookings.id })
            .from(bookings)
            .where(
              and(
                inArray(bookings.id, world.bookingIds.length ? world.bookingIds : [0]),
                sql`${bookings.paidPaise} > 0`,
              ),
            );
          const ids = new Set(withMoney.map((row) => row.id));
          const orders = [...world.gateway.orders].filter(([, entry]) => ids.has(entry.bookingId));
          // Every other draw an order never paid (the booking was paid through another): paying it
          // pays the booking twice; a paid order's second payment Razorpay refunds itself.
          const unpaid = orders.filter(
            ([id]) =>
              ![...world.gateway.payments.values()].some((payment) => payment.orderId === id && payment.captured),
          );
          const chosen = pick(order % 2 === 0 && unpaid.length > 0 ? unpaid : orders, Math.floor(order / 2));
          if (!chosen) return UNCHANGED;
          world.gateway.capture(chosen[0], outcome);
          return UNCHANGED;
        }),
      ),
  },
  deliverOne: {
    weight: 4,
    arbitrary: fc.record({ event: fc.nat(), times: fc.integer({ min: 1, max: 2 }) }).map(({ event, times }) =>
      step(`the network delivers webhook ${event}${times > 1 ? " twice" : ""}`, async (world) => {
        const index = world.gateway.outbox.length === 0 ? -1 : event % world.gateway.outbox.length;
        if (index < 0) return UNCHANGED;
        const [sent] = world.gateway.outbox.splice(index, 1);
        for (let time = 0; time < times; time += 1) await deliver(world, sent!);
        world.gateway.delivered.push(sent!);
        // Stored for the worker, not yet applied.
        return UNCHANGED;
      }),
    ),
  },
  deliverAll: {
    weight: 6,
    arbitrary: fc.record({ reversed: fc.boolean(), holdBack: fc.boolean() }).map(({ reversed, holdBack }) =>
      step(
        `the network delivers every webhook waiting${reversed ? ", newest first" : ""}${holdBack ? ", but the last one" : ""}`,
        async (world) => {
          const waiting = world.gateway.outbox.splice(0, world.gateway.outbox.length - (holdBack ? 1 : 0));
          for (const sent of reversed ? waiting.reverse() : waiting) {
            await deliver(world, sent);
            world.gateway.delivered.push(sent);
          }
          return UNCHANGED;
        },
      ),
    ),
  },
  slowNetwork: {
    weight: 4,
    arbitrary: fc.constant(
      step("the network is slow: the webhooks waiting arrive 16 minutes late, and the worker runs", async (world) => {
        world.clock.now += 16 * MINUTE;
        for (const sent of world.gateway.outbox.splice(0)) {
          await deliver(world, sent);
          world.gateway.delivered.push(sent);
        }
        await world.payments.worker.drain();
        await checkDrained(world);
      }),
    ),
  },
  redeliver: {
    weight: 2,
    arbitrary: fc.nat().map((event) =>
      step(`the gateway sends webhook ${event} again`, async (world) => {
        const sent = pick(world.gateway.delivered, event);
        if (sent) await deliver(world, sent);
        return UNCHANGED;
      }),
    ),
  },
  callback: {
    weight: 2,
    arbitrary: fc.nat().map((payment) =>
      step(`the checkout's callback for payment ${payment}`, async (world) => {
        // Captured or refunded by Razorpay itself (a second payment on a paid order): the tab calls back for either.
        const taken = pick(
          [...world.gateway.payments.values()].filter((entry) => entry.status !== "failed"),
          payment,
        );
        if (!taken) return UNCHANGED;
        await applyPayment(paymentParts(world), await world.gateway.fetchPayment(taken.id));
      }),
    ),
  },
  worker: {
    weight: 8,
    arbitrary: fc.constant(
      step("the jobs worker runs", async (world) => {
        await world.payments.worker.drain();
        await checkDrained(world);
      }),
    ),
  },
  bankSettlesRefund: {
    weight: 6,
    arbitrary: fc
      .record({
        refund: fc.nat(),
        outcome: fc.constantFrom("processed", "failed") as fc.Arbitrary<"processed" | "failed">,
      })
      .map(({ refund, outcome }) =>
        step(`the bank settles refund ${refund}: ${outcome}`, async (world) => {
          const pending = pick(
            [...world.gateway.refunds.values()].filter((entry) => entry.status === "pending"),
            refund,
          );
          if (!pending) return UNCHANGED;
          world.gateway.settleRefund(pending.id, outcome);
          return UNCHANGED;
        }),
      ),
  },
  travellerCancels: {
    weight: 4,
    arbitrary: fc.nat().map((booking) =>
      step(`the traveller cancels booking ${booking}`, async (world) => {
        const row = await bookingRow(world, booking, LIVE);
        if (!row) return UNCHANGED;
        const before = await moneyOf(world, row.id);
        const paid = await cancelAsTraveller(paymentParts(world), {
          userId: row.userId,
          bookingId: row.id,
          today: todayOf(world),
        });
        if (!paid.ok) return;
        if (row.status === "held") {
          // The only money a held booking can have is trip credit short of its booking amount: it goes back.
          world.kept.set(row.id, 0);
          return;
        }
        const departure = world.departures.find((candidate) => candidate.eventId === row.eventId)!;
        const base = before.netPaise;
        const refund = tierRefund(base, daysBetween(todayOf(world), departure.startDate));
        expect(paid.refundPaise, `booking ${row.id}: the tier's refund of ${base}`).toBe(refund);
        world.kept.set(row.id, base - refund - before.failedPaise);
      }),
    ),
  },
  deskCancels: {
    weight: 4,
    arbitrary: fc
      .record({ booking: fc.nat(), share: fc.constantFrom(null, null, 0, 30, 100, 100, 120) })
      .map(({ booking, share }) =>
        step(
          `the trip desk cancels booking ${booking}${share === null ? " by the rule" : `, refunding ${share}%`}`,
          async (world) => {
            const row = await bookingRow(world, booking, LIVE);
            if (!row) return UNCHANGED;
            const before = await moneyOf(world, row.id);
            const refundPaise = share === null ? null : Math.floor((before.netPaise * share) / 100);
            const outcome = await cancelAsTripDesk(paymentParts(world), {
              staffUserId: staff.userId,
              bookingId: row.id,
              today: todayOf(world),
              refundPaise,
              reason: "The model says so",
            });
            if (!outcome.ok) {
              if (outcome.reason === "refund-too-large") expect(refundPaise).toBeGreaterThan(before.netPaise);
              return;
            }
            if (row.status === "held") {
              // A hold's only money is trip credit short of its booking amount: it goes back whole, as credit.
              world.kept.set(row.id, 0);
              return;
            }
            const departure = world.departures.find((candidate) => candidate.eventId === row.eventId)!;
            const days = daysBetween(todayOf(world), departure.startDate);
            const rule = days < 0 || before.netPaise === 0 ? 0 : tierRefund(before.netPaise, days);
            expect(outcome.refundPaise).toBe(refundPaise ?? rule);
            world.kept.set(row.id, before.netPaise - outcome.refundPaise - before.failedPaise);
          },
        ),
      ),
  },
  deskTakesMoney: {
    weight: 2,
    arbitrary: fc.record({ booking: fc.nat(), full: fc.boolean() }).map(({ booking, full }) =>
      step(
        `the trip desk takes ${full ? "the whole amount due" : "the booking amount"} of booking ${booking} by hand`,
        async (world) => {
          const row = await bookingRow(world, booking, PAYABLE);
          if (!row) return UNCHANGED;
          const due = row.totalPaise - row.paidPaise;
          const amountPaise = full ? due : Math.min(due, row.bookingAmountPaise ?? due);
          if (amountPaise <= 0) return UNCHANGED;
          world.nextReference += 1;
          await recordOfflinePayment(paymentParts(world), {
            staffUserId: staff.userId,
            bookingId: row.id,
            amountPaise,
            method: "bank_transfer",
            reference: `UTR${world.trekId}X${world.nextReference}`,
            note: null,
          });
        },
      ),
    ),
  },
  deskPaysBack: {
    weight: 3,
    arbitrary: fc.nat().map((refund) =>
      step(`the trip desk pays back offline refund ${refund}`, async (world) => {
        const pending = await world.db
          .select({ id: paymentRefunds.id })
          .from(paymentRefunds)
          .where(
            and(
              inArray(paymentRefunds.bookingId, world.bookingIds.length ? world.bookingIds : [0]),
              eq(paymentRefunds.provider, OFFLINE_PROVIDER),
              eq(paymentRefunds.status, "pending"),
            ),
          );
        const chosen = pick(pending, refund);
        if (!chosen) return UNCHANGED;
        world.nextReference += 1;
        await recordOfflineRefund(paymentParts(world), {
          staffUserId: staff.userId,
          refundId: chosen.id,
          reference: `NEFT${world.trekId}R${world.nextReference}`,
        });
      }),
    ),
  },
  minutesPass: {
    weight: 4,
    arbitrary: fc.constantFrom(5, 10, 16, 20).map((minutes) =>
      step(`${minutes} minutes pass`, async (world) => {
        world.clock.now += minutes * MINUTE;
        return UNCHANGED;
      }),
    ),
  },
  daysPass: {
    weight: 4,
    arbitrary: fc.integer({ min: 1, max: 9 }).map((days) =>
      step(`${days} days pass`, async (world) => {
        world.clock.now += days * DAY;
        return UNCHANGED;
      }),
    ),
  },
  holdSweep: {
    weight: 2,
    arbitrary: fc.constant(
      step("the hold sweeper runs", async (world) => {
        await world.db.transaction((tx) => releaseStaleHolds(tx, {}, now(world)));
      }),
    ),
  },
  sales: {
    weight: 2,
    arbitrary: fc.record({ departure: fc.nat(1), open: fc.boolean() }).map(({ departure, open }) =>
      step(`the trip desk ${open ? "reopens" : "closes"} sales of departure ${departure}`, async (world) => {
        const target = world.departures[departure]!;
        await setDepartureSales({ db: world.db, viewer: staff }, target.eventId, open);
        const last = target.closed.at(-1);
        if (!open && (!last || last.to !== null)) target.closed.push({ from: world.clock.now, to: null });
        if (open && last && last.to === null) last.to = world.clock.now;
      }),
    ),
  },
  price: {
    weight: 2,
    arbitrary: fc.integer({ min: -2, max: 2 }).map((change) =>
      step(`the trip desk changes the price by ₹${change * 500}`, async (world) => {
        const history = world.prices.get(world.packageId)!;
        const current = history.at(-1)!.pricePaise;
        const pricePaise = Math.max(5_000_00, current + change * 500_00);
        await updatePackage({ db: world.db, viewer: staff }, world.packageId, {
          price: pricePaise / 100,
          originalPrice: null,
          hide: false,
        });
        history.push({ from: world.clock.now, pricePaise });
      }),
    ),
  },
  campaignEnds: {
    weight: 2,
    arbitrary: fc.constant(
      step("the campaign ends", async (world) => {
        if (world.campaignEndedAt !== null) return;
        await world.db
          .update(campaigns)
          .set({ endsAt: now(world) })
          .where(eq(campaigns.id, world.campaignId));
        world.campaignEndedAt = world.clock.now;
      }),
    ),
  },
  // ── The waitlist: joins, offers (made by the cancellations and lapsed holds above), takes, declines, lapses ──
  waitlistJoin: {
    weight: 4,
    arbitrary: fc
      .record({ waiter: fc.nat(1), departure: fc.nat(1), count: fc.integer({ min: 1, max: 2 }) })
      .map(({ waiter, departure, count }) =>
        step(`waiter ${waiter} joins the waitlist of departure ${departure} with ${count}`, async (world) => {
          // A line forms only where seats are short: the waiter joins the drawn departure among those.
          const short = await world.db
            .select({ id: events.id })
            .from(events)
            .where(
              and(
                inArray(
                  events.id,
                  world.departures.slice(0, 2).map((each) => each.eventId),
                ),
                sql`${events.availableSeats} < ${count}`,
              ),
            )
            .orderBy(asc(events.id));
          const target = pick(short, departure);
          if (!target) return UNCHANGED;
          await joinWaitlist(world.db, {
            userId: waiters[waiter]!.userId,
            eventId: target.id,
            packageId: world.packageId,
            travellers: count,
            contactEmail: null,
            today: todayOf(world),
            at: now(world),
          });
        }),
      ),
  },
  waitlistTake: {
    weight: 5,
    arbitrary: fc.nat(1).map((waiter) =>
      step(`waiter ${waiter} takes an offer made to them`, async (world) => {
        const entry = await waiterEntry(world, waiter);
        if (!entry) return UNCHANGED;
        const outcome = await takeWaitlistOffer(
          { db: world.db, log, now: () => now(world) },
          {
            userId: waiters[waiter]!.userId,
            entryId: entry.id,
            participants: travellersOf(entry.travellers, todayOf(world)),
            idempotencyKey: randomUUID(),
            expectedPricePerPersonPaise: null,
            today: todayOf(world),
            holdLimits: { holds: 3, seatsPerDeparture: 12 },
          },
        );
        if (outcome.ok) await addBooking(world, outcome.bookingId, waiters[waiter]!.userId);
      }),
    ),
  },
  waitlistDecline: {
    weight: 2,
    arbitrary: fc.record({ waiter: fc.nat(1), departure: fc.nat(1) }).map(({ waiter, departure }) =>
      step(`waiter ${waiter} declines the offer on departure ${departure}`, async (world) => {
        const entry = await waiterEntry(world, waiter, departure);
        if (!entry) return UNCHANGED;
        await declineWaitlistOffer(world.db, { userId: waiters[waiter]!.userId, entryId: entry.id, at: now(world) });
      }),
    ),
  },
  waitlistLeave: {
    weight: 2,
    arbitrary: fc.record({ waiter: fc.nat(1), departure: fc.nat(1) }).map(({ waiter, departure }) =>
      step(`waiter ${waiter} leaves the waitlist of departure ${departure}`, async (world) => {
        const entry = await waiterEntry(world, waiter, departure);
        if (!entry) return UNCHANGED;
        await leaveWaitlist(world.db, { userId: waiters[waiter]!.userId, entryId: entry.id, at: now(world) });
      }),
    ),
  },
  waitlistLeaveWhileOffered: {
    weight: 2,
    arbitrary: fc.nat(1).map((waiter) =>
      step(`waiter ${waiter}, offered seats, leaves the line instead of answering`, async (world) => {
        const entry = await waiterEntry(world, waiter);
        if (!entry) return UNCHANGED;
        await leaveWaitlist(world.db, { userId: waiters[waiter]!.userId, entryId: entry.id, at: now(world) });
      }),
    ),
  },
  offerSweep: {
    weight: 2,
    arbitrary: fc.constant(
      step("the sweeper lapses waitlist offers and closes lines", async (world) => {
        await world.db.transaction((tx) => lapseStaleOffers(tx, {}, now(world)));
        await world.db.transaction((tx) => closeEndedWaitlists(tx, now(world)));
      }),
    ),
  },
  // ── Trip changes ──
  cancelForCredit: {
    weight: 2,
    arbitrary: fc.nat().map((booking) =>
      step(`the traveller cancels booking ${booking} for trip credit`, async (world) => {
        const row = await bookingRow(world, booking, ["part_paid", "confirmed"]);
        if (!row) return UNCHANGED;
        const before = await moneyOf(world, row.id);
        const outcome = await cancelAsTraveller(paymentParts(world), {
          userId: row.userId,
          bookingId: row.id,
          today: todayOf(world),
          refundAs: "credit",
        });
        if (!outcome.ok) return;
        // The default terms: 100% of what was paid less ₹500.
        expect(outcome.creditPaise, `booking ${row.id}: credit of ${before.netPaise}`).toBe(
          Math.max(0, before.netPaise - 500_00),
        );
        world.kept.set(row.id, before.netPaise - outcome.creditPaise - before.failedPaise);
      }),
    ),
  },
  transfer: {
    weight: 2,
    arbitrary: fc
      .record({ booking: fc.nat(), departure: fc.nat(2), pkg: fc.nat(1) })
      .map(({ booking, departure, pkg }) =>
        step(`the traveller moves booking ${booking} to departure ${departure}, package ${pkg}`, async (world) => {
          const row = await bookingRow(world, booking, ["part_paid", "confirmed"]);
          if (!row) return UNCHANGED;
          const outcome = await transferBooking(
            { db: world.db, log, now: () => now(world) },
            {
              bookingId: row.id,
              eventId: world.departures[departure]!.eventId,
              packageId: world.packageIds[pkg]!,
              idempotencyKey: randomUUID(),
              today: todayOf(world),
              by: { kind: "traveller", userId: row.userId },
            },
          );
          if (!outcome.ok) return;
          const after = (await world.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!;
          expect(after.changeFeePaise - row.changeFeePaise, `booking ${row.id}: the fee`).toBe(outcome.feePaise);
          noteTransfer(world, after, outcome.duePaise);
        }),
      ),
  },
  substitute: {
    weight: 1,
    arbitrary: fc.record({ booking: fc.nat(), seat: fc.nat(2) }).map(({ booking, seat }) =>
      step(`the traveller hands seat ${seat} of booking ${booking} to someone else`, async (world) => {
        const row = await bookingRow(world, booking, LIVE);
        if (!row) return UNCHANGED;
        const [newcomer] = travellersOf(1, todayOf(world));
        const outcome = await substituteParticipant(
          { db: world.db, log, now: () => now(world), origin: "http://parvat.test" },
          {
            userId: row.userId,
            bookingId: row.id,
            index: seat % row.travellerCount,
            participant: newcomer!,
            today: todayOf(world),
          },
        );
        if (!outcome.ok) return;
        note("a traveller replaced", row.id);
        // The money does not move: the same total, the same payments.
        const after = (await world.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!;
        expect([after.totalPaise, after.paidPaise, after.status]).toEqual([row.totalPaise, row.paidPaise, row.status]);
      }),
    ),
  },
  payWithCredit: {
    weight: 2,
    arbitrary: fc
      .record({
        booking: fc.nat(),
        plan: fc.constantFrom("full", "booking_amount") as fc.Arbitrary<"full" | "booking_amount">,
      })
      .map(({ booking, plan }) =>
        step(`the traveller pays booking ${booking} with trip credit (${plan})`, async (world) => {
          const row = await bookingRow(world, booking, PAYABLE);
          if (!row) return UNCHANGED;
          await payWithCredit(paymentParts(world), {
            userId: row.userId,
            bookingId: row.id,
            plan,
            today: todayOf(world),
          });
        }),
      ),
  },
  companyCancels: {
    weight: 3,
    arbitrary: fc.nat(2).map((departure) =>
      step(`the trip desk cancels departure ${departure}`, async (world) => {
        // Among the departures with paid bookings when there are any: one nobody paid for tests little.
        const paidFor = await world.db
          .selectDistinct({ eventId: bookings.eventId })
          .from(bookings)
          .where(
            and(
              inArray(bookings.id, world.bookingIds.length ? world.bookingIds : [0]),
              inArray(bookings.status, ["part_paid", "confirmed"]),
            ),
          );
        const withPaid = world.departures.filter((each) => paidFor.some((row) => row.eventId === each.eventId));
        const target = pick(withPaid.length ? withPaid : world.departures, departure)!;
        const paidBefore = await world.db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.eventId, target.eventId), inArray(bookings.status, [...LIVE])));
        const outcome = await adminCancelDeparture(
          { db: world.db, log, now: () => now(world) },
          {
            eventId: target.eventId,
            reason: "A landslide closed the road",
            staffUserId: staff.userId,
            today: todayOf(world),
          },
        );
        if (!outcome.ok) return;
        // Never on sale again: the model's departure stays closed from now on.
        const last = target.closed.at(-1);
        if (!last || last.to !== null) target.closed.push({ from: world.clock.now, to: null });
        // Held ones are released (credit spent on them back at once); paid ones keep their money until the traveller chooses.
        for (const { id } of paidBefore) world.kept.set(id, (await moneyOf(world, id)).keptPaise);
      }),
    ),
  },
  companyAnswer: {
    weight: 3,
    arbitrary: fc
      .record({
        booking: fc.nat(),
        // A move is drawn twice as often: it fails more often (the other date full, or too close to change to).
        choice: fc.constantFrom("refund", "credit", "transfer", "transfer") as fc.Arbitrary<
          "refund" | "credit" | "transfer"
        >,
        departure: fc.nat(2),
        pkg: fc.nat(1),
      })
      .map(({ booking, choice, departure, pkg }) =>
        step(`the traveller of cancelled booking ${booking} chooses ${choice}`, async (world) => {
          // Among the bookings of departures we cancelled whose offer is still open.
          const open = await world.db
            .select({ id: companyCancellationOffers.bookingId })
            .from(companyCancellationOffers)
            .where(
              and(
                inArray(companyCancellationOffers.bookingId, world.bookingIds.length ? world.bookingIds : [0]),
                isNull(companyCancellationOffers.choice),
              ),
            )
            .orderBy(asc(companyCancellationOffers.bookingId));
          const chosen = pick(open, booking);
          const row = chosen && (await world.db.select().from(bookings).where(eq(bookings.id, chosen.id)))[0];
          if (!row) return UNCHANGED;
          const others = world.departures.filter((each) => each.eventId !== row.eventId);
          const outcome = await answerCompanyCancellation(
            { db: world.db, log, now: () => now(world) },
            {
              userId: row.userId,
              bookingId: row.id,
              choice,
              // The drawn one of the other departures: the cancelled one takes nobody.
              transferTo: { eventId: pick(others, departure)!.eventId, packageId: world.packageIds[pkg]! },
              today: todayOf(world),
            },
          );
          if (!outcome.ok) return;
          // Refunded or credited in full: nothing is kept (a moved booking is live again).
          if (choice !== "transfer") world.kept.set(row.id, 0);
        }),
      ),
  },
  yearPasses: {
    weight: 1,
    arbitrary: fc.constant(
      step("a year passes: credit expires and unanswered offers are refunded", async (world) => {
        // Only once there is credit or an offer to answer: a year ends every departure of the run, and
        // drawn at random it would cut short the sequences that have nothing of the kind.
        const [credit] = await world.db
          .select({ id: creditLedger.id })
          .from(creditLedger)
          .where(inArray(creditLedger.bookingId, world.bookingIds))
          .limit(1);
        const [offer] = await world.db
          .select({ bookingId: companyCancellationOffers.bookingId })
          .from(companyCancellationOffers)
          .where(inArray(companyCancellationOffers.bookingId, world.bookingIds))
          .limit(1);
        if (!credit && !offer) return;
        world.clock.now += 370 * DAY;
        await expireCredit(world.db, now(world));
        const open = await world.db
          .select({ bookingId: companyCancellationOffers.bookingId })
          .from(companyCancellationOffers)
          .where(
            and(
              inArray(companyCancellationOffers.bookingId, world.bookingIds),
              isNull(companyCancellationOffers.choice),
            ),
          );
        await refundUnansweredOffers({ db: world.db, log, now: () => now(world) }, todayOf(world));
        // Those who never answered are refunded in full.
        for (const { bookingId } of open) world.kept.set(bookingId, 0);
      }),
    ),
  },
};

// ─── Balance collection: the message schedule cancels what stayed unpaid past its grace ───

/** The schedule's scan as the server runs it (reminders, warnings, cancellations, form links). */
function runSchedule(world: World) {
  return runMessageSchedule({
    db: world.db,
    logger: log,
    env: { BUSINESS_TIME_ZONE: TIME_ZONE, PUBLIC_ORIGIN: "http://parvat.test", MESSAGE_SCHEDULE_INTERVAL_MS: 60_000 },
    now: () => now(world),
    payments: paymentParts(world),
    linkKey: paymentLinkKey("model-test-secret".repeat(2)),
  });
}

/**
 * One run of the schedule, checked: a part-paid booking is cancelled exactly when its grace is over and a
 * day has passed since the overdue warning that went out before this run, by the tier.
 */
async function scheduleRuns(world: World) {
  const owing = await world.db
    .select()
    .from(bookings)
    .where(and(inArray(bookings.id, world.bookingIds), eq(bookings.status, "part_paid")));
  const before = new Map(await Promise.all(owing.map(async (row) => [row.id, await moneyOf(world, row.id)] as const)));
  const warnedAt = async (bookingId: number, deadline: IsoDate) => {
    const [warning] = await world.db
      .select({ sendAt: messages.sendAt })
      .from(messages)
      .where(eq(messages.key, `balance-overdue:${bookingId}:${deadline}`));
    return warning ? new Date(warning.sendAt) : null;
  };
  const warnings = new Map<number, Date | null>();
  for (const row of owing) {
    const departure = world.departures.find((candidate) => candidate.eventId === row.eventId)!;
    const deadline = (row.balanceDueOn as IsoDate | null) ?? addDays(departure.startDate, -BALANCE_DUE_DAYS);
    warnings.set(row.id, await warnedAt(row.id, deadline));
  }
  await runSchedule(world);
  for (const row of owing) {
    const departure = world.departures.find((candidate) => candidate.eventId === row.eventId)!;
    const deadline = (row.balanceDueOn as IsoDate | null) ?? addDays(departure.startDate, -BALANCE_DUE_DAYS);
    const { graceEndsAt } = balanceTimeline(deadline, DEFAULT_TRIP_SETTINGS, TIME_ZONE);
    const [after] = await world.db.select().from(bookings).where(eq(bookings.id, row.id));
    // A departure that has started is past every tier: the schedule leaves its booking to the trip desk.
    const tiersApply = TIERS.some((tier) => daysBetween(todayOf(world), departure.startDate) >= tier.minDaysBefore);
    // Cancelled once the grace is over and a day has passed since the warning that went out before this run.
    const warned = warnings.get(row.id);
    const due =
      now(world) >= graceEndsAt &&
      warned !== null &&
      warned !== undefined &&
      now(world).getTime() - warned.getTime() >= 24 * 60 * MINUTE &&
      row.paidPaise < row.totalPaise &&
      tiersApply;
    expect(after!.status, `booking ${row.id}: cancelled exactly when its grace and warning are over`).toBe(
      due ? "cancelled" : "part_paid",
    );
    if (now(world) >= graceEndsAt && row.paidPaise < row.totalPaise) note("warned before cancelling", row.id);
    if (!due) continue;
    const money = before.get(row.id)!;
    const [cancellation] = await world.db
      .select()
      .from(bookingCancellations)
      .where(eq(bookingCancellations.bookingId, row.id));
    const refund = tierRefund(money.netPaise, daysBetween(todayOf(world), departure.startDate));
    expect(cancellation, `booking ${row.id}: an automatic cancellation by the tier`).toMatchObject({
      by: "automatic",
      refundPaise: refund,
    });
    world.kept.set(row.id, money.netPaise - refund - money.failedPaise);
  }
}

const balanceCollectionStep = fc.constant(
  step(
    "the message schedule runs: balances unpaid after their grace and warning are cancelled by the tier",
    async (world) => {
      await scheduleRuns(world);
    },
  ),
);

/** The schedule runs now and again a day later, as a server's would: a warning, then the cancellation it warned of. */
const scheduleDayStep = fc.constant(
  step("the message schedule runs, and again a day later", async (world) => {
    await scheduleRuns(world);
    world.clock.now += 25 * 60 * MINUTE;
    await scheduleRuns(world);
  }),
);

// ─── Where features meet: add-ons, goodwill, the desk's moves, check-in, forms, the trip's end ───

const seasonSteps = {
  chooseAddOns: {
    weight: 3,
    arbitrary: fc.record({ booking: fc.nat(), quantity: fc.nat(3) }).map(({ booking, quantity }) =>
      step(`the traveller of booking ${booking} takes ${quantity} jacket(s)`, async (world) => {
        const row = await bookingRow(world, booking, LIVE);
        if (!row) return UNCHANGED;
        const outcome = await chooseAddOns(
          { db: world.db, log, now: () => now(world) },
          {
            userId: row.userId,
            bookingId: row.id,
            choices: [{ addOnId: world.addOnId, quantity: Math.min(quantity, row.travellerCount) }],
            today: todayOf(world),
          },
        );
        if (!outcome.ok) return;
        // A sale never takes more than the stock of the moment.
        const [stock] = await world.db
          .select({ stock: addOnStock.stock, sold: addOnStock.sold })
          .from(addOnStock)
          .where(and(eq(addOnStock.addOnId, world.addOnId), eq(addOnStock.eventId, row.eventId!)));
        if (stock) expect(stock.sold, `jackets sold on departure ${row.eventId}`).toBeLessThanOrEqual(stock.stock);
        if (row.status === "confirmed" && outcome.totalPaise > row.totalPaise)
          note("add-ons after paying in full", row.id);
      }),
    ),
  },
  addOnStock: {
    weight: 1,
    arbitrary: fc.nat(4).map((stock) =>
      step(`the trip desk sets the jackets per departure to ${stock}`, async (world) => {
        const saved = await saveAddOn(
          world.db,
          {
            id: world.addOnId,
            trekId: world.trekId,
            name: "Down jacket",
            description: "For the summit night.",
            pricePaise: 500_00,
            pricing: "per_traveller",
            gstPercent: 18,
            sizes: [],
            stockPerDeparture: stock,
            closesDaysBefore: 1,
            active: true,
          },
          { staffUserId: staff.userId },
        );
        expect(saved.ok).toBe(true);
        world.addOnStock = stock;
      }),
    ),
  },
  goodwill: {
    weight: 1,
    arbitrary: fc.record({ user: fc.nat(1), rupees: fc.integer({ min: 1, max: 5_000 }) }).map(({ user, rupees }) =>
      step(`the trip desk grants traveller ${user} ₹${rupees} of goodwill credit`, async (world) => {
        const granted = await grantGoodwillCredit(
          { db: world.db, log, now: () => now(world) },
          {
            staffUserId: staff.userId,
            accountId: travellers[user]!.userId,
            amountPaise: rupees * 100,
            reason: "The bus broke down",
          },
        );
        expect(granted.ok).toBe(true);
      }),
    ),
  },
  deskTransfer: {
    weight: 1,
    arbitrary: fc
      .record({ booking: fc.nat(), departure: fc.nat(2), pkg: fc.nat(1) })
      .map(({ booking, departure, pkg }) =>
        step(`the trip desk moves booking ${booking} to departure ${departure}, package ${pkg}`, async (world) => {
          const row = await bookingRow(world, booking, ["part_paid", "confirmed"]);
          if (!row) return UNCHANGED;
          const outcome = await transferAsTripDesk(
            { db: world.db, log, now: () => now(world) },
            {
              staffUserId: staff.userId,
              bookingId: row.id,
              eventId: world.departures[departure]!.eventId,
              packageId: world.packageIds[pkg]!,
              today: todayOf(world),
            },
          );
          if (!outcome.ok) return;
          noteTransfer(
            world,
            (await world.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!,
            outcome.duePaise,
          );
        }),
      ),
  },
  checkIn: {
    weight: 2,
    arbitrary: fc.record({ traveller: fc.nat(), went: fc.boolean() }).map(({ traveller, went }) =>
      step(`the trip leader marks traveller ${traveller} ${went ? "arrived" : "a no-show"}`, async (world) => {
        const candidates = await world.db
          .select({
            id: bookingParticipants.id,
            phone: bookingParticipants.phone,
            eventId: bookingParticipants.eventId,
          })
          .from(bookingParticipants)
          .innerJoin(bookings, eq(bookings.id, bookingParticipants.bookingId))
          .where(
            and(
              inArray(bookings.id, world.bookingIds),
              inArray(bookings.status, ["part_paid", "confirmed", "completed"]),
            ),
          )
          .orderBy(asc(bookingParticipants.id));
        const chosen = pick(candidates, traveller);
        if (!chosen) return UNCHANGED;
        // The trailhead: the clock moves on to the morning of the departure's start, unless it is there already.
        const departure = world.departures.find((candidate) => candidate.eventId === chosen.eventId)!;
        const startMorning = startOfBusinessDay(departure.startDate, TIME_ZONE).getTime() + 6 * 60 * MINUTE;
        world.clock.now = Math.max(world.clock.now, startMorning);
        const marked = await markCheckIn(
          world.db,
          {
            eventId: chosen.eventId!,
            participantId: chosen.id,
            state: went ? "arrived" : "no_show",
            markedAt: now(world).toISOString(),
            staffUserId: staff.userId,
          },
          { now: now(world), timeZone: TIME_ZONE },
        );
        if (!marked.ok) return UNCHANGED;
        world.marksFor.set(chosen.id, chosen.phone);
        if (!went) note("a no-show", chosen.id);
      }),
    ),
  },
  fillForm: {
    weight: 2,
    arbitrary: fc.nat().map((link) =>
      step(`a traveller fills in their form from link ${link}`, async (world) => {
        // Every link ever sent for the run's bookings, an old one of a traveller since replaced included.
        const sent = await world.db
          .select({ variables: messages.variables, phone: messages.toPhone })
          .from(messages)
          .where(and(inArray(messages.bookingId, world.bookingIds), eq(messages.template, "traveller-form-link")))
          .orderBy(asc(messages.id));
        const chosen = pick(sent, link);
        if (!chosen) return UNCHANGED;
        const token = (chosen.variables as Record<string, string>).link!.split("/forms/")[1]!;
        // The traveller the link was sent to writes their own phone into the answer.
        await saveForm(
          world.db,
          token,
          { medicalConditions: answerOf(chosen.phone!) },
          {
            today: todayOf(world),
            at: now(world),
            clientAddress: "127.0.0.1",
          },
        );
      }),
    ),
  },
  tripEnds: {
    weight: 2,
    arbitrary: fc.constant(
      step(
        "the next departure to end ends: its paid bookings complete, its travellers are invited to review",
        async (world) => {
          const [ending] = await world.db
            .select({ endDate: events.endDate })
            .from(events)
            .where(
              and(
                inArray(
                  events.id,
                  world.departures.map((departure) => departure.eventId),
                ),
                sql`${events.endDate} >= ${todayOf(world)}`,
              ),
            )
            .orderBy(asc(events.endDate))
            .limit(1);
          if (ending) {
            const dayAfter = startOfBusinessDay(addDays(ending.endDate as IsoDate, 1), TIME_ZONE).getTime();
            world.clock.now = Math.max(world.clock.now, dayAfter);
          }
          const before = new Set(
            (await world.db.select({ id: reviewInvites.id }).from(reviewInvites)).map((row) => row.id),
          );
          await sweepEndedTrips(world.db, { today: todayOf(world), at: now(world), withinDays: 30 });
          await inviteTravellersOfEndedDepartures({
            db: world.db,
            now: () => now(world),
            timeZone: TIME_ZONE,
            origin: "http://parvat.test",
          });
          const invited = (
            await world.db
              .select({ id: reviewInvites.id, participantId: reviewInvites.participantId })
              .from(reviewInvites)
          ).filter((row) => !before.has(row.id));
          if (invited.length === 0) return;
          // Only a traveller who went is invited: none marked a no-show.
          const noShows = await world.db
            .select({ participantId: checkIns.participantId })
            .from(checkIns)
            .where(
              and(
                eq(checkIns.state, "no_show"),
                inArray(
                  checkIns.participantId,
                  invited.map((row) => row.participantId!),
                ),
              ),
            );
          expect(noShows, "travellers invited to review though marked a no-show").toEqual([]);
          for (const row of invited) note("invited to review", row.participantId!);
        },
      ),
    ),
  },
};

/** Each step as often as its weight says, the balance collection's as often as the steps that move money most. */
const steps = [
  ...Object.values({
    ...STEPS,
    ...seasonSteps,
    balanceCollection: { weight: 5, arbitrary: balanceCollectionStep },
    scheduleDay: { weight: 6, arbitrary: scheduleDayStep },
  }).flatMap(({ weight, arbitrary }) => Array.from({ length: weight }, () => arbitrary)),
];

async function deliver(world: World, sent: { eventId: string; body: string }) {
  const response = await world.payments.webhook(
    new Request(`http://parvat.test${WEBHOOK_PATH_PREFIX}razorpay`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": "0".repeat(64),
        "x-razorpay-event-id": sent.eventId,
      },
      body: sent.body,
    }),
  );
  expect(response.status, `webhook ${sent.eventId}`).toBe(200);
}

// ─── The run ────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  test = await createTestApi();
  const [first, second, desk] = [await logInTraveller(test), await logInTraveller(test), await logInStaff(test)];
  const viewer = (user: { userId: number }, role: "traveller" | "staff"): Viewer => ({
    userId: user.userId,
    sessionId: randomUUID(),
    role,
    staffRole: role === "staff" ? "owner" : null,
    secondFactorAt: null,
  });
  travellers = [viewer(first, "traveller"), viewer(second, "traveller")];
  waiters = [viewer(await logInTraveller(test), "traveller"), viewer(await logInTraveller(test), "traveller")];
  staff = viewer(desk, "staff");
});
afterAll(() => test.close());

describe("the money path, in generated orders of events", () => {
  it(
    `keeps every invariant through ${RUNS} generated sequences`,
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.commands(steps, { maxCommands: 80, size: "+2" }), async (sequence) => {
          const world = await newWorld();
          await fc.asyncModelRun(async () => ({ model: {} as Model, real: world }), sequence);
          // What the model noted without a write (a step that should have written and did not) shows here.
          await checkInvariants(world);
        }),
        {
          numRuns: RUNS,
          seed: SEED,
          verbose: 1,
          endOnFailure: true,
          ...(process.env.MONEY_MODEL_PATH ? { path: process.env.MONEY_MODEL_PATH } : {}),
        },
      );
      const counts = CASES.map((name) => [name, reached.get(name)?.size ?? 0] as const);
      console.log(
        `Money model, ${RUNS} sequences (seed ${SEED}), bookings per case: ${counts.map(([name, n]) => `${name} ${n}`).join("; ")}`,
      );
      // The waitlist's steps reached every ending of an offer (the runs share one database).
      const offers = await test.db
        .select({ status: waitlistOffers.status, n: sql<number>`count(*)::int` })
        .from(waitlistOffers)
        .groupBy(waitlistOffers.status);
      const offerEndings = Object.fromEntries(offers.map((row) => [row.status, Number(row.n)]));
      console.log(`Waitlist offers by how they ended: ${JSON.stringify(offerEndings)}`);
      // A short run, or one of another seed (CI's, for other orders of the same cases), checks every
      // invariant of what it reaches; npm test's full run must reach every case.
      if (RUNS < FULL_RUN || SEED !== NPM_TEST_SEED) return;
      expect(
        counts.filter(([, n]) => n === 0).map(([name]) => name),
        "cases no sequence reached",
      ).toEqual([]);
      // A decline needs an open offer and its waiter drawn to decline before taking it: rare here, and
      // asserted step by step in apps/api/src/waitlist/waitlist.test.ts.
      expect(
        ["taken", "lapsed", "withdrawn"].filter((status) => !offerEndings[status]),
        "offer endings no sequence reached",
      ).toEqual([]);
    },
    30 * 60_000,
  );
});
