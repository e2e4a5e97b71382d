// The whole data model, one file per area under schema/; this file only gathers them for
// drizzle-kit (drizzle.config.ts), for relations.ts and for `@parvat/db/schema`. GraphQL exposes
// SPEC.md's snake_case names. A new area gets its file and one line here.
export * from "./schema/accounts.ts";
export * from "./schema/admin.ts";
export * from "./schema/bookings.ts";
export * from "./schema/campaigns.ts";
export * from "./schema/catalog.ts";
export * from "./schema/content.ts";
export * from "./schema/enquiries.ts";
export * from "./schema/jobs.ts";
export * from "./schema/media.ts";
export * from "./schema/messages.ts";
export * from "./schema/payments.ts";
export * from "./schema/personal-data.ts";
export * from "./schema/reviews.ts";
export * from "./schema/saved-trips.ts";
export * from "./schema/tax.ts";
export * from "./schema/trail.ts";
export * from "./schema/trip-changes.ts";
export * from "./schema/waitlist.ts";
