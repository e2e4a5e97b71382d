// What the bookings tests share: travellers logged in without the one-time-code dance (a session row
// and a token signed with the test secret, exactly what login issues), valid participants with
// phones of their own, the createBooking document, and the numbers every test checks afterwards.
import { randomUUID } from "node:crypto";
import { authSessions, bookingParticipants, bookingStatusChanges, bookings, events } from "@parvat/db/schema";
import { createUser } from "@parvat/db/testing/factories/accounts";
import type { ParticipantInput } from "@parvat/domain/booking";
import { count, eq } from "drizzle-orm";
import { deriveKeys } from "../accounts/secrets.ts";
import { signToken } from "../accounts/tokens.ts";
import { postGraphql, TEST_JWT_SECRET, type TestApi } from "./test-api.ts";

export interface Traveller {
  userId: number;
  /** The Authorization header of a logged-in request. */
  headers: Record<string, string>;
}

const tokenKey = deriveKeys(TEST_JWT_SECRET).token;

/** A new account with a live session, as a successful login leaves it. */
export async function logInTraveller(test: TestApi): Promise<Traveller> {
  const user = await createUser(test.db);
  return logInAgain(test, user.id);
}

/**
 * A fresh session of an existing account (its earlier tokens may have expired on the test clock). A
 * staff member's has given its second factor as it started, as admin-test-kit's logInStaff does,
 * unless `secondFactor` is false (travellers' sessions never look at it).
 */
export async function logInAgain(
  test: TestApi,
  userId: number,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<Traveller> {
  const sessionId = randomUUID();
  const createdAt = test.clock.now();
  const expiresAt = new Date(createdAt.getTime() + 7 * 86_400_000);
  await test.db
    .insert(authSessions)
    .values({ id: sessionId, userId, createdAt, expiresAt, secondFactorAt: secondFactor ? createdAt : null });
  const token = await signToken(tokenKey, { userId, sessionId, issuedAt: createdAt, expiresAt });
  return { userId, headers: { authorization: `Bearer ${token}` } };
}

let nextPhone = 9_000_000_000;

/** A valid adult traveller with a phone nobody else in the test run has. */
export function participant(overrides: Partial<ParticipantInput> = {}): ParticipantInput {
  nextPhone += 1;
  return {
    first_name: "Asha",
    last_name: "Iyer",
    country_code: "+91",
    phone: String(nextPhone),
    dob: "1990-05-17",
    gender: "female",
    ...overrides,
  };
}

const FIRST_NAMES = [
  "Asha",
  "Ravi",
  "Meera",
  "Arjun",
  "Kavya",
  "Rohan",
  "Isha",
  "Vikram",
  "Anika",
  "Dev",
  "Nisha",
  "Kabir",
];

/** `count` travellers with names and phones of their own (a quotation's party, a group's registration). */
export function travellers(count: number): ParticipantInput[] {
  return Array.from({ length: count }, (_, index) =>
    participant({ first_name: FIRST_NAMES[index % FIRST_NAMES.length]! }),
  );
}

export const BOOKING_FIELDS = /* GraphQL */ `
  fragment BookingFields on Booking {
    id reference status status_text created_at hold_expires_at
    trip { id name slug type } package { id name } departure { id start_date end_date }
    participants { first_name last_name country_code phone dob gender }
    traveller_count price_per_person_paise subtotal_paise gst_percent gst_paise total_paise paid_paise due_paise
    booking_amount_paise
    history { status at cause }
  }
`;

export const CREATE_BOOKING = /* GraphQL */ `
  ${BOOKING_FIELDS}
  mutation CreateBooking($input: CreateBookingInput!) {
    createBooking(input: $input) { ...BookingFields }
  }
`;

export interface BookingView {
  id: string;
  reference: string;
  status: string;
  status_text: string;
  created_at: string;
  hold_expires_at: string | null;
  trip: { id: number; name: string; slug: string; type: string };
  package: { id: number; name: string };
  departure: { id: number; start_date: string; end_date: string };
  participants: Record<string, string>[];
  traveller_count: number;
  price_per_person_paise: number;
  subtotal_paise: number;
  gst_percent: number;
  gst_paise: number;
  total_paise: number;
  paid_paise: number;
  due_paise: number;
  booking_amount_paise: number | null;
  history: { status: string; at: string; cause: string }[];
}

export interface BookingRequest {
  eventId: number;
  packageId: number;
  participants: ParticipantInput[];
  idempotencyKey?: string;
  expectedPricePerPersonPaise?: number | null;
}

/** Sends createBooking over HTTP (in-process), with a fresh idempotency key unless one is given. */
export function book(test: TestApi, traveller: Traveller | null, request: BookingRequest) {
  const input = { idempotencyKey: randomUUID(), ...request };
  return postGraphql<{ createBooking: BookingView }>(test.api, CREATE_BOOKING, { input }, traveller?.headers ?? {});
}

/** The seats left on a departure. */
export async function seatsLeft(test: TestApi, eventId: number): Promise<number> {
  const [row] = await test.db.select({ seats: events.availableSeats }).from(events).where(eq(events.id, eventId));
  return row!.seats;
}

/** Rows in every bookings table: a refused request must leave all three as they were. */
export async function bookingRowCounts(test: TestApi) {
  const [[b], [p], [h]] = await Promise.all([
    test.db.select({ n: count() }).from(bookings),
    test.db.select({ n: count() }).from(bookingParticipants),
    test.db.select({ n: count() }).from(bookingStatusChanges),
  ]);
  return { bookings: b!.n, participants: p!.n, history: h!.n };
}
