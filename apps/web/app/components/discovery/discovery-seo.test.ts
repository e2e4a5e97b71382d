import { describe, expect, it } from "vitest";
import { activityProductJsonLd, breadcrumbJsonLd, faqJsonLd, itemListJsonLd } from "./discovery-seo.ts";

const origin = "https://parvat.example";

describe("discovery JSON-LD", () => {
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Kashmir", path: "/kashmir" },
      ]),
    ).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home", item: "https://parvat.example/" },
        { position: 2, name: "Kashmir", item: "https://parvat.example/kashmir" },
      ],
    });
  });

  it("continues a list's numbering on later pages", () => {
    const list = itemListJsonLd(origin, "Group trips", [{ name: "Spiti", path: "/tours/spiti" }], 12);
    expect(list).toMatchObject({
      numberOfItems: 1,
      itemListElement: [{ position: 13, url: "https://parvat.example/tours/spiti" }],
    });
  });

  it("leaves out an FAQ page without questions", () => {
    expect(faqJsonLd([])).toEqual([]);
    expect(faqJsonLd([{ question: "Q?", answer: "A." }])[0]).toMatchObject({
      "@type": "FAQPage",
      mainEntity: [{ name: "Q?", acceptedAnswer: { text: "A." } }],
    });
  });

  it("offers an activity in rupees", () => {
    expect(
      activityProductJsonLd(origin, {
        name: "Dhow cruise",
        description: "Dinner on the water.",
        path: "/activities/dhow",
        price: 3299,
        images: ["/media/1/abc/1080.webp"],
        sku: "activity-7",
      }),
    ).toMatchObject({
      "@type": "Product",
      image: ["https://parvat.example/media/1/abc/1080.webp"],
      offers: { "@type": "Offer", price: 3299, priceCurrency: "INR", url: "https://parvat.example/activities/dhow" },
    });
  });
});
