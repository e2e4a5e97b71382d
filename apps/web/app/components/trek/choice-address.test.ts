import { describe, expect, it } from "vitest";
import { askedChoice, choiceAddress } from "./choice-address.ts";

const asked = (query: string) => askedChoice(new URLSearchParams(query));

describe("the trek page's choice in its address", () => {
  it("sets packageId in the address, keeping everything else", () => {
    expect(choiceAddress("https://parvat.example/tours/kedarkantha-trek", { packageId: 12 })).toBe(
      "/tours/kedarkantha-trek?packageId=12",
    );
    expect(choiceAddress("https://parvat.example/tours/k?packageId=11&utm_source=ig#faqs", { packageId: 12 })).toBe(
      "/tours/k?packageId=12&utm_source=ig#faqs",
    );
  });

  it("writes a chosen date over the form's month, and a party of one as no parameter", () => {
    expect(
      choiceAddress("https://p.example/tours/k?packageId=2&month=2027-01&date=2027-01-09", { date: "2027-02-06" }),
    ).toBe("/tours/k?packageId=2&date=2027-02-06");
    expect(choiceAddress("https://p.example/tours/k?travellers=3", { travellers: 4 })).toBe("/tours/k?travellers=4");
    expect(choiceAddress("https://p.example/tours/k?travellers=2&campaign=winter", { travellers: 1 })).toBe(
      "/tours/k?campaign=winter",
    );
  });

  it("reads the date when it is in the form's month, else the month", () => {
    expect(asked("packageId=2&month=2027-01&date=2027-01-09")).toEqual({
      packageId: "2",
      date: "2027-01-09",
      travellers: 1,
    });
    // Another month chosen: the date still sent is the old month's.
    expect(asked("month=2027-02&date=2027-01-09").date).toBe("2027-02");
    expect(asked("date=2027-01").date).toBe("2027-01");
    expect(asked("month=2027-02").date).toBe("2027-02");
  });

  it("ignores what is not a date, a month or a count", () => {
    expect(asked("date=tomorrow&month=soon&travellers=many")).toEqual({ packageId: null, date: null, travellers: 1 });
    expect(asked("travellers=3").travellers).toBe(3);
  });
});
