// The trek's JSON-LD for search engines: the trip as a TouristTrip (and a Product, so it can carry offers
// and ratings) with an Offer per open departure, its FAQs, and the breadcrumb trail. The server writes
// it in the page's body (trek-reading.tsx's TrekStructuredData, a part the browser keeps without its
// code): built in <head>'s meta, the browser would build its 27 KB again while the page starts
// (decision 0024).
import { company } from "@parvat/domain/company";
import { effectiveDays } from "@parvat/domain/itinerary";
import { mediaUrl } from "@parvat/domain/media";
import { choosePackage, departurePrice, seatStatus } from "@parvat/domain/trek-pricing";
import { destinationPath, tripPath } from "../../lib/paths.ts";
import { absoluteUrl } from "../../lib/seo.ts";
import { groupFaqs } from "./faq-groups.ts";
import type { Trek } from "./trek-fields.ts";
/**
 * The trek's JSON-LD objects. `today` is the business date the prices are quoted on: each offer is
 * valid from it until departure.
 */
export function trekJsonLd(trek: Trek, origin: string, today: string): Record<string, unknown>[] {
  const url = absoluteUrl(origin, tripPath(trek.slug));
  const mainPackage = choosePackage(trek.packages);
  const images = trek.images.slice(0, 5).map((image) => absoluteUrl(origin, mediaUrl(image, 1080, "webp")));
  const offers = mainPackage
    ? trek.events.flatMap((event) => {
        const price = departurePrice(mainPackage, event);
        if (price === null) return [];
        return [
          {
            "@type": "Offer",
            name: `${mainPackage.name}, departing ${event.start_date}`,
            url,
            price,
            priceCurrency: "INR",
            availability:
              seatStatus(event.available_seats) === "few"
                ? "https://schema.org/LimitedAvailability"
                : "https://schema.org/InStock",
            validFrom: today,
            validThrough: event.start_date,
            inventoryLevel: { "@type": "QuantitativeValue", value: event.available_seats },
          },
        ];
      })
    : [];
  const trip: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": ["TouristTrip", "Product"],
    "@id": `${url}#trip`,
    name: trek.name,
    description: trek.meta_description || trek.tagline,
    url,
    image: images,
    sku: trek.code,
    brand: { "@type": "Brand", name: company.name },
    provider: { "@type": "TravelAgency", name: company.name, url: origin || undefined, telephone: company.phone },
    touristType: trek.type === "trek" ? "Trekkers" : "Travellers",
  };
  if (mainPackage && mainPackage.schedules.length > 0) {
    trip.itinerary = {
      "@type": "ItemList",
      numberOfItems: mainPackage.schedules.length,
      itemListElement: mainPackage.schedules.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        description: item.brief,
      })),
    };
    trip.duration = `P${effectiveDays(mainPackage.schedules)}D`;
  }
  if (offers.length > 0) trip.offers = offers;
  if (trek.review_count > 0 && trek.average_rating !== null) {
    trip.aggregateRating = {
      "@type": "AggregateRating",
      ratingValue: trek.average_rating,
      reviewCount: trek.review_count,
      bestRating: 5,
      worstRating: 1,
    };
    trip.review = trek.reviews.slice(0, 5).map((review) => ({
      "@type": "Review",
      author: { "@type": "Person", name: review.user_name },
      datePublished: review.publish_date,
      reviewBody: review.review,
      reviewRating: { "@type": "Rating", ratingValue: review.star_rating, bestRating: 5, worstRating: 1 },
    }));
  }

  const crumbs = [{ name: "Home", path: "/" }];
  const destination = trek.destinations[0];
  if (destination) crumbs.push({ name: destination.name, path: destinationPath(destination.slug) });
  crumbs.push({ name: trek.name, path: tripPath(trek.slug) });
  const breadcrumb = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };

  const objects: Record<string, unknown>[] = [trip, breadcrumb];
  if (trek.faqs.length > 0) {
    objects.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: groupFaqs(trek.faqs).flatMap((group) =>
        group.faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faq.answer },
        })),
      ),
    });
  }
  return objects;
}
