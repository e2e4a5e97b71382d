// Fitness proofs over HTTP (docs/api.md, "Ready for the trail"). GraphQL takes JSON only (multipart
// is refused there, http/json-bodies.ts), so the file travels as the raw body of its own request:
//   POST /api/forms/{token}/fitness-proof          the traveller's upload (Content-Type of the file)
//   GET  /api/forms/{token}/fitness-proof          the traveller's own file back
//   GET  /api/admin/forms/{formId}/fitness-proof   staff, with their bearer token
// A file is kept only when its first bytes say JPEG, PNG, WebP or PDF and it is at most 5 MB. What is
// kept is never what was sent: a photo is decoded (within the pixel bound of review photos) and
// encoded again, which drops its metadata, a phone's location included; a PDF is drawn again as
// pictures of its pages (@parvat/media/pdf-raster), so no script, action or attachment survives.
// Files live in the database (fitness_proof_files), so that every server copy on every machine
// serves the same one, under random names, answered with no-store caching and a sandboxing policy.
// Proofs that an earlier release wrote to UPLOADS_DIR on this machine's disk are moved into the
// database at start (importFitnessProofsFromDisk) or when first asked for; a file that is nowhere is
// a 404, never a 500.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "@parvat/db/client";
import { fitnessProofFiles, travellerForms } from "@parvat/db/schema";
import { businessToday } from "@parvat/domain/business-dates";
import { FITNESS_PROOF_MAX_BYTES, type FitnessProofType, sniffFitnessProof } from "@parvat/domain/traveller-forms";
import { rasterisePdf } from "@parvat/media/pdf-raster";
import { UPLOAD_MAX_PIXELS } from "@parvat/media/upload";
import { and, eq, isNotNull, notExists } from "drizzle-orm";
import sharp from "sharp";
import type { Accounts } from "../accounts/accounts.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Logger } from "../logger.ts";
import { logPersonalDataReads } from "../personal-data/read-log.ts";
import { openFitnessFile, sealFitnessFile } from "../personal-data/sealed-forms.ts";
import { staffRefusal } from "../staff/staff-guard.ts";
import { ADMIN_ROUTES, type AdminRoute } from "../staff/staff-permissions.ts";
import { openForm } from "./traveller-forms.ts";

export const FORM_UPLOAD_PATH = /^\/api\/forms\/([A-Za-z0-9_-]{20,100})\/fitness-proof$/;
/** Its permission: staff/staff-permissions.ts. */
const FITNESS_PROOF_ROUTE: AdminRoute = "GET /api/admin/forms/{formId}/fitness-proof";
export const ADMIN_UPLOAD_PATH = /^\/api\/admin\/forms\/([0-9]{1,10})\/fitness-proof$/;

const EXTENSIONS: Record<FitnessProofType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

function refusal(status: number, code: string, message: string, details: Record<string, unknown> = {}): Response {
  return Response.json({ errors: [{ message, extensions: { code, ...details } }] }, { status });
}

const refused = (message: string) => refusal(400, "UPLOAD_REFUSED", message, { maxBytes: FITNESS_PROOF_MAX_BYTES });

/** Reads a body up to `limit` bytes; null when it is longer. */
async function bodyUpTo(request: Request, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers.get("content-length") ?? 0) > limit) return null;
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The longest side kept of a photo: a certificate stays readable, and no proof is a poster. */
const PHOTO_MAX_SIDE = 3000;

type Rewritten = { ok: true; bytes: Buffer } | { ok: false; message: string };

/**
 * What is kept of an upload: a photo decoded and encoded again in its own format (no metadata
 * survives, a broken file or one of too many pixels fails here), a PDF drawn again as pictures.
 */
async function rewritten(bytes: Uint8Array, type: FitnessProofType): Promise<Rewritten> {
  if (type === "application/pdf") {
    const pdf = await rasterisePdf(bytes);
    if (pdf.ok) return { ok: true, bytes: pdf.pdf };
    return {
      ok: false,
      message:
        pdf.reason === "too-many-pages"
          ? "The PDF has too many pages: send the page or two that show you are fit to trek."
          : "The PDF could not be read (it may need a password). Send it without one, or a photo of it.",
    };
  }
  try {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height > UPLOAD_MAX_PIXELS) {
      return { ok: false, message: "The photo has too many pixels: send a smaller one." };
    }
    const image = sharp(bytes, { failOn: "error", limitInputPixels: UPLOAD_MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const output =
      type === "image/png"
        ? image.png()
        : type === "image/webp"
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85 });
    return { ok: true, bytes: await output.toBuffer() };
  } catch {
    return { ok: false, message: "The photo could not be read. Take it again, or send a PDF." };
  }
}

function fileAnswer(bytes: Uint8Array, mime: string): Response {
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      "content-type": mime,
      "cache-control": "private, no-store",
      "content-disposition": `inline; filename="fitness-proof.${EXTENSIONS[mime as FitnessProofType] ?? "bin"}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
}

export function createFitnessUploads({
  db,
  logger,
  accounts,
  directory,
  timeZone,
  now = () => new Date(),
}: {
  db: Database;
  logger: Logger;
  accounts: Pick<Accounts, "authenticate" | "secondFactors">;
  directory: string;
  timeZone: string;
  now?: () => Date;
}) {
  async function readStored(formId: number | null, name: string | null, mime: string | null): Promise<Response> {
    if (formId === null || !name || !mime) return refusal(404, "NOT_FOUND", "No fitness proof has been uploaded.");
    const [file] = await db
      .select({ content: fitnessProofFiles.content, mime: fitnessProofFiles.mime })
      .from(fitnessProofFiles)
      .where(eq(fitnessProofFiles.name, name));
    // Encrypted at rest, bound to its name (docs/api.md, "Personal data").
    if (file) return fileAnswer(openFitnessFile(name, file.content), file.mime);
    // Written to this machine's disk by an earlier release and not moved yet: moved now.
    const moved = await importFromDisk(db, directory, { formId, name, mime });
    if (moved) return fileAnswer(moved, mime);
    logger.warn({ formId }, "fitness proof file missing: the traveller must upload it again");
    return refusal(404, "NOT_FOUND", "The file of this fitness proof is missing: please upload it again.");
  }

  return async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const staffPath = ADMIN_UPLOAD_PATH.exec(path);
    if (staffPath) {
      if (request.method !== "GET") return refusal(405, "BAD_REQUEST", "GET only.");
      const header = request.headers.get("authorization");
      const authentication = header ? await accounts.authenticate(header) : null;
      if (!authentication?.ok) return refusal(401, "UNAUTHENTICATED", "Please log in to continue.");
      const formId = Number(staffPath[1]);
      const refused = await staffRefusal(
        db,
        authentication.viewer,
        ADMIN_ROUTES[FITNESS_PROOF_ROUTE],
        { formId },
        accounts.secondFactors,
      );
      if (refused) return refusal(403, refused.code, refused.message);
      const [form] = await db
        .select({
          id: travellerForms.id,
          participantId: travellerForms.participantId,
          bookingId: travellerForms.bookingId,
          file: travellerForms.fitnessFile,
          mime: travellerForms.fitnessMime,
        })
        .from(travellerForms)
        .where(eq(travellerForms.id, formId));
      const answer = await readStored(form?.id ?? null, form?.file ?? null, form?.mime ?? null);
      if (form && answer.ok) {
        await logPersonalDataReads(db, now(), [
          {
            staffUserId: authentication.viewer.userId,
            participantId: form.participantId,
            bookingId: form.bookingId,
            operation: "fitness-proof",
            what: "fitness-proof",
          },
        ]);
      }
      return answer;
    }
    const formPath = FORM_UPLOAD_PATH.exec(path);
    if (!formPath) return refusal(404, "NOT_FOUND", "Nothing is here.");
    const at = now();
    const found = await openForm(db, formPath[1]!, businessToday(timeZone, at));
    if (!found.ok) {
      return found.reason === "expired"
        ? refusal(410, "FORM_LINK_EXPIRED", "This link has expired. Ask the trip desk for a fresh one.")
        : refusal(404, "NOT_FOUND", "This link does not open a form. Ask the trip desk for a fresh one.");
    }
    const { open } = found;
    if (request.method === "GET") return readStored(open.formId, open.form.fitnessFile, open.form.fitnessMime);
    if (request.method !== "POST") return refusal(405, "BAD_REQUEST", "POST the file, or GET it back.");
    if (!open.needs.fitnessProofRequired) return refused("This trip does not ask for a fitness proof.");
    if (open.form.fitnessStatus === "approved") return refused("Your fitness proof is already approved.");
    const bytes = await bodyUpTo(request, FITNESS_PROOF_MAX_BYTES);
    if (bytes === null) return refused("The file is larger than 5 MB. Send a smaller photo or PDF.");
    if (bytes.length === 0) return refused("The file is empty.");
    const type = sniffFitnessProof(bytes);
    if (!type) return refused("Send a photo (JPEG, PNG or WebP) or a PDF.");
    const kept = await rewritten(bytes, type);
    if (!kept.ok) return refused(kept.message);
    const stored = kept.bytes;
    const name = `${randomBytes(18).toString("base64url")}.${EXTENSIONS[type]}`;
    await db.transaction(async (tx) => {
      await tx
        .insert(fitnessProofFiles)
        .values({ name, formId: open.formId, mime: type, content: sealFitnessFile(name, stored) });
      await tx
        .update(travellerForms)
        .set({
          fitnessFile: name,
          fitnessMime: type,
          fitnessUploadedAt: at,
          fitnessStatus: "pending",
          fitnessReason: null,
          fitnessReviewedBy: null,
          fitnessReviewedAt: null,
          updatedAt: at,
        })
        .where(eq(travellerForms.id, open.formId));
      // The proof it replaces, whichever copy stored it.
      if (open.form.fitnessFile) {
        await tx.delete(fitnessProofFiles).where(eq(fitnessProofFiles.name, open.form.fitnessFile));
      }
    });
    logger.info({ formId: open.formId, bytes: stored.length, type }, "fitness proof uploaded");
    return Response.json({ data: { fitness_status: "pending" } }, { status: 201 });
  };
}

/**
 * Moves one proof that an earlier release wrote to `directory` into the database; answers its bytes,
 * or null when this machine's disk does not have it either. Safe to run on several copies at once.
 */
async function importFromDisk(
  db: Database,
  directory: string,
  file: { formId: number; name: string; mime: string },
): Promise<Uint8Array | null> {
  // Names were always random base64url with an extension: anything else is not ours to read.
  if (!/^[A-Za-z0-9_-]{10,100}\.(jpg|png|webp|pdf)$/.test(file.name)) return null;
  let content: Buffer;
  try {
    content = await readFile(join(directory, file.name));
  } catch {
    return null;
  }
  await db
    .insert(fitnessProofFiles)
    .values({ ...file, content: sealFitnessFile(file.name, content) })
    .onConflictDoNothing();
  return content;
}

/**
 * At a copy's start: every proof that an earlier release wrote to this machine's UPLOADS_DIR (the
 * only place it was) goes into the database, so that every copy serves it. The files are left where
 * they were; once every machine has started this release, the folder can be removed.
 */
/**
 * Staff approve a pending fitness proof, or return it with a reason the traveller reads on their form
 * (audited: the decision, never the file).
 */
export async function reviewFitnessProof(
  db: Database,
  review: { formId: number; approve: boolean; reason: string | null; staffUserId: number; at: Date },
): Promise<"reviewed" | "unknown-form" | "no-proof"> {
  return db.transaction(async (tx) => {
    const [form] = await tx.select().from(travellerForms).where(eq(travellerForms.id, review.formId)).for("update");
    if (!form) return "unknown-form";
    if (!form.fitnessFile) return "no-proof";
    const status = review.approve ? "approved" : "returned";
    await tx
      .update(travellerForms)
      .set({
        fitnessStatus: status,
        fitnessReason: review.approve ? null : review.reason,
        fitnessReviewedBy: review.staffUserId,
        fitnessReviewedAt: review.at,
        updatedAt: review.at,
      })
      .where(eq(travellerForms.id, form.id));
    await recordAudit(tx, {
      staffUserId: review.staffUserId,
      action: review.approve ? "approve-fitness-proof" : "return-fitness-proof",
      entity: "booking",
      entityId: String(form.bookingId),
      before: { participantId: form.participantId, fitnessStatus: form.fitnessStatus },
      after: { participantId: form.participantId, fitnessStatus: status },
    });
    return "reviewed";
  });
}

export async function importFitnessProofsFromDisk(db: Database, directory: string, logger: Logger): Promise<number> {
  const missing = await db
    .select({ formId: travellerForms.id, name: travellerForms.fitnessFile, mime: travellerForms.fitnessMime })
    .from(travellerForms)
    .where(
      and(
        isNotNull(travellerForms.fitnessFile),
        isNotNull(travellerForms.fitnessMime),
        notExists(
          db
            .select({ name: fitnessProofFiles.name })
            .from(fitnessProofFiles)
            .where(eq(fitnessProofFiles.name, travellerForms.fitnessFile)),
        ),
      ),
    );
  let moved = 0;
  for (const file of missing) {
    if (await importFromDisk(db, directory, { formId: file.formId, name: file.name!, mime: file.mime! })) moved += 1;
  }
  if (moved > 0) logger.info({ moved, directory }, "fitness proofs moved from this machine's disk into the database");
  return moved;
}
