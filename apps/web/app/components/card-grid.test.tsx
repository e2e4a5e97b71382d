import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardGridSection } from "./card-grid.tsx";

afterEach(cleanup);

describe("CardGridSection", () => {
  it("shows its heading, one list item per card and what follows the grid", () => {
    render(
      <CardGridSection
        title="Activities nearby"
        items={[
          { id: 1, name: "Desert safari" },
          { id: 2, name: "Dhow cruise" },
        ]}
        renderCard={(item) => <span>{item.name}</span>}
        columns={4}
      >
        <a href="/dubai/things-to-do">Every thing to do in Dubai</a>
      </CardGridSection>,
    );
    expect(screen.getByRole("heading", { name: "Activities nearby" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Desert safari", "Dhow cruise"]);
    expect(screen.getByRole("list").className).toContain("lg:grid-cols-4");
    expect(screen.getByRole("link", { name: "Every thing to do in Dubai" })).toBeTruthy();
  });

  it("leaves the whole section out when there are no cards", () => {
    const { container } = render(
      <CardGridSection title="Activities nearby" items={[] as { slug: string }[]} renderCard={() => null} />,
    );
    expect(container.innerHTML).toBe("");
  });
});
