// Personal data where it is collected (docs/api.md, "Notices at collection" and "Children"): the
// registration form's notice with its links, a 15-year-old booked by a parent who says so (refused
// until they do, then held with the declaration), the footer's newsletter notice, and the privacy
// page naming the grievance officer and the Data Protection Board. Every screen is scanned with axe.
import { readFile } from "node:fs/promises";
import { adminContextPage, parseCsv, staffToken } from "../admin-steps.ts";
import { fillTraveller, freshDigits, logInHere, traveller, trekData } from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

// A trip no other spec books (its minimum age is 1, so a 15-year-old may come).
const SLUG = "kerala-backwaters-escape";
// The demo company's grievance officer (packages/domain/src/company.ts), as the privacy page must name them.
const OFFICER = { name: "Lakshmi Narayanan", email: "grievance@parvatjourneys.example" };

/** A date of birth `years` before `on`'s date `daysAfter` days later (calendar dates, no time zone). */
function bornBefore(on: string, years: number, daysAfter = 0): string {
  const birthday = new Date(`${on}T00:00:00Z`);
  birthday.setUTCDate(birthday.getUTCDate() + daysAfter);
  const day = birthday.toISOString().slice(0, 10);
  return `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;
}

test("book a 15-year-old: the notice says what is asked and why, the parent must say so, the seats are held, and staff see the guardian", async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const trek = await trekData(request, SLUG);
  const pkg = trek.packages[0]!;
  const event = trek.events.find((candidate) => candidate.available_seats >= 2)!;
  expect(event, "a departure with room for two").toBeTruthy();

  await page.goto(`/tours/${trek.id}/register?packageId=${pkg.id}&date=${event.start_date}`);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await logInHere(page, testInfo.workerIndex);
  await expect(page).toHaveURL(new RegExp(`/tours/${trek.id}/register`));

  // The notice at collection: what, why, how long, who sees it, and the ways out.
  const notice = page.getByRole("region", { name: "What we ask for here, and why" });
  await expect(notice).toContainText("Each traveller's mobile number");
  await expect(notice).toContainText("under 18: your name and how you are related to them");
  await expect(notice.getByRole("link", { name: "your message settings" })).toHaveAttribute(
    "href",
    "/dashboard#how-we-reach-you",
  );
  await expect(notice.getByRole("link", { name: "your rights" })).toHaveAttribute("href", "/privacy#your-rights");

  await fillTraveller(traveller(page, 1), { first: "Meera", last: "Rao", dob: "1985-04-20", gender: "Female" });
  await page.getByRole("button", { name: "Add traveller" }).click();
  // 15 on the start date: their sixteenth birthday is ten days after it.
  await fillTraveller(traveller(page, 2), {
    first: "Anika",
    last: "Rao",
    phone: freshDigits(testInfo.workerIndex),
    dob: bornBefore(event.start_date, 16, 10),
    gender: "Female",
  });
  const declaration = traveller(page, 2).getByRole("group", { name: "A traveller under 18" });
  await expect(declaration).toContainText("Only their parent or lawful guardian can book them");
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);

  // Not without the parent's word: each part is asked for beside it, and nothing is held.
  await page.getByRole("button", { name: "Hold 2 seats" }).click();
  await expect(
    declaration.getByText("Tick the box to say you are this traveller's parent or lawful guardian"),
  ).toBeVisible();
  await expect(declaration.getByLabel("I am this traveller's parent or lawful guardian")).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/tours/${trek.id}/register`));
  await expectNoAxeViolations(page);

  await declaration.getByLabel("I am this traveller's parent or lawful guardian").check();
  await declaration.getByLabel("Your full name (parent or guardian)").fill("Meera Rao");
  await declaration.getByLabel("You are their").selectOption({ label: "Parent" });
  await page.getByRole("button", { name: "Hold 2 seats" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
  await expect(page.getByText("Anika Rao")).toBeVisible();

  // The API keeps the declaration with the traveller, for the account to see.
  const bookingId = new URL(page.url()).searchParams.get("booking");
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem("credentials") ?? "{}").token as string);
  const answer = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: "query($id: ID!) { booking(id: $id) { participants { first_name guardian { name relation } } } }",
      variables: { id: bookingId },
    },
  });
  const booking = ((await answer.json()) as { data: { booking: { participants: unknown[] } } }).data.booking;
  expect(booking.participants).toEqual([
    { first_name: "Meera", guardian: null },
    { first_name: "Anika", guardian: { name: "Meera Rao", relation: "parent" } },
  ]);

  // The trip desk sees who booked the child, on the booking's page and on the departure's manifest.
  const staff = await adminContextPage(browser, baseURL!, await staffToken(request));
  await staff.page.goto(`/admin/bookings/${bookingId}`);
  const travellers = staff.page.getByRole("region", { name: "Travellers", exact: true });
  await expect(travellers).toContainText("Under 18: booked by Meera Rao (parent), declared");
  await staff.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(staff.page);
  await staff.page.goto(`/admin/departures/${event.id}/manifest`);
  await expect(staff.page.getByRole("row").filter({ hasText: "Anika Rao" })).toContainText(
    "Guardian: Meera Rao (parent)",
  );
  // And in the manifest's spreadsheet, in the child's row.
  const [download] = await Promise.all([
    staff.page.waitForEvent("download"),
    staff.page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const [header, ...rows] = parseCsv((await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, ""));
  const column = (name: string) => header!.indexOf(name);
  expect(
    rows
      .filter((cells) => cells[column("Last name")] === "Rao")
      .map((cells) => [cells[column("First name")], cells[column("Guardian")]]),
  ).toEqual([
    ["Meera", ""],
    ["Anika", "Meera Rao (parent)"],
  ]);
  await staff.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(staff.page);
  expect(staff.problems).toEqual([]);
  await staff.close();
});

test("the newsletter says what the address is for, and the privacy page names the grievance officer and the Board", async ({
  page,
  visit,
}) => {
  await visit("/privacy");
  const footerNotice = page.locator("footer [data-notice=newsletter]");
  await expect(footerNotice).toContainText("to send our travel letter");
  await expect(footerNotice).toContainText("subscribe only if you are 18 or over");
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
    "aria-describedby",
    (await footerNotice.getAttribute("id"))!,
  );

  const contact = page.locator("section", { has: page.locator("h2#contact") });
  await expect(contact).toContainText(OFFICER.name);
  await expect(contact.getByRole("link", { name: OFFICER.email })).toHaveAttribute("href", `mailto:${OFFICER.email}`);
  await expect(contact).toContainText("Data Protection Board of India");
  await expect(contact).toContainText("within 30 days");
  const retention = page.locator("section", { has: page.locator("h2#retention") });
  await expect(retention).toContainText("erased 30 days after the trip ends");
  await expect(retention).toContainText("72 months");
  await expect(retention).not.toContainText("8 years");
  await expect(page.locator("section", { has: page.locator("h2#children") })).toContainText(
    "I am this traveller's parent or lawful guardian",
  );
});
