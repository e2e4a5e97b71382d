// /pay with add-ons, on a phone (390 px), in Chromium on the production build: add-ons chosen on /pay but
// not saved are never left out of the payment (the Pay button saves them first, the server prices them,
// and the amount it then shows is the one the checkout takes); choosing add-ons says that the booking
// then cannot move to another date online, and the paid booking's card says so instead of offering a
// date picker; replacing a traveller leaves room for a 10-digit number. Kedarkantha's add-ons are the
// demo's (backpack offloading, a rental jacket, a cab seat). Every screen is scanned with axe.
// Journeys walked, on a phone (390 px, touch): add-ons chosen and paid for (each a line of its own, at
// its own GST rate on the receipt and the invoice), then a substitution (the traveller who cannot come
// replaced; both are told by WhatsApp). Every figure is held to the server's (figures.ts); screenshots.
import { fillTraveller, freshDigits, logInHere, priceOf, traveller, trekData } from "../booking-steps.ts";
import {
  bookingFigures,
  dateWords,
  expectCardAgrees,
  expectDocumentsAgree,
  expectLinesAddUp,
  expectMessageFigures,
  expectPaymentMessage,
  messageTo,
  paiseOf,
  screenshots,
  sharedInbox,
  TRAVELLER_PHONE,
  tokenOf,
} from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use(TRAVELLER_PHONE);

test("add-ons chosen on /pay are saved and priced before paying, and the booking then says it cannot move", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenshots(testInfo, "add-ons");
  const trek = await trekData(request, "kedarkantha-trek");
  const pkg = trek.packages[0]!;
  // Well before every add-on's last day (offloading closes 3 days before the start).
  const earliest = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const event = [...trek.events]
    .reverse()
    .find((candidate) => candidate.available_seats >= 1 && candidate.start_date >= earliest && priceOf(pkg, candidate));
  expect(event, "a Kedarkantha departure at least 20 days ahead").toBeDefined();
  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event!.start_date}`);
  const digits = await logInHere(page, testInfo.workerIndex);
  await expect(traveller(page, 1).getByLabel("Mobile number")).not.toHaveValue("");
  await fillTraveller(traveller(page, 1), { first: "Kavya", last: "Menon", dob: "1994-07-02", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);

  const payButton = page.getByRole("button", { name: /^Pay ₹[\d,.]+$/ });
  const withoutAddOns = (await payButton.textContent())!;
  const offloading = page.getByRole("listitem").filter({ hasText: "Backpack offloading" });
  await offloading.getByLabel(/^Travellers/).fill("1");
  // Not saved: the amount leaves it out, and the button says it saves it first instead of paying.
  await expect(page.getByText(/Your add-on choices are not saved yet, so this amount leaves them out/)).toBeVisible();
  await expect(payButton).toHaveCount(0);
  await expect(page.getByText(/this booking cannot be moved to another date online later/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save my add-ons and update the amount" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your add-ons are saved and the amount above includes them." }),
  ).toBeVisible();
  await expect(payButton).toBeVisible();
  const withAddOns = (await payButton.textContent())!;
  expect(withAddOns).not.toBe(withoutAddOns);
  await expect(page.getByRole("complementary").getByText("Backpack offloading", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The add-on is a line of its own; the lines add up to the server's total, the button asks for it.
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const token = await tokenOf(page);
  const held = await bookingFigures(request, token, bookingId);
  expect(held.add_ons_paise).toBeGreaterThan(0);
  const lines = await expectLinesAddUp(page.getByRole("complementary", { name: "Amount" }), held, "/pay");
  expect(lines.filter((line) => line.kind === "add-on").map((line) => line.text)).toEqual([
    expect.stringMatching(/^Backpack offloading × 1, incl\. \d+% GST$/),
  ]);
  expect(paiseOf(withAddOns), "the Pay button").toBe(held.due_paise);
  await shots.take(page, "pay");

  // The checkout takes what the button showed.
  const amount = withAddOns.replace(/^Pay /, "");
  await payButton.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(amount);
  await page.getByLabel("UPI id").fill("kavya.menon@okaxis");
  await shots.take(page, "checkout");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The paid booking's card: why its date cannot change, instead of a date picker.
  await page.goto("/dashboard");
  const card = page.locator(`article:has(#booking-${bookingId})`);
  await expect(card).toContainText("Kavya Menon");
  await expect(card.getByText(/^Change date: This booking has add-ons/)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Change date/ })).toHaveCount(0);
  const paid = await bookingFigures(request, token, bookingId);
  expect(paid.due_paise).toBe(0);
  await expectCardAgrees(card, paid, "the paid card");
  await shots.take(page, "dashboard");
  await expectPaymentMessage(sharedInbox, digits, paid);
  await expectDocumentsAgree(page, request, token, paid, shots);

  // The substitution: Kavya cannot come; a traveller takes her place, and the price stays the same.
  await page.goto("/dashboard");
  await card.getByRole("button", { name: /^Replace a traveller on booking/ }).click();
  // A 10-digit number fits its field.
  const phone = card.getByRole("textbox", { name: "Mobile number" });
  await phone.fill("9876543210");
  const fits = await phone.evaluate((input) => input.scrollWidth <= input.clientWidth && input.clientWidth >= 110);
  expect(fits, "the mobile number is shown whole").toBe(true);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const newcomer = freshDigits(testInfo.workerIndex);
  await fillTraveller(card.getByRole("group", { name: "Traveller 1" }), {
    first: "Aditi",
    last: "Sharma",
    phone: newcomer,
    dob: "1996-01-30",
    gender: "Female",
  });
  await shots.take(page, "replace");
  await card.getByRole("button", { name: "Replace traveller", exact: true }).click();
  await expect(card).toContainText("Aditi Sharma");
  await expect(card).not.toContainText("Kavya Menon");
  const replaced = await bookingFigures(request, token, bookingId);
  expect(replaced.total_paise, "the price does not change").toBe(paid.total_paise);
  await expectCardAgrees(card, replaced, "the card after the substitution");
  await shots.take(page, "replaced");
  // Both travellers are told, each by their own phone, the date in words.
  const leaver = await messageTo(sharedInbox, digits, "traveller-replaced");
  expectMessageFigures(leaver, {});
  expect(leaver.variables).toMatchObject({
    name: "Kavya",
    reference: paid.reference,
    date: dateWords(event!.start_date),
  });
  const added = await messageTo(sharedInbox, newcomer, "traveller-added");
  expectMessageFigures(added, {});
  expect(added.variables).toMatchObject({
    name: "Aditi",
    reference: paid.reference,
    date: dateWords(event!.start_date),
  });
});
