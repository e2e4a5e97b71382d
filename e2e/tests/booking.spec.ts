// Booking a trip: the trek page's "Book now", logging in on the way, two travellers, the
// held booking on /pay with its countdown and Pay button, the dashboard's card with "Pay now", and
// cancelling, which gives the seats back on the trek page (a trek page rendered just before shows the
// hold at once: the server's kept renders are dropped by it). Also the state checks (a choice that
// cannot be booked goes back with a toast) and the inline errors of bad input. Expectations come from the API over HTTP, so they
// follow the demo content whatever today is; every screen is scanned with axe.
import type { Page } from "@playwright/test";
import {
  fillTraveller,
  freshDigits,
  logInHere,
  money,
  priceOf,
  seatsOf,
  toast,
  traveller,
  trekData,
} from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

// Not the trek page spec's trek: that spec compares the seats it reads from the API with the page, and a
// booking made here at the same moment would change them in between.
const SLUG = "har-ki-dun-trek";
const PATH = `/tours/${SLUG}`;

/** The departure's line in the trek page's booking box, which says how many seats are left. */
function seatsOnTrekPage(page: Page, startDate: string) {
  return page
    .getByRole("region", { name: /^Book / })
    .locator("label", { has: page.locator(`input[value="${startDate}"]`) });
}

function seatsShown(seats: number): string {
  return seats < 6 ? `Few seats left: ${seats}` : `${seats} seats left`;
}

test("book two travellers from the trek page, see the hold, find it on the dashboard and cancel it", async ({
  page,
  request,
  visit,
}, testInfo) => {
  test.setTimeout(90_000);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events[0]!;
  const price = priceOf(pkg, event)!;
  expect(price, "the first package is offered on the earliest date").not.toBeNull();
  expect(event.available_seats, "the earliest departure has room for two").toBeGreaterThanOrEqual(2);
  const seatsBefore = await seatsOf(request, event.id);

  await visit(PATH);
  await page
    .getByRole("region", { name: /^Book / })
    .getByRole("link", { name: "Book now" })
    .click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event.start_date}`);

  // The choice, and the first traveller starts as the account holder.
  const choice = page.locator("section", { has: page.getByRole("heading", { name: "Your choice" }) });
  await expect(choice).toContainText(trek.name);
  await expect(choice).toContainText(pkg.name);
  await expect(choice).toContainText(money(price * 100));
  await expect(traveller(page, 1).getByLabel("Mobile number")).toHaveValue(digits);
  await expect(traveller(page, 1).getByLabel("Country code")).toHaveValue("+91");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  await fillTraveller(traveller(page, 1), { first: "Meera", last: "Iyer", dob: "1992-03-14", gender: "Female" });
  await page.getByRole("button", { name: "Add traveller" }).click();
  await expect(traveller(page, 2).getByLabel("First name")).toBeFocused();
  await fillTraveller(traveller(page, 2), {
    first: "Arjun",
    last: "Iyer",
    phone: freshDigits(testInfo.workerIndex),
    dob: "1990-11-02",
    gender: "Male",
  });

  // The total follows the travellers: price x 2, and GST as its own line.
  const subtotal = price * 100 * 2;
  const gst = Math.floor((subtotal * 5 + 50) / 100);
  const summary = page.getByRole("complementary", { name: "Price" });
  await expect(summary).toContainText(`${money(price * 100)} × 2 travellers`);
  await expect(summary).toContainText("GST (5%)");
  await expect(summary).toContainText(money(gst));
  await expect(summary).toContainText(money(subtotal + gst));
  await expectNoAxeViolations(page);

  // Another tab shows the trek page as it is now; the server keeps that render for a few seconds...
  const otherTab = await page.context().newPage();
  await otherTab.goto(PATH);
  await expect(seatsOnTrekPage(otherTab, event.start_date)).toContainText(seatsShown(seatsBefore));

  await page.getByRole("button", { name: "Hold 2 seats" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  // ...and the hold drops it at once: a reload there shows the two seats gone.
  await otherTab.reload();
  await expect(seatsOnTrekPage(otherTab, event.start_date)).toContainText(seatsShown(seatsBefore - 2));
  await otherTab.close();
  const bookingPath = new URL(page.url()).pathname + new URL(page.url()).search;

  // /pay: the hold as the server has it, with its countdown.
  await expect(page.getByRole("heading", { level: 2, name: trek.name })).toBeVisible();
  await expect(page.getByText("Seats held - awaiting payment")).toBeVisible();
  await expect(page.getByText(/^Seats held for 1[45]:\d\d$/)).toBeVisible();
  await expect(page.getByText("Meera Iyer")).toBeVisible();
  await expect(page.getByText("Arjun Iyer")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Amount" })).toContainText(money(subtotal + gst));
  const reference = (await page.getByText(/^PJ-[2-9A-Z]{6}$/).textContent())!;
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
  expect(await seatsOf(request, event.id)).toBe(seatsBefore - 2);

  // A refresh shows the same booking; nothing is booked twice.
  await page.reload();
  await expect(page.getByText(reference)).toBeVisible();
  expect(await seatsOf(request, event.id)).toBe(seatsBefore - 2);

  // The dashboard lists it as upcoming, with the way to pay it.
  await page.getByRole("link", { name: "All my bookings" }).click();
  await expect(page).toHaveURL("/dashboard");
  const card = page.getByRole("article", { name: trek.name }).filter({ hasText: reference });
  await expect(card).toContainText("Seats held - awaiting payment");
  await expect(card).toContainText("Meera Iyer, Arjun Iyer");
  await expect(card.getByRole("link", { name: `Pay now for booking ${reference}` })).toHaveAttribute(
    "href",
    bookingPath,
  );
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // Cancelling asks first, then gives the seats back.
  await card.getByRole("button", { name: `Cancel booking ${reference}` }).click();
  await expect(card.getByRole("button", { name: "Keep booking" })).toBeFocused();
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(toast(page, `Booking ${reference} is cancelled. Its seats are back on sale.`)).toBeVisible();
  await expect(card).toContainText("Cancelled");
  await expect(card.getByRole("button", { name: /Cancel booking/ })).toHaveCount(0);
  expect(await seatsOf(request, event.id)).toBe(seatsBefore);

  await page.goto(PATH);
  await expect(seatsOnTrekPage(page, event.start_date)).toContainText(seatsShown(seatsBefore));

  // The cancelled booking's /pay sends the traveller to the dashboard, saying why.
  await page.goto(bookingPath);
  await expect(page).toHaveURL("/dashboard");
  await expect(toast(page, `Booking ${reference} is not awaiting payment: cancelled.`)).toBeVisible();
});

test("a choice that cannot be booked goes back to where it is made, with a toast saying why", async ({
  page,
  request,
}, testInfo) => {
  const trek = await trekData(request, SLUG);
  const event = trek.events[0]!;
  await page.goto(`/tours/${trek.id}/register?packageId=99999999&date=${event.start_date}`);
  await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(PATH);
  await expect(toast(page, `That package is not offered on ${trek.name}. Choose a package and a date.`)).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // A departure that has left.
  await page.goto(`/tours/${trek.id}/register?packageId=${trek.packages[0]!.id}&date=2020-01-06`);
  await expect(page).toHaveURL(`${PATH}?packageId=${trek.packages[0]!.id}`);
  await expect(toast(page, "The departure on 6 January 2020 has already left. Choose another date.")).toBeVisible();

  // A departure nobody knows.
  await page.goto("/event/99999999/register");
  await expect(page).toHaveURL("/tours/all");
  await expect(toast(page, "We could not find that departure. Choose a trip and a date.")).toBeVisible();
});

test("bad traveller details get a message beside each field and hold nothing", async ({ page, request }, testInfo) => {
  const trek = await trekData(request, SLUG);
  const event = trek.events.find((candidate) => candidate.available_seats >= 2)!;
  let sent = 0;
  page.on("request", (sentRequest) => {
    if (sentRequest.url().endsWith("/api/graphql") && sentRequest.postData()?.includes("CreateBooking")) sent += 1;
  });

  // The departure's own address: the package offered first on it.
  await page.goto(`/event/${event.id}/register`);
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(`/event/${event.id}/register`);
  await expect(page.locator("section", { has: page.getByRole("heading", { name: "Your choice" }) })).toContainText(
    trek.name,
  );
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  const first = traveller(page, 1);
  await first.getByLabel("Mobile number").fill("12345");
  await first.getByLabel("Date of birth").fill("2099-01-01");
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(first.getByLabel("First name")).toBeFocused();
  await expect(first.getByText("Enter the first name")).toBeVisible();
  await expect(first.getByText("Enter the last name")).toBeVisible();
  await expect(first.getByText("Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9")).toBeVisible();
  await expect(first.getByText("The date of birth must be in the past")).toBeVisible();
  await expect(first.getByText("Choose one of the options")).toBeVisible();
  await expect(first.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  // A corrected field loses its message at once.
  await first.getByLabel("First name").fill("Kavya");
  await expect(first.getByText("Enter the first name")).toHaveCount(0);

  // Two travellers may not share a number.
  await fillTraveller(first, { first: "Kavya", last: "Menon", phone: digits, dob: "1995-06-30", gender: "Female" });
  await page.getByRole("button", { name: "Add traveller" }).click();
  await fillTraveller(traveller(page, 2), {
    first: "Rohan",
    last: "Menon",
    phone: digits,
    dob: "1994-02-11",
    gender: "Male",
  });
  await page.getByRole("button", { name: "Hold 2 seats" }).click();
  await expect(traveller(page, 2).getByText("Each traveller needs their own phone number")).toBeVisible();
  await expect(traveller(page, 2).getByLabel("Mobile number")).toBeFocused();
  await page.getByRole("button", { name: "Remove traveller 2" }).click();
  await expect(traveller(page, 2)).toHaveCount(0);
  expect(sent).toBe(0);
});
