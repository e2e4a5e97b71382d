// A traveller's walk through a trek and an activity on a 390 px phone: the date choice
// agrees with itself (a month chooses its first open date, and the price line and the sticky bar
// follow), a date the package is not offered on cannot be chosen, an activity shows its price and an
// action on the first screen, the login after "Book now" keeps the trip in sight, and every tap
// target is big enough (WCAG 2.5.8, aiming at 44 px). Expectations come from the API over HTTP, so
// they follow the demo content whatever today is; `visit` scans each page with axe.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures.ts";
import { priceOf, trekData } from "../trek-data.ts";

const SLUG = "kedarkantha-trek";
const PATH = `/tours/${SLUG}`;
const ACTIVITY = "/activities/dubai-desert-safari-bbq-dinner";

test.use({ viewport: { width: 390, height: 844 } });

const rupees = (amount: number) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 }).format(amount);

const booking = (page: Page): Locator => page.getByRole("region", { name: /^Book / });
const bar = (page: Page): Locator => page.locator("[data-sticky-booking-bar]");
const input = (page: Page, value: string): Locator => booking(page).locator(`input[value="${value}"]`);
const label = (page: Page, value: string): Locator =>
  booking(page).locator("label", { has: page.locator(`input[value="${value}"]`) });

/** "5 December 2026", as the page writes a date. */
function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const name = new Date(Date.UTC(year, month - 1, day)).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });
  return `${day} ${name} ${year}`;
}

/**
 * Tap targets of the page's main content that are too small: under 44 x 44 px, unless at least
 * 24 x 24 with nothing else to tap within a 44 px circle around its centre (WCAG 2.5.8's spacing,
 * at this site's 44 px aim). Links inside a sentence are exempt (WCAG's inline exception); a
 * visually hidden radio's target is its label.
 */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Sections below the fold skip layout (content-visibility): lay them out to measure them.
    for (const section of document.querySelectorAll<HTMLElement>("main section")) {
      section.style.contentVisibility = "visible";
    }
    const candidates = document.querySelectorAll<HTMLElement>(
      "main a[href], main button, main input, main select, main textarea, main summary",
    );
    const targets: { element: HTMLElement; rect: DOMRect; name: string }[] = [];
    for (const candidate of candidates) {
      if ((candidate as HTMLInputElement).disabled) continue;
      const element = candidate instanceof HTMLInputElement ? (candidate.closest("label") ?? candidate) : candidate;
      const style = getComputedStyle(element);
      // A link stretched over its card by an absolute ::after is as big as the card.
      const stretched =
        getComputedStyle(element, "::after").position === "absolute" && element.offsetParent instanceof HTMLElement;
      const rect = (stretched ? (element.offsetParent as HTMLElement) : element).getBoundingClientRect();
      if (style.visibility === "hidden" || style.display === "none" || rect.width === 0 || rect.height === 0) continue;
      const inSentence =
        element.tagName === "A" &&
        style.display === "inline" &&
        (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
      if (inSentence) continue;
      if (targets.some((target) => target.element === element)) continue;
      targets.push({
        element,
        rect,
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`,
      });
    }
    const centre = (rect: DOMRect) => ({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
    const small: string[] = [];
    for (const target of targets) {
      const { width, height } = target.rect;
      if (width >= 43.5 && height >= 43.5) continue;
      const here = centre(target.rect);
      const crowded = targets.some((other) => {
        if (other === target || other.element.contains(target.element) || target.element.contains(other.element)) {
          return false;
        }
        const there = centre(other.rect);
        // The nearest point of the other target to this one's centre.
        const nearestX = Math.max(other.rect.left, Math.min(here.x, other.rect.right));
        const nearestY = Math.max(other.rect.top, Math.min(here.y, other.rect.bottom));
        return (
          Math.hypot(nearestX - here.x, nearestY - here.y) < 22 && Math.hypot(there.x - here.x, there.y - here.y) > 0
        );
      });
      if (width >= 24 && height >= 24 && !crowded) continue;
      small.push(`${target.name} ${Math.round(width)}x${Math.round(height)}${crowded ? " (crowded)" : ""}`);
    }
    return small;
  });
}

test("@phone choosing the January tab chooses a January date, and the price line and the sticky bar follow", async ({
  page,
  request,
  visit,
}) => {
  const trek = await trekData(request, SLUG);
  const first = trek.packages[0]!;
  const january = trek.events.find((event) => event.start_date.slice(5, 7) === "01" && priceOf(first, event) !== null);
  expect(january, "the demo trek has January departures").toBeDefined();
  await visit(PATH);
  await label(page, january!.start_date.slice(0, 7)).click();

  await expect(input(page, january!.start_date)).toBeChecked();
  const price = rupees(priceOf(first, january!)!);
  await expect(booking(page).getByTestId("trek-price")).toHaveText(price);
  await expect(booking(page)).toContainText(`departing ${longDate(january!.start_date)}`);
  await expect(bar(page).getByTestId("bar-price")).toHaveText(price);
  const [, month, day] = january!.start_date.split("-").map(Number) as [number, number, number];
  const shortMonth = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString("en-GB", {
    month: "short",
    timeZone: "UTC",
  });
  await expect(bar(page)).toContainText(`${day} ${shortMonth.slice(0, 3)}`);
  // "Book now" books the date on screen.
  await expect(bar(page).getByRole("link", { name: "Book now" })).toHaveAttribute(
    "href",
    `/tours/${trek.id}/register?packageId=${first.id}&date=${january!.start_date}`,
  );
  // Beside the price: GST, the total for the travellers chosen, the cancellation terms.
  await expect(booking(page).getByTestId("tax-note")).toHaveText("+ 5% GST at booking");
  // Two travellers, on a date with two seats: the stepper stops at a date's seats, and other tests book
  // seats on these dates.
  const roomy = trek.events.find(
    (event) => event.start_date.slice(5, 7) === "01" && priceOf(first, event) !== null && event.available_seats >= 2,
  );
  expect(roomy, "a January departure with two seats").toBeDefined();
  await label(page, roomy!.start_date).click();
  await booking(page).getByRole("button", { name: "One traveller more" }).click();
  const twoWithGst = (priceOf(first, roomy!)! * 2 * 105) / 100;
  await expect(booking(page).getByTestId("group-total")).toContainText(
    new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: Number.isInteger(twoWithGst) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(twoWithGst),
  );
  await expect(booking(page).getByRole("link", { name: "Cancellation terms" })).toHaveAttribute("href", "#policies");
  // And the part payment that secures the seats, as the trip sets it.
  expect(trek.booking_amount_per_person).not.toBeNull();
  await expect(booking(page).getByTestId("booking-amount")).toHaveText(
    `Book with ${new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }).format(
      trek.booking_amount_per_person!,
    )} per person; the balance is due ${trek.balance_due_days} days before departure.`,
  );
});

test("@phone a date the chosen package is not offered on is shown as such and cannot be chosen", async ({
  page,
  request,
  visit,
}) => {
  const trek = await trekData(request, SLUG);
  // A package and a date it is not offered on, in a month where it is offered on another date.
  const pair = trek.packages
    .flatMap((pkg) => trek.events.map((event) => ({ pkg, event })))
    .find(
      ({ pkg, event }) =>
        priceOf(pkg, event) === null &&
        trek.events.some(
          (other) => other.start_date.slice(0, 7) === event.start_date.slice(0, 7) && priceOf(pkg, other) !== null,
        ),
    );
  expect(pair, "the demo trek has a package that skips some dates").toBeDefined();
  const { pkg, event } = pair!;
  await visit(`${PATH}?packageId=${pkg.id}`);
  await label(page, event.start_date.slice(0, 7)).click();
  const chosen = await booking(page).locator('input[name="date"]:checked').getAttribute("value");

  await expect(input(page, event.start_date)).toBeDisabled();
  await expect(label(page, event.start_date)).toContainText("Not offered with this package");
  await expect(label(page, event.start_date)).not.toContainText("seats left");
  await label(page, event.start_date).click({ force: true });
  await expect(input(page, event.start_date)).not.toBeChecked();
  await expect(booking(page).locator(`input[value="${chosen}"]`)).toBeChecked();
  await expect(booking(page)).not.toContainText("This package is not offered on");
});

test("@phone an activity shows its price, what it is per, its duration, the cancellation line and an action on the first screen", async ({
  page,
  request,
  visit,
}) => {
  const response = await request.post("/api/graphql", {
    data: {
      query: `query($slug: String!) { activity(slug: $slug) { price price_for duration cancellation_policy } }`,
      variables: { slug: ACTIVITY.split("/").pop() },
    },
  });
  const { activity } = (
    (await response.json()) as {
      data: { activity: { price: number; price_for: string; duration: string; cancellation_policy: string } };
    }
  ).data;
  await visit(ACTIVITY);
  const first = page.getByTestId("activity-first-screen");
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(first).toContainText(rupees(activity.price));
  await expect(first).toContainText(activity.price_for);
  await expect(first).toContainText(activity.cancellation_policy.split(". ")[0]!);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.locator("main").getByText(activity.duration).first()).toBeInViewport();
  // The sticky bar keeps the price and the action at hand all the way down.
  await page.getByRole("heading", { name: "Similar activities" }).scrollIntoViewIfNeeded();
  await expect(bar(page)).toBeInViewport();
  await expect(bar(page)).toContainText(rupees(activity.price));
  await expect(bar(page).getByRole("link", { name: "Book" })).toHaveAttribute("href", "#enquire");
  await expect(page.locator("[data-chat-button]"), "the bar carries the chat").toBeHidden();
});

test("@phone the login after Book now keeps the trip, the date, the package and the price in sight", async ({
  page,
  request,
  visit,
}) => {
  const trek = await trekData(request, SLUG);
  const first = trek.packages[0]!;
  const earliest = trek.events.find((event) => priceOf(first, event) !== null)!;
  await visit(PATH);
  await bar(page).getByRole("link", { name: "Book now" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  const summary = page.getByRole("region", { name: "You are booking" });
  await expect(summary).toContainText(trek.name);
  await expect(summary).toContainText(first.name);
  await expect(summary).toContainText(longDate(earliest.start_date));
  await expect(summary).toContainText(rupees(priceOf(first, earliest)!));
  await expect(summary).toBeInViewport();
  await expect(page.getByRole("textbox", { name: "Mobile number" })).toBeVisible();
});

test("@phone the trek and activity pages have room for a thumb on every tap target, and share and save", async ({
  page,
  visit,
}) => {
  // Three whole pages, each scanned by axe, and every tap target of two measured: a walk, not a step.
  test.slow();
  for (const path of [PATH, ACTIVITY]) {
    await visit(path);
    expect(await smallTapTargets(page), `small tap targets on ${path}`).toEqual([]);
  }
  await visit(PATH);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "Saved", exact: true }), "kept on the device").toBeVisible();
  const whatsapp = page.locator("main").getByRole("link", { name: "Share on WhatsApp" });
  expect(decodeURIComponent((await whatsapp.getAttribute("href"))!)).toContain(`${PATH}`);
  await expect(page.getByRole("region", { name: "Similar trips" }).getByTestId("similar-trip").first()).toBeVisible();
});
