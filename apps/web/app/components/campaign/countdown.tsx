// The live countdown to a campaign's end. The server renders the time left at its own moment (so
// the page reads right without JavaScript); in the browser it ticks every second and, at zero,
// says the offer has ended. role="timer" keeps screen readers from announcing every tick.
import { useEffect, useState } from "react";

/** "3 days 4 h 05 min 09 s" from milliseconds left (never negative). */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, "0");
  const clock = `${hours} h ${pad(minutes)} min ${pad(seconds % 60)} s`;
  return days > 0 ? `${days} ${days === 1 ? "day" : "days"} ${clock}` : clock;
}

export function Countdown({ endsAt, serverNow }: { endsAt: string; serverNow: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  return (
    <p className="inline-flex flex-wrap items-baseline gap-x-2 rounded-xl bg-white/10 px-4 py-3 text-base">
      <span className="font-semibold">{left > 0 ? "Offer ends in" : "This offer has ended"}</span>
      {left > 0 ? (
        <span role="timer" className="font-mono text-lg tabular-nums" data-testid="campaign-countdown">
          {timeLeft(left)}
        </span>
      ) : null}
    </p>
  );
}
