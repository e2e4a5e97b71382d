// The public forms that write without a login: counted per IP address,
// each form its own count, and the newsletter's answer the same whether or not the address was
// already on the list.
import { inquiries, newsletterSubscribers } from "@parvat/db/schema";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn, createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";

let test: TestApi;
let strict: TestApi;
beforeAll(async () => {
  test = await createTestApi();
  strict = apiOn(test.handle, { FORM_SUBMISSIONS_PER_IP_PER_HOUR: "2" });
});
afterAll(() => test.close());

const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsLetter(email: $email) { message already_subscribed } }`;
const ENQUIRE = `mutation ($input: InquiryInput!) { createInquiry(input: $input) { reference } }`;
const enquiry = (name: string) => ({
  name,
  mobile: "98765 43210",
  email: "asha@example.com",
  date: addDays(businessToday(), 40),
  count: 2,
});
const from = (address: string) => ({ "x-forwarded-for": address });

describe("per-address limits of the public forms", () => {
  it("takes FORM_SUBMISSIONS_PER_IP_PER_HOUR newsletter subscriptions from one address, then RATE_LIMITED", async () => {
    const address = "198.51.100.7";
    for (const email of ["one@example.com", "two@example.com"]) {
      expect(errorCodes(await postGraphql(strict.api, SUBSCRIBE, { email }, from(address)))).toEqual([]);
    }
    const refused = await postGraphql(strict.api, SUBSCRIBE, { email: "three@example.com" }, from(address));
    expect(refused.body.errors?.[0]).toMatchObject({
      message: "Too many requests from your network. Please try again in 1 hour.",
      extensions: { code: "RATE_LIMITED", retryAfterSeconds: 3_600 },
    });
    const stored = (await test.db.select().from(newsletterSubscribers)).map((row) => row.email);
    expect(stored).not.toContain("three@example.com");
    // Another address, and the enquiry form from the same address, have counts of their own.
    expect(
      errorCodes(await postGraphql(strict.api, SUBSCRIBE, { email: "four@example.com" }, from("198.51.100.8"))),
    ).toEqual([]);
    expect(errorCodes(await postGraphql(strict.api, ENQUIRE, { input: enquiry("Asha") }, from(address)))).toEqual([]);
  });

  it("takes FORM_SUBMISSIONS_PER_IP_PER_HOUR enquiries from one address, then RATE_LIMITED with nothing stored", async () => {
    const address = "198.51.100.9";
    for (const name of ["Asha Rao", "Vikram Singh"]) {
      expect(errorCodes(await postGraphql(strict.api, ENQUIRE, { input: enquiry(name) }, from(address)))).toEqual([]);
    }
    const refused = await postGraphql(strict.api, ENQUIRE, { input: enquiry("Meera Iyer") }, from(address));
    expect(errorCodes(refused)).toEqual(["RATE_LIMITED"]);
    const names = (await test.db.select().from(inquiries)).map((row) => row.name);
    expect(names).not.toContain("Meera Iyer");
  });
});

describe("the newsletter's answer", () => {
  it("is the same whether or not the address was already on the list", async () => {
    const first = await postGraphql(test.api, SUBSCRIBE, { email: "listed@example.com" });
    const again = await postGraphql(test.api, SUBSCRIBE, { email: "Listed@Example.com" });
    expect(first.body).toEqual({
      data: {
        subscribeNewsLetter: {
          message: "Thank you for subscribing! Our travel letter will reach listed@example.com.",
          already_subscribed: false,
        },
      },
    });
    expect(again.body).toEqual(first.body);
  });
});
