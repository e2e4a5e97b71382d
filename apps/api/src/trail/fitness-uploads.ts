// Fitness proofs over HTTP (docs/api.md, "Ready for the trail"). GraphQL takes JSON only (multipart
// is refused there, http/json-bodies.ts), so the file travels as the raw body of its own request:
//   POST /api/forms/{token}/fitness-proof          the traveller's upload (Content-Type of the file)
//   GET  /api/forms/{token}/fitness-proof          the traveller's own file back
//   GET  /api/admin/forms/{formId}/fitness-proof   staff, with their bearer token
// A file is kept only when its first bytes say JPEG, PNG, WebP or PDF and it is at most 5 MB; a
// photo is decoded and re-encoded (which drops its metadata, a phone's location included) before
// anyone sees it. Files live in UPLOADS_DIR, never under the public media path, under random names,
// and are answered with no-store caching and a sandboxing policy.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "@parvat/db/client";
import { travellerForms } from "@parvat/db/schema";
import { businessToday } from "@parvat/domain/business-dates";
import { FITNESS_PROOF_MAX_BYTES, type FitnessProofType, sniffFitnessProof } from "@parvat/domain/traveller-forms";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Accounts } from "../accounts/accounts.ts";
import type { Logger } from "../logger.ts";
import { openForm } from "./traveller-forms.ts";

export const FORM_UPLOAD_PATH = /^\/api\/forms\/([A-Za-z0-9_-]{20,100})\/fitness-proof$/;
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

/** A photo decoded and encoded again in its own format: no metadata survives, and a broken file fails here. */
async function reencoded(bytes: Uint8Array, type: FitnessProofType): Promise<Uint8Array> {
  if (type === "application/pdf") return bytes;
  const image = sharp(bytes, { failOn: "error" }).rotate();
  const output =
    type === "image/png"
      ? image.png()
      : type === "image/webp"
        ? image.webp({ quality: 85 })
        : image.jpeg({ quality: 85 });
  return output.toBuffer();
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
  accounts: Pick<Accounts, "authenticate">;
  directory: string;
  timeZone: string;
  now?: () => Date;
}) {
  async function readStored(name: string | null, mime: string | null): Promise<Response> {
    if (!name || !mime) return refusal(404, "NOT_FOUND", "No fitness proof has been uploaded.");
    return fileAnswer(await readFile(join(directory, name)), mime);
  }

  return async function handle(request: Request): Promise<Response> {
    const path = new URL(request.url).pathname;
    const staffPath = ADMIN_UPLOAD_PATH.exec(path);
    if (staffPath) {
      if (request.method !== "GET") return refusal(405, "BAD_REQUEST", "GET only.");
      const header = request.headers.get("authorization");
      const authentication = header ? await accounts.authenticate(header) : null;
      if (!authentication?.ok) return refusal(401, "UNAUTHENTICATED", "Please log in to continue.");
      if (authentication.viewer.role !== "staff") return refusal(403, "FORBIDDEN", "This needs a staff account.");
      const [form] = await db
        .select({ file: travellerForms.fitnessFile, mime: travellerForms.fitnessMime })
        .from(travellerForms)
        .where(eq(travellerForms.id, Number(staffPath[1])));
      return readStored(form?.file ?? null, form?.mime ?? null);
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
    if (request.method === "GET") return readStored(open.form.fitnessFile, open.form.fitnessMime);
    if (request.method !== "POST") return refusal(405, "BAD_REQUEST", "POST the file, or GET it back.");
    if (!open.needs.fitnessProofRequired) return refused("This trip does not ask for a fitness proof.");
    if (open.form.fitnessStatus === "approved") return refused("Your fitness proof is already approved.");
    const bytes = await bodyUpTo(request, FITNESS_PROOF_MAX_BYTES);
    if (bytes === null) return refused("The file is larger than 5 MB. Send a smaller photo or PDF.");
    if (bytes.length === 0) return refused("The file is empty.");
    const type = sniffFitnessProof(bytes);
    if (!type) return refused("Send a photo (JPEG, PNG or WebP) or a PDF.");
    let stored: Uint8Array;
    try {
      stored = await reencoded(bytes, type);
    } catch {
      return refused("The photo could not be read. Take it again, or send a PDF.");
    }
    const name = `${randomBytes(18).toString("base64url")}.${EXTENSIONS[type]}`;
    await mkdir(directory, { recursive: true });
    await writeFile(join(directory, name), stored, { mode: 0o600 });
    await db
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
    if (open.form.fitnessFile) await rm(join(directory, open.form.fitnessFile), { force: true });
    logger.info({ formId: open.formId, bytes: stored.length, type }, "fitness proof uploaded");
    return Response.json({ data: { fitness_status: "pending" } }, { status: 201 });
  };
}
