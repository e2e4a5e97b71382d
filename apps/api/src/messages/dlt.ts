// What an SMS may carry in India: every commercial SMS goes through a DLT-registered template, whose
// variables ({#var#}) hold at most 30 characters each, English or Unicode alike, and links only under
// a prefix whitelisted on the DLT portal (docs/api.md, "Outside services", cites MSG91's DLT help).
// An SMS longer than that is rejected by the operator after the provider took it.

/** The most characters one DLT template variable may hold. */
const DLT_VARIABLE_MAX = 30;
const ELLIPSIS = "...";

/** A value cut to fit a DLT variable ("Kedarkantha Winter Trek wi..."); ASCII dots keep the SMS in GSM encoding. */
function fitDltVariable(value: string): string {
  const characters = Array.from(value);
  if (characters.length <= DLT_VARIABLE_MAX) return value;
  return `${characters
    .slice(0, DLT_VARIABLE_MAX - ELLIPSIS.length)
    .join("")
    .trimEnd()}${ELLIPSIS}`;
}

/**
 * A message's variables as its SMS carries them: each cut to fit, and `link` (whose prefix the
 * approved template holds) replaced by the message's short-link token (message-links.ts).
 */
export function smsVariables(variables: Record<string, string>, linkToken: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, name === "link" ? linkToken : fitDltVariable(value)]),
  );
}
