// Trip changes (docs/api.md, "Trip changes"): the GraphQL side of transfers.ts, company-cancellation.ts
// and credit/credit.ts, written to the mutation template (docs/decisions/0007-mutation-template.md).
//   transferBooking(input)            move a part_paid/confirmed booking to another date of its trip
//   substituteParticipant(input)      replace one traveller of a booking
//   payWithCredit(bookingId, plan)    pay what is due now out of trip credit, in part or in full
//   myCredit                          balance, ledger entries, what expires when
//   answerCancelledDeparture(input)   refund, credit with a bonus, or another date, for a departure we cancelled
//   transferQuote(...), Booking.transfer_choices / credit_cancellation / departure_cancelled
//   the trip desk's own changes: trip-desk-fields.ts
import { bookingTransfers, companyCancellationOffers, departureCancellations } from "@parvat/db/schema";
import { bookingAmounts, gstPercentFor, rupeesToPaise } from "@parvat/domain/booking-amounts";
import { CHILD_RULE } from "@parvat/domain/guardians";
import { departurePrice } from "@parvat/domain/trek-pricing";
import {
  type ChangePolicy,
  COMPANY_CANCEL_CHOICES,
  CREDIT_SOURCE_WORDS,
  type CreditSource,
  changePolicyOf,
  describeChangePolicy,
} from "@parvat/domain/trip-changes";
import { and, eq } from "drizzle-orm";
import { requireViewer } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { bookingState } from "../booking-lifecycle/booking-state.ts";
import { creditCancellationQuote } from "../booking-lifecycle/cancel.ts";
import { refundableOf } from "../booking-lifecycle/ledger.ts";
import { payWithCredit } from "../booking-lifecycle/money-in.ts";
import { Booking, ParticipantInputRef, requireParticipants } from "../bookings/booking-fields.ts";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { balanceOf, entriesOf, lotsOf } from "../credit/credit.ts";
import { UserError } from "../errors.ts";
import { paymentsOf } from "../payments/payments-context.ts";
import { receiptTaxRefusal } from "../tax/receipt-tax.ts";
import { answerCompanyCancellation } from "./company-cancellation.ts";
import {
  quoteTransfer,
  substituteParticipant,
  type TransferBy,
  type TransferRefusal,
  transferBooking,
  transferRefusalText,
  travellerMoveBlocker,
} from "./transfers.ts";

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

export const partsOf = (context: Context) => ({
  db: context.db,
  log: context.log,
  now: context.now,
  origin: context.publicOrigin,
});

export function transferRefused(refusal: TransferRefusal): UserError {
  if (refusal.reason === "not-found")
    return new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
  return new UserError(transferRefusalText(refusal), {
    code: "TRANSFER_NOT_ALLOWED",
    details: { reason: refusal.reason, ...("seatsLeft" in refusal ? { seatsLeft: refusal.seatsLeft } : {}) },
  });
}

export function idOrNotFound(id: string | number, field: string): number {
  const rowId = rowIdOf(id);
  if (!rowId) throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field });
  return rowId;
}

// ─── Transfers ──────────────────────────────────────────────────────────────────────────

const TransferInputRef = builder.inputType("TransferBookingInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    eventId: t.int({ required: true, description: "A departure of the same trip." }),
    packageId: t.int({ required: true, description: "Any package offered on that departure." }),
    idempotencyKey: t.string({
      required: true,
      description: "Chosen by the browser per confirmation: a repeat answers the same move.",
    }),
  }),
});

interface QuoteView {
  event_id: number;
  package_id: number;
  price_per_person_paise: number;
  total_paise: number;
  fee_paise: number;
  due_paise: number;
  credit_paise: number;
  seats_left: number;
}

const TransferQuoteRef = builder.objectRef<QuoteView>("TransferQuote").implement({
  description: "What moving a booking to a departure and package costs, by the server's figures. Paise.",
  fields: (t) => ({
    event_id: t.exposeInt("event_id"),
    package_id: t.exposeInt("package_id"),
    price_per_person_paise: t.exposeInt("price_per_person_paise"),
    total_paise: t.exposeInt("total_paise", {
      description: "The booking's total after the move: the new price, GST and the fee.",
    }),
    fee_paise: t.exposeInt("fee_paise", { description: "The transfer fee by the trip's tiers (0 for the trip desk)." }),
    due_paise: t.exposeInt("due_paise", { description: "Left to pay after the move (a payment of its own at /pay)." }),
    credit_paise: t.exposeInt("credit_paise", { description: "What a cheaper departure gives back as trip credit." }),
    seats_left: t.exposeInt("seats_left"),
  }),
});

builder.queryField("transferQuote", (t) =>
  t.field({
    type: TransferQuoteRef,
    description:
      "What transferBooking with these arguments would do now: the new total, the fee, what is left to pay or given as credit. Same refusals as transferBooking (TRANSFER_NOT_ALLOWED with `extensions.reason`, NOT_FOUND).",
    args: {
      bookingId: t.arg.id({ required: true }),
      eventId: t.arg.int({ required: true }),
      packageId: t.arg.int({ required: true }),
    },
    resolve: async (_root, args, context) => {
      const viewer = requireViewer(context);
      const bookingId = idOrNotFound(args.bookingId, "bookingId");
      const quoted = await quoteTransfer(context.db, {
        bookingId,
        eventId: args.eventId,
        packageId: args.packageId,
        today: context.today,
        by: { kind: "traveller", userId: viewer.userId },
      });
      if (!quoted.ok) throw transferRefused(quoted);
      const { quote } = quoted;
      return {
        event_id: args.eventId,
        package_id: args.packageId,
        price_per_person_paise: quote.pricePerPersonPaise,
        total_paise: quote.totalPaise,
        fee_paise: quote.feePaise,
        due_paise: quote.duePaise,
        credit_paise: quote.creditPaise,
        seats_left: quote.seatsLeft,
      };
    },
  }),
);

async function runTransfer(
  context: Context,
  input: { bookingId: string | number; eventId: number; packageId: number; idempotencyKey: string | null },
  by: TransferBy,
) {
  const bookingId = idOrNotFound(input.bookingId, "bookingId");
  const outcome = await transferBooking(partsOf(context), {
    bookingId,
    eventId: input.eventId,
    packageId: input.packageId,
    idempotencyKey: input.idempotencyKey,
    today: context.today,
    by,
  });
  if (!outcome.ok) throw transferRefused(outcome);
  return outcome;
}

builder.mutationField("transferBooking", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Moves the traveller's part_paid or confirmed booking to another departure of the same trip (any package offered there), up to the trip's TRANSFER_UNTIL_DAYS before the original start, at the trip's transfer fee. The seats move in one transaction; the booking's total becomes the new price plus the fee: a higher one leaves a balance to pay at /pay, a lower one gives the difference as trip credit. Once per booking unless the trip desk allows more. Refusals: TRANSFER_NOT_ALLOWED (`extensions.reason`: status, quotation, too-late, same-departure, add-ons, other-trip, departure-closed, limit, sold-out, already-booked, participant-invalid, key-reused), NOT_FOUND.",
    args: { input: t.arg({ type: TransferInputRef, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      if (input.idempotencyKey.length < 16 || input.idempotencyKey.length > 100) {
        throw new UserError("The request key must be 16 to 100 characters.", {
          code: "BAD_USER_INPUT",
          field: "idempotencyKey",
        });
      }
      const outcome = await runTransfer(context, input, { kind: "traveller", userId: viewer.userId });
      return (await context.db.query.bookings.findFirst(query({ where: { id: outcome.bookingId } })))!;
    },
  }),
);

interface ChoiceView {
  event_id: number;
  start_date: string;
  end_date: string;
  seats_left: number;
  package_id: number;
  package_name: string;
  price_per_person_paise: number;
  total_paise: number;
}

export const TransferChoiceRef = builder.objectRef<ChoiceView>("TransferChoice").implement({
  description: "A departure and package of the same trip a booking could move to, at today's price (before any fee).",
  fields: (t) => ({
    event_id: t.exposeInt("event_id"),
    start_date: t.field({ type: "Date", resolve: (row) => row.start_date }),
    end_date: t.field({ type: "Date", resolve: (row) => row.end_date }),
    seats_left: t.exposeInt("seats_left"),
    package_id: t.exposeInt("package_id"),
    package_name: t.exposeString("package_name"),
    price_per_person_paise: t.exposeInt("price_per_person_paise"),
    total_paise: t.exposeInt("total_paise", {
      description: "The party's total at that price, GST included, before the fee.",
    }),
  }),
});

/**
 * Other departures (from today, not cancelled) and packages of the booking's trip with seats for its
 * whole party, at today's price: what the traveller (Booking) and the trip desk (AdminBooking) may
 * move it to.
 */
export async function transferChoicesOf(
  context: Context,
  booking: { trekId: number | null; eventId: number | null; travellerCount: number },
): Promise<ChoiceView[]> {
  if (!booking.trekId || !booking.eventId) return [];
  const trek = await context.db.query.treks.findFirst({
    where: { id: booking.trekId },
    columns: { type: true },
    with: { packages: { columns: { id: true, name: true, price: true, originalPrice: true, hide: true } } },
  });
  const cancelled = context.db.select({ id: departureCancellations.eventId }).from(departureCancellations);
  const departures = await context.db.query.events.findMany({
    where: { trekId: booking.trekId, startDate: { gte: context.today }, id: { ne: booking.eventId } },
    columns: { id: true, startDate: true, endDate: true, availableSeats: true },
    with: { prices: { columns: { packageId: true, enabled: true, price: true } } },
    orderBy: { startDate: "asc" },
    limit: 24,
  });
  const calledOff = new Set((await cancelled).map((row) => row.id));
  const choices: ChoiceView[] = [];
  for (const departure of departures) {
    if (calledOff.has(departure.id) || departure.availableSeats < booking.travellerCount) continue;
    for (const pkg of trek?.packages ?? []) {
      if (pkg.hide) continue;
      const price = departurePrice(
        { id: pkg.id, price: pkg.price, original_price: pkg.originalPrice },
        { prices: departure.prices.map((p) => ({ package_id: p.packageId, enabled: p.enabled, price: p.price })) },
      );
      if (price === null) continue;
      const perPerson = rupeesToPaise(price);
      choices.push({
        event_id: departure.id,
        start_date: departure.startDate,
        end_date: departure.endDate,
        seats_left: departure.availableSeats,
        package_id: pkg.id,
        package_name: pkg.name,
        price_per_person_paise: perPerson,
        total_paise: bookingAmounts({
          pricePerPersonPaise: perPerson,
          travellerCount: booking.travellerCount,
          gstPercent: gstPercentFor(trek!.type),
          discountPaise: 0,
        }).totalPaise,
      });
    }
  }
  return choices;
}

const CreditCancellationRef = builder
  .objectRef<{ credit_paise: number; fee_paise: number; percent: number; text: string; valid_months: number }>(
    "CreditCancellationQuote",
  )
  .implement({
    description:
      "What cancelling for trip credit gives now (cancelBooking with refundAs CREDIT), beside Booking.cancellation's cash refund.",
    fields: (t) => ({
      credit_paise: t.exposeInt("credit_paise"),
      fee_paise: t.exposeInt("fee_paise"),
      percent: t.exposeInt("percent"),
      text: t.exposeString("text"),
      valid_months: t.exposeInt("valid_months"),
    }),
  });

interface CancelledView {
  reason: string;
  at: Date;
  answer_by: Date;
  paid_paise: number;
  credit_offer_paise: number;
  choice: string | null;
  answered_at: Date | null;
}

const DepartureCancelledRef = builder.objectRef<CancelledView>("DepartureCancelledOffer").implement({
  description:
    "A departure we cancelled: the reason, and the traveller's choice (refund, credit with a bonus, another date).",
  fields: (t) => ({
    reason: t.exposeString("reason"),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
    answer_by: t.string({
      description: "Without an answer by then, the refund is made.",
      resolve: (row) => row.answer_by.toISOString(),
    }),
    paid_paise: t.exposeInt("paid_paise", { description: "Everything paid: what the refund gives back." }),
    credit_offer_paise: t.exposeInt("credit_offer_paise", {
      description: "Credit instead: everything paid plus the trip's bonus.",
    }),
    choice: t.exposeString("choice", { nullable: true, description: "refund, credit or transfer once answered." }),
    answered_at: t.string({ nullable: true, resolve: (row) => iso(row.answered_at) }),
  }),
});

builder.drizzleObjectFields(Booking, (t) => ({
  change_policy: t.stringList({
    description: "The trip's terms for moving a booking, replacing a traveller and cancelling for credit, in words.",
    select: { with: { trek: { columns: { changePolicy: true } } } },
    resolve: (booking) => describeChangePolicy(changePolicyOf(booking.trek?.changePolicy as ChangePolicy | null)),
  }),
  transfers_left: t.int({
    description: "How many more times the traveller may move this booking online.",
    select: { columns: { id: true, transfersAllowed: true } },
    resolve: async (booking, _args, context) => {
      const used = await context.db
        .select({ id: bookingTransfers.id })
        .from(bookingTransfers)
        .where(and(eq(bookingTransfers.bookingId, booking.id), eq(bookingTransfers.by, "traveller")));
      return Math.max(0, booking.transfersAllowed - used.length);
    },
  }),
  date_change_blocked: t.string({
    nullable: true,
    description:
      "Why the traveller cannot move this booking to another date online now, whatever date they pick, in words (the rule transferBooking applies: its status, the trip's TRANSFER_UNTIL_DAYS, add-ons, the moves allowed); null when they can. The dashboard says this instead of offering dates.",
    select: { columns: { id: true } },
    resolve: async (booking, _args, context) => {
      const blocked = await travellerMoveBlocker(context.db, booking.id, context.today);
      return blocked ? transferRefusalText(blocked) : null;
    },
  }),
  credit_available_paise: t.int({
    description:
      "The booking owner's trip credit that can be spent now (payWithCredit), so /pay offers it without another request.",
    select: { columns: { userId: true } },
    resolve: (booking, _args, context) => balanceOf(context.db, booking.userId, context.now()),
  }),
  change_fee_paise: t.exposeInt("changeFeePaise", { description: "Transfer fees charged, part of total_paise." }),
  transfer_choices: t.field({
    type: [TransferChoiceRef],
    description:
      "Other departures (from today, not cancelled) and packages of the same trip, with seats for the whole party.",
    select: { columns: { id: true, trekId: true, eventId: true, travellerCount: true } },
    resolve: (booking, _args, context) => transferChoicesOf(context, booking),
  }),
  credit_cancellation: t.field({
    type: CreditCancellationRef,
    nullable: true,
    description: "What cancelling for trip credit gives now; null when the booking cannot be cancelled online.",
    select: { columns: { id: true } },
    resolve: async (booking, _args, context) => {
      const state = await context.db.transaction((tx) => bookingState(tx, booking.id, { lock: false }));
      if (!state) return null;
      const { netPaidPaise: paid } = await refundableOf(context.db, booking.id);
      const quote = creditCancellationQuote({ ...state, netPaidPaise: paid }, context.today);
      return quote
        ? {
            credit_paise: quote.creditPaise,
            fee_paise: quote.feePaise,
            percent: quote.percent,
            text: quote.text,
            valid_months: quote.validMonths,
          }
        : null;
    },
  }),
  departure_cancelled: t.field({
    type: DepartureCancelledRef,
    nullable: true,
    description:
      "When we cancelled the departure the booking is on: the reason and the traveller's choice; null otherwise, and null once the traveller moved it to another date (it then lives there).",
    select: { columns: { id: true, eventId: true } },
    resolve: async (booking, _args, context) => {
      if (booking.eventId === null) return null;
      const [row] = await context.db
        .select({
          reason: departureCancellations.reason,
          at: departureCancellations.at,
          answerBy: companyCancellationOffers.answerBy,
          paidPaise: companyCancellationOffers.paidPaise,
          creditOfferPaise: companyCancellationOffers.creditOfferPaise,
          choice: companyCancellationOffers.choice,
          answeredAt: companyCancellationOffers.answeredAt,
        })
        .from(companyCancellationOffers)
        .innerJoin(departureCancellations, eq(departureCancellations.eventId, companyCancellationOffers.eventId))
        .where(
          and(
            eq(companyCancellationOffers.bookingId, booking.id),
            eq(companyCancellationOffers.eventId, booking.eventId),
          ),
        );
      return row
        ? {
            reason: row.reason,
            at: row.at,
            answer_by: row.answerBy,
            paid_paise: row.paidPaise,
            credit_offer_paise: row.creditOfferPaise,
            choice: row.choice,
            answered_at: row.answeredAt,
          }
        : null;
    },
  }),
}));

// ─── Substitution ───────────────────────────────────────────────────────────────────────

const SubstituteInputRef = builder.inputType("SubstituteParticipantInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    index: t.int({ required: true, description: "The traveller's position on the booking, from 0." }),
    participant: t.field({ type: ParticipantInputRef, required: true }),
  }),
});

builder.mutationField("substituteParticipant", (t) =>
  t.drizzleField({
    changesPublicAnswers: false,
    type: Booking,
    description:
      "Replaces traveller `index` of the traveller's booking with someone else, up to the trip's TRANSFER_UNTIL_DAYS before the start; the price does not change. The newcomer is checked as a new booking's travellers are. Refusals: PARTICIPANT_INVALID (`extensions.field`; the age on the start date), GUARDIAN_REQUIRED (a newcomer under 18 without a guardian's declaration: `extensions.fields`), DUPLICATE_PARTICIPANT (the phone already booked on this departure), TRANSFER_NOT_ALLOWED (`extensions.reason`: status, quotation, too-late), BAD_USER_INPUT (no such traveller), NOT_FOUND.",
    args: { input: t.arg({ type: SubstituteInputRef, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      const bookingId = idOrNotFound(input.bookingId, "bookingId");
      const [participant] = requireParticipants([input.participant], context.today);
      const outcome = await substituteParticipant(partsOf(context), {
        userId: viewer.userId,
        bookingId,
        index: input.index,
        participant: participant!,
        guardian: input.participant.guardian,
        today: context.today,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
          case "no-such-traveller":
            throw new UserError(`This booking has ${outcome.count} travellers: choose one of them.`, {
              code: "BAD_USER_INPUT",
              field: "index",
            });
          case "participant-invalid":
            throw new UserError(`The new traveller: ${outcome.message}`, {
              code: "PARTICIPANT_INVALID",
              field: "dob",
              details: { index: input.index },
            });
          case "guardian-required":
            throw new UserError(
              `The new traveller is under ${CHILD_RULE.adultAge} on the start date: a parent or lawful guardian books them, and says so with their name.`,
              {
                code: "GUARDIAN_REQUIRED",
                field: Object.keys(outcome.fields)[0],
                details: { index: input.index, fields: outcome.fields },
              },
            );
          case "already-booked":
            throw new UserError("The new traveller's phone is already booked on this departure.", {
              code: "DUPLICATE_PARTICIPANT",
              field: "phone",
              details: { index: input.index },
            });
          case "status":
            throw transferRefused({ reason: "status", status: outcome.status });
          case "quotation":
            throw transferRefused({ reason: "quotation" });
          case "too-late":
            throw new UserError(
              `Travellers can be replaced up to ${outcome.untilDays} days before the start; your departure starts in ${Math.max(0, outcome.daysBefore)} days.`,
              { code: "TRANSFER_NOT_ALLOWED", details: { reason: "too-late" } },
            );
        }
      }
      return (await context.db.query.bookings.findFirst(query({ where: { id: bookingId } })))!;
    },
  }),
);

// ─── Trip credit ────────────────────────────────────────────────────────────────────────

interface CreditEntryView {
  id: number;
  kind: string;
  amount_paise: number;
  source: string | null;
  description: string;
  expires_at: Date | null;
  booking_id: number | null;
  at: Date;
}

const CreditEntryRef = builder.objectRef<CreditEntryView>("CreditEntry").implement({
  description:
    "One movement of trip credit: issued (with its expiry), spent on a booking, returned from a booking that ended (to the credit it was spent from, with that credit's expiry), or expired. Paise, always positive.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "issue, spend, return or expire." }),
    amount_paise: t.exposeInt("amount_paise"),
    source: t.exposeString("source", { nullable: true, description: "Why it was issued (issues only)." }),
    description: t.exposeString("description"),
    expires_at: t.string({ nullable: true, resolve: (row) => iso(row.expires_at) }),
    booking_id: t.exposeID("booking_id", { nullable: true }),
    at: t.string({ resolve: (row) => row.at.toISOString() }),
  }),
});

const CreditExpiryRef = builder.objectRef<{ amount_paise: number; expires_at: Date }>("CreditExpiry").implement({
  description: "Credit still unspent and when it lapses.",
  fields: (t) => ({
    amount_paise: t.exposeInt("amount_paise"),
    expires_at: t.string({ resolve: (row) => row.expires_at.toISOString() }),
  }),
});

export const MyCreditRef = builder
  .objectRef<{
    balance_paise: number;
    entries: CreditEntryView[];
    expiries: { amount_paise: number; expires_at: Date }[];
  }>("MyCredit")
  .implement({
    description: "The traveller's trip credit.",
    fields: (t) => ({
      balance_paise: t.exposeInt("balance_paise", { description: "What can be spent now." }),
      entries: t.field({
        type: [CreditEntryRef],
        description: "Newest first (the last 100).",
        resolve: (row) => row.entries,
      }),
      expiries: t.field({
        type: [CreditExpiryRef],
        description: "Unspent credit by expiry, soonest first.",
        resolve: (row) => row.expiries,
      }),
    }),
  });

function describeEntry(entry: { kind: string; source: string | null; note: string | null }): string {
  if (entry.kind === "spend") return "Spent on a booking";
  if (entry.kind === "return") return "Back from a booking that ended (it keeps its expiry)";
  if (entry.kind === "expire") return "Expired unspent";
  const words = CREDIT_SOURCE_WORDS[entry.source as CreditSource] ?? "Credit";
  return entry.note && entry.source === "goodwill" ? `${words}: ${entry.note}` : words;
}

export async function creditOf(context: Context, accountId: number) {
  const at = context.now();
  const [lots, entries] = await Promise.all([lotsOf(context.db, accountId), entriesOf(context.db, accountId)]);
  const open = lots.filter((lot) => lot.expiresAt > at && lot.leftPaise > 0);
  return {
    balance_paise: open.reduce((sum, lot) => sum + lot.leftPaise, 0),
    entries: entries.map((entry) => ({
      id: entry.id,
      kind: entry.kind,
      amount_paise: entry.amountPaise,
      source: entry.source,
      description: describeEntry(entry),
      expires_at: entry.expiresAt,
      booking_id: entry.bookingId,
      at: entry.at,
    })),
    expiries: open.map((lot) => ({ amount_paise: lot.leftPaise, expires_at: lot.expiresAt })),
  };
}

builder.queryField("myCredit", (t) =>
  t.field({
    type: MyCreditRef,
    description:
      "The logged-in traveller's trip credit: balance, ledger, and expiries. UNAUTHENTICATED without a token.",
    resolve: (_root, _args, context) => creditOf(context, requireViewer(context).userId),
  }),
);

const PaymentPlanName = builder.enumType("CreditPaymentPlan", {
  description: "As PaymentPlan: full, or the trip's booking amount.",
  values: ["full", "booking_amount"] as const,
});

builder.mutationField("payWithCredit", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "Pays what is due now on the traveller's booking (by the plan, as startPayment would) out of their trip credit: in full, or as far as the credit goes (the rest is paid at the gateway). Receipts list it as a payment; the booking moves forward as with any payment. On a trip abroad the credit also pays the TCS on what it pays (docs/api.md, Tax documents). Refusals: NO_TRIP_CREDIT, BOOKING_NOT_PAYABLE, BAD_USER_INPUT (plan), NOT_FOUND, PAN_REQUIRED, BILLING_ADDRESS_REQUIRED.",
    args: { bookingId: t.arg.id({ required: true }), plan: t.arg({ type: PaymentPlanName, required: true }) },
    resolve: async (query, _root, args, context) => {
      const viewer = requireViewer(context);
      const bookingId = idOrNotFound(args.bookingId, "bookingId");
      const outcome = await payWithCredit(paymentsOf(context).request, {
        userId: viewer.userId,
        bookingId,
        plan: args.plan,
        today: context.today,
      });
      if (!outcome.ok) {
        switch (outcome.reason) {
          case "not-found":
            throw new UserError("We could not find this booking.", { code: "NOT_FOUND", field: "bookingId" });
          case "no-credit":
            throw new UserError("You have no trip credit to spend now.", { code: "NO_TRIP_CREDIT" });
          case "plan-unavailable":
            throw new UserError("This booking cannot be paid in part now: please pay the full amount.", {
              code: "BAD_USER_INPUT",
              field: "plan",
            });
          case "not-payable":
            throw new UserError("Nothing can be paid on this booking now.", { code: "BOOKING_NOT_PAYABLE" });
          case "pan-required":
          case "billing-address-required":
            throw receiptTaxRefusal(outcome.reason);
        }
      }
      return (await context.db.query.bookings.findFirst(query({ where: { id: bookingId } })))!;
    },
  }),
);

// ─── A departure we cancelled ───────────────────────────────────────────────────────────

const ChoiceRef = builder.enumType("CancelledDepartureChoice", {
  description:
    "refund: everything paid back; credit: everything paid plus the trip's bonus, as trip credit; transfer: another date, no fee.",
  values: COMPANY_CANCEL_CHOICES,
});

const AnswerInputRef = builder.inputType("AnswerCancelledDepartureInput", {
  fields: (t) => ({
    bookingId: t.id({ required: true }),
    choice: t.field({ type: ChoiceRef, required: true }),
    eventId: t.int({ description: "With transfer: the new departure." }),
    packageId: t.int({ description: "With transfer: the package on it." }),
  }),
});

builder.mutationField("answerCancelledDeparture", (t) =>
  t.drizzleField({
    changesPublicAnswers: true,
    type: Booking,
    description:
      "The traveller's answer to a departure we cancelled (Booking.departure_cancelled), once: refund, credit (with the bonus) or transfer (eventId and packageId, no fee). Refusals: CHOICE_ALREADY_MADE, TRANSFER_NOT_ALLOWED (as transferBooking), BAD_USER_INPUT (transfer without a departure), NOT_FOUND.",
    args: { input: t.arg({ type: AnswerInputRef, required: true }) },
    resolve: async (query, _root, { input }, context) => {
      const viewer = requireViewer(context);
      const bookingId = idOrNotFound(input.bookingId, "bookingId");
      if (input.choice === "transfer" && (input.eventId == null || input.packageId == null)) {
        throw new UserError("Choose the new date and package.", { code: "BAD_USER_INPUT", field: "eventId" });
      }
      const outcome = await answerCompanyCancellation(partsOf(context), {
        userId: viewer.userId,
        bookingId,
        choice: input.choice,
        transferTo: input.choice === "transfer" ? { eventId: input.eventId!, packageId: input.packageId! } : null,
        today: context.today,
      });
      if (!outcome.ok) {
        if (outcome.reason === "not-found")
          throw new UserError("We could not find this booking's offer.", { code: "NOT_FOUND", field: "bookingId" });
        if (outcome.reason === "answered")
          throw new UserError("You have already chosen; nothing more to do.", { code: "CHOICE_ALREADY_MADE" });
        if (outcome.reason === "transfer") throw transferRefused(outcome.refusal);
      }
      return (await context.db.query.bookings.findFirst(query({ where: { id: bookingId } })))!;
    },
  }),
);
