// Which trip registration a login is on the way to: "Book now" sends a logged-out traveller to
// /login with the registration's address as the return path, and the login page shows the choice
// it carries. Only the trek page's own registration address counts.
import { idParam, type RequestedChoice } from "../booking/registration-choice.ts";

export interface ReturnRegistration extends RequestedChoice {
  trekId: number;
}

const ORIGIN = "http://parvat.invalid";

/** The trip and choice of a return path such as "/tours/7/register?packageId=11&date=2026-12-02"; null for any other. */
export function registrationInReturnPath(returnTo: string): ReturnRegistration | null {
  const url = new URL(returnTo, ORIGIN);
  const match = /^\/tours\/(\d+)\/register$/.exec(url.pathname);
  const trekId = idParam(match?.[1]);
  if (url.origin !== ORIGIN || trekId === null) return null;
  return {
    trekId,
    packageId: idParam(url.searchParams.get("packageId")),
    eventId: idParam(url.searchParams.get("eventId")),
    date: url.searchParams.get("date"),
  };
}
