// Balance collection end to end, on a site of this spec's own (its clock is moved to the reminder days,
// which the shared site's other specs must never see): a part-paid booking of the demo (the trip desk
// records the booking amount) gets its balance reminder by WhatsApp at the fake MSG91, with a signed
// one-time link; the link opens the balance screen in a browser that is not logged in, which shows
// the amounts and nothing private; paying there through the sandbox checkout confirms the booking,
// the used link says so, and the next reminder day sends that booking nothing more.
// Journey walked: a balance link, opened on a phone (390 px, touch); the reminder, the balance page,
// the payment's message, the receipts and tax invoices name the server's figures (figures.ts), and
// each screen is screenshot.
import type { Locator } from "@playwright/test";
import { STAFF_DIGITS } from "../admin-steps.ts";
import { freshDigits } from "../booking-steps.ts";
import { clockSite } from "../clock-site.ts";
import {
  bookingFigures,
  dateWords,
  expectDocumentsAgree,
  expectMessageFigures,
  expectNamesAmount,
  expectNoNumericDates,
  expectPaymentMessage,
  messageTo,
  paiseOf,
  screenshots,
  TRAVELLER_PHONE,
  type WhatsappInbox,
} from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "kedarkantha-trek";
/** The approved WhatsApp template of a balance reminder (ours, with `_` for `-`). */
const REMINDER_TEMPLATE = "balance_reminder";
const IST_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

const site = clockSite("balance", 6);
const { graphql, logIn } = site;

test.describe.configure({ mode: "serial", timeout: 150_000 });

/** Moves the site's clock (and runs its message scan); answers the site's time now. */
async function moveClock(days: number, hours = 0): Promise<Date> {
  const moved = await site.api.post("/__test/clock", { data: { days, hours } });
  expect(moved.status()).toBe(200);
  return new Date(((await moved.json()) as { now: string }).now);
}

/** A day in India (the business time zone), as YYYY-MM-DD. */
const indiaDay = (instant: Date) => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

const remindersTo = (digits: string) =>
  site.fake.whatsapp.filter((message) => message.mobile === `91${digits}` && message.template === REMINDER_TEMPLATE);
const inbox: WhatsappInbox = async (mobile) => site.fake.whatsapp.filter((message) => message.mobile === mobile);

test("a part-paid booking's reminder link opens the balance without a login, paying it stops the next reminder", async ({
  browser,
}, testInfo) => {
  const shots = screenshots(testInfo, "balance-link");
  // A departure far enough ahead that the first reminder (7 days before the balance's deadline, which
  // is 10 days before the departure) is still to come.
  const now = await moveClock(0);
  const today = indiaDay(now);
  const { treks } = await graphql<{
    treks: {
      balance_due_days: number;
      events: { id: number; start_date: string; available_seats: number }[];
      packages: { id: number }[];
    }[];
  }>(
    `query ($slug: String!) { treks(slug: $slug) { balance_due_days events { id start_date available_seats } packages { id } } }`,
    { slug: SLUG },
  );
  const trek = treks[0]!;
  const event = trek.events.find(
    (candidate) =>
      candidate.available_seats > 0 && daysBetween(today, candidate.start_date) >= trek.balance_due_days + 9,
  )!;
  expect(event, "a demo departure at least 19 days ahead").toBeDefined();

  const digits = freshDigits(testInfo.workerIndex);
  const token = await logIn(digits);
  const { createBooking: booking } = await graphql<{
    createBooking: { id: string; total_paise: number; booking_amount_paise: number };
  }>(
    "mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id total_paise booking_amount_paise } }",
    {
      input: {
        idempotencyKey: `balance-${digits}`,
        eventId: event.id,
        packageId: trek.packages[0]!.id,
        participants: [
          {
            first_name: "Meera",
            last_name: "Kulkarni",
            country_code: "+91",
            phone: digits,
            dob: "1991-08-21",
            gender: "female",
          },
          {
            first_name: "Arjun",
            last_name: "Kulkarni",
            country_code: "+91",
            phone: freshDigits(testInfo.workerIndex),
            dob: "1989-02-03",
            gender: "male",
          },
        ],
      },
    },
    token,
  );
  // The trip desk records the booking amount: the booking is part paid.
  const staffToken = await logIn(STAFF_DIGITS);
  const recorded = await graphql<{ adminRecordOfflinePayment: { status: string } }>(
    `mutation ($id: ID!, $amount: Int!) { adminRecordOfflinePayment(bookingId: $id, amountPaise: $amount, method: cash, reference: "RCPT-E2E-BAL-1") { status } }`,
    { id: booking.id, amount: booking.booking_amount_paise },
    staffToken,
  );
  expect(recorded.adminRecordOfflinePayment.status).toBe("part_paid");
  const balancePaise = booking.total_paise - booking.booking_amount_paise;
  const balance = `₹${(balancePaise / 100).toLocaleString("en-IN")}`;

  // The first reminder day, after 09:00 in India (scheduled messages wait for the morning).
  const reminderDay = daysBetween(today, event.start_date) - trek.balance_due_days - 7;
  const indiaHour = new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
  await moveClock(reminderDay, indiaHour < 10 ? 10 - indiaHour : 0);
  let link = "";
  await expect
    .poll(() => (link = remindersTo(digits).at(-1)?.parameters.at(-1) ?? ""), { timeout: 30_000 })
    .toMatch(new RegExp(`^${site.baseURL}/payment/${booking.id}\\?link=\\d+\\.[\\w-]{43}$`));
  expect(remindersTo(digits)).toHaveLength(1);
  // MSG91's delivery report reaches the site at its secret address: the trip desk sees it delivered
  // (logged in again: the clock moved past the first login's expiry).
  const deskToken = await logIn(STAFF_DIGITS);
  await expect
    .poll(
      async () => {
        const { adminBookingMessages } = await graphql<{
          adminBookingMessages: { template: string; channel: string; status: string }[];
        }>(
          "query ($id: ID!) { adminBookingMessages(bookingId: $id) { template channel status } }",
          { id: booking.id },
          deskToken,
        );
        return adminBookingMessages.find((message) => message.template === "balance-reminder");
      },
      { timeout: 30_000 },
    )
    .toEqual({ template: "balance-reminder", channel: "whatsapp", status: "delivered" });
  // The reminder names the server's balance to the paisa, and its deadline in words.
  const travellerToken = await logIn(digits);
  const owing = await bookingFigures(site.api, travellerToken, booking.id);
  expect(owing.due_paise).toBe(balancePaise);
  const reminder = await messageTo(inbox, digits, "balance-reminder");
  expectMessageFigures(reminder, { amount: owing.due_paise });
  expect(reminder.variables.due).toBe(dateWords(owing.balance_due_by!));

  // The link, in a browser that has never logged in, on a phone: the balance, and nothing private.
  const context = await browser.newContext({ baseURL: site.baseURL, ...TRAVELLER_PHONE });
  const page = await context.newPage();
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 2, name: "Kedarkantha Trek" })).toBeVisible();
  await expect(page.getByText("2 travellers")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: balance })).toBeVisible();
  await expect(page.getByText(/The balance is due by/)).toBeVisible();
  const shown = await page.locator("main").innerText();
  for (const secret of ["Meera", "Kulkarni", digits]) expect(shown).not.toContain(secret);
  const article = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Kedarkantha Trek" }) });
  expect(await figureOf(article, "Trip total")).toBe(owing.total_paise);
  expect(await figureOf(article, "Paid so far")).toBe(owing.paid_paise);
  expect(await figureOf(article, "Balance due")).toBe(owing.due_paise);
  expectNoNumericDates(shown, "the balance page");
  await expectNoAxeViolations(page);
  await shots.take(page, "balance");

  // Paying it there, through the sandbox checkout, with the signed link.
  await page.getByRole("button", { name: `Pay ${balance}` }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/?]+\?link=/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(balance);
  await page.getByLabel("UPI id").fill("meera.k@okaxis");
  await page.getByRole("button", { name: `Pay ${balance}` }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${booking.id}\\?order=`));
  await expect(page.getByText("Your booking is paid in full")).toBeVisible({ timeout: 20_000 });
  // Its receipts and tax invoices, each leading to the page the dashboard links to (behind the login).
  const documents = page.getByRole("region", { name: "Receipts and tax invoices" });
  await expect(documents.getByRole("link", { name: /^Receipt PJR-\d{4}-\d{6}$/ })).toHaveCount(2);
  await expect(documents.getByRole("link", { name: /^Tax invoice / }).first()).toHaveAttribute(
    "href",
    /^\/documents\/\d+$/,
  );
  await expect(documents).toContainText(`${balance} on `);
  await expectNoAxeViolations(page);
  await shots.take(page, "paid");
  // Every document listed names its amount as the server has it; the payment's message too; and each
  // receipt and invoice, opened by the traveller logged in, agrees.
  const paid = await bookingFigures(site.api, travellerToken, booking.id);
  expect(paid.due_paise).toBe(0);
  const listed = await documents.innerText();
  for (const payment of paid.payments) expectNamesAmount(listed, payment.amount_paise, "a receipt listed");
  for (const document of paid.invoices) expectNamesAmount(listed, document.amount_paise, "a tax invoice listed");
  expectNoNumericDates(listed, "the documents listed");
  await expectPaymentMessage(inbox, digits, paid);
  const loggedIn = await browser.newContext({ baseURL: site.baseURL, ...TRAVELLER_PHONE });
  await loggedIn.addInitScript(
    (stored) => window.localStorage.setItem("credentials", stored),
    JSON.stringify({ token: travellerToken }),
  );
  await expectDocumentsAgree(await loggedIn.newPage(), site.api, travellerToken, paid, shots);
  await loggedIn.close();

  // The link is spent: opened again, it says so and offers the login.
  await page.goto(link);
  await expect(page.getByText("Your booking is paid in full")).toBeVisible();
  const reminderAgain = await graphql<{ balancePayment: { link_status: string; paid_in_full: boolean } }>(
    "query ($id: ID!, $link: String!) { balancePayment(bookingId: $id, link: $link) { link_status paid_in_full } }",
    { id: booking.id, link: new URL(link).searchParams.get("link") },
  );
  expect(reminderAgain.balancePayment).toEqual({ link_status: "used", paid_in_full: true });
  await context.close();

  // The next reminder day (2 days before the deadline): nothing more for this booking.
  await moveClock(5);
  await moveClock(0, 2);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  expect(remindersTo(digits)).toHaveLength(1);
});

/** The amount beside a term of the balance page's list (a dt and its dd). */
async function figureOf(scope: Locator, term: string): Promise<number> {
  const figure = scope.locator("dt", { hasText: term }).first().locator("xpath=following-sibling::dd[1]");
  return paiseOf((await figure.textContent())!);
}
