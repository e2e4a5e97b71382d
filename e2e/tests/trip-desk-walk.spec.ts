// The trip desk's day at 1366 px, as one walk: the back office opens without ever painting the 404
// page; the desk adds a departure of the Kedarkantha trek (a trip that takes a booking amount), a
// traveller books two seats on it, the desk finds the booking by its reference (typed in lower case, without "PJ-"), prints the
// departure's manifest, records the booking amount by bank transfer (a repeat of the same transfer
// is refused and the earlier success no longer shows) and the balance by UPI, then answers an
// enquiry and builds a quotation from it (the team whose policies it shows, a private vehicle, a
// homestay typed in). On every screen the figures agree with each other and with the server's
// (the API's own answers, read with the staff member's token). Every screen is scanned with axe.
// Two tests, so the two halves of the day run side by side; E2E_SCREENSHOTS=1 keeps a picture of each
// screen in test-results for a person to look at.
//
// The departure is this spec's own (a date past every other departure of the trip), so no other
// spec's bookings change its seats.
import type { APIRequestContext, Browser, Page, TestInfo } from "@playwright/test";
import { addDays, adminContextPage, longDate, staffToken } from "../admin-steps.ts";
import { codeSentTo, freshDigits, money, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "kedarkantha-trek";
const LAPTOP = { width: 1366, height: 768 };

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, query).toBeUndefined();
  return body.data!;
}

/** A traveller's token, logged in through the API with the code the fake MSG91 received. */
async function travellerToken(request: APIRequestContext, digits: string): Promise<string> {
  await graphql(request, "mutation ($phone: String!) { sendOtp(phone: $phone) { phone } }", { phone: digits });
  const login = await graphql<{ login: { token: string } }>(
    request,
    "mutation ($phone: String!, $otp: Int!) { login(phone: $phone, otp: $otp) { token } }",
    { phone: digits, otp: Number(await codeSentTo(digits)) },
  );
  return login.login.token;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An audit line in words, "Paid: ₹6,000 → ₹25,200" (the arrow is read out as "changed to"). */
const changed = (field: string, before: string, after: string) =>
  new RegExp(`${literal(field)}: ${literal(before)} →(changed to)? ${literal(after)}`);

/** A signed amount of paise as the Today screen writes it: "− ₹1,000" when negative. */
const signedMoney = (paise: number) => (paise < 0 ? `− ${money(-paise)}` : money(paise));

/** "₹28,000" as the quotation pages write whole rupees. */
const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

/** The demo staff member's token and a browser of their own at 1366 px. */
async function deskAtLaptop(browser: Browser, request: APIRequestContext, baseURL: string) {
  const token = await staffToken(request);
  const staff = await adminContextPage(browser, baseURL, token, { viewport: LAPTOP });
  return { token, staff, desk: staff.page };
}

/** A whole-page picture of a screen for a person to look at, when E2E_SCREENSHOTS is set. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

interface MoneyToday {
  received_paise: number;
  refunded_paise: number;
  net_paise: number;
  payment_count: number;
  refund_count: number;
}

test("the trip desk's day: a departure, a booking found by its reference, its manifest, payments by hand, Today", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(420_000);
  const shot = (page: Page, name: string) => screenshot(page, testInfo, name);
  const { token, staff, desk } = await deskAtLaptop(browser, request, baseURL!);

  // ── Opening the back office: the server's page is a 404 to everyone, but staff never see the 404
  // page: nothing is painted until the app knows who asks (its scripts are held back here).
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await desk.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  const opened = await desk.goto("/admin", { waitUntil: "load" });
  expect(opened?.status()).toBe(404);
  await expect(desk.getByText("We could not find that page")).toBeHidden();
  await shot(desk, "admin-before-the-app");
  release();
  await expect(desk.getByRole("heading", { level: 1, name: "Today" })).toBeVisible();
  await expect(desk.getByText("We could not find that page")).toBeHidden();
  await scanned(desk);

  // ── A departure of the Kedarkantha trek, past every other one.
  const trek = await trekData(request, SLUG);
  const lastStart =
    trek.events
      .map((event) => event.start_date)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const startDate = addDays(lastStart, 35);
  await desk.goto(`/admin/trips/${trek.id}`);
  await expect(desk.getByRole("heading", { level: 1, name: trek.name })).toBeVisible();
  const addOne = desk.getByRole("region", { name: "Add one departure" });
  await addOne.getByLabel("Start date").fill(startDate);
  await addOne.getByLabel("Seats", { exact: true }).fill("12");
  await addOne.getByRole("button", { name: "Add the departure" }).click();
  await expect(addOne.getByRole("status")).toHaveText("Departure added.");
  const departures = desk.getByRole("region", { name: "Departures", exact: true });
  const departureRow = departures.getByRole("row").filter({ hasText: longDate(startDate) });
  await expect(departureRow).toContainText("0 of 12");
  await scanned(desk);
  const event = (await trekData(request, SLUG)).events.find((candidate) => candidate.start_date === startDate);
  expect(event, "the new departure on the public trek data").toBeDefined();
  expect(event!.available_seats).toBe(12);
  const pkg = trek.packages.find((candidate) =>
    event!.prices.some((price) => price.package_id === candidate.id && price.enabled),
  )!;

  // ── A traveller books two seats on it (through the API, as the registration page does).
  const digits = freshDigits(testInfo.workerIndex);
  const travellerAuth = await travellerToken(request, digits);
  const booked = await graphql<{
    createBooking: { id: string; reference: string; total_paise: number; booking_amount_paise: number | null };
  }>(
    request,
    `mutation ($input: CreateBookingInput!) {
      createBooking(input: $input) { id reference total_paise booking_amount_paise }
    }`,
    {
      input: {
        idempotencyKey: `trip-desk-walk-${digits}`,
        eventId: event!.id,
        packageId: pkg.id,
        participants: [
          {
            first_name: "Lalit",
            last_name: "Menon",
            country_code: "+91",
            phone: digits,
            dob: "1988-02-14",
            gender: "male",
          },
          {
            first_name: "Anjali",
            last_name: "Menon",
            country_code: "+91",
            phone: freshDigits(testInfo.workerIndex),
            dob: "1991-09-03",
            gender: "female",
          },
        ],
      },
    },
    travellerAuth,
  );
  const { reference, total_paise: total } = booked.createBooking;
  const bookingId = Number(booked.createBooking.id);
  const firstPayment = booked.createBooking.booking_amount_paise ?? total;
  expect(firstPayment).toBeLessThanOrEqual(total);

  // ── Found by its reference, typed as heard on a call: lower case, no "PJ-".
  await desk.goto("/admin/bookings");
  await expect(desk.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  const filters = desk.getByRole("form", { name: "Filter bookings" });
  await filters.getByLabel("Reference").fill(reference.slice(3).toLowerCase());
  await filters.getByRole("button", { name: "Find bookings" }).click();
  await expect(desk).toHaveURL(/[?&]reference=/);
  const results = desk.getByRole("table");
  await expect(results.getByRole("row")).toHaveCount(2);
  const found = results.getByRole("row").filter({ hasText: reference });
  await expect(found).toContainText(trek.name);
  // The account has no name (a phone login asks none): Booked by is traveller 1.
  await expect(found).toContainText("Lalit Menon");
  await expect(found).toContainText(`${money(0)} of ${money(total)}`);
  await scanned(desk);
  await shot(desk, "bookings-by-reference");
  await found.getByRole("link", { name: reference }).click();
  await expect(desk).toHaveURL(`/admin/bookings/${bookingId}`);
  await expect(desk.getByRole("heading", { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const phone = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  await expect(desk.getByText(`Lalit Menon, ${phone}`)).toBeVisible();
  await expect(desk.getByText(`${money(0)} of ${money(total)}`).first()).toBeVisible();
  await expect(desk.getByText(`${money(total)} due`).first()).toBeVisible();
  await scanned(desk);

  // ── The departure's manifest: two travelling, ten of twelve seats left, as the trip page and the
  // server say; printed.
  await desk.getByRole("link", { name: "Departure manifest" }).click();
  await expect(desk).toHaveURL(`/admin/departures/${event!.id}/manifest`);
  await expect(desk.getByRole("heading", { level: 1 })).toContainText(`Manifest: ${trek.name}`);
  await expect(desk.getByText("2 travelling; 10 of 12 seats left.")).toBeVisible();
  const manifestRows = desk.getByRole("table").getByRole("row").filter({ hasText: reference });
  await expect(manifestRows).toHaveCount(2);
  await expect(manifestRows.first()).toContainText(phone);
  const serverManifest = await graphql<{ adminManifest: { seats_left: number; travellers: unknown[] } }>(
    request,
    "query ($id: ID!) { adminManifest(eventId: $id) { seats_left travellers { reference } } }",
    { id: event!.id },
    token,
  );
  expect(serverManifest.adminManifest).toMatchObject({ seats_left: 10, travellers: [{}, {}] });
  expect((await trekData(request, SLUG)).events.find((e) => e.id === event!.id)?.available_seats).toBe(10);
  await scanned(desk);
  await desk.evaluate(() => {
    Object.assign(window, { printed: 0 });
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await desk.getByRole("button", { name: "Print" }).click();
  expect(await desk.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await desk.emulateMedia({ media: "print" });
  await shot(desk, "manifest-printed");
  await desk.emulateMedia({ media: "screen" });
  await desk.goto(`/admin/trips/${trek.id}`);
  await expect(departureRow).toContainText("2 of 12");

  // ── The booking amount by bank transfer; the same transfer again is refused, and the success
  // of the first no longer shows; then the balance by UPI.
  await desk.goto(`/admin/bookings/${bookingId}`);
  const payForm = desk.getByRole("form", { name: "Record a payment by hand" });
  const utr = `KKBKN${Date.now()}`.slice(0, 16);
  await payForm.getByLabel("Amount received (₹)").fill(String(firstPayment / 100));
  await payForm.getByRole("radio", { name: "Bank transfer" }).check();
  await payForm.getByLabel("Bank reference (UTR)").fill(utr.toLowerCase());
  await payForm.getByLabel("Note (optional)").fill("Paid from the Dehradun office");
  await payForm.getByRole("button", { name: "Record payment" }).click();
  const recorded = desk.getByRole("status").filter({ hasText: "Recorded a payment" });
  await expect(recorded).toHaveText(`Recorded a payment of ${money(firstPayment)} (Bank transfer).`);
  const afterFirst = firstPayment === total ? money(total) : `${money(firstPayment)} of ${money(total)}`;
  await expect(desk.getByText(afterFirst).first()).toBeVisible();
  // The form starts empty for the next payment.
  await expect(payForm.getByLabel("Amount received (₹)")).toHaveValue("");
  await expect(payForm.getByLabel("Bank reference (UTR)")).toHaveValue("");
  await expect(payForm.getByLabel("Note (optional)")).toHaveValue("");
  await expect(desk.getByRole("region", { name: "Money" })).toContainText(
    `Payment ${money(firstPayment)} Bank transfer, taken by hand`,
  );
  await scanned(desk);
  await shot(desk, "booking-after-payment");

  const balance = total - firstPayment;
  expect(balance, "the trip takes a booking amount smaller than the total").toBeGreaterThan(0);
  await payForm.getByLabel("Amount received (₹)").fill("1000");
  await payForm.getByLabel("Bank reference (UTR)").fill(utr);
  await payForm.getByRole("button", { name: "Record payment" }).click();
  await expect(payForm.getByText("A payment with this reference is already recorded.")).toBeVisible();
  await expect(recorded).toHaveCount(0);
  await shot(desk, "booking-duplicate-refused");

  const upiReference = String(Date.now()).slice(-12).padStart(12, "4");
  await payForm.getByLabel("Amount received (₹)").fill((balance / 100).toFixed(2));
  await payForm.getByRole("radio", { name: "UPI" }).check();
  await payForm.getByLabel("UPI transaction reference").fill(upiReference);
  await payForm.getByRole("button", { name: "Record payment" }).click();
  await expect(recorded).toHaveText(`Recorded a payment of ${money(balance)} (UPI).`);
  await expect(desk.getByRole("region", { name: "Money" })).toContainText(
    `Payment ${money(balance)} UPI, taken by hand`,
  );
  await expect(desk.getByText("Confirmed").first()).toBeVisible();
  const history = desk.getByRole("region", { name: "History" });
  await expect(history).toContainText(changed("Paid", money(firstPayment), money(total)));
  const serverBooking = await graphql<{ adminBooking: { status: string; paid_paise: number; due_paise: number } }>(
    request,
    "query ($id: ID!) { adminBooking(id: $id) { status paid_paise due_paise } }",
    { id: bookingId },
    token,
  );
  expect(serverBooking.adminBooking).toEqual({ status: "confirmed", paid_paise: total, due_paise: 0 });
  await scanned(desk);

  // ── Today: the day's money as the server sums it, and both payments in its list.
  const todayMoney = desk.getByTestId("money-today");
  await expect(async () => {
    await desk.goto("/admin");
    await expect(todayMoney).toBeVisible();
    const server = await graphql<{ adminToday: { money_today: MoneyToday } }>(
      request,
      "{ adminToday { money_today { received_paise refunded_paise net_paise payment_count refund_count } } }",
      {},
      token,
    );
    const { received_paise, refunded_paise, net_paise } = server.adminToday.money_today;
    expect(net_paise).toBe(received_paise - refunded_paise);
    const figure = (term: string) => todayMoney.locator("div", { hasText: term }).locator("dd").first();
    await expect(figure("Received")).toHaveText(money(received_paise), { timeout: 1_000 });
    await expect(figure("Refunded")).toHaveText(money(refunded_paise), { timeout: 1_000 });
    await expect(figure("Net today")).toHaveText(signedMoney(net_paise), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const movements = desk.getByRole("table", { name: /Payments received and refunds paid today/ });
  const mine = movements.getByRole("row").filter({ hasText: reference });
  await expect(mine).toHaveCount(2);
  await expect(mine.filter({ hasText: "Bank transfer, taken by hand" })).toContainText(money(firstPayment));
  await expect(mine.filter({ hasText: "UPI, taken by hand" })).toContainText(money(balance));
  await expect(movements).not.toContainText("bank_transfer");
  await scanned(desk);
  await shot(desk, "today");

  // ── The audit log, in words.
  await desk.goto("/admin/audit-log");
  await expect(desk.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  const paymentRow = desk
    .getByRole("row")
    .filter({ hasText: "Record offline payment" })
    .filter({ has: desk.getByRole("link", { name: `booking ${bookingId}`, exact: true }) })
    .first();
  await expect(paymentRow).toContainText(changed("Paid", money(firstPayment), money(total)));
  await expect(paymentRow).toContainText("Payment › Method: UPI (new)");
  await scanned(desk);
  await shot(desk, "audit-log");

  expect(staff.problems, "the admin pages logged errors").toEqual([]);
  await staff.close();
});

test("the trip desk answers an enquiry and builds a quotation: its team's policies, a private vehicle, a homestay", async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const shot = (page: Page, name: string) => screenshot(page, testInfo, name);
  const { token, staff, desk } = await deskAtLaptop(browser, request, baseURL!);

  // ── An enquiry, answered, and a quotation built from it.
  const stamp = Date.now()
    .toString()
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const name = `Farah Collins ${stamp}`;
  await graphql(request, "mutation ($input: InquiryInput!) { createInquiry(input: $input) { reference } }", {
    input: {
      name,
      mobile: "98111 44556",
      email: "farah@example.com",
      date: addDays(new Date().toISOString().slice(0, 10), 60),
      count: 2,
      message: "A quiet week in the Kumaon hills for two, with a homestay and our own car.",
    },
  });
  await desk.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
  await desk.getByRole("link", { name }).first().click();
  await expect(desk.getByRole("heading", { level: 1, name })).toBeVisible();
  await desk.getByLabel("Status", { exact: true }).selectOption({ label: "Contacted" });
  await desk.getByLabel("Add a note").fill("Called back: two adults, wants a private car and a homestay.");
  await desk.getByRole("button", { name: "Save", exact: true }).click();
  await expect(desk.getByRole("region", { name: "Notes" })).toContainText("wants a private car and a homestay");
  await desk.getByRole("button", { name: "New quotation" }).click();
  // Nothing in a general enquiry says which team runs the trip: the desk chooses, no team is guessed.
  const chooser = desk.getByRole("form", { name: "Choose the team for the quotation" });
  await expect(chooser).toBeVisible();
  await scanned(desk);
  await shot(desk, "enquiry-team-chooser");
  await chooser.getByLabel("Team and policies").selectOption({ label: "Uttarakhand" });
  await chooser.getByRole("button", { name: "Draft the quotation" }).click();
  await expect(desk).toHaveURL(/\/admin\/quotations\/\d+\/edit$/);
  const quotationId = Number(/\/admin\/quotations\/(\d+)\/edit$/.exec(desk.url())![1]);

  await desk.getByLabel("Title", { exact: true }).fill("Kumaon hills, your way");
  await desk.getByLabel("Base price per traveller (₹)").fill("18000");
  await desk.getByLabel("Option 1 stay per traveller (₹)").fill("6000");
  await desk.getByRole("checkbox", { name: "A private vehicle for sightseeing included" }).check();
  await desk.getByRole("button", { name: "Type in a property for option 1" }).click();
  const stay = desk.getByRole("group").filter({ hasText: "(not in the catalogue)" });
  await stay.getByLabel("Property name").fill("Munsiyari Mountain Homestay");
  await stay.getByLabel("Location").fill("Munsiyari");
  await stay.getByLabel("Room").fill("Family room");
  await stay.getByLabel("Meals").fill("All meals");
  await stay.getByLabel("Nights").fill("Nights 1 to 4");
  const totals = desk.getByTestId("builder-totals");
  await expect(totals.getByRole("row", { name: /Standard/ })).toContainText(rupees(24_000));
  await desk.getByRole("button", { name: "Save changes" }).click();
  await expect(desk.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await scanned(desk);
  await shot(desk, "builder");
  const server = await graphql<{
    adminQuotation: { options: { price: number; total_paise: number }[]; draft: { campsite_id: number } };
  }>(
    request,
    "query ($id: Int!) { adminQuotation(id: $id) { options { price total_paise } draft { campsite_id } } }",
    {
      id: quotationId,
    },
    token,
  );
  expect(server.adminQuotation.options[0]!.price).toBe(24_000);
  await expect(totals.getByRole("row", { name: /Standard/ })).toContainText(
    money(server.adminQuotation.options[0]!.total_paise),
  );

  // The preview, and the traveller's own page: the same price, the team's policies, the car, the homestay.
  await desk.getByRole("tab", { name: "Preview" }).click();
  const preview = desk.getByRole("tabpanel", { name: "Preview" });
  await expect(preview.getByTestId("quotation-price")).toHaveText(rupees(24_000));
  await expect(preview).toContainText("Policies of our Uttarakhand team");
  await expect(preview).toContainText("Private vehicle for sightseeing: included");
  await expect(preview).toContainText("Munsiyari Mountain Homestay, Munsiyari: Family room");
  await scanned(desk);
  await shot(desk, "builder-preview");
  const link = await desk.getByTestId("quotation-link").getAttribute("href");
  const travellerContext = await browser.newContext({ baseURL, viewport: LAPTOP });
  const traveller = await travellerContext.newPage();
  expect((await traveller.goto(link!))?.status()).toBe(200);
  await expect(traveller.getByTestId("quotation-price")).toHaveText(rupees(24_000));
  await expect(traveller.getByText("Policies of our Uttarakhand team")).toBeVisible();
  await expect(traveller.getByText("Private vehicle for sightseeing: included")).toBeVisible();
  await expect(traveller.getByText("Munsiyari Mountain Homestay, Munsiyari: Family room")).toBeVisible();
  await travellerContext.close();

  // The enquiry is quoted, with the quotation's price.
  await desk.getByRole("link", { name: "Back to the enquiry" }).click();
  await expect(desk.getByText("Quoted", { exact: true }).first()).toBeVisible();
  await expect(desk.getByText(`From ${rupees(24_000)} per person`)).toBeVisible();

  expect(staff.problems, "the admin pages logged errors").toEqual([]);
  await staff.close();
});
