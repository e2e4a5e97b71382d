// What root fields declare about public answers (http/public-answers.ts), checked over the whole
// schema, and what follows from it: only a mutation that changes what public answers read clears
// every copy's caches (an account calling setMessagePreferences again and again clears nothing), every
// mutation is counted against a limit, and what a secret link unlocks (a traveller's form, a signed
// balance link) is never kept nor told to CDNs as public, whoever asks and however.
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markSuccessfulMutations } from "./http/content-changes.ts";
import { declaredChangesPublicAnswers, isPublicQueryField } from "./http/public-answers.ts";
import { issuePaymentLink } from "./payments/payment-links.ts";
import { schema } from "./schema.ts";
import { book, participant } from "./testing/booking-test-kit.ts";
import { createFormKit, type FormKit, formOfAPaidBooking } from "./testing/form-test-kit.ts";
import { createTestApi, errorCodes, getGraphql, postGraphql, type TestApi } from "./testing/test-api.ts";

const mutations = Object.values(schema.getMutationType()!.getFields());
const queries = Object.values(schema.getQueryType()!.getFields());

describe("every root field of the schema", () => {
  it.each(mutations.map((field) => [field.name, field] as const))(
    "mutation %s declares whether it changes what public answers read",
    (_name, field) => {
      expect(typeof declaredChangesPublicAnswers(field)).toBe("boolean");
    },
  );

  it("a schema with a mutation that does not declare it is refused, by name", () => {
    const undeclared = new GraphQLSchema({
      query: new GraphQLObjectType({ name: "Query", fields: { ok: { type: GraphQLString } } }),
      mutation: new GraphQLObjectType({
        name: "Mutation",
        fields: { forgetful: { type: GraphQLString, resolve: () => "done" } },
      }),
    });
    expect(() => markSuccessfulMutations(undeclared)).toThrow(/without changesPublicAnswers[^:]*: forgetful/);
  });

  // Personal by construction: what a login, or a secret passed as an argument, opens.
  const personal = queries.filter(
    (field) =>
      /^(my|admin)[A-Z]|^me$/.test(field.name) ||
      field.args.some((argument) => /token|link|reference|orderId|paymentId|enquirySlug/i.test(argument.name)),
  );
  it.each(personal.map((field) => [field.name, field] as const))(
    "query %s, opened by a login or a secret, declares no public answer",
    (_name, field) => {
      expect(isPublicQueryField(field)).toBe(false);
    },
  );

  it("the catalogue's queries declare a public answer (the pages' answers stay kept)", () => {
    for (const name of ["treks", "trek", "departure", "trekListing", "search", "tripAddOns", "recentReviews"]) {
      expect([name, isPublicQueryField(schema.getQueryType()!.getFields()[name]!)]).toEqual([name, true]);
    }
  });
});

describe("answers", () => {
  let test: TestApi;
  let kit: FormKit;
  beforeAll(async () => {
    test = await createTestApi();
    kit = await createFormKit(test);
  });
  afterAll(() => test.close());

  /** Asked twice with GET and no login: the headers of both, and whether the second came from memory. */
  async function askedTwice(query: string, variables: Record<string, unknown>) {
    const first = await getGraphql(test.api, query, variables);
    const hitsBefore = await hits(test);
    const second = await getGraphql(test.api, query, variables);
    return {
      errors: second.body.errors,
      cacheControl: [first.headers.get("cache-control"), second.headers.get("cache-control")],
      etag: second.headers.get("etag"),
      fromMemory: (await hits(test)) > hitsBefore,
    };
  }

  it("of a traveller's form, opened by its link, are never kept nor public", async () => {
    const { token } = await formOfAPaidBooking(test, kit);
    const asked = await askedTwice(`query ($token: String!) { travellerForm(token: $token) { first_name } }`, {
      token,
    });
    expect(asked).toEqual({ errors: undefined, cacheControl: ["no-store", "no-store"], etag: null, fromMemory: false });
  });

  it("of a balance, opened by its signed link, are never kept nor public", async () => {
    const { bookingId } = await formOfAPaidBooking(test, kit);
    const link = await issuePaymentLink(test.db, test.api.payments.linkKey, {
      bookingId,
      messageKey: `public-answers-${bookingId}`,
      amountPaise: 100,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const asked = await askedTwice(
      `query ($b: ID!, $link: String!) { balancePayment(bookingId: $b, link: $link) { paid_in_full } }`,
      { b: String(bookingId), link },
    );
    expect(asked).toEqual({ errors: undefined, cacheControl: ["no-store", "no-store"], etag: null, fromMemory: false });
  });

  it("of the catalogue are kept and public, and stay so beside a personal field only when alone", async () => {
    const eventId = await kit.trip.departure(10, 30);
    const seats = `query ($id: Int!) { departure(id: $id) { available_seats } }`;
    const asked = await askedTwice(seats, { id: eventId });
    expect(asked.fromMemory).toBe(true);
    expect(asked.cacheControl[1]).toMatch(/^public, max-age=\d$/);
    const mixed = await askedTwice(
      `query ($id: Int!, $token: String!) { departure(id: $id) { available_seats } ...on Query { travellerForm(token: $token) { first_name } } }`,
      { id: eventId, token: "x".repeat(30) },
    );
    expect(mixed.fromMemory).toBe(false);
    expect(mixed.cacheControl).toEqual(["no-store", "no-store"]);
  });
});

const hits = async (test: TestApi) =>
  (await test.api.metrics.cacheLookups.get()).values.find(
    (value) => value.labels.cache === "answers" && value.labels.result === "hit",
  )?.value ?? 0;

describe("mutations and every copy's caches", () => {
  let test: TestApi;
  let kit: FormKit;
  beforeAll(async () => {
    test = await createTestApi({ MUTATIONS_PER_ACCOUNT_PER_MINUTE: "25", MUTATIONS_PER_IP_PER_MINUTE: "3" });
    kit = await createFormKit(test);
  });
  afterAll(() => test.close());

  const setPreferences = () =>
    postGraphql(
      test.api,
      `mutation { setMessagePreferences(preferredChannel: sms) { preferred_channel } }`,
      {},
      kit.traveller.headers,
    );

  it("a traveller's preferences set 22 times clear nothing; a booking clears all", async () => {
    const generation = test.api.cacheGeneration.current();
    for (let time = 0; time < 22; time += 1) expect((await setPreferences()).body.errors).toBeUndefined();
    expect(test.api.cacheGeneration.current()).toBe(generation);
    const booked = await book(test, kit.traveller, {
      eventId: await kit.trip.departure(10, 30),
      packageId: kit.trip.packageId,
      participants: [participant()],
    });
    expect(booked.body.errors).toBeUndefined();
    expect(test.api.cacheGeneration.current()).not.toBe(generation);
  });

  it("every mutation counts against the account's limit a minute (RATE_LIMITED beyond), staff's not at all", async () => {
    // 23 taken above (22 and the booking): two left this minute.
    expect((await setPreferences()).body.errors).toBeUndefined();
    expect((await setPreferences()).body.errors).toBeUndefined();
    const refused = await setPreferences();
    expect(errorCodes(refused)).toEqual(["RATE_LIMITED"]);
    expect(refused.body.errors![0]!.extensions).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    test.clock.advance(61);
    expect((await setPreferences()).body.errors).toBeUndefined();
    for (let time = 0; time < 30; time += 1) {
      const staffChange = await postGraphql(
        test.api,
        `mutation { setMessagePreferences(preferredChannel: email) { preferred_channel } }`,
        {},
        kit.staff.headers,
      );
      expect(staffChange.body.errors).toBeUndefined();
    }
  });

  it("mutations without a login count per address", async () => {
    test.clock.advance(61);
    const subscribe = (email: string) =>
      postGraphql(test.api, `mutation ($email: String!) { subscribeNewsLetter(email: $email) { message } }`, {
        email,
      });
    // Three a minute from one address here; the newsletter's own limit is far above that.
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      expect((await subscribe(email)).body.errors).toBeUndefined();
    }
    expect(errorCodes(await subscribe("d@example.com"))).toEqual(["RATE_LIMITED"]);
  });
});
