// Fitness proofs on several machines: a proof uploaded through one server copy is served by another
// that shares nothing with it but the database; a proof whose file is nowhere is a 404, not a 500;
// proofs an earlier release wrote to a machine's disk move into the database. And what is kept is
// never what was sent: a PDF comes back as pictures of its pages, a photo of too many pixels is refused.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bookings, departureLeaders, fitnessProofFiles, travellerForms, tripRequirements } from "@parvat/db/schema";
import type { StaffRole } from "@parvat/domain/staff-roles";
import { hostilePdf } from "@parvat/media/test-pdfs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { logInStaff } from "../testing/admin-test-kit.ts";
import { createFormKit, type FormKit, formOfAPaidBooking as formWithLink } from "../testing/form-test-kit.ts";
import { apiOn, createTestApi, type TestApi } from "../testing/test-api.ts";
import { importFitnessProofsFromDisk } from "./fitness-uploads.ts";

/** Two server copies on one database, each with a disk of its own. */
let first: TestApi;
let second: TestApi;
let disks: string[];
let kit: FormKit;

beforeAll(async () => {
  disks = [await mkdtemp(join(tmpdir(), "parvat-machine-1-")), await mkdtemp(join(tmpdir(), "parvat-machine-2-"))];
  first = await createTestApi({ UPLOADS_DIR: disks[0]! });
  second = apiOn(first.handle, { UPLOADS_DIR: disks[1]! });
  kit = await createFormKit(first);
  await first.db.insert(tripRequirements).values({ trekId: kit.trip.trekId, fitnessProofRequired: true });
});
afterAll(async () => {
  await first.close();
  for (const disk of disks) await rm(disk, { recursive: true, force: true });
});

/** A paid booking's form: its id and upload path. */
async function formOfAPaidBooking(): Promise<{ formId: number; path: string }> {
  const { formId, token } = await formWithLink(first, kit);
  return { formId, path: `/api/forms/${token}/fitness-proof` };
}

const send = (copy: TestApi, path: string, body: Uint8Array, type: string) =>
  copy.api.uploads(
    new Request(`http://parvat.test${path}`, {
      method: "POST",
      headers: { "content-type": type },
      body: Buffer.from(body),
    }),
  );
const fetchBack = (copy: TestApi, path: string, headers: Record<string, string> = {}) =>
  copy.api.uploads(new Request(`http://parvat.test${path}`, { headers }));

const aPhoto = (width = 60, height = 40) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

describe("the staff route of a fitness proof", () => {
  it("is open to roles with fitness-review, and to a trek leader only for the departure they lead", async () => {
    const { bookingId, formId, token } = await formWithLink(first, kit);
    expect((await send(first, `/api/forms/${token}/fitness-proof`, await aPhoto(), "image/png")).status).toBe(201);
    const path = `/api/admin/forms/${formId}/fitness-proof`;
    const statusAs = async (role: StaffRole) =>
      (await fetchBack(first, path, (await logInStaff(first, role)).headers)).status;
    expect(await statusAs("trip_desk")).toBe(200);
    expect(await statusAs("content")).toBe(403);
    expect(await statusAs("accounts")).toBe(403);
    const leader = await logInStaff(first, "trek_leader");
    const refused = await fetchBack(first, path, leader.headers);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errors: [{ extensions: { code: "FORBIDDEN" } }] });
    const [booking] = await first.db
      .select({ eventId: bookings.eventId })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    await first.db.insert(departureLeaders).values({ eventId: booking!.eventId!, userId: leader.userId });
    expect((await fetchBack(first, path, leader.headers)).status).toBe(200);
  });
});

describe("a fitness proof on several machines", () => {
  it("uploaded through one copy, is served by another that shares only the database", async () => {
    const { formId, path } = await formOfAPaidBooking();
    expect((await send(first, path, await aPhoto(), "image/png")).status).toBe(201);
    const mine = await fetchBack(first, path);
    const theirs = await fetchBack(second, path);
    expect([mine.status, theirs.status]).toEqual([200, 200]);
    expect(Buffer.from(await theirs.arrayBuffer()).equals(Buffer.from(await mine.arrayBuffer()))).toBe(true);
    const staffCopy = await fetchBack(second, `/api/admin/forms/${formId}/fitness-proof`, kit.staff.headers);
    expect(staffCopy.status).toBe(200);
  });

  it("whose file is nowhere answers 404 NOT_FOUND to the traveller and to staff, never 500", async () => {
    const { formId, path } = await formOfAPaidBooking();
    await first.db
      .update(travellerForms)
      .set({ fitnessFile: "gone0000000000000000.jpg", fitnessMime: "image/jpeg", fitnessStatus: "pending" })
      .where(eq(travellerForms.id, formId));
    for (const answer of [
      await fetchBack(first, path),
      await fetchBack(second, `/api/admin/forms/${formId}/fitness-proof`, kit.staff.headers),
    ]) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ errors: [{ extensions: { code: "NOT_FOUND" } }] });
    }
  });

  it("written to one machine's disk by an earlier release, moves into the database for every copy", async () => {
    const photo = await sharp(await aPhoto())
      .jpeg()
      .toBuffer();
    const atStart = await formOfAPaidBooking();
    const onRequest = await formOfAPaidBooking();
    for (const [{ formId }, name] of [
      [atStart, "earlierReleaseAtStart1.jpg"],
      [onRequest, "earlierReleaseOnRequest.jpg"],
    ] as const) {
      await writeFile(join(disks[0]!, name), photo);
      await first.db
        .update(travellerForms)
        .set({ fitnessFile: name, fitnessMime: "image/jpeg", fitnessStatus: "pending" })
        .where(eq(travellerForms.id, formId));
    }
    // The copy on the other machine cannot see the file yet: a 404, not a 500.
    expect((await fetchBack(second, atStart.path)).status).toBe(404);
    const silent = createLogger({ level: "silent" });
    // At the start of the machine's copy, every file it has goes in.
    expect(await importFitnessProofsFromDisk(first.db, disks[0]!, silent)).toBe(2);
    expect(await importFitnessProofsFromDisk(first.db, disks[0]!, silent)).toBe(0);
    for (const { path } of [atStart, onRequest]) {
      const answer = await fetchBack(second, path);
      expect(answer.status).toBe(200);
      expect(Buffer.from(await answer.arrayBuffer()).equals(photo)).toBe(true);
    }
  });
});

describe("what is kept of a fitness proof", () => {
  it("of a PDF is pictures of its pages: its script, action and attachment are gone", async () => {
    const { path } = await formOfAPaidBooking();
    const pdf = hostilePdf();
    expect(pdf.toString("latin1")).toContain("/JavaScript");
    expect((await send(first, path, pdf, "application/pdf")).status).toBe(201);
    const back = await fetchBack(second, path);
    expect(back.headers.get("content-type")).toBe("application/pdf");
    const kept = Buffer.from(await back.arrayBuffer()).toString("latin1");
    expect(kept.startsWith("%PDF-")).toBe(true);
    expect(kept).toContain("/DCTDecode");
    for (const active of ["/JavaScript", "/OpenAction", "/EmbeddedFile", "/Annots", "FIT TO TREK"]) {
      expect(kept).not.toContain(active);
    }
    const [row] = await first.db.select({ n: fitnessProofFiles.name }).from(fitnessProofFiles).limit(1);
    expect(row).toBeDefined();
  });

  it("of a photo of more pixels than a review photo may have is nothing: it is refused", async () => {
    const { path } = await formOfAPaidBooking();
    // 56 million pixels of one colour: a small file, a decompression bomb all the same.
    const bomb = await sharp({ create: { width: 8_000, height: 7_000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const answer = await send(first, path, bomb, "image/png");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      errors: [
        { message: "The photo has too many pixels: send a smaller one.", extensions: { code: "UPLOAD_REFUSED" } },
      ],
    });
    const large = await aPhoto(4_000, 3_000);
    expect((await send(first, path, large, "image/png")).status).toBe(201);
    const kept = await sharp(Buffer.from(await (await fetchBack(first, path)).arrayBuffer())).metadata();
    expect([kept.width, kept.height]).toEqual([3_000, 2_250]);
  });
});
