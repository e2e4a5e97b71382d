// The one place where every admin operation and admin HTTP route says which permission it needs
// (docs/api.md, "Staff roles"; the roles themselves are data in @parvat/domain/staff-roles).
//
// - staff-guard.ts checks the entry before the operation's resolver runs, and the schema refuses to
//   build while a root field named admin... has no entry here (or an entry names no field): an
//   operation without a permission does not start.
// - An operation that reaches one departure says how to find it from its arguments (`departure`),
//   so that a trek leader, whose role reaches only the departures they lead, can use it on theirs;
//   any other operation refuses such a role. "led-by-viewer" marks an operation that answers only
//   the viewer's own departures.
// - staff-roles.test.ts holds the table of every operation x every role, written out by hand: a
//   change here that is not also made there fails it.
import type { Permission } from "@parvat/domain/staff-roles";

/** How an operation's arguments name the one departure it reaches. */
export type DepartureRef = { eventId: unknown } | { bookingId: unknown } | { formId: unknown };

export interface AdminAccess {
  /** "own-account": any staff role, for the staff member's own second factors. */
  permission: Permission | "own-account";
  departure?: ((args: Record<string, unknown>) => DepartureRef) | "led-by-viewer";
  /**
   * What a session signed in with the SMS code alone may use before its second factor (docs/api.md,
   * "Staff sign-in"): "verify", always; "enrol", while the staff member has no factor. Any other
   * operation answers SECOND_FACTOR_REQUIRED until the factor is given.
   */
  beforeSecondFactor?: "verify" | "enrol";
}

const input = (args: Record<string, unknown>) => (args.input ?? {}) as Record<string, unknown>;

export const ADMIN_OPERATIONS = {
  // Staff, their roles and sessions, and what they did.
  adminStaff: { permission: "staff" },
  adminSetStaffRole: { permission: "staff" },
  adminEndStaffSessions: { permission: "staff" },
  adminResetStaffSecondFactors: { permission: "staff" },
  adminAuditLog: { permission: "staff" },
  adminPersonalDataReads: { permission: "staff" },
  adminToday: { permission: "today" },
  // The staff member's own second factor: enrolling (the first one before it is given), signing in.
  adminSecondFactors: { permission: "own-account", beforeSecondFactor: "verify" },
  adminBeginPasskeyRegistration: { permission: "own-account", beforeSecondFactor: "enrol" },
  adminFinishPasskeyRegistration: { permission: "own-account", beforeSecondFactor: "enrol" },
  adminRemovePasskey: { permission: "own-account" },
  adminBeginTotpSetup: { permission: "own-account", beforeSecondFactor: "enrol" },
  adminConfirmTotp: { permission: "own-account", beforeSecondFactor: "enrol" },
  adminRemoveTotp: { permission: "own-account" },
  adminMakeRecoveryCodes: { permission: "own-account" },
  adminBeginPasskeySignIn: { permission: "own-account", beforeSecondFactor: "verify" },
  adminVerifyPasskey: { permission: "own-account", beforeSecondFactor: "verify" },
  adminVerifyTotp: { permission: "own-account", beforeSecondFactor: "verify" },
  adminVerifyRecoveryCode: { permission: "own-account", beforeSecondFactor: "verify" },
  // Bookings.
  adminBookings: { permission: "bookings.read" },
  adminBooking: { permission: "bookings.read" },
  adminWaitlist: { permission: "bookings.read" },
  adminTcsQuote: { permission: "bookings.read" },
  adminCancelBooking: { permission: "bookings.change" },
  adminTransferBooking: { permission: "bookings.change" },
  adminAllowTransfer: { permission: "bookings.change" },
  adminMoveWaitlistEntry: { permission: "bookings.change" },
  adminRemoveWaitlistEntry: { permission: "bookings.change" },
  adminSendFormLink: { permission: "bookings.change" },
  adminSetBillingDetails: { permission: "billing-details" },
  adminBookingMessages: { permission: "messages" },
  adminResendMessage: { permission: "messages" },
  // Money.
  adminRecordOfflinePayment: { permission: "offline-payments" },
  adminRecordOfflineRefund: { permission: "refunds" },
  adminGrantCredit: { permission: "credit" },
  adminPaymentAlerts: { permission: "payment-alerts" },
  adminResolvePaymentAlert: { permission: "payment-alerts" },
  adminTaxExport: { permission: "tax-exports" },
  adminTcsReport: { permission: "tax-exports" },
  adminTcsExcessReport: { permission: "tax-exports" },
  // Trips, departures and their leaders.
  adminTrips: { permission: "trips.read" },
  adminTrip: { permission: "trips.read" },
  adminUpdatePackage: { permission: "trips" },
  adminAddOns: { permission: "trips" },
  adminSaveAddOn: { permission: "trips" },
  adminCreateDeparture: { permission: "departures" },
  adminCreateDepartureSeries: { permission: "departures" },
  adminUpdateDeparture: { permission: "departures" },
  adminSetDepartureSales: { permission: "departures" },
  adminCancelDeparture: { permission: "departures" },
  adminAssignTrekLeader: { permission: "departures" },
  adminUnassignTrekLeader: { permission: "departures" },
  adminDepartureLeaders: { permission: "departures" },
  adminTrekLeaders: { permission: "departures" },
  // Enquiries and quotations.
  adminEnquiries: { permission: "enquiries" },
  adminEnquiry: { permission: "enquiries" },
  adminUpdateEnquiry: { permission: "enquiries" },
  adminStaffMembers: { permission: "enquiries" },
  adminQuotationCatalogue: { permission: "quotations" },
  adminQuotation: { permission: "quotations" },
  adminQuotations: { permission: "quotations" },
  adminCreateQuotation: { permission: "quotations" },
  adminUpdateQuotation: { permission: "quotations" },
  adminDuplicateQuotation: { permission: "quotations" },
  // Reviews.
  adminReviews: { permission: "reviews" },
  adminModerateReview: { permission: "reviews" },
  adminReplyToReview: { permission: "reviews" },
  // On the trail: what a trek leader may do for the departures they lead.
  adminLedDepartures: { permission: "manifest", departure: "led-by-viewer" },
  adminManifest: { permission: "manifest", departure: (args) => ({ eventId: args.eventId }) },
  adminCheckInList: { permission: "manifest", departure: (args) => ({ eventId: args.eventId }) },
  adminCheckIn: { permission: "manifest", departure: (args) => ({ eventId: input(args).eventId }) },
  adminSetDepartureBriefing: { permission: "briefing", departure: (args) => ({ eventId: input(args).eventId }) },
  adminTravellerForms: { permission: "fitness-review", departure: (args) => ({ bookingId: args.bookingId }) },
  adminReviewFitnessProof: { permission: "fitness-review", departure: (args) => ({ formId: input(args).formId }) },
  adminRevealIdNumber: { permission: "id-reveal", departure: (args) => ({ formId: input(args).formId }) },
  // Personal data past its retention (docs/api.md, "Personal data").
  adminPersonalDataHold: { permission: "personal-data-holds" },
  adminPlacePersonalDataHold: { permission: "personal-data-holds" },
  adminReleasePersonalDataHold: { permission: "personal-data-holds" },
} as const satisfies Record<string, AdminAccess>;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;

/** The back office's HTTP routes, by method and path pattern; each handler looks its entry up by name. */
export const ADMIN_ROUTES = {
  "GET /api/admin/forms/{formId}/fitness-proof": {
    permission: "fitness-review",
    departure: (args) => ({ formId: args.formId }),
  },
} as const satisfies Record<string, AdminAccess>;

export type AdminRoute = keyof typeof ADMIN_ROUTES;

export function adminAccessOf(operation: string): AdminAccess | undefined {
  return Object.hasOwn(ADMIN_OPERATIONS, operation) ? ADMIN_OPERATIONS[operation as AdminOperation] : undefined;
}
