// What the address asks becomes the API's variables, and the count line says what is shown.
import { parseTripListing } from "@parvat/domain/listing";
import { describe, expect, it } from "vitest";
import { activeFilterCount } from "./trip-filters.tsx";
import { listingVariables } from "./trip-listing.server.ts";
import { tripCountLabel } from "./trip-listing.tsx";

const query = (search: string) => parseTripListing(new URLSearchParams(search));

describe("listingVariables", () => {
  it("turns the address into the API's filter, sort and page", () => {
    expect(
      listingVariables(query("type=trek&month=2027-01&days=4-6&price=-15000&difficulty=easy&sort=price-high&page=3")),
    ).toEqual({
      filter: {
        types: ["trek"],
        month: "2027-01",
        min_days: 4,
        max_days: 6,
        min_price: null,
        max_price: 15_000,
        difficulties: ["easy"],
        seasons: null,
        themes: null,
      },
      sort: "PRICE_HIGH",
      limit: 12,
      offset: 24,
      month: "2027-01",
    });
  });

  it("asks for a collection's season and theme", () => {
    expect(listingVariables(query("type=trek&season=winter")).filter).toMatchObject({
      types: ["trek"],
      seasons: ["winter"],
      themes: null,
    });
    expect(listingVariables(query("theme=honeymoon")).filter).toMatchObject({ seasons: null, themes: ["honeymoon"] });
  });

  it("pins the kind of a page about one kind, whatever the address says", () => {
    expect(listingVariables(query("type=trek"), "group-trip").filter.types).toEqual(["group-trip"]);
    expect(listingVariables(query(""), undefined).filter.types).toBeNull();
  });
});

describe("the count line", () => {
  it.each([
    ["", 0, 0, "No trips match"],
    ["", 1, 1, "1 trip"],
    ["", 9, 9, "9 trips"],
    ["", 30, 12, "1 to 12 of 30 trips"],
    ["page=3", 30, 6, "25 to 30 of 30 trips"],
    ["page=9", 30, 0, "30 trips"],
  ])("%s with %d in all and %d shown reads %j", (search, total, shown, label) => {
    expect(tripCountLabel(total, query(search), shown)).toBe(label);
  });

  it("counts the filters, not the sort or the page", () => {
    expect(activeFilterCount(query("type=trek&month=2027-01&sort=price-low&page=2"), true)).toBe(2);
    expect(activeFilterCount(query("type=trek&month=2027-01"), false)).toBe(1);
    expect(activeFilterCount(query("type=trek&season=winter&theme=first-timers"), true)).toBe(3);
  });
});
