// Everything the trek page shows, as one fragment: the page's components take its generated type.
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
