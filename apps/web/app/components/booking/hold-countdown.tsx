// A held booking's time left, as a live mm:ss clock (a hold of more than a day, such as a quotation's
// held until its expiry, says when it ends instead). The ticking clock is hidden from screen
// readers, which hear a polite announcement only when a minute boundary passes (WCAG 2.2.1 and
// 4.1.3: the time limit is known, without a message every second). Rendered in the browser only
// (guarded screens), so the clock never has to match server-rendered HTML.
import { useEffect, useRef, useState } from "react";
import { ClockIcon } from "../icons.tsx";
import { clock, holdAnnouncement, holdEndText, LONG_HOLD_SECONDS, secondsUntil } from "./booking-format.ts";

export function HoldCountdown({
  expiresAt,
  onExpired,
  className = "",
}: {
  /** ISO 8601. */
  expiresAt: string;
  /** Called once, when the hold runs out while the screen is open. */
  onExpired?: () => void;
  className?: string;
}) {
  const [now, setNow] = useState(() => Date.now());
  const seconds = secondsUntil(expiresAt, now);
  const expired = seconds === 0;
  const long = seconds > LONG_HOLD_SECONDS;
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;

  useEffect(() => {
    if (expired) {
      onExpiredRef.current?.();
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), long ? 60_000 : 1000);
    return () => window.clearInterval(timer);
  }, [expired, long]);

  if (long) {
    return (
      <p
        className={`inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300 ${className}`}
      >
        <ClockIcon className="size-4 shrink-0" />
        Held until {holdEndText(expiresAt)}
      </p>
    );
  }

  return (
    <p
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-semibold ${
        expired ? "bg-slate-100 text-slate-700" : "bg-amber-50 text-amber-950 ring-1 ring-amber-300"
      } ${className}`}
    >
      <ClockIcon className="size-4 shrink-0" />
      <span aria-hidden="true">
        {expired ? (
          "Hold ended"
        ) : (
          <>
            Seats held for <span className="font-mono tabular-nums">{clock(seconds)}</span>
          </>
        )}
      </span>
      <span className="sr-only" role="status">
        {holdAnnouncement(seconds)}
      </span>
    </p>
  );
}
