// What a traveller's form says about its parts: what is done, what is still to do, and what waits for our
// team (a fitness proof uploaded and not yet checked is not the traveller's to do again). After a save, it
// names exactly what was stored and what was not, and why (medical answers count only with the box ticked).
import { FORM_PART_LABELS, type FormPart } from "@parvat/domain/traveller-forms";

const label = (part: string) => FORM_PART_LABELS[part as FormPart] ?? part;
const list = (parts: readonly string[]) => parts.map(label).join(", ");

/** The parts still the traveller's to do: a proof waiting for our check is left out. */
export function partsToDo(missing: readonly string[], fitnessStatus: string): string[] {
  return missing.filter((part) => !(part === "fitness" && fitnessStatus === "pending"));
}

/** The line at the top of the form: what is left, and what waits for our team. */
export function progressLine(missing: readonly string[], fitnessStatus: string): string {
  if (missing.length === 0) return "Everything is done. You can come back to change it until the trip ends.";
  const toDo = partsToDo(missing, fitnessStatus);
  const waiting = missing.includes("fitness") && fitnessStatus === "pending";
  return [
    toDo.length > 0 ? `Still to do: ${list(toDo)}.` : "Nothing is left for you to do.",
    waiting ? "Fitness proof: uploaded, our team will check it." : "",
  ]
    .filter(Boolean)
    .join(" ");
}

export interface SaveNotice {
  kind: "done" | "warning";
  text: string;
}

/**
 * What a save stored, said part by part: `sent` the parts the form sent, `missingAfter` what the server
 * says is missing now; medical answers typed without the declaration ticked are not sent, and said so.
 */
export function saveNotice({
  sent,
  missingAfter,
  fitnessStatus,
  medicalTypedNotDeclared,
}: {
  sent: readonly FormPart[];
  missingAfter: readonly string[];
  fitnessStatus: string;
  medicalTypedNotDeclared: boolean;
}): SaveNotice {
  const saved = sent.filter((part) => !missingAfter.includes(part));
  const toDo = partsToDo(missingAfter, fitnessStatus);
  const sentences = [
    saved.length > 0 ? `Saved: ${list(saved)}.` : "Nothing new was saved.",
    medicalTypedNotDeclared
      ? "Your medical answers were not saved: tick “My answers are complete and true” and save again."
      : "",
    toDo.length > 0 ? `Still to do: ${list(toDo)}.` : "Nothing is left for you to do.",
  ];
  return { kind: medicalTypedNotDeclared ? "warning" : "done", text: sentences.filter(Boolean).join(" ") };
}
