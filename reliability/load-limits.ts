// Limits for servers under generated load: a few accounts on one address book far more than a traveller
// would, and what these suites test is the service under faults, not its rate and hold limits (those
// have tests of their own: apps/api/src/bookings/hold-limits.test.ts and the accounts' tests).
export const LOAD_TEST_LIMITS = {
  FORM_SUBMISSIONS_PER_IP_PER_HOUR: "100000",
  BOOKINGS_PER_IP_PER_HOUR: "100000",
  BOOKINGS_PER_ACCOUNT_PER_HOUR: "100000",
  HOLDS_PER_ACCOUNT: "100000",
  HELD_SEATS_PER_DEPARTURE: "100000",
  MUTATIONS_PER_ACCOUNT_PER_MINUTE: "100000",
  MUTATIONS_PER_IP_PER_MINUTE: "100000",
} as const;
