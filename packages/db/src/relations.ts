// Relations for Drizzle's relational queries (v2). The Pothos drizzle plugin reads them to turn
// one GraphQL selection into one SQL statement.
import { defineRelations } from "drizzle-orm";
import * as schema from "./schema.ts";

export const relations = defineRelations(schema, (r) => ({
  media: {},
  campsites: {
    treks: r.many.treks(),
    attractions: r.many.attractions({
      from: r.campsites.id.through(r.attractionCampsites.campsiteId),
      to: r.attractions.id.through(r.attractionCampsites.attractionId),
    }),
    activities: r.many.activities({
      from: r.campsites.id.through(r.activityCampsites.campsiteId),
      to: r.activities.id.through(r.activityCampsites.activityId),
    }),
  },
  destinations: {
    heroImage: r.one.media({ from: r.destinations.heroImageId, to: r.media.id, optional: false }),
    campsite: r.one.campsites({ from: r.destinations.campsiteId, to: r.campsites.id }),
    treks: r.many.treks({
      from: r.destinations.id.through(r.trekDestinations.destinationId),
      to: r.treks.id.through(r.trekDestinations.trekId),
    }),
    curatedAttractions: r.many.destinationAttractions(),
    curatedActivities: r.many.destinationActivities(),
    faqs: r.many.faqs(),
  },
  destinationAttractions: {
    destination: r.one.destinations({
      from: r.destinationAttractions.destinationId,
      to: r.destinations.id,
      optional: false,
    }),
    attraction: r.one.attractions({
      from: r.destinationAttractions.attractionId,
      to: r.attractions.id,
      optional: false,
    }),
  },
  destinationActivities: {
    destination: r.one.destinations({
      from: r.destinationActivities.destinationId,
      to: r.destinations.id,
      optional: false,
    }),
    activity: r.one.activities({ from: r.destinationActivities.activityId, to: r.activities.id, optional: false }),
  },
  treks: {
    campsite: r.one.campsites({ from: r.treks.campsiteId, to: r.campsites.id, optional: false }),
    phoneNumber: r.one.phoneNumbers({ from: r.treks.phoneNumberId, to: r.phoneNumbers.id }),
    mainPackage: r.one.packages({ from: r.treks.mainPackageId, to: r.packages.id, alias: "main_package" }),
    packages: r.many.packages({ from: r.treks.id, to: r.packages.trekId, alias: "trek_packages" }),
    events: r.many.events(),
    images: r.many.trekImages(),
    videos: r.many.trekVideos(),
    includes: r.many.trekIncludes(),
    instructions: r.many.trekInstructions(),
    faqs: r.many.faqs(),
    reviews: r.many.reviews(),
    attractions: r.many.trekAttractions(),
    destinations: r.many.destinations({
      from: r.treks.id.through(r.trekDestinations.trekId),
      to: r.destinations.id.through(r.trekDestinations.destinationId),
    }),
  },
  trekImages: {
    trek: r.one.treks({ from: r.trekImages.trekId, to: r.treks.id, optional: false }),
    media: r.one.media({ from: r.trekImages.mediaId, to: r.media.id, optional: false }),
  },
  trekVideos: {
    trek: r.one.treks({ from: r.trekVideos.trekId, to: r.treks.id, optional: false }),
  },
  trekIncludes: {
    trek: r.one.treks({ from: r.trekIncludes.trekId, to: r.treks.id, optional: false }),
  },
  trekInstructions: {
    trek: r.one.treks({ from: r.trekInstructions.trekId, to: r.treks.id, optional: false }),
  },
  trekAttractions: {
    trek: r.one.treks({ from: r.trekAttractions.trekId, to: r.treks.id, optional: false }),
    attraction: r.one.attractions({ from: r.trekAttractions.attractionId, to: r.attractions.id, optional: false }),
  },
  faqGroups: {
    faqs: r.many.faqs(),
  },
  faqs: {
    group: r.one.faqGroups({ from: r.faqs.groupId, to: r.faqGroups.id }),
    trek: r.one.treks({ from: r.faqs.trekId, to: r.treks.id }),
    attraction: r.one.attractions({ from: r.faqs.attractionId, to: r.attractions.id }),
    activity: r.one.activities({ from: r.faqs.activityId, to: r.activities.id }),
    destination: r.one.destinations({ from: r.faqs.destinationId, to: r.destinations.id }),
  },
  packages: {
    trek: r.one.treks({ from: r.packages.trekId, to: r.treks.id, optional: false, alias: "trek_packages" }),
    image: r.one.media({ from: r.packages.imageId, to: r.media.id }),
    schedules: r.many.packageSchedules(),
    propertyInfos: r.many.propertyInfos(),
    eventPrices: r.many.eventPrices(),
  },
  packageSchedules: {
    package: r.one.packages({ from: r.packageSchedules.packageId, to: r.packages.id, optional: false }),
    image: r.one.media({ from: r.packageSchedules.imageId, to: r.media.id }),
  },
  properties: {
    images: r.many.propertyImages(),
  },
  propertyImages: {
    property: r.one.properties({ from: r.propertyImages.propertyId, to: r.properties.id, optional: false }),
    media: r.one.media({ from: r.propertyImages.mediaId, to: r.media.id, optional: false }),
  },
  propertyInfos: {
    package: r.one.packages({ from: r.propertyInfos.packageId, to: r.packages.id, optional: false }),
    properties: r.many.propertyInfoProperties(),
  },
  propertyInfoProperties: {
    propertyInfo: r.one.propertyInfos({
      from: r.propertyInfoProperties.propertyInfoId,
      to: r.propertyInfos.id,
      optional: false,
    }),
    property: r.one.properties({ from: r.propertyInfoProperties.propertyId, to: r.properties.id, optional: false }),
  },
  events: {
    trek: r.one.treks({ from: r.events.trekId, to: r.treks.id, optional: false }),
    prices: r.many.eventPrices(),
  },
  eventPrices: {
    event: r.one.events({ from: r.eventPrices.eventId, to: r.events.id, optional: false }),
    package: r.one.packages({ from: r.eventPrices.packageId, to: r.packages.id, optional: false }),
  },
  reviews: {
    trek: r.one.treks({ from: r.reviews.trekId, to: r.treks.id, optional: false }),
    userPhoto: r.one.media({ from: r.reviews.userPhotoId, to: r.media.id }),
    images: r.many.reviewImages(),
    event: r.one.events({ from: r.reviews.eventId, to: r.events.id }),
  },
  reviewImages: {
    review: r.one.reviews({ from: r.reviewImages.reviewId, to: r.reviews.id, optional: false }),
    media: r.one.media({ from: r.reviewImages.mediaId, to: r.media.id, optional: false }),
  },
  attractions: {
    image: r.one.media({ from: r.attractions.imageId, to: r.media.id, optional: false }),
    images: r.many.attractionImages(),
    campsites: r.many.campsites({
      from: r.attractions.id.through(r.attractionCampsites.attractionId),
      to: r.campsites.id.through(r.attractionCampsites.campsiteId),
    }),
    faqs: r.many.faqs(),
    treks: r.many.trekAttractions(),
    destinations: r.many.destinationAttractions(),
  },
  attractionImages: {
    attraction: r.one.attractions({ from: r.attractionImages.attractionId, to: r.attractions.id, optional: false }),
    media: r.one.media({ from: r.attractionImages.mediaId, to: r.media.id, optional: false }),
  },
  activities: {
    images: r.many.activityImages(),
    campsites: r.many.campsites({
      from: r.activities.id.through(r.activityCampsites.activityId),
      to: r.campsites.id.through(r.activityCampsites.campsiteId),
    }),
    faqs: r.many.faqs(),
    destinations: r.many.destinationActivities(),
  },
  activityImages: {
    activity: r.one.activities({ from: r.activityImages.activityId, to: r.activities.id, optional: false }),
    media: r.one.media({ from: r.activityImages.mediaId, to: r.media.id, optional: false }),
  },
  users: {
    avatar: r.one.media({ from: r.users.avatarId, to: r.media.id }),
  },
  inquiries: {
    trek: r.one.treks({ from: r.inquiries.trekId, to: r.treks.id }),
    activity: r.one.activities({ from: r.inquiries.activityId, to: r.activities.id }),
    user: r.one.users({ from: r.inquiries.userId, to: r.users.id }),
    quotations: r.many.quotations(),
  },
  quotations: {
    inquiry: r.one.inquiries({ from: r.quotations.inquiryId, to: r.inquiries.id, optional: false }),
    phoneNumber: r.one.phoneNumbers({ from: r.quotations.phoneNumberId, to: r.phoneNumbers.id }),
    user: r.one.users({ from: r.quotations.userId, to: r.users.id }),
    campsite: r.one.campsites({ from: r.quotations.campsiteId, to: r.campsites.id, optional: false }),
    images: r.many.quotationImages(),
    days: r.many.quotationDays(),
    propertyGroups: r.many.quotationPropertyGroups(),
    /** The acceptance in force; released ones (their booking ended unpaid) are the old bookings' records. */
    acceptance: r.one.quotationAcceptances({
      from: r.quotations.id,
      to: r.quotationAcceptances.quotationId,
      where: { releasedAt: { isNull: true } },
    }),
  },
  quotationAcceptances: {
    quotation: r.one.quotations({ from: r.quotationAcceptances.quotationId, to: r.quotations.id, optional: false }),
    propertyGroup: r.one.quotationPropertyGroups({
      from: r.quotationAcceptances.propertyGroupId,
      to: r.quotationPropertyGroups.id,
      optional: false,
    }),
    user: r.one.users({ from: r.quotationAcceptances.userId, to: r.users.id, optional: false }),
    booking: r.one.bookings({ from: r.quotationAcceptances.bookingId, to: r.bookings.id }),
  },
  quotationImages: {
    quotation: r.one.quotations({ from: r.quotationImages.quotationId, to: r.quotations.id, optional: false }),
    media: r.one.media({ from: r.quotationImages.mediaId, to: r.media.id, optional: false }),
  },
  quotationDays: {
    quotation: r.one.quotations({ from: r.quotationDays.quotationId, to: r.quotations.id, optional: false }),
    image: r.one.media({ from: r.quotationDays.imageId, to: r.media.id }),
    activities: r.many.quotationDayActivities(),
    attractions: r.many.quotationDayAttractions(),
  },
  quotationDayActivities: {
    day: r.one.quotationDays({ from: r.quotationDayActivities.dayId, to: r.quotationDays.id, optional: false }),
    activity: r.one.activities({ from: r.quotationDayActivities.activityId, to: r.activities.id, optional: false }),
  },
  quotationDayAttractions: {
    day: r.one.quotationDays({ from: r.quotationDayAttractions.dayId, to: r.quotationDays.id, optional: false }),
    attraction: r.one.attractions({
      from: r.quotationDayAttractions.attractionId,
      to: r.attractions.id,
      optional: false,
    }),
  },
  quotationPropertyGroups: {
    quotation: r.one.quotations({
      from: r.quotationPropertyGroups.quotationId,
      to: r.quotations.id,
      optional: false,
    }),
    properties: r.many.quotationPropertyGroupProperties(),
  },
  quotationPropertyGroupProperties: {
    group: r.one.quotationPropertyGroups({
      from: r.quotationPropertyGroupProperties.groupId,
      to: r.quotationPropertyGroups.id,
      optional: false,
    }),
    // Null for a property typed in (its own name, location and stars).
    property: r.one.properties({
      from: r.quotationPropertyGroupProperties.propertyId,
      to: r.properties.id,
      optional: true,
    }),
  },
  creators: {
    avatar: r.one.media({ from: r.creators.avatarId, to: r.media.id, optional: false, alias: "creator_avatar" }),
    coverImage: r.one.media({
      from: r.creators.coverImageId,
      to: r.media.id,
      optional: false,
      alias: "creator_cover",
    }),
    trips: r.many.creatorTrips(),
    blogPosts: r.many.blogPosts(),
  },
  creatorTrips: {
    creator: r.one.creators({ from: r.creatorTrips.creatorId, to: r.creators.id, optional: false }),
    trek: r.one.treks({ from: r.creatorTrips.trekId, to: r.treks.id }),
    coverImage: r.one.media({ from: r.creatorTrips.coverImageId, to: r.media.id, optional: false }),
    moments: r.many.moments(),
  },
  moments: {
    trip: r.one.creatorTrips({ from: r.moments.creatorTripId, to: r.creatorTrips.id, optional: false }),
    media: r.one.media({ from: r.moments.mediaId, to: r.media.id, optional: false }),
  },
  blogPosts: {
    creator: r.one.creators({ from: r.blogPosts.creatorId, to: r.creators.id }),
    destination: r.one.destinations({ from: r.blogPosts.destinationId, to: r.destinations.id }),
    coverImage: r.one.media({ from: r.blogPosts.coverImageId, to: r.media.id, optional: false }),
  },
  teamMembers: {
    photo: r.one.media({ from: r.teamMembers.photoId, to: r.media.id, optional: false }),
  },
  bookings: {
    user: r.one.users({ from: r.bookings.userId, to: r.users.id, optional: false }),
    // Null for a quotation's booking, which has the quotation instead.
    trek: r.one.treks({ from: r.bookings.trekId, to: r.treks.id }),
    event: r.one.events({ from: r.bookings.eventId, to: r.events.id }),
    package: r.one.packages({ from: r.bookings.packageId, to: r.packages.id }),
    quotation: r.one.quotations({ from: r.bookings.quotationId, to: r.quotations.id }),
    /** A quotation's booking: the acceptance that made it, with the option chosen. */
    acceptance: r.one.quotationAcceptances({ from: r.bookings.id, to: r.quotationAcceptances.bookingId }),
    campaign: r.one.campaigns({ from: r.bookings.campaignId, to: r.campaigns.id }),
    participants: r.many.bookingParticipants(),
    history: r.many.bookingStatusChanges(),
    ledger: r.many.paymentLedger(),
    refunds: r.many.paymentRefunds(),
    orders: r.many.paymentOrders(),
    cancelled: r.one.bookingCancellations({ from: r.bookings.id, to: r.bookingCancellations.bookingId }),
    // Tax documents: who they are made out to, and the invoices and credit notes issued.
    billing: r.one.billingDetails({ from: r.bookings.id, to: r.billingDetails.bookingId }),
    taxDocuments: r.many.taxDocuments(),
    addOns: r.many.bookingAddOns({ from: r.bookings.id, to: r.bookingAddOns.bookingId }),
  },
  addOns: {
    trek: r.one.treks({ from: r.addOns.trekId, to: r.treks.id, optional: false }),
  },
  bookingAddOns: {
    booking: r.one.bookings({ from: r.bookingAddOns.bookingId, to: r.bookings.id, optional: false }),
    addOn: r.one.addOns({ from: r.bookingAddOns.addOnId, to: r.addOns.id, optional: false }),
    travellers: r.many.bookingAddOnTravellers({
      from: r.bookingAddOns.id,
      to: r.bookingAddOnTravellers.bookingAddOnId,
    }),
  },
  bookingParticipants: {
    booking: r.one.bookings({ from: r.bookingParticipants.bookingId, to: r.bookings.id, optional: false }),
    form: r.one.travellerForms({ from: r.bookingParticipants.id, to: r.travellerForms.participantId }),
  },
  travellerForms: {
    participant: r.one.bookingParticipants({
      from: r.travellerForms.participantId,
      to: r.bookingParticipants.id,
      optional: false,
    }),
    booking: r.one.bookings({ from: r.travellerForms.bookingId, to: r.bookings.id, optional: false }),
    undertaking: r.one.undertakings({ from: r.travellerForms.undertakingId, to: r.undertakings.id }),
  },
  bookingStatusChanges: {
    booking: r.one.bookings({ from: r.bookingStatusChanges.bookingId, to: r.bookings.id, optional: false }),
  },
  auditLog: {
    staff: r.one.users({ from: r.auditLog.staffUserId, to: r.users.id, optional: false }),
  },
  paymentOrders: {
    booking: r.one.bookings({ from: r.paymentOrders.bookingId, to: r.bookings.id, optional: false }),
  },
  paymentLedger: {
    booking: r.one.bookings({ from: r.paymentLedger.bookingId, to: r.bookings.id, optional: false }),
    /** Its invoice (a payment) or credit note (a refund). */
    taxDocument: r.one.taxDocuments({ from: r.paymentLedger.id, to: r.taxDocuments.ledgerId }),
  },
  taxDocuments: {
    booking: r.one.bookings({ from: r.taxDocuments.bookingId, to: r.bookings.id, optional: false }),
    /** A credit note's invoice. */
    amends: r.one.taxDocuments({ from: r.taxDocuments.amendsId, to: r.taxDocuments.id }),
    lines: r.many.taxDocumentLines({ from: r.taxDocuments.id, to: r.taxDocumentLines.documentId }),
  },
  taxDocumentLines: {
    document: r.one.taxDocuments({ from: r.taxDocumentLines.documentId, to: r.taxDocuments.id, optional: false }),
  },
  paymentRefunds: {
    booking: r.one.bookings({ from: r.paymentRefunds.bookingId, to: r.bookings.id, optional: false }),
  },
  campaigns: {
    heroImage: r.one.media({ from: r.campaigns.heroImageId, to: r.media.id, optional: false }),
    treks: r.many.treks({
      from: r.campaigns.id.through(r.campaignTreks.campaignId),
      to: r.treks.id.through(r.campaignTreks.trekId),
    }),
    /** Every covered trip's row, whatever the trip's state (treks above is filtered by the page). */
    coverage: r.many.campaignTreks({ from: r.campaigns.id, to: r.campaignTreks.campaignId }),
  },
  campaignTreks: {
    campaign: r.one.campaigns({ from: r.campaignTreks.campaignId, to: r.campaigns.id, optional: false }),
    trek: r.one.treks({ from: r.campaignTreks.trekId, to: r.treks.id, optional: false }),
  },
  waitlistEntries: {
    user: r.one.users({ from: r.waitlistEntries.userId, to: r.users.id, optional: false }),
    trek: r.one.treks({ from: r.waitlistEntries.trekId, to: r.treks.id, optional: false }),
    event: r.one.events({ from: r.waitlistEntries.eventId, to: r.events.id, optional: false }),
    package: r.one.packages({ from: r.waitlistEntries.packageId, to: r.packages.id, optional: false }),
    offers: r.many.waitlistOffers({ from: r.waitlistEntries.id, to: r.waitlistOffers.entryId }),
  },
  waitlistOffers: {
    entry: r.one.waitlistEntries({ from: r.waitlistOffers.entryId, to: r.waitlistEntries.id, optional: false }),
    booking: r.one.bookings({ from: r.waitlistOffers.bookingId, to: r.bookings.id }),
  },
  savedTrips: {
    trek: r.one.treks({ from: r.savedTrips.trekId, to: r.treks.id, optional: false }),
  },
}));

export type Relations = typeof relations;
