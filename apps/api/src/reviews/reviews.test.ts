// Reviews from travellers who went: who is asked and when, what a link allows, and that nothing is
// published, or counted in a trip's rating, before staff approve it.
import { auditLog, bookings, mediaUploads, reviewInvites, reviews } from "@parvat/db/schema";
import { REVIEW_EDIT_DAYS, REVIEW_INVITE_DAYS } from "@parvat/domain/review";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { book, logInAgain, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { outboxRows } from "../testing/message-test-kit.ts";
import {
  bookAndPay,
  createEndingTrip,
  daysLater,
  type EndingTrip,
  hasLocation,
  photoWithLocation,
  reviewLinksOf,
  startUploadEndpoint,
  tokenOf,
} from "../testing/review-test-kit.ts";
import { createTestApi, errorCodes, getGraphql, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let staffMember: Traveller;
/** The staff member, with a session fresh on the test clock (which the tests move by weeks). */
const staff = {
  get userId() {
    return staffMember.userId;
  },
  headers: {} as Record<string, string>,
};
let uploads: Awaited<ReturnType<typeof startUploadEndpoint>>;

beforeEach(async () => {
  staff.headers = (await logInAgain(test, staffMember.userId)).headers;
});

beforeAll(async () => {
  test = await createTestApi();
  staffMember = await logInStaff(test);
  uploads = await startUploadEndpoint(test);
});
afterAll(async () => {
  await uploads.close();
  await test.close();
});

const INVITE = /* GraphQL */ `
  query ($token: String!) {
    reviewInvite(token: $token) {
      trek_name trek_slug went_on traveller_name expires_at
      review { stars text status rejection_reason photos { id } }
    }
  }
`;
const SUBMIT = /* GraphQL */ `
  mutation ($token: String!, $input: ReviewInput!) { submitReview(token: $token, input: $input) { id status } }
`;
const EDIT = /* GraphQL */ `
  mutation ($token: String!, $input: ReviewInput!) { editReview(token: $token, input: $input) { id status } }
`;
const TREK = /* GraphQL */ `
  query ($slug: String!, $sort: ReviewSort) {
    treks(slug: $slug) {
      review_count average_rating
      reviews(sort: $sort) { id review star_rating user_name went_on reply images { id width } }
    }
  }
`;
const QUEUE = /* GraphQL */ `
  query ($status: ReviewStatus) {
    adminReviews(status: $status) { id status stars text user_name held_for trek_name went_on booking_reference photos { id } }
  }
`;
const MODERATE = /* GraphQL */ `
  mutation ($id: Int!, $decision: ReviewDecision!, $reason: String) {
    adminModerateReview(id: $id, decision: $decision, reason: $reason) { id status rejection_reason decided_by }
  }
`;
const REPLY = /* GraphQL */ `
  mutation ($id: Int!, $text: String!) { adminReplyToReview(id: $id, text: $text) { id reply } }
`;

const GOOD_TEXT = "Snow all the way to the summit and a leader who knew every stream crossing.";

interface TrekReviews {
  treks: {
    review_count: number;
    average_rating: number | null;
    reviews: {
      id: number;
      review: string;
      star_rating: number;
      user_name: string;
      went_on: string | null;
      reply: string | null;
      images: { id: number; width: number }[];
    }[];
  }[];
}

async function trekReviews(trip: EndingTrip, sort?: string) {
  const response = await getGraphql<TrekReviews>(test.api, TREK, { slug: trip.slug, ...(sort ? { sort } : {}) });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.treks[0]!;
}

function submit(token: string, input: Record<string, unknown>) {
  return postGraphql<{ submitReview: { id: number; status: string } }>(test.api, SUBMIT, { token, input });
}

function moderate(id: number, decision: "APPROVE" | "REJECT", reason?: string) {
  return postGraphql<{ adminModerateReview: { id: number; status: string; rejection_reason: string | null } }>(
    test.api,
    MODERATE,
    { id, decision, reason },
    staff.headers,
  );
}

/** `days` days on, the invitation sweep run, and the staff member's session renewed. */
async function later(days: number) {
  const result = await daysLater(test, days);
  staff.headers = (await logInAgain(test, staffMember.userId)).headers;
  return result;
}

/** A trip that has just ended, with one paid party of `names`, and the links its travellers were sent. */
async function endedTrip(names?: { first_name: string; last_name: string }[]) {
  const trip = await createEndingTrip(test);
  const party = await bookAndPay(test, trip, names);
  await later(7);
  const links = await reviewLinksOf(test, party.bookingId);
  return { trip, party, links, token: tokenOf([...links.values()][0]!) };
}

describe("invitations when a departure ends", () => {
  it("completes the paid bookings and sends each traveller one link, once", async () => {
    const trip = await createEndingTrip(test);
    const party = await bookAndPay(test, trip, [
      { first_name: "Asha", last_name: "Kulkarni" },
      { first_name: "Ravi", last_name: "Menon" },
    ]);
    // A traveller who booked and never paid did not go.
    const unpaid = await logInTraveller(test);
    const held = await book(test, unpaid, {
      eventId: trip.eventId,
      packageId: trip.packageId,
      participants: [participant()],
    });
    expect(held.body.errors).toBeUndefined();

    // Before the last day is over: nobody is asked.
    expect(await later(4)).toMatchObject({ invitesSent: 0 });
    expect((await reviewLinksOf(test, party.bookingId)).size).toBe(0);

    const first = await later(2);
    expect(first.invitesSent).toBeGreaterThanOrEqual(2);
    // Through the outbox: the lead (the booking's account) by its channels, the other traveller by phone.
    const sent = (await outboxRows(test.db, party.bookingId)).filter((row) => row.template === "review-invite");
    expect(sent.map((row) => [row.toPhone, row.accountId, row.transactional])).toEqual([
      [party.phones[0], party.account.userId, false],
      [party.phones[1], null, false],
    ]);
    const [booking] = await test.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, party.bookingId));
    expect(booking!.status).toBe("completed");
    const links = await reviewLinksOf(test, party.bookingId);
    expect([...links.keys()].sort()).toEqual([...party.phones].sort());
    expect(new Set(links.values()).size).toBe(2);
    const invites = await test.db.select().from(reviewInvites).where(eq(reviewInvites.eventId, trip.eventId));
    expect(invites.map((invite) => invite.travellerName).sort()).toEqual(["Asha K.", "Ravi M."]);
    // The held booking's traveller got nothing.
    expect(invites).toHaveLength(2);
    // Only the token's hash is kept.
    for (const link of links.values()) {
      expect(invites.some((invite) => invite.tokenHash === tokenOf(link))).toBe(false);
    }

    // The sweep runs again on every interval and on every copy: nothing is sent twice.
    expect(await later(0)).toEqual({ bookingsCompleted: 0, invitesSent: 0 });
    expect((await reviewLinksOf(test, party.bookingId)).size).toBe(2);
  });

  it("shows the traveller the trip and the departure the link is for", async () => {
    const { trip, token } = await endedTrip();
    const response = await getGraphql<{ reviewInvite: Record<string, unknown> }>(test.api, INVITE, { token });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data!.reviewInvite).toMatchObject({
      trek_slug: trip.slug,
      went_on: trip.startDate,
      traveller_name: "Asha K.",
      review: null,
    });
  });
});

describe("who may write", () => {
  it("refuses a link that was never sent: a traveller who did not go cannot review", async () => {
    for (const token of ["made-up-token", "x".repeat(32)]) {
      const response = await submit(token, { stars: 5, text: GOOD_TEXT });
      expect(errorCodes(response)).toEqual(["REVIEW_NOT_ALLOWED"]);
      expect(errorCodes(await getGraphql(test.api, INVITE, { token }))).toEqual(["REVIEW_NOT_ALLOWED"]);
    }
    expect(await test.db.$count(reviews, eq(reviews.review, GOOD_TEXT))).toBe(0);
  });

  it("refuses a traveller whose booking is no longer completed", async () => {
    const { party, token } = await endedTrip();
    await test.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, party.bookingId));
    expect(errorCodes(await submit(token, { stars: 4, text: GOOD_TEXT }))).toEqual(["REVIEW_NOT_ALLOWED"]);
  });

  it("takes one review per traveller per departure", async () => {
    const { token } = await endedTrip();
    const first = await submit(token, { stars: 4, text: GOOD_TEXT });
    expect(first.body.data?.submitReview.status).toBe("pending");
    const second = await submit(token, { stars: 1, text: "Changed my mind about the whole trip entirely." });
    expect(errorCodes(second)).toEqual(["REVIEW_EXISTS"]);
    const mine = await getGraphql<{ reviewInvite: { review: { stars: number } } }>(test.api, INVITE, { token });
    expect(mine.body.data!.reviewInvite.review.stars).toBe(4);
  });

  it("says what is wrong with a review, and stores nothing", async () => {
    const { token } = await endedTrip();
    const response = await submit(token, { stars: 9, text: "Nice.", photoIds: [1, 2, 3, 4, 5, 6, 7] });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(response.body.errors![0]!.extensions!.fields).toEqual({
      stars: "Choose 1 to 5 stars.",
      text: "Write at least 20 characters about the trip.",
      photoIds: "At most 6 photos.",
    });
    const mine = await getGraphql<{ reviewInvite: { review: unknown } }>(test.api, INVITE, { token });
    expect(mine.body.data!.reviewInvite.review).toBeNull();
  });

  it("lets the writer change it for 30 days, then the link expires", async () => {
    const { token } = await endedTrip();
    await submit(token, { stars: 3, text: GOOD_TEXT });
    test.clock.advance((REVIEW_EDIT_DAYS - 1) * 86_400);
    const edited = await postGraphql<{ editReview: { status: string } }>(test.api, EDIT, {
      token,
      input: { stars: 5, text: `${GOOD_TEXT} Changed after a second thought.` },
    });
    expect(edited.body.data?.editReview.status).toBe("pending");
    test.clock.advance(2 * 86_400);
    const late = await postGraphql(test.api, EDIT, { token, input: { stars: 1, text: GOOD_TEXT } });
    expect(errorCodes(late)).toEqual(["INVITE_EXPIRED"]);
    expect(errorCodes(await submit(token, { stars: 1, text: GOOD_TEXT }))).toEqual(["REVIEW_EXISTS"]);
    expect(errorCodes(await getGraphql(test.api, INVITE, { token }))).toEqual(["INVITE_EXPIRED"]);
  });

  it("opens the lead traveller's review from the booking card, for the booking's own account only", async () => {
    const { party, links } = await endedTrip([
      { first_name: "Asha", last_name: "Kulkarni" },
      { first_name: "Ravi", last_name: "Menon" },
    ]);
    const owner = await logInAgain(test, party.account.userId);
    const cardReview = async (headers: Record<string, string>) => {
      const response = await getGraphql<{ booking: { review: { path: string; written: boolean } | null } | null }>(
        test.api,
        `query ($id: ID!) { booking(id: $id) { review { path written } } }`,
        { id: String(party.bookingId) },
        headers,
      );
      expect(response.body.errors).toBeUndefined();
      return response.body.data!.booking?.review ?? null;
    };
    const before = await cardReview(owner.headers);
    expect(before).toMatchObject({ written: false, path: expect.stringMatching(/^\/review\/[^/]+$/) });
    const cardToken = tokenOf(before!.path);
    // Not the message's token (only its hash is stored), yet the same invitation: the lead's.
    expect(cardToken).not.toBe(tokenOf(links.get(party.phones[0]!)!));
    const opened = await getGraphql<{ reviewInvite: { traveller_name: string } }>(test.api, INVITE, {
      token: cardToken,
    });
    expect(opened.body.data?.reviewInvite.traveller_name).toBe("Asha K.");
    expect((await submit(cardToken, { stars: 5, text: GOOD_TEXT })).body.data?.submitReview.status).toBe("pending");
    // Written once, whichever link: the message's link now finds the card's review.
    expect(errorCodes(await submit(tokenOf(links.get(party.phones[0]!)!), { stars: 2, text: GOOD_TEXT }))).toEqual([
      "REVIEW_EXISTS",
    ]);
    expect(await cardReview(owner.headers)).toEqual({ path: before!.path, written: true });

    // A signed token names one invitation: changing its id or its signature opens nothing.
    const [id, mac] = cardToken.split(".") as [string, string];
    for (const forged of [`${Number(id) + 1}.${mac}`, `${id}.${mac.slice(0, -1)}${mac.endsWith("A") ? "B" : "A"}`]) {
      expect(errorCodes(await getGraphql(test.api, INVITE, { token: forged }))).toEqual(["REVIEW_NOT_ALLOWED"]);
    }
    // Someone else signed in sees no such booking; the review link expires with the invitation.
    expect(await cardReview((await logInTraveller(test)).headers)).toBeNull();
    test.clock.advance((REVIEW_EDIT_DAYS + 1) * 86_400);
    expect(await cardReview((await logInAgain(test, party.account.userId)).headers)).toBeNull();
  });

  it("expires a link left unused after the days to write a review", async () => {
    const { token } = await endedTrip();
    test.clock.advance((REVIEW_INVITE_DAYS - 5) * 86_400);
    expect(errorCodes(await getGraphql(test.api, INVITE, { token }))).toEqual([]);
    test.clock.advance(5 * 86_400);
    expect(errorCodes(await submit(token, { stars: 5, text: GOOD_TEXT }))).toEqual(["INVITE_EXPIRED"]);
  });
});

describe("moderation, and what travellers see", () => {
  it("publishes nothing before approval, and the rating follows the approved reviews only", async () => {
    const { trip, token } = await endedTrip();
    expect(await trekReviews(trip)).toMatchObject({ review_count: 0, average_rating: null, reviews: [] });

    const { id } = (await submit(token, { stars: 4, text: GOOD_TEXT })).body.data!.submitReview;
    expect(await trekReviews(trip)).toMatchObject({ review_count: 0, average_rating: null, reviews: [] });
    const queue = await postGraphql<{ adminReviews: { id: number; booking_reference: string }[] }>(
      test.api,
      QUEUE,
      { status: "PENDING" },
      staff.headers,
    );
    expect(queue.body.data!.adminReviews.map((row) => row.id)).toContain(id);

    const approved = await moderate(id, "APPROVE");
    expect(approved.body.data!.adminModerateReview).toMatchObject({
      status: "approved",
      decided_by: expect.any(String),
    });
    const shown = await trekReviews(trip);
    expect(shown).toMatchObject({ review_count: 1, average_rating: 4 });
    expect(shown.reviews).toEqual([
      expect.objectContaining({ id, star_rating: 4, user_name: "Asha K.", went_on: trip.startDate, reply: null }),
    ]);
    const audit = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(id))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "approve-review",
        staffUserId: staff.userId,
        before: { status: "pending", rejectionReason: null },
        after: { status: "approved", rejectionReason: null },
      }),
    ]);
  });

  it("never shows a rejected review, and tells its writer why", async () => {
    const { trip, token } = await endedTrip();
    const { id } = (await submit(token, { stars: 1, text: GOOD_TEXT })).body.data!.submitReview;
    expect(errorCodes(await moderate(id, "REJECT"))).toEqual(["BAD_USER_INPUT"]);
    const rejected = await moderate(id, "REJECT", "It is about another company's trip.");
    expect(rejected.body.data!.adminModerateReview).toMatchObject({ status: "rejected" });
    expect(await trekReviews(trip)).toMatchObject({ review_count: 0, average_rating: null, reviews: [] });
    const recent = await getGraphql<{ recentReviews: { id: number }[] }>(
      test.api,
      "{ recentReviews(limit: 24) { id } }",
    );
    expect(recent.body.data!.recentReviews.map((review) => review.id)).not.toContain(id);
    const mine = await getGraphql<{ reviewInvite: { review: Record<string, unknown> } }>(test.api, INVITE, { token });
    expect(mine.body.data!.reviewInvite.review).toMatchObject({
      status: "rejected",
      rejection_reason: "It is about another company's trip.",
    });
    expect(
      await test.db.$count(auditLog, and(eq(auditLog.action, "reject-review"), eq(auditLog.entityId, String(id)))),
    ).toBe(1);
  });

  it("holds a review with a phone number, an email address or a link", async () => {
    const { token } = await endedTrip();
    const response = await submit(token, {
      stars: 5,
      text: "Book direct with the guide: 98765 43210, or mail guide@example.com",
    });
    expect(response.body.data!.submitReview.status).toBe("held");
    const held = await postGraphql<{ adminReviews: { id: number; held_for: string }[] }>(
      test.api,
      QUEUE,
      { status: "HELD" },
      staff.headers,
    );
    expect(held.body.data!.adminReviews).toContainEqual(
      expect.objectContaining({
        id: response.body.data!.submitReview.id,
        held_for: "a phone number, an email address",
      }),
    );
  });

  it("an edited review leaves the site until it is approved again", async () => {
    const { trip, token } = await endedTrip();
    const { id } = (await submit(token, { stars: 5, text: GOOD_TEXT })).body.data!.submitReview;
    await moderate(id, "APPROVE");
    expect((await trekReviews(trip)).review_count).toBe(1);
    await postGraphql(test.api, EDIT, { token, input: { stars: 2, text: `${GOOD_TEXT} But the food was cold.` } });
    expect(await trekReviews(trip)).toMatchObject({ review_count: 0, reviews: [] });
    await moderate(id, "APPROVE");
    expect(await trekReviews(trip)).toMatchObject({ review_count: 1, average_rating: 2 });
  });

  it("shows the operator's reply under the review, audited", async () => {
    const { trip, token } = await endedTrip();
    const { id } = (await submit(token, { stars: 3, text: GOOD_TEXT })).body.data!.submitReview;
    await moderate(id, "APPROVE");
    const reply = await postGraphql(
      test.api,
      REPLY,
      { id, text: "  Thank you, Asha: we have added a second cook.  " },
      staff.headers,
    );
    expect(reply.body.data).toEqual({
      adminReplyToReview: { id, reply: "Thank you, Asha: we have added a second cook." },
    });
    expect((await trekReviews(trip)).reviews[0]!.reply).toBe("Thank you, Asha: we have added a second cook.");
    expect(
      await test.db.$count(auditLog, and(eq(auditLog.action, "reply-to-review"), eq(auditLog.entityId, String(id)))),
    ).toBe(1);
    expect(errorCodes(await postGraphql(test.api, REPLY, { id: 999_999, text: "Hello" }, staff.headers))).toEqual([
      "NOT_FOUND",
    ]);
  });

  it("sorts a trip's reviews: newest, highest, lowest, with photos", async () => {
    const trip = await createEndingTrip(test);
    const party = await bookAndPay(test, trip, [
      { first_name: "Asha", last_name: "Kulkarni" },
      { first_name: "Ravi", last_name: "Menon" },
      { first_name: "Meera", last_name: "Rao" },
    ]);
    await later(7);
    const tokens = [...(await reviewLinksOf(test, party.bookingId)).values()].map(tokenOf);
    const photo = await uploads.upload(tokens[1]!, await photoWithLocation(800, 600));
    const ids: number[] = [];
    for (const [index, stars] of [3, 5, 1].entries()) {
      const input = { stars, text: GOOD_TEXT, photoIds: index === 1 ? [photo.body.id] : [] };
      const { id } = (await submit(tokens[index]!, input)).body.data!.submitReview;
      await moderate(id, "APPROVE");
      ids.push(id);
    }
    const order = async (sort?: string) => (await trekReviews(trip, sort)).reviews.map((review) => review.id);
    expect(await order()).toEqual([ids[2], ids[1], ids[0]]);
    expect(await order("HIGHEST")).toEqual([ids[1], ids[0], ids[2]]);
    expect(await order("LOWEST")).toEqual([ids[2], ids[0], ids[1]]);
    expect(await order("WITH_PHOTOS")).toEqual([ids[1]]);
    expect(await trekReviews(trip)).toMatchObject({ review_count: 3, average_rating: 3 });
    // The trek page asks for its list and its gallery's photos in one query.
    const both = await getGraphql<{ treks: { list: { id: number }[]; gallery: { id: number }[] }[] }>(
      test.api,
      `query ($slug: String!) { treks(slug: $slug) { list: reviews(sort: LOWEST) { id } gallery: reviews(sort: WITH_PHOTOS, limit: 12) { id } } }`,
      { slug: trip.slug },
    );
    expect(both.body.data!.treks[0]).toEqual({
      list: [ids[2], ids[0], ids[1]].map((id) => ({ id })),
      gallery: [{ id: ids[1] }],
    });
  });

  it("keeps the back office to staff", async () => {
    const traveller = await logInTraveller(test);
    expect(errorCodes(await postGraphql(test.api, QUEUE, {}, traveller.headers))).toEqual(["FORBIDDEN"]);
    expect(
      errorCodes(await postGraphql(test.api, MODERATE, { id: 1, decision: "APPROVE" }, traveller.headers)),
    ).toEqual(["FORBIDDEN"]);
    expect(errorCodes(await postGraphql(test.api, REPLY, { id: 1, text: "Hi" }))).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("photos", () => {
  it("publishes a photo with GPS metadata without it, in the catalogue's responsive widths", async () => {
    const { trip, token } = await endedTrip();
    const original = await photoWithLocation(3000, 2000);
    expect(await hasLocation(original)).toBe(true);
    const uploaded = await uploads.upload(token, original);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ width: 2400, height: 1600 });

    const [stored] = await test.db.select().from(mediaUploads).where(eq(mediaUploads.mediaId, uploaded.body.id!));
    const source = Buffer.from(stored!.source);
    expect(source.equals(original)).toBe(false);
    expect(await hasLocation(source)).toBe(false);
    const sharp = (await import("sharp")).default;
    const metadata = await sharp(source).metadata();
    expect(metadata.format).toBe("webp");
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    // Every variant the site serves is rendered from the clean source.
    const { createMediaRenderer } = await import("@parvat/media/render");
    const { findMediaSource } = await import("@parvat/db/media-source");
    const { mkdtemp } = await import("node:fs/promises");
    const renderer = createMediaRenderer({
      loadSource: (picture) => findMediaSource(test.db, picture),
      cacheDir: await mkdtemp(`${(await import("node:os")).tmpdir()}/review-media-`),
    });
    for (const format of ["webp", "avif"] as const) {
      const variant = await renderer.render({
        id: uploaded.body.id!,
        checksum: uploaded.body.checksum!,
        width: 720,
        format,
      });
      expect(variant).not.toBeNull();
      const variantMetadata = await sharp(variant!.body).metadata();
      expect(variantMetadata.width).toBe(720);
      expect(variantMetadata.exif).toBeUndefined();
    }

    const { id } = (await submit(token, { stars: 5, text: GOOD_TEXT, photoIds: [uploaded.body.id] })).body.data!
      .submitReview;
    await moderate(id, "APPROVE");
    expect((await trekReviews(trip)).reviews[0]!.images).toEqual([{ id: uploaded.body.id, width: 2400 }]);
  });

  it("refuses what is not a photo, a photo too big, and a link that is not one", async () => {
    const { token } = await endedTrip();
    expect(await uploads.upload(token, Buffer.from("GIF89a not really"), "image/gif")).toMatchObject({
      status: 415,
      body: { error: { code: "BAD_USER_INPUT" } },
    });
    expect(
      await uploads.upload(token, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/jpeg"),
    ).toMatchObject({
      status: 415,
      body: { error: { code: "BAD_USER_INPUT" } },
    });
    expect(await uploads.upload(token, Buffer.alloc(10 * 1024 * 1024 + 1), "image/jpeg")).toMatchObject({
      status: 413,
    });
    expect(await uploads.upload("not-a-token", await photoWithLocation(400, 300))).toMatchObject({
      status: 403,
      body: { error: { code: "REVIEW_NOT_ALLOWED" } },
    });
    expect(await uploads.upload(null, await photoWithLocation(400, 300))).toMatchObject({ status: 403 });
  });

  it("attaches only photos uploaded with the same link", async () => {
    const first = await endedTrip();
    const second = await endedTrip();
    const theirs = await uploads.upload(first.token, await photoWithLocation(400, 300));
    const response = await submit(second.token, { stars: 5, text: GOOD_TEXT, photoIds: [theirs.body.id] });
    expect(errorCodes(response)).toEqual(["BAD_USER_INPUT"]);
    expect(response.body.errors![0]!.extensions!.field).toBe("photoIds");
  });
});
