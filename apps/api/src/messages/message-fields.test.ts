// The outbox's GraphQL side and MSG91's delivery reports: preferences and opt-outs, a booking's
// messages on its back-office page with a resend, and reports whose secret is wrong refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import {
  createMessagingTest,
  MESSAGE_WEBHOOK_SECRET,
  type MessagingTest,
  outboxRows,
} from "../testing/message-test-kit.ts";
import { createTrip, heldBooking, logInTraveller, runJobs, type Traveller } from "../testing/payment-test-kit.ts";
import { errorCodes, postGraphql } from "../testing/test-api.ts";
import { enqueueMessage } from "./outbox.ts";

let m: MessagingTest;
let staff: Traveller;

beforeAll(async () => {
  m = await createMessagingTest();
  staff = await logInStaff(m.test);
});
afterAll(() => m.close());

const PREFERENCES = /* GraphQL */ `
  query { messagePreferences { preferred_channel whatsapp_opt_out sms_opt_out email_opt_out } }
`;
const SET_PREFERENCES = /* GraphQL */ `
  mutation ($preferredChannel: MessageChannel, $whatsappOptOut: Boolean, $smsOptOut: Boolean, $emailOptOut: Boolean) {
    setMessagePreferences(preferredChannel: $preferredChannel, whatsappOptOut: $whatsappOptOut, smsOptOut: $smsOptOut, emailOptOut: $emailOptOut) {
      preferred_channel whatsapp_opt_out sms_opt_out email_opt_out
    }
  }
`;
const BOOKING_MESSAGES = /* GraphQL */ `
  query ($bookingId: ID!) {
    adminBookingMessages(bookingId: $bookingId) { id template channel status transactional sent_at body last_error resend_of }
  }
`;
const RESEND = /* GraphQL */ `
  mutation ($id: ID!) { adminResendMessage(id: $id) { id template status resend_of } }
`;

describe("message preferences", () => {
  it("start at WhatsApp with nothing opted out, change one at a time, and refuse a preferred channel that is opted out", async () => {
    const asha = await logInTraveller(m.test);
    const read = await postGraphql(m.test.api, PREFERENCES, {}, asha.headers);
    expect(read.body.data).toEqual({
      messagePreferences: {
        preferred_channel: "whatsapp",
        whatsapp_opt_out: false,
        sms_opt_out: false,
        email_opt_out: false,
      },
    });
    const changed = await postGraphql(
      m.test.api,
      SET_PREFERENCES,
      { preferredChannel: "email", smsOptOut: true },
      asha.headers,
    );
    expect(changed.body.data).toEqual({
      setMessagePreferences: {
        preferred_channel: "email",
        whatsapp_opt_out: false,
        sms_opt_out: true,
        email_opt_out: false,
      },
    });
    const refused = await postGraphql(m.test.api, SET_PREFERENCES, { emailOptOut: true }, asha.headers);
    expect(errorCodes(refused)).toEqual(["BAD_USER_INPUT"]);
    expect(refused.body.errors![0]!.extensions!.field).toBe("preferredChannel");
    const again = await postGraphql(m.test.api, PREFERENCES, {}, asha.headers);
    expect(again.body.data!.messagePreferences).toMatchObject({ preferred_channel: "email", email_opt_out: false });
    expect(errorCodes(await postGraphql(m.test.api, PREFERENCES))).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("a booking's messages in the back office", () => {
  it("lists them with channel and status, resends a sent one as a new message, and is for staff only", async () => {
    const trip = await createTrip(m.test);
    const ravi = await logInTraveller(m.test);
    const { bookingId } = await heldBooking(m.test, ravi, trip);
    await enqueueMessage(m.test.db, {
      template: "hold-reminder",
      variables: {
        name: "Ravi",
        reference: "PJ-TEST01",
        trip: "Kedarkantha",
        until: "14:35",
        link: "https://x.example/pay",
      },
      to: { accountId: ravi.userId },
      bookingId,
      transactional: false,
      key: `hold-reminder:test:${bookingId}`,
    });
    const before = await postGraphql<{ adminBookingMessages: { id: number; status: string }[] }>(
      m.test.api,
      BOOKING_MESSAGES,
      { bookingId },
      staff.headers,
    );
    const [queued] = before.body.data!.adminBookingMessages;
    expect(queued).toMatchObject({ template: "hold-reminder", status: "queued", channel: null });
    expect(errorCodes(await postGraphql(m.test.api, RESEND, { id: queued!.id }, staff.headers))).toEqual([
      "MESSAGE_NOT_SENT_YET",
    ]);
    await runJobs(m.test);

    const resent = await postGraphql<{ adminResendMessage: { id: number; resend_of: number } }>(
      m.test.api,
      RESEND,
      { id: queued!.id },
      staff.headers,
    );
    expect(resent.body.data!.adminResendMessage).toMatchObject({
      template: "hold-reminder",
      status: "queued",
      resend_of: queued!.id,
    });
    await runJobs(m.test);
    const after = await postGraphql<{ adminBookingMessages: { status: string; channel: string }[] }>(
      m.test.api,
      BOOKING_MESSAGES,
      { bookingId },
      staff.headers,
    );
    expect(after.body.data!.adminBookingMessages.map((row) => [row.channel, row.status])).toEqual([
      ["whatsapp", "sent"],
      ["whatsapp", "sent"],
    ]);
    expect(errorCodes(await postGraphql(m.test.api, BOOKING_MESSAGES, { bookingId }, ravi.headers))).toEqual([
      "FORBIDDEN",
    ]);
    expect(errorCodes(await postGraphql(m.test.api, RESEND, { id: queued!.id }, ravi.headers))).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await postGraphql(m.test.api, RESEND, { id: 999_999 }, staff.headers))).toEqual(["NOT_FOUND"]);
  });
});

describe("delivery reports", () => {
  /** A report posted to the address with `secret` as its last segment (MSG91 sends no header of ours). */
  function report(body: unknown, secret: string | null) {
    return m.test.api.messages.webhook(
      new Request(`http://parvat.test/api/messages/webhooks/msg91/${secret ?? ""}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  }

  it("refuses a report at an address without the secret or with a wrong one, and moves a message's status forward with the right one", async () => {
    const asha = await logInTraveller(m.test);
    await enqueueMessage(m.test.db, {
      template: "hold-reminder",
      variables: {
        name: "Asha",
        reference: "PJ-TEST02",
        trip: "Hampta Pass",
        until: "09:15",
        link: "https://x.example/pay",
      },
      to: { accountId: asha.userId },
      transactional: false,
      key: "report-test",
    });
    await runJobs(m.test);
    const sent = (await outboxRows(m.test.db)).find((row) => row.key === "report-test")!;
    expect(sent.status).toBe("sent");
    const delivered = { requestId: sent.providerMessageId, status: "delivered" };

    expect((await report(delivered, null)).status).toBe(404);
    expect((await report(delivered, `${MESSAGE_WEBHOOK_SECRET}x`)).status).toBe(404);
    expect((await outboxRows(m.test.db)).find((row) => row.key === "report-test")!.status).toBe("sent");

    expect((await report(delivered, MESSAGE_WEBHOOK_SECRET)).status).toBe(200);
    expect((await report([{ requestId: sent.providerMessageId, status: "read" }], MESSAGE_WEBHOOK_SECRET)).status).toBe(
      200,
    );
    // A late failure report does not undo a message that was read.
    await report({ requestId: sent.providerMessageId, status: "failed" }, MESSAGE_WEBHOOK_SECRET);
    expect((await outboxRows(m.test.db)).find((row) => row.key === "report-test")!.status).toBe("read");
    expect((await report("not json{", MESSAGE_WEBHOOK_SECRET)).status).toBe(200);
  });
});
