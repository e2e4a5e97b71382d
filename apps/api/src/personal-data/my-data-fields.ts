// A traveller's rights over their data (docs/api.md, "A traveller's rights"):
//   myData                       everything held about the viewer, as GET /api/my-data.json serves it
//   sendErasureCode              a one-time code to the account's phone, for erasure only
//   eraseMyAccount(input: code)  erases the account, or ERASURE_NOT_ALLOWED saying why not
import { formatIndianPhone } from "@parvat/domain/company";
import { describeWait, isCodeInRange } from "@parvat/domain/login";
import { requireViewer } from "../accounts/require-viewer.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { type ErasureSummary, eraseAccount, erasureBlockers } from "./erasure.ts";
import {
  collectMyData,
  type MyData,
  type MyDataAccount,
  type MyDataBilling,
  type MyDataBooking,
  type MyDataCredit,
  type MyDataEnquiry,
  type MyDataForm,
  type MyDataMessage,
  type MyDataNewsletter,
  type MyDataPayment,
  type MyDataPreferences,
  type MyDataQuotation,
  type MyDataRefund,
  type MyDataReview,
  type MyDataSavedTrip,
  type MyDataTaxDocument,
  type MyDataTraveller,
  type MyDataWaitlistEntry,
  type MyDataWaitlistOffer,
  myDataDownloadPath,
} from "./my-data.ts";

type Scalar = "String" | "Int" | "Boolean";
/** Each key of a plain object: its GraphQL type, whether it may be null, and a description. */
type ScalarFields<T> = Partial<Record<keyof T & string, [Scalar, boolean, string?]>>;

/** An object type whose fields are the object's own keys (my-data.ts names them as the API does). */
function plainObject<T extends object>(
  name: string,
  description: string,
  scalars: ScalarFields<T>,
  extra?: (t: PothosObjectFieldBuilder<T>) => Record<string, unknown>,
) {
  return builder.objectRef<T>(name).implement({
    description,
    fields: (t) => ({
      ...Object.fromEntries(
        Object.entries(scalars as Record<string, [Scalar, boolean, string?]>).map(([key, [type, nullable, about]]) => [
          key,
          t.field({
            type: type as "String",
            nullable: nullable as false,
            ...(about ? { description: about } : {}),
            resolve: (object) => (object as Record<string, unknown>)[key] as string,
          }),
        ]),
      ),
      ...(extra ? (extra(t as never) as object) : {}),
    }),
  });
}
type PothosObjectFieldBuilder<T> = Parameters<
  NonNullable<Parameters<ReturnType<typeof builder.objectRef<T>>["implement"]>[0]["fields"]>
>[0];

const MyDataAccountRef = plainObject<MyDataAccount>("MyDataAccount", "The account itself.", {
  id: ["Int", false],
  phone: ["String", false, "E.164, the number the account logs in with."],
  first_name: ["String", true],
  last_name: ["String", true],
  created_at: ["String", false, "When the first login created it (ISO 8601)."],
});
builder.objectField(MyDataAccountRef, "emails", (t) =>
  t.stringList({
    description:
      "The email addresses the account gave (bookings' and waitlist entries' contact emails), lower-cased: an account holds none of its own.",
    resolve: (account) => account.emails,
  }),
);

const MyDataPreferencesRef = plainObject<MyDataPreferences>(
  "MyDataMessagePreferences",
  "How the account hears from us (messagePreferences), and its consent to messages that are not about money or safety (marketing).",
  {
    chosen: ["Boolean", false, "false: never chosen, the defaults apply (WhatsApp first, nothing opted out)."],
    preferred_channel: ["String", false],
    whatsapp_opt_out: ["Boolean", false],
    sms_opt_out: ["Boolean", false],
    email_opt_out: ["Boolean", false],
    marketing_opt_out: [
      "Boolean",
      false,
      "Consent withdrawn for messages that are not about money or safety (review invitations, thank-you notes): none goes, one already queued included.",
    ],
  },
);

const MyDataNewsletterRef = plainObject<MyDataNewsletter>(
  "MyDataNewsletter",
  "A newsletter subscription of one of the account's email addresses.",
  { email: ["String", false], subscribed_at: ["String", false] },
);

const MyDataTravellerRef = plainObject<MyDataTraveller>(
  "MyDataTraveller",
  "A traveller of a booking, as the account entered them.",
  {
    position: ["Int", false],
    first_name: ["String", false],
    last_name: ["String", false],
    phone: ["String", false],
    dob: ["String", false, "YYYY-MM-DD."],
    gender: ["String", false],
    guardian: [
      "String",
      true,
      "For a traveller under 18 on the start date: the parent or lawful guardian who declared it, as name (relation); null otherwise.",
    ],
    guardian_declared_at: ["String", true, "ISO 8601: when the guardian declared it."],
  },
);

const MyDataBookingRef = plainObject<MyDataBooking>(
  "MyDataBooking",
  "One of the account's bookings.",
  {
    reference: ["String", false],
    trip: ["String", false],
    start_date: ["String", true, "YYYY-MM-DD; null for a planned trip's booking, which has no departure."],
    end_date: ["String", true],
    status: ["String", false],
    traveller_count: ["Int", false],
    total_paise: ["Int", false],
    paid_paise: ["Int", false],
    contact_email: ["String", true],
    created_at: ["String", false],
  },
  (t) => ({ travellers: t.field({ type: [MyDataTravellerRef], resolve: (booking) => booking.travellers }) }),
);

const MyDataFormRef = plainObject<MyDataForm>(
  "MyDataTravellerForm",
  "The account holder's own traveller form on a booking (the traveller whose phone is the account's): health answers and emergency contact opened, the ID number masked.",
  {
    booking_reference: ["String", false],
    traveller: ["String", false],
    emergency_name: ["String", true],
    emergency_phone: ["String", true],
    emergency_relation: ["String", true],
    medical_conditions: ["String", true],
    medicines: ["String", true],
    allergies: ["String", true],
    medical_notes: ["String", true],
    id_type: ["String", true],
    id_number_masked: ["String", true, "Masked as everywhere: XXXX XXXX 1234."],
    fitness_proof_uploaded: ["Boolean", false],
    fitness_status: ["String", false],
    erased_at: ["String", true, "When the answers were erased (retention after the trip); null: still held."],
  },
);

const MyDataPaymentRef = plainObject<MyDataPayment>(
  "MyDataPayment",
  "Money that moved on a booking (the payment ledger).",
  {
    booking_reference: ["String", false],
    kind: ["String", false, "payment, refund or to_credit."],
    amount_paise: ["Int", false],
    method: ["String", true],
    method_detail: ["String", true],
    at: ["String", false],
  },
);

const MyDataRefundRef = plainObject<MyDataRefund>("MyDataRefund", "A refund asked of the gateway.", {
  booking_reference: ["String", false],
  amount_paise: ["Int", false],
  status: ["String", false, "pending, processed or failed."],
  reason: ["String", false],
  requested_at: ["String", false],
  processed_at: ["String", true],
});

const MyDataTaxDocumentRef = plainObject<MyDataTaxDocument>(
  "MyDataTaxDocument",
  "An invoice, receipt or credit note issued on a booking; kept 72 months (CGST Act s.36), erasure or not.",
  {
    booking_reference: ["String", false],
    kind: ["String", false],
    number: ["String", false],
    issued_at: ["String", false],
    buyer_name: ["String", false],
    total_paise: ["Int", false],
    pdf_url: ["String", false, "A signed link to the PDF, valid 15 minutes."],
  },
);

const MyDataBillingRef = plainObject<MyDataBilling>(
  "MyDataBillingDetails",
  "Billing details given for a booking's tax documents.",
  {
    booking_reference: ["String", false],
    legal_name: ["String", false],
    gstin: ["String", true],
    pan: ["String", true],
    address: ["String", true],
    state_code: ["String", false],
  },
);

const MyDataCreditRef = plainObject<MyDataCredit>("MyDataCreditEntry", "An entry of the account's trip credit.", {
  kind: ["String", false],
  amount_paise: ["Int", false],
  source: ["String", true],
  booking_reference: ["String", true],
  expires_at: ["String", true],
  at: ["String", false],
});

const MyDataWaitlistOfferRef = plainObject<MyDataWaitlistOffer>(
  "MyDataWaitlistOffer",
  "Seats offered to a waitlist entry.",
  {
    seats: ["Int", false],
    status: ["String", false],
    offered_at: ["String", false],
    expires_at: ["String", false],
  },
);

const MyDataWaitlistEntryRef = plainObject<MyDataWaitlistEntry>(
  "MyDataWaitlistEntry",
  "A place on a departure's waitlist.",
  {
    trip: ["String", false],
    start_date: ["String", false],
    travellers: ["Int", false],
    status: ["String", false],
    contact_email: ["String", true],
    joined_at: ["String", false],
    ended_at: ["String", true],
  },
  (t) => ({ offers: t.field({ type: [MyDataWaitlistOfferRef], resolve: (entry) => entry.offers }) }),
);

const MyDataReviewRef = plainObject<MyDataReview>(
  "MyDataReview",
  "A review the account holder wrote (through the invitation sent to their phone).",
  {
    trip: ["String", false],
    star_rating: ["Int", false],
    review: ["String", false],
    signed_as: ["String", false],
    status: ["String", false],
    submitted_at: ["String", true],
  },
);

const MyDataQuotationRef = plainObject<MyDataQuotation>("MyDataQuotation", "A quotation made for an enquiry.", {
  trip_title: ["String", false],
  travel_date: ["String", false],
  expiry_date: ["String", false],
  path: ["String", false, "The quotation's page."],
});

const MyDataEnquiryRef = plainObject<MyDataEnquiry>(
  "MyDataEnquiry",
  "An enquiry or custom trip request sent from the account or from its phone number.",
  {
    reference: ["String", false],
    kind: ["String", false],
    name: ["String", false],
    mobile: ["String", false],
    email: ["String", false],
    travel_date: ["String", true],
    travellers: ["Int", false],
    message: ["String", true],
    status: ["String", false],
    created_at: ["String", false],
  },
  (t) => ({ quotations: t.field({ type: [MyDataQuotationRef], resolve: (enquiry) => enquiry.quotations }) }),
);

const MyDataMessageRef = plainObject<MyDataMessage>(
  "MyDataMessage",
  "A message sent (or to be sent) to the account: what and when, never its words (they may hold one-time links).",
  {
    template: ["String", false],
    channel: ["String", true],
    status: ["String", false],
    booking_reference: ["String", true],
    queued_at: ["String", false],
    sent_at: ["String", true],
  },
);

const MyDataSavedTripRef = plainObject<MyDataSavedTrip>("MyDataSavedTrip", "A trip the account saved.", {
  trip: ["String", false],
  saved_at: ["String", false],
});

const MyDataRef = plainObject<MyData & { download_url: string }>(
  "MyData",
  'Everything the site holds about the viewer, as GET /api/my-data.json serves it (docs/api.md, "A traveller\'s rights").',
  {
    generated_at: ["String", false],
    download_url: [
      "String",
      false,
      "GET it for the same data as a JSON file: a link signed for this account, valid 15 minutes (the bearer token also works on /api/my-data.json).",
    ],
  },
  (t) => ({
    account: t.field({ type: MyDataAccountRef, resolve: (data) => data.account }),
    message_preferences: t.field({ type: MyDataPreferencesRef, resolve: (data) => data.message_preferences }),
    newsletter: t.field({ type: [MyDataNewsletterRef], resolve: (data) => data.newsletter }),
    bookings: t.field({ type: [MyDataBookingRef], resolve: (data) => data.bookings }),
    traveller_forms: t.field({ type: [MyDataFormRef], resolve: (data) => data.traveller_forms }),
    payments: t.field({ type: [MyDataPaymentRef], resolve: (data) => data.payments }),
    refunds: t.field({ type: [MyDataRefundRef], resolve: (data) => data.refunds }),
    tax_documents: t.field({ type: [MyDataTaxDocumentRef], resolve: (data) => data.tax_documents }),
    billing_details: t.field({ type: [MyDataBillingRef], resolve: (data) => data.billing_details }),
    trip_credit: t.field({ type: [MyDataCreditRef], resolve: (data) => data.trip_credit }),
    waitlist: t.field({ type: [MyDataWaitlistEntryRef], resolve: (data) => data.waitlist }),
    reviews: t.field({ type: [MyDataReviewRef], resolve: (data) => data.reviews }),
    enquiries: t.field({ type: [MyDataEnquiryRef], resolve: (data) => data.enquiries }),
    messages: t.field({ type: [MyDataMessageRef], resolve: (data) => data.messages }),
    saved_trips: t.field({ type: [MyDataSavedTripRef], resolve: (data) => data.saved_trips }),
  }),
);

builder.queryField("myData", (t) =>
  t.field({
    type: MyDataRef,
    complexity: { field: 50, multiplier: 1 },
    description:
      "Everything the site holds about the viewer (the account, message preferences, newsletter, bookings and their travellers, the viewer's own traveller forms, payments, refunds, tax documents, billing details, trip credit, waitlist, reviews, enquiries and quotations, messages, saved trips), as GET /api/my-data.json serves it. docs/api.md, \"A traveller's rights\". UNAUTHENTICATED without a login.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context);
      const data = await collectMyData(context.db, viewer.userId, {
        links: context.accounts.downloadLinks,
        now: context.now(),
      });
      if (!data) throw new UserError("Please log in to continue.", { code: "UNAUTHENTICATED" });
      return { ...data, download_url: context.accounts.downloadLinks.sign(myDataDownloadPath(viewer.userId)) };
    },
  }),
);

interface ErasureCodeSent {
  message: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

const ErasureCodeSentRef = builder.objectRef<ErasureCodeSent>("ErasureCodeSent").implement({
  description: "A one-time code to confirm the erasure is on its way to the account's phone.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "A sentence to show the traveller." }),
    resend_after_seconds: t.exposeInt("resendAfterSeconds"),
    expires_in_seconds: t.exposeInt("expiresInSeconds"),
  }),
});

/** The erasure's refusal: every reason in words, the bookings named. */
function notAllowed(blockers: { reference: string | null; reason: string }[]): UserError {
  const reasons = blockers.map((blocker) => blocker.reason);
  return new UserError(`We cannot erase your account yet. ${reasons.join(" ")}`, {
    code: "ERASURE_NOT_ALLOWED",
    details: {
      reasons,
      bookings: [...new Set(blockers.flatMap((blocker) => (blocker.reference ? [blocker.reference] : [])))],
    },
  });
}

builder.mutationField("sendErasureCode", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: ErasureCodeSentRef,
    description:
      "Sends a one-time code to the account's own phone to confirm eraseMyAccount: it erases, it does not log in (and a login code does not erase). It replaces any code sent to that phone before, under the limits of sendOtp (RATE_LIMITED, SMS_NOT_SENT). ERASURE_NOT_ALLOWED, and no code, while the account cannot be erased. UNAUTHENTICATED without a login.",
    resolve: async (_root, _args, context) => {
      const viewer = requireViewer(context);
      const blockers = await erasureBlockers(context.db, viewer.userId);
      if (blockers.length > 0) throw notAllowed(blockers);
      const account = await context.accounts.account(viewer.userId);
      if (!account) throw new UserError("Please log in to continue.", { code: "UNAUTHENTICATED" });
      const outcome = await context.accounts.sendCode({
        phone: account.phone,
        address: context.clientAddress,
        log: context.log,
        purpose: "erase-account",
      });
      if (outcome.ok) {
        return {
          message: `We have sent a 6-digit code to ${formatIndianPhone(account.phone)} to confirm that you want your account erased. It is valid for ${outcome.expiresInSeconds / 60} minutes.`,
          resendAfterSeconds: outcome.resendAfterSeconds,
          expiresInSeconds: outcome.expiresInSeconds,
        };
      }
      if (outcome.reason === "not-sent" || outcome.reason === "country") {
        throw new UserError("We could not send the SMS just now. Please try again in a minute.", {
          code: "SMS_NOT_SENT",
        });
      }
      throw new UserError(`Please wait ${describeWait(outcome.retryAfterSeconds)} before asking for another code.`, {
        code: "RATE_LIMITED",
        details: { retryAfterSeconds: outcome.retryAfterSeconds, reason: outcome.reason },
      });
    },
  }),
);

const EraseMyAccountInput = builder.inputType("EraseMyAccountInput", {
  fields: (t) => ({
    code: t.int({ required: true, description: "The 6-digit code sendErasureCode sent, as an integer." }),
  }),
});

const ErasureRef = builder.objectRef<ErasureSummary & { message: string }>("AccountErased").implement({
  description:
    'The account is erased: what was erased or pseudonymised, and what the law keeps (docs/api.md, "A traveller\'s rights"). The token no longer works.',
  fields: (t) => ({
    message: t.exposeString("message", { description: "A sentence to show the traveller." }),
    bookings: t.exposeInt("bookings", { description: "Bookings kept without personal details (records of supply)." }),
    travellers_pseudonymised: t.exposeInt("travellersPseudonymised"),
    forms_erased: t.exposeInt("formsErased"),
    billing_details_erased: t.exposeInt("billingDetailsErased"),
    billing_details_kept: t.exposeInt("billingDetailsKept", {
      description: "Billing details a tax document was issued on: kept with it (CGST Act s.36).",
    }),
    tax_documents_kept: t.exposeInt("taxDocumentsKept", {
      description: "Invoices, receipts and credit notes, kept as issued for 72 months (CGST Act s.36).",
    }),
    reviews_anonymised: t.exposeInt("reviewsAnonymised"),
    waitlist_entries_removed: t.exposeInt("waitlistEntriesRemoved"),
    newsletter_entries_removed: t.exposeInt("newsletterEntriesRemoved"),
    messages_cancelled: t.exposeInt("messagesCancelled"),
  }),
});

builder.mutationField("eraseMyAccount", (t) =>
  t.field({
    changesPublicAnswers: true,
    type: ErasureRef,
    description:
      "Erases the viewer's account with the code sendErasureCode sent: in one transaction, the account's name and phone pseudonymised (the number can log in again as a new account), every session ended, message preferences, newsletter entries, waitlist entries and saved trips removed, travellers' names, phones and dates of birth on its bookings pseudonymised, traveller forms and fitness proofs erased, its reviews anonymised, its enquiries pseudonymised, messages still to go cancelled; tax documents stay as issued. Audited without personal data. ERASURE_NOT_ALLOWED (nothing done, the code kept) while a booking is held, upcoming or under way, a refund is pending, a cancelled departure awaits a choice, waitlist seats are kept or it is a staff account; OTP_INVALID for a wrong, expired, used or login code (the fifth wrong try kills it); BAD_USER_INPUT (field code) for a code that is not 6 digits. UNAUTHENTICATED without a login (and once erased).",
    args: { input: t.arg({ type: EraseMyAccountInput, required: true }) },
    resolve: async (_root, { input }, context) => {
      const viewer = requireViewer(context);
      if (!isCodeInRange(input.code)) {
        throw new UserError("The code has 6 digits, like 482913.", { code: "BAD_USER_INPUT", field: "code" });
      }
      const outcome = await eraseAccount(
        { db: context.db, accounts: context.accounts },
        { userId: viewer.userId, code: input.code, at: context.now() },
      );
      if (outcome.ok) {
        context.log.info({ userId: viewer.userId }, "account erased by its traveller");
        return {
          ...outcome.summary,
          message:
            "Your account is erased. Your invoices stay with us as the tax law requires; everything else about you is gone. You can log in again with the same number as a new account.",
        };
      }
      if (outcome.reason === "not-allowed") throw notAllowed(outcome.blockers);
      if (outcome.reason === "gone") throw new UserError("Please log in to continue.", { code: "UNAUTHENTICATED" });
      throw new UserError(
        "That code is not right, or it is no longer valid. Check it, or ask for a new erasure code.",
        { code: "OTP_INVALID", field: "code" },
      );
    },
  }),
);
