// MSG91's delivery reports as MSG91 sends them (docs/api.md, "Outside services"): the SMS webhook's
// form-encoded reports (v2) and JSON ones (v3) with numeric codes, WhatsApp's JSON outbound reports,
// at the address that carries the secret (MSG91 sends no header of ours). A WhatsApp message that
// fails after MSG91 took it goes again by SMS, and an SMS that fails by email: once, however often
// MSG91 repeats its reports.
import { messagePreferences } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createMessagingTest,
  MESSAGE_WEBHOOK_SECRET,
  type MessagingTest,
  outboxRows,
} from "../testing/message-test-kit.ts";
import { runJobs } from "../testing/payment-test-kit.ts";
import { reportsOf } from "./delivery-webhook.ts";
import { enqueueMessage } from "./outbox.ts";
import type { TemplateVariables } from "./templates.ts";

let m: MessagingTest;
let keys = 0;

beforeAll(async () => {
  m = await createMessagingTest();
});
afterAll(() => m.close());
beforeEach(() => {
  m.fake.sms.length = 0;
  m.fake.whatsapp.length = 0;
  m.fake.reports.length = 0;
  m.fake.smsReportFormat = "v2";
  m.email.sent.length = 0;
});

const reminder: TemplateVariables<"balance-reminder"> = {
  name: "Asha",
  reference: "PJ-7K3M9Q",
  trip: "Kedarkantha",
  amount: "₹18,000",
  due: "12 Dec",
  link: "https://parvat.example/payment/12",
};

/** A balance reminder to a new traveller (preferring `preferred`), queued and sent. */
async function sendReminder(preferred: "whatsapp" | "sms" = "whatsapp") {
  const user = await createUser(m.test.db);
  keys += 1;
  const key = `report-test:${keys}`;
  await enqueueMessage(m.test.db, {
    template: "balance-reminder",
    variables: reminder,
    to: { accountId: user.id, email: "asha@example.com" },
    transactional: true,
    key,
  });
  if (preferred === "sms")
    await m.test.db.insert(messagePreferences).values({ userId: user.id, preferredChannel: "sms" });
  await runJobs(m.test);
  return { key, mobile: user.phone.replace("+", ""), row: () => rowOf(key) };
}

async function rowOf(key: string) {
  return (await outboxRows(m.test.db)).find((message) => message.key === key)!;
}

describe("MSG91's delivery reports", () => {
  it("reads the SMS webhook's form-encoded (v2) and JSON (v3) reports and WhatsApp's, posted to the secret address", async () => {
    const byWhatsapp = await sendReminder();
    const bySms = await sendReminder("sms");
    m.fake.smsReportFormat = "v3";
    const bySmsV3 = await sendReminder("sms");
    expect(m.fake.reports.map((report) => [report.channel, report.contentType])).toEqual([
      ["whatsapp", "application/json"],
      ["sms", "application/x-www-form-urlencoded"],
      ["sms", "application/json"],
    ]);
    expect(await m.fake.deliverReports()).toEqual([200, 200, 200]);
    for (const sent of [byWhatsapp, bySms, bySmsV3]) {
      expect(await sent.row()).toMatchObject({ status: "delivered" });
    }
  });

  it("refuses a report at an address without the secret or with another, and changes nothing", async () => {
    const sent = await sendReminder();
    const [report] = m.fake.reports.splice(0);
    for (const address of [
      m.reportUrl.replace(MESSAGE_WEBHOOK_SECRET, `${MESSAGE_WEBHOOK_SECRET}x`),
      m.reportUrl.replace(`/${MESSAGE_WEBHOOK_SECRET}`, "/"),
    ]) {
      const response = await fetch(address, {
        method: "POST",
        headers: { "content-type": report!.contentType },
        body: report!.body,
      });
      expect(response.status, address).toBe(404);
    }
    expect(await sent.row()).toMatchObject({ status: "sent" });
    // Reports of messages we never sent are acknowledged (MSG91 would retry them for ever) and dropped.
    m.fake.reports.push({ ...report!, body: report!.body.replace(report!.requestId, "unknown-request") });
    expect(await m.fake.deliverReports()).toEqual([200]);
  });

  it("sends a reminder WhatsApp reports undelivered by SMS, and by email when the SMS fails too, once however often the reports come", async () => {
    const user = await createUser(m.test.db);
    const mobile = user.phone.replace("+", "");
    m.fake.notOnWhatsapp.add(mobile);
    m.fake.unreachable.add(mobile);
    await enqueueMessage(m.test.db, {
      template: "balance-reminder",
      variables: reminder,
      to: { accountId: user.id, email: "asha@example.com" },
      transactional: true,
      key: "not-on-whatsapp",
    });
    await runJobs(m.test);
    // WhatsApp's API took it: sent, as far as anyone knows yet.
    expect(m.fake.whatsapp.map((message) => message.mobile)).toEqual([mobile]);
    expect(await rowOf("not-on-whatsapp")).toMatchObject({ status: "sent", channel: "whatsapp" });

    const [whatsappReport] = [...m.fake.reports];
    await m.fake.deliverReports();
    // MSG91 repeats itself: the same report twice more.
    m.fake.reports.push(whatsappReport!, whatsappReport!);
    await m.fake.deliverReports();
    await runJobs(m.test);
    expect(m.fake.sms.map((message) => message.mobile)).toEqual([mobile]);
    expect(await rowOf("not-on-whatsapp")).toMatchObject({
      status: "sent",
      channel: "sms",
      failedChannels: ["whatsapp"],
      lastError: "whatsapp: reported undelivered (Message undeliverable: the number is not on WhatsApp)",
    });

    await m.fake.deliverReports();
    await runJobs(m.test);
    expect(m.email.sent.map((email) => [email.to, email.subject])).toEqual([
      ["asha@example.com", "PJ-7K3M9Q: balance of ₹18,000 due 12 Dec"],
    ]);
    const row = await rowOf("not-on-whatsapp");
    expect(row).toMatchObject({ status: "sent", channel: "email", failedChannels: ["whatsapp", "sms"] });
    expect(row.lastError).toMatch(
      /^whatsapp: reported undelivered .*; sms: reported undelivered \(Absent subscriber\)$/,
    );
    // Nothing more to send however often the jobs run.
    await runJobs(m.test);
    expect(m.fake.whatsapp).toHaveLength(1);
    expect(m.fake.sms).toHaveLength(1);
    expect(m.email.sent).toHaveLength(1);
  });

  it("marks a message failed when every channel it could go by reported it undelivered", async () => {
    const user = await createUser(m.test.db);
    const mobile = user.phone.replace("+", "");
    m.fake.notOnWhatsapp.add(mobile);
    m.fake.unreachable.add(mobile);
    await enqueueMessage(m.test.db, {
      template: "balance-reminder",
      variables: reminder,
      to: { accountId: user.id },
      transactional: true,
      key: "nowhere-to-go",
    });
    await runJobs(m.test);
    await m.fake.deliverReports();
    await runJobs(m.test);
    await m.fake.deliverReports();
    await runJobs(m.test);
    expect(await rowOf("nowhere-to-go")).toMatchObject({ status: "failed", failedChannels: ["whatsapp", "sms"] });
  });
});

describe("reportsOf", () => {
  // The samples of MSG91's help pages ("How to use Webhook to get the delivery report", "How to receive
  // WhatsApp delivery reports via Webhook (New)"), filled in.
  const v2 = JSON.stringify([
    {
      senderId: "PARVAT",
      requestId: "3365646f0123456789",
      report: [
        { date: "2026-12-02 10:06:20", number: "919800000001", status: "1", desc: "DELIVERED", failedReason: "" },
        { date: "2026-12-02 10:06:21", number: "919800000002", status: "17", desc: "BLOCKED", failedReason: "" },
      ],
      userId: "100000",
      campaignName: "API",
    },
  ]);

  it.each([
    [
      "SMS v2, form-encoded",
      { data: v2 },
      [
        { id: "3365646f0123456789", status: "delivered", reason: "DELIVERED" },
        { id: "3365646f0123456789", status: "failed", reason: "BLOCKED" },
      ],
    ],
    [
      "SMS v3",
      {
        requestId: "r3",
        number: "919800000001",
        status: "25",
        desc: "REJECTED",
        failedReason: "DLT template mismatch",
      },
      [{ id: "r3", status: "failed", reason: "DLT template mismatch" }],
    ],
    ["SMS, not yet final", { requestId: "r4", status: "8", desc: "SUBMITTED" }, []],
    [
      "WhatsApp, failed",
      { requestId: "w1", uuid: "u-1", status: "failed", reason: "Not a WhatsApp user" },
      [{ id: "w1", status: "failed", reason: "Not a WhatsApp user" }],
    ],
    [
      "WhatsApp, read, in a list",
      [
        { requestId: "w2", status: "read", failureReason: "" },
        { requestId: "w2", status: "sent" },
      ],
      [{ id: "w2", status: "read", reason: null }],
    ],
    ["no request id", { uuid: "u-3", status: "delivered" }, []],
    ["not a report", "nothing{", []],
  ])("%s", (_case, body, reports) => {
    expect(reportsOf(body)).toEqual(reports);
  });
});
