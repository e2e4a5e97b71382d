// Which columns of a traveller's form are sealed (personal-data-cipher.ts), and their sealing and
// opening as a row is written and read. Only the code here sees both sides: everything that writes a
// form seals through sealFormAnswers, everything that shows one opens through openFormAnswers.
import type { travellerForms } from "@parvat/db/schema";
import { openBytes, openText, personalDataKeys, placeOf, sealBytes, sealText } from "./personal-data-cipher.ts";

/** The sealed columns, by their field name and their column name (the additional data names the column). */
export const SEALED_FORM_COLUMNS = {
  emergencyName: "emergency_name",
  emergencyPhone: "emergency_phone",
  emergencyRelation: "emergency_relation",
  medicalConditions: "medical_conditions",
  medicines: "medicines",
  allergies: "allergies",
  medicalNotes: "medical_notes",
  idNumber: "id_number",
} as const;
export type SealedFormField = keyof typeof SEALED_FORM_COLUMNS;
export const SEALED_FORM_FIELDS = Object.keys(SEALED_FORM_COLUMNS) as SealedFormField[];

type FormRow = typeof travellerForms.$inferSelect;
type SealedValues = Partial<Record<SealedFormField, string | null>>;

export const formPlace = (formId: number, field: SealedFormField) =>
  placeOf("traveller_forms", SEALED_FORM_COLUMNS[field], formId);

export const fitnessFilePlace = (name: string) => placeOf("fitness_proof_files", "content", name);

/** The sealed columns among `changes` sealed for form `formId`; the other columns as given. */
export function sealFormAnswers<Changes extends SealedValues>(formId: number, changes: Changes): Changes {
  const ring = personalDataKeys();
  const sealed: Record<string, unknown> = { ...changes };
  for (const field of SEALED_FORM_FIELDS) {
    const value = changes[field];
    if (typeof value === "string") sealed[field] = sealText(ring, value, formPlace(formId, field));
  }
  return sealed as Changes;
}

/** The row with its sealed columns opened; throws PersonalDataError for a value that does not open. */
export function openFormAnswers<Row extends Pick<FormRow, "id"> & SealedValues>(row: Row): Row {
  const ring = personalDataKeys();
  const opened: Record<string, unknown> = { ...row };
  for (const field of SEALED_FORM_FIELDS) {
    const value = row[field];
    if (typeof value === "string") opened[field] = openText(ring, value, formPlace(row.id, field));
  }
  return opened as Row;
}

export function sealFitnessFile(name: string, content: Uint8Array): Buffer {
  return sealBytes(personalDataKeys(), content, fitnessFilePlace(name));
}

export function openFitnessFile(name: string, content: Uint8Array): Buffer {
  return openBytes(personalDataKeys(), content, fitnessFilePlace(name));
}
