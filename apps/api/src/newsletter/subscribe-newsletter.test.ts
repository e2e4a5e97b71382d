import { newsletterSubscribers } from "@parvat/db/schema";
import { NEWSLETTER_EMAIL_MESSAGES } from "@parvat/domain/newsletter";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

const SUBSCRIBE = /* GraphQL */ `
  mutation Subscribe($email: String!) {
    subscribeNewsLetter(email: $email) {
      message
      already_subscribed
    }
  }
`;

type Subscribe = { subscribeNewsLetter: { message: string; already_subscribed: boolean } };

let test: TestApi;

beforeAll(async () => {
  test = await createTestApi();
});
afterAll(() => test.close());
beforeEach(async () => {
  await test.db.delete(newsletterSubscribers);
});

const subscribe = (email: unknown) => postGraphql<Subscribe>(test.api, SUBSCRIBE, { email });
const storedEmails = async () => (await test.db.select().from(newsletterSubscribers)).map((row) => row.email);

describe("subscribeNewsLetter", () => {
  it("stores a new address and answers with a message", async () => {
    const response = await subscribe("asha.rao@example.com");
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.subscribeNewsLetter).toEqual({
      message: "Thank you for subscribing! Our travel letter will reach asha.rao@example.com.",
      already_subscribed: false,
    });
    expect(await storedEmails()).toEqual(["asha.rao@example.com"]);
  });

  it("stores the address trimmed and lower-cased", async () => {
    const response = await subscribe("   Vikram.Singh@Example.IN \t");
    expect(response.body.data?.subscribeNewsLetter.already_subscribed).toBe(false);
    expect(await storedEmails()).toEqual(["vikram.singh@example.in"]);
  });

  it("is idempotent: the same address in another case or with spaces succeeds without a second row", async () => {
    const first = await subscribe("meera@example.com");
    for (const again of ["meera@example.com", "  MEERA@example.com ", "Meera@Example.Com"]) {
      const response = await subscribe(again);
      expect(response.status).toBe(200);
      // The same answer as the first time: it must not tell who is on the list.
      expect(response.body).toEqual(first.body);
    }
    expect(await storedEmails()).toEqual(["meera@example.com"]);
  });

  it("makes one row when the same address arrives twice at once", async () => {
    const answers = await Promise.all([subscribe("rahul@example.com"), subscribe("RAHUL@example.com")]);
    expect(answers.map((answer) => answer.body.data?.subscribeNewsLetter)).toEqual([
      answers[0]!.body.data?.subscribeNewsLetter,
      answers[0]!.body.data?.subscribeNewsLetter,
    ]);
    expect(await storedEmails()).toEqual(["rahul@example.com"]);
  });

  it.each([
    ["plain text", "not-an-email", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["no domain", "name@", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["no top-level domain", "name@example", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["two @", "name@@example.com", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["a space inside", "first last@example.com", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["consecutive dots", "name@example..com", NEWSLETTER_EMAIL_MESSAGES.invalid],
    ["only spaces", "    ", NEWSLETTER_EMAIL_MESSAGES.empty],
    [
      "too long",
      `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`,
      NEWSLETTER_EMAIL_MESSAGES.tooLong,
    ],
  ])("refuses %s with a BAD_USER_INPUT error and writes nothing", async (_case, email, message) => {
    const response = await subscribe(email);
    expect(response.body.data).toBeNull();
    expect(response.body.errors).toEqual([
      {
        message,
        locations: expect.any(Array),
        path: ["subscribeNewsLetter"],
        extensions: { code: "BAD_USER_INPUT", field: "email" },
      },
    ]);
    expect(await storedEmails()).toEqual([]);
  });

  it("refuses a missing or non-string email before running", async () => {
    const missing = await postGraphql(test.api, SUBSCRIBE, {});
    const number = await subscribe(42);
    expect(errorCodes(missing)).toEqual(["BAD_USER_INPUT"]);
    expect(errorCodes(number)).toEqual(["BAD_USER_INPUT"]);
    expect(await storedEmails()).toEqual([]);
  });

  it("shows the invalid-email message that SPEC.md's footer form expects", () => {
    expect(NEWSLETTER_EMAIL_MESSAGES.invalid).toBe("Enter a valid email address, like name@example.com");
  });
});
