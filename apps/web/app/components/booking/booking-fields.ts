// What the booking screens (/pay, /payment/{groupId} and the dashboard's cards) read of a booking, in
// one fragment: the booking, its money, its ledger (payments with their receipts, refunds) and what
// can be done with it (pay, or cancel with the refund quoted).
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
    quotation {
      slug
      enquiry_slug
    }
    participants {
      first_name
      last_name
      phone
    }
    traveller_count
    price_per_person_paise
    subtotal_paise
    discount_paise
    campaign_name
    gst_percent
    gst_paise
    gst_included
    add_ons_paise
    add_ons {
      add_on_id
      name
      size
      quantity
      gst_percent
      total_paise
    }
    total_paise
    paid_paise
    due_paise
    received_paise
    refunded_paise
    refunding_paise
    booking_amount_paise
    balance_due_by
    can_pay
    payment_plans
    payments {
      id
      receipt_number
      amount_paise
      method
      captured_at
      provider_payment_id
    }
    abroad
    address_required_from_paise
    billing_details {
      gstin
      legal_name
      address
      state_code
      pan_masked
    }
    invoices {
      id
      number
      kind
      title
      issued_at
      amount_paise
      pdf_url
    }
    refund_status
    refunds {
      id
      amount_paise
      status
      reason_text
      note
      created_at
      processed_at
    }
    cancelled {
      at
      by
      terms
      refund_percent
      paid_paise
      fee_paise
      refund_paise
      credit_paise
      kept_paise
    }
    cancellation {
      refund_paise
      refund_percent
      tier_text
      days_before_departure
    }
    credit_cancellation {
      credit_paise
      fee_paise
      text
    }
    change_fee_paise
    transfers_left
    date_change_blocked
    review {
      path
      written
    }
    credit_available_paise
    departure_cancelled {
      reason
      answer_by
      paid_paise
      credit_offer_paise
      choice
    }
  }
`);
