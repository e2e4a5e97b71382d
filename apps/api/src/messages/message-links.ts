// Short links for SMS (docs/api.md, "Outside services"). India's DLT rules let an SMS template
// variable hold at most 30 characters and a link only under a prefix whitelisted on the DLT portal,
// so an SMS never carries a message's link itself (a signed payment link is ~100 characters): its
// approved template holds the prefix `{PUBLIC_ORIGIN}/m/` and the `link` variable only a token of
// the message, `{message id, base 36}{10 characters of an HMAC of it}` (at most 21 characters), under
// a key derived from JWT_SECRET. GET /m/{token} redirects to the message's own link. Nothing about
// the traveller is in the token; a token not made here, or of a message without a link, is a 404.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "@parvat/db/client";
import { messages } from "@parvat/db/schema";
import { eq } from "drizzle-orm";

/** The short link's path before its token (what the DLT template and its whitelisted URL hold). */
export const MESSAGE_LINK_PREFIX = "/m/";
const MAC_LENGTH = 10;
const TOKEN = new RegExp(`^([0-9a-z]{1,11})([A-Za-z0-9_-]{${MAC_LENGTH}})$`);

/** The key short links are signed with: derived from JWT_SECRET, so no new secret to configure. */
export function messageLinkKey(jwtSecret: string): Buffer {
  return createHmac("sha256", jwtSecret).update("message-link").digest();
}

function macOf(key: Buffer, messageId: number): string {
  return createHmac("sha256", key).update(`message-link|${messageId}`).digest("base64url").slice(0, MAC_LENGTH);
}

/** The token of a message's short link. */
export function messageLinkToken(key: Buffer, messageId: number): string {
  return `${messageId.toString(36)}${macOf(key, messageId)}`;
}

/** The whole short link of a message, as the traveller sees it in the SMS. */
export function messageLinkUrl(origin: string, key: Buffer, messageId: number): string {
  return `${origin}${MESSAGE_LINK_PREFIX}${messageLinkToken(key, messageId)}`;
}

/** Where a token leads: its message's link when the token is genuine and the link is ours, else null. */
export async function messageLinkTarget(
  db: Database,
  { key, origin }: { key: Buffer; origin: string },
  token: string,
): Promise<string | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const messageId = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(messageId) || messageId < 1 || messageId > 2_147_483_647) return null;
  const expected = Buffer.from(macOf(key, messageId));
  if (!timingSafeEqual(expected, Buffer.from(match[2]!))) return null;
  const [row] = await db.select({ variables: messages.variables }).from(messages).where(eq(messages.id, messageId));
  const link = row?.variables.link;
  // Only our own pages: never a redirect to anywhere else, whatever a message held.
  return link?.startsWith(`${origin}/`) ? link : null;
}
