// What the reviews tests share: a trip whose departure is about to run, travellers who book it and pay
// in full (the trip desk records the money, so the booking is confirmed), the clock moved past the
// departure's end and the invitation sweep run, and the links the travellers were sent.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createTrek } from "@parvat/db/testing/factories/catalog";
import { addDays, businessToday } from "@parvat/domain/business-dates";
import sharp from "sharp";
import { logInStaff } from "./admin-test-kit.ts";
import { book, logInTraveller, participant, type Traveller } from "./booking-test-kit.ts";
import { outboxRows } from "./message-test-kit.ts";
import { postGraphql, type TestApi } from "./test-api.ts";

export interface EndingTrip {
  trekId: number;
  slug: string;
  eventId: number;
  packageId: number;
  startDate: string;
  endDate: string;
}

/** A trek with one departure starting in 3 days (its last day 2 days later), 20 seats. */
export async function createEndingTrip(test: TestApi): Promise<EndingTrip> {
  const startDate = addDays(businessToday("Asia/Kolkata", test.clock.now()), 3);
  const graph = await createTrek(test.db, { departures: [{ startDate }] });
  const event = graph.events[0]!;
  return {
    trekId: graph.trek.id,
    slug: graph.trek.slug,
    eventId: event.id,
    packageId: graph.packages[0]!.id,
    startDate: event.startDate,
    endDate: event.endDate,
  };
}

const PAY = /* GraphQL */ `
  mutation ($bookingId: ID!, $amountPaise: Int!) {
    adminRecordOfflinePayment(bookingId: $bookingId, amountPaise: $amountPaise, method: cash, reference: "RCPT-1") {
      status
    }
  }
`;

export interface Party {
  account: Traveller;
  bookingId: number;
  phones: string[];
}

/** A traveller books `count` seats on the trip for their party and the trip desk records the whole price. */
export async function bookAndPay(
  test: TestApi,
  trip: EndingTrip,
  names: { first_name: string; last_name: string }[] = [{ first_name: "Asha", last_name: "Kulkarni" }],
): Promise<Party> {
  const account = await logInTraveller(test);
  const participants = names.map((name) => participant(name));
  const booked = await book(test, account, { eventId: trip.eventId, packageId: trip.packageId, participants });
  if (booked.body.errors) throw new Error(JSON.stringify(booked.body.errors));
  const booking = booked.body.data!.createBooking;
  const staff = await logInStaff(test);
  const paid = await postGraphql<{ adminRecordOfflinePayment: { status: string } }>(
    test.api,
    PAY.replace("RCPT-1", `RCPT-${booking.id}`),
    { bookingId: booking.id, amountPaise: booking.total_paise },
    staff.headers,
  );
  if (paid.body.data?.adminRecordOfflinePayment.status !== "confirmed") throw new Error(JSON.stringify(paid.body));
  return { account, bookingId: Number(booking.id), phones: participants.map((p) => `+91${p.phone}`) };
}

/** Moves the clock `days` days on and runs the invitation sweep, as the server does on its interval. */
export async function daysLater(test: TestApi, days: number) {
  test.clock.advance(days * 86_400);
  return test.api.periodic.run("trip-end");
}

/** The review links sent for a booking, by phone, read from the outbox. */
export async function reviewLinksOf(test: TestApi, bookingId: number): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const message of await outboxRows(test.db, bookingId)) {
    if (message.template === "review-invite") links.set(message.toPhone!, message.variables.link!);
  }
  return links;
}

/** The token at the end of a review link. */
export function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf("/") + 1);
}

/** A JPEG from a phone's camera: its maker and model, and where it was taken (EXIF GPS). */
export function photoWithLocation(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#4a7a5c" } })
    .withExif({
      IFD0: { Make: "PocketCam", Model: "Trail 9", ImageDescription: "Kedarkantha summit" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "31/1 1/1 25/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "78/1 10/1 42/1",
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Whether an image's EXIF (if any) holds a GPS block: the GPSInfo tag 0x8825, in either byte order. */
export async function hasLocation(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  if (!exif) return false;
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

export interface UploadAnswer {
  status: number;
  body: { id?: number; checksum?: string; width?: number; height?: number; error?: { code: string; message: string } };
}

/** The photo upload endpoint on a port of its own, as the web server mounts it. */
export async function startUploadEndpoint(test: TestApi) {
  const server: Server = createServer((request, response) => {
    if (request.method === "POST" && request.url === test.api.reviews.photoUploadPath) {
      void test.api.reviews.photoUploadListener(request, response);
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${test.api.reviews.photoUploadPath}`;
  return {
    /** Sends a photo as the review page does: the image as the body, the token in X-Review-Token. */
    async upload(token: string | null, body: Buffer, contentType = "image/jpeg"): Promise<UploadAnswer> {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": contentType, ...(token ? { "x-review-token": token } : {}) },
        body: new Uint8Array(body),
      });
      return { status: response.status, body: (await response.json()) as UploadAnswer["body"] };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
