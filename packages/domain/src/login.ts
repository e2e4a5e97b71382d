// The rules of logging in with a one-time code (DESIGN.md section 3), shared by the login screen
// (quick feedback, the resend countdown) and the API (the authority).

/** Codes are 6 digits, 100000 to 999999: the login call takes the code as an integer, so no leading zeros. */
export const CODE_MIN = 100_000;
export const CODE_MAX = 999_999;
export const CODE_DIGITS = 6;
/** A code lives 5 minutes. */
export const CODE_TTL_SECONDS = 5 * 60;
/** The fifth wrong code kills it. */
export const MAX_WRONG_CODES = 5;
/** At least 30 s between two codes to the same phone. */
export const RESEND_AFTER_SECONDS = 30;
export const SENDS_PER_PHONE_PER_HOUR = 5;
/** Caps the guesses anyone can make at one phone's codes in a day (10 codes x 5 tries). */
export const SENDS_PER_PHONE_PER_DAY = 10;

export const CODE_MESSAGES = {
  empty: "Enter the 6-digit code we sent you",
  invalid: "The code has 6 digits, like 482913",
} as const;

export type CodeResult = { ok: true; code: number } | { ok: false; message: string };

/** The code as typed ("482 913", "482-913" from some SMS apps) as the integer the login call takes. */
export function parseCode(input: string): CodeResult {
  const digits = input.replace(/[\s-]/g, "");
  if (digits === "") return { ok: false, message: CODE_MESSAGES.empty };
  if (!/^\d+$/.test(digits)) return { ok: false, message: CODE_MESSAGES.invalid };
  const code = Number(digits);
  return isCodeInRange(code) ? { ok: true, code } : { ok: false, message: CODE_MESSAGES.invalid };
}

export function isCodeInRange(code: number): boolean {
  return Number.isInteger(code) && code >= CODE_MIN && code <= CODE_MAX;
}

/** A wait in words, rounded up: "30 seconds", "1 minute", "42 minutes", "3 hours". */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return plural(whole, "second");
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return plural(minutes, "minute");
  return plural(Math.ceil(minutes / 60), "hour");
}

/** "0:27", for a countdown beside a button. */
export function countdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? "" : "s"}`;
}
