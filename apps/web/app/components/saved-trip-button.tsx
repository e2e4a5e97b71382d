// The heart on a trip page: saves the trip on this device (saved-trips.ts) or forgets it, and says
// which with its pressed state and a toast. For a logged-in traveller the account follows (its code
// loads only then): the device's saves merge into it once, and each change is recorded there too.
import { useEffect } from "react";
import { useLoggedIn } from "../lib/credentials.ts";
import { type SavedTrip, toggleSavedTrip, useSavedTrips } from "./saved-trips.ts";
import { notify } from "./toasts.tsx";

const account = () => import("./saved-trips-account.ts");

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

export function SavedTripButton({ trip }: { trip: SavedTrip }) {
  const saved = useSavedTrips().some((candidate) => candidate.id === trip.id);
  const loggedIn = useLoggedIn();
  useEffect(() => {
    if (loggedIn) void account().then((module) => module.mergeSavedTrips());
  }, [loggedIn]);
  const onClick = () => {
    const now = toggleSavedTrip(trip);
    if (loggedIn) void account().then((module) => module.saveInAccount(trip.id, now));
    const where = loggedIn ? "in your account" : "on this device";
    void notify("success", now ? `${trip.name} is saved ${where}.` : `${trip.name} is no longer saved.`);
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold ${
        saved
          ? "border-primary-strong bg-primary-soft text-primary-strong"
          : "border-slate-300 bg-white text-slate-900 hover:border-slate-500"
      }`}
    >
      <span className="text-primary-strong">
        <HeartIcon filled={saved} />
      </span>
      {saved ? "Saved" : "Save"}
    </button>
  );
}
