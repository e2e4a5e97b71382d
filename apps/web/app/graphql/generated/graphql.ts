/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Narrows a list of activities. Ranges include both ends. */
export type ActivityFilter = {
  /** Longest duration, in minutes. */
  max_minutes?: number | null | undefined;
  /** Whole rupees. */
  max_price?: number | null | undefined;
  /** Shortest duration, in minutes. */
  min_minutes?: number | null | undefined;
  /** Whole rupees. */
  min_price?: number | null | undefined;
};

/** How a list of activities is ordered. */
export type ActivitySort =
  /** Shortest first. */
  | 'DURATION'
  /** Dearest first. */
  | 'PRICE_HIGH'
  /** Cheapest first. */
  | 'PRICE_LOW'
  /** Those a destination features first, in its order; then the rest as added. */
  | 'RECOMMENDED';

export type AddOnChoiceInput = {
  addOnId: number;
  /** Travellers taking it: 0 takes it off. */
  quantity: number;
  /** One of the add-on's sizes; leave out when it has none. */
  size?: string | null | undefined;
  /** Who takes it, by position among the booking's participants (0: the lead traveller): as many as quantity. Required for an add-on with sizes (base camp hands each size to its traveller); a traveller takes one size of an add-on at most. */
  travellers?: Array<number> | null | undefined;
};

/** per_traveller: once per traveller who takes it; per_traveller_day: that, times the departure's days. */
export type AddOnPricing =
  | 'per_traveller'
  | 'per_traveller_day';

/** Every field optional; they combine with AND. */
export type AdminBookingFilter = {
  eventId?: string | number | null | undefined;
  /** Trips starting on or after. */
  from?: string | null | undefined;
  /** Any part of a phone number (digits compared): booker or traveller. */
  phone?: string | null | undefined;
  /** A booking reference or its first characters, in any case, with or without "PJ-" ("PJ-7K3M9Q", "pj-7k3", "7K3M"). BAD_USER_INPUT (field reference) for anything a reference cannot hold. */
  reference?: string | null | undefined;
  /** One of BookingStatus's values. */
  status?: string | null | undefined;
  /** Trips starting on or before. */
  to?: string | null | undefined;
  trekId?: string | number | null | undefined;
};

export type AdminCheckInInput = {
  /** ISO 8601: when the mark was made on the phone. */
  at: string;
  eventId: number;
  participantId: number;
  state: CheckInState;
};

export type AdminDepartureBriefingInput = {
  eventId: number;
  leaderName: string;
  leaderPhone: string;
  /** An https link to a map. */
  meetingMapUrl?: string | null | undefined;
  meetingPoint: string;
  /** "HH:MM", 24-hour. */
  meetingTime: string;
};

export type AdminDepartureInput = {
  /** Seats in all (sold, held and left). */
  capacity: number;
  /** Days from the first to the last, both counted. */
  length_days: number;
  prices: Array<AdminPackagePriceInput>;
  start_date: string;
};

export type AdminDepartureSeriesInput = {
  capacity: number;
  /** The first date the series may start on. */
  from: string;
  length_days: number;
  prices: Array<AdminPackagePriceInput>;
  /** The last date the series may start on. */
  to: string;
  trek_id: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
};

export type AdminEnquiryFilter = {
  /** Only those assigned to this staff member. */
  assignee_id?: number | null | undefined;
  /** enquiry, custom-trip */
  kind?: string | null | undefined;
  offset?: number | null | undefined;
  /** Part of a name, phone, email or reference. */
  search?: string | null | undefined;
  /** new, contacted, quoted, accepted, booked, closed */
  status?: string | null | undefined;
  /** Only those assigned to nobody. */
  unassigned?: boolean | null | undefined;
};

export type AdminEnquiryUpdate = {
  /** A staff member's id; null to unassign; absent to leave. */
  assigneeId?: number | null | undefined;
  /** Added to the notes (up to 2000 characters). */
  note?: string | null | undefined;
  /** new, contacted, quoted, accepted, booked, closed */
  status?: string | null | undefined;
};

export type AdminPackageInput = {
  hide: boolean;
  /** Struck through beside the price; null for none. */
  original_price?: number | null | undefined;
  /** Whole rupees per traveller. */
  price: number;
};

export type AdminPackagePriceInput = {
  enabled: boolean;
  package_id: number;
  /** Whole rupees per traveller; null: the package's own price. */
  price?: number | null | undefined;
};

export type AdminPersonalDataHoldInput = {
  eventId: number;
  /** The incident (placing), or why it is over (releasing). */
  reason: string;
};

export type AdminQuotationActivityInput = {
  activity_id: number;
  /** false: optional, at its own price. */
  included: boolean;
};

export type AdminQuotationDayInput = {
  activities: Array<AdminQuotationActivityInput>;
  description: string;
  title: string;
};

/** A quotation as the planner writes it. Prices are whole rupees. */
export type AdminQuotationInput = {
  /** Airport transfers included. */
  airport_transfer: boolean;
  /** Per traveller: the package's price, or written freely. */
  base_price: number;
  booking_amount: number;
  /** The regional team whose policies the quotation shows (adminQuotationCatalogue.teams); required to save. */
  campsite_id?: number | null | undefined;
  days: Array<AdminQuotationDayInput>;
  exclusions: Array<string>;
  expiry_date: string;
  inclusions: Array<string>;
  meals: string;
  options: Array<AdminQuotationOptionInput>;
  /** The package the days and base price came from. */
  package_id?: number | null | undefined;
  pax: number;
  price_inclusive_of_taxes: boolean;
  /** A private vehicle for sightseeing included (spelt as Quotation's field). */
  private_vehicle_siteseeing: boolean;
  rooms: number;
  /** The option shown first (its index). */
  selected_option: number;
  /** per person or per group */
  show_price_for: string;
  /** Shared (seat-in-coach) transfers included. */
  sic_vehicle: boolean;
  travel_date: string;
  trip_subtitle?: string | null | undefined;
  trip_title: string;
};

export type AdminQuotationOptionInput = {
  name: string;
  properties: Array<AdminQuotationPropertyInput>;
  /** Rupees per traveller for this option's stay. */
  stay_price: number;
};

/** A stay: property_id (the catalogue's) or typed_in (one outside it), one of the two. */
export type AdminQuotationPropertyInput = {
  /** Like "Nights 1 to 3". */
  days_detail: string;
  meals: string;
  property_id?: number | null | undefined;
  room_type: string;
  typed_in?: AdminTypedInPropertyInput | null | undefined;
};

export type AdminRevealIdNumberInput = {
  /** The traveller's form (AdminTravellerForm.form_id). */
  formId: number;
  /** Why the whole number is needed (a permit office, an incident). */
  reason: string;
};

export type AdminReviewFitnessProofInput = {
  approve: boolean;
  formId: number;
  /** Required to return a proof: what to send instead. */
  reason?: string | null | undefined;
};

export type AdminSaveAddOnInput = {
  active: boolean;
  closesDaysBefore: number;
  description: string;
  /** 0 to 28. */
  gstPercent: number;
  /** Leave out to create one. */
  id?: number | null | undefined;
  name: string;
  /** Integer paise before GST. */
  pricePaise: number;
  pricing: AddOnPricing;
  /** Its SAC or HSN code, 4 to 8 digits, printed on its invoice line. Left out: kept (a new one: 999799). */
  sac?: string | null | undefined;
  sizes: Array<string>;
  /** Per departure (and size); leave out for no limit. */
  stockPerDeparture?: number | null | undefined;
  trekId: number;
};

export type AdminTypedInPropertyInput = {
  location: string;
  name: string;
  /** 1 to 7; null: none. */
  star_category?: number | null | undefined;
};

export type AnswerCancelledDepartureInput = {
  bookingId: string | number;
  choice: CancelledDepartureChoice;
  /** With transfer: the new departure. */
  eventId?: number | null | undefined;
  /** With transfer: the package on it. */
  packageId?: number | null | undefined;
};

/** Who the booking's tax documents are made out to; given at booking or before the first payment. */
export type BillingDetailsInput = {
  /** Required with a GSTIN (the registered address). */
  address?: string | null | undefined;
  bookingId: string | number;
  /** A business's GSTIN (15 characters, checked: format, state code, check character): B2B invoices. GSTIN_INVALID. */
  gstin?: string | null | undefined;
  /** The business's legal name with a GSTIN; otherwise the buyer's name as on their PAN. */
  legalName: string;
  /** The buyer's PAN: needed before paying for a trip abroad (TCS). Checked: format, and its fifth letter begins a word of legalName (PAN_INVALID). Stored, shown back masked. */
  pan?: string | null | undefined;
  /** A GST state code ("27") or name ("Maharashtra"): the place of supply. Required without a GSTIN; with one, the GSTIN's state (another: GSTIN_INVALID). */
  state?: string | null | undefined;
};

/** held (seats held, awaiting payment) -> part_paid (booking amount paid) or confirmed (fully paid) -> completed; held -> expired; any of held, part_paid, confirmed -> cancelled. */
export type BookingStatus =
  | 'cancelled'
  | 'completed'
  | 'confirmed'
  | 'expired'
  | 'held'
  | 'part_paid';

/** upcoming (not started), running (its offer applies to new bookings), ended. */
export type CampaignState =
  | 'ended'
  | 'running'
  | 'upcoming';

/** refund: everything paid back; credit: everything paid plus the trip's bonus, as trip credit; transfer: another date, no fee. */
export type CancelledDepartureChoice =
  | 'credit'
  | 'refund'
  | 'transfer';

export type CheckInState =
  | 'arrived'
  | 'no_show';

export type ChooseAddOnsInput = {
  bookingId: string | number;
  /** The booking's whole set of add-ons: one left out is taken off (while it is still open). */
  choices: Array<AddOnChoiceInput>;
};

/** A request to hold seats on a departure. */
export type CreateBookingInput = {
  /** A campaign code the traveller entered (case and spaces ignored). Refused with CAMPAIGN_CODE_UNKNOWN, CAMPAIGN_NOT_RUNNING or CAMPAIGN_NOT_VALID_FOR_TRIP; with a campaignSlug of another campaign, BAD_USER_INPUT (offers are not combined). */
  campaignCode?: string | null | undefined;
  /** The campaign page the booking started from (/campaign/{slug}). Its offer applies when the campaign runs now and covers the trip; otherwise the booking is made at the full price (no error). */
  campaignSlug?: string | null | undefined;
  /** Optional: an email for the booking's messages (confirmation, payments, refunds). They go through the outbox by the traveller's channel (WhatsApp, SMS or email, messagePreferences), so without it they still reach the account's phone. */
  contact_email?: string | null | undefined;
  /** The departure (an Event's id). */
  eventId: number;
  /** The price per person the traveller was shown; when it differs from the server's: PRICE_CHANGED. */
  expectedPricePerPersonPaise?: number | null | undefined;
  /** 16 to 100 visible ASCII characters, chosen by the browser once per registration screen: the same key from the same traveller returns the same booking. */
  idempotencyKey: string;
  /** A package the departure offers. */
  packageId: number;
  /** 1 to 12 travellers, each with their own phone; no more than the seats left. */
  participants: Array<ParticipantInput>;
};

/** As PaymentPlan: full, or the trip's booking amount. */
export type CreditPaymentPlan =
  | 'booking_amount'
  | 'full';

/** A customized trip request (SPEC.md's EventDataInput) with who to reply to. */
export type CustomTripInput = {
  /** Adults travelling, at least 1 (one for solo, two for a couple). */
  adults: number;
  /** Whole rupees per person, when the traveller has a figure in mind (1,000 to 50,00,000). */
  budget_per_person?: number | null | undefined;
  /** One age per child, 0 to 17 (older travellers are adults); as many as `children`. */
  child_ages?: Array<number> | null | undefined;
  /** Children travelling (0 to 20). */
  children: number;
  /** Like "+91". */
  country_code: string;
  /** The travel date, YYYY-MM-DD, from today onwards. */
  date: string;
  destination: string;
  /** Days, 1 to 60. */
  duration: number;
  email: string;
  /** solo, couple, family, friends or corporate. */
  group: string;
  message?: string | null | undefined;
  name: string;
  phone: string;
  /** leisure, honeymoon, adventure, pilgrimage, wildlife or workation. */
  type: string;
};

/** A traveller's gender, as the registration form offers it. */
export type Gender =
  | 'female'
  | 'male'
  | 'non_binary'
  | 'prefer_not_to_say';

/** The declaration of the person booking a traveller under 18 on the start date: "I am this traveller's parent or lawful guardian" (docs/api.md, "Children"). */
export type GuardianDeclarationInput = {
  /** The box "I am this traveller's parent or lawful guardian", ticked: must be true. */
  confirmed: boolean;
  /** The guardian's full name: 1 to 60 letters, spaces, dots, apostrophes or hyphens. */
  name: string;
  relation: GuardianRelation;
};

/** How the person booking a traveller under 18 is related to them. */
export type GuardianRelation =
  | 'lawful_guardian'
  | 'parent';

/** What a traveller tells us when they enquire. */
export type InquiryInput = {
  /** How many people are travelling. */
  count: number;
  /** The travel date, YYYY-MM-DD, from today onwards. Required about a trek or an activity; a general question may leave it out. */
  date?: string | null | undefined;
  email: string;
  message?: string | null | undefined;
  /** Any common way of writing it; stored as E.164. */
  mobile: string;
  name: string;
};

/** A group asking to wait for seats on a departure. */
export type JoinWaitlistInput = {
  /** Where the offer's email goes (the SMS goes to the account's phone). */
  contact_email?: string | null | undefined;
  /** The departure (an Event's id). */
  eventId: number;
  /** A package the departure offers. */
  packageId: number;
  /** The group's size, 1 to 12: offers are of seats for all of it. */
  travellers: number;
};

/** Narrows a trip listing. Every condition given must hold; ranges include both ends. */
export type ListingFilter = {
  /** Any of: easy, easy-moderate, moderate, difficult, challenging. */
  difficulties?: Array<string> | null | undefined;
  max_days?: number | null | undefined;
  /** Whole rupees. */
  max_price?: number | null | undefined;
  min_days?: number | null | undefined;
  /** Whole rupees. */
  min_price?: number | null | undefined;
  /** Only trips with a bookable departure in this month (YYYY-MM). */
  month?: string | null | undefined;
  /** Trips at their best in any of these seasons: winter, spring, summer, monsoon, autumn. */
  seasons?: Array<string> | null | undefined;
  /** Trips with any of these themes: first-timers, weekend, honeymoon, family, adventure, snow, pilgrimage, wildlife, beach, culture. */
  themes?: Array<string> | null | undefined;
  /** Kinds of trip: trek, group-trip, tour-package (any of them). */
  types?: Array<string> | null | undefined;
};

/** How a trip listing is ordered. */
export type ListingSort =
  /** Soonest bookable departure first. */
  | 'DEPARTURE'
  /** Most travellers booked on departures from today first, then most reviews. */
  | 'POPULARITY'
  /** Dearest first. */
  | 'PRICE_HIGH'
  /** Cheapest first. */
  | 'PRICE_LOW'
  /** Newest update first (SPEC.md's order; the default). */
  | 'UPDATED';

/** How a message reaches a traveller: whatsapp, sms or email. */
export type MessageChannel =
  | 'email'
  | 'sms'
  | 'whatsapp';

/** percent: percent_off of the subtotal; fixed_per_traveller: amount_per_traveller_paise per seat. */
export type OfferKind =
  | 'fixed_per_traveller'
  | 'percent';

/** How money taken by hand came: bank_transfer (reference: the UTR), upi (the 12-digit UPI transaction reference), cheque (the 6-digit cheque number, with `bank`), cash (the receipt's number). */
export type OfflinePaymentMethod =
  | 'bank_transfer'
  | 'cash'
  | 'cheque'
  | 'upi';

/** One traveller of a booking (SPEC.md's ParticipantInput). */
export type ParticipantInput = {
  /** The phone's country code, like "+91". */
  country_code: string;
  /** In the past; the age on the start date must be within the trip's min_age..max_age. */
  dob: string;
  /** 1 to 60 letters, spaces, dots, apostrophes or hyphens. */
  first_name: string;
  gender: Gender;
  /** Required when the traveller is under 18 on the departure's start date (GUARDIAN_REQUIRED without it); ignored for an adult. */
  guardian?: GuardianDeclarationInput | null | undefined;
  last_name: string;
  /** The national number (or the whole number starting with the country code); must be a valid phone. */
  phone: string;
};

/** full: everything due; booking_amount: the trip's part payment (only where the trip sets one). */
export type PaymentPlan =
  | 'booking_amount'
  | 'full';

export type PermitIdType =
  | 'aadhaar'
  | 'driving_licence'
  | 'pan'
  | 'passport'
  | 'voter_id';

/** How a cancelled booking's money comes back: CASH (the tier's refund) or CREDIT (trip credit, a larger share). */
export type RefundAs =
  | 'CASH'
  | 'CREDIT';

export type ReviewDecision =
  /** Publish it. */
  | 'APPROVE'
  /** Do not publish it (a reason is required). */
  | 'REJECT';

/** A review: 20 to 2000 characters, 1 to 5 stars, up to 6 photos uploaded with the same link. */
export type ReviewInput = {
  /** Ids answered by POST /api/uploads/review-photo, in the order to show them. */
  photoIds?: Array<number> | null | undefined;
  /** 1 to 5. */
  stars: number;
  text: string;
};

/** How a trip's reviews are listed. */
export type ReviewSort =
  /** Most stars first, newest first among equals. */
  | 'HIGHEST'
  /** Fewest stars first, newest first among equals. */
  | 'LOWEST'
  /** Newest first. */
  | 'NEWEST'
  /** Only reviews with photos, newest first. */
  | 'WITH_PHOTOS';

/** A traveller's review's state; only approved ones are published. */
export type ReviewStatus =
  /** Published. */
  | 'APPROVED'
  /** Waiting: its text has a phone number, an email address or a link. */
  | 'HELD'
  /** Waiting for moderation. */
  | 'PENDING'
  /** Not published; its writer sees the reason. */
  | 'REJECTED';

/** What a search result is. */
export type SearchKind =
  | 'ACTIVITY'
  | 'ATTRACTION'
  | 'DESTINATION'
  /** A trek, group trip or tour package (/tours/{slug}). */
  | 'TREK';

/** What a staff member may do in the back office: each role is a set of permissions (docs/api.md). */
export type StaffRole =
  /** Accounts */
  | 'accounts'
  /** Content */
  | 'content'
  /** Owner */
  | 'owner'
  /** Trek leader */
  | 'trek_leader'
  /** Trip desk */
  | 'trip_desk';

export type SubstituteParticipantInput = {
  bookingId: string | number;
  /** The traveller's position on the booking, from 0. */
  index: number;
  participant: ParticipantInput;
};

/** INVOICE: a tax invoice for a payment received. CREDIT_NOTE: a refund's, amending an invoice. */
export type TaxDocumentKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

export type TransferBookingInput = {
  bookingId: string | number;
  /** A departure of the same trip. */
  eventId: number;
  /** Chosen by the browser per confirmation: a repeat answers the same move. */
  idempotencyKey: string;
  /** Any package offered on that departure. */
  packageId: number;
};

/** The parts to save; a part left out stays as it was. */
export type TravellerFormInput = {
  /** The version read (TravellerForm.undertaking). */
  acceptUndertakingVersion?: number | null | undefined;
  allergies?: string | null | undefined;
  emergencyName?: string | null | undefined;
  /** Someone else's phone; normalised to E.164. */
  emergencyPhone?: string | null | undefined;
  emergencyRelation?: string | null | undefined;
  idNumber?: string | null | undefined;
  idType?: PermitIdType | null | undefined;
  /** Empty: none. With the three below, one declaration. */
  medicalConditions?: string | null | undefined;
  medicalNotes?: string | null | undefined;
  medicines?: string | null | undefined;
};

/** A part of a traveller's forms: emergency contact, medical declaration, undertaking, ID for permits, fitness proof. */
export type TravellerFormPart =
  | 'emergency'
  | 'fitness'
  | 'medical'
  | 'permit_id'
  | 'undertaking';

/** waiting (in line) -> offered (seats kept for the group until the offer expires) -> booked (taken: a held booking), declined or lapsed; left (by the traveller), removed (by staff) or closed (the waitlist closed, or the departure was called off) at any time in line. */
export type WaitlistEntryStatus =
  | 'booked'
  | 'closed'
  | 'declined'
  | 'lapsed'
  | 'left'
  | 'offered'
  | 'removed'
  | 'waiting';

export type WaitlistOfferBookingState =
  | 'ended'
  | 'moved'
  | 'paid'
  | 'to_pay';

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { me: { phone: string, first_name: string | null, last_name: string | null, member_since: string } | null };

export type SendErasureCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendErasureCodeMutation = { sendErasureCode: { message: string } };

export type EraseMyAccountMutationVariables = Exact<{
  code: number;
}>;


export type EraseMyAccountMutation = { eraseMyAccount: { message: string } };

export type MessagePreferencesQueryVariables = Exact<{ [key: string]: never; }>;


export type MessagePreferencesQuery = { messagePreferences: { preferred_channel: MessageChannel, whatsapp_opt_out: boolean, sms_opt_out: boolean, email_opt_out: boolean, marketing_opt_out: boolean } };

export type SetMessagePreferencesMutationVariables = Exact<{
  preferredChannel: MessageChannel;
  whatsappOptOut: boolean;
  smsOptOut: boolean;
  emailOptOut: boolean;
  marketingOptOut: boolean;
}>;


export type SetMessagePreferencesMutation = { setMessagePreferences: { preferred_channel: MessageChannel, whatsapp_opt_out: boolean, sms_opt_out: boolean, email_opt_out: boolean, marketing_opt_out: boolean } };

export type MyDataQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataQuery = { myData: { generated_at: string, download_url: string, account: { phone: string, first_name: string | null, last_name: string | null, emails: Array<string>, created_at: string }, message_preferences: { chosen: boolean, preferred_channel: string, whatsapp_opt_out: boolean, sms_opt_out: boolean, email_opt_out: boolean, marketing_opt_out: boolean }, newsletter: Array<{ email: string, subscribed_at: string }>, bookings: Array<{ reference: string, trip: string, start_date: string | null, end_date: string | null, status: string, traveller_count: number, total_paise: number, paid_paise: number, contact_email: string | null, created_at: string, travellers: Array<{ position: number, first_name: string, last_name: string, phone: string, dob: string, gender: string, guardian: string | null }> }>, traveller_forms: Array<{ booking_reference: string, traveller: string, emergency_name: string | null, emergency_phone: string | null, emergency_relation: string | null, medical_conditions: string | null, medicines: string | null, allergies: string | null, medical_notes: string | null, id_type: string | null, id_number_masked: string | null, fitness_proof_uploaded: boolean, fitness_status: string, erased_at: string | null }>, payments: Array<{ booking_reference: string, kind: string, amount_paise: number, method: string | null, method_detail: string | null, at: string }>, refunds: Array<{ booking_reference: string, amount_paise: number, status: string, reason: string, requested_at: string, processed_at: string | null }>, tax_documents: Array<{ booking_reference: string, kind: string, number: string, issued_at: string, buyer_name: string, total_paise: number, pdf_url: string }>, billing_details: Array<{ booking_reference: string, legal_name: string, gstin: string | null, pan: string | null, address: string | null, state_code: string }>, trip_credit: Array<{ kind: string, amount_paise: number, source: string | null, booking_reference: string | null, expires_at: string | null, at: string }>, waitlist: Array<{ trip: string, start_date: string, travellers: number, status: string, contact_email: string | null, joined_at: string, ended_at: string | null, offers: Array<{ seats: number, status: string, offered_at: string, expires_at: string }> }>, reviews: Array<{ trip: string, star_rating: number, review: string, signed_as: string, status: string, submitted_at: string | null }>, enquiries: Array<{ reference: string, kind: string, name: string, mobile: string, email: string, travel_date: string | null, travellers: number, message: string | null, status: string, created_at: string, quotations: Array<{ trip_title: string, travel_date: string, expiry_date: string, path: string }> }>, messages: Array<{ template: string, channel: string | null, status: string, booking_reference: string | null, queued_at: string, sent_at: string | null }>, saved_trips: Array<{ trip: string, saved_at: string }> } };

export type AdminRecordOfflinePaymentMutationVariables = Exact<{
  bookingId: string | number;
  amountPaise: number;
  method: OfflinePaymentMethod;
  reference: string;
  bank?: string | null | undefined;
  note?: string | null | undefined;
}>;


export type AdminRecordOfflinePaymentMutation = { adminRecordOfflinePayment: { id: number, status: string } };

export type AdminTcsQuoteQueryVariables = Exact<{
  bookingId: string | number;
  amountPaise: number;
}>;


export type AdminTcsQuoteQuery = { adminTcsQuote: { tcs_paise: number, receive_paise: number } };

export type AdminRecordOfflineRefundMutationVariables = Exact<{
  refundId: string | number;
  reference: string;
}>;


export type AdminRecordOfflineRefundMutation = { adminRecordOfflineRefund: { id: number } };

export type AdminCancelBookingMutationVariables = Exact<{
  bookingId: string | number;
  refundPaise?: number | null | undefined;
  reason: string;
}>;


export type AdminCancelBookingMutation = { adminCancelBooking: { id: number, status: string } };

export type AdminBookingMessagesQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type AdminBookingMessagesQuery = { adminBookingMessages: Array<{ id: number, template: string, channel: MessageChannel | null, status: string, send_at: string, sent_at: string | null, status_at: string | null, body: string | null, last_error: string | null, resend_of: number | null }> };

export type AdminResendMessageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminResendMessageMutation = { adminResendMessage: { id: number } };

export type AdminTransferBookingMutationVariables = Exact<{
  bookingId: string | number;
  eventId: number;
  packageId: number;
}>;


export type AdminTransferBookingMutation = { adminTransferBooking: { id: string, status: BookingStatus, due_paise: number } };

export type AdminAllowTransferMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type AdminAllowTransferMutation = { adminAllowTransfer: number };

export type AdminGrantCreditMutationVariables = Exact<{
  accountId: number;
  amountPaise: number;
  reason: string;
}>;


export type AdminGrantCreditMutation = { adminGrantCredit: { balance_paise: number } };

export type AdminCancelDepartureMutationVariables = Exact<{
  eventId: number;
  reason: string;
}>;


export type AdminCancelDepartureMutation = { adminCancelDeparture: { event_id: number, cancelled_bookings: number, released_holds: number } };

export type AdminDepartureLeadersQueryVariables = Exact<{
  eventId: number;
}>;


export type AdminDepartureLeadersQuery = { adminDepartureLeaders: Array<{ id: number, name: string }>, adminTrekLeaders: Array<{ id: number, name: string }> };

export type AdminAssignTrekLeaderMutationVariables = Exact<{
  eventId: number;
  userId: number;
}>;


export type AdminAssignTrekLeaderMutation = { adminAssignTrekLeader: Array<{ id: number }> };

export type AdminUnassignTrekLeaderMutationVariables = Exact<{
  eventId: number;
  userId: number;
}>;


export type AdminUnassignTrekLeaderMutation = { adminUnassignTrekLeader: Array<{ id: number }> };

export type AdminPersonalDataHoldQueryVariables = Exact<{
  eventId: number;
}>;


export type AdminPersonalDataHoldQuery = { adminPersonalDataHold: { placed_at: string, reason: string } | null };

export type AdminPlacePersonalDataHoldMutationVariables = Exact<{
  input: AdminPersonalDataHoldInput;
}>;


export type AdminPlacePersonalDataHoldMutation = { adminPlacePersonalDataHold: { placed_at: string } };

export type AdminReleasePersonalDataHoldMutationVariables = Exact<{
  input: AdminPersonalDataHoldInput;
}>;


export type AdminReleasePersonalDataHoldMutation = { adminReleasePersonalDataHold: boolean };

export type AdminPaymentAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPaymentAlertsQuery = { adminPaymentAlerts: Array<{ id: string, booking_id: string, booking_reference: string, provider: string, provider_payment_id: string, expected_amount_paise: number, expected_currency: string, received_amount_paise: number, received_currency: string, detected_at: string }> };

export type AdminResolvePaymentAlertMutationVariables = Exact<{
  id: string | number;
  resolution: string;
}>;


export type AdminResolvePaymentAlertMutation = { adminResolvePaymentAlert: { id: string } };

export type AdminResetStaffSecondFactorsMutationVariables = Exact<{
  userId: number;
}>;


export type AdminResetStaffSecondFactorsMutation = { adminResetStaffSecondFactors: { id: number, second_factors: number } };

export type AdminSecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSecondFactorsQuery = { adminSecondFactors: { required: boolean, verified_at: string | null, totp: boolean, recovery_codes_left: number, fresh_seconds: number, passkeys: Array<{ id: number, name: string, created_at: string, last_used_at: string | null }> } };

export type AdminBeginPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminBeginPasskeySignInMutation = { adminBeginPasskeySignIn: string };

export type AdminVerifyPasskeyMutationVariables = Exact<{
  response: string;
}>;


export type AdminVerifyPasskeyMutation = { adminVerifyPasskey: { verified_at: string | null } };

export type AdminVerifyTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminVerifyTotpMutation = { adminVerifyTotp: { verified_at: string | null } };

export type AdminVerifyRecoveryCodeMutationVariables = Exact<{
  code: string;
}>;


export type AdminVerifyRecoveryCodeMutation = { adminVerifyRecoveryCode: { verified_at: string | null } };

export type AdminTodayMovementFragment = { id: number, kind: string, booking_id: number, booking_reference: string, amount_paise: number, method: string | null, provider: string, at: string };

export type AdminSaveAddOnMutationVariables = Exact<{
  input: AdminSaveAddOnInput;
}>;


export type AdminSaveAddOnMutation = { adminSaveAddOn: { id: number, name: string } };

export type AdminSetDepartureBriefingMutationVariables = Exact<{
  input: AdminDepartureBriefingInput;
}>;


export type AdminSetDepartureBriefingMutation = { adminSetDepartureBriefing: boolean };

export type BlogArticleFieldsFragment = { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null };

export type BookingFieldsFragment = { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null };

export type CancelBookingMutationVariables = Exact<{
  id: string | number;
  refundAs?: RefundAs | null | undefined;
}>;


export type CancelBookingMutation = { cancelBooking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type MyBookingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyBookingsQuery = { myBookings: Array<{ id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null }> };

export type MyCreditQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCreditQuery = { myCredit: { balance_paise: number, expiries: Array<{ amount_paise: number, expires_at: string }>, entries: Array<{ id: string, kind: string, amount_paise: number, description: string, at: string }> } };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { id: string, hold_expires_at: string | null } };

export type RegistrationTrekFieldsFragment = { id: number, slug: string, name: string, type: string, min_age: number | null, max_age: number | null, packages: Array<{ id: number, name: string, price: number, original_price: number | null, discount_name: string | null }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }> };

export type TransferChoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type TransferChoicesQuery = { booking: { id: string, change_policy: Array<string>, transfer_choices: Array<{ event_id: number, start_date: string, end_date: string, seats_left: number, package_id: number, package_name: string, total_paise: number }> } | null };

export type TransferQuoteQueryVariables = Exact<{
  bookingId: string | number;
  eventId: number;
  packageId: number;
}>;


export type TransferQuoteQuery = { transferQuote: { event_id: number, package_id: number, total_paise: number, fee_paise: number, due_paise: number, credit_paise: number } };

export type TransferBookingMutationVariables = Exact<{
  input: TransferBookingInput;
}>;


export type TransferBookingMutation = { transferBooking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type AnswerCancelledDepartureMutationVariables = Exact<{
  input: AnswerCancelledDepartureInput;
}>;


export type AnswerCancelledDepartureMutation = { answerCancelledDeparture: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type SubstituteParticipantMutationVariables = Exact<{
  input: SubstituteParticipantInput;
}>;


export type SubstituteParticipantMutation = { substituteParticipant: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type TravellerAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type TravellerAccountQuery = { me: { phone: string, first_name: string | null, last_name: string | null } | null };

export type CampaignOfferFieldsFragment = { slug: string, name: string, state: CampaignState, ends_at: string, offer_kind: OfferKind, percent_off: number | null, amount_per_traveller_paise: number | null, cap_paise: number | null, min_travellers: number, combines_with_fare_offers: boolean, offer_text: string, combination_text: string, trek_ids: Array<number> };

export type BookingCampaignQueryVariables = Exact<{
  slug: string;
}>;


export type BookingCampaignQuery = { campaign: { slug: string, name: string, state: CampaignState, ends_at: string, offer_kind: OfferKind, percent_off: number | null, amount_per_traveller_paise: number | null, cap_paise: number | null, min_travellers: number, combines_with_fare_offers: boolean, offer_text: string, combination_text: string, trek_ids: Array<number> } | null };

export type TripCardFieldsFragment = { id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> };

export type ActivityCardFieldsFragment = { id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null };

export type AttractionCardFieldsFragment = { id: number, slug: string, name: string, brief: string, location: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } };

export type SearchSuggestionsQueryVariables = Exact<{
  query: string;
  limit?: number | null | undefined;
}>;


export type SearchSuggestionsQuery = { search: { total: number, hits: Array<{ kind: SearchKind, name: string, path: string, context: string }> } };

export type TripListingQueryVariables = Exact<{
  destination?: string | null | undefined;
  filter?: ListingFilter | null | undefined;
  sort?: ListingSort | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  month?: string | null | undefined;
}>;


export type TripListingQuery = { trekListing: { total_count: number, cards: Array<{ id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, month_price: number, month_original_price: number | null, next_departure: { start_date: string, available_seats: number } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, destination: { slug: string, name: string, country: string, tagline: string, description: string, meta_title: string, meta_description: string, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, attractions: Array<{ id: number, slug: string, name: string, brief: string, location: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, activities: Array<{ id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }>, faqs: Array<{ question: string, answer: string }> } | null } | null };

export type CreateInquiryMutationVariables = Exact<{
  input: InquiryInput;
  trekId?: number | null | undefined;
  activityId?: number | null | undefined;
}>;


export type CreateInquiryMutation = { createInquiry: { message: string, reference: string } };

export type SendOtpMutationVariables = Exact<{
  phone: string;
}>;


export type SendOtpMutation = { sendOtp: { phone: string, message: string, resend_after_seconds: number } };

export type LoginWithOtpMutationVariables = Exact<{
  phone: string;
  otp: number;
}>;


export type LoginWithOtpMutation = { login: { token: string, message: string } };

export type SubscribeMutationVariables = Exact<{
  email: string;
}>;


export type SubscribeMutation = { subscribeNewsLetter: { message: string } };

export type BalanceBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type BalanceBookingQuery = { booking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } | null };

export type ConfirmPaymentMutationVariables = Exact<{
  orderId: string;
  paymentId: string;
  signature: string;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { status: string } };

export type ConfirmBalancePaymentMutationVariables = Exact<{
  orderId: string;
  paymentId: string;
  signature: string;
  link: string;
}>;


export type ConfirmBalancePaymentMutation = { confirmBalancePayment: { status: string } };

export type BalancePaymentViewQueryVariables = Exact<{
  bookingId: string | number;
  link: string;
}>;


export type BalancePaymentViewQuery = { balancePayment: { booking_id: string, trip_name: string, start_date: string, end_date: string | null, traveller_count: number, total_paise: number, paid_paise: number, balance_paise: number, balance_due_by: string | null, paid_in_full: boolean, cancelled: boolean, link_status: string, can_pay_with_link: boolean, documents: Array<{ kind: string, title: string, number: string, amount_paise: number, issued_at: string, path: string }> } | null };

export type StartBalancePaymentMutationVariables = Exact<{
  bookingId: string | number;
  link: string;
}>;


export type StartBalancePaymentMutation = { startBalancePayment: { provider: string, order_id: string, amount_paise: number, currency: string, key_id: string | null, checkout_url: string | null, description: string } };

export type HeldBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type HeldBookingQuery = { booking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } | null };

export type PaymentOutcomeQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentOutcomeQuery = { booking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } | null };

export type StartPaymentMutationVariables = Exact<{
  bookingId: string | number;
  plan: PaymentPlan;
}>;


export type StartPaymentMutation = { startPayment: { provider: string, order_id: string, amount_paise: number, currency: string, key_id: string | null, checkout_url: string | null, description: string, prefill_phone: string } };

export type ReceiptQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type ReceiptQuery = { receipt: { number: string, issued_at: string, company_name: string, company_gstin: string, company_address: string, payer_name: string, sac: string, service: string, place_of_supply: string, taxable_paise: number, gst_paise: number, cgst_paise: number, sgst_paise: number, igst_paise: number, tcs_paise: number, tcs_law: string | null, invoice_number: string | null, gst_percent: number, booking_total_paise: number, paid_to_date_paise: number, balance_after_paise: number, lines: Array<{ sac: string, description: string, gst_percent: number, taxable_paise: number, cgst_paise: number, sgst_paise: number, igst_paise: number, total_paise: number }>, payment: { id: string, amount_paise: number, method: string | null, method_detail: string | null, captured_at: string, provider_payment_id: string }, booking: { id: string, reference: string, discount_paise: number, campaign_name: string | null, trip: { name: string }, package: { name: string }, departure: { start_date: string, end_date: string }, participants: Array<{ first_name: string, last_name: string }> } } | null };

export type SandboxOrderQueryVariables = Exact<{
  orderId: string;
  link?: string | null | undefined;
}>;


export type SandboxOrderQuery = { sandboxOrder: { order_id: string, amount_paise: number, description: string, booking_id: string, status: string, payable: boolean, unpayable_reason: string | null } | null };

export type SandboxPayMutationVariables = Exact<{
  orderId: string;
  method: string;
  outcome: string;
  link?: string | null | undefined;
}>;


export type SandboxPayMutation = { sandboxPay: { order_id: string, payment_id: string | null, signature: string | null, status: string } };

export type PayWithCreditMutationVariables = Exact<{
  bookingId: string | number;
  plan: CreditPaymentPlan;
}>;


export type PayWithCreditMutation = { payWithCredit: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type RequestCustomTripMutationVariables = Exact<{
  input: CustomTripInput;
}>;


export type RequestCustomTripMutation = { requestCustomTrip: { reference: string, message: string } };

export type CustomTripAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomTripAccountQuery = { me: { phone: string, first_name: string | null, last_name: string | null } | null };

export type MyQuotationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyQuotationsQuery = { myQuotations: Array<{ slug: string, enquiry_slug: string, trip_title: string, travel_date: string, expiry_date: string, expired: boolean, accepted: boolean, pax: number }> };

export type QuotationViewFieldsFragment = { slug: string, name: string, trip_title: string, trip_subtitle: string | null, expiry_date: string, expired: boolean, accepted: boolean, accepted_property_group_id: number | null, duration: string, pax: number, meals: string, rooms: number, stay_details: string | null, travel_date: string, travel_details: string | null, travel_comments: string | null, inclusions: Array<string>, exclusions: Array<string>, show_price_for: string, booking_amount: number, discount_name: string | null, price_note: string | null, know_before_you_book: Array<string>, price_inclusive_of_taxes: boolean, airport_transfer: boolean, private_vehicle_siteseeing: boolean, sic_vehicle: boolean, extrabeds: number, exclusive_adult_extrabed: number, enquiry_slug: string, travelling_data: Array<{ from: string, to: string, mode: string }>, flight: { included: boolean, price: number | null, note: string | null } | null, train: { included: boolean, price: number | null, note: string | null } | null, bus: { included: boolean, price: number | null, note: string | null } | null, visa: { included: boolean, price: number | null, note: string | null } | null, phone_number: { number: string } | null, planner: { first_name: string | null, last_name: string | null, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null } | null, campsite: { name: string, type: string, policies: Array<{ title: string, body: string }> }, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, days: Array<{ day_number: number, title: string, description: string, activities: Array<{ name: string, slug: string, included: boolean, price: number | null, price_for: string | null }>, attractions: Array<{ name: string, included: boolean }> }>, property_groups: Array<{ id: number, name: string, is_selected: boolean, price: number | null, properties: Array<{ name: string, location: string, star_category: number | null, meals: string, room_type: string, days_detail: string }> }> };

export type AcceptQuotationMutationVariables = Exact<{
  slug: string;
  propertyGroupId: number;
  participants: Array<ParticipantInput> | ParticipantInput;
}>;


export type AcceptQuotationMutation = { acceptQuotation: { id: string } };

export type SaveTripMutationVariables = Exact<{
  trekId: number;
}>;


export type SaveTripMutation = { saveTrip: { saved: boolean } };

export type UnsaveTripMutationVariables = Exact<{
  trekId: number;
}>;


export type UnsaveTripMutation = { unsaveTrip: { saved: boolean } };

export type SavedTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedTripsQuery = { savedTrips: Array<{ id: number, slug: string, title: string }> };

export type SetBillingDetailsMutationVariables = Exact<{
  input: BillingDetailsInput;
}>;


export type SetBillingDetailsMutation = { setBillingDetails: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } };

export type TaxDocumentQueryVariables = Exact<{
  id: string | number;
}>;


export type TaxDocumentQuery = { taxDocument: { id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, booking_reference: string, trip_name: string, amends_number: string | null, amends_issued_at: string | null, company_name: string, company_gstin: string, company_address: string, buyer_name: string, buyer_gstin: string | null, buyer_address: string | null, buyer_state: string | null, buyer_pan: string | null, place_of_supply: string, sac: string, service: string, gst_percent: number, taxable_paise: number, cgst_paise: number, sgst_paise: number, igst_paise: number, total_paise: number, tcs_paise: number, tcs_law: string | null, statement: string | null, deadline_note: string | null, amount_paise: number, amount_in_words: string, pdf_url: string, lines: Array<{ sac: string, description: string, gst_percent: number, taxable_paise: number, cgst_paise: number, sgst_paise: number, igst_paise: number, total_paise: number }> } | null };

export type BookingAddOnOffersQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingAddOnOffersQuery = { booking: { id: string, traveller_count: number, participants: Array<{ first_name: string, last_name: string }>, add_ons: Array<{ add_on_id: number, size: string, quantity: number, travellers: Array<number> }>, add_on_offers: Array<{ add_on_id: number, name: string, description: string, price_paise: number, pricing: AddOnPricing, gst_percent: number, sizes: Array<string>, closes_on: string, open: boolean, left: Array<{ size: string, available: number | null }> }> } | null };

export type ChooseAddOnsMutationVariables = Exact<{
  input: ChooseAddOnsInput;
}>;


export type ChooseAddOnsMutation = { chooseAddOns: { id: string, total_paise: number } };

export type AddOnsBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type AddOnsBookingQuery = { booking: { id: string, reference: string, status: BookingStatus, status_text: string, hold_expires_at: string | null, traveller_count: number, price_per_person_paise: number, subtotal_paise: number, discount_paise: number, campaign_name: string | null, gst_percent: number, gst_paise: number, gst_included: boolean, add_ons_paise: number, total_paise: number, paid_paise: number, due_paise: number, received_paise: number, refunded_paise: number, refunding_paise: number, booking_amount_paise: number | null, balance_due_by: string | null, can_pay: boolean, payment_plans: Array<PaymentPlan>, abroad: boolean, address_required_from_paise: number, refund_status: string | null, change_fee_paise: number, transfers_left: number, date_change_blocked: string | null, credit_available_paise: number, trip: { id: number, name: string, slug: string }, package: { id: number, name: string }, departure: { id: number, start_date: string, end_date: string }, quotation: { slug: string, enquiry_slug: string } | null, participants: Array<{ first_name: string, last_name: string, phone: string }>, add_ons: Array<{ add_on_id: number, name: string, size: string, quantity: number, gst_percent: number, total_paise: number }>, payments: Array<{ id: string, receipt_number: string, amount_paise: number, method: string | null, captured_at: string, provider_payment_id: string }>, billing_details: { gstin: string | null, legal_name: string, address: string | null, state_code: string, pan_masked: string | null } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }>, refunds: Array<{ id: string, amount_paise: number, status: string, reason_text: string, note: string | null, created_at: string, processed_at: string | null }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, credit_paise: number, kept_paise: number } | null, cancellation: { refund_paise: number, refund_percent: number, tier_text: string, days_before_departure: number } | null, credit_cancellation: { credit_paise: number, fee_paise: number, text: string } | null, review: { path: string, written: boolean } | null, departure_cancelled: { reason: string, answer_by: string, paid_paise: number, credit_offer_paise: number, choice: string | null } | null } | null };

export type AdminTravellerFormsQueryVariables = Exact<{
  bookingId: number;
}>;


export type AdminTravellerFormsQuery = { adminTravellerForms: Array<{ participant_id: number, form_id: number | null, first_name: string, last_name: string, link_sent_at: string | null, missing: Array<TravellerFormPart>, emergency_name: string | null, emergency_phone: string | null, emergency_relation: string | null, medical_conditions: string | null, medicines: string | null, allergies: string | null, medical_notes: string | null, undertaking_version: number | null, undertaking_accepted_at: string | null, undertaking_address: string | null, id_type: string | null, id_number: string | null, personal_data_erased_at: string | null, fitness_status: string, fitness_reason: string | null, fitness_proof_path: string | null }> };

export type AdminSendFormLinkMutationVariables = Exact<{
  participantId: number;
}>;


export type AdminSendFormLinkMutation = { adminSendFormLink: { participant_id: number, link: string } };

export type AdminRevealIdNumberMutationVariables = Exact<{
  input: AdminRevealIdNumberInput;
}>;


export type AdminRevealIdNumberMutation = { adminRevealIdNumber: { form_id: number, id_type_label: string, id_number: string } };

export type AdminReviewFitnessProofMutationVariables = Exact<{
  input: AdminReviewFitnessProofInput;
}>;


export type AdminReviewFitnessProofMutation = { adminReviewFitnessProof: boolean };

export type TravellerFormQueryVariables = Exact<{
  token: string;
}>;


export type TravellerFormQuery = { travellerForm: { first_name: string, last_name: string, trip_name: string, reference: string, start_date: string, end_date: string, emergency_name: string | null, emergency_phone: string | null, emergency_relation: string | null, medical_conditions: string | null, medicines: string | null, allergies: string | null, medical_notes: string | null, medical_declared_at: string | null, undertaking_accepted_version: number | null, permit_id_required: boolean, id_type: string | null, id_number: string | null, fitness_proof_required: boolean, fitness_status: string, fitness_reason: string | null, upload_path: string, missing: Array<TravellerFormPart>, guardian: { name: string, relation: GuardianRelation } | null, undertaking: { version: number, text: string } | null } };

export type TravellerFormFieldsFragment = { first_name: string, last_name: string, trip_name: string, reference: string, start_date: string, end_date: string, emergency_name: string | null, emergency_phone: string | null, emergency_relation: string | null, medical_conditions: string | null, medicines: string | null, allergies: string | null, medical_notes: string | null, medical_declared_at: string | null, undertaking_accepted_version: number | null, permit_id_required: boolean, id_type: string | null, id_number: string | null, fitness_proof_required: boolean, fitness_status: string, fitness_reason: string | null, upload_path: string, missing: Array<TravellerFormPart>, guardian: { name: string, relation: GuardianRelation } | null, undertaking: { version: number, text: string } | null };

export type SubmitTravellerFormMutationVariables = Exact<{
  token: string;
  input: TravellerFormInput;
}>;


export type SubmitTravellerFormMutation = { submitTravellerForm: { first_name: string, last_name: string, trip_name: string, reference: string, start_date: string, end_date: string, emergency_name: string | null, emergency_phone: string | null, emergency_relation: string | null, medical_conditions: string | null, medicines: string | null, allergies: string | null, medical_notes: string | null, medical_declared_at: string | null, undertaking_accepted_version: number | null, permit_id_required: boolean, id_type: string | null, id_number: string | null, fitness_proof_required: boolean, fitness_status: string, fitness_reason: string | null, upload_path: string, missing: Array<TravellerFormPart>, guardian: { name: string, relation: GuardianRelation } | null, undertaking: { version: number, text: string } | null } };

export type TripPassQueryVariables = Exact<{
  reference: string;
}>;


export type TripPassQuery = { tripPass: { reference: string, status: string, trip_name: string, start_date: string, end_date: string, meeting_point: string | null, meeting_map_url: string | null, meeting_time: string | null, leader_name: string | null, leader_phone: string | null, itinerary: Array<{ day: number, title: string, brief: string }>, travellers: Array<{ participant_id: number, first_name: string, last_name: string, check_in_code: string, qr_svg: string }>, add_ons: Array<{ name: string, size: string, quantity: number }> } | null };

export type SimilarTripFieldsFragment = { id: number, slug: string, title: string, location: string, duration_days: number, price: number, original_price: number | null, first_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null };

export type TrekPageFieldsFragment = { id: number, slug: string, name: string, type: string, code: string, meta_title: string, meta_description: string, tagline: string, description: string, about: string, imp_update: string | null, brochure: string | null, altitude: number | null, difficulty: string, length: string | null, location: string, min_age: number | null, max_age: number | null, booking_amount_per_person: number | null, balance_due_days: number | null, discount_slider: boolean, discount_availed: number, discount_total: number, discount_days_passed: number, tips: string | null, video: string | null, days_separate: boolean, package_title: string | null, sub_package_title: string | null, updated_at: string, review_count: number, average_rating: number | null, campsite: { name: string, slug: string, policies: Array<{ title: string, body: string }> }, phone_number: { number: string, is_whatsapp: boolean } | null, destinations: Array<{ slug: string, name: string }>, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, videos: Array<{ id: number, title: string, url: string }>, packages: Array<{ id: number, name: string, description: string, price: number, original_price: number | null, discount_name: string | null, start_day: number | null, end_day: number | null, schedules: Array<{ id: number, name: string, brief: string, description: string, count_as_day: boolean, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }>, property_infos: Array<{ id: number, name: string, number_of_nights: number, hide_hotel_name: boolean, type: string, properties: Array<{ id: number, name: string | null, meals: string, room_type: string, show_property_details: boolean, location: string, star_category: number | null, check_in_time: string, check_out_time: string, description: string, distance: string | null, images: Array<{ id: number, tag: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> }> }> }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }>, full_departures: Array<{ id: number, start_date: string, waiting: number }>, includes: Array<{ id: number, kind: string, name: string, description: string | null, excluded_package: number | null }>, instructions: Array<{ id: number, name: string, description: string }>, faqs: Array<{ id: number, question: string, answer: string, group: { id: number, name: string, order: number } | null }>, reviews: Array<{ id: number, review: string, star_rating: number, publish_date: string, user_name: string, went_on: string | null, reply: string | null, user_photo: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, review_photos: Array<{ id: number, user_name: string, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, attractions: Array<{ id: number, slug: string, name: string, brief: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> };

export type RejoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type RejoinWaitlistMutation = { joinWaitlist: { id: string } };

export type JoinWaitlistMutationVariables = Exact<{
  input: JoinWaitlistInput;
}>;


export type JoinWaitlistMutation = { joinWaitlist: { id: string } };

export type WaitlistOutlookQueryVariables = Exact<{
  eventId: number;
  travellers: number;
}>;


export type WaitlistOutlookQuery = { waitlistOutlook: { waiting: number, likelihood: { percent: number | null, text: string } } | null };

export type MyWaitlistQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWaitlistQuery = { myWaitlist: Array<{ id: string, status: WaitlistEntryStatus, status_text: string, position: number | null, line_length: number, travellers: number, start_date: string, event_id: number, package_id: number, package_name: string, closes_at: string, trip: { name: string, slug: string }, offer: { seats: number, status: string, expires_at: string, booking_id: string | null, booking_state: WaitlistOfferBookingState | null } | null, likelihood: { departures: number, percent: number | null, text: string } }> };

export type LeaveWaitlistMutationVariables = Exact<{
  id: string | number;
}>;


export type LeaveWaitlistMutation = { leaveWaitlist: { id: string, status: WaitlistEntryStatus } };

export type WaitlistEntryQueryVariables = Exact<{
  id: string | number;
}>;


export type WaitlistEntryQuery = { waitlistEntry: { id: string, status: WaitlistEntryStatus, status_text: string, position: number | null, line_length: number, travellers: number, start_date: string, end_date: string, event_id: number, package_id: number, package_name: string, price_per_person_paise: number | null, trip: { name: string, slug: string }, offer: { seats: number, status: string, expires_at: string, booking_id: string | null, booking_state: WaitlistOfferBookingState | null } | null, likelihood: { text: string } } | null };

export type TakeWaitlistOfferMutationVariables = Exact<{
  id: string | number;
  idempotencyKey: string;
  participants: Array<ParticipantInput> | ParticipantInput;
}>;


export type TakeWaitlistOfferMutation = { takeWaitlistOffer: { id: string } };

export type DeclineWaitlistOfferMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineWaitlistOfferMutation = { declineWaitlistOffer: { id: string } };

export type ImageFieldsFragment = { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string };

export type LogoutMutationVariables = Exact<{
  everywhere?: boolean | null | undefined;
}>;


export type LogoutMutation = { logout: { message: string } };

export type NavigationQueryVariables = Exact<{ [key: string]: never; }>;


export type NavigationQuery = { destinations: Array<{ slug: string, name: string }> };

export type AboutQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutQuery = { reviewSummary: { average_rating: number | null, review_count: number } };

export type ActivityPageQueryVariables = Exact<{
  slug: string;
}>;


export type ActivityPageQuery = { activity: { id: number, slug: string, name: string, brief: string, description: string, duration: string, location: string, map_location: string | null, price: number, original_price: number | null, price_for: string, discount_name: string | null, inclusions: Array<string>, exclusions: Array<string>, highlights: Array<string>, operating_duration: string | null, know_before_you_go: Array<string>, your_experience: string | null, tickets_info: string | null, cancellation_policy: string | null, meta_title: string, meta_description: string, images: Array<{ id: number, tag: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, campsites: Array<{ name: string }>, destinations: Array<{ slug: string, name: string }>, faqs: Array<{ question: string, answer: string }>, similar_activities: Array<{ id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }> } | null };

export type AdminAuditLogQueryVariables = Exact<{
  entity?: string | null | undefined;
  entityId?: string | null | undefined;
}>;


export type AdminAuditLogQuery = { adminAuditLog: Array<{ id: number, at: string, action: string, entity: string, entity_id: string, staff_name: string, before_json: string | null, after_json: string | null, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type AdminBookingPageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingPageQuery = { adminBooking: { id: number, reference: string, status: string, trip_name: string, start_date: string, event_id: number | null, trek_id: number | null, package_name: string | null, quotation_slug: string | null, traveller_count: number, price_per_person_paise: number, discount_paise: number, gst_percent: number, gst_paise: number, total_paise: number, paid_paise: number, due_paise: number, booking_amount_paise: number | null, hold_expires_at: string | null, contact_email: string | null, booker_name: string | null, booker_phone: string, created_at: string, rule_refund_paise: number, rule_text: string, account_id: number, credit_balance_paise: number, transfers_used: number, transfers_allowed: number, transfer_choices: Array<{ event_id: number, start_date: string, end_date: string, seats_left: number, package_id: number, package_name: string, price_per_person_paise: number, total_paise: number }>, cancelled: { at: string, by: string, terms: string, refund_percent: number | null, paid_paise: number, fee_paise: number, refund_paise: number, kept_paise: number } | null, travellers: Array<{ position: number, first_name: string, last_name: string, phone: string, dob: string, age: number, gender_label: string, guardian: { name: string, relation: GuardianRelation, declared_at: string } | null }>, ledger: Array<{ id: number, kind: string, provider: string, provider_id: string, method: string | null, amount_paise: number, at: string }>, refunds: Array<{ id: number, provider: string, amount_paise: number, reason: string, status: string, failure: string | null, by_hand: boolean, created_at: string, processed_at: string | null }>, history: Array<{ from_status: string | null, to_status: string, at: string, cause: string }>, audit: Array<{ at: string, action: string, staff_name: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null, invoices: Array<{ id: string, number: string, kind: TaxDocumentKind, title: string, issued_at: string, amount_paise: number, pdf_url: string }> };

export type AdminBookingsQueryVariables = Exact<{
  filter?: AdminBookingFilter | null | undefined;
  page?: number | null | undefined;
}>;


export type AdminBookingsQuery = { adminBookings: { total: number, page: number, page_size: number, items: Array<{ id: number, reference: string, status: string, trip_name: string, start_date: string, event_id: number | null, traveller_count: number, total_paise: number, paid_paise: number, booker_name: string | null, booker_phone: string, created_at: string }> }, adminTrips: Array<{ id: number, name: string }> };

export type AdminCheckInListQueryVariables = Exact<{
  eventId: number;
}>;


export type AdminCheckInListQuery = { adminCheckInList: { event_id: number, trip_name: string, start_date: string, travellers: Array<{ participant_id: number, reference: string, first_name: string, last_name: string, phone: string, state: CheckInState | null, at: string | null }> } | null };

export type AdminCheckInMutationVariables = Exact<{
  input: AdminCheckInInput;
}>;


export type AdminCheckInMutation = { adminCheckIn: { participant_id: number, state: CheckInState | null, at: string | null } };

export type AdminTripsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTripsQuery = { adminTrips: Array<{ id: number, name: string, type: string, status: string, upcoming_departures: number, next_departure: string | null }> };

export type AdminEnquiriesQueryVariables = Exact<{
  filter?: AdminEnquiryFilter | null | undefined;
}>;


export type AdminEnquiriesQuery = { adminEnquiries: Array<{ id: number, reference: string, kind: string, status: string, name: string, mobile: string, travel_date: string | null, travellers: number, about: string | null, assignee_name: string | null, quotation_count: number }>, adminStaffMembers: Array<{ id: number, name: string }> };

export type AdminEnquiryQueryVariables = Exact<{
  id: number;
}>;


export type AdminEnquiryQuery = { adminEnquiry: { message: string | null, duration_days: number | null, group_type: string | null, trip_type: string | null, adults: number | null, children: number | null, child_ages: Array<number> | null, budget_per_person: number | null, summary: { id: number, reference: string, short_reference: string, kind: string, status: string, name: string, mobile: string, email: string, travel_date: string | null, travellers: number, about: string | null, created_at: string, assignee_id: number | null, whatsapp_url: string }, notes: Array<{ id: number, body: string, at: string, author_name: string }>, quotations: Array<{ id: number, slug: string, trip_title: string, expiry_date: string, prices: Array<number>, show_price_for: string }> } | null, adminStaffMembers: Array<{ id: number, name: string }> };

export type AdminUpdateEnquiryMutationVariables = Exact<{
  id: number;
  input: AdminEnquiryUpdate;
}>;


export type AdminUpdateEnquiryMutation = { adminUpdateEnquiry: { summary: { id: number, status: string } } };

export type AdminNewQuotationMutationVariables = Exact<{
  enquiryId: number;
  campsiteId?: number | null | undefined;
}>;


export type AdminNewQuotationMutation = { adminCreateQuotation: { id: number } };

export type AdminQuotationTeamsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQuotationTeamsQuery = { adminQuotationCatalogue: { teams: Array<{ id: number, name: string }> } };

export type AdminDuplicateQuotationMutationVariables = Exact<{
  id: number;
}>;


export type AdminDuplicateQuotationMutation = { adminDuplicateQuotation: { id: number } };

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { me: { role: string, staff_role: StaffRole | null, permissions: Array<string>, first_name: string | null } | null };

export type AdminManifestQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AdminManifestQuery = { adminManifest: { event_id: number, trip_name: string, start_date: string, end_date: string, capacity: number, seats_left: number, cancelled: { reason: string, at: string } | null, travellers: Array<{ reference: string, booking_id: number, status: string, first_name: string, last_name: string, age: number, gender_label: string, phone: string, position: number, guardian: { name: string, relation: GuardianRelation } | null }>, add_ons: Array<{ booking_id: number, name: string, size: string, quantity: number, positions: Array<number> }>, add_on_totals: Array<{ name: string, size: string, quantity: number }>, forms: Array<{ booking_id: number, position: number, missing_text: Array<string> }>, briefing: { meeting_point: string, meeting_time: string, meeting_map_url: string | null, leader_name: string, leader_phone: string } | null } | null };

export type AdminLedDeparturesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminLedDeparturesQuery = { adminLedDepartures: Array<{ event_id: number, trek_name: string, start_date: string, end_date: string }> };

export type AdminPersonalDataReadsQueryVariables = Exact<{
  staffUserId?: number | null | undefined;
  participantId?: number | null | undefined;
}>;


export type AdminPersonalDataReadsQuery = { adminPersonalDataReads: Array<{ id: number, at: string, operation: string, what: string, staff_user_id: number, staff_name: string, participant_id: number, booking_id: number, traveller_name: string | null }> };

export type AdminQuotationBuilderQueryVariables = Exact<{
  id: number;
}>;


export type AdminQuotationBuilderQuery = { adminQuotation: { id: number, slug: string, enquiry_id: number, enquiry_slug: string, traveller_name: string, traveller_mobile: string, path: string, accepted: boolean, acceptance: { accepted_at: string, option_name: string, account_name: string | null, account_phone: string, booking_id: number | null, booking_reference: string | null } | null, draft: { trip_title: string, trip_subtitle: string | null, campsite_id: number | null, package_id: number | null, base_price: number, travel_date: string, expiry_date: string, pax: number, rooms: number, meals: string, show_price_for: string, price_inclusive_of_taxes: boolean, booking_amount: number, inclusions: Array<string>, exclusions: Array<string>, airport_transfer: boolean, private_vehicle_siteseeing: boolean, sic_vehicle: boolean, selected_option: number, days: Array<{ title: string, description: string, activities: Array<{ activity_id: number, included: boolean }> }>, options: Array<{ name: string, stay_price: number, properties: Array<{ property_id: number | null, meals: string, room_type: string, days_detail: string, typed_in: { name: string, location: string, star_category: number | null } | null }> }> } } | null, adminQuotationCatalogue: { packages: Array<{ id: number, name: string, trip_name: string, campsite_id: number, price: number, days: Array<{ title: string, description: string }> }>, properties: Array<{ id: number, name: string, location: string, star_category: number | null }>, activities: Array<{ id: number, name: string, slug: string, price: number, price_for: string }>, teams: Array<{ id: number, name: string, policies: Array<{ title: string, body: string }> }> } };

export type AdminQuotationPreviewQueryVariables = Exact<{
  slug: string;
}>;


export type AdminQuotationPreviewQuery = { quotation: { slug: string, name: string, trip_title: string, trip_subtitle: string | null, expiry_date: string, expired: boolean, accepted: boolean, accepted_property_group_id: number | null, duration: string, pax: number, meals: string, rooms: number, stay_details: string | null, travel_date: string, travel_details: string | null, travel_comments: string | null, inclusions: Array<string>, exclusions: Array<string>, show_price_for: string, booking_amount: number, discount_name: string | null, price_note: string | null, know_before_you_book: Array<string>, price_inclusive_of_taxes: boolean, airport_transfer: boolean, private_vehicle_siteseeing: boolean, sic_vehicle: boolean, extrabeds: number, exclusive_adult_extrabed: number, enquiry_slug: string, travelling_data: Array<{ from: string, to: string, mode: string }>, flight: { included: boolean, price: number | null, note: string | null } | null, train: { included: boolean, price: number | null, note: string | null } | null, bus: { included: boolean, price: number | null, note: string | null } | null, visa: { included: boolean, price: number | null, note: string | null } | null, phone_number: { number: string } | null, planner: { first_name: string | null, last_name: string | null, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null } | null, campsite: { name: string, type: string, policies: Array<{ title: string, body: string }> }, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, days: Array<{ day_number: number, title: string, description: string, activities: Array<{ name: string, slug: string, included: boolean, price: number | null, price_for: string | null }>, attractions: Array<{ name: string, included: boolean }> }>, property_groups: Array<{ id: number, name: string, is_selected: boolean, price: number | null, properties: Array<{ name: string, location: string, star_category: number | null, meals: string, room_type: string, days_detail: string }> }> } | null };

export type AdminUpdateQuotationMutationVariables = Exact<{
  id: number;
  input: AdminQuotationInput;
}>;


export type AdminUpdateQuotationMutation = { adminUpdateQuotation: { id: number } };

export type AdminDuplicateFromBuilderMutationVariables = Exact<{
  id: number;
}>;


export type AdminDuplicateFromBuilderMutation = { adminDuplicateQuotation: { id: number } };

export type AdminQuotationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminQuotationsQuery = { adminQuotations: Array<{ id: number, trip_title: string, expiry_date: string, show_price_for: string, enquiry_id: number, traveller_name: string, accepted: boolean, from_price: number | null }> };

export type AdminReviewsQueryVariables = Exact<{
  status?: ReviewStatus | null | undefined;
}>;


export type AdminReviewsQuery = { adminReviews: Array<{ id: number, status: string, stars: number, text: string, user_name: string, held_for: string | null, submitted_at: string | null, edited_at: string | null, decided_at: string | null, decided_by: string | null, rejection_reason: string | null, reply: string | null, trek_name: string, trek_slug: string, went_on: string | null, booking_reference: string | null, photos: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }> };

export type AdminModerateReviewMutationVariables = Exact<{
  id: number;
  decision: ReviewDecision;
  reason?: string | null | undefined;
}>;


export type AdminModerateReviewMutation = { adminModerateReview: { id: number, status: string } };

export type AdminReplyToReviewMutationVariables = Exact<{
  id: number;
  text: string;
}>;


export type AdminReplyToReviewMutation = { adminReplyToReview: { id: number, reply: string | null } };

export type AdminBeginPasskeyRegistrationMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminBeginPasskeyRegistrationMutation = { adminBeginPasskeyRegistration: string };

export type AdminFinishPasskeyRegistrationMutationVariables = Exact<{
  name: string;
  response: string;
}>;


export type AdminFinishPasskeyRegistrationMutation = { adminFinishPasskeyRegistration: { id: number } };

export type AdminRemovePasskeyMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRemovePasskeyMutation = { adminRemovePasskey: { totp: boolean } };

export type AdminBeginTotpSetupMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminBeginTotpSetupMutation = { adminBeginTotpSetup: { secret: string, qr_svg: string } };

export type AdminConfirmTotpMutationVariables = Exact<{
  code: string;
}>;


export type AdminConfirmTotpMutation = { adminConfirmTotp: { totp: boolean } };

export type AdminRemoveTotpMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminRemoveTotpMutation = { adminRemoveTotp: { totp: boolean } };

export type AdminMakeRecoveryCodesMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminMakeRecoveryCodesMutation = { adminMakeRecoveryCodes: Array<string> };

export type AdminStaffQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminStaffQuery = { adminStaff: Array<{ id: number, phone: string, first_name: string | null, last_name: string | null, role: StaffRole, live_sessions: number, second_factors: number }> };

export type AdminSetStaffRoleMutationVariables = Exact<{
  userId: number;
  role: StaffRole;
}>;


export type AdminSetStaffRoleMutation = { adminSetStaffRole: { id: number, role: StaffRole } };

export type AdminEndStaffSessionsMutationVariables = Exact<{
  userId: number;
}>;


export type AdminEndStaffSessionsMutation = { adminEndStaffSessions: number };

export type AdminTaxExportQueryVariables = Exact<{
  month: string;
}>;


export type AdminTaxExportQuery = { adminTaxExport: { month: string, invoice_count: number, credit_note_count: number, taxable_paise: number, gst_paise: number, b2b_csv: string, b2cl_csv: string, b2cs_csv: string, cdnr_csv: string, cdnur_csv: string, hsn_b2b_csv: string, hsn_b2c_csv: string, docs_csv: string, late_credit_notes_csv: string } };

export type AdminTcsExcessQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTcsExcessQuery = { adminTcsExcessReport: { since: string, law: string, csv: string, buyers: Array<{ pan: string, name: string, receipt_count: number, collected_paise: number, due_paise: number, difference_paise: number }> } };

export type AdminTcsReportQueryVariables = Exact<{
  quarter: string;
}>;


export type AdminTcsReportQuery = { adminTcsReport: { quarter: string, amount_paise: number, tcs_paise: number, uncollected_count: number, csv: string, buyers: Array<{ pan: string, name: string, payment_count: number, amount_paise: number, tcs_paise: number }> } };

export type AdminTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminTodayQuery = { adminToday: { today: string, new_enquiry_count: number, departures: Array<{ id: number, trek_id: number, trek_name: string, start_date: string, end_date: string, capacity: number, available_seats: number, seats_taken: number, check_in: { travellers: number, arrived: number, no_show: number } }>, expiring_holds: Array<{ id: number, reference: string, trek_name: string | null, start_date: string | null, traveller_count: number, phone: string, total_paise: number, hold_expires_at: string | null }>, payments_today: Array<{ id: number, kind: string, booking_id: number, booking_reference: string, amount_paise: number, method: string | null, provider: string, at: string }>, refunds_today: Array<{ id: number, kind: string, booking_id: number, booking_reference: string, amount_paise: number, method: string | null, provider: string, at: string }>, money_today: { received_paise: number, payment_count: number, refunded_paise: number, refund_count: number, net_paise: number }, balances_due: Array<{ id: number, reference: string, trek_name: string | null, start_date: string | null, phone: string, due_paise: number, balance_due_by: string | null }>, in_grace: Array<{ grace_text: string, booking: { id: number, reference: string, trek_name: string | null, start_date: string | null, phone: string, due_paise: number } }>, new_enquiries: Array<{ id: number, kind: string, name: string, mobile: string, travel_date: string | null, travellers: number, trek_name: string | null }>, failures: Array<{ source: string, id: number, kind: string, attempts: number, last_error: string | null, gave_up: boolean, at: string }> } };

export type AdminTripAddOnsQueryVariables = Exact<{
  id: number;
}>;


export type AdminTripAddOnsQuery = { adminTrip: { id: number, name: string, departures: Array<{ id: number, start_date: string, end_date: string, add_on_stock: Array<{ add_on_id: number, size: string, sold: number, available: number | null }> }> } | null, adminAddOns: Array<{ id: number, name: string, description: string, price_paise: number, pricing: AddOnPricing, gst_percent: number, sizes: Array<string>, stock_per_departure: number | null, closes_days_before: number, active: boolean }> };

export type AdminTripQueryVariables = Exact<{
  id: number;
}>;


export type AdminTripQuery = { adminTrip: { id: number, slug: string, name: string, status: string, packages: Array<{ id: number, name: string, price: number, original_price: number | null, hide: boolean }>, departures: Array<{ id: number, start_date: string, end_date: string, length_days: number, capacity: number, available_seats: number, seats_taken: number, sales_open: boolean, held_bookings: number, paid_bookings: number, waitlist_waiting: number, cancelled: { reason: string, at: string } | null, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }> } | null };

export type AdminCreateDepartureSeriesMutationVariables = Exact<{
  input: AdminDepartureSeriesInput;
}>;


export type AdminCreateDepartureSeriesMutation = { adminCreateDepartureSeries: { skipped_dates: Array<string>, created: Array<{ id: number }> } };

export type AdminCreateDepartureMutationVariables = Exact<{
  trekId: number;
  input: AdminDepartureInput;
}>;


export type AdminCreateDepartureMutation = { adminCreateDeparture: { id: number } };

export type AdminUpdateDepartureMutationVariables = Exact<{
  id: number;
  input: AdminDepartureInput;
}>;


export type AdminUpdateDepartureMutation = { adminUpdateDeparture: { id: number } };

export type AdminSetDepartureSalesMutationVariables = Exact<{
  id: number;
  open: boolean;
}>;


export type AdminSetDepartureSalesMutation = { adminSetDepartureSales: { id: number, sales_open: boolean } };

export type AdminUpdatePackageMutationVariables = Exact<{
  id: number;
  input: AdminPackageInput;
}>;


export type AdminUpdatePackageMutation = { adminUpdatePackage: { id: number } };

export type AdminWaitlistQueryVariables = Exact<{
  eventId: number;
}>;


export type AdminWaitlistQuery = { adminWaitlist: { event_id: number, trip_name: string, start_date: string, capacity: number, available_seats: number, offered_seats: number, closes_at: string, entries: Array<{ id: string, position: number | null, status: string, status_text: string, travellers: number, package_name: string, joined_at: string, ended_at: string | null, traveller: { name: string, phone: string, email: string | null }, offer: { seats: number, status: string, expires_at: string } | null }> } | null };

export type AdminMoveWaitlistEntryMutationVariables = Exact<{
  id: string | number;
  position: number;
  reason: string;
}>;


export type AdminMoveWaitlistEntryMutation = { adminMoveWaitlistEntry: { event_id: number } };

export type AdminRemoveWaitlistEntryMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type AdminRemoveWaitlistEntryMutation = { adminRemoveWaitlistEntry: { event_id: number } };

export type AttractionPageQueryVariables = Exact<{
  slug: string;
}>;


export type AttractionPageQuery = { attraction: { id: number, slug: string, name: string, brief: string, description: string, location: string, meta_title: string, meta_description: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, campsites: Array<{ name: string }>, destinations: Array<{ slug: string, name: string }>, faqs: Array<{ question: string, answer: string }>, similar_treks: Array<{ id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, next_departure: { start_date: string, available_seats: number } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, similar_attractions: Array<{ id: number, slug: string, name: string, brief: string, location: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, similar_activities: Array<{ id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }> } | null };

export type BlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type BlogPostQuery = { blogPost: { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null } | null };

export type CampaignPageQueryVariables = Exact<{
  slug: string;
}>;


export type CampaignPageQuery = { campaign: { headline: string, description: string, starts_at: string, code: string | null, terms: Array<string>, slug: string, name: string, state: CampaignState, ends_at: string, offer_kind: OfferKind, percent_off: number | null, amount_per_traveller_paise: number | null, cap_paise: number | null, min_travellers: number, combines_with_fare_offers: boolean, offer_text: string, combination_text: string, trek_ids: Array<number>, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, trips: Array<{ id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, next_departure: { start_date: string, available_seats: number } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }> } | null };

export type CareersQueryVariables = Exact<{ [key: string]: never; }>;


export type CareersQuery = { jobOpenings: Array<{ id: number, slug: string, title: string, department: string, location: string, employment_type: string, summary: string, responsibilities: Array<string>, requirements: Array<string>, posted_on: string }> };

export type CreatorBlogPostQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorBlogPostQuery = { blogPost: { slug: string, title: string, excerpt: string, body: string, author_name: string, published_on: string, reading_minutes: number, meta_title: string, meta_description: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null, destination: { slug: string, name: string } | null } | null };

export type CreatorTripMomentsQueryVariables = Exact<{
  creatorSlug: string;
  tripSlug: string;
}>;


export type CreatorTripMomentsQuery = { creatorTrip: { slug: string, title: string, season: string, creator: { slug: string, name: string }, moments: Array<{ id: number, caption: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type CreatorTripQueryVariables = Exact<{
  creatorSlug: string;
  tripSlug: string;
}>;


export type CreatorTripQuery = { creatorTrip: { slug: string, title: string, subtitle: string, description: string, season: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, trek: { slug: string, name: string } | null, creator: { slug: string, name: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }, moments: Array<{ id: number, caption: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type CreatorQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorQuery = { creator: { slug: string, name: string, tagline: string, bio: string, instagram: string | null, youtube: string | null, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, trips: Array<{ slug: string, title: string, subtitle: string, season: string, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, blog_posts: Array<{ slug: string, title: string, excerpt: string, published_on: string, reading_minutes: number, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> } | null };

export type DubaiActivitiesQueryVariables = Exact<{
  filter?: ActivityFilter | null | undefined;
  sort?: ActivitySort | null | undefined;
}>;


export type DubaiActivitiesQuery = { dubaiActivities: Array<{ id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }>, destination: { name: string, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } } | null };

export type DepartureRegistrationQueryVariables = Exact<{
  id: number;
}>;


export type DepartureRegistrationQuery = { departure: { id: number, start_date: string, available_seats: number, trip: { id: number, name: string } } | null };

export type DepartureTrekQueryVariables = Exact<{
  id: number;
}>;


export type DepartureTrekQuery = { trek: { id: number, slug: string, name: string, type: string, min_age: number | null, max_age: number | null, packages: Array<{ id: number, name: string, price: number, original_price: number | null, discount_name: string | null }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }> } | null };

export type WaitlistDepartureQueryVariables = Exact<{
  id: number;
}>;


export type WaitlistDepartureQuery = { departure: { id: number, start_date: string, available_seats: number, trip: { id: number, name: string, slug: string }, prices: Array<{ package_id: number, enabled: boolean }> } | null };

export type WaitlistPackagesQueryVariables = Exact<{
  id: number;
}>;


export type WaitlistPackagesQuery = { trek: { packages: Array<{ id: number, name: string }> } | null };

export type HomeQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeQuery = { popularTreks: { cards: Array<{ id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, next_departure: { start_date: string, available_seats: number } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }> } | null, groupTrips: { cards: Array<{ id: number, slug: string, title: string, tagline: string, type: string, difficulty: string, location: string, duration_days: number, price: number, original_price: number | null, discount_name: string | null, review_count: number, average_rating: number | null, next_departure: { start_date: string, available_seats: number } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }> } | null, dubaiActivities: Array<{ id: number, slug: string, name: string, brief: string, duration: string, duration_minutes: number, location: string, price: number, original_price: number | null, price_for: string, discount_name: string | null, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }>, reviewSummary: { average_rating: number | null, review_count: number }, recentReviews: Array<{ id: number, review: string, star_rating: number, publish_date: string, user_name: string, user_photo: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null, trek: { slug: string, name: string } }>, creators: Array<{ slug: string, name: string, tagline: string, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, destinations: Array<{ slug: string, name: string, tagline: string, country: string, hero_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }>, blogPosts: Array<{ slug: string, title: string, excerpt: string, published_on: string, reading_minutes: number, cover_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }, creator: { slug: string } | null }> };

export type LoggedInAsQueryVariables = Exact<{ [key: string]: never; }>;


export type LoggedInAsQuery = { me: { phone: string } | null };

export type LoginTripQueryVariables = Exact<{
  id: number;
}>;


export type LoginTripQuery = { trek: { id: number, slug: string, name: string, type: string, min_age: number | null, max_age: number | null, packages: Array<{ id: number, name: string, price: number, original_price: number | null, discount_name: string | null }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }> } | null };

export type QuotationPageQueryVariables = Exact<{
  slug: string;
}>;


export type QuotationPageQuery = { quotation: { slug: string, name: string, trip_title: string, trip_subtitle: string | null, expiry_date: string, expired: boolean, accepted: boolean, accepted_property_group_id: number | null, duration: string, pax: number, meals: string, rooms: number, stay_details: string | null, travel_date: string, travel_details: string | null, travel_comments: string | null, inclusions: Array<string>, exclusions: Array<string>, show_price_for: string, booking_amount: number, discount_name: string | null, price_note: string | null, know_before_you_book: Array<string>, price_inclusive_of_taxes: boolean, airport_transfer: boolean, private_vehicle_siteseeing: boolean, sic_vehicle: boolean, extrabeds: number, exclusive_adult_extrabed: number, enquiry_slug: string, travelling_data: Array<{ from: string, to: string, mode: string }>, flight: { included: boolean, price: number | null, note: string | null } | null, train: { included: boolean, price: number | null, note: string | null } | null, bus: { included: boolean, price: number | null, note: string | null } | null, visa: { included: boolean, price: number | null, note: string | null } | null, phone_number: { number: string } | null, planner: { first_name: string | null, last_name: string | null, avatar: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null } | null, campsite: { name: string, type: string, policies: Array<{ title: string, body: string }> }, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, days: Array<{ day_number: number, title: string, description: string, activities: Array<{ name: string, slug: string, included: boolean, price: number | null, price_for: string | null }>, attractions: Array<{ name: string, included: boolean }> }>, property_groups: Array<{ id: number, name: string, is_selected: boolean, price: number | null, properties: Array<{ name: string, location: string, star_category: number | null, meals: string, room_type: string, days_detail: string }> }> } | null };

export type QuotationsPageQueryVariables = Exact<{
  enquirySlug: string;
}>;


export type QuotationsPageQuery = { quotations: Array<{ slug: string, enquiry_slug: string, name: string, trip_title: string, duration: string, pax: number, show_price_for: string, expiry_date: string, expired: boolean, accepted: boolean, accepted_property_group_id: number | null, price_details: Array<{ property_group_id: number, price: number | null }>, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }> | null };

export type ReviewInviteQueryVariables = Exact<{
  token: string;
}>;


export type ReviewInviteQuery = { reviewInvite: { trek_name: string, trek_slug: string, went_on: string, traveller_name: string, expires_at: string, review: { stars: number, text: string, status: string, rejection_reason: string | null, photos: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> } | null } };

export type SubmitReviewMutationVariables = Exact<{
  token: string;
  input: ReviewInput;
}>;


export type SubmitReviewMutation = { submitReview: { id: number, status: string } };

export type EditReviewMutationVariables = Exact<{
  token: string;
  input: ReviewInput;
}>;


export type EditReviewMutation = { editReview: { id: number, status: string } };

export type SearchPageQueryVariables = Exact<{
  query: string;
  kinds?: Array<SearchKind> | SearchKind | null | undefined;
}>;


export type SearchPageQuery = { search: { query: string, total: number, hits: Array<{ kind: SearchKind, id: number, name: string, path: string, summary: string, context: string, price: number | null, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }> } };

export type SitemapQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapQuery = { destinations: Array<{ slug: string }>, activeTrips: Array<{ slug: string }>, attractions: Array<{ slug: string }>, activities: Array<{ slug: string }>, blogPosts: Array<{ slug: string, published_on: string, creator: { slug: string } | null }>, runningCampaigns: Array<{ slug: string }> };

export type CreatorSitemapQueryVariables = Exact<{
  slug: string;
}>;


export type CreatorSitemapQuery = { creator: { slug: string, trips: Array<{ slug: string }> } | null };

export type TeamQueryVariables = Exact<{ [key: string]: never; }>;


export type TeamQuery = { teamMembers: Array<{ id: number, name: string, role: string, bio: string, photo: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> };

export type TrekRegistrationQueryVariables = Exact<{
  id: number;
}>;


export type TrekRegistrationQuery = { trek: { id: number, slug: string, name: string, type: string, min_age: number | null, max_age: number | null, packages: Array<{ id: number, name: string, price: number, original_price: number | null, discount_name: string | null }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }> } | null };

export type TrekPageQueryVariables = Exact<{
  slug: string;
  today: string;
  reviewSort?: ReviewSort | null | undefined;
}>;


export type TrekPageQuery = { treks: Array<{ id: number, slug: string, name: string, type: string, code: string, meta_title: string, meta_description: string, tagline: string, description: string, about: string, imp_update: string | null, brochure: string | null, altitude: number | null, difficulty: string, length: string | null, location: string, min_age: number | null, max_age: number | null, booking_amount_per_person: number | null, balance_due_days: number | null, discount_slider: boolean, discount_availed: number, discount_total: number, discount_days_passed: number, tips: string | null, video: string | null, days_separate: boolean, package_title: string | null, sub_package_title: string | null, updated_at: string, review_count: number, average_rating: number | null, campsite: { name: string, slug: string, policies: Array<{ title: string, body: string }> }, phone_number: { number: string, is_whatsapp: boolean } | null, destinations: Array<{ slug: string, name: string }>, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }>, videos: Array<{ id: number, title: string, url: string }>, packages: Array<{ id: number, name: string, description: string, price: number, original_price: number | null, discount_name: string | null, start_day: number | null, end_day: number | null, schedules: Array<{ id: number, name: string, brief: string, description: string, count_as_day: boolean, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }>, property_infos: Array<{ id: number, name: string, number_of_nights: number, hide_hotel_name: boolean, type: string, properties: Array<{ id: number, name: string | null, meals: string, room_type: string, show_property_details: boolean, location: string, star_category: number | null, check_in_time: string, check_out_time: string, description: string, distance: string | null, images: Array<{ id: number, tag: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> }> }> }>, events: Array<{ id: number, start_date: string, end_date: string, available_seats: number, prices: Array<{ package_id: number, enabled: boolean, price: number | null }> }>, full_departures: Array<{ id: number, start_date: string, waiting: number }>, includes: Array<{ id: number, kind: string, name: string, description: string | null, excluded_package: number | null }>, instructions: Array<{ id: number, name: string, description: string }>, faqs: Array<{ id: number, question: string, answer: string, group: { id: number, name: string, order: number } | null }>, reviews: Array<{ id: number, review: string, star_rating: number, publish_date: string, user_name: string, went_on: string | null, reply: string | null, user_photo: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, review_photos: Array<{ id: number, user_name: string, images: Array<{ id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string }> }>, attractions: Array<{ id: number, slug: string, name: string, brief: string, image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } }> }> };

export type SimilarTripsQueryVariables = Exact<{
  destination?: string | null | undefined;
  types?: Array<string> | string | null | undefined;
}>;


export type SimilarTripsQuery = { sameDestination: { cards: Array<{ id: number, slug: string, title: string, location: string, duration_days: number, price: number, original_price: number | null, first_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }> } | null, sameKind: { cards: Array<{ id: number, slug: string, title: string, location: string, duration_days: number, price: number, original_price: number | null, first_image: { id: number, checksum: string, width: number, height: number, alt: string, dominant_color: string } | null }> } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const AdminTodayMovementFragmentDoc = new TypedDocumentString(`
    fragment AdminTodayMovement on AdminTodayPayment {
  id
  kind
  booking_id
  booking_reference
  amount_paise
  method
  provider
  at
}
    `, {"fragmentName":"AdminTodayMovement"}) as unknown as TypedDocumentString<AdminTodayMovementFragment, unknown>;
export const ImageFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}
    `, {"fragmentName":"ImageFields"}) as unknown as TypedDocumentString<ImageFieldsFragment, unknown>;
export const BlogArticleFieldsFragmentDoc = new TypedDocumentString(`
    fragment BlogArticleFields on BlogPost {
  slug
  title
  excerpt
  body
  author_name
  published_on
  reading_minutes
  meta_title
  meta_description
  cover_image {
    ...ImageFields
  }
  creator {
    slug
    name
    avatar {
      ...ImageFields
    }
  }
  destination {
    slug
    name
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"BlogArticleFields"}) as unknown as TypedDocumentString<BlogArticleFieldsFragment, unknown>;
export const BookingFieldsFragmentDoc = new TypedDocumentString(`
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}
    `, {"fragmentName":"BookingFields"}) as unknown as TypedDocumentString<BookingFieldsFragment, unknown>;
export const RegistrationTrekFieldsFragmentDoc = new TypedDocumentString(`
    fragment RegistrationTrekFields on Trek {
  id
  slug
  name
  type
  min_age
  max_age
  packages {
    id
    name
    price
    original_price
    discount_name
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
}
    `, {"fragmentName":"RegistrationTrekFields"}) as unknown as TypedDocumentString<RegistrationTrekFieldsFragment, unknown>;
export const CampaignOfferFieldsFragmentDoc = new TypedDocumentString(`
    fragment CampaignOfferFields on Campaign {
  slug
  name
  state
  ends_at
  offer_kind
  percent_off
  amount_per_traveller_paise
  cap_paise
  min_travellers
  combines_with_fare_offers
  offer_text
  combination_text
  trek_ids
}
    `, {"fragmentName":"CampaignOfferFields"}) as unknown as TypedDocumentString<CampaignOfferFieldsFragment, unknown>;
export const TripCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment TripCardFields on ListingCard {
  id
  slug
  title
  tagline
  type
  difficulty
  location
  duration_days
  price
  original_price
  discount_name
  review_count
  average_rating
  images {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"TripCardFields"}) as unknown as TypedDocumentString<TripCardFieldsFragment, unknown>;
export const ActivityCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"ActivityCardFields"}) as unknown as TypedDocumentString<ActivityCardFieldsFragment, unknown>;
export const AttractionCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment AttractionCardFields on Attraction {
  id
  slug
  name
  brief
  location
  image {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"AttractionCardFields"}) as unknown as TypedDocumentString<AttractionCardFieldsFragment, unknown>;
export const QuotationViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment QuotationViewFields on Quotation {
  slug
  name
  trip_title
  trip_subtitle
  expiry_date
  expired
  accepted
  accepted_property_group_id
  duration
  pax
  meals
  rooms
  stay_details
  travel_date
  travel_details
  travel_comments
  inclusions
  exclusions
  show_price_for
  booking_amount
  discount_name
  price_note
  know_before_you_book
  price_inclusive_of_taxes
  airport_transfer
  private_vehicle_siteseeing
  sic_vehicle
  travelling_data {
    from
    to
    mode
  }
  extrabeds
  exclusive_adult_extrabed
  flight {
    included
    price
    note
  }
  train {
    included
    price
    note
  }
  bus {
    included
    price
    note
  }
  visa {
    included
    price
    note
  }
  enquiry_slug
  phone_number {
    number
  }
  planner {
    first_name
    last_name
    avatar {
      ...ImageFields
    }
  }
  campsite {
    name
    type
    policies {
      title
      body
    }
  }
  images {
    ...ImageFields
  }
  days {
    day_number
    title
    description
    activities {
      name
      slug
      included
      price
      price_for
    }
    attractions {
      name
      included
    }
  }
  property_groups {
    id
    name
    is_selected
    price
    properties {
      name
      location
      star_category
      meals
      room_type
      days_detail
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"QuotationViewFields"}) as unknown as TypedDocumentString<QuotationViewFieldsFragment, unknown>;
export const TravellerFormFieldsFragmentDoc = new TypedDocumentString(`
    fragment TravellerFormFields on TravellerForm {
  first_name
  last_name
  guardian {
    name
    relation
  }
  trip_name
  reference
  start_date
  end_date
  emergency_name
  emergency_phone
  emergency_relation
  medical_conditions
  medicines
  allergies
  medical_notes
  medical_declared_at
  undertaking {
    version
    text
  }
  undertaking_accepted_version
  permit_id_required
  id_type
  id_number
  fitness_proof_required
  fitness_status
  fitness_reason
  upload_path
  missing
}
    `, {"fragmentName":"TravellerFormFields"}) as unknown as TypedDocumentString<TravellerFormFieldsFragment, unknown>;
export const SimilarTripFieldsFragmentDoc = new TypedDocumentString(`
    fragment SimilarTripFields on ListingCard {
  id
  slug
  title
  location
  duration_days
  price
  original_price
  first_image {
    ...ImageFields
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"SimilarTripFields"}) as unknown as TypedDocumentString<SimilarTripFieldsFragment, unknown>;
export const TrekPageFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrekPageFields on Trek {
  id
  slug
  name
  type
  code
  meta_title
  meta_description
  tagline
  description
  about
  imp_update
  brochure
  altitude
  difficulty
  length
  location
  min_age
  max_age
  booking_amount_per_person
  balance_due_days
  discount_slider
  discount_availed
  discount_total
  discount_days_passed
  tips
  video
  days_separate
  package_title
  sub_package_title
  updated_at
  review_count
  average_rating
  campsite {
    name
    slug
    policies {
      title
      body
    }
  }
  phone_number {
    number
    is_whatsapp
  }
  destinations {
    slug
    name
  }
  images {
    ...ImageFields
  }
  videos {
    id
    title
    url
  }
  packages {
    id
    name
    description
    price
    original_price
    discount_name
    start_day
    end_day
    schedules {
      id
      name
      brief
      description
      count_as_day
      image {
        ...ImageFields
      }
    }
    property_infos {
      id
      name
      number_of_nights
      hide_hotel_name
      type
      properties {
        id
        name
        meals
        room_type
        show_property_details
        location
        star_category
        check_in_time
        check_out_time
        description
        distance
        images {
          id
          tag
          image {
            ...ImageFields
          }
        }
      }
    }
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
  full_departures {
    id
    start_date
    waiting
  }
  includes {
    id
    kind
    name
    description
    excluded_package
  }
  instructions {
    id
    name
    description
  }
  faqs {
    id
    question
    answer
    group {
      id
      name
      order
    }
  }
  reviews(sort: $reviewSort) {
    id
    review
    star_rating
    publish_date
    user_name
    went_on
    reply
    user_photo {
      ...ImageFields
    }
    images {
      ...ImageFields
    }
  }
  review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {
    id
    user_name
    images {
      ...ImageFields
    }
  }
  attractions {
    id
    slug
    name
    brief
    image {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`, {"fragmentName":"TrekPageFields"}) as unknown as TypedDocumentString<TrekPageFieldsFragment, unknown>;
export const MyAccountDocument = new TypedDocumentString(`
    query MyAccount {
  me {
    phone
    first_name
    last_name
    member_since
  }
}
    `) as unknown as TypedDocumentString<MyAccountQuery, MyAccountQueryVariables>;
export const SendErasureCodeDocument = new TypedDocumentString(`
    mutation SendErasureCode {
  sendErasureCode {
    message
  }
}
    `) as unknown as TypedDocumentString<SendErasureCodeMutation, SendErasureCodeMutationVariables>;
export const EraseMyAccountDocument = new TypedDocumentString(`
    mutation EraseMyAccount($code: Int!) {
  eraseMyAccount(input: { code: $code }) {
    message
  }
}
    `) as unknown as TypedDocumentString<EraseMyAccountMutation, EraseMyAccountMutationVariables>;
export const MessagePreferencesDocument = new TypedDocumentString(`
    query MessagePreferences {
  messagePreferences {
    preferred_channel
    whatsapp_opt_out
    sms_opt_out
    email_opt_out
    marketing_opt_out
  }
}
    `) as unknown as TypedDocumentString<MessagePreferencesQuery, MessagePreferencesQueryVariables>;
export const SetMessagePreferencesDocument = new TypedDocumentString(`
    mutation SetMessagePreferences($preferredChannel: MessageChannel!, $whatsappOptOut: Boolean!, $smsOptOut: Boolean!, $emailOptOut: Boolean!, $marketingOptOut: Boolean!) {
  setMessagePreferences(
    preferredChannel: $preferredChannel
    whatsappOptOut: $whatsappOptOut
    smsOptOut: $smsOptOut
    emailOptOut: $emailOptOut
    marketingOptOut: $marketingOptOut
  ) {
    preferred_channel
    whatsapp_opt_out
    sms_opt_out
    email_opt_out
    marketing_opt_out
  }
}
    `) as unknown as TypedDocumentString<SetMessagePreferencesMutation, SetMessagePreferencesMutationVariables>;
export const MyDataDocument = new TypedDocumentString(`
    query MyData {
  myData {
    generated_at
    download_url
    account {
      phone
      first_name
      last_name
      emails
      created_at
    }
    message_preferences {
      chosen
      preferred_channel
      whatsapp_opt_out
      sms_opt_out
      email_opt_out
      marketing_opt_out
    }
    newsletter {
      email
      subscribed_at
    }
    bookings {
      reference
      trip
      start_date
      end_date
      status
      traveller_count
      total_paise
      paid_paise
      contact_email
      created_at
      travellers {
        position
        first_name
        last_name
        phone
        dob
        gender
        guardian
      }
    }
    traveller_forms {
      booking_reference
      traveller
      emergency_name
      emergency_phone
      emergency_relation
      medical_conditions
      medicines
      allergies
      medical_notes
      id_type
      id_number_masked
      fitness_proof_uploaded
      fitness_status
      erased_at
    }
    payments {
      booking_reference
      kind
      amount_paise
      method
      method_detail
      at
    }
    refunds {
      booking_reference
      amount_paise
      status
      reason
      requested_at
      processed_at
    }
    tax_documents {
      booking_reference
      kind
      number
      issued_at
      buyer_name
      total_paise
      pdf_url
    }
    billing_details {
      booking_reference
      legal_name
      gstin
      pan
      address
      state_code
    }
    trip_credit {
      kind
      amount_paise
      source
      booking_reference
      expires_at
      at
    }
    waitlist {
      trip
      start_date
      travellers
      status
      contact_email
      joined_at
      ended_at
      offers {
        seats
        status
        offered_at
        expires_at
      }
    }
    reviews {
      trip
      star_rating
      review
      signed_as
      status
      submitted_at
    }
    enquiries {
      reference
      kind
      name
      mobile
      email
      travel_date
      travellers
      message
      status
      created_at
      quotations {
        trip_title
        travel_date
        expiry_date
        path
      }
    }
    messages {
      template
      channel
      status
      booking_reference
      queued_at
      sent_at
    }
    saved_trips {
      trip
      saved_at
    }
  }
}
    `) as unknown as TypedDocumentString<MyDataQuery, MyDataQueryVariables>;
export const AdminRecordOfflinePaymentDocument = new TypedDocumentString(`
    mutation AdminRecordOfflinePayment($bookingId: ID!, $amountPaise: Int!, $method: OfflinePaymentMethod!, $reference: String!, $bank: String, $note: String) {
  adminRecordOfflinePayment(
    bookingId: $bookingId
    amountPaise: $amountPaise
    method: $method
    reference: $reference
    bank: $bank
    note: $note
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AdminRecordOfflinePaymentMutation, AdminRecordOfflinePaymentMutationVariables>;
export const AdminTcsQuoteDocument = new TypedDocumentString(`
    query AdminTcsQuote($bookingId: ID!, $amountPaise: Int!) {
  adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) {
    tcs_paise
    receive_paise
  }
}
    `) as unknown as TypedDocumentString<AdminTcsQuoteQuery, AdminTcsQuoteQueryVariables>;
export const AdminRecordOfflineRefundDocument = new TypedDocumentString(`
    mutation AdminRecordOfflineRefund($refundId: ID!, $reference: String!) {
  adminRecordOfflineRefund(refundId: $refundId, reference: $reference) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminRecordOfflineRefundMutation, AdminRecordOfflineRefundMutationVariables>;
export const AdminCancelBookingDocument = new TypedDocumentString(`
    mutation AdminCancelBooking($bookingId: ID!, $refundPaise: Int, $reason: String!) {
  adminCancelBooking(
    bookingId: $bookingId
    refundPaise: $refundPaise
    reason: $reason
  ) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AdminCancelBookingMutation, AdminCancelBookingMutationVariables>;
export const AdminBookingMessagesDocument = new TypedDocumentString(`
    query AdminBookingMessages($bookingId: ID!) {
  adminBookingMessages(bookingId: $bookingId) {
    id
    template
    channel
    status
    send_at
    sent_at
    status_at
    body
    last_error
    resend_of
  }
}
    `) as unknown as TypedDocumentString<AdminBookingMessagesQuery, AdminBookingMessagesQueryVariables>;
export const AdminResendMessageDocument = new TypedDocumentString(`
    mutation AdminResendMessage($id: ID!) {
  adminResendMessage(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminResendMessageMutation, AdminResendMessageMutationVariables>;
export const AdminTransferBookingDocument = new TypedDocumentString(`
    mutation AdminTransferBooking($bookingId: ID!, $eventId: Int!, $packageId: Int!) {
  adminTransferBooking(
    bookingId: $bookingId
    eventId: $eventId
    packageId: $packageId
  ) {
    id
    status
    due_paise
  }
}
    `) as unknown as TypedDocumentString<AdminTransferBookingMutation, AdminTransferBookingMutationVariables>;
export const AdminAllowTransferDocument = new TypedDocumentString(`
    mutation AdminAllowTransfer($bookingId: ID!) {
  adminAllowTransfer(bookingId: $bookingId)
}
    `) as unknown as TypedDocumentString<AdminAllowTransferMutation, AdminAllowTransferMutationVariables>;
export const AdminGrantCreditDocument = new TypedDocumentString(`
    mutation AdminGrantCredit($accountId: Int!, $amountPaise: Int!, $reason: String!) {
  adminGrantCredit(
    accountId: $accountId
    amountPaise: $amountPaise
    reason: $reason
  ) {
    balance_paise
  }
}
    `) as unknown as TypedDocumentString<AdminGrantCreditMutation, AdminGrantCreditMutationVariables>;
export const AdminCancelDepartureDocument = new TypedDocumentString(`
    mutation AdminCancelDeparture($eventId: Int!, $reason: String!) {
  adminCancelDeparture(eventId: $eventId, reason: $reason) {
    event_id
    cancelled_bookings
    released_holds
  }
}
    `) as unknown as TypedDocumentString<AdminCancelDepartureMutation, AdminCancelDepartureMutationVariables>;
export const AdminDepartureLeadersDocument = new TypedDocumentString(`
    query AdminDepartureLeaders($eventId: Int!) {
  adminDepartureLeaders(eventId: $eventId) {
    id
    name
  }
  adminTrekLeaders {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminDepartureLeadersQuery, AdminDepartureLeadersQueryVariables>;
export const AdminAssignTrekLeaderDocument = new TypedDocumentString(`
    mutation AdminAssignTrekLeader($eventId: Int!, $userId: Int!) {
  adminAssignTrekLeader(eventId: $eventId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminAssignTrekLeaderMutation, AdminAssignTrekLeaderMutationVariables>;
export const AdminUnassignTrekLeaderDocument = new TypedDocumentString(`
    mutation AdminUnassignTrekLeader($eventId: Int!, $userId: Int!) {
  adminUnassignTrekLeader(eventId: $eventId, userId: $userId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUnassignTrekLeaderMutation, AdminUnassignTrekLeaderMutationVariables>;
export const AdminPersonalDataHoldDocument = new TypedDocumentString(`
    query AdminPersonalDataHold($eventId: Int!) {
  adminPersonalDataHold(eventId: $eventId) {
    placed_at
    reason
  }
}
    `) as unknown as TypedDocumentString<AdminPersonalDataHoldQuery, AdminPersonalDataHoldQueryVariables>;
export const AdminPlacePersonalDataHoldDocument = new TypedDocumentString(`
    mutation AdminPlacePersonalDataHold($input: AdminPersonalDataHoldInput!) {
  adminPlacePersonalDataHold(input: $input) {
    placed_at
  }
}
    `) as unknown as TypedDocumentString<AdminPlacePersonalDataHoldMutation, AdminPlacePersonalDataHoldMutationVariables>;
export const AdminReleasePersonalDataHoldDocument = new TypedDocumentString(`
    mutation AdminReleasePersonalDataHold($input: AdminPersonalDataHoldInput!) {
  adminReleasePersonalDataHold(input: $input)
}
    `) as unknown as TypedDocumentString<AdminReleasePersonalDataHoldMutation, AdminReleasePersonalDataHoldMutationVariables>;
export const AdminPaymentAlertsDocument = new TypedDocumentString(`
    query AdminPaymentAlerts {
  adminPaymentAlerts {
    id
    booking_id
    booking_reference
    provider
    provider_payment_id
    expected_amount_paise
    expected_currency
    received_amount_paise
    received_currency
    detected_at
  }
}
    `) as unknown as TypedDocumentString<AdminPaymentAlertsQuery, AdminPaymentAlertsQueryVariables>;
export const AdminResolvePaymentAlertDocument = new TypedDocumentString(`
    mutation AdminResolvePaymentAlert($id: ID!, $resolution: String!) {
  adminResolvePaymentAlert(id: $id, resolution: $resolution) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminResolvePaymentAlertMutation, AdminResolvePaymentAlertMutationVariables>;
export const AdminResetStaffSecondFactorsDocument = new TypedDocumentString(`
    mutation AdminResetStaffSecondFactors($userId: Int!) {
  adminResetStaffSecondFactors(userId: $userId) {
    id
    second_factors
  }
}
    `) as unknown as TypedDocumentString<AdminResetStaffSecondFactorsMutation, AdminResetStaffSecondFactorsMutationVariables>;
export const AdminSecondFactorsDocument = new TypedDocumentString(`
    query AdminSecondFactors {
  adminSecondFactors {
    required
    verified_at
    totp
    recovery_codes_left
    fresh_seconds
    passkeys {
      id
      name
      created_at
      last_used_at
    }
  }
}
    `) as unknown as TypedDocumentString<AdminSecondFactorsQuery, AdminSecondFactorsQueryVariables>;
export const AdminBeginPasskeySignInDocument = new TypedDocumentString(`
    mutation AdminBeginPasskeySignIn {
  adminBeginPasskeySignIn
}
    `) as unknown as TypedDocumentString<AdminBeginPasskeySignInMutation, AdminBeginPasskeySignInMutationVariables>;
export const AdminVerifyPasskeyDocument = new TypedDocumentString(`
    mutation AdminVerifyPasskey($response: String!) {
  adminVerifyPasskey(response: $response) {
    verified_at
  }
}
    `) as unknown as TypedDocumentString<AdminVerifyPasskeyMutation, AdminVerifyPasskeyMutationVariables>;
export const AdminVerifyTotpDocument = new TypedDocumentString(`
    mutation AdminVerifyTotp($code: String!) {
  adminVerifyTotp(code: $code) {
    verified_at
  }
}
    `) as unknown as TypedDocumentString<AdminVerifyTotpMutation, AdminVerifyTotpMutationVariables>;
export const AdminVerifyRecoveryCodeDocument = new TypedDocumentString(`
    mutation AdminVerifyRecoveryCode($code: String!) {
  adminVerifyRecoveryCode(code: $code) {
    verified_at
  }
}
    `) as unknown as TypedDocumentString<AdminVerifyRecoveryCodeMutation, AdminVerifyRecoveryCodeMutationVariables>;
export const AdminSaveAddOnDocument = new TypedDocumentString(`
    mutation AdminSaveAddOn($input: AdminSaveAddOnInput!) {
  adminSaveAddOn(input: $input) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminSaveAddOnMutation, AdminSaveAddOnMutationVariables>;
export const AdminSetDepartureBriefingDocument = new TypedDocumentString(`
    mutation AdminSetDepartureBriefing($input: AdminDepartureBriefingInput!) {
  adminSetDepartureBriefing(input: $input)
}
    `) as unknown as TypedDocumentString<AdminSetDepartureBriefingMutation, AdminSetDepartureBriefingMutationVariables>;
export const CancelBookingDocument = new TypedDocumentString(`
    mutation CancelBooking($id: ID!, $refundAs: RefundAs) {
  cancelBooking(id: $id, refundAs: $refundAs) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<CancelBookingMutation, CancelBookingMutationVariables>;
export const MyBookingsDocument = new TypedDocumentString(`
    query MyBookings {
  myBookings {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<MyBookingsQuery, MyBookingsQueryVariables>;
export const MyCreditDocument = new TypedDocumentString(`
    query MyCredit {
  myCredit {
    balance_paise
    expiries {
      amount_paise
      expires_at
    }
    entries {
      id
      kind
      amount_paise
      description
      at
    }
  }
}
    `) as unknown as TypedDocumentString<MyCreditQuery, MyCreditQueryVariables>;
export const CreateBookingDocument = new TypedDocumentString(`
    mutation CreateBooking($input: CreateBookingInput!) {
  createBooking(input: $input) {
    id
    hold_expires_at
  }
}
    `) as unknown as TypedDocumentString<CreateBookingMutation, CreateBookingMutationVariables>;
export const TransferChoicesDocument = new TypedDocumentString(`
    query TransferChoices($id: ID!) {
  booking(id: $id) {
    id
    change_policy
    transfer_choices {
      event_id
      start_date
      end_date
      seats_left
      package_id
      package_name
      total_paise
    }
  }
}
    `) as unknown as TypedDocumentString<TransferChoicesQuery, TransferChoicesQueryVariables>;
export const TransferQuoteDocument = new TypedDocumentString(`
    query TransferQuote($bookingId: ID!, $eventId: Int!, $packageId: Int!) {
  transferQuote(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {
    event_id
    package_id
    total_paise
    fee_paise
    due_paise
    credit_paise
  }
}
    `) as unknown as TypedDocumentString<TransferQuoteQuery, TransferQuoteQueryVariables>;
export const TransferBookingDocument = new TypedDocumentString(`
    mutation TransferBooking($input: TransferBookingInput!) {
  transferBooking(input: $input) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<TransferBookingMutation, TransferBookingMutationVariables>;
export const AnswerCancelledDepartureDocument = new TypedDocumentString(`
    mutation AnswerCancelledDeparture($input: AnswerCancelledDepartureInput!) {
  answerCancelledDeparture(input: $input) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<AnswerCancelledDepartureMutation, AnswerCancelledDepartureMutationVariables>;
export const SubstituteParticipantDocument = new TypedDocumentString(`
    mutation SubstituteParticipant($input: SubstituteParticipantInput!) {
  substituteParticipant(input: $input) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<SubstituteParticipantMutation, SubstituteParticipantMutationVariables>;
export const TravellerAccountDocument = new TypedDocumentString(`
    query TravellerAccount {
  me {
    phone
    first_name
    last_name
  }
}
    `) as unknown as TypedDocumentString<TravellerAccountQuery, TravellerAccountQueryVariables>;
export const BookingCampaignDocument = new TypedDocumentString(`
    query BookingCampaign($slug: String!) {
  campaign(slug: $slug) {
    ...CampaignOfferFields
  }
}
    fragment CampaignOfferFields on Campaign {
  slug
  name
  state
  ends_at
  offer_kind
  percent_off
  amount_per_traveller_paise
  cap_paise
  min_travellers
  combines_with_fare_offers
  offer_text
  combination_text
  trek_ids
}`) as unknown as TypedDocumentString<BookingCampaignQuery, BookingCampaignQueryVariables>;
export const SearchSuggestionsDocument = new TypedDocumentString(`
    query SearchSuggestions($query: String!, $limit: Int) {
  search(query: $query, limit: $limit) {
    total
    hits {
      kind
      name
      path
      context
    }
  }
}
    `) as unknown as TypedDocumentString<SearchSuggestionsQuery, SearchSuggestionsQueryVariables>;
export const TripListingDocument = new TypedDocumentString(`
    query TripListing($destination: String, $filter: ListingFilter, $sort: ListingSort, $limit: Int, $offset: Int, $month: String) {
  trekListing(
    destination_slug: $destination
    filter: $filter
    sort: $sort
    limit: $limit
    offset: $offset
  ) {
    total_count
    cards {
      ...TripCardFields
      next_departure(month: $month) {
        start_date
        available_seats
      }
      month_price: price(month: $month)
      month_original_price: original_price(month: $month)
    }
    destination {
      slug
      name
      country
      tagline
      description
      meta_title
      meta_description
      hero_image {
        ...ImageFields
      }
      attractions {
        ...AttractionCardFields
      }
      activities {
        ...ActivityCardFields
      }
      faqs {
        question
        answer
      }
    }
  }
}
    fragment TripCardFields on ListingCard {
  id
  slug
  title
  tagline
  type
  difficulty
  location
  duration_days
  price
  original_price
  discount_name
  review_count
  average_rating
  images {
    ...ImageFields
  }
}
fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
fragment AttractionCardFields on Attraction {
  id
  slug
  name
  brief
  location
  image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<TripListingQuery, TripListingQueryVariables>;
export const CreateInquiryDocument = new TypedDocumentString(`
    mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {
  createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {
    message
    reference
  }
}
    `) as unknown as TypedDocumentString<CreateInquiryMutation, CreateInquiryMutationVariables>;
export const SendOtpDocument = new TypedDocumentString(`
    mutation SendOtp($phone: String!) {
  sendOtp(phone: $phone) {
    phone
    message
    resend_after_seconds
  }
}
    `) as unknown as TypedDocumentString<SendOtpMutation, SendOtpMutationVariables>;
export const LoginWithOtpDocument = new TypedDocumentString(`
    mutation LoginWithOtp($phone: String!, $otp: Int!) {
  login(phone: $phone, otp: $otp) {
    token
    message
  }
}
    `) as unknown as TypedDocumentString<LoginWithOtpMutation, LoginWithOtpMutationVariables>;
export const SubscribeDocument = new TypedDocumentString(`
    mutation Subscribe($email: String!) {
  subscribeNewsLetter(email: $email) {
    message
  }
}
    `) as unknown as TypedDocumentString<SubscribeMutation, SubscribeMutationVariables>;
export const BalanceBookingDocument = new TypedDocumentString(`
    query BalanceBooking($id: ID!) {
  booking(id: $id) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<BalanceBookingQuery, BalanceBookingQueryVariables>;
export const ConfirmPaymentDocument = new TypedDocumentString(`
    mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {
  confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmPaymentMutation, ConfirmPaymentMutationVariables>;
export const ConfirmBalancePaymentDocument = new TypedDocumentString(`
    mutation ConfirmBalancePayment($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {
  confirmBalancePayment(
    orderId: $orderId
    paymentId: $paymentId
    signature: $signature
    link: $link
  ) {
    status
  }
}
    `) as unknown as TypedDocumentString<ConfirmBalancePaymentMutation, ConfirmBalancePaymentMutationVariables>;
export const BalancePaymentViewDocument = new TypedDocumentString(`
    query BalancePaymentView($bookingId: ID!, $link: String!) {
  balancePayment(bookingId: $bookingId, link: $link) {
    booking_id
    trip_name
    start_date
    end_date
    traveller_count
    total_paise
    paid_paise
    balance_paise
    balance_due_by
    paid_in_full
    cancelled
    link_status
    can_pay_with_link
    documents {
      kind
      title
      number
      amount_paise
      issued_at
      path
    }
  }
}
    `) as unknown as TypedDocumentString<BalancePaymentViewQuery, BalancePaymentViewQueryVariables>;
export const StartBalancePaymentDocument = new TypedDocumentString(`
    mutation StartBalancePayment($bookingId: ID!, $link: String!) {
  startBalancePayment(bookingId: $bookingId, link: $link) {
    provider
    order_id
    amount_paise
    currency
    key_id
    checkout_url
    description
  }
}
    `) as unknown as TypedDocumentString<StartBalancePaymentMutation, StartBalancePaymentMutationVariables>;
export const HeldBookingDocument = new TypedDocumentString(`
    query HeldBooking($id: ID!) {
  booking(id: $id) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<HeldBookingQuery, HeldBookingQueryVariables>;
export const PaymentOutcomeDocument = new TypedDocumentString(`
    query PaymentOutcome($id: ID!) {
  booking(id: $id) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<PaymentOutcomeQuery, PaymentOutcomeQueryVariables>;
export const StartPaymentDocument = new TypedDocumentString(`
    mutation StartPayment($bookingId: ID!, $plan: PaymentPlan!) {
  startPayment(bookingId: $bookingId, plan: $plan) {
    provider
    order_id
    amount_paise
    currency
    key_id
    checkout_url
    description
    prefill_phone
  }
}
    `) as unknown as TypedDocumentString<StartPaymentMutation, StartPaymentMutationVariables>;
export const ReceiptDocument = new TypedDocumentString(`
    query Receipt($paymentId: ID!) {
  receipt(paymentId: $paymentId) {
    number
    issued_at
    company_name
    company_gstin
    company_address
    payer_name
    sac
    service
    place_of_supply
    taxable_paise
    gst_paise
    cgst_paise
    sgst_paise
    igst_paise
    tcs_paise
    tcs_law
    lines {
      sac
      description
      gst_percent
      taxable_paise
      cgst_paise
      sgst_paise
      igst_paise
      total_paise
    }
    invoice_number
    gst_percent
    booking_total_paise
    paid_to_date_paise
    balance_after_paise
    payment {
      id
      amount_paise
      method
      method_detail
      captured_at
      provider_payment_id
    }
    booking {
      id
      reference
      discount_paise
      campaign_name
      trip {
        name
      }
      package {
        name
      }
      departure {
        start_date
        end_date
      }
      participants {
        first_name
        last_name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReceiptQuery, ReceiptQueryVariables>;
export const SandboxOrderDocument = new TypedDocumentString(`
    query SandboxOrder($orderId: String!, $link: String) {
  sandboxOrder(orderId: $orderId, link: $link) {
    order_id
    amount_paise
    description
    booking_id
    status
    payable
    unpayable_reason
  }
}
    `) as unknown as TypedDocumentString<SandboxOrderQuery, SandboxOrderQueryVariables>;
export const SandboxPayDocument = new TypedDocumentString(`
    mutation SandboxPay($orderId: String!, $method: String!, $outcome: String!, $link: String) {
  sandboxPay(orderId: $orderId, method: $method, outcome: $outcome, link: $link) {
    order_id
    payment_id
    signature
    status
  }
}
    `) as unknown as TypedDocumentString<SandboxPayMutation, SandboxPayMutationVariables>;
export const PayWithCreditDocument = new TypedDocumentString(`
    mutation PayWithCredit($bookingId: ID!, $plan: CreditPaymentPlan!) {
  payWithCredit(bookingId: $bookingId, plan: $plan) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<PayWithCreditMutation, PayWithCreditMutationVariables>;
export const RequestCustomTripDocument = new TypedDocumentString(`
    mutation RequestCustomTrip($input: CustomTripInput!) {
  requestCustomTrip(input: $input) {
    reference
    message
  }
}
    `) as unknown as TypedDocumentString<RequestCustomTripMutation, RequestCustomTripMutationVariables>;
export const CustomTripAccountDocument = new TypedDocumentString(`
    query CustomTripAccount {
  me {
    phone
    first_name
    last_name
  }
}
    `) as unknown as TypedDocumentString<CustomTripAccountQuery, CustomTripAccountQueryVariables>;
export const MyQuotationsDocument = new TypedDocumentString(`
    query MyQuotations {
  myQuotations {
    slug
    enquiry_slug
    trip_title
    travel_date
    expiry_date
    expired
    accepted
    pax
  }
}
    `) as unknown as TypedDocumentString<MyQuotationsQuery, MyQuotationsQueryVariables>;
export const AcceptQuotationDocument = new TypedDocumentString(`
    mutation AcceptQuotation($slug: String!, $propertyGroupId: Int!, $participants: [ParticipantInput!]!) {
  acceptQuotation(
    slug: $slug
    propertyGroupId: $propertyGroupId
    participants: $participants
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<AcceptQuotationMutation, AcceptQuotationMutationVariables>;
export const SaveTripDocument = new TypedDocumentString(`
    mutation SaveTrip($trekId: Int!) {
  saveTrip(trekId: $trekId) {
    saved
  }
}
    `) as unknown as TypedDocumentString<SaveTripMutation, SaveTripMutationVariables>;
export const UnsaveTripDocument = new TypedDocumentString(`
    mutation UnsaveTrip($trekId: Int!) {
  unsaveTrip(trekId: $trekId) {
    saved
  }
}
    `) as unknown as TypedDocumentString<UnsaveTripMutation, UnsaveTripMutationVariables>;
export const SavedTripsDocument = new TypedDocumentString(`
    query SavedTrips {
  savedTrips {
    id
    slug
    title
  }
}
    `) as unknown as TypedDocumentString<SavedTripsQuery, SavedTripsQueryVariables>;
export const SetBillingDetailsDocument = new TypedDocumentString(`
    mutation SetBillingDetails($input: BillingDetailsInput!) {
  setBillingDetails(input: $input) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<SetBillingDetailsMutation, SetBillingDetailsMutationVariables>;
export const TaxDocumentDocument = new TypedDocumentString(`
    query TaxDocument($id: ID!) {
  taxDocument(id: $id) {
    id
    number
    kind
    title
    issued_at
    booking_reference
    trip_name
    amends_number
    amends_issued_at
    company_name
    company_gstin
    company_address
    buyer_name
    buyer_gstin
    buyer_address
    buyer_state
    buyer_pan
    place_of_supply
    sac
    service
    gst_percent
    taxable_paise
    cgst_paise
    sgst_paise
    igst_paise
    total_paise
    tcs_paise
    tcs_law
    statement
    deadline_note
    lines {
      sac
      description
      gst_percent
      taxable_paise
      cgst_paise
      sgst_paise
      igst_paise
      total_paise
    }
    amount_paise
    amount_in_words
    pdf_url
  }
}
    `) as unknown as TypedDocumentString<TaxDocumentQuery, TaxDocumentQueryVariables>;
export const BookingAddOnOffersDocument = new TypedDocumentString(`
    query BookingAddOnOffers($id: ID!) {
  booking(id: $id) {
    id
    traveller_count
    participants {
      first_name
      last_name
    }
    add_ons {
      add_on_id
      size
      quantity
      travellers
    }
    add_on_offers {
      add_on_id
      name
      description
      price_paise
      pricing
      gst_percent
      sizes
      closes_on
      open
      left {
        size
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<BookingAddOnOffersQuery, BookingAddOnOffersQueryVariables>;
export const ChooseAddOnsDocument = new TypedDocumentString(`
    mutation ChooseAddOns($input: ChooseAddOnsInput!) {
  chooseAddOns(input: $input) {
    id
    total_paise
  }
}
    `) as unknown as TypedDocumentString<ChooseAddOnsMutation, ChooseAddOnsMutationVariables>;
export const AddOnsBookingDocument = new TypedDocumentString(`
    query AddOnsBooking($id: ID!) {
  booking(id: $id) {
    ...BookingFields
  }
}
    fragment BookingFields on Booking {
  id
  reference
  status
  status_text
  hold_expires_at
  trip {
    id
    name
    slug
  }
  package {
    id
    name
  }
  departure {
    id
    start_date
    end_date
  }
  quotation {
    slug
    enquiry_slug
  }
  participants {
    first_name
    last_name
    phone
  }
  traveller_count
  price_per_person_paise
  subtotal_paise
  discount_paise
  campaign_name
  gst_percent
  gst_paise
  gst_included
  add_ons_paise
  add_ons {
    add_on_id
    name
    size
    quantity
    gst_percent
    total_paise
  }
  total_paise
  paid_paise
  due_paise
  received_paise
  refunded_paise
  refunding_paise
  booking_amount_paise
  balance_due_by
  can_pay
  payment_plans
  payments {
    id
    receipt_number
    amount_paise
    method
    captured_at
    provider_payment_id
  }
  abroad
  address_required_from_paise
  billing_details {
    gstin
    legal_name
    address
    state_code
    pan_masked
  }
  invoices {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
  refund_status
  refunds {
    id
    amount_paise
    status
    reason_text
    note
    created_at
    processed_at
  }
  cancelled {
    at
    by
    terms
    refund_percent
    paid_paise
    fee_paise
    refund_paise
    credit_paise
    kept_paise
  }
  cancellation {
    refund_paise
    refund_percent
    tier_text
    days_before_departure
  }
  credit_cancellation {
    credit_paise
    fee_paise
    text
  }
  change_fee_paise
  transfers_left
  date_change_blocked
  review {
    path
    written
  }
  credit_available_paise
  departure_cancelled {
    reason
    answer_by
    paid_paise
    credit_offer_paise
    choice
  }
}`) as unknown as TypedDocumentString<AddOnsBookingQuery, AddOnsBookingQueryVariables>;
export const AdminTravellerFormsDocument = new TypedDocumentString(`
    query AdminTravellerForms($bookingId: Int!) {
  adminTravellerForms(bookingId: $bookingId) {
    participant_id
    form_id
    first_name
    last_name
    link_sent_at
    missing
    emergency_name
    emergency_phone
    emergency_relation
    medical_conditions
    medicines
    allergies
    medical_notes
    undertaking_version
    undertaking_accepted_at
    undertaking_address
    id_type
    id_number
    personal_data_erased_at
    fitness_status
    fitness_reason
    fitness_proof_path
  }
}
    `) as unknown as TypedDocumentString<AdminTravellerFormsQuery, AdminTravellerFormsQueryVariables>;
export const AdminSendFormLinkDocument = new TypedDocumentString(`
    mutation AdminSendFormLink($participantId: Int!) {
  adminSendFormLink(participantId: $participantId) {
    participant_id
    link
  }
}
    `) as unknown as TypedDocumentString<AdminSendFormLinkMutation, AdminSendFormLinkMutationVariables>;
export const AdminRevealIdNumberDocument = new TypedDocumentString(`
    mutation AdminRevealIdNumber($input: AdminRevealIdNumberInput!) {
  adminRevealIdNumber(input: $input) {
    form_id
    id_type_label
    id_number
  }
}
    `) as unknown as TypedDocumentString<AdminRevealIdNumberMutation, AdminRevealIdNumberMutationVariables>;
export const AdminReviewFitnessProofDocument = new TypedDocumentString(`
    mutation AdminReviewFitnessProof($input: AdminReviewFitnessProofInput!) {
  adminReviewFitnessProof(input: $input)
}
    `) as unknown as TypedDocumentString<AdminReviewFitnessProofMutation, AdminReviewFitnessProofMutationVariables>;
export const TravellerFormDocument = new TypedDocumentString(`
    query TravellerForm($token: String!) {
  travellerForm(token: $token) {
    ...TravellerFormFields
  }
}
    fragment TravellerFormFields on TravellerForm {
  first_name
  last_name
  guardian {
    name
    relation
  }
  trip_name
  reference
  start_date
  end_date
  emergency_name
  emergency_phone
  emergency_relation
  medical_conditions
  medicines
  allergies
  medical_notes
  medical_declared_at
  undertaking {
    version
    text
  }
  undertaking_accepted_version
  permit_id_required
  id_type
  id_number
  fitness_proof_required
  fitness_status
  fitness_reason
  upload_path
  missing
}`) as unknown as TypedDocumentString<TravellerFormQuery, TravellerFormQueryVariables>;
export const SubmitTravellerFormDocument = new TypedDocumentString(`
    mutation SubmitTravellerForm($token: String!, $input: TravellerFormInput!) {
  submitTravellerForm(token: $token, input: $input) {
    ...TravellerFormFields
  }
}
    fragment TravellerFormFields on TravellerForm {
  first_name
  last_name
  guardian {
    name
    relation
  }
  trip_name
  reference
  start_date
  end_date
  emergency_name
  emergency_phone
  emergency_relation
  medical_conditions
  medicines
  allergies
  medical_notes
  medical_declared_at
  undertaking {
    version
    text
  }
  undertaking_accepted_version
  permit_id_required
  id_type
  id_number
  fitness_proof_required
  fitness_status
  fitness_reason
  upload_path
  missing
}`) as unknown as TypedDocumentString<SubmitTravellerFormMutation, SubmitTravellerFormMutationVariables>;
export const TripPassDocument = new TypedDocumentString(`
    query TripPass($reference: String!) {
  tripPass(reference: $reference) {
    reference
    status
    trip_name
    start_date
    end_date
    meeting_point
    meeting_map_url
    meeting_time
    leader_name
    leader_phone
    itinerary {
      day
      title
      brief
    }
    travellers {
      participant_id
      first_name
      last_name
      check_in_code
      qr_svg
    }
    add_ons {
      name
      size
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<TripPassQuery, TripPassQueryVariables>;
export const RejoinWaitlistDocument = new TypedDocumentString(`
    mutation RejoinWaitlist($input: JoinWaitlistInput!) {
  joinWaitlist(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<RejoinWaitlistMutation, RejoinWaitlistMutationVariables>;
export const JoinWaitlistDocument = new TypedDocumentString(`
    mutation JoinWaitlist($input: JoinWaitlistInput!) {
  joinWaitlist(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<JoinWaitlistMutation, JoinWaitlistMutationVariables>;
export const WaitlistOutlookDocument = new TypedDocumentString(`
    query WaitlistOutlook($eventId: Int!, $travellers: Int!) {
  waitlistOutlook(eventId: $eventId, travellers: $travellers) {
    waiting
    likelihood {
      percent
      text
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistOutlookQuery, WaitlistOutlookQueryVariables>;
export const MyWaitlistDocument = new TypedDocumentString(`
    query MyWaitlist {
  myWaitlist {
    id
    status
    status_text
    position
    line_length
    travellers
    start_date
    event_id
    package_id
    package_name
    closes_at
    trip {
      name
      slug
    }
    offer {
      seats
      status
      expires_at
      booking_id
      booking_state
    }
    likelihood {
      departures
      percent
      text
    }
  }
}
    `) as unknown as TypedDocumentString<MyWaitlistQuery, MyWaitlistQueryVariables>;
export const LeaveWaitlistDocument = new TypedDocumentString(`
    mutation LeaveWaitlist($id: ID!) {
  leaveWaitlist(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<LeaveWaitlistMutation, LeaveWaitlistMutationVariables>;
export const WaitlistEntryDocument = new TypedDocumentString(`
    query WaitlistEntry($id: ID!) {
  waitlistEntry(id: $id) {
    id
    status
    status_text
    position
    line_length
    travellers
    start_date
    end_date
    event_id
    package_id
    package_name
    price_per_person_paise
    trip {
      name
      slug
    }
    offer {
      seats
      status
      expires_at
      booking_id
      booking_state
    }
    likelihood {
      text
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistEntryQuery, WaitlistEntryQueryVariables>;
export const TakeWaitlistOfferDocument = new TypedDocumentString(`
    mutation TakeWaitlistOffer($id: ID!, $idempotencyKey: String!, $participants: [ParticipantInput!]!) {
  takeWaitlistOffer(
    id: $id
    idempotencyKey: $idempotencyKey
    participants: $participants
  ) {
    id
  }
}
    `) as unknown as TypedDocumentString<TakeWaitlistOfferMutation, TakeWaitlistOfferMutationVariables>;
export const DeclineWaitlistOfferDocument = new TypedDocumentString(`
    mutation DeclineWaitlistOffer($id: ID!) {
  declineWaitlistOffer(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<DeclineWaitlistOfferMutation, DeclineWaitlistOfferMutationVariables>;
export const LogoutDocument = new TypedDocumentString(`
    mutation Logout($everywhere: Boolean) {
  logout(everywhere: $everywhere) {
    message
  }
}
    `) as unknown as TypedDocumentString<LogoutMutation, LogoutMutationVariables>;
export const NavigationDocument = new TypedDocumentString(`
    query Navigation {
  destinations {
    slug
    name
  }
}
    `) as unknown as TypedDocumentString<NavigationQuery, NavigationQueryVariables>;
export const AboutDocument = new TypedDocumentString(`
    query About {
  reviewSummary {
    average_rating
    review_count
  }
}
    `) as unknown as TypedDocumentString<AboutQuery, AboutQueryVariables>;
export const ActivityPageDocument = new TypedDocumentString(`
    query ActivityPage($slug: String!) {
  activity(slug: $slug) {
    id
    slug
    name
    brief
    description
    duration
    location
    map_location
    price
    original_price
    price_for
    discount_name
    inclusions
    exclusions
    highlights
    operating_duration
    know_before_you_go
    your_experience
    tickets_info
    cancellation_policy
    meta_title
    meta_description
    images {
      id
      tag
      image {
        ...ImageFields
      }
    }
    campsites {
      name
    }
    destinations {
      slug
      name
    }
    faqs {
      question
      answer
    }
    similar_activities {
      ...ActivityCardFields
    }
  }
}
    fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<ActivityPageQuery, ActivityPageQueryVariables>;
export const AdminAuditLogDocument = new TypedDocumentString(`
    query AdminAuditLog($entity: String, $entityId: String) {
  adminAuditLog(entity: $entity, entityId: $entityId, limit: 200) {
    id
    at
    action
    entity
    entity_id
    staff_name
    changes {
      field
      before
      after
    }
    before_json
    after_json
  }
}
    `) as unknown as TypedDocumentString<AdminAuditLogQuery, AdminAuditLogQueryVariables>;
export const AdminBookingPageDocument = new TypedDocumentString(`
    query AdminBookingPage($id: ID!) {
  adminBooking(id: $id) {
    id
    reference
    status
    trip_name
    start_date
    event_id
    trek_id
    package_name
    quotation_slug
    traveller_count
    price_per_person_paise
    discount_paise
    gst_percent
    gst_paise
    total_paise
    paid_paise
    due_paise
    booking_amount_paise
    hold_expires_at
    contact_email
    booker_name
    booker_phone
    created_at
    rule_refund_paise
    rule_text
    account_id
    credit_balance_paise
    transfers_used
    transfers_allowed
    transfer_choices {
      event_id
      start_date
      end_date
      seats_left
      package_id
      package_name
      price_per_person_paise
      total_paise
    }
    cancelled {
      at
      by
      terms
      refund_percent
      paid_paise
      fee_paise
      refund_paise
      kept_paise
    }
    travellers {
      position
      first_name
      last_name
      phone
      dob
      age
      gender_label
      guardian {
        name
        relation
        declared_at
      }
    }
    ledger {
      id
      kind
      provider
      provider_id
      method
      amount_paise
      at
    }
    refunds {
      id
      provider
      amount_paise
      reason
      status
      failure
      by_hand
      created_at
      processed_at
    }
    history {
      from_status
      to_status
      at
      cause
    }
    audit {
      at
      action
      staff_name
      changes {
        field
        before
        after
      }
    }
  }
  invoices(bookingId: $id) {
    id
    number
    kind
    title
    issued_at
    amount_paise
    pdf_url
  }
}
    `) as unknown as TypedDocumentString<AdminBookingPageQuery, AdminBookingPageQueryVariables>;
export const AdminBookingsDocument = new TypedDocumentString(`
    query AdminBookings($filter: AdminBookingFilter, $page: Int) {
  adminBookings(filter: $filter, page: $page) {
    total
    page
    page_size
    items {
      id
      reference
      status
      trip_name
      start_date
      event_id
      traveller_count
      total_paise
      paid_paise
      booker_name
      booker_phone
      created_at
    }
  }
  adminTrips {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const AdminCheckInListDocument = new TypedDocumentString(`
    query AdminCheckInList($eventId: Int!) {
  adminCheckInList(eventId: $eventId) {
    event_id
    trip_name
    start_date
    travellers {
      participant_id
      reference
      first_name
      last_name
      phone
      state
      at
    }
  }
}
    `) as unknown as TypedDocumentString<AdminCheckInListQuery, AdminCheckInListQueryVariables>;
export const AdminCheckInDocument = new TypedDocumentString(`
    mutation AdminCheckIn($input: AdminCheckInInput!) {
  adminCheckIn(input: $input) {
    participant_id
    state
    at
  }
}
    `) as unknown as TypedDocumentString<AdminCheckInMutation, AdminCheckInMutationVariables>;
export const AdminTripsDocument = new TypedDocumentString(`
    query AdminTrips {
  adminTrips {
    id
    name
    type
    status
    upcoming_departures
    next_departure
  }
}
    `) as unknown as TypedDocumentString<AdminTripsQuery, AdminTripsQueryVariables>;
export const AdminEnquiriesDocument = new TypedDocumentString(`
    query AdminEnquiries($filter: AdminEnquiryFilter) {
  adminEnquiries(filter: $filter) {
    id
    reference
    kind
    status
    name
    mobile
    travel_date
    travellers
    about
    assignee_name
    quotation_count
  }
  adminStaffMembers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminEnquiriesQuery, AdminEnquiriesQueryVariables>;
export const AdminEnquiryDocument = new TypedDocumentString(`
    query AdminEnquiry($id: Int!) {
  adminEnquiry(id: $id) {
    summary {
      id
      reference
      short_reference
      kind
      status
      name
      mobile
      email
      travel_date
      travellers
      about
      created_at
      assignee_id
      whatsapp_url
    }
    message
    duration_days
    group_type
    trip_type
    adults
    children
    child_ages
    budget_per_person
    notes {
      id
      body
      at
      author_name
    }
    quotations {
      id
      slug
      trip_title
      expiry_date
      prices
      show_price_for
    }
  }
  adminStaffMembers {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<AdminEnquiryQuery, AdminEnquiryQueryVariables>;
export const AdminUpdateEnquiryDocument = new TypedDocumentString(`
    mutation AdminUpdateEnquiry($id: Int!, $input: AdminEnquiryUpdate!) {
  adminUpdateEnquiry(id: $id, input: $input) {
    summary {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateEnquiryMutation, AdminUpdateEnquiryMutationVariables>;
export const AdminNewQuotationDocument = new TypedDocumentString(`
    mutation AdminNewQuotation($enquiryId: Int!, $campsiteId: Int) {
  adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminNewQuotationMutation, AdminNewQuotationMutationVariables>;
export const AdminQuotationTeamsDocument = new TypedDocumentString(`
    query AdminQuotationTeams {
  adminQuotationCatalogue {
    teams {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AdminQuotationTeamsQuery, AdminQuotationTeamsQueryVariables>;
export const AdminDuplicateQuotationDocument = new TypedDocumentString(`
    mutation AdminDuplicateQuotation($id: Int!) {
  adminDuplicateQuotation(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDuplicateQuotationMutation, AdminDuplicateQuotationMutationVariables>;
export const AdminViewerDocument = new TypedDocumentString(`
    query AdminViewer {
  me {
    role
    staff_role
    permissions
    first_name
  }
}
    `) as unknown as TypedDocumentString<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminManifestDocument = new TypedDocumentString(`
    query AdminManifest($eventId: ID!) {
  adminManifest(eventId: $eventId) {
    event_id
    trip_name
    start_date
    end_date
    capacity
    seats_left
    cancelled {
      reason
      at
    }
    travellers {
      reference
      booking_id
      status
      first_name
      last_name
      age
      gender_label
      phone
      position
      guardian {
        name
        relation
      }
    }
    add_ons {
      booking_id
      name
      size
      quantity
      positions
    }
    add_on_totals {
      name
      size
      quantity
    }
    forms {
      booking_id
      position
      missing_text
    }
    briefing {
      meeting_point
      meeting_time
      meeting_map_url
      leader_name
      leader_phone
    }
  }
}
    `) as unknown as TypedDocumentString<AdminManifestQuery, AdminManifestQueryVariables>;
export const AdminLedDeparturesDocument = new TypedDocumentString(`
    query AdminLedDepartures {
  adminLedDepartures {
    event_id
    trek_name
    start_date
    end_date
  }
}
    `) as unknown as TypedDocumentString<AdminLedDeparturesQuery, AdminLedDeparturesQueryVariables>;
export const AdminPersonalDataReadsDocument = new TypedDocumentString(`
    query AdminPersonalDataReads($staffUserId: Int, $participantId: Int) {
  adminPersonalDataReads(
    staffUserId: $staffUserId
    participantId: $participantId
    limit: 200
  ) {
    id
    at
    operation
    what
    staff_user_id
    staff_name
    participant_id
    booking_id
    traveller_name
  }
}
    `) as unknown as TypedDocumentString<AdminPersonalDataReadsQuery, AdminPersonalDataReadsQueryVariables>;
export const AdminQuotationBuilderDocument = new TypedDocumentString(`
    query AdminQuotationBuilder($id: Int!) {
  adminQuotation(id: $id) {
    id
    slug
    enquiry_id
    enquiry_slug
    traveller_name
    traveller_mobile
    path
    accepted
    acceptance {
      accepted_at
      option_name
      account_name
      account_phone
      booking_id
      booking_reference
    }
    draft {
      trip_title
      trip_subtitle
      campsite_id
      package_id
      base_price
      travel_date
      expiry_date
      pax
      rooms
      meals
      show_price_for
      price_inclusive_of_taxes
      booking_amount
      inclusions
      exclusions
      airport_transfer
      private_vehicle_siteseeing
      sic_vehicle
      days {
        title
        description
        activities {
          activity_id
          included
        }
      }
      options {
        name
        stay_price
        properties {
          property_id
          typed_in {
            name
            location
            star_category
          }
          meals
          room_type
          days_detail
        }
      }
      selected_option
    }
  }
  adminQuotationCatalogue {
    packages {
      id
      name
      trip_name
      campsite_id
      price
      days {
        title
        description
      }
    }
    properties {
      id
      name
      location
      star_category
    }
    activities {
      id
      name
      slug
      price
      price_for
    }
    teams {
      id
      name
      policies {
        title
        body
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminQuotationBuilderQuery, AdminQuotationBuilderQueryVariables>;
export const AdminQuotationPreviewDocument = new TypedDocumentString(`
    query AdminQuotationPreview($slug: String!) {
  quotation(slug: $slug) {
    ...QuotationViewFields
  }
}
    fragment QuotationViewFields on Quotation {
  slug
  name
  trip_title
  trip_subtitle
  expiry_date
  expired
  accepted
  accepted_property_group_id
  duration
  pax
  meals
  rooms
  stay_details
  travel_date
  travel_details
  travel_comments
  inclusions
  exclusions
  show_price_for
  booking_amount
  discount_name
  price_note
  know_before_you_book
  price_inclusive_of_taxes
  airport_transfer
  private_vehicle_siteseeing
  sic_vehicle
  travelling_data {
    from
    to
    mode
  }
  extrabeds
  exclusive_adult_extrabed
  flight {
    included
    price
    note
  }
  train {
    included
    price
    note
  }
  bus {
    included
    price
    note
  }
  visa {
    included
    price
    note
  }
  enquiry_slug
  phone_number {
    number
  }
  planner {
    first_name
    last_name
    avatar {
      ...ImageFields
    }
  }
  campsite {
    name
    type
    policies {
      title
      body
    }
  }
  images {
    ...ImageFields
  }
  days {
    day_number
    title
    description
    activities {
      name
      slug
      included
      price
      price_for
    }
    attractions {
      name
      included
    }
  }
  property_groups {
    id
    name
    is_selected
    price
    properties {
      name
      location
      star_category
      meals
      room_type
      days_detail
    }
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<AdminQuotationPreviewQuery, AdminQuotationPreviewQueryVariables>;
export const AdminUpdateQuotationDocument = new TypedDocumentString(`
    mutation AdminUpdateQuotation($id: Int!, $input: AdminQuotationInput!) {
  adminUpdateQuotation(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateQuotationMutation, AdminUpdateQuotationMutationVariables>;
export const AdminDuplicateFromBuilderDocument = new TypedDocumentString(`
    mutation AdminDuplicateFromBuilder($id: Int!) {
  adminDuplicateQuotation(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminDuplicateFromBuilderMutation, AdminDuplicateFromBuilderMutationVariables>;
export const AdminQuotationsDocument = new TypedDocumentString(`
    query AdminQuotations {
  adminQuotations {
    id
    trip_title
    expiry_date
    show_price_for
    enquiry_id
    traveller_name
    accepted
    from_price
  }
}
    `) as unknown as TypedDocumentString<AdminQuotationsQuery, AdminQuotationsQueryVariables>;
export const AdminReviewsDocument = new TypedDocumentString(`
    query AdminReviews($status: ReviewStatus) {
  adminReviews(status: $status) {
    id
    status
    stars
    text
    user_name
    held_for
    submitted_at
    edited_at
    decided_at
    decided_by
    rejection_reason
    reply
    trek_name
    trek_slug
    went_on
    booking_reference
    photos {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<AdminReviewsQuery, AdminReviewsQueryVariables>;
export const AdminModerateReviewDocument = new TypedDocumentString(`
    mutation AdminModerateReview($id: Int!, $decision: ReviewDecision!, $reason: String) {
  adminModerateReview(id: $id, decision: $decision, reason: $reason) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<AdminModerateReviewMutation, AdminModerateReviewMutationVariables>;
export const AdminReplyToReviewDocument = new TypedDocumentString(`
    mutation AdminReplyToReview($id: Int!, $text: String!) {
  adminReplyToReview(id: $id, text: $text) {
    id
    reply
  }
}
    `) as unknown as TypedDocumentString<AdminReplyToReviewMutation, AdminReplyToReviewMutationVariables>;
export const AdminBeginPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation AdminBeginPasskeyRegistration {
  adminBeginPasskeyRegistration
}
    `) as unknown as TypedDocumentString<AdminBeginPasskeyRegistrationMutation, AdminBeginPasskeyRegistrationMutationVariables>;
export const AdminFinishPasskeyRegistrationDocument = new TypedDocumentString(`
    mutation AdminFinishPasskeyRegistration($name: String!, $response: String!) {
  adminFinishPasskeyRegistration(name: $name, response: $response) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminFinishPasskeyRegistrationMutation, AdminFinishPasskeyRegistrationMutationVariables>;
export const AdminRemovePasskeyDocument = new TypedDocumentString(`
    mutation AdminRemovePasskey($id: ID!) {
  adminRemovePasskey(id: $id) {
    totp
  }
}
    `) as unknown as TypedDocumentString<AdminRemovePasskeyMutation, AdminRemovePasskeyMutationVariables>;
export const AdminBeginTotpSetupDocument = new TypedDocumentString(`
    mutation AdminBeginTotpSetup {
  adminBeginTotpSetup {
    secret
    qr_svg
  }
}
    `) as unknown as TypedDocumentString<AdminBeginTotpSetupMutation, AdminBeginTotpSetupMutationVariables>;
export const AdminConfirmTotpDocument = new TypedDocumentString(`
    mutation AdminConfirmTotp($code: String!) {
  adminConfirmTotp(code: $code) {
    totp
  }
}
    `) as unknown as TypedDocumentString<AdminConfirmTotpMutation, AdminConfirmTotpMutationVariables>;
export const AdminRemoveTotpDocument = new TypedDocumentString(`
    mutation AdminRemoveTotp {
  adminRemoveTotp {
    totp
  }
}
    `) as unknown as TypedDocumentString<AdminRemoveTotpMutation, AdminRemoveTotpMutationVariables>;
export const AdminMakeRecoveryCodesDocument = new TypedDocumentString(`
    mutation AdminMakeRecoveryCodes {
  adminMakeRecoveryCodes
}
    `) as unknown as TypedDocumentString<AdminMakeRecoveryCodesMutation, AdminMakeRecoveryCodesMutationVariables>;
export const AdminStaffDocument = new TypedDocumentString(`
    query AdminStaff {
  adminStaff {
    id
    phone
    first_name
    last_name
    role
    live_sessions
    second_factors
  }
}
    `) as unknown as TypedDocumentString<AdminStaffQuery, AdminStaffQueryVariables>;
export const AdminSetStaffRoleDocument = new TypedDocumentString(`
    mutation AdminSetStaffRole($userId: Int!, $role: StaffRole!) {
  adminSetStaffRole(userId: $userId, role: $role) {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<AdminSetStaffRoleMutation, AdminSetStaffRoleMutationVariables>;
export const AdminEndStaffSessionsDocument = new TypedDocumentString(`
    mutation AdminEndStaffSessions($userId: Int!) {
  adminEndStaffSessions(userId: $userId)
}
    `) as unknown as TypedDocumentString<AdminEndStaffSessionsMutation, AdminEndStaffSessionsMutationVariables>;
export const AdminTaxExportDocument = new TypedDocumentString(`
    query AdminTaxExport($month: String!) {
  adminTaxExport(month: $month) {
    month
    invoice_count
    credit_note_count
    taxable_paise
    gst_paise
    b2b_csv
    b2cl_csv
    b2cs_csv
    cdnr_csv
    cdnur_csv
    hsn_b2b_csv
    hsn_b2c_csv
    docs_csv
    late_credit_notes_csv
  }
}
    `) as unknown as TypedDocumentString<AdminTaxExportQuery, AdminTaxExportQueryVariables>;
export const AdminTcsExcessDocument = new TypedDocumentString(`
    query AdminTcsExcess {
  adminTcsExcessReport {
    since
    law
    csv
    buyers {
      pan
      name
      receipt_count
      collected_paise
      due_paise
      difference_paise
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTcsExcessQuery, AdminTcsExcessQueryVariables>;
export const AdminTcsReportDocument = new TypedDocumentString(`
    query AdminTcsReport($quarter: String!) {
  adminTcsReport(quarter: $quarter) {
    quarter
    amount_paise
    tcs_paise
    uncollected_count
    csv
    buyers {
      pan
      name
      payment_count
      amount_paise
      tcs_paise
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTcsReportQuery, AdminTcsReportQueryVariables>;
export const AdminTodayDocument = new TypedDocumentString(`
    query AdminToday {
  adminToday {
    today
    departures {
      id
      trek_id
      trek_name
      start_date
      end_date
      capacity
      available_seats
      seats_taken
      check_in {
        travellers
        arrived
        no_show
      }
    }
    expiring_holds {
      id
      reference
      trek_name
      start_date
      traveller_count
      phone
      total_paise
      hold_expires_at
    }
    payments_today {
      ...AdminTodayMovement
    }
    refunds_today {
      ...AdminTodayMovement
    }
    money_today {
      received_paise
      payment_count
      refunded_paise
      refund_count
      net_paise
    }
    balances_due {
      id
      reference
      trek_name
      start_date
      phone
      due_paise
      balance_due_by
    }
    in_grace {
      grace_text
      booking {
        id
        reference
        trek_name
        start_date
        phone
        due_paise
      }
    }
    new_enquiries {
      id
      kind
      name
      mobile
      travel_date
      travellers
      trek_name
    }
    new_enquiry_count
    failures {
      source
      id
      kind
      attempts
      last_error
      gave_up
      at
    }
  }
}
    fragment AdminTodayMovement on AdminTodayPayment {
  id
  kind
  booking_id
  booking_reference
  amount_paise
  method
  provider
  at
}`) as unknown as TypedDocumentString<AdminTodayQuery, AdminTodayQueryVariables>;
export const AdminTripAddOnsDocument = new TypedDocumentString(`
    query AdminTripAddOns($id: Int!) {
  adminTrip(id: $id) {
    id
    name
    departures {
      id
      start_date
      end_date
      add_on_stock {
        add_on_id
        size
        sold
        available
      }
    }
  }
  adminAddOns(trekId: $id) {
    id
    name
    description
    price_paise
    pricing
    gst_percent
    sizes
    stock_per_departure
    closes_days_before
    active
  }
}
    `) as unknown as TypedDocumentString<AdminTripAddOnsQuery, AdminTripAddOnsQueryVariables>;
export const AdminTripDocument = new TypedDocumentString(`
    query AdminTrip($id: Int!) {
  adminTrip(id: $id) {
    id
    slug
    name
    status
    packages {
      id
      name
      price
      original_price
      hide
    }
    departures {
      id
      start_date
      end_date
      length_days
      capacity
      available_seats
      seats_taken
      sales_open
      held_bookings
      paid_bookings
      waitlist_waiting
      cancelled {
        reason
        at
      }
      prices {
        package_id
        enabled
        price
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminTripQuery, AdminTripQueryVariables>;
export const AdminCreateDepartureSeriesDocument = new TypedDocumentString(`
    mutation AdminCreateDepartureSeries($input: AdminDepartureSeriesInput!) {
  adminCreateDepartureSeries(input: $input) {
    created {
      id
    }
    skipped_dates
  }
}
    `) as unknown as TypedDocumentString<AdminCreateDepartureSeriesMutation, AdminCreateDepartureSeriesMutationVariables>;
export const AdminCreateDepartureDocument = new TypedDocumentString(`
    mutation AdminCreateDeparture($trekId: Int!, $input: AdminDepartureInput!) {
  adminCreateDeparture(trek_id: $trekId, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminCreateDepartureMutation, AdminCreateDepartureMutationVariables>;
export const AdminUpdateDepartureDocument = new TypedDocumentString(`
    mutation AdminUpdateDeparture($id: Int!, $input: AdminDepartureInput!) {
  adminUpdateDeparture(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdateDepartureMutation, AdminUpdateDepartureMutationVariables>;
export const AdminSetDepartureSalesDocument = new TypedDocumentString(`
    mutation AdminSetDepartureSales($id: Int!, $open: Boolean!) {
  adminSetDepartureSales(id: $id, open: $open) {
    id
    sales_open
  }
}
    `) as unknown as TypedDocumentString<AdminSetDepartureSalesMutation, AdminSetDepartureSalesMutationVariables>;
export const AdminUpdatePackageDocument = new TypedDocumentString(`
    mutation AdminUpdatePackage($id: Int!, $input: AdminPackageInput!) {
  adminUpdatePackage(id: $id, input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<AdminUpdatePackageMutation, AdminUpdatePackageMutationVariables>;
export const AdminWaitlistDocument = new TypedDocumentString(`
    query AdminWaitlist($eventId: Int!) {
  adminWaitlist(eventId: $eventId) {
    event_id
    trip_name
    start_date
    capacity
    available_seats
    offered_seats
    closes_at
    entries {
      id
      position
      status
      status_text
      travellers
      package_name
      joined_at
      ended_at
      traveller {
        name
        phone
        email
      }
      offer {
        seats
        status
        expires_at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminWaitlistQuery, AdminWaitlistQueryVariables>;
export const AdminMoveWaitlistEntryDocument = new TypedDocumentString(`
    mutation AdminMoveWaitlistEntry($id: ID!, $position: Int!, $reason: String!) {
  adminMoveWaitlistEntry(id: $id, position: $position, reason: $reason) {
    event_id
  }
}
    `) as unknown as TypedDocumentString<AdminMoveWaitlistEntryMutation, AdminMoveWaitlistEntryMutationVariables>;
export const AdminRemoveWaitlistEntryDocument = new TypedDocumentString(`
    mutation AdminRemoveWaitlistEntry($id: ID!, $reason: String!) {
  adminRemoveWaitlistEntry(id: $id, reason: $reason) {
    event_id
  }
}
    `) as unknown as TypedDocumentString<AdminRemoveWaitlistEntryMutation, AdminRemoveWaitlistEntryMutationVariables>;
export const AttractionPageDocument = new TypedDocumentString(`
    query AttractionPage($slug: String!) {
  attraction(slug: $slug) {
    id
    slug
    name
    brief
    description
    location
    meta_title
    meta_description
    image {
      ...ImageFields
    }
    images {
      ...ImageFields
    }
    campsites {
      name
    }
    destinations {
      slug
      name
    }
    faqs {
      question
      answer
    }
    similar_treks {
      ...TripCardFields
      next_departure {
        start_date
        available_seats
      }
    }
    similar_attractions {
      ...AttractionCardFields
    }
    similar_activities {
      ...ActivityCardFields
    }
  }
}
    fragment TripCardFields on ListingCard {
  id
  slug
  title
  tagline
  type
  difficulty
  location
  duration_days
  price
  original_price
  discount_name
  review_count
  average_rating
  images {
    ...ImageFields
  }
}
fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
fragment AttractionCardFields on Attraction {
  id
  slug
  name
  brief
  location
  image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<AttractionPageQuery, AttractionPageQueryVariables>;
export const BlogPostDocument = new TypedDocumentString(`
    query BlogPost($slug: String!) {
  blogPost(slug: $slug) {
    ...BlogArticleFields
  }
}
    fragment BlogArticleFields on BlogPost {
  slug
  title
  excerpt
  body
  author_name
  published_on
  reading_minutes
  meta_title
  meta_description
  cover_image {
    ...ImageFields
  }
  creator {
    slug
    name
    avatar {
      ...ImageFields
    }
  }
  destination {
    slug
    name
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<BlogPostQuery, BlogPostQueryVariables>;
export const CampaignPageDocument = new TypedDocumentString(`
    query CampaignPage($slug: String!) {
  campaign(slug: $slug) {
    ...CampaignOfferFields
    headline
    description
    starts_at
    code
    terms
    hero_image {
      ...ImageFields
    }
    trips {
      ...TripCardFields
      next_departure {
        start_date
        available_seats
      }
    }
  }
}
    fragment CampaignOfferFields on Campaign {
  slug
  name
  state
  ends_at
  offer_kind
  percent_off
  amount_per_traveller_paise
  cap_paise
  min_travellers
  combines_with_fare_offers
  offer_text
  combination_text
  trek_ids
}
fragment TripCardFields on ListingCard {
  id
  slug
  title
  tagline
  type
  difficulty
  location
  duration_days
  price
  original_price
  discount_name
  review_count
  average_rating
  images {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CampaignPageQuery, CampaignPageQueryVariables>;
export const CareersDocument = new TypedDocumentString(`
    query Careers {
  jobOpenings {
    id
    slug
    title
    department
    location
    employment_type
    summary
    responsibilities
    requirements
    posted_on
  }
}
    `) as unknown as TypedDocumentString<CareersQuery, CareersQueryVariables>;
export const CreatorBlogPostDocument = new TypedDocumentString(`
    query CreatorBlogPost($slug: String!) {
  blogPost(slug: $slug) {
    ...BlogArticleFields
  }
}
    fragment BlogArticleFields on BlogPost {
  slug
  title
  excerpt
  body
  author_name
  published_on
  reading_minutes
  meta_title
  meta_description
  cover_image {
    ...ImageFields
  }
  creator {
    slug
    name
    avatar {
      ...ImageFields
    }
  }
  destination {
    slug
    name
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorBlogPostQuery, CreatorBlogPostQueryVariables>;
export const CreatorTripMomentsDocument = new TypedDocumentString(`
    query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {
  creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
    slug
    title
    season
    creator {
      slug
      name
    }
    moments {
      id
      caption
      image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorTripMomentsQuery, CreatorTripMomentsQueryVariables>;
export const CreatorTripDocument = new TypedDocumentString(`
    query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {
  creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {
    slug
    title
    subtitle
    description
    season
    cover_image {
      ...ImageFields
    }
    trek {
      slug
      name
    }
    creator {
      slug
      name
      avatar {
        ...ImageFields
      }
    }
    moments {
      id
      caption
      image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorTripQuery, CreatorTripQueryVariables>;
export const CreatorDocument = new TypedDocumentString(`
    query Creator($slug: String!) {
  creator(slug: $slug) {
    slug
    name
    tagline
    bio
    instagram
    youtube
    avatar {
      ...ImageFields
    }
    cover_image {
      ...ImageFields
    }
    trips {
      slug
      title
      subtitle
      season
      cover_image {
        ...ImageFields
      }
    }
    blog_posts {
      slug
      title
      excerpt
      published_on
      reading_minutes
      cover_image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<CreatorQuery, CreatorQueryVariables>;
export const DubaiActivitiesDocument = new TypedDocumentString(`
    query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {
  dubaiActivities(filter: $filter, sort: $sort) {
    ...ActivityCardFields
  }
  destination(slug: "dubai") {
    name
    hero_image {
      ...ImageFields
    }
  }
}
    fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<DubaiActivitiesQuery, DubaiActivitiesQueryVariables>;
export const DepartureRegistrationDocument = new TypedDocumentString(`
    query DepartureRegistration($id: Int!) {
  departure(id: $id) {
    id
    start_date
    available_seats
    trip {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DepartureRegistrationQuery, DepartureRegistrationQueryVariables>;
export const DepartureTrekDocument = new TypedDocumentString(`
    query DepartureTrek($id: Int!) {
  trek(id: $id) {
    ...RegistrationTrekFields
  }
}
    fragment RegistrationTrekFields on Trek {
  id
  slug
  name
  type
  min_age
  max_age
  packages {
    id
    name
    price
    original_price
    discount_name
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
}`) as unknown as TypedDocumentString<DepartureTrekQuery, DepartureTrekQueryVariables>;
export const WaitlistDepartureDocument = new TypedDocumentString(`
    query WaitlistDeparture($id: Int!) {
  departure(id: $id) {
    id
    start_date
    available_seats
    trip {
      id
      name
      slug
    }
    prices {
      package_id
      enabled
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistDepartureQuery, WaitlistDepartureQueryVariables>;
export const WaitlistPackagesDocument = new TypedDocumentString(`
    query WaitlistPackages($id: Int!) {
  trek(id: $id) {
    packages {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<WaitlistPackagesQuery, WaitlistPackagesQueryVariables>;
export const HomeDocument = new TypedDocumentString(`
    query Home {
  popularTreks: trekListing(
    filter: { types: ["trek"] }
    sort: POPULARITY
    limit: 6
  ) {
    cards {
      ...TripCardFields
      next_departure {
        start_date
        available_seats
      }
    }
  }
  groupTrips: trekListing(
    filter: { types: ["group-trip"] }
    sort: DEPARTURE
    limit: 6
  ) {
    cards {
      ...TripCardFields
      next_departure {
        start_date
        available_seats
      }
    }
  }
  dubaiActivities(limit: 4) {
    ...ActivityCardFields
  }
  reviewSummary {
    average_rating
    review_count
  }
  recentReviews(limit: 6, min_rating: 4) {
    id
    review
    star_rating
    publish_date
    user_name
    user_photo {
      ...ImageFields
    }
    trek {
      slug
      name
    }
  }
  creators {
    slug
    name
    tagline
    avatar {
      ...ImageFields
    }
  }
  destinations {
    slug
    name
    tagline
    country
    hero_image {
      ...ImageFields
    }
  }
  blogPosts {
    slug
    title
    excerpt
    published_on
    reading_minutes
    cover_image {
      ...ImageFields
    }
    creator {
      slug
    }
  }
}
    fragment TripCardFields on ListingCard {
  id
  slug
  title
  tagline
  type
  difficulty
  location
  duration_days
  price
  original_price
  discount_name
  review_count
  average_rating
  images {
    ...ImageFields
  }
}
fragment ActivityCardFields on Activity {
  id
  slug
  name
  brief
  duration
  duration_minutes
  location
  price
  original_price
  price_for
  discount_name
  cover_image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<HomeQuery, HomeQueryVariables>;
export const LoggedInAsDocument = new TypedDocumentString(`
    query LoggedInAs {
  me {
    phone
  }
}
    `) as unknown as TypedDocumentString<LoggedInAsQuery, LoggedInAsQueryVariables>;
export const LoginTripDocument = new TypedDocumentString(`
    query LoginTrip($id: Int!) {
  trek(id: $id) {
    ...RegistrationTrekFields
  }
}
    fragment RegistrationTrekFields on Trek {
  id
  slug
  name
  type
  min_age
  max_age
  packages {
    id
    name
    price
    original_price
    discount_name
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
}`) as unknown as TypedDocumentString<LoginTripQuery, LoginTripQueryVariables>;
export const QuotationPageDocument = new TypedDocumentString(`
    query QuotationPage($slug: String!) {
  quotation(slug: $slug) {
    ...QuotationViewFields
  }
}
    fragment QuotationViewFields on Quotation {
  slug
  name
  trip_title
  trip_subtitle
  expiry_date
  expired
  accepted
  accepted_property_group_id
  duration
  pax
  meals
  rooms
  stay_details
  travel_date
  travel_details
  travel_comments
  inclusions
  exclusions
  show_price_for
  booking_amount
  discount_name
  price_note
  know_before_you_book
  price_inclusive_of_taxes
  airport_transfer
  private_vehicle_siteseeing
  sic_vehicle
  travelling_data {
    from
    to
    mode
  }
  extrabeds
  exclusive_adult_extrabed
  flight {
    included
    price
    note
  }
  train {
    included
    price
    note
  }
  bus {
    included
    price
    note
  }
  visa {
    included
    price
    note
  }
  enquiry_slug
  phone_number {
    number
  }
  planner {
    first_name
    last_name
    avatar {
      ...ImageFields
    }
  }
  campsite {
    name
    type
    policies {
      title
      body
    }
  }
  images {
    ...ImageFields
  }
  days {
    day_number
    title
    description
    activities {
      name
      slug
      included
      price
      price_for
    }
    attractions {
      name
      included
    }
  }
  property_groups {
    id
    name
    is_selected
    price
    properties {
      name
      location
      star_category
      meals
      room_type
      days_detail
    }
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<QuotationPageQuery, QuotationPageQueryVariables>;
export const QuotationsPageDocument = new TypedDocumentString(`
    query QuotationsPage($enquirySlug: String!) {
  quotations(enquirySlug: $enquirySlug) {
    slug
    enquiry_slug
    name
    trip_title
    duration
    pax
    show_price_for
    expiry_date
    expired
    accepted
    accepted_property_group_id
    price_details {
      property_group_id
      price
    }
    images {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<QuotationsPageQuery, QuotationsPageQueryVariables>;
export const ReviewInviteDocument = new TypedDocumentString(`
    query ReviewInvite($token: String!) {
  reviewInvite(token: $token) {
    trek_name
    trek_slug
    went_on
    traveller_name
    expires_at
    review {
      stars
      text
      status
      rejection_reason
      photos {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<ReviewInviteQuery, ReviewInviteQueryVariables>;
export const SubmitReviewDocument = new TypedDocumentString(`
    mutation SubmitReview($token: String!, $input: ReviewInput!) {
  submitReview(token: $token, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<SubmitReviewMutation, SubmitReviewMutationVariables>;
export const EditReviewDocument = new TypedDocumentString(`
    mutation EditReview($token: String!, $input: ReviewInput!) {
  editReview(token: $token, input: $input) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<EditReviewMutation, EditReviewMutationVariables>;
export const SearchPageDocument = new TypedDocumentString(`
    query SearchPage($query: String!, $kinds: [SearchKind!]) {
  search(query: $query, kinds: $kinds, limit: 30) {
    query
    total
    hits {
      kind
      id
      name
      path
      summary
      context
      price
      image {
        ...ImageFields
      }
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<SearchPageQuery, SearchPageQueryVariables>;
export const SitemapDocument = new TypedDocumentString(`
    query Sitemap {
  destinations {
    slug
  }
  activeTrips {
    slug
  }
  attractions {
    slug
  }
  activities {
    slug
  }
  blogPosts {
    slug
    published_on
    creator {
      slug
    }
  }
  runningCampaigns {
    slug
  }
}
    `) as unknown as TypedDocumentString<SitemapQuery, SitemapQueryVariables>;
export const CreatorSitemapDocument = new TypedDocumentString(`
    query CreatorSitemap($slug: String!) {
  creator(slug: $slug) {
    slug
    trips {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<CreatorSitemapQuery, CreatorSitemapQueryVariables>;
export const TeamDocument = new TypedDocumentString(`
    query Team {
  teamMembers {
    id
    name
    role
    bio
    photo {
      ...ImageFields
    }
  }
}
    fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<TeamQuery, TeamQueryVariables>;
export const TrekRegistrationDocument = new TypedDocumentString(`
    query TrekRegistration($id: Int!) {
  trek(id: $id) {
    ...RegistrationTrekFields
  }
}
    fragment RegistrationTrekFields on Trek {
  id
  slug
  name
  type
  min_age
  max_age
  packages {
    id
    name
    price
    original_price
    discount_name
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
}`) as unknown as TypedDocumentString<TrekRegistrationQuery, TrekRegistrationQueryVariables>;
export const TrekPageDocument = new TypedDocumentString(`
    query TrekPage($slug: String!, $today: Date!, $reviewSort: ReviewSort) {
  treks(slug: $slug, today: $today) {
    ...TrekPageFields
  }
}
    fragment TrekPageFields on Trek {
  id
  slug
  name
  type
  code
  meta_title
  meta_description
  tagline
  description
  about
  imp_update
  brochure
  altitude
  difficulty
  length
  location
  min_age
  max_age
  booking_amount_per_person
  balance_due_days
  discount_slider
  discount_availed
  discount_total
  discount_days_passed
  tips
  video
  days_separate
  package_title
  sub_package_title
  updated_at
  review_count
  average_rating
  campsite {
    name
    slug
    policies {
      title
      body
    }
  }
  phone_number {
    number
    is_whatsapp
  }
  destinations {
    slug
    name
  }
  images {
    ...ImageFields
  }
  videos {
    id
    title
    url
  }
  packages {
    id
    name
    description
    price
    original_price
    discount_name
    start_day
    end_day
    schedules {
      id
      name
      brief
      description
      count_as_day
      image {
        ...ImageFields
      }
    }
    property_infos {
      id
      name
      number_of_nights
      hide_hotel_name
      type
      properties {
        id
        name
        meals
        room_type
        show_property_details
        location
        star_category
        check_in_time
        check_out_time
        description
        distance
        images {
          id
          tag
          image {
            ...ImageFields
          }
        }
      }
    }
  }
  events {
    id
    start_date
    end_date
    available_seats
    prices {
      package_id
      enabled
      price
    }
  }
  full_departures {
    id
    start_date
    waiting
  }
  includes {
    id
    kind
    name
    description
    excluded_package
  }
  instructions {
    id
    name
    description
  }
  faqs {
    id
    question
    answer
    group {
      id
      name
      order
    }
  }
  reviews(sort: $reviewSort) {
    id
    review
    star_rating
    publish_date
    user_name
    went_on
    reply
    user_photo {
      ...ImageFields
    }
    images {
      ...ImageFields
    }
  }
  review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {
    id
    user_name
    images {
      ...ImageFields
    }
  }
  attractions {
    id
    slug
    name
    brief
    image {
      ...ImageFields
    }
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<TrekPageQuery, TrekPageQueryVariables>;
export const SimilarTripsDocument = new TypedDocumentString(`
    query SimilarTrips($destination: String, $types: [String!]) {
  sameDestination: trekListing(
    destination_slug: $destination
    sort: POPULARITY
    limit: 5
  ) {
    cards {
      ...SimilarTripFields
    }
  }
  sameKind: trekListing(filter: { types: $types }, sort: POPULARITY, limit: 5) {
    cards {
      ...SimilarTripFields
    }
  }
}
    fragment SimilarTripFields on ListingCard {
  id
  slug
  title
  location
  duration_days
  price
  original_price
  first_image {
    ...ImageFields
  }
}
fragment ImageFields on Image {
  id
  checksum
  width
  height
  alt
  dominant_color
}`) as unknown as TypedDocumentString<SimilarTripsQuery, SimilarTripsQueryVariables>;