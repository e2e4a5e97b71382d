// The trip pass (docs/api.md, "Ready for the trail"): what a booking's pass shows (the itinerary by
// day, the meeting point with its map link and time, the trip leader, the travellers each with a QR
// code, and the add-ons), and the departure's briefing the trip desk sets. QR codes are made here as SVG
// (no script on the page draws them), and say only which traveller of which booking they are: a code
// checks nobody in by itself; staff scan it on the departure's check-in screen, where they are logged in.
// GraphQL: trip-pass-fields.ts.
import type { Database } from "@parvat/db/client";
import { departureBriefings } from "@parvat/db/schema";
import { checkDepartureBriefing, type DepartureBriefingFields } from "@parvat/domain/departure-briefing";
import qrcode from "qrcode-generator";
import type { Viewer } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit.ts";
import { viewerMay } from "../staff/staff-guard.ts";

/** What a traveller's QR code holds: "PJ1:{reference}:{participantId}". */
export function checkInCode(reference: string, participantId: number): string {
  return `PJ1:${reference}:${participantId}`;
}

/** An SVG QR code (error correction M), sized by its viewBox so it scales to the page. */
export function qrSvg(text: string): string {
  const code = qrcode(0, "M");
  code.addData(text);
  code.make();
  const count = code.getModuleCount();
  const quiet = 4;
  const size = count + quiet * 2;
  let path = "";
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (code.isDark(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}

export interface PassSource {
  reference: string;
  status: string;
  tripName: string;
  startDate: string;
  endDate: string;
  itinerary: { day: number; name: string; brief: string }[];
  briefing: typeof departureBriefings.$inferSelect | null;
  travellers: { id: number; firstName: string; lastName: string }[];
  addOns: { name: string; size: string; quantity: number }[];
}

/** The pass of a part-paid, confirmed or completed booking on a departure: the booking's account's (or a role's that reads bookings); null otherwise. */
export async function tripPassOf(db: Database, viewer: Viewer, reference: string): Promise<PassSource | null> {
  const booking = await db.query.bookings.findFirst({
    where: {
      reference: reference.trim().toUpperCase(),
      status: { in: ["part_paid", "confirmed", "completed"] },
      eventId: { isNotNull: true },
      ...(viewerMay(viewer, "bookings.read") ? {} : { userId: viewer.userId }),
    },
    columns: { reference: true, status: true, eventId: true },
    with: {
      trek: { columns: { name: true } },
      event: { columns: { startDate: true, endDate: true } },
      package: { with: { schedules: { columns: { name: true, brief: true, countAsDay: true, position: true } } } },
      participants: { columns: { id: true, firstName: true, lastName: true }, orderBy: { position: "asc" } },
      addOns: { columns: { name: true, size: true, quantity: true }, orderBy: { id: "asc" } },
    },
  });
  if (!booking) return null;
  const briefing = await departureBriefingOf(db, booking.eventId!);
  let day = 0;
  const itinerary = [...(booking.package?.schedules ?? [])]
    .sort((a, b) => a.position - b.position)
    .map((schedule) => {
      if (schedule.countAsDay) day += 1;
      return { day: Math.max(day, 1), name: schedule.name, brief: schedule.brief };
    });
  return {
    reference: booking.reference,
    status: booking.status,
    tripName: booking.trek!.name,
    startDate: booking.event!.startDate,
    endDate: booking.event!.endDate,
    itinerary,
    briefing,
    travellers: booking.participants,
    addOns: booking.addOns,
  };
}

/** The departure's briefing; null until the trip desk sets one. */
export async function departureBriefingOf(db: Database, eventId: number) {
  return (await db.query.departureBriefings.findFirst({ where: { eventId } })) ?? null;
}

export type BriefingOutcome = { ok: true } | { ok: false; problems: Record<string, string> };

/** Sets where and when a departure meets and who leads it (audited). */
export async function setDepartureBriefing(
  db: Database,
  input: DepartureBriefingFields & { eventId: number },
  { staffUserId, at }: { staffUserId: number; at: Date },
): Promise<BriefingOutcome> {
  const checked = checkDepartureBriefing(input);
  if (!checked.ok) return checked;
  const event = await db.query.events.findFirst({ where: { id: input.eventId }, columns: { id: true } });
  if (!event) return { ok: false, problems: { eventId: "No departure has this id." } };
  const values = { eventId: input.eventId, ...checked.briefing };
  await db.transaction(async (tx) => {
    const before = await tx.query.departureBriefings.findFirst({ where: { eventId: input.eventId } });
    await tx
      .insert(departureBriefings)
      .values(values)
      .onConflictDoUpdate({ target: departureBriefings.eventId, set: { ...values, updatedAt: at } });
    await recordAudit(tx, {
      staffUserId,
      action: "set-departure-briefing",
      entity: "event",
      entityId: String(input.eventId),
      before: before ?? null,
      after: values,
    });
  });
  return { ok: true };
}
