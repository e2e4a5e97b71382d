// Everything the trek page shows, as one fragment: the page's components take its generated type, the
// live ones the part of it the browser is sent (trekOnPage).
import { effectiveDays } from "@parvat/domain/itinerary";
import { graphql } from "../../graphql/generated/gql.ts";
import type { TrekPageFieldsFragment } from "../../graphql/generated/graphql.ts";

export const trekPageFields = graphql(`
  fragment TrekPageFields on Trek {
    id
    slug
    name
    type
    code
    meta_title
    meta_description
    tagline
    description
    about
    imp_update
    brochure
    altitude
    difficulty
    length
    location
    min_age
    max_age
    booking_amount_per_person
    balance_due_days
    discount_slider
    discount_availed
    discount_total
    discount_days_passed
    tips
    video
    days_separate
    package_title
    sub_package_title
    updated_at
    review_count
    average_rating
    campsite {
      name
      slug
      policies {
        title
        body
      }
    }
    phone_number {
      number
      is_whatsapp
    }
    destinations {
      slug
      name
    }
    images {
      ...ImageFields
    }
    videos {
      id
      title
      url
    }
    packages {
      id
      name
      description
      price
      original_price
      discount_name
      start_day
      end_day
      schedules {
        id
        name
        brief
        description
        count_as_day
        image {
          ...ImageFields
        }
      }
      property_infos {
        id
        name
        number_of_nights
        hide_hotel_name
        type
        properties {
          id
          name
          meals
          room_type
          show_property_details
          location
          star_category
          check_in_time
          check_out_time
          description
          distance
          images {
            id
            tag
            image {
              ...ImageFields
            }
          }
        }
      }
    }
    events {
      id
      start_date
      end_date
      available_seats
      prices {
        package_id
        enabled
        price
      }
    }
    full_departures {
      id
      start_date
      waiting
    }
    includes {
      id
      kind
      name
      description
      excluded_package
    }
    instructions {
      id
      name
      description
    }
    faqs {
      id
      question
      answer
      group {
        id
        name
        order
      }
    }
    reviews(sort: $reviewSort) {
      id
      review
      star_rating
      publish_date
      user_name
      went_on
      reply
      user_photo {
        ...ImageFields
      }
      images {
        ...ImageFields
      }
    }
    review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {
      id
      user_name
      images {
        ...ImageFields
      }
    }
    attractions {
      id
      slug
      name
      brief
      image {
        ...ImageFields
      }
    }
  }
`);

export type Trek = TrekPageFieldsFragment;
export type TrekPackage = Trek["packages"][number];
export type TrekEvent = Trek["events"][number];

/**
 * What the trek page's live parts read (the header, the gallery, the booking card, the price bar, the
 * section links, the videos): all the browser is sent with a document (decision 0024). The reading
 * (itinerary, stays, inclusions, policies, FAQs, reviews) is HTML the browser keeps without its code;
 * its data stays with the server's render unless the page must render it itself.
 */
export function trekOnPage(trek: Trek) {
  return {
    id: trek.id,
    slug: trek.slug,
    name: trek.name,
    tagline: trek.tagline,
    meta_title: trek.meta_title,
    meta_description: trek.meta_description,
    location: trek.location,
    review_count: trek.review_count,
    average_rating: trek.average_rating,
    discount_slider: trek.discount_slider,
    discount_availed: trek.discount_availed,
    discount_total: trek.discount_total,
    discount_days_passed: trek.discount_days_passed,
    package_title: trek.package_title,
    sub_package_title: trek.sub_package_title,
    phone_number: trek.phone_number,
    destinations: trek.destinations,
    images: trek.images,
    video: trek.video,
    videos: trek.videos,
    events: trek.events,
    full_departures: trek.full_departures,
    packages: trek.packages.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      price: pkg.price,
      original_price: pkg.original_price,
      discount_name: pkg.discount_name,
      days: effectiveDays(pkg.schedules),
      hasStays: pkg.property_infos.length > 0,
    })),
    /** Which of the reading's sections the page has, for its section links. */
    reading: {
      inclusions: trek.includes.length > 0,
      preparation: trek.instructions.length > 0 || Boolean(trek.tips),
      policies: trek.campsite.policies.length > 0,
      faqs: trek.faqs.length > 0,
      travellerPhotos: trek.review_photos.length > 0,
    },
  };
}

export type TrekOnPage = ReturnType<typeof trekOnPage>;
export type PackageOnPage = TrekOnPage["packages"][number];
