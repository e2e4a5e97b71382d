// Staff roles as data: each role is a set of permissions, and each permission is a slice of the back
// office (docs/api.md, "Staff roles"). The API declares which permission every admin operation and
// admin HTTP route needs (apps/api/src/staff/staff-permissions.ts); the back office draws only the
// screens a role may use. A trek leader's permissions reach only the departures they are assigned to.

export const PERMISSIONS = [
  /** Staff accounts and their roles, their sessions, the audit log. */
  "staff",
  /** The day's work at a glance (adminToday). */
  "today",
  /** Reading bookings, their waitlists and TCS quotes. */
  "bookings.read",
  /** Changing bookings: cancellations, transfers, waitlist moves, form links. */
  "bookings.change",
  /** A booking's billing details (the buyer on its invoices). */
  "billing-details",
  /** Trips' departures: create, change, open or close sales, cancel, assign leaders. */
  "departures",
  /** The list of trips and one trip's page (packages, departures). */
  "trips.read",
  /** Trips' prices and add-ons. */
  "trips",
  "enquiries",
  "quotations",
  /** Messages sent to travellers about bookings, and resending them. */
  "messages",
  /** Refunds paid outside the gateway. */
  "refunds",
  /** Payments received outside the gateway. */
  "offline-payments",
  /** GSTR-1 and TCS exports. */
  "tax-exports",
  /** Credit granted to an account. */
  "credit",
  /** The gateway's payment alerts and their resolution. */
  "payment-alerts",
  /** Reviews' moderation and replies. */
  "reviews",
  /** A departure's manifest, check-in list and check-in marks. */
  "manifest",
  /** A departure's briefing (leader, meeting point). */
  "briefing",
  /** Travellers' forms and the review of their fitness proofs. */
  "fitness-review",
  /** A traveller's whole ID number, one at a time, with a reason (audited; shown masked otherwise). */
  "id-reveal",
  /** Holds that keep a departure's personal data past its retention, for an incident, and their release. */
  "personal-data-holds",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ["owner", "trip_desk", "accounts", "trek_leader", "content"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffRoleDefinition {
  label: string;
  permissions: readonly Permission[];
  /**
   * "led-departures": every permission reaches only the departures the staff member is assigned to
   * lead (a leader on the trail needs their group's health answers, not everyone's).
   */
  reach: "everything" | "led-departures";
}

export const STAFF_ROLE_DEFINITIONS: Record<StaffRole, StaffRoleDefinition> = {
  owner: { label: "Owner", permissions: PERMISSIONS, reach: "everything" },
  trip_desk: {
    label: "Trip desk",
    permissions: [
      "today",
      "bookings.read",
      "bookings.change",
      "billing-details",
      "departures",
      "trips.read",
      "enquiries",
      "quotations",
      "messages",
      "manifest",
      "briefing",
      "fitness-review",
      "id-reveal",
      "personal-data-holds",
    ],
    reach: "everything",
  },
  accounts: {
    label: "Accounts",
    permissions: [
      "today",
      "bookings.read",
      "billing-details",
      "refunds",
      "offline-payments",
      "tax-exports",
      "credit",
      "payment-alerts",
    ],
    reach: "everything",
  },
  trek_leader: {
    label: "Trek leader",
    permissions: ["manifest", "briefing", "fitness-review", "id-reveal"],
    reach: "led-departures",
  },
  content: { label: "Content", permissions: ["trips.read", "trips", "reviews"], reach: "everything" },
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleHas(role: StaffRole, permission: Permission): boolean {
  return STAFF_ROLE_DEFINITIONS[role].permissions.includes(permission);
}
