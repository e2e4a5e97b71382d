// Phone numbers as travellers type them ("98765 43210", "098765-43210", "+91 98765 43210",
// "+971 50 123 4567") normalised to E.164 (+919876543210). India (+91) is the default country, and an
// Indian number must be a mobile (it receives SMS and WhatsApp).

export const PHONE_MESSAGES = {
  empty: "Enter your mobile number",
  invalid: "Enter a 10-digit mobile number, like 98765 43210, or an international number starting with +",
  notIndianMobile: "Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9",
} as const;

export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string };

const SEPARATORS = /[\s\-().]/g;

export function normalizePhone(input: string): PhoneResult {
  const compact = input.trim().replace(SEPARATORS, "");
  if (compact === "") return { ok: false, message: PHONE_MESSAGES.empty };
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("00") ? compact.slice(2) : null;
  const digits = international ?? compact;
  if (!/^\d+$/.test(digits)) return { ok: false, message: PHONE_MESSAGES.invalid };

  if (international === null) {
    // A national number: 10 digits, or 11 with the trunk prefix 0, or 12 with the country code.
    const national = digits.length === 11 && digits.startsWith("0") ? digits.slice(1) : digits;
    if (national.length === 12 && national.startsWith("91")) return indianMobile(national.slice(2));
    if (national.length === 10) return indianMobile(national);
    return { ok: false, message: PHONE_MESSAGES.invalid };
  }
  if (digits.startsWith("91")) return indianMobile(digits.slice(2));
  // E.164: a country code that does not start with 0, at most 15 digits in all.
  if (digits.startsWith("0") || digits.length < 8 || digits.length > 15) {
    return { ok: false, message: PHONE_MESSAGES.invalid };
  }
  return { ok: true, phone: `+${digits}` };
}

function indianMobile(subscriber: string): PhoneResult {
  if (!/^[6-9]\d{9}$/.test(subscriber)) return { ok: false, message: PHONE_MESSAGES.notIndianMobile };
  return { ok: true, phone: `+91${subscriber}` };
}
