import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { answerRequests } from "../admin-test-kit.ts";
import { AddOnForm, addOnFormValues, addOnInput, NEW_ADD_ON } from "./add-on-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("addOnInput", () => {
  it("sends rupees as integer paise, sizes as a list, and an empty stock as no limit", () => {
    const result = addOnInput(4, null, {
      ...NEW_ADD_ON,
      name: " Backpack offloading ",
      price: "1,250.50",
      pricing: "per_traveller_day",
      gstPercent: "5",
      sizes: "",
      stock: "",
      closesDaysBefore: "3",
    });
    expect(result).toEqual({
      ok: true,
      input: {
        trekId: 4,
        name: "Backpack offloading",
        description: "",
        pricePaise: 125_050,
        pricing: "per_traveller_day",
        gstPercent: 5,
        sizes: [],
        stockPerDeparture: null,
        closesDaysBefore: 3,
        active: true,
      },
    });
  });

  it("keeps the id of the add-on being changed", () => {
    const result = addOnInput(4, 9, { ...NEW_ADD_ON, name: "Jacket", price: "0.07", sizes: "S, M ,,L", stock: "6" });
    expect(result).toMatchObject({
      ok: true,
      input: { id: 9, pricePaise: 7, sizes: ["S", "M", "L"], stockPerDeparture: 6 },
    });
  });

  it("says what is wrong with each field, in words a desk understands", () => {
    const result = addOnInput(4, null, {
      ...NEW_ADD_ON,
      name: "J",
      price: "350.505",
      gstPercent: "18.5",
      sizes: "M, M",
      stock: "ten",
      closesDaysBefore: "120",
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "A name is 2 to 80 characters.",
        pricePaise: "Enter the price in rupees, like 350 or 350.50.",
        gstPercent: "Enter the GST rate as a whole percent, like 5 or 18.",
        sizes: "Sizes are 1 to 12 characters each, none repeated.",
        stockPerDeparture: "Enter the stock as a whole number, or leave it empty for no limit.",
        closesDaysBefore: "Sales close 0 to 90 days before the start.",
      },
    });
    expect(addOnInput(4, null, { ...NEW_ADD_ON, name: "Mule", price: "0" })).toMatchObject({
      ok: false,
      errors: { pricePaise: "A price is more than ₹0 and at most ₹1,00,000, to the paisa." },
    });
  });

  it("shows a saved add-on's paise as rupees again", () => {
    const values = addOnFormValues({
      id: 3,
      name: "Jacket",
      description: "",
      price_paise: 35_005,
      pricing: "per_traveller",
      gst_percent: 12,
      sizes: ["M", "L"],
      stock_per_departure: null,
      closes_days_before: 0,
      active: false,
    });
    expect(values).toMatchObject({ price: "350.05", sizes: "M, L", stock: "", gstPercent: "12", active: false });
    expect(addOnInput(1, 3, values)).toMatchObject({ ok: true, input: { pricePaise: 35_005 } });
  });
});

describe("AddOnForm", () => {
  it("marks the fields to correct, says so at once, and sends nothing", async () => {
    const sent = answerRequests();
    render(<AddOnForm trekId={4} onSaved={vi.fn(async () => {})} />);
    type("Name", "Rental jacket");
    type("Price (₹), before GST", "abc");
    fireEvent.click(screen.getByRole("button", { name: "Add the add-on" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Please correct: Price.");
    const price = screen.getByLabelText("Price (₹), before GST");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(price.getAttribute("aria-describedby")).toContain(
      screen.getByText("Enter the price in rupees, like 350 or 350.50.").id,
    );
    expect(document.activeElement).toBe(price);
    expect(sent).toEqual([]);
  });

  it("sends a new add-on with its sizes and stock, then starts empty for the next", async () => {
    const sent = answerRequests({ data: { adminSaveAddOn: { id: 12, name: "Rental jacket" } } });
    const onSaved = vi.fn(async () => {});
    render(<AddOnForm trekId={4} onSaved={onSaved} />);
    type("Name", "Rental jacket");
    type("Description", "A down jacket for the cold nights.");
    type("Price (₹), before GST", "450");
    fireEvent.click(screen.getByRole("radio", { name: "Per traveller per day" }));
    type("GST rate (%)", "12");
    type("Sizes", "S, M, L");
    type("Stock per departure", "8");
    type("Sales close, days before the start", "4");
    fireEvent.click(screen.getByRole("button", { name: "Add the add-on" }));
    expect((await screen.findByRole("status")).textContent).toBe("Rental jacket added.");
    expect(sent).toEqual([
      {
        input: {
          trekId: 4,
          name: "Rental jacket",
          description: "A down jacket for the cold nights.",
          pricePaise: 45_000,
          pricing: "per_traveller_day",
          gstPercent: 12,
          sizes: ["S", "M", "L"],
          stockPerDeparture: 8,
          closesDaysBefore: 4,
          active: true,
        },
      },
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("");
  });

  it("puts the API's refusals beside the fields they name", async () => {
    answerRequests({
      errors: [
        {
          message: "A GST rate is a whole percent from 0 to 28.",
          extensions: {
            code: "BAD_USER_INPUT",
            field: "gstPercent",
            fields: { gstPercent: "Not a GST rate we charge." },
          },
        },
      ],
    });
    render(
      <AddOnForm
        trekId={4}
        addOn={{
          id: 3,
          name: "Mule",
          description: "",
          price_paise: 35_000,
          pricing: "per_traveller_day",
          gst_percent: 18,
          sizes: [],
          stock_per_departure: 6,
          closes_days_before: 2,
          active: true,
        }}
        onSaved={vi.fn(async () => {})}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save Mule" }));
    await waitFor(() => expect(screen.getByText("Not a GST rate we charge.")).toBeTruthy());
    expect(screen.getByRole("alert").textContent).toBe("Please correct: GST rate.");
    expect(screen.getByLabelText("GST rate (%)").getAttribute("aria-invalid")).toBe("true");
  });
});
