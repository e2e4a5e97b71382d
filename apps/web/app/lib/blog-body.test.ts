import { describe, expect, it } from "vitest";
import { parseBody } from "./blog-body.ts";

describe("parseBody", () => {
  it("splits paragraphs on blank lines and turns '## ' blocks into headings", () => {
    const body =
      "We left Leh at dawn.\n\n## Day one: Kargil\n\nThe road climbs.\nIt keeps climbing.\n\n\n## Day two\n\nZanskar.";
    expect(parseBody(body)).toEqual([
      { kind: "paragraph", text: "We left Leh at dawn." },
      { kind: "heading", text: "Day one: Kargil", id: "day-one-kargil" },
      { kind: "paragraph", text: "The road climbs. It keeps climbing." },
      { kind: "heading", text: "Day two", id: "day-two" },
      { kind: "paragraph", text: "Zanskar." },
    ]);
  });

  it("accepts a heading directly above its paragraph and Windows line ends", () => {
    expect(parseBody("## Packing\r\nLayers, always.")).toEqual([
      { kind: "heading", text: "Packing", id: "packing" },
      { kind: "paragraph", text: "Layers, always." },
    ]);
  });

  it("gives repeated headings distinct anchors and ignores empty blocks", () => {
    const blocks = parseBody("## Tips\n\n  \n\n## Tips\n\ntext");
    expect(blocks.filter((block) => block.kind === "heading").map((block) => block.id)).toEqual(["tips", "tips-2"]);
    expect(blocks).toHaveLength(3);
  });

  it("keeps a '##' inside a paragraph as text", () => {
    expect(parseBody("Room ## 4 was cold.")).toEqual([{ kind: "paragraph", text: "Room ## 4 was cold." }]);
  });
});
