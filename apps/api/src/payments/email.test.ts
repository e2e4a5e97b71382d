// Emails go through the jobs table: with EMAIL_PROVIDER=smtp against a local SMTP server (smtp-server),
// a message queued while the server is down fails, waits for its backoff, and arrives exactly once
// when the server is back. A mail server slow to greet is given up on after SMTP_TIMEOUT_MS (not
// nodemailer's minutes), and never holds back a payment's webhooks: emails run in a lane of their own.
// STARTTLS is required on port 587. A booking without a contact email sends nothing; the console
// provider logs the kind of message, not the address or the text.

import type { AddressInfo } from "node:net";
import { createServer as createNetServer } from "node:net";
import { bookings, jobs } from "@parvat/db/schema";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueJobs, job } from "../jobs/jobs.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  readBooking,
  runJobs,
  startPayment,
} from "../testing/payment-test-kit.ts";
import { createTestApi, type TestApi } from "../testing/test-api.ts";
import { renderMessage, smtpOptions } from "./email.ts";

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Received {
  to: string[];
  raw: string;
}

/** A local SMTP server on `port` (0: any free one) that greets after `greetAfterMs` (0: at once). */
function startSmtp(port: number, received: Received[], { greetAfterMs = 0 } = {}): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 100,
    // The greeting goes once onConnect answers: a server slow to greet.
    onConnect(_session, callback) {
      if (greetAfterMs === 0) callback();
      else setTimeout(callback, greetAfterMs).unref();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        done();
      });
    },
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

describe("email through the jobs table", () => {
  let test: TestApi;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    port = await freePort();
    test = await createTestApi({
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SMTP_TIMEOUT_MS: "1000",
      EMAIL_FROM: "Parvat Journeys <bookings@parvat.test>",
    });
  });
  afterAll(() => test.close());

  it("retries while the mail server is down, and delivers once when it is back", async () => {
    const trip = await createTrip(test);
    const traveller = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, traveller, trip);
    await test.db.update(bookings).set({ contactEmail: "asha@example.com" }).where(eq(bookings.id, bookingId));
    const at = test.clock.now();
    await enqueueJobs(test.db, [
      job("email", { message: "booking-confirmed", bookingId }, at, { key: `email:test:${bookingId}` }),
    ]);

    await runJobs(test);
    const [failed] = await test.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `email:test:${bookingId}`));
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.runAt.getTime()).toBeGreaterThan(at.getTime());

    const server = await startSmtp(port, received);
    try {
      // Not yet due: the backoff holds it back.
      await runJobs(test);
      expect(received).toHaveLength(0);
      test.clock.advance(60);
      await runJobs(test);
      await runJobs(test);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual(["asha@example.com"]);
      expect(received[0]!.raw).toMatch(/Subject: PJ-[2-9A-Z]{6}: your Trek \d+ booking is confirmed/);
      const [sent] = await test.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `email:test:${bookingId}`));
      expect(sent).toMatchObject({ attempts: 2, lastError: null });
      expect(sent!.doneAt).not.toBeNull();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("gives up on a mail server that does not greet within SMTP_TIMEOUT_MS, and tries again later", async () => {
    const trip = await createTrip(test);
    const traveller = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, traveller, trip);
    await test.db.update(bookings).set({ contactEmail: "ravi@example.com" }).where(eq(bookings.id, bookingId));
    const key = `email:slow:${bookingId}`;
    await enqueueJobs(test.db, [job("email", { message: "booking-confirmed", bookingId }, test.clock.now(), { key })]);
    const slow = await startSmtp(port, received, { greetAfterMs: 60_000 });
    try {
      const started = Date.now();
      await runJobs(test);
      // One second (SMTP_TIMEOUT_MS), not nodemailer's 30 s wait for a greeting.
      expect(Date.now() - started).toBeLessThan(5_000);
      const [waiting] = await test.db.select().from(jobs).where(eq(jobs.key, key));
      expect(waiting).toMatchObject({ attempts: 1, doneAt: null, failedAt: null });
      // nodemailer says "Greeting never received" or "Timeout", whichever of its equal waits ends first.
      expect(waiting!.lastError).toMatch(/greeting never received|timeout/i);
    } finally {
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it("sends nothing for a booking without a contact email", async () => {
    const trip = await createTrip(test);
    const traveller = await logInTraveller(test);
    const { bookingId } = await heldBooking(test, traveller, trip);
    await enqueueJobs(test.db, [job("email", { message: "booking-confirmed", bookingId }, test.clock.now())]);
    const before = received.length;
    await runJobs(test);
    expect(received).toHaveLength(before);
    expect(test.logs).toContainEqual(
      expect.objectContaining({ msg: "no contact email on the booking; message not sent", bookingId }),
    );
  });
});

describe("a mail server slow to greet", () => {
  let slow: SMTPServer;
  let test: TestApi;
  beforeAll(async () => {
    slow = await startSmtp(0, [], { greetAfterMs: 60_000 });
    test = await createTestApi({
      EMAIL_PROVIDER: "smtp",
      SMTP_URL: `smtp://127.0.0.1:${(slow.server.address() as AddressInfo).port}`,
      SMTP_TIMEOUT_MS: "3000",
      JOB_POLL_INTERVAL_MS: "100",
    });
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    await test.close();
  });

  it("does not hold back a payment's webhooks", async () => {
    const worker = test.api.payments.worker;
    try {
      const trip = await createTrip(test);
      const traveller = await logInTraveller(test);
      const { bookingId } = await heldBooking(test, traveller, trip);
      await test.db.update(bookings).set({ contactEmail: "asha@example.com" }).where(eq(bookings.id, bookingId));
      // Ten emails due before the payment: each would wait the whole SMTP_TIMEOUT_MS for a greeting.
      const at = test.clock.now();
      await enqueueJobs(
        test.db,
        Array.from({ length: 10 }, (_, n) =>
          job("email", { message: "booking-confirmed", bookingId }, at, { key: `email:queued:${n}` }),
        ),
      );
      const checkout = (await startPayment(test, traveller, bookingId)).body.data!.startPayment;
      worker.start();
      const paidAt = Date.now();
      await test.api.payments.sandbox!.pay(checkout.order_id, "upi", "success");
      let status = "";
      while (Date.now() - paidAt < 2_500 && status !== "confirmed") {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await readBooking(test, traveller, bookingId)).status;
      }
      // Confirmed before the first email could even give up on its greeting.
      expect(status).toBe("confirmed");
      const emails = await test.db.select().from(jobs).where(eq(jobs.kind, "email"));
      expect(emails.filter((row) => row.doneAt !== null)).toEqual([]);
    } finally {
      await worker.stop();
    }
  });
});

describe("smtpOptions", () => {
  it.each([
    ["smtp://mail.example.com:587", true],
    ["smtp://user:secret@mail.example.com", true],
    ["smtp://mail.example.com:2525", false],
    ["smtps://mail.example.com:465", false],
    ["smtps://mail.example.com", false],
  ])("%s: STARTTLS required %s, every wait bounded", (url, requireTLS) => {
    expect(smtpOptions(url, 10_000)).toEqual({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 10_000,
      dnsTimeout: 10_000,
      requireTLS,
    });
  });
});

describe("the console provider", () => {
  it("logs what was sent about which booking, without the address or the text", async () => {
    const test = await createTestApi();
    try {
      const trip = await createTrip(test);
      const traveller = await logInTraveller(test);
      const { bookingId } = await heldBooking(test, traveller, trip);
      await test.db.update(bookings).set({ contactEmail: "asha@example.com" }).where(eq(bookings.id, bookingId));
      await enqueueJobs(test.db, [job("email", { message: "booking-confirmed", bookingId }, test.clock.now())]);
      await runJobs(test);
      const line = test.logs.find((entry) => entry.msg === "email (console provider: not sent)");
      expect(line).toMatchObject({ bookingId, message: "booking-confirmed" });
      expect(JSON.stringify(test.logs)).not.toContain("asha@example.com");
    } finally {
      await test.close();
    }
  });
});

describe("renderMessage", () => {
  const facts = {
    reference: "PJ-7K3M9Q",
    tripName: "Kedarkantha Trek",
    startDate: "2027-01-10",
    totalPaise: 2_520_000,
    paidPaise: 600_000,
    status: "part_paid",
    amountPaise: 600_000,
  };

  it("says what arrived, what is paid and what is due", () => {
    expect(renderMessage("payment-received", facts)).toMatchObject({
      subject: "PJ-7K3M9Q: payment of ₹6,000 received",
      text: expect.stringContaining("Paid so far: ₹6,000 of ₹25,200"),
    });
    expect(renderMessage("booking-confirmed", facts).text).toContain("The balance of ₹19,200 is due before departure.");
    expect(renderMessage("refund-issued", facts).subject).toBe("PJ-7K3M9Q: refund of ₹6,000 issued");
  });
});
