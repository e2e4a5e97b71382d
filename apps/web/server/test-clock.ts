// The server's clock for the end-to-end tests (TEST_CLOCK=true, never on a real site: env.ts refuses
// it in production on PostgreSQL). The API's rules all read the clock createApi is given (seat holds,
// codes, departures ending, review links expiring); this one runs ahead of the real time by an offset
// that POST /__test/clock { "days": n } moves forward, and then runs at once what the server would do
// on its own at that time: the sweep that invites the travellers of departures that have ended.
import type { Api } from "@parvat/api/api";
import type { RequestHandler } from "express";

export const TEST_CLOCK_PATH = "/__test/clock";

export interface TestClock {
  now(): Date;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      offsetMs += ms;
    },
  };
}

export function testClockRoute(clock: TestClock, api: Pick<Api, "reviews">): RequestHandler {
  return async (request, response, next) => {
    const days = Number((request.body as { days?: unknown } | undefined)?.days);
    if (!Number.isInteger(days) || days < 0 || days > 400) {
      response.status(400).json({ error: "Send { days: n }, a whole number of days from 0 to 400." });
      return;
    }
    try {
      clock.advance(days * 86_400_000);
      const sweep = await api.reviews.inviter.sweep();
      response.json({ now: clock.now().toISOString(), ...sweep });
    } catch (error) {
      next(error);
    }
  };
}
