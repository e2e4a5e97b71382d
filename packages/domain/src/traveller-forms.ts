// Each traveller's own forms: what they must give before the trip (an emergency contact, a medical
// declaration, the accepted undertaking, an ID for permits where the trip needs one, a fitness proof
// staff approve where it asks for one), what is still missing, and the checks on what they send.
// Shared by the API (the authority) and the form page (the same words beside each field).

export const ID_TYPE_LABELS = {
  aadhaar: "Aadhaar",
  passport: "Passport",
  driving_licence: "Driving licence",
  voter_id: "Voter ID",
  pan: "PAN card",
} as const;
export type IdType = keyof typeof ID_TYPE_LABELS;

export type FitnessStatus = "missing" | "pending" | "approved" | "returned";

export const FORM_PARTS = ["emergency", "medical", "undertaking", "permit_id", "fitness"] as const;
export type FormPart = (typeof FORM_PARTS)[number];

export const FORM_PART_LABELS: Record<FormPart, string> = {
  emergency: "Emergency contact",
  medical: "Medical declaration",
  undertaking: "Undertaking",
  permit_id: "ID for permits",
  fitness: "Fitness proof",
};

export interface FormState {
  emergencyName: string | null;
  emergencyPhone: string | null;
  medicalDeclaredAt: Date | string | null;
  undertakingId: number | null;
  /** The version in force for the trip: an acceptance of an older one counts as missing. */
  undertakingCurrent: boolean;
  idType: string | null;
  idNumber: string | null;
  fitnessStatus: FitnessStatus;
}

export interface TripNeeds {
  permitIdRequired: boolean;
  fitnessProofRequired: boolean;
}

/** The parts still to do: given nothing, accepted an older undertaking, a fitness proof not approved. */
export function missingParts(form: FormState | null, needs: TripNeeds): FormPart[] {
  const missing: FormPart[] = [];
  if (!form?.emergencyName || !form.emergencyPhone) missing.push("emergency");
  if (!form?.medicalDeclaredAt) missing.push("medical");
  if (!form?.undertakingId || !form.undertakingCurrent) missing.push("undertaking");
  if (needs.permitIdRequired && (!form?.idType || !form.idNumber)) missing.push("permit_id");
  if (needs.fitnessProofRequired && form?.fitnessStatus !== "approved") missing.push("fitness");
  return missing;
}

/** An ID number's shape by type, spaces ignored: what a permit office will accept. */
const ID_NUMBER_PATTERNS: Record<IdType, RegExp> = {
  aadhaar: /^[2-9][0-9]{11}$/,
  passport: /^[A-Z][0-9]{7}$/,
  driving_licence: /^[A-Z]{2}[0-9A-Z-]{6,16}$/,
  voter_id: /^[A-Z]{3}[0-9]{7}$/,
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
};

export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s]/g, "").toUpperCase();
}

// The Verhoeff check digit UIDAI puts last in every Aadhaar number: a mistyped or swapped digit fails it.
const VERHOEFF_MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, index) => {
    check = VERHOEFF_MULTIPLY[check]![VERHOEFF_PERMUTE[index % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

export function idNumberProblem(type: IdType, value: string): string | null {
  const number = normaliseIdNumber(value);
  const valid = ID_NUMBER_PATTERNS[type].test(number) && (type !== "aadhaar" || verhoeffValid(number));
  return valid ? null : `This does not look like a ${ID_TYPE_LABELS[type]} number. Check it against the card.`;
}

/**
 * An ID number as it is shown, to the traveller and to staff alike: its last four characters only
 * (the Aadhaar (Data Security) Regulations 2016 ask this of Aadhaar numbers; other IDs follow, as a
 * stolen screen should not give a passport number either). The whole number only through
 * adminRevealIdNumber (docs/api.md, "Personal data").
 */
export function maskIdNumber(type: string | null, number: string): string {
  const lastFour = number.slice(-4);
  if (type === "aadhaar") return `XXXX XXXX ${lastFour}`;
  return `${"X".repeat(Math.max(number.length - 4, 0))}${lastFour}`;
}

/** Free texts of the medical declaration: at most this long each. */
export const MEDICAL_TEXT_MAX = 1_000;

/** Uploads: a photo or a PDF, at most 5 MB. */
export const FITNESS_PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const FITNESS_PROOF_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export type FitnessProofType = (typeof FITNESS_PROOF_TYPES)[number];

/** The file's type by its first bytes (never by its name or the browser's word), or null. */
export function sniffFitnessProof(bytes: Uint8Array): FitnessProofType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0xff, 0xd8, 0xff)) return "image/jpeg";
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return "image/webp";
  }
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return "application/pdf";
  return null;
}
