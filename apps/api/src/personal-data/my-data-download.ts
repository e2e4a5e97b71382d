// GET /api/my-data.json: everything held about an account as a file (docs/api.md, "A traveller's
// rights"), the very object myData answers. Opened by the viewer's bearer token, or by a link signed
// for the account (MyData.download_url), since a browser's plain link cannot carry the token
// (decision 0006); the signature binds the account's id, so a link opens its own account's data only.
import type { Database } from "@parvat/db/client";
import { businessToday } from "@parvat/domain/business-dates";
import type { Accounts } from "../accounts/accounts.ts";
import { collectMyData, MY_DATA_JSON_PATH, myDataDownloadPath } from "./my-data.ts";

const HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

function refusal(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
}

/** The account the request may read: its token's, or the one its signed link names; null when neither is valid. */
async function accountOf(accounts: Accounts, request: Request): Promise<number | null> {
  const query = new URL(request.url).searchParams;
  const header = request.headers.get("authorization");
  if (header) {
    const authentication = await accounts.authenticate(header);
    return authentication.ok ? authentication.viewer.userId : null;
  }
  const account = query.get("account") ?? "";
  if (!/^\d{1,9}$/.test(account)) return null;
  const userId = Number(account);
  const valid = accounts.downloadLinks.verify(myDataDownloadPath(userId), {
    expires: query.get("expires"),
    signature: query.get("signature"),
  });
  return valid ? userId : null;
}

export async function myDataJsonResponse(
  { db, accounts, now, timeZone }: { db: Database; accounts: Accounts; now: () => Date; timeZone: string },
  request: Request,
): Promise<Response> {
  if (new URL(request.url).pathname !== MY_DATA_JSON_PATH) return refusal(404, "Not found.");
  const userId = await accountOf(accounts, request);
  if (userId === null) {
    return refusal(
      403,
      "This link has expired or is not valid: open My data in your account again and download it from there.",
    );
  }
  const at = now();
  const data = await collectMyData(db, userId, { links: accounts.downloadLinks, now: at });
  if (!data) return refusal(403, "This account no longer exists.");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    status: 200,
    headers: {
      ...HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="parvat-journeys-my-data-${businessToday(timeZone, at)}.json"`,
    },
  });
}
