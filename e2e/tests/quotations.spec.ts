// Quotations and custom trips in the browser: the Sharma family's quotation opened from
// its list, hotel options switched (the price follows the option; an option without one says so),
// accepted through the login with its four travellers named as in their passports, its booking amount paid on the sandbox and the booking on the
// dashboard; the Thailand group's expired quotation marked and not acceptable; /customize refusing
// bad input field by field (nothing stored) and confirming a good request. Every screen is scanned
// with axe; the quotation pages are noindex, a missing one is a 404, and none is in sitemap.xml.
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { fillTraveller, logInHere, money } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const ENQUIRY = "sharma-family-dubai";
const QUOTATION = "sharma-family-dubai-6-days";
const EXPIRED_ENQUIRY = "kapoor-friends-thailand";
const BOOKING_AMOUNT_PAISE = 40000_00;

function rupees(amount: number): string {
  return money(amount * 100);
}

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

test("open a quotation from its list, switch hotel options, accept, log in, pay the booking amount, see it on the dashboard", async ({
  page,
  visit,
}, testInfo) => {
  test.setTimeout(120_000);
  await visit(`/quotations/${ENQUIRY}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const card = page.getByRole("article", { name: "Dubai Family Holiday" });
  await expect(card).toContainText("5 Nights / 6 Days");
  await expect(card).toContainText(/days? left to accept/);
  await card.getByRole("link", { name: "See the full quotation" }).click();

  await expect(page).toHaveURL(`/quotations/${ENQUIRY}/quotation/${QUOTATION}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dubai Family Holiday");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const price = page.getByTestId("quotation-price");
  // The selected option sets the first price.
  await expect(page.getByRole("radio", { name: /^Downtown, 4-star/ })).toBeChecked();
  await expect(price).toHaveText(rupees(218000));
  await expect(page.getByText("Day 2: Old Dubai, new Dubai and Burj Khalifa at sunset")).toBeVisible();
  await expect(page.getByRole("link", { name: /^WhatsApp / })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
  await scanned(page);

  // Another option sets its own price; one without a price says so and cannot be accepted.
  await page.getByRole("radio", { name: /^Palm Jumeirah beach resort, 5-star/ }).check();
  await expect(price).toHaveText(rupees(324000));
  await page.getByRole("radio", { name: /^Bur Dubai, 3-star/ }).check();
  await expect(price).toHaveText("No price available for this option");
  await expect(page.getByRole("button", { name: "Accept this option" })).toBeDisabled();
  await page.getByRole("radio", { name: /^Palm Jumeirah beach resort, 5-star/ }).check();
  await expect(price).toHaveText(rupees(324000));

  // Accept: log in, back on the quotation with the option kept, accept again, then /pay.
  await page.getByRole("button", { name: "Accept this option" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(new RegExp(`/quotations/${ENQUIRY}/quotation/${QUOTATION}\\?option=\\d+$`));
  await expect(page.getByRole("radio", { name: /^Palm Jumeirah beach resort, 5-star/ })).toBeChecked();
  await page.getByRole("button", { name: "Accept this option" }).click();

  // Who travels: the family of four, names as in their passports (a trip abroad).
  const travellers = page.getByRole("region", { name: "Who is travelling?" });
  await expect(travellers.getByRole("heading", { name: "Who is travelling?" })).toBeFocused();
  await expect(travellers).toContainText("exactly as it is in the passport");
  await expect(travellers.getByRole("group", { name: /^Traveller \d$/ })).toHaveCount(4);
  await scanned(page);
  const family = [
    { first: "Nikhil", last: "Sharma", dob: "1984-02-11", gender: "Male" },
    { first: "Pooja", last: "Sharma", phone: "98200 11223", dob: "1986-07-30", gender: "Female" },
    // The children are booked by their father, who says so (docs/api.md, "Children").
    {
      first: "Aarav",
      last: "Sharma",
      phone: "98200 11224",
      dob: "2014-05-09",
      gender: "Male",
      guardian: { name: "Nikhil Sharma", relation: "Parent" as const },
    },
    {
      first: "Diya",
      last: "Sharma",
      phone: "98200 11225",
      dob: "2017-12-01",
      gender: "Female",
      guardian: { name: "Nikhil Sharma", relation: "Parent" as const },
    },
  ];
  for (const [index, person] of family.entries()) {
    await fillTraveller(travellers.getByRole("group", { name: `Traveller ${index + 1}` }), person);
  }
  await travellers.getByRole("button", { name: "Accept and continue to payment" }).click();

  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  // The booking carries them (the pay page lists its travellers).
  for (const person of family) {
    await expect(page.getByText(`${person.first} ${person.last}`, { exact: true })).toBeVisible();
  }
  const amount = page.getByRole("complementary", { name: "Amount" });
  await expect(amount).toContainText(money(324000_00));
  await page.getByRole("radio", { name: new RegExp(`^Pay ${escaped(money(BOOKING_AMOUNT_PAISE))} now`) }).check();
  // A trip abroad: tax is collected at source against the buyer's PAN, added to the payment (2% from
  // 1 April 2026 under section 394(1) of the Income-tax Act, 2025: docs/api.md, "Tax documents").
  const billing = page.getByRole("form", { name: /^Billing details for booking/ });
  await billing.getByLabel("Your name as on your PAN").fill("Nikhil Sharma");
  await billing.getByLabel("State you live in").selectOption({ label: "Maharashtra (27)" });
  await billing.getByRole("textbox", { name: "PAN", exact: true }).fill("ABCPS1234K");
  await billing.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Invoice to Nikhil Sharma")).toBeVisible();
  await scanned(page);
  await page.getByRole("button", { name: `Pay ${money(BOOKING_AMOUNT_PAISE)}` }).click();

  const charged = money(BOOKING_AMOUNT_PAISE + (BOOKING_AMOUNT_PAISE * 2) / 100);
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(charged);
  await page.getByLabel("UPI id").fill("nikhil.sharma@okaxis");
  await page.getByRole("button", { name: `Pay ${charged}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
  await expect(page.getByText("Booking amount paid - balance due")).toBeVisible();

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  await expect(page).toHaveURL("/dashboard");
  const booking = page.getByRole("article", { name: "Dubai Family Holiday" });
  await expect(booking).toContainText("Palm Jumeirah beach resort, 5-star");
  await expect(booking).toContainText("Booking amount paid");
  // The quotation is listed among the traveller's own, as accepted.
  await expect(
    page.getByRole("listitem").filter({ hasText: "Dubai Family Holiday" }).filter({ hasText: "Accepted" }),
  ).toBeVisible();
  await scanned(page);

  // The quotation now says it is accepted, with no accept button.
  await page.goto(`/quotations/${ENQUIRY}/quotation/${QUOTATION}`);
  await expect(page.getByRole("button", { name: "Accept this option" })).toHaveCount(0);
  // It shows the option it was accepted with and its price, not the one first marked selected.
  await expect(
    page.getByText("This quotation has been accepted with Palm Jumeirah beach resort, 5-star."),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Palm Jumeirah beach resort, 5-star/ })).toBeChecked();
  await expect(page.getByTestId("quotation-price")).toHaveText(rupees(324000));
});

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("an expired quotation is marked on its list and on its page, without an accept button", async ({
  page,
  visit,
}) => {
  await visit(`/quotations/${EXPIRED_ENQUIRY}`);
  const card = page.getByRole("article", { name: "Phuket and Bangkok with Friends" });
  await expect(card).toContainText(/^.*Expired on /);
  await card.getByRole("link", { name: "Read the expired quotation" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Phuket and Bangkok with Friends");
  await expect(page.getByText(/^Expired on /)).toBeVisible();
  await expect(page.getByText(/has expired and can no longer be accepted/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept this option" })).toHaveCount(0);
  await scanned(page);
});

test("a missing quotation is a real 404, and no quotation is in the sitemap", async ({ request }) => {
  expect((await request.get(`/quotations/${ENQUIRY}/quotation/no-such-quotation`)).status()).toBe(404);
  expect((await request.get("/quotations/no-such-enquiry")).status()).toBe(404);
  // A quotation under another enquiry's address is not there either.
  expect((await request.get(`/quotations/${EXPIRED_ENQUIRY}/quotation/${QUOTATION}`)).status()).toBe(404);
  const page = await request.get(`/quotations/${ENQUIRY}/quotation/${QUOTATION}`);
  expect(page.headers()["x-robots-tag"]).toBe("noindex");
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/quotations");
});

test("/customize shows each error for bad input and stores nothing, then confirms a good request", async ({
  page,
  visit,
}) => {
  await visit("/customize");
  const form = page.getByRole("form", { name: "Customized trip request" });
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/graphql") && request.postData()?.includes("RequestCustomTrip")) sent += 1;
  });
  await form.getByLabel("How many days?").fill("0");
  await form.getByLabel("Mobile number").fill("12345");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send my request" }).click();
  for (const message of [
    "Tell us where you would like to go",
    "Choose your travel date",
    "The trip must last at least a day",
    "Choose who is travelling",
    "Choose the kind of trip",
    "Enter your name",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Where would you like to go?")).toBeFocused();
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Mobile number")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  expect(sent, "bad input never reaches the server").toBe(0);

  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Where would you like to go?").fill("Kerala backwaters");
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("How many days?").fill("5");
  await form.getByLabel("Who is travelling?").selectOption({ label: "A couple" });
  await form.getByLabel("What kind of trip?").selectOption({ label: "Honeymoon" });
  await form.getByLabel("Your name").fill("Kavya Menon");
  await form.getByLabel("Mobile number").fill(`98${String(Date.now()).slice(-8)}`);
  await form.getByLabel("Email").fill("kavya.menon@example.com");
  await form.getByRole("button", { name: "Send my request" }).click();

  // The confirmation is brought into view with the focus, its heading on screen.
  const received = page.getByRole("region", { name: "Request received" });
  await expect(received).toBeFocused();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeInViewport();
  await expect(page.getByText(/^Thank you, Kavya!/)).toBeVisible();
  // A reference short enough to read out on a call.
  await expect(received.getByText(/^EQ-[2-9A-Z]{6}$/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Send it on WhatsApp too" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+\?text=.*Kerala%20backwaters/,
  );
  await expectNoAxeViolations(page);
});

test("the quotation, custom-trip and login pages are valid HTML (html-validate, Nu Html Checker with Java)", async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const script = fileURLToPath(new URL("../../scripts/validate-html.ts", import.meta.url));
  const pages = [
    "/quotations/sharma-family-dubai",
    "/quotations/sharma-family-dubai/quotation/sharma-family-dubai-6-days",
    "/customize",
    "/login?redirectTo=%2Fdashboard",
  ];
  const output = await new Promise<string>((resolve, reject) => {
    execFile(process.execPath, [script, "--base", baseURL!, ...pages], (error, stdout) =>
      error ? reject(new Error(`${error.message}\n${stdout}`)) : resolve(stdout),
    );
  });
  expect(output).toContain(`${pages.length} page(s) checked, 0 error(s)`);
});
