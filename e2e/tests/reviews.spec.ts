// Reviews from travellers who went, end to end, on a site of this spec's own: its clock is moved past
// a departure's end, which the shared site's other specs must never see. A traveller books and pays
// (the trip desk records the money), the departure ends, the link arrives by WhatsApp (the fake MSG91), the
// traveller reviews with a photo, staff approve it in the back office, and the trek page shows it with
// the new rating, its JSON-LD too. Every page is scanned with axe.
// Journey walked: a review with a photo, the traveller on a phone (390 px, touch), staff at 1366 px;
// the invitation's message has no date in digits, and the traveller's screens are screenshot (figures.ts).
import sharp from "sharp";
import { adminContextPage, STAFF_DIGITS } from "../admin-steps.ts";
import { freshDigits } from "../booking-steps.ts";
import { clockSite } from "../clock-site.ts";
import { DESK_SCREEN, expectMessageFigures, messageTo, screenshots, TRAVELLER_PHONE } from "../figures.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

test.use(TRAVELLER_PHONE);

const SLUG = "kedarkantha-trek";

const site = clockSite("reviews", 5);
const { graphql, logIn } = site;

test.describe.configure({ mode: "serial", timeout: 120_000 });

interface Rating {
  treks: {
    review_count: number;
    average_rating: number | null;
    events: { id: number; start_date: string; end_date: string; available_seats: number }[];
    packages: { id: number }[];
  }[];
}

function trek() {
  return graphql<Rating>(
    `query ($slug: String!) { treks(slug: $slug) { review_count average_rating
      events { id start_date end_date available_seats } packages { id } } }`,
    { slug: SLUG },
  ).then((data) => data.treks[0]!);
}

/** A phone photo, with the place it was taken in its EXIF. */
function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5b7f95" } })
    .withExif({ IFD0: { Make: "PocketCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 1/1 25/1" } })
    .jpeg()
    .toBuffer();
}

test("after the trip, a traveller reviews it with a photo, staff approve, and the trek page shows the new rating", async ({
  page,
  browser,
}, testInfo) => {
  const shots = screenshots(testInfo, "review");
  // A traveller books the first departure with seats, and the trip desk records the whole price.
  const before = await trek();
  const event = before.events.find((candidate) => candidate.available_seats > 0)!;
  const digits = freshDigits(testInfo.workerIndex);
  const travellerToken = await logIn(digits);
  const { createBooking: booking } = await graphql<{ createBooking: { id: string; total_paise: number } }>(
    "mutation ($input: CreateBookingInput!) { createBooking(input: $input) { id total_paise } }",
    {
      input: {
        idempotencyKey: `reviews-${digits}`,
        eventId: event.id,
        packageId: before.packages[0]!.id,
        participants: [
          {
            first_name: "Nandini",
            last_name: "Rao",
            country_code: "+91",
            phone: digits,
            dob: "1992-04-11",
            gender: "female",
          },
        ],
      },
    },
    travellerToken,
  );
  const staffToken = await logIn(STAFF_DIGITS);
  await graphql(
    `mutation ($id: ID!, $amount: Int!) { adminRecordOfflinePayment(bookingId: $id, amountPaise: $amount, method: cash, reference: "RCPT-E2E-1") { status } }`,
    { id: booking.id, amount: booking.total_paise },
    staffToken,
  );

  // The departure ends: the server's clock moves past its last day.
  const today = new Date().toISOString().slice(0, 10);
  const days = Math.round((Date.parse(event.end_date) - Date.parse(today)) / 86_400_000) + 2;
  const moved = await site.api.post("/__test/clock", { data: { days } });
  const sweep = (await moved.json()) as { bookingsCompleted: number; invitesSent: number };
  expect(sweep.bookingsCompleted).toBeGreaterThanOrEqual(1);
  expect(sweep.invitesSent).toBeGreaterThanOrEqual(1);

  // The link arrives by WhatsApp (the template's last parameter).
  let link = "";
  await expect
    .poll(
      () => {
        link =
          site.fake.whatsapp
            .find((message) => message.mobile === `91${digits}` && message.template === "review_invite")
            ?.parameters.at(-1) ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .toMatch(new RegExp(`^${site.baseURL}/review/[\\w-]{32}$`));
  const invite = await messageTo(
    async (mobile) => site.fake.whatsapp.filter((message) => message.mobile === mobile),
    digits,
    "review-invite",
  );
  expectMessageFigures(invite, {});

  // The traveller writes the review, with a photo.
  const reviewPage = await page.goto(link);
  expect(reviewPage?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/How was .+\?/);
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "5 stars" }).check();
  const text = "Snow from the second camp onwards and a summit sunrise we will never forget. Thank you, Ravi!";
  await page.getByRole("textbox", { name: "Your review" }).fill(text);
  await expect(page.getByText("No photos added yet.")).toBeVisible();
  await page.getByLabel("Add photos (up to 6)").setInputFiles({
    name: "summit.jpg",
    mimeType: "image/jpeg",
    buffer: await photoWithLocation(),
  });
  await expect(page.getByRole("list", { name: "Your photos" }).getByRole("img")).toHaveCount(1);
  // The count beside the picker says what is uploaded (never the browser's "No file chosen").
  await expect(page.getByText("1 of 6 photos added.")).toBeVisible();
  await expect(page.getByText("Add more photos (up to 6)")).toBeVisible();
  await expectNoAxeViolations(page);
  await shots.take(page, "write");
  await page.getByRole("button", { name: "Send review" }).click();
  await expect(page.getByRole("heading", { name: "Review received" })).toBeVisible();
  await shots.take(page, "received");

  // Nothing shows before approval.
  expect((await trek()).review_count).toBe(before.review_count);

  // Staff approve it in the back office (logged in again: the clock moved past the first login's day).
  const admin = await adminContextPage(browser, site.baseURL, await logIn(STAFF_DIGITS), { viewport: DESK_SCREEN });
  await admin.page.goto("/admin/reviews");
  const card = admin.page.getByRole("listitem").filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByRole("img", { name: "Photo by Nandini R." })).toBeVisible();
  await expectNoAxeViolations(admin.page);
  await card.getByRole("button", { name: "Approve" }).click();
  // It leaves the queue for the published reviews.
  await expect(card).toHaveCount(0);
  await admin.page.getByRole("link", { name: "Published" }).click();
  await expect(admin.page.getByRole("listitem").filter({ hasText: text })).toContainText("Approved by");
  expect(admin.problems).toEqual([]);
  await admin.close();

  // The trek page shows it, with the new rating, in its JSON-LD too.
  const after = await trek();
  expect(after.review_count).toBe(before.review_count + 1);
  await page.goto(`${site.baseURL}/tours/${SLUG}`);
  const reviews = page.locator("#reviews");
  await expect(reviews).toContainText(`Average of ${after.review_count} reviews`);
  await expect(reviews).toContainText(after.average_rating!.toFixed(1));
  const review = reviews.getByRole("listitem").filter({ hasText: text });
  const month = new Date(`${event.start_date}T00:00:00Z`).toLocaleString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  await expect(review).toContainText(`Went in ${month} · verified booking`);
  await expect(review.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(review.getByRole("img", { name: "Photo by Nandini R." })).toBeVisible();
  // And in the travellers' photos of the trip.
  await expect(page.locator("#traveller-photos").getByRole("img", { name: "Photo by Nandini R." })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain(`"reviewCount":${after.review_count}`);
  await expectNoAxeViolations(page);
  await review.scrollIntoViewIfNeeded();
  await shots.take(page, "trek-page");
});
