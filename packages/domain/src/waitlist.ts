// The waitlist's words, shared by the API (messages, the likelihood) and the pages.

/** A party of 1 to 12 may wait for seats, like a booking. */
export const WAITLIST_MAX_TRAVELLERS = 12;

/** "2 seats", "1 seat". */
export function seatsInWords(seats: number): string {
  return `${seats} ${seats === 1 ? "seat" : "seats"}`;
}

const moments = new Map<string, Intl.DateTimeFormat>();

/** An instant as travellers read it in the business time zone: "28 November 2026, 9:30 am". */
export function formatMoment(instant: Date, timeZone: string): string {
  let format = moments.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-IN", {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone,
    });
    moments.set(timeZone, format);
  }
  return format.format(instant).replace(" at ", ", ");
}

/** Fewer past departures than this and the likelihood says there is not enough history. */
export const LIKELIHOOD_MIN_DEPARTURES = 3;

export interface WaitlistLikelihood {
  /** Past departures of the trip the figure is based on. */
  departures: number;
  /** Of those, how many had at least the group's seats come back in the same stretch before the start. */
  withSeatsBack: number;
  /** Days before the start the stretch begins: today's distance from this departure's start. */
  daysBefore: number;
  /** withSeatsBack / departures as a whole percent; null when there is not enough history. */
  percent: number | null;
  /** The figure in one plain sentence. */
  text: string;
}

/** The likelihood in words, from what the company's history says. */
export function describeLikelihood(
  history: { departures: number; withSeatsBack: number },
  { daysBefore, seats }: { daysBefore: number; seats: number },
): WaitlistLikelihood {
  const { departures, withSeatsBack } = history;
  const stretch = daysBefore === 1 ? "in the last day" : `in the last ${daysBefore} days`;
  if (departures < LIKELIHOOD_MIN_DEPARTURES) {
    const based =
      departures === 0
        ? "this trip has no past departures to learn from"
        : `this trip has only ${departures} past ${departures === 1 ? "departure" : "departures"}`;
    return {
      departures,
      withSeatsBack,
      daysBefore,
      percent: null,
      text: `Not enough history to say how likely seats are: ${based}.`,
    };
  }
  const percent = Math.round((withSeatsBack / departures) * 100);
  return {
    departures,
    withSeatsBack,
    daysBefore,
    percent,
    text: `On ${withSeatsBack} of the last ${departures} departures of this trip, ${seatsInWords(seats)} or more came back ${stretch} before the start (${percent}%).`,
  };
}
