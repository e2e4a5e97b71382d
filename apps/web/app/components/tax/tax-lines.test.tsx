import { render, screen, within } from "@testing-library/react";
import { expect, it } from "vitest";
import { TaxLines } from "./tax-lines.tsx";

const lines = [
  {
    sac: "998555",
    description: "Tour operator services",
    gst_percent: 5,
    taxable_paise: 1_095_000,
    cgst_paise: 27_375,
    sgst_paise: 27_375,
    igst_paise: 0,
    total_paise: 1_149_750,
  },
  {
    sac: "996511",
    description: "Backpack offloading",
    gst_percent: 18,
    taxable_paise: 240_000,
    cgst_paise: 21_600,
    sgst_paise: 21_600,
    igst_paise: 0,
    total_paise: 283_200,
  },
];

it("keeps every figure of a line in view on a phone: the code and rate go under the description, their own columns are for wider screens and paper", () => {
  render(<TaxLines lines={lines} intraState />);
  const table = screen.getByRole("table", { name: "One line per GST rate" });
  const headers = within(table).getAllByRole("columnheader");
  expect(headers.map((header) => header.textContent)).toEqual([
    "Description",
    "SAC/HSN",
    "GST",
    "Taxable value",
    "Tax",
    "Total",
  ]);
  // Only the code's and the rate's columns leave a phone's screen; the figures' columns stay on every screen.
  const onPhone = headers.filter((header) => !header.className.split(" ").includes("hidden"));
  expect(onPhone.map((header) => header.textContent)).toEqual(["Description", "Taxable value", "Tax", "Total"]);
  for (const header of [headers[1]!, headers[2]!]) {
    expect(header.className).toContain("sm:table-cell");
    expect(header.className).toContain("print:table-cell");
  }
  const row = within(table).getAllByRole("row")[1]!;
  const cells = within(row).getAllByRole("cell");
  expect(cells[0]!.textContent).toBe("Tour operator servicesSAC/HSN 998555, GST 5%");
  expect(cells[0]!.querySelector("span")!.className).toContain("sm:hidden");
  expect(cells.slice(2).map((cell) => cell.textContent)).toEqual(["5%", "₹10,950", "₹547.50", "₹11,497.50"]);
});
