// A movement of money on Today (a payment received or a refund paid), as both of its lists ask for it.
import { graphql } from "../../graphql/generated/gql.ts";

export const AdminTodayMovementFields = graphql(`
  fragment AdminTodayMovement on AdminTodayPayment {
    id
    kind
    booking_id
    booking_reference
    amount_paise
    method
    provider
    at
  }
`);
