// The figures of a journey, checked where a traveller reads them: amounts read from text as integer
// paise ("₹11,497.50" is 1149750) and compared with the server's, which decides every amount
// (docs/api.md, "Money"), read through GraphQL as the test's oracle; a booking's money lines that must
// add up to their total; its receipts and tax documents; the WhatsApp messages the fake MSG91 received,
// by their template's variable names, with their SMS and email texts rendered from the same variables
// (messages/templates.ts); dates in words ("9 December 2026"), never ISO. And the full-page
// screenshots of a journey's traveller screens at 390 px, kept in the test's output folder.
import { type MessageTemplates, renderTemplate, type TemplateName, templateOf } from "@parvat/api/messages/templates";
import type { FakeWhatsapp } from "@parvat/api/testing/fake-msg91";
import type { APIRequestContext, Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** The traveller's phone (390 x 844, touch): each journey's traveller screens are walked at this size. */
export const TRAVELLER_PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true } as const;
/** The trip desk's screen. */
export const DESK_SCREEN = { width: 1366, height: 900 } as const;

// ₹ then whole rupees (Indian grouping, or none) then, maybe, a decimal part: any number of digits, so
// that a figure with one or three decimals is seen and refused rather than half read.
const AMOUNT = /₹\s?(\d[\d,]*)(?:\.(\d+))?/g;

export interface ShownAmount {
  paise: number;
  /** As written: "₹11,497.50". */
  text: string;
}

/** Every amount in a text, in paise. A figure with other than two decimals is no amount of ours: it throws. */
export function amountsIn(text: string): ShownAmount[] {
  return Array.from(text.matchAll(AMOUNT), (match) => {
    const [written, rupees, decimals] = match as unknown as [string, string, string | undefined];
    if (decimals !== undefined && decimals.length !== 2) {
      throw new Error(`"${written}" is not an amount to the paisa (two decimals) in: ${text}`);
    }
    if (!/^\d{1,3}(,\d{2})*(,\d{3})?$|^\d+$/.test(rupees.replace(/,$/, ""))) {
      throw new Error(`"${written}" is not grouped as Indian rupees are in: ${text}`);
    }
    return { paise: Number(rupees.replace(/,/g, "")) * 100 + Number(decimals ?? 0), text: written.trim() };
  });
}

/** The one amount of a text ("₹11,497.50" is 1149750); "Nothing", "nothing" and "none" are 0. */
export function paiseOf(text: string): number {
  if (/^\s*(nothing|none)\s*$/i.test(text)) return 0;
  const found = amountsIn(text);
  if (found.length !== 1) throw new Error(`Expected one amount in "${text}", found ${found.length}`);
  return found[0]!.paise;
}

/**
 * The text names the server's amount, to the paisa. Compared as integer paise, a rounded figure never
 * passes: ₹11,497 or ₹11,498 is not the server's 1149750, and "₹11,497.5" is refused as it is read.
 */
export function expectNamesAmount(text: string, paise: number, what: string): void {
  const found = amountsIn(text).map((amount) => amount.paise);
  expect(found, `${what}: ${formatForMessage(paise)} in "${text}"`).toContain(paise);
}

function formatForMessage(paise: number) {
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")} rupees`;
}

const MONTH = "(January|February|March|April|May|June|July|August|September|October|November|December)";
const DATE_IN_WORDS = new RegExp(`\\b\\d{1,2} ${MONTH} \\d{4}\\b`);

/** No ISO date (2026-12-09) nor digits-only date (09/12/2026) anywhere in a text a traveller reads. */
export function expectNoNumericDates(text: string, what: string): void {
  expect(text, `${what}: dates in words`).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  expect(text, `${what}: dates in words`).not.toMatch(/\b\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/);
}

// ---------------------------------------------------------------------------------------------------
// The oracle: a booking's figures as the server answers them to its owner.

export interface BookingFigures {
  id: string;
  reference: string;
  status: string;
  subtotal_paise: number;
  discount_paise: number;
  gst_paise: number;
  gst_included: boolean;
  add_ons_paise: number;
  change_fee_paise: number;
  total_paise: number;
  paid_paise: number;
  due_paise: number;
  received_paise: number;
  credit_available_paise: number;
  balance_due_by: string | null;
  departure: { start_date: string; end_date: string };
  cancelled: {
    by: string;
    paid_paise: number;
    refund_paise: number;
    credit_paise: number;
    kept_paise: number;
    fee_paise: number;
  } | null;
  payments: { id: string; amount_paise: number; receipt_number: string }[];
  invoices: { id: string; kind: string; number: string; amount_paise: number; total_paise: number }[];
  refunds: { amount_paise: number; status: string }[];
  /** What cancelling now refunds; null when it cannot be cancelled online with a refund. */
  cancellation: { refund_paise: number } | null;
  credit_cancellation: { credit_paise: number; fee_paise: number } | null;
  departure_cancelled: {
    credit_offer_paise: number;
    paid_paise: number;
    answer_by: string;
    choice: string | null;
  } | null;
}

const BOOKING_FIGURES = `query ($id: ID!) { booking(id: $id) {
  id reference status subtotal_paise discount_paise gst_paise gst_included add_ons_paise change_fee_paise
  total_paise paid_paise due_paise received_paise credit_available_paise balance_due_by departure { start_date end_date }
  cancelled { by paid_paise refund_paise credit_paise kept_paise fee_paise }
  payments { id amount_paise receipt_number }
  invoices { id kind number amount_paise total_paise }
  refunds { amount_paise status }
  cancellation { refund_paise } credit_cancellation { credit_paise fee_paise }
  departure_cancelled { credit_offer_paise paid_paise answer_by choice }
} }`;

async function asTraveller<T>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** The booking's figures as the server answers its owner (the oracle every screen and message is held to). */
export async function bookingFigures(request: APIRequestContext, token: string, id: string): Promise<BookingFigures> {
  const { booking } = await asTraveller<{ booking: BookingFigures | null }>(request, token, BOOKING_FIGURES, { id });
  expect(booking, `booking ${id}`).not.toBeNull();
  return booking!;
}

/** The account's trip credit that can be spent now, as the server answers. */
export async function creditBalance(request: APIRequestContext, token: string): Promise<number> {
  const { myCredit } = await asTraveller<{ myCredit: { balance_paise: number } }>(
    request,
    token,
    "{ myCredit { balance_paise } }",
  );
  return myCredit.balance_paise;
}

/** The logged-in traveller's token, as the site keeps it in the browser. */
export async function tokenOf(page: Page): Promise<string> {
  const stored = await page.evaluate(() => window.localStorage.getItem("credentials"));
  expect(stored, "logged in").not.toBeNull();
  return (JSON.parse(stored!) as { token: string }).token;
}

/** The id of the booking a dashboard card shows (its heading is booking-{id}). */
export async function bookingIdOf(card: Locator): Promise<string> {
  const id = await card.getByRole("heading", { level: 3 }).first().getAttribute("id");
  expect(id).toMatch(/^booking-\d+$/);
  return id!.replace("booking-", "");
}

// ---------------------------------------------------------------------------------------------------
// Money lines (amount-lines.tsx: a row per line, data-line naming its kind).

export interface ShownLine {
  kind: string;
  text: string;
  paise: number;
  minus: boolean;
}

/** The money lines shown in `scope`, in order. */
export async function moneyLines(scope: Locator): Promise<ShownLine[]> {
  await expect(scope.locator("[data-line]").first()).toBeVisible();
  const rows = await scope.locator("[data-line]").evaluateAll((elements) =>
    elements.map((row) => ({
      kind: row.getAttribute("data-line") ?? "",
      text: row.querySelector("dt")?.textContent ?? "",
      amount: row.querySelector("dd")?.textContent ?? "",
    })),
  );
  return rows.map((row) => ({
    kind: row.kind,
    text: row.text,
    paise: paiseOf(row.amount),
    minus: row.amount.trim().startsWith("−"),
  }));
}

const sumOf = (lines: readonly ShownLine[], ...kinds: string[]) =>
  lines.filter((line) => kinds.includes(line.kind)).reduce((sum, line) => sum + line.paise, 0);
const only = (lines: readonly ShownLine[], kind: string) => lines.filter((line) => line.kind === kind);

/**
 * The lines of a booking shown in `scope` add up, to the paisa, and agree with the server's booking:
 * the charges (price, less the offer, GST unless included, each add-on, a date change's fee as a
 * line of its own) to the total; then total less paid to what is due; or, once it has ended, where
 * the money went (refunds, trip credit without its bonus, kept, waiting for a choice) to what was paid.
 */
export async function expectLinesAddUp(scope: Locator, booking: BookingFigures, what: string): Promise<ShownLine[]> {
  const lines = await moneyLines(scope);
  const total = only(lines, "total");
  expect(total, `${what}: one total`).toHaveLength(1);
  const charges = sumOf(lines, "price", "gst", "add-on", "change-fee") - sumOf(lines, "discount");
  expect(charges, `${what}: the charges add up to the total`).toBe(total[0]!.paise);
  expect(total[0]!.paise, `${what}: the total is the server's`).toBe(booking.total_paise);
  expect(sumOf(lines, "price"), `${what}: the price for the party`).toBe(booking.subtotal_paise);
  expect(sumOf(lines, "discount"), `${what}: the offer`).toBe(booking.discount_paise);
  expect(sumOf(lines, "gst", "gst-included"), `${what}: GST`).toBe(booking.gst_paise);
  expect(sumOf(lines, "add-on"), `${what}: the add-ons`).toBe(booking.add_ons_paise);
  expect(sumOf(lines, "change-fee"), `${what}: the date change's fee`).toBe(booking.change_fee_paise);
  expect(only(lines, "change-fee").length, `${what}: the fee, a line of its own`).toBe(
    booking.change_fee_paise > 0 ? 1 : 0,
  );
  const ended = booking.status === "cancelled" || booking.status === "expired";
  if (!ended) {
    const paid = only(lines, "paid");
    const due = only(lines, "due");
    if (paid.length + due.length > 0) {
      expect(paid[0]!.paise, `${what}: paid`).toBe(booking.paid_paise);
      expect(due[0]!.paise, `${what}: due`).toBe(booking.due_paise);
      expect(total[0]!.paise - paid[0]!.paise, `${what}: total less paid is what is due`).toBe(due[0]!.paise);
    }
    return lines;
  }
  const paid = only(lines, "paid");
  expect(paid, `${what}: what was paid`).toHaveLength(1);
  expect(paid[0]!.paise, `${what}: paid`).toBe(booking.received_paise);
  const accounted = sumOf(lines, "refunded", "refunding", "refund-failed", "credit", "kept", "awaiting-choice");
  expect(accounted, `${what}: where the money went adds up to what was paid`).toBe(paid[0]!.paise);
  expect(sumOf(lines, "due"), `${what}: an ended booking owes nothing`).toBe(0);
  if (booking.cancelled) {
    expect(sumOf(lines, "credit", "credit-bonus"), `${what}: trip credit`).toBe(booking.cancelled.credit_paise);
    expect(sumOf(lines, "kept"), `${what}: kept`).toBe(booking.cancelled.kept_paise);
  }
  expect(lines.map((line) => line.text).join(" "), `${what}: trip credit, never a credit note`).not.toMatch(
    /credit note/i,
  );
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// Receipts and tax documents.

interface ReceiptFigures {
  booking_total_paise: number;
  paid_to_date_paise: number;
  balance_after_paise: number;
  tcs_paise: number;
  invoice_number: string | null;
  payment: { amount_paise: number };
  lines: { total_paise: number }[];
}

interface DocumentFigures {
  kind: string;
  number: string;
  title: string;
  amount_paise: number;
  total_paise: number;
  tcs_paise: number;
  lines: { taxable_paise: number; cgst_paise: number; sgst_paise: number; igst_paise: number; total_paise: number }[];
}

/** Every figure of a document is in view: its table of lines ends inside the document and the screen. */
async function expectFitsScreen(shown: Locator, what: string): Promise<void> {
  const overflow = await shown.evaluate((document) => {
    const edge = Math.min(document.getBoundingClientRect().right, window.innerWidth);
    return Array.from(document.querySelectorAll("table"), (table) => table.getBoundingClientRect().right - edge);
  });
  for (const pixels of overflow) expect(pixels, `${what}: its lines fit the screen`).toBeLessThanOrEqual(0);
}

/** The amount in the row of a printable document whose term is `term` (DocumentRow). */
async function rowAmount(scope: Locator, term: string): Promise<number> {
  const figure = scope.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  return paiseOf((await figure.textContent()) ?? "");
}

/**
 * Each payment's receipt and each tax invoice or credit note of the booking, opened as the traveller
 * opens them: screenshot, their figures those of the server (the receipt's lines add up to the
 * payment, the document's lines to its total, an invoice's amount to its payment's) and all in view. Not scanned by
 * axe here: these screens are not new, and their own specs scan them (tax-documents.spec.ts).
 */
export async function expectDocumentsAgree(
  page: Page,
  request: APIRequestContext,
  token: string,
  booking: BookingFigures,
  shots: Screenshots,
): Promise<void> {
  for (const payment of booking.payments) {
    const { receipt } = await asTraveller<{ receipt: ReceiptFigures }>(
      request,
      token,
      `query ($id: ID!) { receipt(paymentId: $id) { booking_total_paise paid_to_date_paise balance_after_paise
        tcs_paise invoice_number payment { amount_paise } lines { total_paise } } }`,
      { id: payment.id },
    );
    expect(receipt.payment.amount_paise).toBe(payment.amount_paise);
    expect(
      receipt.lines.reduce((sum, line) => sum + line.total_paise, 0),
      `receipt ${payment.receipt_number}: its lines add up to the payment`,
    ).toBe(payment.amount_paise);
    await page.goto(`/receipts/${payment.id}`);
    const shown = page.locator("[data-receipt]");
    await expect(shown).toContainText(payment.receipt_number);
    expect(await rowAmount(shown, "Amount paid"), `receipt ${payment.receipt_number}: amount paid`).toBe(
      payment.amount_paise + receipt.tcs_paise,
    );
    expect(await rowAmount(shown, "Booking total")).toBe(receipt.booking_total_paise);
    expect(await rowAmount(shown, "Paid so far, with this payment")).toBe(receipt.paid_to_date_paise);
    if (receipt.balance_after_paise > 0)
      expect(await rowAmount(shown, "Balance left")).toBe(receipt.balance_after_paise);
    for (const line of receipt.lines) expectNamesAmount(await shown.innerText(), line.total_paise, "a receipt line");
    expectNoNumericDates(await shown.innerText(), `receipt ${payment.receipt_number}`);
    await expectFitsScreen(shown, `receipt ${payment.receipt_number}`);
    await shots.take(page, `receipt-${payment.receipt_number}`);
    const invoice = booking.invoices.find((document) => document.number === receipt.invoice_number);
    if (receipt.invoice_number) {
      expect(invoice?.amount_paise, `invoice ${receipt.invoice_number}: the payment it invoices`).toBe(
        payment.amount_paise + receipt.tcs_paise,
      );
    }
  }
  for (const document of booking.invoices) {
    const { taxDocument } = await asTraveller<{ taxDocument: DocumentFigures }>(
      request,
      token,
      `query ($id: ID!) { taxDocument(id: $id) { kind number title amount_paise total_paise tcs_paise
        lines { taxable_paise cgst_paise sgst_paise igst_paise total_paise } } }`,
      { id: document.id },
    );
    for (const line of taxDocument.lines) {
      expect(line.taxable_paise + line.cgst_paise + line.sgst_paise + line.igst_paise).toBe(line.total_paise);
    }
    expect(
      taxDocument.lines.reduce((sum, line) => sum + line.total_paise, 0),
      `${document.number}: its lines add up to its total`,
    ).toBe(taxDocument.total_paise);
    expect(taxDocument.total_paise + taxDocument.tcs_paise).toBe(taxDocument.amount_paise);
    await page.goto(`/documents/${document.id}`);
    const shown = page.getByRole("article", { name: taxDocument.title });
    await expect(shown).toContainText(document.number);
    const totalTerm = document.kind === "INVOICE" ? "Invoice total" : "Credit note total";
    expect(await rowAmount(shown, totalTerm), `${document.number}: ${totalTerm}`).toBe(taxDocument.total_paise);
    for (const line of taxDocument.lines)
      expectNamesAmount(await shown.innerText(), line.total_paise, "a document line");
    expectNoNumericDates(await shown.innerText(), document.number);
    await expectFitsScreen(shown, document.number);
    await shots.take(page, `${document.kind === "INVOICE" ? "invoice" : "credit-note"}-${document.number}`);
  }
}

/**
 * The dashboard's card of the booking: its lines add up and agree with the server, and its lists of
 * receipts and tax documents name each one's amount (a credit note's with a minus).
 */
export async function expectCardAgrees(card: Locator, booking: BookingFigures, what: string): Promise<void> {
  await expectLinesAddUp(card, booking, what);
  const text = await card.innerText();
  for (const payment of booking.payments) {
    const link = card.getByRole("link", { name: new RegExp(`^Receipt ${payment.receipt_number} for `) });
    const label = (await link.getAttribute("aria-label"))!;
    expect(paiseOf(label), `${what}: receipt ${payment.receipt_number}`).toBe(payment.amount_paise);
  }
  for (const document of booking.invoices)
    expectNamesAmount(text, document.amount_paise, `${what}: ${document.number}`);
  expectNoNumericDates(text, what);
  expect(text, `${what}: trip credit, never a credit note for it`).not.toMatch(/credit note (of|for) ₹/i);
}

// ---------------------------------------------------------------------------------------------------
// Messages (the fake MSG91's WhatsApp messages: the site sends travellers' messages by WhatsApp first).

/** What the fake MSG91 received by WhatsApp for a number (91 and ten digits). */
export type WhatsappInbox = (mobile: string) => Promise<FakeWhatsapp[]>;

/** The shared site's fake MSG91 (playwright.config.ts), over HTTP. */
export const sharedInbox: WhatsappInbox = async (mobile) =>
  (await (await fetch(`${process.env.E2E_SMS_URL}/whatsapp/messages?mobile=${mobile}`)).json()) as FakeWhatsapp[];

export interface ReceivedMessage<T extends TemplateName> {
  template: T;
  variables: Record<MessageTemplates[T]["variables"][number], string>;
  /** The SMS and WhatsApp body, and the email, as the site renders them from the same variables. */
  text: string;
  email: { subject: string; text: string };
}

/**
 * The last WhatsApp message of a template to a 10-digit Indian number, once `count` of them have come
 * (the outbox sends them a moment later); `reference`: only those about that booking.
 */
export async function messageTo<T extends TemplateName>(
  inbox: WhatsappInbox,
  digits: string,
  template: T,
  { reference, count = 1 }: { reference?: string; count?: number } = {},
): Promise<ReceivedMessage<T>> {
  const whatsappName = template.replace(/-/g, "_");
  const names = templateOf(template).variables;
  const variablesOf = (message: FakeWhatsapp) =>
    Object.fromEntries(names.map((name, index) => [name, message.parameters[index] ?? ""])) as Record<string, string>;
  let received: FakeWhatsapp[] = [];
  await expect
    .poll(
      async () => {
        received = (await inbox(`91${digits}`)).filter(
          (message) =>
            message.template === whatsappName && (!reference || variablesOf(message).reference === reference),
        );
        return received.length;
      },
      { message: `${template} to ${digits}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  const last = received.at(-1)!;
  expect(last.parameters, `${template}: a parameter for each variable`).toHaveLength(names.length);
  const variables = variablesOf(last);
  const rendered = renderTemplate(template, variables);
  return { template, variables, text: rendered.text, email: rendered.email } as ReceivedMessage<T>;
}

/** The last payment's message of a booking names the server's figures: that payment, paid so far, the total. */
export async function expectPaymentMessage(inbox: WhatsappInbox, digits: string, booking: BookingFigures) {
  const received = await messageTo(inbox, digits, "payment-received", {
    reference: booking.reference,
    count: booking.payments.length,
  });
  expectMessageFigures(received, {
    amount: booking.payments.at(-1)!.amount_paise,
    paid: booking.paid_paise,
    total: booking.total_paise,
  });
  expect(received.variables.date).toBe(dateWords(booking.departure.start_date));
  return received;
}

/** "2026-12-09" as "9 December 2026", written here apart from the site's formatter. */
export function dateWords(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number) as [number, number, number];
  const months = MONTH.slice(1, -1).split("|");
  return `${day} ${months[month - 1]} ${year}`;
}

/** Variables that hold a day (or a moment): each in words. */
const DATE_VARIABLES = new Set([
  "date",
  "from",
  "to",
  "due",
  "answer_by",
  "valid_until",
  "expires",
  "cancels",
  "until",
]);

/**
 * A message names the server's amounts to the paisa, in the variable and in each channel's text (SMS
 * and WhatsApp body, email), and its dates in words; "nothing" and "none" stand for 0.
 */
export function expectMessageFigures<T extends TemplateName>(
  message: ReceivedMessage<T>,
  amounts: Partial<Record<MessageTemplates[T]["variables"][number], number>>,
): void {
  const variables = message.variables as Record<string, string>;
  for (const [name, paise] of Object.entries(amounts) as [string, number][]) {
    expect(paiseOf(variables[name]!), `${message.template}'s ${name}: "${variables[name]}"`).toBe(paise);
    if (paise > 0) {
      expectNamesAmount(message.text, paise, `${message.template}'s text`);
      expectNamesAmount(`${message.email.subject}\n${message.email.text}`, paise, `${message.template}'s email`);
    }
  }
  for (const [name, value] of Object.entries(variables)) {
    if (DATE_VARIABLES.has(name)) expect(value, `${message.template}'s ${name}, in words`).toMatch(DATE_IN_WORDS);
  }
  for (const text of [message.text, message.email.subject, message.email.text]) {
    expectNoNumericDates(text, message.template);
    // Every amount a channel shows is one of the variables' (nothing rounded on the way).
    for (const amount of amountsIn(text)) {
      expect(
        Object.values(variables).some((value) => amountsIn(value).some((own) => own.paise === amount.paise)),
        `${message.template}: ${amount.text} is one of its figures`,
      ).toBe(true);
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Screenshots.

export interface Screenshots {
  /** A full-page screenshot of the page as it is, numbered in the order taken. */
  take(page: Page, name: string): Promise<void>;
}

/** The journey's traveller screens, full page, in the test's output folder (test-results/...): not committed. */
export function screenshots(testInfo: TestInfo, journey: string): Screenshots {
  let count = 0;
  return {
    async take(page, name) {
      count += 1;
      const file = `${journey}-${String(count).padStart(2, "0")}-${name.replace(/[^\w.-]+/g, "-")}.png`;
      await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    },
  };
}
