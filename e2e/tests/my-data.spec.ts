// A traveller's rights end to end (docs/api.md, "A traveller's rights"), on a 390 px phone, on a site of
// this spec's own (its clock moves past a trip's end, which the shared site's other specs must never
// see): the traveller sees everything held about them from the dashboard's "My data" and downloads it
// as JSON; deleting the account is refused, with the reason, while the trip is upcoming; once the trip
// is over the code from the SMS erases it, and the same number logs in again as a new account. Every
// page is scanned with axe.
import { readFile } from "node:fs/promises";
import { adminContextPage, STAFF_DIGITS } from "../admin-steps.ts";
import { freshDigits, toast } from "../booking-steps.ts";
import { clockSite } from "../clock-site.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const site = clockSite("my-data", 7);
const { graphql, logIn } = site;
const SLUG = "kedarkantha-trek";
const PHONE = { viewport: { width: 390, height: 844 } };

test.describe.configure({ mode: "serial", timeout: 150_000 });

test("a traveller sees and downloads their data, cannot delete the account before the trip, and erases it after", async ({
  browser,
}, testInfo) => {
  const { treks } = await graphql<{
    treks: { events: { id: number; end_date: string; available_seats: number }[]; packages: { id: number }[] }[];
  }>("query ($slug: String!) { treks(slug: $slug) { events { id end_date available_seats } packages { id } } }", {
    slug: SLUG,
  });
  const trek = treks[0]!;
  const event = trek.events.find((candidate) => candidate.available_seats > 0)!;
  const digits = freshDigits(testInfo.workerIndex);
  const token = await logIn(digits);
  const { me } = await graphql<{ me: { id: number } }>("query { me { id } }", {}, token);
  const { createBooking: booking } = await graphql<{
    createBooking: { id: string; reference: string; total_paise: number };
  }>(
    "mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id reference total_paise } }",
    {
      input: {
        idempotencyKey: `my-data-${digits}`,
        eventId: event.id,
        packageId: trek.packages[0]!.id,
        contact_email: `traveller-${digits}@example.com`,
        participants: [
          {
            first_name: "Anika",
            last_name: "Bose",
            country_code: "+91",
            phone: digits,
            dob: "1991-08-02",
            gender: "female",
          },
        ],
      },
    },
    token,
  );
  await graphql(
    `mutation ($id: ID!, $amount: Int!) { adminRecordOfflinePayment(bookingId: $id, amountPaise: $amount, method: cash, reference: "RCPT-E2E-MY-DATA") { status } }`,
    { id: booking.id, amount: booking.total_paise },
    await logIn(STAFF_DIGITS),
  );

  // My data, from the dashboard.
  const phone = await adminContextPage(browser, site.baseURL, token, PHONE);
  const { page } = phone;
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "See my data" }).click();
  await expect(page).toHaveURL("/account/my-data");
  await expect(page.getByRole("heading", { level: 1, name: "My data" })).toBeVisible();
  await expect(page.getByText(booking.reference).first()).toBeVisible();
  await expect(page.getByText("Anika Bose").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invoices and credit notes" })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The same data as a file.
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download (JSON)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^parvat-journeys-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    account: { id: number; phone: string };
    bookings: { reference: string; travellers: { first_name: string }[] }[];
  };
  expect(file.account).toMatchObject({ id: me.id, phone: `+91${digits}` });
  expect(file.bookings.map((held) => held.reference)).toEqual([booking.reference]);
  expect(file.bookings[0]!.travellers[0]!.first_name).toBe("Anika");

  // Deleting the account while the trip is upcoming: refused, saying why.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Delete my account" }).click();
  const refusal = page.getByRole("alert");
  await expect(refusal).toContainText(booking.reference);
  await expect(refusal).toContainText("upcoming");
  await expectNoAxeViolations(page);
  await phone.close();

  // The trip ends: the server's clock moves past its last day, and the booking completes.
  const today = new Date().toISOString().slice(0, 10);
  const days = Math.round((Date.parse(event.end_date) - Date.parse(today)) / 86_400_000) + 2;
  await site.api.post("/__test/clock", { data: { days } });

  const afterToken = await logIn(digits);
  // An hour later: the login code's 30 seconds before another code may be sent are long past.
  await site.api.post("/__test/clock", { data: { days: 0, hours: 1 } });
  const after = await adminContextPage(browser, site.baseURL, afterToken, PHONE);
  await after.page.goto("/dashboard");
  const sentBefore = site.fake.sms.filter((sms) => sms.mobile === `91${digits}`).length;
  await after.page.getByRole("button", { name: "Delete my account" }).click();
  await expect(after.page.getByText(/sent a 6-digit code/)).toBeVisible();
  let code = "";
  await expect
    .poll(() => {
      const sent = site.fake.sms.filter((sms) => sms.mobile === `91${digits}`);
      code = sent.length > sentBefore ? (sent.at(-1)?.variables.otp ?? "") : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  await after.page.getByRole("textbox", { name: "Code from the SMS" }).fill(code);
  await expectNoAxeViolations(after.page);
  await after.page.getByRole("button", { name: "Erase my account for good" }).click();
  await expect(toast(after.page, /Your account is erased/)).toBeVisible();
  // This device forgot the login: the dashboard asks to log in.
  await expect(after.page.getByRole("button", { name: "Send code" })).toBeVisible();
  await expectNoAxeViolations(after.page);
  expect(after.problems).toEqual([]);
  await after.close();

  // The number logs in again (the erasure code's 30 seconds past), as a new account holding nothing of the old.
  await site.api.post("/__test/clock", { data: { days: 0, hours: 1 } });
  const fresh = await logIn(digits);
  const again = await graphql<{ me: { id: number }; myData: { bookings: unknown[] } }>(
    "query { me { id } myData { bookings { reference } } }",
    {},
    fresh,
  );
  expect(again.me.id).not.toBe(me.id);
  expect(again.myData.bookings).toEqual([]);
});
