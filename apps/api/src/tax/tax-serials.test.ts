// Document serials under concurrency: two copies of the server on one database (on PostgreSQL, each
// with its own pool, as two processes would be) capture a burst of payments at once, and then
// refund them. Every invoice and credit note has a serial of its series, unique, from 1 with no gap;
// a transaction that fails after taking a serial gives it back.
import { type DatabaseHandle, openDatabase, selectRows } from "@parvat/db/client";
import { paymentLedger, taxDocuments } from "@parvat/db/schema";
import { issueTaxDocuments } from "@parvat/db/tax-documents";
import { createTestDatabase } from "@parvat/db/testing/test-database";
import { businessToday } from "@parvat/domain/business-dates";
import { financialYearOf } from "@parvat/domain/financial-year";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { cancelAsTraveller } from "../booking-lifecycle/cancel.ts";
import { applyPayment } from "../payments/payments.ts";
import {
  createTrip,
  heldBooking,
  logInTraveller,
  runJobs,
  startPayment,
  type Trip,
} from "../testing/payment-test-kit.ts";
import { apiOn, type TestApi } from "../testing/test-api.ts";

const template = inject("testDatabaseTemplate");
let handle: DatabaseHandle;
let second: DatabaseHandle | null = null;
let a: TestApi;
let b: TestApi;
let trip: Trip;

beforeAll(async () => {
  handle = await createTestDatabase();
  if (template.kind === "postgres") {
    // The second copy gets a pool of its own on the same database.
    const [row] = await selectRows<{ name: string }>(handle.db, sql`select current_database() as name`);
    const url = new URL(template.adminUrl);
    url.pathname = `/${row!.name}`;
    second = await openDatabase({ url: url.toString(), poolSize: 4 });
  }
  a = apiOn(handle);
  b = apiOn(second ?? handle);
  a.clock.advanceToIndianMidday();
  b.clock.advanceToIndianMidday();
  trip = await createTrip(a);
});
afterAll(async () => {
  await second?.close();
  await handle.close();
});

async function serialsOf(kind: "INVOICE" | "CREDIT_NOTE") {
  const rows = await handle.db
    .select({ serial: taxDocuments.serial, number: taxDocuments.number, year: taxDocuments.financialYear })
    .from(taxDocuments)
    .where(eq(taxDocuments.kind, kind))
    .orderBy(asc(taxDocuments.serial));
  return rows;
}

it("a burst of payments and refunds on two copies numbers every document once, from 1, with no gap", async () => {
  const BOOKINGS = 12;
  const orders: { bookingId: number; orderId: string; userId: number }[] = [];
  for (let index = 0; index < BOOKINGS / 3; index += 1) {
    const traveller = await logInTraveller(a);
    for (let held = 0; held < 3; held += 1) {
      const { bookingId } = await heldBooking(a, traveller, trip, { travellers: 1 });
      const started = await startPayment(a, traveller, bookingId, "full");
      expect(started.body.errors).toBeUndefined();
      orders.push({ bookingId, orderId: started.body.data!.startPayment.order_id, userId: traveller.userId });
    }
  }
  // The gateway captured them all; each copy hears of half of them, all at once.
  const captured = await Promise.all(
    orders.map((order) => a.api.payments.sandbox!.pay(order.orderId, "upi", "success")),
  );
  const results = await Promise.all(
    captured.map(async (paid, index) => {
      const copy = index % 2 === 0 ? a : b;
      const payment = await copy.api.payments.sandbox!.fetchPayment(paid!.paymentId!);
      return applyPayment(copy.api.payments.parts, payment);
    }),
  );
  expect(results).toEqual(orders.map(() => "applied"));
  const invoices = await serialsOf("INVOICE");
  expect(invoices.map((row) => row.serial)).toEqual(Array.from({ length: BOOKINGS }, (_, index) => index + 1));
  expect(new Set(invoices.map((row) => row.number)).size).toBe(BOOKINGS);
  expect(invoices.every((row) => row.number.length <= 16)).toBe(true);

  // Every traveller cancels at once, half on each copy; the refunds are processed by both workers.
  const cancelled = await Promise.all(
    orders.map((order, index) => {
      const copy = index % 2 === 0 ? a : b;
      return cancelAsTraveller(copy.api.payments.parts, {
        userId: order.userId,
        bookingId: order.bookingId,
        today: businessToday(copy.api.payments.parts.timeZone, copy.clock.now()),
      });
    }),
  );
  expect(cancelled.every((outcome) => outcome.ok)).toBe(true);
  await Promise.all([runJobs(a), runJobs(b)]);
  const creditNotes = await serialsOf("CREDIT_NOTE");
  expect(creditNotes.map((row) => row.serial)).toEqual(Array.from({ length: BOOKINGS }, (_, index) => index + 1));
  expect(creditNotes.every((row) => row.number.startsWith(`CN/${financialYearOf(a.clock.now()).code}/`))).toBe(true);
});

it("a transaction that fails after taking a serial gives it back: the next document takes it", async () => {
  const [last] = await handle.db
    .select({ serial: taxDocuments.serial, bookingId: taxDocuments.bookingId, ledgerId: taxDocuments.ledgerId })
    .from(taxDocuments)
    .where(eq(taxDocuments.kind, "INVOICE"))
    .orderBy(sql`${taxDocuments.serial} desc`)
    .limit(1);
  const [payment] = await handle.db.select().from(paymentLedger).where(eq(paymentLedger.id, last!.ledgerId));
  const insertPayment = (id: string) => ({
    bookingId: last!.bookingId,
    kind: "payment",
    provider: "offline",
    providerId: id,
    providerPaymentId: id,
    amountPaise: 1_000,
    at: payment!.at,
  });
  await expect(
    handle.db.transaction(async (tx) => {
      await tx.insert(paymentLedger).values(insertPayment("rolled-back-1"));
      expect(await issueTaxDocuments(tx, last!.bookingId)).toBe(1);
      throw new Error("the payment's transaction fails after its invoice");
    }),
  ).rejects.toThrow(/fails after its invoice/);
  await handle.db.transaction(async (tx) => {
    await tx.insert(paymentLedger).values(insertPayment("kept-1"));
    await issueTaxDocuments(tx, last!.bookingId);
  });
  const invoices = await serialsOf("INVOICE");
  expect(invoices.at(-1)!.serial).toBe(last!.serial + 1);
  expect(invoices.map((row) => row.serial)).toEqual(invoices.map((_, index) => index + 1));
});
