// /pay with add-ons, on a phone (390 px), in Chromium on the production build: add-ons chosen on /pay but
// not saved are never left out of the payment (the Pay button saves them first, the server prices them,
// and the amount it then shows is the one the checkout takes); choosing add-ons says that the booking
// then cannot move to another date online, and the paid booking's card says so instead of offering a
// date picker; replacing a traveller leaves room for a 10-digit number. Kedarkantha's add-ons are the
// demo's (backpack offloading, a rental jacket, a cab seat). Every screen is scanned with axe.
import { fillTraveller, logInHere, priceOf, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("add-ons chosen on /pay are saved and priced before paying, and the booking then says it cannot move", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const trek = await trekData(request, "kedarkantha-trek");
  const pkg = trek.packages[0]!;
  // Well before every add-on's last day (offloading closes 3 days before the start).
  const earliest = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const event = [...trek.events]
    .reverse()
    .find((candidate) => candidate.available_seats >= 1 && candidate.start_date >= earliest && priceOf(pkg, candidate));
  expect(event, "a Kedarkantha departure at least 20 days ahead").toBeDefined();
  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event!.start_date}`);
  await logInHere(page, testInfo.workerIndex);
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

  // The checkout takes what the button showed.
  const amount = withAddOns.replace(/^Pay /, "");
  await payButton.click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(amount);
  await page.getByLabel("UPI id").fill("kavya.menon@okaxis");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The paid booking's card: why its date cannot change, instead of a date picker.
  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: trek.name }).filter({ hasText: "Kavya Menon" });
  await expect(card.getByText(/^Change date: This booking has add-ons/)).toBeVisible();
  await expect(card.getByRole("button", { name: /^Change date/ })).toHaveCount(0);
  // Replacing a traveller: a 10-digit number fits its field.
  await card.getByRole("button", { name: /^Replace a traveller on booking/ }).click();
  const phone = card.getByRole("textbox", { name: "Mobile number" });
  await phone.fill("9876543210");
  const fits = await phone.evaluate((input) => input.scrollWidth <= input.clientWidth && input.clientWidth >= 110);
  expect(fits, "the mobile number is shown whole").toBe(true);
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
