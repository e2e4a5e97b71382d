// The outbox against a local fake of MSG91's HTTP APIs and an in-memory mail server: a message is
// queued once per key, sent once by one channel chosen by the traveller's preference and opt-outs,
// retried when the provider times out or answers 5xx, and never sent twice.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { messagePreferences } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logInAgain } from "../testing/booking-test-kit.ts";
import { createMessagingTest, type MessagingTest, outboxRows, WHATSAPP_NUMBER } from "../testing/message-test-kit.ts";
import { runJobs } from "../testing/payment-test-kit.ts";
import { postGraphql } from "../testing/test-api.ts";
import { enqueueMessage } from "./outbox.ts";
import { channelsFor, DEFAULT_PREFERENCES } from "./send.ts";
import { messageTemplates, type TemplateVariables } from "./templates.ts";

const reminder: TemplateVariables<"balance-reminder"> = {
  name: "Asha",
  reference: "PJ-7K3M9Q",
  trip: "Kedarkantha",
  amount: "₹18,000",
  due: "12 Dec",
  // A link of the site (PUBLIC_ORIGIN in the tests): an SMS short link leads only to those.
  link: "http://localhost:3000/payment/12?link=42.signature",
};

let m: MessagingTest;
let keys = 0;

beforeAll(async () => {
  m = await createMessagingTest();
});
afterAll(() => m.close());
beforeEach(() => {
  m.fake.sms.length = 0;
  m.fake.whatsapp.length = 0;
  m.fake.troubles.length = 0;
  m.email.sent.length = 0;
});

async function traveller(preferences?: Partial<typeof messagePreferences.$inferInsert>) {
  const user = await createUser(m.test.db);
  if (preferences) await m.test.db.insert(messagePreferences).values({ userId: user.id, ...preferences });
  return { id: user.id, mobile: user.phone.replace("+", "") };
}

function queue(accountId: number, options: { transactional?: boolean; key?: string; email?: string | null } = {}) {
  keys += 1;
  return enqueueMessage(m.test.db, {
    template: "balance-reminder",
    variables: reminder,
    to: { accountId, email: options.email === undefined ? "asha@example.com" : options.email },
    transactional: options.transactional ?? false,
    key: options.key ?? `test:${keys}`,
  });
}

describe("the message outbox", () => {
  it("sends a message once by WhatsApp, the channel of a traveller who never chose, however often it is queued", async () => {
    const asha = await traveller();
    expect(await queue(asha.id, { key: "once" })).toBe(true);
    expect(await queue(asha.id, { key: "once" })).toBe(false);
    await runJobs(m.test);
    await runJobs(m.test);

    expect(m.fake.whatsapp).toEqual([
      expect.objectContaining({
        integratedNumber: WHATSAPP_NUMBER,
        template: "balance_reminder",
        mobile: asha.mobile,
        // The template's body parameters, in the order the variables are declared.
        parameters: Object.values(reminder),
      }),
    ]);
    expect(m.fake.sms).toEqual([]);
    const [row] = (await outboxRows(m.test.db)).filter((message) => message.key === "once");
    expect(row).toMatchObject({
      status: "sent",
      channel: "whatsapp",
      providerMessageId: m.fake.whatsapp[0]!.requestId,
      body: messageTemplates["balance-reminder"].text(reminder),
      attempts: 1,
    });
  });

  it("sends by SMS through the template's own MSG91 flow, variables by name, within India's DLT rules, when the traveller prefers SMS", async () => {
    const ravi = await traveller({ preferredChannel: "sms" });
    const trip = "Kedarkantha Winter Trek with the Summit Camp";
    keys += 1;
    await enqueueMessage(m.test.db, {
      template: "balance-reminder",
      variables: { ...reminder, trip },
      to: { accountId: ravi.id },
      transactional: false,
      key: `test:${keys}`,
    });
    await runJobs(m.test);
    expect(m.fake.whatsapp).toEqual([]);
    const [sms] = m.fake.sms;
    // Each variable at most 30 characters, and the link only as the token after the template's prefix.
    expect(sms).toMatchObject({
      templateId: "flow-balance-reminder",
      mobile: ravi.mobile,
      rejected: null,
      variables: {
        ...reminder,
        trip: "Kedarkantha Winter Trek wit...",
        link: expect.stringMatching(/^[0-9a-z]+[\w-]{10}$/),
      },
    });
    expect(Object.values(sms!.variables).every((value) => value.length <= 30)).toBe(true);
    // The short link leads to the message's own link.
    const shortLink = `http://localhost:3000/m/${sms!.variables.link}`;
    const [row] = (await outboxRows(m.test.db)).filter((message) => message.key === `test:${keys}`);
    expect(row!.body).toBe(
      messageTemplates["balance-reminder"].text({
        ...reminder,
        trip: "Kedarkantha Winter Trek wit...",
        link: shortLink,
      }),
    );
    // GET /m/{token} as the web server mounts it: a redirect to the message's own link, or a 404.
    const listener = createServer(m.test.api.messages.linkListener);
    await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
    try {
      const at = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/m/`;
      const opened = await fetch(`${at}${sms!.variables.link}`, { redirect: "manual" });
      expect([opened.status, opened.headers.get("location")]).toEqual([302, reminder.link]);
      const forged = `${sms!.variables.link!.slice(0, -1)}${sms!.variables.link!.endsWith("x") ? "y" : "x"}`;
      for (const token of [forged, "1", "not-a-token-at-all-really"]) {
        expect((await fetch(`${at}${token}`, { redirect: "manual" })).status, token).toBe(404);
      }
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });

  it("sends by email, subject and text rendered, when the traveller prefers email", async () => {
    const meera = await traveller({ preferredChannel: "email" });
    await queue(meera.id);
    await runJobs(m.test);
    expect(m.email.sent).toEqual([
      expect.objectContaining({
        to: "asha@example.com",
        ...messageTemplates["balance-reminder"].email(reminder),
        message: "balance-reminder",
      }),
    ]);
  });

  it("leaves out the channels a traveller opted out of, and skips a message they opted out of entirely", async () => {
    const noWhatsapp = await traveller({ whatsappOptOut: true });
    await queue(noWhatsapp.id);
    const nothing = await traveller({ whatsappOptOut: true, smsOptOut: true, emailOptOut: true });
    await queue(nothing.id, { key: "opted-out" });
    await runJobs(m.test);
    expect(m.fake.whatsapp).toEqual([]);
    expect(m.fake.sms.map((sms) => sms.mobile)).toEqual([noWhatsapp.mobile]);
    expect(m.email.sent).toEqual([]);
    const skipped = (await outboxRows(m.test.db)).find((message) => message.key === "opted-out");
    expect(skipped).toMatchObject({ status: "skipped", channel: null, lastError: "the traveller opted out" });
  });

  it("sends nothing but money and safety once consent to the rest is withdrawn, a message already queued included", async () => {
    const asha = await traveller();
    await queue(asha.id, { key: "queued-before-withdrawal" });
    await queue(asha.id, { key: "money-after-withdrawal", transactional: true });
    const session = await logInAgain(m.test, asha.id);
    const withdrawn = await postGraphql<{ setMessagePreferences: { marketing_opt_out: boolean } }>(
      m.test.api,
      "mutation { setMessagePreferences(marketingOptOut: true) { marketing_opt_out } }",
      {},
      session.headers,
    );
    expect(withdrawn.body.data).toEqual({ setMessagePreferences: { marketing_opt_out: true } });
    await runJobs(m.test);
    // The balance reminder (money) still goes by WhatsApp; the other is skipped, by no channel.
    expect(m.fake.whatsapp).toHaveLength(1);
    expect(m.fake.sms).toEqual([]);
    expect(m.email.sent).toEqual([]);
    const rows = await outboxRows(m.test.db);
    expect(rows.find((message) => message.key === "queued-before-withdrawal")).toMatchObject({
      status: "skipped",
      channel: null,
      lastError: "the traveller withdrew consent to messages not about money or safety",
    });
    expect(rows.find((message) => message.key === "money-after-withdrawal")).toMatchObject({ channel: "whatsapp" });
  });

  it("still sends a transactional message by one channel, the preferred one, to a traveller who opted out of all", async () => {
    const optedOut = await traveller({
      preferredChannel: "sms",
      whatsappOptOut: true,
      smsOptOut: true,
      emailOptOut: true,
    });
    await queue(optedOut.id, { transactional: true });
    await runJobs(m.test);
    expect(m.fake.sms.map((sms) => sms.mobile)).toEqual([optedOut.mobile]);
    expect(m.fake.whatsapp).toEqual([]);
    expect(m.email.sent).toEqual([]);
  });

  it("retries a provider that answers 503 or never answers, with backoff, and the message goes once", async () => {
    const asha = await traveller();
    m.fake.troubles.push("status-503", "no-answer");
    await queue(asha.id, { key: "troubled" });
    await runJobs(m.test);
    expect(m.fake.whatsapp).toEqual([]);
    let [row] = (await outboxRows(m.test.db)).filter((message) => message.key === "troubled");
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row!.lastError).toMatch(/503/);
    // The next try waits for its backoff (5 s), then meets a provider that does not answer.
    await runJobs(m.test);
    expect(m.fake.whatsapp).toEqual([]);
    m.test.clock.advance(6);
    await runJobs(m.test);
    [row] = (await outboxRows(m.test.db)).filter((message) => message.key === "troubled");
    expect(row).toMatchObject({ status: "queued", attempts: 2 });
    m.test.clock.advance(11);
    await runJobs(m.test);
    m.test.clock.advance(3_600);
    await runJobs(m.test);
    expect(m.fake.whatsapp.map((message) => message.mobile)).toEqual([asha.mobile]);
    [row] = (await outboxRows(m.test.db)).filter((message) => message.key === "troubled");
    expect(row).toMatchObject({ status: "sent", channel: "whatsapp", attempts: 3 });
  });

  it("passes a message WhatsApp refuses for good to the next channel", async () => {
    const asha = await traveller();
    await enqueueMessage(m.test.db, {
      template: "balance-reminder",
      variables: reminder,
      // A number WhatsApp cannot take (too short for the API): SMS refuses it too, email takes it.
      to: { phone: "+9112", email: "asha@example.com", accountId: asha.id },
      transactional: false,
      key: "refused",
    });
    await runJobs(m.test);
    expect(m.email.sent.map((email) => email.to)).toEqual(["asha@example.com"]);
    const [row] = (await outboxRows(m.test.db)).filter((message) => message.key === "refused");
    expect(row).toMatchObject({ status: "sent", channel: "email" });
    expect(row!.lastError).toMatch(/^whatsapp: MSG91 refused.*; sms: MSG91 refused/);
  });

  it("refuses a message whose variables are not exactly the template's", async () => {
    const asha = await traveller();
    const { link: _link, ...missing } = reminder;
    await expect(
      enqueueMessage(m.test.db, {
        template: "balance-reminder",
        variables: missing as TemplateVariables<"balance-reminder">,
        to: { accountId: asha.id },
        transactional: false,
        key: "bad-variables",
      }),
    ).rejects.toThrow('Message template "balance-reminder": link is missing or not a string');
    await expect(
      enqueueMessage(m.test.db, {
        template: "balance-reminder",
        variables: { ...reminder, extra: "x" } as TemplateVariables<"balance-reminder">,
        to: { accountId: asha.id },
        transactional: false,
        key: "bad-variables",
      }),
    ).rejects.toThrow("extra is not declared");
  });
});

describe("the channel order", () => {
  const all = new Set(["whatsapp", "sms", "email"] as const);
  it("puts the preferred channel first, then WhatsApp, SMS, email", () => {
    expect(channelsFor({ ...DEFAULT_PREFERENCES, preferredChannel: "email" }, all, false)).toEqual([
      "email",
      "whatsapp",
      "sms",
    ]);
    expect(channelsFor(DEFAULT_PREFERENCES, new Set(["email"] as const), false)).toEqual(["email"]);
  });
});

describe("the templates", () => {
  it("declare variables each of their texts uses, and use every one they declare", () => {
    for (const [name, template] of Object.entries(messageTemplates)) {
      const marked = Object.fromEntries(template.variables.map((variable) => [variable, `<<${variable}>>`]));
      const { subject, text } = (template.email as (v: Record<string, string>) => { subject: string; text: string })(
        marked,
      );
      const short = (template.text as (v: Record<string, string>) => string)(marked);
      for (const variable of template.variables) {
        expect(`${subject}\n${text}`, `${name}'s email uses ${variable}`).toContain(`<<${variable}>>`);
      }
      expect(`${subject}${text}${short}`, name).not.toMatch(/undefined/);
      // The link goes last in the short text (WhatsApp and SMS show it as a button or a tap target).
      if (template.variables.includes("link" as never)) expect(short.endsWith("<<link>>"), name).toBe(true);
    }
  });
});
