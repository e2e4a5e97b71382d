// What the waitlist tells travellers, through the outbox (messages/outbox.ts), in the transaction that
// made the offer or closed the line: a message goes if and only if that change commits.
import type { Transaction } from "@parvat/db/client";
import { dateInWords } from "@parvat/domain/money-words";
import { formatMoment, seatsInWords } from "@parvat/domain/waitlist";
import { enqueueMessage } from "../messages/outbox.ts";
import { waitlistRules } from "./rules.ts";

/** The site's address for a path, as a link in a message. */
export function siteLink(path: string): string {
  return new URL(path, waitlistRules().publicOrigin).toString();
}

/** The page that opens an offer: the traveller's entry, with the offer and the travellers' form. */
export function offerPath(entryId: number): string {
  return `/waitlist/${entryId}`;
}

/** SMS (the account's phone) and email (where known) of each new offer: the seats, the deadline and the link. */
export async function tellOfOffers(tx: Transaction, offerIds: readonly number[]): Promise<void> {
  if (offerIds.length === 0) return;
  const offers = await tx.query.waitlistOffers.findMany({
    where: { id: { in: [...offerIds] } },
    columns: { id: true, seats: true, expiresAt: true },
    with: {
      entry: {
        columns: { id: true, userId: true, contactEmail: true },
        with: {
          user: { columns: { phone: true, firstName: true } },
          trek: { columns: { name: true } },
          event: { columns: { startDate: true } },
        },
      },
    },
  });
  for (const offer of offers) {
    const { entry } = offer;
    await enqueueMessage(tx, {
      template: "waitlist-offer",
      variables: {
        name: entry.user.firstName ?? "traveller",
        trip: entry.trek.name,
        date: dateInWords(entry.event.startDate),
        seats: seatsInWords(offer.seats),
        expires: formatMoment(new Date(offer.expiresAt), waitlistRules().timeZone),
        link: siteLink(offerPath(entry.id)),
      },
      to: { accountId: entry.userId, phone: entry.user.phone, email: entry.contactEmail },
      // Seats kept for a few hours: the traveller must hear of them even if they opted out of news.
      transactional: true,
      key: `waitlist-offer:${offer.id}`,
    });
  }
}

/** Tells each traveller whose entry closed because the company called the departure off. */
export async function tellWaitlistClosed(tx: Transaction, entryIds: readonly number[]): Promise<void> {
  if (entryIds.length === 0) return;
  const entries = await tx.query.waitlistEntries.findMany({
    where: { id: { in: [...entryIds] } },
    columns: { id: true, userId: true, contactEmail: true },
    with: {
      user: { columns: { phone: true, firstName: true } },
      trek: { columns: { name: true, slug: true } },
      event: { columns: { startDate: true } },
    },
  });
  for (const entry of entries) {
    await enqueueMessage(tx, {
      template: "waitlist-closed",
      variables: {
        name: entry.user.firstName ?? "traveller",
        trip: entry.trek.name,
        date: dateInWords(entry.event.startDate),
        link: siteLink(`/tours/${entry.trek.slug}`),
      },
      to: { accountId: entry.userId, phone: entry.user.phone, email: entry.contactEmail },
      transactional: true,
      key: `waitlist-closed:${entry.id}`,
    });
  }
}
