// The tax law's walk: a trip abroad (Georgia Caucasus Explorer, this spec's alone) booked on the site,
// its PAN and address given on /pay, the booking amount paid online with 2% TCS on top (section 394(1)
// of the Income-tax Act, 2025), the balance taken by the trip desk by bank transfer with its TCS, then
// the booking cancelled: each receipt's invoice carries the TCS of its money, the credit notes
// return the refund (never the TCS), and the month's GSTR-1 and the quarter's TCS report list them.
import type { Page } from "@playwright/test";
import { staffToken } from "../admin-steps.ts";
import { fillTraveller, logInHere, priceOf, toast, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

const SLUG = "georgia-caucasus-explorer";
const twoPercent = (paise: number) => Math.floor((paise * 2 + 50) / 100);

interface Invoice {
  number: string;
  kind: string;
  total_paise: number;
  tcs_paise: number;
  tcs_law: string | null;
  sac: string;
  statement: string | null;
  amends_number: string | null;
}

/** A GraphQL request with the logged-in traveller's token, from the page (as the site's own scripts send it). */
async function asTraveller<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const { token } = JSON.parse(localStorage.getItem("credentials") ?? "{}") as { token?: string };
      const response = await fetch("/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return response.json();
    },
    { query, variables },
  );
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

test("a trip abroad paid partly online and partly at the desk, then cancelled: invoices, TCS and credit notes agree with the money", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events.find((candidate) => candidate.available_seats >= 1 && priceOf(pkg, candidate) !== null)!;
  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event.start_date}`);
  await logInHere(page, testInfo.workerIndex);
  await fillTraveller(traveller(page, 1), { first: "Kavya", last: "Menon", dob: "1990-06-15", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  const bookingId = Number(new URL(page.url()).searchParams.get("booking"));

  // The pay screen asks for the PAN (a trip abroad) and says why; the address goes with it.
  await expect(page.getByText("Your PAN and billing details (needed before paying)")).toBeVisible();
  const form = page.getByRole("form", { name: /^Billing details for booking/ });
  await expect(form).toContainText("section 394(1) of the Income-tax Act, 2025");
  await form.getByLabel("Your name as on your PAN").fill("Kavya Menon");
  await form.getByLabel(/^Address/).fill("14 Lavelle Road, Bengaluru 560001");
  await form.getByLabel(/^State you live in/).selectOption({ label: "Karnataka (29)" });
  await form.getByRole("textbox", { name: "PAN", exact: true }).fill("ABCPM1234K");
  await form.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Invoice to Kavya Menon")).toBeVisible();
  await expect(toast(page, /^Billing details saved/)).toBeVisible();
  await page.waitForLoadState("networkidle");
  // From the top: scrolled to the form, the plans sit under the sticky header, which axe reads as obscured.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoAxeViolations(page);

  // Online: the booking amount (₹20,000) and its TCS.
  await page.getByRole("radio", { name: /^Pay ₹20,000 now to secure the seats/ }).check();
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByText(/₹20,400/).first()).toBeVisible();
  await page.getByLabel("UPI id").fill("kavya.menon@okaxis");
  await page.getByRole("button", { name: /^Pay ₹/ }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();

  // The trip desk: the balance by bank transfer, its TCS asked for first.
  const token = await staffToken(request);
  const staff = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await request.post("/api/graphql", {
      data: { query, variables },
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return body.data as T;
  };
  const { booking } = await asTraveller<{ booking: { total_paise: number; paid_paise: number } }>(
    page,
    "query ($id: ID!) { booking(id: $id) { total_paise paid_paise } }",
    { id: bookingId },
  );
  const balance = booking.total_paise - booking.paid_paise;
  const { adminTcsQuote } = await staff<{ adminTcsQuote: { tcs_paise: number; receive_paise: number } }>(
    "query ($id: ID!, $amount: Int!) { adminTcsQuote(bookingId: $id, amountPaise: $amount) { tcs_paise receive_paise } }",
    { id: bookingId, amount: balance },
  );
  expect(adminTcsQuote).toEqual({ tcs_paise: twoPercent(balance), receive_paise: balance + twoPercent(balance) });
  await staff(
    `mutation ($id: ID!, $amount: Int!) { adminRecordOfflinePayment(bookingId: $id, amountPaise: $amount, method: bank_transfer, reference: "UTR${bookingId}GEO") { status } }`,
    { id: bookingId, amount: balance },
  );

  // The traveller cancels; the refund by the tiers follows.
  await asTraveller(page, "mutation ($id: ID!) { cancelBooking(id: $id) { status } }", { id: bookingId });
  const { booking: after } = await asTraveller<{
    booking: { invoices: Invoice[]; refunds: { amount_paise: number; status: string }[]; paid_paise: number };
  }>(
    page,
    `query ($id: ID!) { booking(id: $id) { paid_paise refunds { amount_paise status }
       invoices { number kind total_paise tcs_paise tcs_law sac statement amends_number } } }`,
    { id: bookingId },
  );
  const invoices = after.invoices.filter((document) => document.kind === "INVOICE");
  const creditNotes = after.invoices.filter((document) => document.kind === "CREDIT_NOTE");
  // One invoice per receipt: the online booking amount, then the desk's balance, each with 2% TCS.
  expect(invoices.map((invoice) => [invoice.total_paise, invoice.tcs_paise])).toEqual([
    [2_000_000, twoPercent(2_000_000)],
    [balance, twoPercent(balance)],
  ]);
  for (const invoice of invoices) {
    expect(invoice.tcs_law).toBe("section 394(1) of the Income-tax Act, 2025");
    expect(invoice.sac).toBe("998555");
    expect(invoice.statement).toContain("inclusive of the charges for the accommodation and transportation");
  }
  // Credit notes amend those invoices, carry no TCS, and return what was refunded (processed or on its way).
  for (const note of creditNotes) {
    expect(note.tcs_paise).toBe(0);
    expect(invoices.map((invoice) => invoice.number)).toContain(note.amends_number);
  }
  const invoiced = invoices.reduce((sum, invoice) => sum + invoice.total_paise, 0);
  const credited = creditNotes.reduce((sum, note) => sum + note.total_paise, 0);
  expect(invoiced - credited).toBe(after.paid_paise);

  // The printed invoice shows its lines, the TCS's law and the 5% statement.
  await page.goto("/dashboard");
  const list = page.getByRole("list", { name: "Tax invoices and credit notes" }).first();
  await list.getByRole("link", { name: `Print tax invoice ${invoices[0]!.number}` }).click();
  const printed = page.getByRole("article", { name: "Tax invoice" });
  await expect(printed).toContainText("998555");
  await expect(printed).toContainText("TCS collected under section 394(1) of the Income-tax Act, 2025");
  await expect(printed).toContainText("gross amount, inclusive of the charges for the accommodation");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // The exports list them: Table 13's ranges cover every number, the TCS report has both receipts.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const { adminTaxExport } = await staff<{ adminTaxExport: { docs_csv: string; hsn_b2c_csv: string } }>(
    "query ($month: String!) { adminTaxExport(month: $month) { docs_csv hsn_b2c_csv } }",
    { month: today.slice(0, 7) },
  );
  expect(adminTaxExport.hsn_b2c_csv).toMatch(/\r\n998555,Tour operator services,NA,0,/);
  const serial = (number: string) => Number(number.slice(-6));
  for (const document of after.invoices) {
    const nature = document.kind === "INVOICE" ? "Invoices for outward supply" : "Credit Note";
    const [, from, to] = adminTaxExport.docs_csv
      .split("\r\n")
      .find((line) => line.startsWith(nature))!
      .split(",");
    expect(serial(document.number)).toBeGreaterThanOrEqual(serial(from!));
    expect(serial(document.number)).toBeLessThanOrEqual(serial(to!));
  }
  const month = Number(today.slice(5, 7));
  const year = Number(today.slice(0, 4)) - (month < 4 ? 1 : 0);
  const quarter = `${year}-${String((year + 1) % 100).padStart(2, "0")}-Q${month >= 4 ? Math.ceil((month - 3) / 3) : 4}`;
  const { adminTcsReport } = await staff<{ adminTcsReport: { csv: string } }>(
    "query ($quarter: String!) { adminTcsReport(quarter: $quarter) { csv } }",
    { quarter },
  );
  const rows = adminTcsReport.csv.split("\r\n").filter((line) => line.startsWith("ABCPM1234K,02,Kavya Menon,"));
  expect(rows.map((row) => row.split(",")[3])).toEqual(invoices.map((invoice) => invoice.number));
});
