// The server's clock for the end-to-end tests (TEST_CLOCK=true, never on a real site: env.ts refuses
// it in production on PostgreSQL). The API's rules all read the clock createApi is given (seat holds,
// codes, departures ending, review links expiring); this one runs ahead of the real time by an offset
// that POST /__test/clock { "days": n, "hours"?: h } moves forward, and then runs at once what the
// server would do on its own at that time: the sweep that invites the travellers of departures that
// have ended, and the scan of scheduled messages (balance reminders, grace, cancellations).
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

export function testClockRoute(clock: TestClock, api: Pick<Api, "periodic">): RequestHandler {
  return async (request, response, next) => {
    const body = request.body as { days?: unknown; hours?: unknown } | undefined;
    const days = Number(body?.days);
    const hours = Number(body?.hours ?? 0);
    if (!Number.isInteger(days) || days < 0 || days > 400 || !Number.isInteger(hours) || hours < 0 || hours > 23) {
      response.status(400).json({
        error: "Send { days: n, hours: h }: whole numbers, days from 0 to 400, hours (optional) from 0 to 23.",
      });
      return;
    }
    try {
      clock.advance(days * 86_400_000 + hours * 3_600_000);
      const sweep = await api.periodic.run("trip-end");
      const messages = await api.periodic.run("messages");
      response.json({ now: clock.now().toISOString(), ...sweep, messagesQueued: messages.queued });
    } catch (error) {
      next(error);
    }
  };
}
