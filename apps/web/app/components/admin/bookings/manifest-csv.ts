// A departure's manifest as a CSV file (issue 14) that Excel opens as it is meant: UTF-8 with a byte
// order mark (without it Excel reads the file in the machine's code page and garbles Devanagari or
// accented names), CRLF line ends, every field quoted when it holds a comma, quote or line break.
// A cell that starts with = + - @ (a phone number "+91...", a name someone typed as "=HYPERLINK(...)")
// would be read as a formula: it gets a leading apostrophe, the usual defence against CSV injection,
// which also keeps a phone number's "+" and digits instead of Excel's 9.19877E+11.
// Made in the browser from the adminManifest answer the page shows, so the two cannot disagree and
// no download link needs the staff member's token (tokens live in local storage, not in cookies).

export interface ManifestCsvTraveller {
  reference: string;
  status: string;
  first_name: string;
  last_name: string;
  age: number;
  gender_label: string;
  phone: string;
}

export const MANIFEST_CSV_HEADER = ["Booking", "Status", "First name", "Last name", "Age", "Gender", "Phone"] as const;

const BOM = "\uFEFF";

/** One cell: formula starts defused, then quoted when it must be (doubling its quotes). */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function manifestCsv(travellers: readonly ManifestCsvTraveller[]): string {
  const rows = [
    MANIFEST_CSV_HEADER,
    ...travellers.map((t) => [t.reference, t.status, t.first_name, t.last_name, t.age, t.gender_label, t.phone]),
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
