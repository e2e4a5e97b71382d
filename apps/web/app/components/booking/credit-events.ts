// The dashboard's bookings and its trip credit panel load separately; a change to a booking that moves
// credit (cancelled for credit, moved to a cheaper date, a cancelled departure's credit) tells the panel.
export const CREDIT_CHANGED_EVENT = "parvat:credit-changed";
