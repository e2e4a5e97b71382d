// Who a buyer is to the tax authorities: a GSTIN (a GST-registered business) and a PAN (the income-tax
// number TCS is collected against), and the GST state codes both rely on. Checked before anything is
// stored: a GSTIN's format, its state code and its check character; a PAN's format and that its fifth
// letter is the initial of a word of the name typed (the holder's surname, or the entity's name).

/**
 * GST state and union-territory codes (the first two digits of a GSTIN, and a place of supply), and
 * 96, "Other Countries": the place of supply of a buyer whose address is abroad (GSTR-1 writes it so).
 */
export const GST_STATES: Readonly<Record<string, string>> = {
  "01": "Jammu and Kashmir",
  "02": "Himachal Pradesh",
  "03": "Punjab",
  "04": "Chandigarh",
  "05": "Uttarakhand",
  "06": "Haryana",
  "07": "Delhi",
  "08": "Rajasthan",
  "09": "Uttar Pradesh",
  "10": "Bihar",
  "11": "Sikkim",
  "12": "Arunachal Pradesh",
  "13": "Nagaland",
  "14": "Manipur",
  "15": "Mizoram",
  "16": "Tripura",
  "17": "Meghalaya",
  "18": "Assam",
  "19": "West Bengal",
  "20": "Jharkhand",
  "21": "Odisha",
  "22": "Chhattisgarh",
  "23": "Madhya Pradesh",
  "24": "Gujarat",
  "26": "Dadra and Nagar Haveli and Daman and Diu",
  "27": "Maharashtra",
  "29": "Karnataka",
  "30": "Goa",
  "31": "Lakshadweep",
  "32": "Kerala",
  "33": "Tamil Nadu",
  "34": "Puducherry",
  "35": "Andaman and Nicobar Islands",
  "36": "Telangana",
  "37": "Andhra Pradesh",
  "38": "Ladakh",
  "96": "Other Countries",
  "97": "Other Territory",
};

/** Codes for a buyer outside India's states and union territories: listed after them. */
const OUTSIDE_THE_STATES = new Set(["96", "97"]);

/**
 * The states for a buyer to choose from: alphabetical by name, each with its GST code ("Karnataka (29)"),
 * then Other Countries and Other Territory. (Object.entries would put "10" to "97" before "01" to "09".)
 */
export function gstStateChoices(): { code: string; label: string }[] {
  const byName = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], "en-IN");
  const entries = Object.entries(GST_STATES);
  return [
    ...entries.filter(([code]) => !OUTSIDE_THE_STATES.has(code)).sort(byName),
    ...entries.filter(([code]) => OUTSIDE_THE_STATES.has(code)).sort(byName),
  ].map(([code, name]) => ({ code, label: `${name} (${code})` }));
}

export function isGstStateCode(code: string): boolean {
  return Object.hasOwn(GST_STATES, code);
}

/** "29-Karnataka": how GSTR-1 and invoices write a place of supply. */
export function stateLabel(code: string): string {
  const name = GST_STATES[code];
  if (!name) throw new RangeError(`Not a GST state code: ${code}`);
  return `${code}-${name}`;
}

const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** The GSTIN check character of its first 14: base-36 values weighted 1, 2, 1, 2..., digits of each product summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = BASE36.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

const GSTIN_FORMAT = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const PAN_FORMAT = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

export type GstinCheck = { ok: true; gstin: string; stateCode: string; pan: string } | { ok: false; message: string };

/** A GSTIN as typed (spaces and case forgiven), checked: 15 characters, a state code, an embedded PAN, the check character. */
export function checkGstin(input: string): GstinCheck {
  const gstin = input.replace(/\s+/g, "").toUpperCase();
  const match = GSTIN_FORMAT.exec(gstin);
  if (!match) {
    return {
      ok: false,
      message:
        "A GSTIN has 15 characters: the state code (2 digits), the business's PAN (10), the entity number, Z and a check character, e.g. 29AAKCP7294R1Z4.",
    };
  }
  const [, stateCode, pan] = match as unknown as [string, string, string];
  if (!isGstStateCode(stateCode) || stateCode === "96")
    return { ok: false, message: `${stateCode} is not a GST state code.` };
  if (!PAN_FORMAT.test(pan))
    return { ok: false, message: "The PAN inside this GSTIN (characters 3 to 12) is not a valid PAN." };
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return { ok: false, message: "This GSTIN's last character does not check out: a character was probably mistyped." };
  }
  return { ok: true, gstin, stateCode, pan };
}

export type PanCheck = { ok: true; pan: string } | { ok: false; message: string };

/**
 * A PAN as typed, checked against the name typed with it: ten characters (five letters, four digits,
 * a letter), the fourth a holder type (P for a person, C a company...), and the fifth the initial of
 * the holder's surname or the entity's name, so it must begin one of the name's words.
 */
export function checkPan(input: string, holderName: string): PanCheck {
  const pan = input.replace(/\s+/g, "").toUpperCase();
  if (!PAN_FORMAT.test(pan)) {
    return { ok: false, message: "A PAN has 10 characters: five letters, four digits and a letter, e.g. ABCPS1234K." };
  }
  const initials = new Set(
    holderName
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter(Boolean)
      .map((word) => word[0]),
  );
  if (!initials.has(pan[4])) {
    return {
      ok: false,
      message: `This PAN's fifth letter (${pan[4]}) is not the initial of any word of the name "${holderName.trim()}": type the name exactly as on the PAN card.`,
    };
  }
  return { ok: true, pan };
}

/** A PAN as shown back to its holder: only the last four characters. */
export function maskPan(pan: string): string {
  return `••••••${pan.slice(-4)}`;
}
