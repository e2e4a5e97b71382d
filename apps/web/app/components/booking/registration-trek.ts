// What the registration screens load of a trip: the packages and departures with their prices (the
// trek page's price rule), the trip type (its GST rate) and the age limits (the traveller rule).
import { graphql } from "../../graphql/generated/gql.ts";

export const RegistrationTrekFields = graphql(`
  fragment RegistrationTrekFields on Trek {
    id
    slug
    name
    type
    min_age
    max_age
    packages {
      id
      name
      price
      original_price
      discount_name
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
  }
`);
