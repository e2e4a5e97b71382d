import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StarRating } from "./star-rating.tsx";

afterEach(cleanup);

describe("StarRating", () => {
  it("reads the rating out in words and fills the stars to it", () => {
    render(<StarRating rating={4.5} />);
    const rating = screen.getByRole("img", { name: "4.5 out of 5 stars" });
    // The amber stars are clipped to 90 of the drawing's 100 units: four and a half stars.
    expect(rating.querySelector("svg svg")?.getAttribute("width")).toBe("90");
    expect(rating.querySelectorAll("svg")).toHaveLength(2);
  });

  it("keeps a rating out of range inside the five stars", () => {
    render(<StarRating rating={7} />);
    expect(screen.getByRole("img", { name: "7 out of 5 stars" }).querySelector("svg svg")?.getAttribute("width")).toBe(
      "100",
    );
  });
});
