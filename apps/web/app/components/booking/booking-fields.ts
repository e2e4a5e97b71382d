// What the booking screens (/pay and the dashboard's cards) read of a booking, in one fragment.
import { graphql } from "../../graphql/generated/gql.ts";

export const BookingFieldsFragment = graphql(`
  fragment BookingFields on Booking {
    id
    reference
    status
    status_text
    hold_expires_at
    trip {
      id
      name
      slug
    }
    package {
      id
      name
    }
    departure {
      id
      start_date
      end_date
    }
    participants {
      first_name
      last_name
      phone
    }
    traveller_count
    price_per_person_paise
    subtotal_paise
    gst_percent
    gst_paise
    total_paise
    paid_paise
    due_paise
  }
`);
