// A booking's status in words (the API's status_text), coloured by what it asks of the traveller:
// amber while something is due, green when settled, grey when over.
import type { BookingStatus } from "@parvat/domain/booking";

const TONES: Record<BookingStatus, string> = {
  held: "bg-amber-50 text-amber-950 ring-amber-300",
  part_paid: "bg-amber-50 text-amber-950 ring-amber-300",
  confirmed: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  completed: "bg-slate-100 text-slate-800 ring-slate-300",
  expired: "bg-slate-100 text-slate-800 ring-slate-300",
  cancelled: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function StatusBadge({ status, text }: { status: BookingStatus; text: string }) {
  return (
    <p className={`rounded-full px-3 py-1 text-xs font-semibold ring-1 ${TONES[status]}`}>
      <span className="sr-only">Status: </span>
      {text}
    </p>
  );
}
