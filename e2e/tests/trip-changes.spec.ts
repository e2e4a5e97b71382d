// Changing a booking instead of losing it, in Chromium: a traveller moves a paid booking to another
// date and pays the difference (the fee); a traveller cancels for trip credit and spends it on a new
// booking; the trip desk cancels a departure and the traveller takes credit with the bonus. Each uses
// a trip of its own (no other spec books them), its departures read from the API so the spec follows
// the demo content whatever today is. Every screen is scanned with axe.
import type { APIRequestContext, Page } from "@playwright/test";
import { staffToken } from "../admin-steps.ts";
import {
  fillTraveller,
  gstOn,
  logInHere,
  money,
  priceOf,
  type TrekData,
  traveller,
  trekData,
} from "../booking-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

interface Choice {
  trek: TrekData;
  pkg: TrekData["packages"][number];
  events: TrekData["events"];
}

/** The trip's departures of its first package with a seat, starting more than two weeks from now. */
async function choose(request: APIRequestContext, slug: string): Promise<Choice> {
  const trek = await trekData(request, slug);
  const pkg = trek.packages[0]!;
  const earliest = new Date(Date.now() + 16 * 86_400_000).toISOString().slice(0, 10);
  const events = trek.events.filter(
    (event) => event.available_seats >= 1 && event.start_date >= earliest && priceOf(pkg, event) !== null,
  );
  expect(events.length, `${slug}: two departures more than two weeks out`).toBeGreaterThanOrEqual(2);
  return { trek, pkg, events };
}

async function scanned(page: Page) {
  await page.waitForLoadState("networkidle");
  await expectNoAxeViolations(page);
}

/** Registration for one traveller on a departure (logging in on the way the first time); ends on /pay. */
async function holdOneSeat(
  page: Page,
  choice: Choice,
  event: TrekData["events"][number],
  workerIndex: number,
  login: boolean,
) {
  await page.goto(`/tours/${choice.trek.id}/register?packageId=${choice.pkg.id}&date=${event.start_date}`);
  if (login) await logInHere(page, workerIndex);
  await fillTraveller(traveller(page, 1), { first: "Nisha", last: "Rao", dob: "1992-03-14", gender: "Female" });
  await page.getByRole("button", { name: "Hold 1 seat" }).click();
  await expect(page).toHaveURL(/\/pay\?booking=\d+$/);
}

async function payOnSandbox(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/payments\/sandbox\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(amount);
  await page.getByLabel("UPI id").fill("nisha.rao@okaxis");
  await page.getByRole("button", { name: `Pay ${amount}` }).click();
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible();
}

const totalOf = (choice: Choice, event: TrekData["events"][number]) => {
  const subtotal = priceOf(choice.pkg, event)! * 100;
  return subtotal + gstOn(subtotal);
};

test("a traveller moves a paid booking to another date and pays the difference", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const choice = await choose(request, "kashmir-winter-escape");
  const [first, ...others] = choice.events;
  const total = totalOf(choice, first!);
  // A date that costs at least as much: the fee and any difference are left to pay.
  const second = others.find((event) => totalOf(choice, event) >= total);
  expect(second, "a later date at the same price or more").toBeDefined();
  await holdOneSeat(page, choice, first!, testInfo.workerIndex, true);
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await payOnSandbox(page, money(total));

  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed" });
  const reference = (await card.getByText(/^PJ-/).textContent())!;
  await card.getByRole("button", { name: `Change date of booking ${reference}` }).click();
  await card.getByLabel(`New date for booking ${reference}`).selectOption({ value: `${second!.id}:${choice.pkg.id}` });
  // The server's figures before confirming: the fee and what is left to pay.
  await expect(card.getByText("Transfer fee", { exact: true }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    /₹/,
  );
  const due = (await card.getByText("To pay after the move").locator("xpath=following-sibling::dd[1]").textContent())!;
  await scanned(page);
  await card.getByRole("button", { name: "Move my booking" }).click();

  const moved = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(moved).toContainText(`Balance of ${due} due`);
  await moved.getByRole("link", { name: `Pay balance for booking ${reference}` }).click();
  await page.getByRole("button", { name: `Pay ${due}` }).click();
  await payOnSandbox(page, due);
  await expect(page.getByText("Confirmed - fully paid")).toBeVisible();
  await page.getByRole("link", { name: "Go to my bookings" }).click();
  const after = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: reference });
  await expect(after).toContainText("Confirmed - fully paid");
  // Moved once: the change of date is no longer offered.
  await expect(after.getByRole("button", { name: /^Change date/ })).toHaveCount(0);
});

test("a traveller cancels for trip credit and spends it on a new booking", async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const choice = await choose(request, "ladakh-road-trip");
  const [first, second] = choice.events;
  const total = totalOf(choice, first!);
  await holdOneSeat(page, choice, first!, testInfo.workerIndex, true);
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await payOnSandbox(page, money(total));
  await page.getByRole("link", { name: "Go to my bookings" }).click();

  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed" });
  const reference = (await card.getByText(/^PJ-/).textContent())!;
  await card.getByRole("button", { name: `Cancel booking ${reference}` }).click();
  // The cash refund and the credit, side by side, before confirming.
  const cash = card.getByRole("radio", { name: /^Refund ₹/ });
  const credit = card.getByRole("radio", { name: /^Trip credit ₹/ });
  await expect(cash).toBeChecked();
  const creditText = (await credit.locator("xpath=..").textContent())!;
  const creditAmount = creditText.match(/Trip credit (₹[\d,.]+)/)![1]!;
  await scanned(page);
  await credit.check();
  await card.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByTestId("credit-balance")).toHaveText(creditAmount);

  // A new booking, paid with the credit first and the rest at the gateway.
  await holdOneSeat(page, choice, second!, testInfo.workerIndex, false);
  const newTotal = totalOf(choice, second!);
  await page.getByRole("button", { name: /with trip credit$/ }).click();
  const creditPaise = Math.round(Number(creditAmount.replace(/[₹,]/g, "")) * 100);
  const rest = newTotal - Math.min(creditPaise, newTotal);
  if (rest > 0) {
    await page.getByRole("button", { name: `Pay ${money(rest)}` }).click();
    await payOnSandbox(page, money(rest));
    await page.getByRole("link", { name: "Go to my bookings" }).click();
  } else {
    await expect(page).toHaveURL(/\/dashboard/);
  }
  await expect(
    page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Confirmed - fully paid" }),
  ).toHaveCount(1);
  await expect(page.getByTestId("credit-balance")).toHaveText(money(Math.max(0, creditPaise - newTotal)));
  await scanned(page);
});

test("the trip desk cancels a departure and the traveller takes credit with the bonus", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const choice = await choose(request, "spiti-valley-road-trip");
  const event = choice.events.at(-1)!;
  const total = totalOf(choice, event);
  await holdOneSeat(page, choice, event, testInfo.workerIndex, true);
  await page.getByRole("button", { name: `Pay ${money(total)}` }).click();
  await payOnSandbox(page, money(total));

  const token = await staffToken(request);
  const cancelled = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: `mutation ($e: Int!) { adminCancelDeparture(eventId: $e, reason: "Heavy snow has closed the Kunzum Pass") { cancelled_bookings } }`,
      variables: { e: event.id },
    },
  });
  const answer = (await cancelled.json()) as { data?: { adminCancelDeparture: { cancelled_bookings: number } } };
  expect(answer.data?.adminCancelDeparture.cancelled_bookings).toBeGreaterThanOrEqual(1);

  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: choice.trek.name }).filter({ hasText: "Kunzum Pass" });
  await expect(card).toContainText("We cancelled this departure: Heavy snow has closed the Kunzum Pass");
  const withBonus = total + Math.floor(total / 10);
  await scanned(page);
  await card.getByRole("button", { name: `Trip credit of ${money(withBonus)}` }).click();
  await expect(card).toContainText(`You chose trip credit of ${money(withBonus)}.`);
  await expect(page.getByTestId("credit-balance")).toHaveText(money(withBonus));
});
