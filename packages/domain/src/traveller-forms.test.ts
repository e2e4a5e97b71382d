import { describe, expect, it } from "vitest";
import { idNumberProblem, maskIdNumber, missingParts, sniffFitnessProof, verhoeffValid } from "./traveller-forms.ts";

const complete = {
  emergencyName: "Kiran Rao",
  emergencyPhone: "+919876543210",
  medicalDeclaredAt: "2026-11-01T10:00:00Z",
  undertakingId: 1,
  undertakingCurrent: true,
  idType: "passport",
  idNumber: "K1234567",
  fitnessStatus: "approved" as const,
};

describe("what a traveller still has to give", () => {
  it("lists every part of a form never opened, the trip's own parts included", () => {
    expect(missingParts(null, { permitIdRequired: true, fitnessProofRequired: true })).toEqual([
      "emergency",
      "medical",
      "undertaking",
      "permit_id",
      "fitness",
    ]);
  });

  it("counts an older undertaking and a proof not yet approved as missing", () => {
    const form = { ...complete, undertakingCurrent: false, fitnessStatus: "pending" as const };
    expect(missingParts(form, { permitIdRequired: false, fitnessProofRequired: true })).toEqual([
      "undertaking",
      "fitness",
    ]);
    expect(missingParts(complete, { permitIdRequired: true, fitnessProofRequired: true })).toEqual([]);
  });
});

describe("ID numbers", () => {
  it("accepts numbers in their printed shape, spaces and case ignored", () => {
    expect(idNumberProblem("aadhaar", "2345 6789 0124")).toBeNull();
    expect(idNumberProblem("pan", "abcde1234f")).toBeNull();
    expect(idNumberProblem("passport", "12345678")).toMatch(/Passport/);
  });

  it("refuses an Aadhaar number whose last digit is not its Verhoeff check digit", () => {
    expect(verhoeffValid("2363")).toBe(true);
    expect(verhoeffValid("2364")).toBe(false);
    expect(idNumberProblem("aadhaar", "2345 6789 0123")).toMatch(/Aadhaar/);
    // Two neighbouring digits swapped: the mistake the check digit is made to catch.
    expect(idNumberProblem("aadhaar", "2345 6789 1024")).toMatch(/Aadhaar/);
  });

  it("shows only the last four characters: an Aadhaar number as UIDAI prints it masked", () => {
    expect(maskIdNumber("aadhaar", "234567890124")).toBe("XXXX XXXX 0124");
    expect(maskIdNumber("passport", "Z1234567")).toBe("XXXX4567");
  });
});

describe("uploads", () => {
  it("knows a file by its first bytes, not its name", () => {
    expect(sniffFitnessProof(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBe("application/pdf");
    expect(sniffFitnessProof(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffFitnessProof(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });
});
