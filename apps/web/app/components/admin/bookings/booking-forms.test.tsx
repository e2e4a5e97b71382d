import { describe, expect, it } from "vitest";
import { rupeesToPaiseInput } from "./booking-forms.tsx";

describe("rupeesToPaiseInput", () => {
  it("reads rupees as the desk types them, to the paisa, without floating-point drift", () => {
    expect(rupeesToPaiseInput("6000")).toBe(600_000);
    expect(rupeesToPaiseInput("1,23,456.5")).toBe(12_345_650);
    expect(rupeesToPaiseInput(" 0.07 ")).toBe(7);
    expect(rupeesToPaiseInput("1234.56")).toBe(123_456);
    expect(rupeesToPaiseInput("0")).toBe(0);
  });

  it("refuses what is not an amount", () => {
    for (const input of ["", "abc", "-5", "1.234", "1e3", "₹500"]) expect(rupeesToPaiseInput(input), input).toBeNull();
  });
});
