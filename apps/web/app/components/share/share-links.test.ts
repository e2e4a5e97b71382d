import { describe, expect, it } from "vitest";
import { shareUrl, whatsappShareLink } from "./share-links.ts";

describe("shareUrl", () => {
  it.each([
    ["/tours/kedarkantha-trek", "https://parvat.example/tours/kedarkantha-trek"],
    ["activities/desert-safari", "https://parvat.example/activities/desert-safari"],
  ])("makes %s a public address", (path, expected) => {
    expect(shareUrl("https://parvat.example", path)).toBe(expected);
  });
});

describe("whatsappShareLink", () => {
  it("opens WhatsApp with the name and the address, to be sent to anyone", () => {
    const link = new URL(whatsappShareLink("Kedarkantha Trek & more", "https://parvat.example/tours/k?packageId=2"));
    expect(link.origin + link.pathname).toBe("https://wa.me/");
    expect(link.searchParams.get("text")).toBe("Kedarkantha Trek & more: https://parvat.example/tours/k?packageId=2");
  });
});
