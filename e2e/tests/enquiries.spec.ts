// Enquiries on a 390 px phone, and what the trip desk sees of them: /contact takes a general question
// without a travel date and confirms it in place of the form, where it stays (not a toast that
// fades), with a reference short enough to read out and the calling hours the page itself gives;
// /customize asks who is travelling (adults, children with their ages) and a budget per person,
// brings its confirmation into view with the focus, and the desk finds the request by that short
// reference and reads the party as it was given. Every screen is scanned with axe.
import { adminContextPage, staffToken } from "../admin-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use({ viewport: { width: 390, height: 844 } });

/** Names take letters only: the time, its digits written as letters, keeps reruns apart. */
function stamp(): string {
  return Date.now()
    .toString()
    .replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
}

test("/contact takes a general question without a date and confirms it with a short reference and the calling hours", async ({
  page,
  visit,
}) => {
  await visit("/contact");
  const hours = await page
    .getByRole("listitem")
    .filter({ hasText: /^Calls: / })
    .textContent();
  const form = page.getByRole("main").locator("form");
  await expect(form.getByLabel("Travel date")).not.toHaveAttribute("required");
  await form.getByLabel("Full name").fill(`Arun ${stamp()}`);
  await form.getByLabel("Mobile number").fill(`98${String(Date.now()).slice(-8)}`);
  await form.getByLabel("Email").fill("arun@example.com");
  await form.getByLabel("Message").fill("Do you help with visas for Bali?");
  await form.getByRole("button", { name: "Send enquiry" }).click();

  const received = page.getByRole("region", { name: "Enquiry received" });
  await expect(received).toBeFocused();
  await expect(received.getByText(/^EQ-[2-9A-Z]{6}$/)).toBeVisible();
  // The hours it promises are the page's own.
  expect(hours).toMatch(/^Calls: (.+)$/);
  await expect(received).toContainText(`our calling hours: ${hours!.replace(/^Calls: /, "")}`);
  await expectNoAxeViolations(page);
  // It stays: still there after a toast would have gone.
  await page.waitForTimeout(2_500);
  await expect(received).toBeVisible();
  await received.getByRole("button", { name: "Send another message" }).click();
  await expect(form.getByLabel("Full name")).toHaveValue("");
});

test("/customize asks who travels and a budget, and the desk reads it by the short reference", async ({
  page,
  visit,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await visit("/customize");
  const form = page.getByRole("form", { name: "Customized trip request" });
  const name = `Nisha ${stamp()}`;
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel("Where would you like to go?").fill("Kerala backwaters");
  await form.getByLabel("Start date").fill(start);
  await form.getByLabel("How many days?").fill("6");
  await form.getByLabel("Who is travelling?").selectOption({ label: "Family" });
  await form.getByLabel("What kind of trip?").selectOption({ label: "Relaxed holiday" });
  await form.getByLabel("Adults").fill("2");
  await form.getByLabel(/^Children/).fill("2");
  // Each child's age, one box each; a missing age is refused beside them.
  await form.getByLabel("Child 1").fill("4");
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("Mobile number").fill(`97${String(Date.now()).slice(-8)}`);
  await form.getByLabel("Email").fill("nisha@example.com");
  await form.getByRole("button", { name: "Send my request" }).click();
  await expect(form.getByText("Enter each child's age")).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel("Child 2").fill("9");
  await form.getByLabel(/^Budget per person/).fill("40,000");
  await form.getByRole("button", { name: "Send my request" }).click();

  const received = page.getByRole("region", { name: "Request received" });
  await expect(received).toBeFocused();
  await expect(page.getByRole("heading", { name: "Request received" })).toBeInViewport();
  const reference = (await received.getByText(/^EQ-[2-9A-Z]{6}$/).textContent())!;
  await expectNoAxeViolations(page);

  // The desk, from the reference read out on a call.
  const staff = await adminContextPage(browser, baseURL!, await staffToken(request));
  const desk = staff.page;
  await desk.goto(`/admin/enquiries?q=${reference.toLowerCase()}`);
  await desk.getByRole("link", { name }).first().click();
  const details = desk.getByRole("main");
  await expect(details).toContainText(`Reference${reference}`);
  await expect(details).toContainText("Travellers4: 2 adults and 2 children (ages 4 and 9)");
  await expect(details).toContainText("Budget per person₹40,000");
  await desk.waitForLoadState("networkidle");
  await expectNoAxeViolations(desk);
  expect(staff.problems).toEqual([]);
  await staff.close();
});
