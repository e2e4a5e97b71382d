// POST /api/uploads/review-photo: a photo for a review, sent with the invitation's token. The GraphQL
// endpoint takes JSON only (http/json-bodies.ts), so a photo comes here as the request's body itself
// (Content-Type: image/jpeg, image/png, image/webp, image/heic or image/avif; at most
// REVIEW_PHOTO_MAX_BYTES) with the token in the `X-Review-Token` header. A custom header makes a
// browser ask first (CORS preflight), which this server never grants another site, so no other site
// can send one. The picture is decoded and encoded again without its metadata (@parvat/media/upload)
// before it is stored; what was sent is never kept nor served. Answers 201 { id, checksum, width,
// height } or an error { error: { code, message } }.
import type { IncomingMessage, ServerResponse } from "node:http";
import { media, mediaUploads, reviewInvites } from "@parvat/db/schema";
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_TYPES } from "@parvat/domain/review";
import { cleanUpload } from "@parvat/media/upload";
import { eq } from "drizzle-orm";
import type { Logger } from "../logger.ts";
import { inviteForUpload, type ReviewParts } from "./reviews.ts";

export const REVIEW_PHOTO_UPLOAD_PATH = "/api/uploads/review-photo";
/** Photos one invitation may upload, whether attached or not: six in the review and room to change them. */
export const REVIEW_PHOTO_UPLOADS_PER_INVITE = 30;

type UploadAnswer =
  | { status: 201; body: { id: number; checksum: string; width: number; height: number } }
  | { status: 400 | 403 | 410 | 413 | 415 | 429; body: { error: { code: string; message: string } } };

const refuse = (status: Exclude<UploadAnswer["status"], 201>, code: string, message: string): UploadAnswer => ({
  status,
  body: { error: { code, message } },
});

/** Stores one review photo; the HTTP handler below reads the request and writes the answer. */
export async function uploadReviewPhoto(
  parts: ReviewParts,
  request: { token: string | undefined; contentType: string | undefined; body: Buffer },
): Promise<UploadAnswer> {
  if (!request.token) return refuse(403, "REVIEW_NOT_ALLOWED", "Send the photo with your review link's token.");
  const type = (request.contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (!(REVIEW_PHOTO_TYPES as readonly string[]).includes(type)) {
    return refuse(415, "BAD_USER_INPUT", "Send a photo as JPEG, PNG, WebP, HEIC or AVIF.");
  }
  if (request.body.length > REVIEW_PHOTO_MAX_BYTES) {
    return refuse(413, "BAD_USER_INPUT", `A photo can be at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB.`);
  }
  if (request.body.length === 0) return refuse(400, "BAD_USER_INPUT", "The photo is empty.");
  const found = await inviteForUpload(parts, request.token);
  if (!found.ok) {
    return found.reason === "expired"
      ? refuse(410, "INVITE_EXPIRED", "This review link has expired.")
      : refuse(403, "REVIEW_NOT_ALLOWED", "This review link is not valid.");
  }
  const { invite } = found;
  const cleaned = await cleanUpload(request.body);
  if (!cleaned.ok) {
    return cleaned.reason === "too-large"
      ? refuse(413, "BAD_USER_INPUT", "The photo has too many pixels; send a smaller one.")
      : refuse(415, "BAD_USER_INPUT", "This file is not a photo we can read (JPEG, PNG, WebP, HEIC or AVIF).");
  }
  const { upload } = cleaned;
  return parts.db.transaction(async (tx): Promise<UploadAnswer> => {
    // Counted under the invitation's lock, so parallel uploads cannot pass the limit together.
    await tx.select({ id: reviewInvites.id }).from(reviewInvites).where(eq(reviewInvites.id, invite.id)).for("update");
    const count = await tx.$count(mediaUploads, eq(mediaUploads.uploadedFor, invite.id));
    if (count >= REVIEW_PHOTO_UPLOADS_PER_INVITE) {
      return refuse(429, "RATE_LIMITED", `One review link can upload ${REVIEW_PHOTO_UPLOADS_PER_INVITE} photos.`);
    }
    const [row] = await tx
      .insert(media)
      .values({
        key: `review-photo/${invite.id}/${upload.checksum}-${Date.now().toString(36)}`,
        checksum: upload.checksum,
        width: upload.width,
        height: upload.height,
        alt: `Photo by ${invite.travellerName}`,
        dominantColor: upload.dominantColor,
      })
      .returning({ id: media.id });
    await tx.insert(mediaUploads).values({ mediaId: row!.id, source: upload.source, uploadedFor: invite.id });
    return {
      status: 201,
      body: { id: row!.id, checksum: upload.checksum, width: upload.width, height: upload.height },
    };
  });
}

/** The Express-style handler: reads the raw body (up to the limit), answers JSON. */
export function reviewPhotoListener(parts: ReviewParts, logger: Logger) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const send = (answer: UploadAnswer) => {
      response.statusCode = answer.status;
      response.setHeader("Content-Type", "application/json; charset=utf-8");
      response.setHeader("Cache-Control", "no-store");
      response.end(JSON.stringify(answer.body));
    };
    try {
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > REVIEW_PHOTO_MAX_BYTES) {
        request.resume();
        return send(
          refuse(413, "BAD_USER_INPUT", `A photo can be at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB.`),
        );
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of request) {
        size += (chunk as Buffer).length;
        // Past the limit: answer now and leave the rest unread (the connection closes).
        if (size > REVIEW_PHOTO_MAX_BYTES) {
          return send(
            refuse(413, "BAD_USER_INPUT", `A photo can be at most ${REVIEW_PHOTO_MAX_BYTES / 1024 / 1024} MB.`),
          );
        }
        chunks.push(chunk as Buffer);
      }
      const token = request.headers["x-review-token"];
      send(
        await uploadReviewPhoto(parts, {
          token: Array.isArray(token) ? token[0] : token,
          contentType: request.headers["content-type"],
          body: Buffer.concat(chunks),
        }),
      );
    } catch (error) {
      logger.error({ err: error }, "review photo upload failed");
      if (!response.headersSent) {
        response.statusCode = 500;
        response.setHeader("Content-Type", "application/json; charset=utf-8");
        response.end(
          JSON.stringify({ error: { code: "INTERNAL_SERVER_ERROR", message: "The photo was not saved; try again." } }),
        );
      }
    }
  };
}
