import { describe, expect, it } from "vitest";
import { csvCell, MANIFEST_CSV_HEADER, manifestCsv, manifestFileName } from "./manifest-csv.ts";

const traveller = {
  reference: "PJ-7K3M9Q",
  status: "confirmed",
  first_name: "Asha",
  last_name: "Iyer",
  age: 36,
  gender_label: "Female",
  phone: "+919876543210",
  guardian_text: "",
  add_ons_text: "Down jacket M × 1",
  forms_text: "Medical declaration, Fitness proof",
};

describe("manifestCsv", () => {
  it("starts with a byte order mark, ends lines with CRLF and has the header first", () => {
    const csv = manifestCsv([traveller]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      MANIFEST_CSV_HEADER.join(","),
      'PJ-7K3M9Q,Confirmed,Asha,Iyer,36,Female,"=""+919876543210""",,Down jacket M × 1,"Medical declaration, Fitness proof"',
      "",
    ]);
  });

  it("names a child's guardian in the traveller's row", () => {
    const child = { ...traveller, first_name: "Kavya", age: 12, guardian_text: "Asha Iyer (mother)", add_ons_text: "" };
    expect(manifestCsv([child]).split("\r\n")[1]).toBe(
      'PJ-7K3M9Q,Confirmed,Kavya,Iyer,12,Female,"=""+919876543210""",Asha Iyer (mother),,"Medical declaration, Fitness proof"',
    );
  });

  it("quotes commas, quotes and line breaks, and keeps non-Latin names as they are", () => {
    const csv = manifestCsv([{ ...traveller, first_name: 'Ravi "RK"', last_name: "Kumar, Jr.\nII", age: 9 }]);
    expect(csv).toContain('"Ravi ""RK""","Kumar, Jr.\nII",9');
    expect(manifestCsv([{ ...traveller, first_name: "अनन्या" }])).toContain(",अनन्या,");
  });

  it("writes a phone as text the spreadsheet shows unchanged: no apostrophe, no number, no exponent", () => {
    expect(csvCell("+919876543210")).toBe('"=""+919876543210"""');
    expect(csvCell("+14155550123")).toBe('"=""+14155550123"""');
    // Only a whole E.164 number is written as a formula; anything else after a plus is defused.
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell('+919876543210"&cmd')).toBe('"\'+919876543210""&cmd"');
    expect(csvCell("+1+1")).toBe("'+1+1");
  });

  it("defuses cells Excel would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("Meera")).toBe("Meera");
    expect(csvCell(42)).toBe("42");
  });
});

describe("manifestFileName", () => {
  it("names the file by trip and date", () => {
    expect(manifestFileName("Spiti Winter Expedition", "2027-01-09")).toBe(
      "manifest-spiti-winter-expedition-2027-01-09.csv",
    );
    expect(manifestFileName("!!!", "2027-01-09")).toBe("manifest-departure-2027-01-09.csv");
  });
});
