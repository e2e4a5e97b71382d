// A departure's manifest as a CSV file that Excel opens as it is meant: UTF-8 with a byte
// order mark (without it Excel reads the file in the machine's code page and garbles Devanagari or
// accented names), CRLF line ends, every field quoted when it holds a comma, quote or line break.
//
// Two kinds of cell start with a formula character, and they are written differently:
// - Text someone typed that starts with = + - @ (or a tab or carriage return), like a name entered as
//   "=HYPERLINK(...)", gets a leading apostrophe: the usual defence against CSV injection (OWASP).
//   The spreadsheet shows the apostrophe, which is right for text that was never meant as a formula.
// - A phone number is data we wrote ourselves, always E.164 ("+919876543210"). An apostrophe would
//   show in every row ("'+919876543210"); left bare, Excel reads "+91..." as a formula and shows
//   919876543210 or 9.19877E+11; quoting the field does not help, since Excel drops the quotes before
//   it guesses the type. So it is written as the text formula ="+919876543210": Excel and Google
//   Sheets show exactly +919876543210, as text, with nothing added (LibreOffice too when its import
//   dialog's "Evaluate formulas" is ticked; otherwise it shows the formula, digits intact). A tab in front would also keep it text, but the tab stays in the value
//   (a lookup or a copy into a dialler then fails). The formula holds nothing but the number itself:
//   only a value that is a whole E.164 number (a plus and 7 to 15 digits) is written this way.
// Made in the browser from the adminManifest answer the page shows, so the two cannot disagree and
// no download link needs the staff member's token (tokens live in local storage, not in cookies).

import { STATUS_LABELS } from "./booking-bits.tsx";

export interface ManifestCsvTraveller {
  reference: string;
  status: string;
  first_name: string;
  last_name: string;
  age: number;
  gender_label: string;
  phone: string;
  /** A child's parent or lawful guardian who consented, in words ("Meera Iyer (mother)"); empty for an adult. */
  guardian_text: string;
  /** The booking's add-ons, on its first traveller's row. */
  add_ons_text: string;
  /** The parts of the traveller's forms still missing. */
  forms_text: string;
}

export const MANIFEST_CSV_HEADER = [
  "Booking",
  "Status",
  "First name",
  "Last name",
  "Age",
  "Gender",
  "Phone",
  "Guardian",
  "Booking add-ons",
  "Forms to do",
] as const;

const BOM = "\uFEFF";

const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** One cell: a phone as text, other formula starts defused, then quoted when it must be (doubling its quotes). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (E164_PHONE.test(text)) text = `="${text}"`;
  else if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function manifestCsv(travellers: readonly ManifestCsvTraveller[]): string {
  const rows = [
    MANIFEST_CSV_HEADER,
    ...travellers.map((t) => [
      t.reference,
      STATUS_LABELS[t.status] ?? t.status,
      t.first_name,
      t.last_name,
      t.age,
      t.gender_label,
      t.phone,
      t.guardian_text,
      t.add_ons_text,
      t.forms_text,
    ]),
  ];
  return `${BOM}${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** "manifest-spiti-winter-expedition-2027-01-09.csv". */
export function manifestFileName(tripName: string, startDate: string): string {
  const slug = tripName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `manifest-${slug || "departure"}-${startDate}.csv`;
}

/** Saves text as a file the browser downloads (an object URL, released once the click is handled). */
export function downloadText(text: string, fileName: string, type = "text/csv;charset=utf-8"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
