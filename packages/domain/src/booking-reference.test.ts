import { describe, expect, it } from "vitest";
import { bookingReferencePrefixes } from "./booking-reference.ts";

describe("bookingReferencePrefixes", () => {
  it("reads a reference as it is typed: any case, spaces, with or without PJ-", () => {
    expect(bookingReferencePrefixes("PJ-7K3M9Q")).toEqual(["PJ-7K3M9Q%"]);
    expect(bookingReferencePrefixes(" pj 7k3 ")).toEqual(["PJ-7K3%", "PJ7K3%"]);
    expect(bookingReferencePrefixes("7k3m")).toEqual(["PJ-7K3M%", "7K3M%"]);
    expect(bookingReferencePrefixes("p")).toEqual(["PJ-P%", "P%"]);
  });

  it("refuses what a reference cannot hold, so no LIKE wildcard reaches a query", () => {
    for (const typed of ["", "PJ-7K%", "7K_3", "PJ--7", "-", "PJ-7K3M9Q-EXTRA"]) {
      expect(bookingReferencePrefixes(typed), typed).toBeNull();
    }
  });
});
