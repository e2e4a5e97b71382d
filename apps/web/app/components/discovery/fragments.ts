// The fields each discovery card needs, shared by every page that shows one. A trip card's next
// departure is selected by each query itself, because listings ask for it within a month.
import { graphql } from "../../graphql/generated/gql.ts";

export const tripCardFields = graphql(`
  fragment TripCardFields on ListingCard {
    id
    slug
    title
    tagline
    type
    difficulty
    location
    duration_days
    price
    original_price
    discount_name
    review_count
    average_rating
    images {
      ...ImageFields
    }
  }
`);

export const activityCardFields = graphql(`
  fragment ActivityCardFields on Activity {
    id
    slug
    name
    brief
    duration
    duration_minutes
    location
    price
    original_price
    price_for
    discount_name
    cover_image {
      ...ImageFields
    }
  }
`);

export const attractionCardFields = graphql(`
  fragment AttractionCardFields on Attraction {
    id
    slug
    name
    brief
    location
    image {
      ...ImageFields
    }
  }
`);
