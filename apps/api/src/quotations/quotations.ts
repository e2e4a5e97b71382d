// The quotations service: accepting a quotation with one of its hotel options, which
// makes the booking the payment flow takes (/pay?booking={id}), and storing a custom trip request
// from /customize as an enquiry. It answers with outcomes, not GraphQL errors; quotation-fields.ts
// words them (docs/decisions/0007-mutation-template.md).
//
// A quotation has one acceptance in force: the quotation's row is locked for the transaction, and
// the partial unique keys on quotation_acceptances (in force) and bookings.quotation_id (live) are the
// backstop, so two acceptances at once make one booking. When that booking ends without any money
// received, its acceptance is released (bookings.ts, changeStatus) and the quotation can be accepted
// again, by anyone holding its link. The booking is of the quotation, not of seats on a
// departure (bookings_trip_or_quotation): it has no hold to sweep before the quotation's expiry.
import type { Database } from "@parvat/db/client";
import { bookingParticipants, inquiries, quotationAcceptances, quotations } from "@parvat/db/schema";
import type { Participant } from "@parvat/domain/booking";
import { MAX_PARTICIPANTS } from "@parvat/domain/booking-amounts";
import type { IsoDate } from "@parvat/domain/business-dates";
import type { CustomTrip } from "@parvat/domain/custom-trip";
import { guardianColumns } from "@parvat/domain/guardians";
import {
  isQuotationExpired,
  priceDetails,
  quotationBookingAmounts,
  quotationHoldEndsAt,
  quotationPrice,
} from "@parvat/domain/quotation-pricing";
import { and, eq, isNull } from "drizzle-orm";
import { recordCreation } from "../booking-lifecycle/transitions.ts";
import { type CreateBookingOutcome, guardiansOf, insertBooking, type NewBooking } from "../bookings/bookings.ts";
import { type EnquiryNames, insertEnquiry } from "../inquiries/inquiries.ts";
import type { Logger } from "../logger.ts";

const ACCEPTED_CAUSE = "Quotation accepted online; the quoted price is held until its expiry date";

export interface QuotationParts {
  db: Database;
  log: Logger;
  now: () => Date;
}

export type AcceptQuotationOutcome =
  | { ok: true; bookingId: number }
  | { ok: false; reason: "not-found" | "expired" | "option-unavailable" }
  | { ok: false; reason: "travellers-count"; pax: number }
  | Extract<CreateBookingOutcome, { reason: "guardian-required" }>
  | { ok: false; reason: "already-accepted"; bookingId: number | null };

/** Accepts the quotation with the hotel option `propertyGroupId` and books it at that option's price. */
export async function acceptQuotation(
  { db, log, now }: QuotationParts,
  input: {
    userId: number;
    slug: string;
    propertyGroupId: number;
    /** Its travellers as registration takes them: all of them, or for a party above 12 at least the lead. */
    participants: readonly Participant[];
    /** Each traveller's guardian declaration as sent: required for one under 18 on the travel date. */
    guardians?: NewBooking["guardians"];
    today: IsoDate;
    contactEmail?: string | null;
  },
): Promise<AcceptQuotationOutcome> {
  const at = now();
  const outcome = await db.transaction(async (tx): Promise<AcceptQuotationOutcome> => {
    // The lock makes a second acceptance wait here, then find the first one's row.
    const [quotation] = await tx.select().from(quotations).where(eq(quotations.slug, input.slug)).for("update");
    if (!quotation) return { ok: false, reason: "not-found" };
    const [earlier] = await tx
      .select({ userId: quotationAcceptances.userId, bookingId: quotationAcceptances.bookingId })
      .from(quotationAcceptances)
      .where(and(eq(quotationAcceptances.quotationId, quotation.id), isNull(quotationAcceptances.releasedAt)));
    if (earlier) {
      // Only its own traveller learns which booking it is.
      return {
        ok: false,
        reason: "already-accepted",
        bookingId: earlier.userId === input.userId ? earlier.bookingId : null,
      };
    }
    if (isQuotationExpired(quotation.expiryDate, input.today)) return { ok: false, reason: "expired" };
    if (!travellersFit(input.participants.length, quotation.pax)) {
      return { ok: false, reason: "travellers-count", pax: quotation.pax };
    }
    // The travel date is the trip's start: a traveller under 18 on it is booked by a guardian (guardians.ts).
    const guardians = guardiansOf(input, quotation.travelDate);
    if (!guardians.ok) return guardians;
    const groups = await tx.query.quotationPropertyGroups.findMany({
      where: { quotationId: quotation.id },
      columns: { id: true, name: true, price: true, isSelected: true, isHidden: true },
    });
    const price = quotationPrice(
      priceDetails(groups.map((g) => ({ id: g.id, price: g.price, is_selected: g.isSelected, is_hidden: g.isHidden }))),
      input.propertyGroupId,
    );
    if (price === null) return { ok: false, reason: "option-unavailable" };

    const { discountPaise: _none, ...amounts } = quotationBookingAmounts({
      price,
      showPriceFor: quotation.showPriceFor,
      pax: quotation.pax,
      priceInclusiveOfTaxes: quotation.priceInclusiveOfTaxes,
      bookingAmount: quotation.bookingAmount,
    });
    const bookingId = await insertBooking(tx, {
      userId: input.userId,
      quotationId: quotation.id,
      status: "held",
      ...amounts,
      contactEmail: input.contactEmail ?? null,
      // The quoted price holds until the end of the quotation's last day, not for 15 minutes.
      holdExpiresAt: quotationHoldEndsAt(quotation.expiryDate),
      // One key per acceptance: an acceptance after an earlier one was released is a booking of its own.
      idempotencyKey: `quotation:${quotation.id}:${at.getTime()}`,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(quotationAcceptances).values({
      quotationId: quotation.id,
      propertyGroupId: input.propertyGroupId,
      optionName: groups.find((group) => group.id === input.propertyGroupId)!.name,
      userId: input.userId,
      bookingId,
      price,
      acceptedAt: at,
    });
    // No departure, so no seats and no check of a traveller booked twice on one: eventId stays null.
    await tx.insert(bookingParticipants).values(
      input.participants.map((participant, position) => ({
        bookingId,
        eventId: null,
        position,
        ...participant,
        ...guardianColumns(guardians.declarations[position] ?? null, at),
      })),
    );
    await recordCreation(tx, bookingId, { by: "traveller", cause: ACCEPTED_CAUSE, at });
    await tx.update(inquiries).set({ status: "accepted" }).where(eq(inquiries.id, quotation.inquiryId));
    return { ok: true, bookingId };
  });
  if (outcome.ok)
    log.info({ bookingId: outcome.bookingId, propertyGroupId: input.propertyGroupId }, "quotation accepted");
  return outcome;
}

/**
 * The travellers an acceptance names: every one of a party of up to 12 (MAX_PARTICIPANTS, what a
 * registration takes), and of a larger party at least the lead traveller, up to 12: the trip desk
 * collects the rest of a big group's details, as it does today.
 */
export function travellersFit(count: number, pax: number): boolean {
  return pax <= MAX_PARTICIPANTS ? count === pax : count >= 1 && count <= MAX_PARTICIPANTS;
}

/** Stores a custom trip request as an enquiry with status new, under its slug and short reference. */
export async function requestCustomTrip(
  { db, log }: Pick<QuotationParts, "db" | "log">,
  { trip, userId }: { trip: CustomTrip; userId: number | null },
): Promise<EnquiryNames> {
  const names = await insertEnquiry(db, {
    kind: "custom-trip",
    name: trip.name,
    mobile: trip.phone,
    email: trip.email,
    travelDate: trip.date,
    // The party as the traveller gave it, never guessed from the group.
    travellers: trip.adults + trip.children,
    adults: trip.adults,
    children: trip.children,
    childAges: trip.childAges,
    budgetPerPerson: trip.budgetPerPerson,
    message: trip.message,
    destination: trip.destination,
    durationDays: trip.duration,
    groupType: trip.group,
    tripType: trip.type,
    userId,
  });
  log.info({ destination: trip.destination, days: trip.duration }, "custom trip request received");
  return names;
}
