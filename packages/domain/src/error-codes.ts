// Every error code the API can answer with, in one place shared by the API and the browser. A client
// decides what to do from `extensions.code` alone (switch on these names, never on message text); the
// message is for people. docs/api.md explains each code; a test fails when a code here is missing there.

export const ERROR_CODES = {
  // ── Raised by resolvers through UserError ───────────────────────────────────────────────
  BAD_USER_INPUT:
    "An argument breaks a rule (for example an email address that is not one). The message says what to fix, in words fit to show the traveller; `extensions.field` names the argument. Also given to variables that do not fit their declared types (a missing String!, a number for a string).",
  NOT_FOUND:
    "A mutation names something that does not exist (an unknown booking or departure). Queries for an unknown slug answer null instead, so pages can show their 404.",
  UNAUTHENTICATED: "The operation needs a logged-in traveller and the request carries no token.",
  "invalid-jwt":
    "The bearer token is malformed, expired, revoked or signed by someone else. The browser resets its stored credentials to {} (SPEC.md section 8) and the traveller logs in again.",
  FORBIDDEN:
    "The traveller is logged in but the thing asked for belongs to someone else, or needs staff rights; or a staff member's role lacks the operation's permission (or, for a trek leader, the departure is not one they lead). The message names what is missing.",
  LAST_OWNER:
    "adminSetStaffRole would leave the site without an owner (the one role that manages staff). Make another staff member owner first.",
  SECOND_FACTOR_REQUIRED:
    'A staff member signed in with the SMS code alone (every role but trek leader) must give a second factor (a passkey, an authenticator app\'s code or a recovery code) before any admin operation, and again before a refund above REFUND_SECOND_FACTOR_ABOVE_PAISE when the last one is older than a few minutes (docs/api.md, "Staff sign-in"). `extensions.secondFactor` says what to do: `enrol` (no factor yet) or `verify`.',
  RATE_LIMITED:
    "Too many attempts in a short time (one-time codes, logins). `extensions.retryAfterSeconds` says when to try again.",
  OTP_INVALID:
    "The one-time code does not log in: it is wrong, expired, used, replaced by a newer one or dead after five wrong tries, or none was sent. One answer for all of them, so that a login tells nothing about whether the number has an account. Check the code, or ask for a new one.",
  COUNTRY_NOT_ALLOWED:
    "One-time codes are sent only to the countries the site serves (OTP_ALLOWED_COUNTRIES; India by default). `extensions.allowedCallingCodes` lists them.",
  SMS_NOT_SENT: "The SMS provider did not accept the message. Nothing was sent; try again in a minute.",
  ERASURE_NOT_ALLOWED:
    "eraseMyAccount cannot erase the account now: a booking is held, upcoming or under way, a refund is on its way, a cancelled departure awaits the traveller's choice, waitlist seats are kept for them, or it is a staff account. The message says which (booking references in `extensions.bookings`, every reason in `extensions.reasons`); nothing was erased and the code was not used (docs/api.md, \"A traveller's rights\").",
  // ── Bookings ────────────────────────────────────────────────────────────────────────────
  SOLD_OUT:
    "The departure has fewer seats left than travellers asked for. `extensions.seatsLeft` says how many remain (0: none).",
  DEPARTURE_CLOSED:
    "The departure has started, is in the past, or is not offered with the chosen package. Choose another date.",
  PRICE_CHANGED:
    "The price per person the traveller saw is not the price now. `extensions.pricePerPersonPaise` holds the current price; show it and ask again.",
  PARTICIPANT_INVALID:
    "A traveller's details break a rule. `extensions.index` is the traveller's position (from 0) and `extensions.field` the field; the message says what to fix.",
  DUPLICATE_PARTICIPANT:
    "The same phone number appears twice among the travellers, or is already booked on this departure. `extensions.index` names the traveller.",
  GUARDIAN_REQUIRED:
    "A traveller is under 18 on the departure's start date, and the booking lacks their parent's or lawful guardian's declaration (ticked, with the guardian's name and relation). `extensions.index` names the traveller (from 0) and `extensions.fields` has a message for each part missing (`guardian_confirmed`, `guardian_name`, `guardian_relation`).",
  HOLD_LIMIT:
    "The account already holds as many unpaid seats as one account may: 3 bookings awaiting payment (`extensions.limit` = holds), or 12 seats on this departure (`extensions.limit` = seats). Pay for a held booking or cancel it (My bookings), then book again.",
  BOOKING_NOT_CANCELLABLE:
    "The booking is not in a state that this operation can cancel (for example already paid or expired).",
  // ── Waitlist ────────────────────────────────────────────────────────────────────────────
  WAITLIST_CLOSED:
    "The departure's waitlist has closed (WAITLIST_CLOSES_DAYS, 3 by default, before the start): nobody joins it or is offered seats from it any more.",
  ALREADY_WAITLISTED:
    "The account already has an entry in this departure's waitlist (one per account and departure). The dashboard shows its place in line; leave it first to join with another group size.",
  OFFER_EXPIRED:
    "The waitlist offer is no longer open: it lapsed (not answered within WAITLIST_OFFER_HOURS), was declined, taken or withdrawn; `extensions.status` says which. Its seats have gone to the next traveller in line.",
  // ── Campaigns ───────────────────────────────────────────────────────────────────────────
  CAMPAIGN_CODE_UNKNOWN:
    "No campaign has this code (or this page address). Check the code as printed, letters and digits.",
  CAMPAIGN_NOT_RUNNING:
    "The campaign has ended, or has not started yet: its offer applies only to bookings made while it runs. `extensions.state` is `ended` or `upcoming`.",
  CAMPAIGN_NOT_VALID_FOR_TRIP:
    "The campaign does not cover this trip. Its page lists the trips it covers; book one of those, or book without the code.",
  // ── Payments ────────────────────────────────────────────────────────────────────────────
  BOOKING_NOT_PAYABLE:
    "Nothing can be paid on this booking now: nothing is due, it is neither held nor part paid, or its hold has ended (book again).",
  PAYMENT_SIGNATURE_INVALID:
    "The payment callback's signature does not match the order and payment (tampered with, or from another account). Nothing was applied.",
  PAYMENT_PROVIDER_UNAVAILABLE:
    "The payment gateway did not answer. Nothing was charged by this attempt; try again in a minute.",
  SANDBOX_DISABLED: "The sandbox gateway is off on this server (PAYMENT_PROVIDER is not sandbox).",
  PAYMENT_LINK_INVALID:
    "The payment link is not one this site made for this booking (mistyped, cut short, changed, or for another booking). Log in to pay from the booking.",
  PAYMENT_LINK_USED:
    "The payment link has already started a payment (each link starts one). Log in to pay from the booking, or use the link of a later reminder.",
  PAYMENT_LINK_EXPIRED:
    "The payment link's time is over (it lasts until the end of the balance's grace period). Log in to pay from the booking.",
  BALANCE_CHANGED:
    "The booking no longer owes the amount the payment link was made for (a payment or a change since). Nothing was charged; log in to pay what is due now.",
  // ── Tax documents ───────────────────────────────────────────────────────────────────────
  GSTIN_INVALID:
    "The GSTIN given is not one: not 15 characters in its format, an unknown state code, or a check character that does not match (a character mistyped). Also when the state given is not the GSTIN's. The message says which.",
  PAN_INVALID:
    "The PAN given is not one (five letters, four digits, a letter), or its fifth letter is not the initial of a word of the name typed with it (the holder's surname, or the business's name).",
  PAN_REQUIRED:
    "The booking is for a trip abroad and its billing details have no PAN: the law has us collect TCS against the buyer's PAN (section 394(1) of the Income-tax Act, 2025). Every way of paying asks for it: startPayment, payWithCredit, the desk's adminRecordOfflinePayment. Give it with setBillingDetails (the desk: adminSetBillingDetails), then pay.",
  BILLING_ADDRESS_REQUIRED:
    "The payment would make an invoice of ₹50,000 or more (the dated threshold of CGST Rule 46) to a buyer without a GSTIN, and the booking's billing details have no address: the invoice must carry it. Give the address and state with setBillingDetails (the desk: adminSetBillingDetails), then pay. startPayment, payWithCredit and adminRecordOfflinePayment answer it.",
  // ── Quotations ──────────────────────────────────────────────────────────────────────────
  QUOTATION_EXPIRED:
    "The quotation's expiry date has passed, so it can no longer be accepted. Ask the trip planner for a fresh one.",
  QUOTATION_ALREADY_ACCEPTED:
    "The quotation has already been accepted (once, with one hotel option). `extensions.bookingId` is its booking when it is the viewer's: pay it at /pay?booking={id}.",
  QUOTATION_OPTION_UNAVAILABLE:
    "The chosen hotel option is not one this quotation offers, or has no price yet. Choose another option or ask the trip planner.",
  // ── Ready for the trail: add-ons, travellers' forms ──────────────────────────────────────
  ADD_ON_SOLD_OUT:
    "An add-on (in that size) has fewer units left on the departure than asked for. `extensions.addOnId`, `extensions.size` and `extensions.available` say which and how many remain. Nothing of the choice was applied.",
  ADD_ON_CLOSED:
    "An add-on can no longer be bought or changed for this departure: its last day (`extensions.closesOn`) has passed, or it was withdrawn. Nothing of the choice was applied.",
  FORM_LINK_EXPIRED:
    "A traveller's form link no longer opens: the trip has ended, the booking was cancelled, or a newer link replaced it. Ask the trip desk (or the person who booked) to send a fresh one.",
  UPLOAD_REFUSED:
    "An upload was refused: not a JPEG, PNG, WebP or PDF (by its content, not its name), larger than the limit (`extensions.maxBytes`), empty, or not asked for by this trip. Nothing was stored.",
  // ── Trip changes: transfers, substitutions, trip credit, departures we cancel ───────────
  TRANSFER_NOT_ALLOWED:
    "The booking cannot be moved to that departure, or its traveller replaced, now: the message says which rule (not part paid or confirmed, changes closed TRANSFER_UNTIL_DAYS before the start, another trip, the same date, the date closed or full, a traveller already booked there or not of age on it, the booking already moved as often as allowed). `extensions.reason` names the rule.",
  NO_TRIP_CREDIT: "The account has no trip credit that can be spent now (none issued, all spent, or all expired).",
  DEPARTURE_ALREADY_CANCELLED: "The departure has already been cancelled; its travellers have their offers.",
  CHOICE_ALREADY_MADE:
    "The traveller has already answered the offer of a departure we cancelled (or it was refunded after the answer period); nothing more to choose.",
  // ── Back office ─────────────────────────────────────────────────────────────────────────
  CAPACITY_BELOW_SOLD:
    "A departure's seats cannot go below the seats already taken (sold or held). `extensions.seatsTaken` says how many; cancel bookings first or choose more seats.",
  DEPARTURE_DATE_TAKEN:
    "The trip already has a departure on that start date (one per trip and day). `extensions.dates` lists the dates taken.",
  // ── Reviews from travellers who went ────────────────────────────────────────────────────
  REVIEW_NOT_ALLOWED:
    "The review link is not one we sent (unknown or mistyped token), or its traveller is no longer on a completed booking of that departure, or a photo was uploaded with another traveller's link. Only travellers who went review a trip.",
  REVIEW_EXISTS:
    "This traveller has already reviewed this departure (one review per traveller per departure). Change it with editReview within 30 days of writing it.",
  INVITE_EXPIRED:
    "The review link has expired: a review can be written for 60 days after the departure ends, and changed for 30 days after it was written.",
  // ── Messages ────────────────────────────────────────────────────────────────────────────
  MESSAGE_NOT_SENT_YET:
    "The message has not been sent yet (it is queued or being sent): it goes by itself, so there is nothing to resend.",
  // ── Raised before execution by the query limits ─────────────────────────────────────────
  QUERY_TOO_LARGE: "The document has more lexical tokens than the parser accepts (GRAPHQL_MAX_TOKENS).",
  QUERY_TOO_DEEP: "Selections are nested deeper than GRAPHQL_MAX_DEPTH.",
  TOO_MANY_ALIASES: "The document uses more aliased fields than GRAPHQL_MAX_ALIASES.",
  QUERY_TOO_COMPLEX:
    "The document selects more fields in total than GRAPHQL_MAX_FIELDS, or its estimated cost exceeds GRAPHQL_MAX_COMPLEXITY.",
  // ── Raised by the GraphQL server (graphql-yoga) itself ──────────────────────────────────
  GRAPHQL_PARSE_FAILED: "The document is not valid GraphQL syntax.",
  GRAPHQL_VALIDATION_FAILED:
    "The document does not fit the schema (unknown field, wrong argument type), or asks for introspection in production.",
  BAD_REQUEST:
    "The HTTP request itself is wrong: a mutation sent with GET (answered 405), a body that is not JSON (415: forms cannot run operations), a batch of operations, or missing or malformed parameters.",
  OPERATION_RESOLUTION_FAILURE: "The document holds several operations and operationName does not pick one of them.",
  // ── Anything else ───────────────────────────────────────────────────────────────────────
  SERVICE_UNAVAILABLE:
    "The database is not answering (a restart or an outage): HTTP 503 with Retry-After. Nothing was done that the answer does not show; try again in a few seconds.",
  INTERNAL_SERVER_ERROR:
    'An unexpected failure. The message is always "Unexpected error."; the details are in the server log under the request id returned in the X-Request-Id header.',
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes a resolver may raise on purpose. */
export type UserErrorCode = Extract<
  ErrorCode,
  | "BAD_USER_INPUT"
  | "NOT_FOUND"
  | "UNAUTHENTICATED"
  | "invalid-jwt"
  | "FORBIDDEN"
  | "LAST_OWNER"
  | "SECOND_FACTOR_REQUIRED"
  | "RATE_LIMITED"
  | "OTP_INVALID"
  | "COUNTRY_NOT_ALLOWED"
  | "SMS_NOT_SENT"
  | "ERASURE_NOT_ALLOWED"
  | "SOLD_OUT"
  | "TRANSFER_NOT_ALLOWED"
  | "NO_TRIP_CREDIT"
  | "DEPARTURE_ALREADY_CANCELLED"
  | "CHOICE_ALREADY_MADE"
  | "DEPARTURE_CLOSED"
  | "PRICE_CHANGED"
  | "PARTICIPANT_INVALID"
  | "ADD_ON_SOLD_OUT"
  | "ADD_ON_CLOSED"
  | "FORM_LINK_EXPIRED"
  | "UPLOAD_REFUSED"
  | "QUOTATION_EXPIRED"
  | "QUOTATION_ALREADY_ACCEPTED"
  | "QUOTATION_OPTION_UNAVAILABLE"
  | "DUPLICATE_PARTICIPANT"
  | "GUARDIAN_REQUIRED"
  | "BOOKING_NOT_CANCELLABLE"
  | "HOLD_LIMIT"
  | "CAMPAIGN_CODE_UNKNOWN"
  | "CAMPAIGN_NOT_RUNNING"
  | "CAMPAIGN_NOT_VALID_FOR_TRIP"
  | "BOOKING_NOT_PAYABLE"
  | "PAYMENT_SIGNATURE_INVALID"
  | "PAYMENT_PROVIDER_UNAVAILABLE"
  | "SANDBOX_DISABLED"
  | "PAYMENT_LINK_INVALID"
  | "PAYMENT_LINK_USED"
  | "PAYMENT_LINK_EXPIRED"
  | "BALANCE_CHANGED"
  | "GSTIN_INVALID"
  | "PAN_INVALID"
  | "PAN_REQUIRED"
  | "BILLING_ADDRESS_REQUIRED"
  | "CAPACITY_BELOW_SOLD"
  | "DEPARTURE_DATE_TAKEN"
  | "REVIEW_NOT_ALLOWED"
  | "REVIEW_EXISTS"
  | "INVITE_EXPIRED"
  | "MESSAGE_NOT_SENT_YET"
  | "WAITLIST_CLOSED"
  | "ALREADY_WAITLISTED"
  | "OFFER_EXPIRED"
>;
