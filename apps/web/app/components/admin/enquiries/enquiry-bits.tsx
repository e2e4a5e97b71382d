// What the inbox and an enquiry's page share: the words for each status and kind, and the badge
// that shows a status at a glance (colour and text, never colour alone).

export const ENQUIRY_STATUS_LABELS: Record<string, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  accepted: "Accepted",
  booked: "Booked",
  closed: "Closed",
};

export const ENQUIRY_KIND_LABELS: Record<string, string> = {
  enquiry: "Trip page or contact form",
  "custom-trip": "Custom trip (/customize)",
};

const BADGE_CLASSES: Record<string, string> = {
  new: "bg-amber-50 text-amber-900 ring-amber-300",
  contacted: "bg-sky-50 text-sky-900 ring-sky-300",
  quoted: "bg-indigo-50 text-indigo-900 ring-indigo-300",
  accepted: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  booked: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  closed: "bg-slate-100 text-slate-800 ring-slate-300",
};

export function EnquiryStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE_CLASSES[status] ?? BADGE_CLASSES.closed}`}
    >
      {ENQUIRY_STATUS_LABELS[status] ?? status}
    </span>
  );
}
