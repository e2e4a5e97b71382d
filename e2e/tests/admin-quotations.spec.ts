// The trip desk's enquiries and quotation builder: a traveller's enquiry arrives through
// the API (as /contact sends it); the demo staff account (+91 90000 00001) finds it in the inbox,
// drafts a quotation from it, prices two hotel options in the builder, saves, previews it as the
// traveller will see it, and the traveller (a fresh browser, not logged in) opens the quotation's
// link and sees the same prices. The enquiry is then "Quoted". Every admin screen is scanned with axe.
//
// The staff member logs in, and pages are guarded, as every back-office spec does it (admin-steps.ts):
// several specs log the same staff account in, so its login waits out the code cooldown.
import type { Page } from "@playwright/test";
import { adminContextPage, staffToken } from "../admin-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

/** "₹28,000" as the pages write rupees. */
const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

test("a quotation built from an enquiry, shared by its link, shows the traveller the same prices", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  // Names take letters only: the time, its digits written as letters, keeps reruns apart.
  const stamp = Date.now()
    .toString()
    .replace(/\d/g, (d) => "abcdefghij"[Number(d)]!);
  const name = `Rhea Quotewright ${stamp}`;
  const travelDate = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const sent = await request.post("/api/graphql", {
    data: {
      query: `mutation ($input: InquiryInput!) { createInquiry(input: $input) { reference } }`,
      variables: {
        input: {
          name,
          mobile: "98111 22334",
          email: "rhea@example.com",
          date: travelDate,
          count: 2,
          message: "Kashmir?",
        },
      },
    },
  });
  expect((await sent.json()).errors).toBeUndefined();

  const staff = await adminContextPage(browser, baseURL!, await staffToken(request));
  const desk = staff.page;

  // The inbox, filtered by the traveller's name.
  await desk.goto(`/admin/enquiries?q=${encodeURIComponent(name)}`);
  const row = desk.getByRole("link", { name }).first();
  await expect(row).toBeVisible();
  await scanned(desk);
  await row.click();

  // The enquiry: a WhatsApp reply to the traveller's number, then a new quotation.
  await expect(desk.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(desk.getByRole("link", { name: "Reply on WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/919811122334\?text=Hi%20Rhea/,
  );
  await scanned(desk);
  await desk.getByRole("button", { name: "New quotation" }).click();
  // A general enquiry names no trip or place: the desk says which team runs it (its policies).
  const chooser = desk.getByRole("form", { name: "Choose the team for the quotation" });
  await chooser.getByLabel("Team and policies").selectOption({ label: "Kashmir" });
  await scanned(desk);
  await chooser.getByRole("button", { name: "Draft the quotation" }).click();
  await expect(desk).toHaveURL(/\/admin\/quotations\/\d+\/edit$/);
  await expect(desk.getByLabel("Team and policies")).toHaveValue(/\d+/);

  // The builder: a base price, two hotel options with their stays, a booking amount.
  await desk.getByLabel("Base price per traveller (₹)").fill("20000");
  await desk.getByLabel("Option 1 stay per traveller (₹)").fill("8000");
  await desk.getByRole("button", { name: "Add a hotel option" }).click();
  await desk.getByLabel("Option 2 name").fill("Premium");
  await desk.getByLabel("Option 2 stay per traveller (₹)").fill("15000");
  await desk.getByLabel("Booking amount (₹)").fill("5000");
  const totals = desk.getByTestId("builder-totals");
  await expect(totals.getByRole("row", { name: /Standard/ })).toContainText(rupees(28_000));
  await expect(totals.getByRole("row", { name: /Premium/ })).toContainText(rupees(35_000));
  await desk.getByRole("button", { name: "Save changes" }).click();
  await expect(desk.getByRole("button", { name: "Save", exact: true })).toBeVisible();
  await scanned(desk);

  // The preview, drawn by the traveller's own view.
  await desk.getByRole("tab", { name: "Preview" }).click();
  await expect(desk.getByTestId("quotation-price")).toHaveText(rupees(28_000));
  await scanned(desk);
  const link = await desk.getByTestId("quotation-link").getAttribute("href");
  expect(link).toMatch(/^\/quotations\/[^/]+\/quotation\/q-[0-9a-f]{20}$/);

  // The traveller, not logged in, on the link: the same prices.
  const travellerContext = await browser.newContext({ baseURL });
  const traveller = await travellerContext.newPage();
  const response = await traveller.goto(link!);
  expect(response?.status()).toBe(200);
  await expect(traveller.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(traveller.getByTestId("quotation-price")).toHaveText(rupees(28_000));
  await traveller.getByRole("radio", { name: /Premium/ }).check();
  await expect(traveller.getByTestId("quotation-price")).toHaveText(rupees(35_000));
  await expect(traveller.getByText(`Booking amount to confirm: ${rupees(5_000)}`)).toBeVisible();
  await scanned(traveller);
  await travellerContext.close();

  // Back at the enquiry: quoted, with its quotation listed.
  await desk.getByRole("link", { name: "Back to the enquiry" }).click();
  await expect(desk.getByText("Quoted", { exact: true }).first()).toBeVisible();
  await expect(desk.getByText(`From ${rupees(28_000)} per person`)).toBeVisible();
  await scanned(desk);
  expect(staff.problems).toEqual([]);
  await staff.close();
});
