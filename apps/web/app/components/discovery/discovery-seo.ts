// schema.org JSON-LD for discovery pages: BreadcrumbList everywhere, ItemList on listings,
// FAQPage beside visible FAQs, TouristAttraction on attractions and Product with an Offer on
// activities. pageMeta (lib/seo.ts) writes them into the page's head.
import { company } from "@parvat/domain/company";
import { absoluteUrl } from "../../lib/seo.ts";
import type { Crumb } from "./breadcrumbs.tsx";

type JsonLd = Record<string, unknown>;

export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** The things a listing page shows, in order; `offset` continues the numbering on later pages. */
export function itemListJsonLd(
  origin: string,
  name: string,
  items: readonly { name: string; path: string }[],
  offset = 0,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: offset + index + 1,
      name: item.name,
      url: absoluteUrl(origin, item.path),
    })),
  };
}

/** Only for questions shown on the page itself, as search engines require. */
export function faqJsonLd(faqs: readonly { question: string; answer: string }[]): JsonLd[] {
  if (faqs.length === 0) return [];
  return [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: faqs.map((faq) => ({
        "@type": "Question",
        name: faq.question,
        acceptedAnswer: { "@type": "Answer", text: faq.answer },
      })),
    },
  ];
}

export function touristAttractionJsonLd(
  origin: string,
  attraction: { name: string; description: string; location: string; path: string; images: readonly string[] },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "TouristAttraction",
    name: attraction.name,
    description: attraction.description,
    url: absoluteUrl(origin, attraction.path),
    image: attraction.images.map((image) => absoluteUrl(origin, image)),
    address: { "@type": "PostalAddress", addressLocality: attraction.location },
    isAccessibleForFree: false,
  };
}

export function activityProductJsonLd(
  origin: string,
  activity: {
    name: string;
    description: string;
    path: string;
    price: number;
    images: readonly string[];
    sku: string;
  },
): JsonLd {
  const url = absoluteUrl(origin, activity.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: activity.name,
    description: activity.description,
    sku: activity.sku,
    url,
    image: activity.images.map((image) => absoluteUrl(origin, image)),
    brand: { "@type": "Brand", name: company.name },
    offers: {
      "@type": "Offer",
      url,
      price: activity.price,
      priceCurrency: "INR",
      availability: "https://schema.org/InStock",
      seller: { "@type": "Organization", name: company.name },
    },
  };
}
