// The API's metrics as Prometheus reads them: bookings, one-time codes and mutations by outcome, the
// operation's name handed to the web server's request log, and the jobs table at a glance.
import { afterAll, beforeAll, expect, it } from "vitest";
import { countJobs } from "./jobs/job-counts.ts";
import { enqueueJobs, job } from "./jobs/jobs.ts";
import { book, logInTraveller, participant, type Traveller } from "./testing/booking-test-kit.ts";
import { createTrip, type Trip } from "./testing/payment-test-kit.ts";
import { createTestApi, postGraphql, type TestApi } from "./testing/test-api.ts";

let test: TestApi;
let trip: Trip;
let asha: Traveller;
beforeAll(async () => {
  test = await createTestApi();
  trip = await createTrip(test);
  asha = await logInTraveller(test);
});
afterAll(() => test.close());

/** The value of one series in the scraped text, or 0 when it has none yet. */
async function series(line: string): Promise<number> {
  const text = await test.api.metrics.registry.metrics();
  const found = text.split("\n").find((candidate) => candidate.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

it("counts bookings created and refused, by outcome, and every mutation field", async () => {
  const eventId = await trip.departure(1);
  const booking = (travellers: number) =>
    book(test, asha, {
      eventId,
      packageId: trip.packageId,
      participants: Array.from({ length: travellers }, () => participant()),
    });
  expect((await booking(1)).body.errors).toBeUndefined();
  expect((await booking(1)).body.errors?.[0]?.extensions?.code).toBe("SOLD_OUT");
  expect(await series('parvat_bookings_total{outcome="created"}')).toBe(1);
  expect(await series('parvat_bookings_total{outcome="SOLD_OUT"}')).toBe(1);
  expect(await series('parvat_graphql_mutations_total{field="createBooking",outcome="ok"}')).toBe(1);
  expect(await series('parvat_graphql_mutations_total{field="createBooking",outcome="SOLD_OUT"}')).toBe(1);
});

it("counts one-time codes sent and refused", async () => {
  const send = () => postGraphql(test.api, `mutation { sendOtp(phone: "+91 98111 22334") { message } }`);
  expect((await send()).body.errors).toBeUndefined();
  // 30 s between codes for one number.
  expect((await send()).body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
  expect(await series('parvat_otp_sends_total{outcome="sent"}')).toBe(1);
  expect(await series('parvat_otp_sends_total{outcome="RATE_LIMITED"}')).toBe(1);
});

it("hands the operation's name to the web server's response, for its request log", async () => {
  const locals: { graphqlOperation?: string } = {};
  const url = new URL("http://parvat.test/api/graphql");
  url.searchParams.set("query", "query TeamPage { teamMembers { name } }");
  await test.api.yoga.fetch(url, {}, { res: { locals } });
  expect(locals.graphqlOperation).toBe("TeamPage");
});

it("reads the jobs table: queued, scheduled, running, failed, and the oldest queued job's age", async () => {
  const at = new Date();
  const before = await countJobs(test.db, at);
  await enqueueJobs(test.db, [
    job("email", { message: "booking-confirmed", bookingId: 1 }, new Date(at.getTime() - 90_000)),
    job("email", { message: "booking-confirmed", bookingId: 2 }, new Date(at.getTime() + 60_000)),
  ]);
  const after = await countJobs(test.db, at);
  expect(after.queued - before.queued).toBe(1);
  expect(after.scheduled - before.scheduled).toBe(1);
  expect(after.oldestQueuedSeconds).toBeGreaterThanOrEqual(90);
  expect(await series('parvat_jobs{state="queued"}')).toBeGreaterThanOrEqual(1);
});
