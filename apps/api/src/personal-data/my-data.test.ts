// A traveller's rights (docs/api.md, "A traveller's rights"): myData answers everything held about the
// viewer and nothing of anyone else, the JSON download serves the same; eraseMyAccount refuses while a
// trip is upcoming and says why, takes only an erasure code, and then erases or pseudonymises what the
// law does not keep, keeps the tax documents as issued, leaves every other account as it was, and
// frees the phone for a new account.
import {
  auditLog,
  authSessions,
  billingDetails,
  bookingParticipants,
  bookings,
  messagePreferences,
  messages,
  newsletterSubscribers,
  oneTimeCodes,
  taxDocuments,
  travellerForms,
  users,
} from "@parvat/db/schema";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enqueueMessage } from "../messages/outbox.ts";
import { createEnquiry, logInStaff } from "../testing/admin-test-kit.ts";
import { book, logInAgain, logInTraveller, participant, type Traveller } from "../testing/booking-test-kit.ts";
import { runJobs } from "../testing/payment-test-kit.ts";
import { createEndingTrip, daysLater, type EndingTrip } from "../testing/review-test-kit.ts";
import { createTestApi, errorCodes, postGraphql, type TestApi } from "../testing/test-api.ts";
import { eraseAccount, erasedAccountPhone, erasedPhone } from "./erasure.ts";

let test: TestApi;
let staff: Traveller;

beforeAll(async () => {
  test = await createTestApi();
  test.clock.advanceToIndianMidday();
  staff = await logInStaff(test);
});
afterAll(() => test.close());

const MY_DATA = /* GraphQL */ `
  query {
    myData {
      generated_at download_url
      account { id phone first_name last_name emails created_at }
      message_preferences { chosen preferred_channel whatsapp_opt_out sms_opt_out email_opt_out marketing_opt_out }
      newsletter { email subscribed_at }
      bookings {
        reference trip start_date end_date status traveller_count total_paise paid_paise contact_email created_at
        travellers { position first_name last_name phone dob gender guardian guardian_declared_at }
      }
      traveller_forms {
        booking_reference traveller emergency_name emergency_phone emergency_relation medical_conditions medicines
        allergies medical_notes id_type id_number_masked fitness_proof_uploaded fitness_status erased_at
      }
      payments { booking_reference kind amount_paise method method_detail at }
      refunds { booking_reference amount_paise status reason requested_at processed_at }
      tax_documents { booking_reference kind number issued_at buyer_name total_paise pdf_url }
      billing_details { booking_reference legal_name gstin pan address state_code }
      trip_credit { kind amount_paise source booking_reference expires_at at }
      waitlist { trip start_date travellers status contact_email joined_at ended_at offers { seats status offered_at expires_at } }
      reviews { trip star_rating review signed_as status submitted_at }
      enquiries {
        reference kind name mobile email travel_date travellers message status created_at
        quotations { trip_title travel_date expiry_date path }
      }
      messages { template channel status booking_reference queued_at sent_at }
      saved_trips { trip saved_at }
    }
  }
`;

// biome-ignore lint/suspicious/noExplicitAny: the answer is checked field by field below
type Data = Record<string, any>;
const myData = (traveller: Traveller) => postGraphql<{ myData: Data }>(test.api, MY_DATA, {}, traveller.headers);

const SEND_CODE = "mutation { sendErasureCode { message resend_after_seconds expires_in_seconds } }";
const ERASE = /* GraphQL */ `
  mutation ($input: EraseMyAccountInput!) {
    eraseMyAccount(input: $input) {
      message bookings travellers_pseudonymised forms_erased billing_details_erased billing_details_kept
      tax_documents_kept reviews_anonymised waitlist_entries_removed newsletter_entries_removed messages_cancelled
    }
  }
`;
const erase = (traveller: Traveller, code: unknown) =>
  postGraphql<{ eraseMyAccount: Data }>(test.api, ERASE, { input: { code } }, traveller.headers);

const PAY = /* GraphQL */ `
  mutation ($bookingId: ID!, $amountPaise: Int!, $reference: String!) {
    adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: cash, reference: $reference) {
      status
    }
  }
`;

/** What every traveller's form gives besides its own answers. */
const HEALTH = {
  emergencyPhone: "98450 12345",
  emergencyRelation: "Mother",
  medicines: "None",
  allergies: "None",
  medicalNotes: "None",
};

interface Holder {
  traveller: Traveller;
  phone: string;
  bookingId: number;
  reference: string;
  trip: EndingTrip;
  email: string;
}

/**
 * An account that booked itself and a friend on a departure starting in 3 days, paid in full at the
 * desk (an invoice issued), gave billing details and an email, filled its own traveller form, chose
 * its message preferences, subscribed to the newsletter and sent an enquiry from its phone.
 */
async function accountWithATrip(name: string): Promise<Holder> {
  const traveller = await logInTraveller(test);
  const [user] = await test.db.select().from(users).where(eq(users.id, traveller.userId));
  const phone = user!.phone;
  const trip = await createEndingTrip(test);
  const email = `${name.toLowerCase()}@example.com`;
  const booked = await book(test, traveller, {
    eventId: trip.eventId,
    packageId: trip.packageId,
    participants: [
      participant({ first_name: name, last_name: "Kulkarni", phone: phone.slice(3) }),
      participant({ first_name: "Ravi", last_name: "Menon" }),
    ],
    contact_email: email,
  } as Parameters<typeof book>[2]);
  expect(booked.body.errors).toBeUndefined();
  const booking = booked.body.data!.createBooking;
  const bookingId = Number(booking.id);
  const billed = await postGraphql(
    test.api,
    "mutation ($i: BillingDetailsInput!) { setBillingDetails(input: $i) { id } }",
    { i: { bookingId, legalName: `${name} Kulkarni`, state: "27" } },
    traveller.headers,
  );
  expect(billed.body.errors).toBeUndefined();
  const paid = await postGraphql<{ adminRecordOfflinePayment: { status: string } }>(
    test.api,
    PAY,
    { bookingId, amountPaise: booking.total_paise, reference: `RCPT-${bookingId}` },
    staff.headers,
  );
  expect(paid.body.data?.adminRecordOfflinePayment.status).toBe("confirmed");

  // The account holder's own form, and their friend's (which is not the account's to see).
  const forms = await postGraphql<{ adminTravellerForms: { participant_id: number }[] }>(
    test.api,
    "query ($b: Int!) { adminTravellerForms(bookingId: $b) { participant_id } }",
    { b: bookingId },
    staff.headers,
  );
  const answers = [
    {
      ...HEALTH,
      medicalConditions: "Mild asthma",
      emergencyName: "Meera Kulkarni",
      idType: "aadhaar",
      idNumber: "2345 6789 0124",
    },
    { ...HEALTH, medicalConditions: "Knee surgery in 2024", emergencyName: "Lata Menon" },
  ];
  for (const [index, form] of forms.body.data!.adminTravellerForms.entries()) {
    const sent = await postGraphql<{ adminSendFormLink: { link: string } }>(
      test.api,
      "mutation ($p: Int!) { adminSendFormLink(participantId: $p) { link } }",
      { p: form.participant_id },
      staff.headers,
    );
    const token = sent.body.data!.adminSendFormLink.link.replace("/forms/", "");
    const saved = await postGraphql(
      test.api,
      "mutation ($t: String!, $i: TravellerFormInput!) { submitTravellerForm(token: $t, input: $i) { id_number } }",
      { t: token, i: answers[index] },
    );
    expect(saved.body.errors).toBeUndefined();
  }
  const preferences = await postGraphql(
    test.api,
    "mutation { setMessagePreferences(preferredChannel: sms, whatsappOptOut: true) { preferred_channel } }",
    {},
    traveller.headers,
  );
  expect(preferences.body.errors).toBeUndefined();
  const subscribed = await postGraphql(
    test.api,
    "mutation ($e: String!) { subscribeNewsLetter(email: $e) { message } }",
    { e: email.toUpperCase() },
  );
  expect(subscribed.body.errors).toBeUndefined();
  await createEnquiry(test, { name: `${name} Kulkarni`, mobile: phone, email, message: "A trip for my parents" });
  return { traveller, phone, bookingId, reference: booking.reference, trip, email };
}

describe("myData", () => {
  it("answers everything held about the viewer, its own form opened (the ID masked), nobody else's", async () => {
    const asha = await accountWithATrip("Asha");
    const other = await accountWithATrip("Kavya");
    const answer = await myData(asha.traveller);
    expect(answer.body.errors).toBeUndefined();
    const data = answer.body.data!.myData;
    expect(data.account).toMatchObject({ id: asha.traveller.userId, phone: asha.phone, emails: [asha.email] });
    expect(data.message_preferences).toEqual({
      chosen: true,
      preferred_channel: "sms",
      whatsapp_opt_out: true,
      sms_opt_out: false,
      email_opt_out: false,
      marketing_opt_out: false,
    });
    expect(data.newsletter).toEqual([{ email: asha.email, subscribed_at: expect.any(String) }]);
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({
      reference: asha.reference,
      status: "confirmed",
      start_date: asha.trip.startDate,
      contact_email: asha.email,
    });
    expect(data.bookings[0].travellers.map((t: Data) => `${t.first_name} ${t.last_name}`)).toEqual([
      "Asha Kulkarni",
      "Ravi Menon",
    ]);
    // Only the account holder's own health answers: the friend's are theirs.
    expect(data.traveller_forms).toEqual([
      expect.objectContaining({
        booking_reference: asha.reference,
        traveller: "Asha Kulkarni",
        medical_conditions: "Mild asthma",
        emergency_name: "Meera Kulkarni",
        id_type: "aadhaar",
        id_number_masked: "XXXX XXXX 0124",
        erased_at: null,
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain("Knee surgery");
    expect(JSON.stringify(data)).not.toContain("234567890124");
    expect(data.payments).toEqual([expect.objectContaining({ booking_reference: asha.reference, kind: "payment" })]);
    expect(data.tax_documents).toEqual([
      expect.objectContaining({ booking_reference: asha.reference, buyer_name: "Asha Kulkarni" }),
    ]);
    expect(data.tax_documents[0].pdf_url).toMatch(/^\/documents\/\d+\.pdf\?expires=\d+&signature=[0-9a-f]{64}$/);
    expect(data.billing_details).toEqual([expect.objectContaining({ legal_name: "Asha Kulkarni", state_code: "27" })]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ name: "Asha Kulkarni", mobile: asha.phone, message: "A trip for my parents" }),
    ]);
    // Messages: what and when, never their words or links.
    expect(data.messages.length).toBeGreaterThan(0);
    expect(Object.keys(data.messages[0]).sort()).toEqual(
      ["booking_reference", "channel", "queued_at", "sent_at", "status", "template"].sort(),
    );
    // Nothing of the other account.
    for (const secret of [other.reference, other.phone, other.email, "Kavya"]) {
      expect(JSON.stringify(data)).not.toContain(secret);
    }
  });

  it("is served as a dated JSON file, the same data, by the bearer token or the signed link of that account only", async () => {
    const asha = await accountWithATrip("Nila");
    const answer = await myData(asha.traveller);
    const { download_url: downloadUrl, ...data } = answer.body.data!.myData;
    expect(downloadUrl).toMatch(/^\/api\/my-data\.json\?account=\d+&expires=\d+&signature=[0-9a-f]{64}$/);
    const comparable = (value: Data) => ({
      ...value,
      generated_at: "",
      tax_documents: value.tax_documents.map((d: Data) => ({ ...d, pdf_url: d.pdf_url.split("?")[0] })),
    });

    const byToken = await test.api.myDataJson(
      new Request("http://parvat.test/api/my-data.json", { headers: asha.traveller.headers }),
    );
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(byToken.headers.get("cache-control")).toBe("private, no-store");
    expect(byToken.headers.get("content-disposition")).toMatch(
      /^attachment; filename="parvat-journeys-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(comparable(await byToken.json())).toEqual(comparable(data));

    const byLink = await test.api.myDataJson(new Request(`http://parvat.test${downloadUrl}`));
    expect(byLink.status).toBe(200);
    expect(comparable(await byLink.json())).toEqual(comparable(data));

    // Another account's id under this signature, a forged one, an expired link, no token at all.
    const otherId = asha.traveller.userId + 1;
    for (const url of [
      downloadUrl.replace(`account=${asha.traveller.userId}`, `account=${otherId}`),
      downloadUrl.replace(/signature=[0-9a-f]{4}/, "signature=0000"),
      "/api/my-data.json",
      "/api/my-data.json?account=-1&expires=9999999999&signature=x",
      "/api/my-data.json?account=1'%20or%201=1&expires=&signature=",
    ]) {
      const refused = await test.api.myDataJson(new Request(`http://parvat.test${url}`));
      expect(refused.status, url).toBe(403);
    }
    const badToken = await test.api.myDataJson(
      new Request("http://parvat.test/api/my-data.json", { headers: { authorization: "Bearer nonsense" } }),
    );
    expect(badToken.status).toBe(403);
    test.clock.advance(16 * 60);
    const expired = await test.api.myDataJson(new Request(`http://parvat.test${downloadUrl}`));
    expect(expired.status).toBe(403);
  });

  it("needs a login", async () => {
    const anonymous = await postGraphql(test.api, MY_DATA, {});
    expect(errorCodes(anonymous)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("eraseMyAccount", () => {
  it("refuses while a trip is upcoming, naming the booking, and sends no code", async () => {
    const asha = await accountWithATrip("Usha");
    const sent = await postGraphql(test.api, SEND_CODE, {}, asha.traveller.headers);
    expect(errorCodes(sent)).toEqual(["ERASURE_NOT_ALLOWED"]);
    expect(sent.body.errors![0]!.message).toContain(asha.reference);
    expect(sent.body.errors![0]!.extensions).toMatchObject({ bookings: [asha.reference] });
    expect(test.sms.sent.some((message) => message.phone === asha.phone)).toBe(false);
    const erased = await erase(asha.traveller, 123456);
    expect(errorCodes(erased)).toEqual(["ERASURE_NOT_ALLOWED"]);
    expect(erased.body.errors![0]!.message).toMatch(/upcoming/);
    const [user] = await test.db.select().from(users).where(eq(users.id, asha.traveller.userId));
    expect(user!.erasedAt).toBeNull();
  });

  it("after the trip: erases what the law does not keep, keeps the tax documents, leaves others alone, and frees the phone", async () => {
    const asha = await accountWithATrip("Maya");
    const other = await accountWithATrip("Zoya");
    // A non-essential message still queued for the account, due tomorrow.
    await enqueueMessage(test.db, {
      template: "review-invite",
      variables: { name: "Maya", trip: "A trek", went: "went", link: "http://localhost:3000/review/1" },
      to: { accountId: asha.traveller.userId },
      transactional: false,
      key: `test:queued-for-${asha.traveller.userId}`,
      sendAt: new Date(test.clock.now().getTime() + 86_400_000),
    });
    // The trip ends and its bookings complete.
    await daysLater(test, 6);
    asha.traveller = await logInAgain(test, asha.traveller.userId);
    other.traveller = await logInAgain(test, other.traveller.userId);
    const otherBefore = (await myData(other.traveller)).body.data!.myData;
    const [documentBefore] = await test.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.bookingId, asha.bookingId));
    const [booking] = await test.db.select().from(bookings).where(eq(bookings.id, asha.bookingId));
    expect(booking!.status).toBe("completed");

    // A login code does not erase.
    const loginCode = await postGraphql(test.api, "mutation ($p: String!) { sendOtp(phone: $p) { phone } }", {
      p: asha.phone,
    });
    expect(loginCode.body.errors).toBeUndefined();
    expect(errorCodes(await erase(asha.traveller, test.sms.lastCode(asha.phone)))).toEqual(["OTP_INVALID"]);

    // An erasure code expires; a fresh one does not log in.
    test.clock.advance(31);
    expect((await postGraphql(test.api, SEND_CODE, {}, asha.traveller.headers)).body.errors).toBeUndefined();
    test.clock.advance(5 * 60 + 1);
    expect(errorCodes(await erase(asha.traveller, test.sms.lastCode(asha.phone)))).toEqual(["OTP_INVALID"]);
    const sent = await postGraphql<{ sendErasureCode: Data }>(test.api, SEND_CODE, {}, asha.traveller.headers);
    expect(sent.body.data!.sendErasureCode.message).toMatch(/erased/);
    const code = test.sms.lastCode(asha.phone);
    expect(test.sms.sent.at(-1)).toMatchObject({ phone: asha.phone, purpose: "erase-account" });
    const login = await postGraphql(
      test.api,
      "mutation ($p: String!, $o: Int!) { login(phone: $p, otp: $o) { token } }",
      { p: asha.phone, o: code },
    );
    expect(errorCodes(login)).toEqual(["OTP_INVALID"]);

    // The erasure, with the right code.
    const erased = await erase(asha.traveller, code);
    expect(erased.body.errors).toBeUndefined();
    expect(erased.body.data!.eraseMyAccount).toMatchObject({
      bookings: 1,
      travellers_pseudonymised: 2,
      forms_erased: 2,
      billing_details_erased: 0,
      billing_details_kept: 1,
      tax_documents_kept: 1,
      newsletter_entries_removed: 1,
    });
    // The queued message to the account, and the review invitations to its travellers.
    expect(erased.body.data!.eraseMyAccount.messages_cancelled).toBeGreaterThanOrEqual(1);

    // Erased: the account's name and phone, its sessions, preferences, newsletter entry, the
    // travellers' names, phones and dates of birth, their forms, the booking's email, the queued message.
    const [user] = await test.db.select().from(users).where(eq(users.id, asha.traveller.userId));
    expect(user).toMatchObject({ phone: erasedAccountPhone(asha.traveller.userId), firstName: null, lastName: null });
    expect(user!.erasedAt).not.toBeNull();
    const sessions = await test.db.select().from(authSessions).where(eq(authSessions.userId, asha.traveller.userId));
    expect(sessions.every((session) => session.revokedAt !== null)).toBe(true);
    expect(errorCodes(await myData(asha.traveller))).toEqual(["invalid-jwt"]);
    expect(
      await test.db.select().from(messagePreferences).where(eq(messagePreferences.userId, asha.traveller.userId)),
    ).toEqual([]);
    const subscribers = await test.db.select().from(newsletterSubscribers);
    expect(subscribers.map((row) => row.email.toLowerCase())).not.toContain(asha.email);
    expect(subscribers.map((row) => row.email.toLowerCase())).toContain(other.email);
    const travellers = await test.db
      .select()
      .from(bookingParticipants)
      .where(eq(bookingParticipants.bookingId, asha.bookingId));
    for (const traveller of travellers) {
      expect(traveller).toMatchObject({
        firstName: "Erased",
        lastName: "traveller",
        phone: erasedPhone(traveller.id),
        dob: "1900-01-01",
      });
    }
    const forms = await test.db.select().from(travellerForms).where(eq(travellerForms.bookingId, asha.bookingId));
    for (const form of forms) {
      expect(form).toMatchObject({ medicalConditions: null, emergencyName: null, idNumber: null });
      expect(form.personalDataErasedAt).not.toBeNull();
    }
    const [after] = await test.db.select().from(bookings).where(eq(bookings.id, asha.bookingId));
    expect(after!.contactEmail).toBeNull();
    const accountMessages = await test.db.select().from(messages).where(eq(messages.accountId, asha.traveller.userId));
    expect(accountMessages.find((row) => row.key.startsWith("test:queued-for"))).toMatchObject({
      status: "skipped",
      lastError: "the account was erased",
    });
    expect(JSON.stringify(accountMessages)).not.toContain("Maya");

    // Kept, and why: the invoice as issued and its billing details (CGST Act s.36), the booking and its money.
    const [documentAfter] = await test.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, asha.bookingId));
    expect(documentAfter).toEqual(documentBefore);
    expect(documentAfter!.buyerName).toBe("Maya Kulkarni");
    expect(await test.db.select().from(billingDetails).where(eq(billingDetails.bookingId, asha.bookingId))).toEqual([
      expect.objectContaining({ legalName: "Maya Kulkarni" }),
    ]);
    expect(after).toMatchObject({
      status: "completed",
      totalPaise: booking!.totalPaise,
      paidPaise: booking!.paidPaise,
    });

    // Audited, without the personal data.
    const audit = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(asha.traveller.userId)));
    const erasures = audit.filter((row) => row.action === "erase-account");
    expect(erasures).toHaveLength(1);
    const record = JSON.stringify(erasures[0]);
    for (const personal of [asha.phone, "Maya", asha.email, "asthma"]) expect(record).not.toContain(personal);

    // The other account is as it was.
    const otherAfter = (await myData(other.traveller)).body.data!.myData;
    expect({ ...otherAfter, generated_at: "", download_url: "", tax_documents: [] }).toEqual({
      ...otherBefore,
      generated_at: "",
      download_url: "",
      tax_documents: [],
    });

    // Nothing goes to the erased account when the outbox runs.
    await runJobs(test);
    const [stillSkipped] = await test.db
      .select()
      .from(messages)
      .where(eq(messages.key, `test:queued-for-${asha.traveller.userId}`));
    expect(stillSkipped!.status).toBe("skipped");

    // A second erasure changes nothing: the token is dead, and the account is gone.
    const again = await erase(asha.traveller, code);
    expect(errorCodes(again)).toEqual(["invalid-jwt"]);
    const takeCode = async () => true;
    expect(
      await eraseAccount(
        { db: test.db, accounts: { takeCode } },
        { userId: asha.traveller.userId, code, at: test.clock.now() },
      ),
    ).toEqual({ ok: false, reason: "gone" });
    const auditAfter = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(asha.traveller.userId)));
    expect(auditAfter.filter((row) => row.action === "erase-account")).toHaveLength(1);

    // The phone logs in afresh, as a new account with nothing of the old.
    test.clock.advance(31);
    expect(
      (await postGraphql(test.api, "mutation ($p: String!) { sendOtp(phone: $p) { phone } }", { p: asha.phone })).body
        .errors,
    ).toBeUndefined();
    const fresh = await postGraphql<{ login: { account: { id: number } } }>(
      test.api,
      "mutation ($p: String!, $o: Int!) { login(phone: $p, otp: $o) { message account { id } } }",
      { p: asha.phone, o: test.sms.lastCode(asha.phone) },
    );
    expect(fresh.body.errors).toBeUndefined();
    expect(fresh.body.data!.login.account.id).not.toBe(asha.traveller.userId);
    const newcomer = await logInAgain(test, fresh.body.data!.login.account.id);
    const newData = (await myData(newcomer)).body.data!.myData;
    expect(newData.bookings).toEqual([]);
    expect(newData.newsletter).toEqual([]);
    // The enquiry was pseudonymised: the new account does not inherit it by the phone.
    expect(newData.enquiries).toEqual([]);
  });

  it("refuses hostile codes as bad input, and needs a login", async () => {
    const traveller = await logInTraveller(test);
    for (const code of [-1, 0, 12_345, 1_234_567, 2 ** 31 - 1]) {
      const answer = await erase(traveller, code);
      expect(errorCodes(answer), String(code)).toEqual(["BAD_USER_INPUT"]);
      expect(answer.body.errors![0]!.extensions).toMatchObject({ field: "code" });
    }
    for (const code of ["123456", 1.5, null, "'; drop table users; --"]) {
      expect(errorCodes(await erase(traveller, code)), String(code)).toEqual(["BAD_USER_INPUT"]);
    }
    expect(errorCodes(await postGraphql(test.api, ERASE, { input: { code: 123456 } }))).toEqual(["UNAUTHENTICATED"]);
    expect(errorCodes(await postGraphql(test.api, SEND_CODE, {}))).toEqual(["UNAUTHENTICATED"]);
    // A wrong code counts against the code: the fifth kills it, and the right one no longer works.
    expect((await postGraphql(test.api, SEND_CODE, {}, traveller.headers)).body.errors).toBeUndefined();
    const [user] = await test.db.select().from(users).where(eq(users.id, traveller.userId));
    const right = test.sms.lastCode(user!.phone);
    const wrong = right === 999_999 ? 999_998 : right + 1;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(errorCodes(await erase(traveller, wrong))).toEqual(["OTP_INVALID"]);
    }
    expect(errorCodes(await erase(traveller, right))).toEqual(["OTP_INVALID"]);
    const [row] = await test.db
      .select()
      .from(oneTimeCodes)
      .where(inArray(oneTimeCodes.phone, [user!.phone]));
    expect(row!.wrongAttempts).toBe(5);
    const [still] = await test.db.select().from(users).where(eq(users.id, traveller.userId));
    expect(still!.erasedAt).toBeNull();
  });
});
