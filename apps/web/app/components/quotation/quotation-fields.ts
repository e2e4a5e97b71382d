// Everything the traveller's quotation page shows, shared by that page and the back office's preview
// (which shows a quotation exactly as the traveller will see it).
import { graphql } from "../../graphql/generated/gql.ts";

export const quotationViewFields = graphql(`
  fragment QuotationViewFields on Quotation {
    slug
    name
    trip_title
    trip_subtitle
    expiry_date
    expired
    accepted
    accepted_property_group_id
    duration
    pax
    meals
    rooms
    stay_details
    travel_date
    travel_details
    travel_comments
    inclusions
    exclusions
    show_price_for
    booking_amount
    discount_name
    price_note
    know_before_you_book
    price_inclusive_of_taxes
    airport_transfer
    private_vehicle_siteseeing
    sic_vehicle
    travelling_data {
      from
      to
      mode
    }
    extrabeds
    exclusive_adult_extrabed
    flight {
      included
      price
      note
    }
    train {
      included
      price
      note
    }
    bus {
      included
      price
      note
    }
    visa {
      included
      price
      note
    }
    enquiry_slug
    phone_number {
      number
    }
    planner {
      first_name
      last_name
      avatar {
        ...ImageFields
      }
    }
    campsite {
      name
      type
      policies {
        title
        body
      }
    }
    images {
      ...ImageFields
    }
    days {
      day_number
      title
      description
      activities {
        name
        slug
        included
        price
        price_for
      }
      attractions {
        name
        included
      }
    }
    property_groups {
      id
      name
      is_selected
      price
      properties {
        name
        location
        star_category
        meals
        room_type
        days_detail
      }
    }
  }
`);
