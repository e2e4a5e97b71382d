// When a departure ends, its travellers are asked to review it: each one eligibility.ts allows gets a
// personal link by the outbox (SMS, WhatsApp, email), once: the invitation is unique per departure and
// phone (a second insert does nothing), and its message is queued in the same transaction under the
// invitation's key, so it is sent once, and never without its invitation. The trip-end scan
// (api.ts) first completes the bookings of ended departures (the booking lifecycle), then runs this,
// on the server's clock (the injected `now`, which tests move). Only departures that ended within
// REVIEW_INVITE_DAYS are looked at: an older one's link would already have expired.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { reviewInvites } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { startOfBusinessDay } from "@parvat/domain/campaign-offer";
import { REVIEW_INVITE_DAYS, reviewerName, wentIn } from "@parvat/domain/review";
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

/** One scan: invites every eligible traveller of a departure that ended not long ago; answers how many. */
export async function inviteTravellersOfEndedDepartures(parts: ReviewInviteParts): Promise<number> {
  const at = parts.now();
  const today = businessToday(parts.timeZone, at);
  const endedSince = addDays(today, -REVIEW_INVITE_DAYS);
  return parts.db.transaction(async (tx) => {
    let invitesSent = 0;
    for (const traveller of await eligibleTravellers(tx, { today, endedSince })) {
      // No message that is not about the trip itself goes to a child's phone (docs/api.md, "Children").
      if (traveller.bookedAsChild) continue;
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
    return invitesSent;
  });
}
