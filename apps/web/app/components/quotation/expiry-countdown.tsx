// The time left to accept a quotation: days while there are days, then hours and minutes on the
// last day. The server renders the days (business time zone); the browser takes over once hydrated
// and counts to midnight IST after the expiry date, when acceptance closes.
import { useEffect, useState } from "react";
import { useHydrated } from "../../lib/hydrated.ts";
import { ClockIcon } from "../icons.tsx";
import { expiryText } from "./quotation-format.ts";

const IST_MIDNIGHT_AFTER = (expiryDate: string) => new Date(`${expiryDate}T00:00:00+05:30`).getTime() + 86_400_000;

export function ExpiryCountdown({ expiryDate, today }: { expiryDate: string; today: string }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = IST_MIDNIGHT_AFTER(expiryDate) - now;
  let text = expiryText(expiryDate, today) ?? "This quotation has expired";
  if (hydrated && left > 0 && left < 86_400_000) {
    const hours = Math.floor(left / 3_600_000);
    const minutes = Math.floor((left % 3_600_000) / 60_000);
    text = `${hours} h ${minutes} min left to accept`;
  }
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300">
      <ClockIcon className="size-4 shrink-0" />
      {text}
    </p>
  );
}
