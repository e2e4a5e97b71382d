// The schema: the builder plus every area. Adding an area means adding its import here.
import { builder } from "./builder.ts";
import { markSuccessfulMutations } from "./http/content-changes.ts";
import { guardAdminOperations } from "./staff/staff-guard.ts";
import "./media/image.ts";
import "./catalog/trek.ts";
import "./catalog/destination.ts";
import "./catalog/faq.ts";
import "./catalog/campsite.ts";
import "./catalog/attraction.ts";
import "./catalog/activity.ts";
import "./catalog/listing.ts";
import "./catalog/review-card.ts";
import "./catalog/review-summary.ts";
import "./search/search.ts";
import "./content/team-members.ts";
import "./content/job-openings.ts";
import "./content/blog-posts.ts";
import "./content/creators.ts";
import "./newsletter/newsletter-fields.ts";
import "./inquiries/inquiry-fields.ts";
import "./quotations/quotation-fields.ts";
import "./accounts/account-fields.ts";
import "./bookings/booking-fields.ts";
import "./waitlist/waitlist-fields.ts";
import "./campaigns/campaign-fields.ts";
import "./payments/payment-fields.ts";
import "./payments/payment-link-fields.ts";
import "./trip-changes/trip-change-fields.ts";
import "./trip-changes/trip-desk-fields.ts";
import "./saved-trips/saved-trip-fields.ts";
import "./admin/audit-fields.ts";
import "./admin/admin-today-fields.ts";
import "./admin/admin-payment-alert-fields.ts";
import "./admin/admin-departure-fields.ts";
import "./admin/admin-booking-fields.ts";
import "./admin/admin-enquiry-fields.ts";
import "./admin/admin-quotation-fields.ts";
// Reviews from travellers who went: the traveller's link, then moderation.
import "./reviews/review-fields.ts";
import "./admin/admin-review-fields.ts";
import "./trail/add-on-fields.ts";
import "./trail/form-fields.ts";
import "./personal-data/personal-data-fields.ts";
import "./personal-data/my-data-fields.ts";
import "./trail/trip-pass-fields.ts";
import "./trail/check-in-fields.ts";
import "./messages/message-fields.ts";
import "./tax/tax-document-fields.ts";
import "./staff/staff-fields.ts";
import "./second-factor/second-factor-fields.ts";

// A mutation that declares it changes public answers clears every copy's caches when it succeeds
// (http/content-changes.ts); the schema refuses a mutation that does not declare it. Every admin
// operation passes its permission check first (staff/staff-guard.ts); the schema refuses one without.
export const schema = guardAdminOperations(markSuccessfulMutations(builder.toSchema()));
