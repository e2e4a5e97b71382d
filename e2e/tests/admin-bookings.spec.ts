// The trip desk's bookings and manifests: a traveller books and pays a Spiti Winter
// Expedition departure on the sandbox; the demo staff account (+91 90000 00001) then finds the
// booking in /admin/bookings by the traveller's phone (a table on a laptop, cards on a phone), opens
// it (traveller with age, ledger, history, the cancellation rule), opens the departure's manifest and
// downloads its CSV, which the test parses, then cancels the booking with a refund of its own and a
// reason. Every admin screen is scanned with axe. Spiti Winter Expedition is this spec's alone (the
// other specs book other treks).
//
// The staff member logs in and pages are guarded as every back-office spec does it (admin-steps.ts).
import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { adminContextPage, parseCsv, staffToken } from "../admin-steps.ts";
import { fillTraveller, logInHere, money, priceOf, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "spiti-winter-expedition";
const TRAVELLER = { first: "Tenzin", last: "Dolma", dob: "1995-06-30", gender: "Female" };

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

test("a traveller's booking in the admin list, on its page, and in the departure's manifest and CSV", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events.find((candidate) => candidate.available_seats >= 1 && priceOf(pkg, candidate) !== null);
  expect(event, `a ${SLUG} departure with a seat`).toBeDefined();
  const subtotal = priceOf(pkg, event!)! * 100;
  const total = subtotal + Math.floor((subtotal * 5 + 50) / 100);
  // Whole years on the start date, for someone born on 30 June 1995.
  const age =
    Number(event!.start_date.slice(0, 4)) - 1995 - (event!.start_date.slice(5) < TRAVELLER.dob.slice(5) ? 1 : 0);

  // The traveller books one seat and pays in full on the sandbox.
  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event!.start_date}`);
  const digits = await logInHere(page, testInfo.workerIndex);
  // The first traveller starts as the account holder once the login has landed.
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await fillTraveller(traveller(page, 1), TRAVELLER);
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const reference = (await page
    .getByText(/^PJ-[2-9A-Z]{6}$/)
    .first()
    .textContent())!;
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await page.getByLabel("UPI id").fill("tenzin.dolma@okaxis");
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The trip desk finds it by the traveller's phone, spaced as said on a call.
  const staff = await adminContextPage(browser, baseURL!, await staffToken(request));
  const desk = staff.page;
  await desk.goto("/admin/bookings");
  await expect(desk.getByRole("heading", { level: 1, name: "Bookings" })).toBeVisible();
  await scanned(desk);
  const filters = desk.getByRole("form", { name: "Filter bookings" });
  await filters.getByLabel("Phone").fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await filters.getByRole("button", { name: "Find bookings" }).click();
  await expect(desk).toHaveURL(/[?&]phone=/);
  const results = desk.getByRole("table");
  await expect(results.getByRole("row")).toHaveCount(2);
  await expect(results).toContainText(trek.name);
  await expect(results).toContainText("Confirmed");
  await scanned(desk);
  // On a phone the same results are cards.
  await desk.setViewportSize({ width: 390, height: 844 });
  await expect(results).toBeHidden();
  await expect(desk.getByRole("listitem").filter({ hasText: reference })).toContainText(trek.name);
  await scanned(desk);
  await desk.setViewportSize({ width: 1280, height: 720 });

  // Its page: the traveller with the age on the start date, the payment, the history.
  await results.getByRole("link", { name: reference }).click();
  await expect(desk).toHaveURL(`/admin/bookings/${bookingId}`);
  await expect(desk.getByRole("heading", { level: 1, name: `Booking ${reference}` })).toBeVisible();
  const travellers = desk.getByRole("region", { name: "Travellers", exact: true });
  await expect(travellers).toContainText(`${TRAVELLER.first} ${TRAVELLER.last}`);
  await expect(travellers).toContainText(`${age} years on the start date`);
  await expect(desk.getByRole("region", { name: "Money" })).toContainText(`Payment ${money(total)}`);
  await expect(desk.getByRole("region", { name: "History" })).toContainText("Paid in full");
  await expect(desk.getByRole("region", { name: "Cancel the booking" })).toContainText("By the rule:");
  await scanned(desk);

  // The departure's manifest, and its CSV.
  await desk.getByRole("link", { name: "Departure manifest" }).click();
  await expect(desk).toHaveURL(`/admin/departures/${event!.id}/manifest`);
  await expect(desk.getByRole("heading", { level: 1 })).toContainText(`Manifest: ${trek.name}`);
  const row = desk.getByRole("row").filter({ hasText: reference });
  await expect(row).toContainText(`${TRAVELLER.first} ${TRAVELLER.last}`);
  await expect(row).toContainText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(age));
  await scanned(desk);

  const [download] = await Promise.all([
    desk.waitForEvent("download"),
    desk.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`manifest-${SLUG}-${event!.start_date}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parseCsv(bytes.subarray(3).toString("utf8"));
  expect(rows[0]).toEqual([
    "Booking",
    "Status",
    "First name",
    "Last name",
    "Age",
    "Gender",
    "Phone",
    "Guardian",
    "Booking add-ons",
    "Forms to do",
  ]);
  // Its first eight columns (the add-ons and forms to do that follow have their own tests).
  expect(rows.filter((cells) => cells[0] === reference).map((cells) => cells.slice(0, 8))).toEqual([
    // The phone as a text formula: spreadsheets show +91... unchanged (manifest-csv.ts says why); an
    // adult has no guardian.
    [reference, "Confirmed", TRAVELLER.first, TRAVELLER.last, String(age), "Female", `="+91${digits}"`, ""],
  ]);

  // The desk cancels it with a goodwill refund of its own: the booking is cancelled, the refund
  // goes back through the gateway, and the traveller leaves the manifest.
  await row.getByRole("link", { name: reference }).click();
  await expect(desk).toHaveURL(`/admin/bookings/${bookingId}`);
  const cancel = desk.getByRole("form", { name: "Cancel the booking" });
  await cancel.getByRole("radio", { name: "Another amount" }).check();
  await cancel.getByLabel(/^Refund \(₹\)/).fill("1000");
  await cancel.getByLabel(/^Reason/).fill("Road to Kaza closed by snow: goodwill refund");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(desk.getByRole("status")).toContainText("The booking is cancelled");
  await expect(desk.getByRole("region", { name: "Money" })).toContainText(`${money(100_000)} (cancellation)`);
  await expect(desk.getByRole("region", { name: "History" })).toContainText(
    "Cancelled by the trip desk: Road to Kaza closed by snow: goodwill refund",
  );
  await scanned(desk);
  await desk.goto(`/admin/departures/${event!.id}/manifest`);
  await expect(desk.getByRole("heading", { level: 1 })).toContainText(`Manifest: ${trek.name}`);
  await expect(desk.getByRole("main")).not.toContainText(reference);

  expect(staff.problems, "the admin pages logged errors").toEqual([]);
  await staff.close();
});
