// Tax documents end to end: a business traveller gives their GSTIN on /pay before paying (a mistyped
// one is refused beside its field), pays on the sandbox, and finds the tax invoice on the dashboard
// (IGST: the business is in another state), prints it (A4 page) and downloads its PDF; the trip desk
// downloads the month's GSTR-1 B2B section from /admin/tax. Ladakh Road Trip is this spec's alone.
// Journey walked: tax documents, the traveller on a phone (390 px, touch), the trip desk at 1366 px;
// /pay, the card, the payment's message, the receipt and the invoice name the server's figures
// (figures.ts), and each traveller screen is screenshot.
import type { Page } from "@playwright/test";
import { adminContextPage, staffToken } from "../admin-steps.ts";
import { fillTraveller, logInHere, money, priceOf, traveller, trekData } from "../booking-steps.ts";
import {
  bookingFigures,
  DESK_SCREEN,
  expectCardAgrees,
  expectDocumentsAgree,
  expectLinesAddUp,
  expectPaymentMessage,
  paiseOf,
  screenshots,
  sharedInbox,
  TRAVELLER_PHONE,
  tokenOf,
} from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use(TRAVELLER_PHONE);

const SLUG = "ladakh-road-trip";
const GSTIN = "27AAPFU0939F1ZV";

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

test("a business's GSTIN before paying, then its IGST invoice printed and as PDF from the dashboard", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const shots = screenshots(testInfo, "tax-documents");
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events.find((candidate) => candidate.available_seats >= 1 && priceOf(pkg, candidate) !== null)!;
  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event.start_date}`);
  const digits = await logInHere(page, testInfo.workerIndex);
  await fillTraveller(traveller(page, 1), { first: "Rohan", last: "Kapoor", dob: "1988-04-12", gender: "Male" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);

  // Billing details: a mistyped GSTIN is refused beside its field, the right one saved.
  await page.getByText("Billing details for your invoice (GSTIN for business)").click();
  const form = page.getByRole("form", { name: /^Billing details for booking/ });
  await form.getByRole("radio", { name: "A business with a GSTIN" }).check();
  await form.getByRole("textbox", { name: "GSTIN" }).fill("27AAPFU0939F1ZX");
  await form.getByLabel("Business's legal name").fill("Umbrella Travels LLP");
  await form.getByLabel("Registered address").fill("12 Marine Drive, Mumbai 400002");
  await form.getByRole("button", { name: "Save billing details" }).click();
  await expect(form.getByText(/last character does not check out/)).toBeVisible();
  await expect(form.getByRole("textbox", { name: "GSTIN" })).toHaveAttribute("aria-invalid", "true");
  await scanned(page);
  await form.getByRole("textbox", { name: "GSTIN" }).fill(GSTIN);
  await form.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Invoice to Umbrella Travels LLP")).toBeVisible();

  // Pay in full on the sandbox: /pay's lines add up to the server's total, the button asks for it.
  const bookingId = new URL(page.url()).searchParams.get("booking")!;
  const token = await tokenOf(page);
  const held = await bookingFigures(request, token, bookingId);
  await expectLinesAddUp(page.getByRole("complementary", { name: "Amount" }), held, "/pay");
  const fullPlan = page.getByRole("radio", { name: /^Pay in full/ });
  if ((await fullPlan.count()) > 0) await fullPlan.check();
  expect(paiseOf((await page.getByRole("button", { name: /^Pay ₹/ }).textContent())!)).toBe(held.due_paise);
  await shots.take(page, "pay");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await page.getByLabel("UPI id").fill("rohan.kapoor@okaxis");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The dashboard lists the invoice with Print and PDF.
  await page.goto("/dashboard");
  const invoices = page.getByRole("list", { name: "Tax invoices and credit notes" }).first();
  await expect(invoices).toContainText(/Tax invoice INV\/\d{4}\/\d{6}/);
  const number = (await invoices
    .getByText(/^INV\/\d{4}\/\d{6}$/)
    .first()
    .textContent())!;
  await scanned(page);
  const paid = await bookingFigures(request, token, bookingId);
  expect(paid.invoices.map((invoice) => invoice.number)).toContain(number);
  await expectCardAgrees(page.locator(`article:has(#booking-${bookingId})`), paid, "the card");
  await shots.take(page, "dashboard");
  await expectPaymentMessage(sharedInbox, digits, paid);

  const pdfHref = await invoices
    .getByRole("link", { name: `Download tax invoice ${number} as PDF` })
    .getAttribute("href");
  const pdf = await request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toContain(`${number.replace(/\//g, "-")}.pdf`);
  expect((await pdf.body()).subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
  // A link with its signature altered is refused.
  expect((await request.get(pdfHref!.replace(/signature=[0-9a-f]/, "signature=g"))).status()).toBe(403);

  await invoices.getByRole("link", { name: `Print tax invoice ${number}` }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  const document = page.getByRole("article", { name: "Tax invoice" });
  await expect(document).toContainText(number);
  await expect(document).toContainText(GSTIN);
  await expect(document).toContainText("Umbrella Travels LLP");
  await expect(document).toContainText("27-Maharashtra");
  await expect(document).toContainText("IGST (5%)");
  await expect(document).toContainText(/Rupees .* Only/);
  await expect(document).toContainText(money(priceOf(pkg, event)! * 105));
  await scanned(page);
  // On a phone no floating chat button sits over the document's figures.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(document).toContainText(money(priceOf(pkg, event)! * 105));
  await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);
  await expectDocumentsAgree(page, request, token, paid, shots);
});

test("the trip desk downloads the month's GSTR-1 B2B section", async ({ browser, baseURL, request }) => {
  const token = await staffToken(request);
  const { page, problems, close } = await adminContextPage(browser, baseURL!, token, { viewport: DESK_SCREEN });
  await page.goto("/admin/tax");
  await expect(page.getByRole("heading", { name: "Tax exports", level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ invoices and \d+ credit notes in \d{4}-\d{2}/)).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "B2B: invoices to a GSTIN" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gstr1-\d{4}-\d{2}-b2b\.csv$/);
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8")).toMatch(/^GSTIN\/UIN of Recipient,Receiver Name,Invoice Number/);
  await expect(
    page.getByRole("table", { name: /TCS collected in/ }).or(page.getByText("No TCS was collected in this quarter.")),
  ).toBeVisible();
  expect(problems).toEqual([]);
  await close();
});
