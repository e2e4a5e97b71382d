// An SMS provider for tests: keeps every code it "sends", and can be told to fail.
import { type CodeMessage, SmsError, type SmsProvider } from "../accounts/sms.ts";

export interface MemorySms extends SmsProvider {
  sent: CodeMessage[];
  /** The last code sent to a phone (E.164); throws when none was. */
  lastCode(phone: string): number;
  /** While true, every send is refused as a provider would refuse it. */
  failing: boolean;
}

export function createMemorySms(): MemorySms {
  const sms: MemorySms = {
    name: "memory",
    sent: [],
    failing: false,
    async sendCode(message) {
      if (sms.failing) throw new SmsError("memory SMS told to fail");
      sms.sent.push(message);
      return { reference: `memory-${sms.sent.length}` };
    },
    lastCode(phone) {
      const message = sms.sent.findLast((entry) => entry.phone === phone);
      if (!message) throw new Error(`No code was sent to ${phone}`);
      return message.code;
    },
  };
  return sms;
}

/** A clock that runs with real time, shifted by however far a test moved it. */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(seconds: number) {
      offsetMs += seconds * 1000;
    },
    /**
     * Forward to the next midday in India (06:30 UTC): for tests of "today" that move the clock by
     * minutes, which would otherwise fail when run just before India's midnight.
     */
    advanceToIndianMidday() {
      const now = Date.now() + offsetMs;
      const midday = new Date(now);
      midday.setUTCHours(6, 30, 0, 0);
      if (midday.getTime() <= now) midday.setUTCDate(midday.getUTCDate() + 1);
      offsetMs += midday.getTime() - now;
    },
  };
}

export type TestClock = ReturnType<typeof createTestClock>;
