// When a departure ends, its travellers are asked to review it: each one on a completed booking gets a
// personal link by the outbox (SMS, WhatsApp, email). The sweep runs on the server's clock (the
// injected `now`, which tests move) every REVIEW_INVITE_SWEEP_MS, on every server copy, and is safe
// to run again and concurrently:
//   1. a departure whose last day is over completes its fully paid bookings (confirmed -> completed,
//      one conditional UPDATE, so two copies never complete one booking twice);
//   2. each traveller eligibility.ts allows gets one invitation (unique per departure and phone; a
//      second insert does nothing), and its message is queued in the same transaction under the
//      invitation's key, so it is sent once, and never without its invitation.
// Only departures that ended within REVIEW_INVITE_DAYS are looked at: an older one's link would
// already have expired.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { bookings, events, reviewInvites } from "@parvat/db/schema";
import { BOOKING_CAUSES } from "@parvat/domain/booking";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { REVIEW_INVITE_DAYS, reviewerName, wentIn } from "@parvat/domain/review";
import { and, eq, gte, inArray, lt } from "drizzle-orm";
import { changeStatus } from "../bookings/bookings.ts";
import type { Logger } from "../logger.ts";
import { enqueueMessage } from "../messages/outbox.ts";
import { eligibleTravellers } from "./eligibility.ts";

export interface ReviewInviteParts {
  db: Database;
  now: () => Date;
  timeZone: string;
  /** The site's public address, for the links. */
  origin: string;
}

/** A link's token: 24 random bytes, base64url (32 characters). Only its hash is stored. */
export function newInviteToken(): string {
  return randomBytes(24).toString("base64url");
}

export function hashInviteToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function reviewLink(origin: string, token: string): string {
  return `${origin}/review/${token}`;
}

export interface InviteSweepResult {
  bookingsCompleted: number;
  invitesSent: number;
}

/** One sweep: completes the bookings of departures that have ended and invites their travellers. */
export async function inviteTravellersOfEndedDepartures(parts: ReviewInviteParts): Promise<InviteSweepResult> {
  const at = parts.now();
  const today = businessToday(parts.timeZone, at);
  const endedSince = addDays(today, -REVIEW_INVITE_DAYS);
  return parts.db.transaction(async (tx) => {
    const ended = tx
      .select({ id: events.id })
      .from(events)
      .where(and(lt(events.endDate, today), gte(events.endDate, endedSince)));
    const completed = await tx
      .update(bookings)
      .set({ status: "completed", updatedAt: at })
      .where(and(eq(bookings.status, "confirmed"), inArray(bookings.eventId, ended)))
      .returning({ id: bookings.id });
    if (completed.length > 0) {
      await changeStatus(
        tx,
        completed.map(({ id }) => ({ id, from: "confirmed" as const })),
        "completed",
        BOOKING_CAUSES.tripCompleted,
        at,
        { bookingRowUpdated: true },
      );
    }

    let invitesSent = 0;
    for (const traveller of await eligibleTravellers(tx, { today, endedSince })) {
      const token = newInviteToken();
      const [invite] = await tx
        .insert(reviewInvites)
        .values({
          tokenHash: hashInviteToken(token),
          trekId: traveller.trekId,
          eventId: traveller.eventId,
          bookingId: traveller.bookingId,
          participantId: traveller.participantId,
          travellerPhone: traveller.phone,
          travellerName: reviewerName(traveller.firstName, traveller.lastName),
          // To the end of the window's last day in the business time zone.
          expiresAt: startOfBusinessDay(addDays(traveller.endDate, REVIEW_INVITE_DAYS + 1), parts.timeZone),
        })
        .onConflictDoNothing()
        .returning({ id: reviewInvites.id });
      if (!invite) continue;
      const lead = traveller.position === 0;
      await enqueueMessage(tx, {
        template: "review-invite",
        variables: {
          name: traveller.firstName,
          trip: traveller.trekName,
          went: wentIn(traveller.startDate).replace(/^Went/, "went"),
          link: reviewLink(parts.origin, token),
        },
        // The lead traveller is the booking's account (its email too); the others have their phone.
        to: lead
          ? { accountId: traveller.accountId, phone: traveller.phone, email: traveller.contactEmail }
          : { phone: traveller.phone },
        bookingId: traveller.bookingId,
        transactional: false,
        key: `review-invite:${invite.id}`,
      });
      invitesSent++;
    }
    return { bookingsCompleted: completed.length, invitesSent };
  });
}

export interface ReviewInviter {
  start(): void;
  stop(): Promise<void>;
  /** One sweep now (tests, and the test clock's moves). */
  sweep(): Promise<InviteSweepResult>;
}

/** Runs the sweep every `intervalMs` (the first one at once), one at a time. */
export function createReviewInviter(
  parts: ReviewInviteParts & { logger: Logger; intervalMs: number; onChanged?: () => void },
): ReviewInviter {
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let running: Promise<unknown> = Promise.resolve();

  async function sweep(): Promise<InviteSweepResult> {
    const result = await inviteTravellersOfEndedDepartures(parts);
    if (result.bookingsCompleted > 0 || result.invitesSent > 0) {
      parts.logger.info(result, "ended departures: bookings completed and travellers invited to review");
      // Completed bookings change what the traveller's dashboard and the back office show.
      if (result.bookingsCompleted > 0) parts.onChanged?.();
    }
    return result;
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep()
        .catch((error: unknown) => parts.logger.warn({ err: error }, "review invitation sweep failed; trying again"))
        .finally(() => schedule(parts.intervalMs));
    }, delay);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    sweep() {
      const next = running.then(sweep, sweep);
      running = next.catch(() => undefined);
      return next;
    },
  };
}
