// The trek page's query as our API takes it and as PostGraphile takes it, for bench/compare.ts, and
// the mapping that turns PostGraphile's answer into ours so the two can be compared field by field.
// Ours is a fixed copy of the page's document (apps/web's TrekPage with its fragments) so that the
// comparison stays the same while the page evolves. Each list has the same filter and order on both
// sides: departures from today with seats and an enabled price of a package on show (computed
// columns, bench/postgraphile/functions.sql), packages not hidden by priority, everything else in
// display order, the 20 newest reviews.

const IMAGE = "id checksum width height alt dominant_color";

export const OUR_TREK_QUERY = /* GraphQL */ `
  query TrekPage($slug: String!, $today: Date!) {
    treks(slug: $slug, today: $today) {
      id slug name type code meta_title meta_description tagline description about imp_update brochure
      altitude difficulty length location min_age max_age discount_slider discount_availed discount_total
      discount_days_passed tips video days_separate package_title sub_package_title updated_at
      review_count average_rating
      campsite { name slug policies { title body } }
      phone_number { number is_whatsapp }
      destinations { slug name }
      images { ...ImageFields }
      videos { id title url }
      packages {
        id name description price original_price discount_name start_day end_day
        schedules { id name brief description count_as_day image { ...ImageFields } }
        property_infos {
          id name number_of_nights hide_hotel_name type
          properties {
            id name meals room_type show_property_details location star_category check_in_time
            check_out_time description distance images { id tag image { ...ImageFields } }
          }
        }
      }
      events { id start_date end_date available_seats prices { package_id enabled price } }
      includes { id kind name description excluded_package }
      instructions { id name description }
      faqs { id question answer group { id name order } }
      reviews { id review star_rating publish_date user_name user_photo { ...ImageFields } images { ...ImageFields } }
      attractions { id slug name brief image { ...ImageFields } }
    }
  }
  fragment ImageFields on Image { ${IMAGE} }
`;

const MEDIA = "rowId checksum width height alt dominantColor";
const BY_POSITION = "orderBy: [POSITION_ASC, ROW_ID_ASC]";

export const POSTGRAPHILE_TREK_QUERY = /* GraphQL */ `
  query TrekPage($slug: String!, $today: Date!) {
    treksList(condition: { slug: $slug, status: "active" }, first: 1) {
      rowId slug name type code metaTitle metaDescription tagline description about impUpdate brochure
      altitude difficulty length location minAge maxAge discountSlider discountAvailed discountTotal
      discountDaysPassed tips video daysSeparate packageTitle subPackageTitle updatedAt
      reviewCount averageRating
      campsite { name slug policies }
      phoneNumber { number isWhatsapp }
      destinationsInOrderList { slug name }
      trekImagesList(${BY_POSITION}) { media { ...Media } }
      trekVideosList(${BY_POSITION}) { rowId title url }
      packagesList(condition: { hide: false }, orderBy: [PRIORITY_ASC, ROW_ID_ASC]) {
        rowId name description price originalPrice discountName startDay endDay
        packageSchedulesList(${BY_POSITION}) { rowId name brief description countAsDay image { ...Media } }
        propertyInfosList(${BY_POSITION}) {
          rowId name numberOfNights hideHotelName type
          propertyInfoPropertiesList(${BY_POSITION}) {
            rowId meals roomType showPropertyDetails
            property {
              name location starCategory checkInTime checkOutTime description distance
              propertyImagesList(${BY_POSITION}) { rowId tag media { ...Media } }
            }
          }
        }
      }
      upcomingEventsList(today: $today) {
        rowId startDate endDate availableSeats offeredPricesList { packageId enabled price }
      }
      trekIncludesList(orderBy: [KIND_DESC, POSITION_ASC, ROW_ID_ASC]) {
        rowId kind name description excludedPackageId
      }
      trekInstructionsList(${BY_POSITION}) { rowId name description }
      faqsList(${BY_POSITION}) { rowId question answer group { rowId name position } }
      reviewsList(orderBy: [PUBLISH_DATE_DESC, ROW_ID_DESC], first: 20) {
        rowId review starRating publishDate userName userPhoto { ...Media }
        reviewImagesList(${BY_POSITION}) { media { ...Media } }
      }
      trekAttractionsList(orderBy: POSITION_ASC) { attraction { rowId slug name brief image { ...Media } } }
    }
  }
  fragment Media on Media { ${MEDIA} }
`;

// biome-ignore lint/suspicious/noExplicitAny: an untyped JSON answer, reshaped field by field.
type Json = any;

const image = (media: Json) =>
  media && {
    id: media.rowId,
    checksum: media.checksum,
    width: media.width,
    height: media.height,
    alt: media.alt,
    dominant_color: media.dominantColor,
  };

/** PostGraphile's answer in our API's shape (names, nesting, formats), to compare with ours. */
export function fromPostGraphile(data: Json): Json {
  return {
    treks: data.treksList.map((trek: Json) => ({
      id: trek.rowId,
      slug: trek.slug,
      name: trek.name,
      type: trek.type,
      code: trek.code,
      meta_title: trek.metaTitle,
      meta_description: trek.metaDescription,
      tagline: trek.tagline,
      description: trek.description,
      about: trek.about,
      imp_update: trek.impUpdate,
      brochure: trek.brochure,
      altitude: trek.altitude,
      difficulty: trek.difficulty,
      length: trek.length,
      location: trek.location,
      min_age: trek.minAge,
      max_age: trek.maxAge,
      discount_slider: trek.discountSlider,
      discount_availed: trek.discountAvailed,
      discount_total: trek.discountTotal,
      discount_days_passed: trek.discountDaysPassed,
      tips: trek.tips,
      video: trek.video,
      days_separate: trek.daysSeparate,
      package_title: trek.packageTitle,
      sub_package_title: trek.subPackageTitle,
      updated_at: new Date(trek.updatedAt).toISOString(),
      review_count: trek.reviewCount,
      average_rating: trek.averageRating === null ? null : Number(trek.averageRating),
      campsite: { name: trek.campsite.name, slug: trek.campsite.slug, policies: trek.campsite.policies },
      phone_number: trek.phoneNumber && { number: trek.phoneNumber.number, is_whatsapp: trek.phoneNumber.isWhatsapp },
      destinations: trek.destinationsInOrderList,
      images: trek.trekImagesList.map((entry: Json) => image(entry.media)),
      videos: trek.trekVideosList.map((video: Json) => ({ id: video.rowId, title: video.title, url: video.url })),
      packages: trek.packagesList.map((pack: Json) => ({
        id: pack.rowId,
        name: pack.name,
        description: pack.description,
        price: pack.price,
        original_price: pack.originalPrice,
        discount_name: pack.discountName,
        start_day: pack.startDay,
        end_day: pack.endDay,
        schedules: pack.packageSchedulesList.map((item: Json) => ({
          id: item.rowId,
          name: item.name,
          brief: item.brief,
          description: item.description,
          count_as_day: item.countAsDay,
          image: image(item.image),
        })),
        property_infos: pack.propertyInfosList.map((info: Json) => ({
          id: info.rowId,
          name: info.name,
          number_of_nights: info.numberOfNights,
          hide_hotel_name: info.hideHotelName,
          type: info.type,
          properties: info.propertyInfoPropertiesList.map((stay: Json) => ({
            id: stay.rowId,
            // Our API withholds the hotel's name while the stay hides it; PostGraphile has no such rule.
            name: info.hideHotelName ? null : stay.property.name,
            meals: stay.meals,
            room_type: stay.roomType,
            show_property_details: stay.showPropertyDetails,
            location: stay.property.location,
            star_category: stay.property.starCategory,
            check_in_time: stay.property.checkInTime,
            check_out_time: stay.property.checkOutTime,
            description: stay.property.description,
            distance: stay.property.distance,
            images: stay.property.propertyImagesList.map((picture: Json) => ({
              id: picture.rowId,
              tag: picture.tag,
              image: image(picture.media),
            })),
          })),
        })),
      })),
      events: trek.upcomingEventsList.map((event: Json) => ({
        id: event.rowId,
        start_date: event.startDate,
        end_date: event.endDate,
        available_seats: event.availableSeats,
        prices: event.offeredPricesList.map((price: Json) => ({
          package_id: price.packageId,
          enabled: price.enabled,
          price: price.price,
        })),
      })),
      includes: trek.trekIncludesList.map((include: Json) => ({
        id: include.rowId,
        kind: include.kind,
        name: include.name,
        description: include.description,
        excluded_package: include.excludedPackageId,
      })),
      instructions: trek.trekInstructionsList.map((item: Json) => ({
        id: item.rowId,
        name: item.name,
        description: item.description,
      })),
      faqs: trek.faqsList.map((faq: Json) => ({
        id: faq.rowId,
        question: faq.question,
        answer: faq.answer,
        group: faq.group && { id: faq.group.rowId, name: faq.group.name, order: faq.group.position },
      })),
      reviews: trek.reviewsList.map((review: Json) => ({
        id: review.rowId,
        review: review.review,
        star_rating: review.starRating,
        publish_date: review.publishDate,
        user_name: review.userName,
        user_photo: image(review.userPhoto),
        images: review.reviewImagesList.map((entry: Json) => image(entry.media)),
      })),
      attractions: trek.trekAttractionsList.map(({ attraction }: Json) => ({
        id: attraction.rowId,
        slug: attraction.slug,
        name: attraction.name,
        brief: attraction.brief,
        image: image(attraction.image),
      })),
    })),
  };
}

/** The first path where two JSON values differ, or null when they are equal. */
export function firstDifference(ours: unknown, theirs: unknown, path = "data"): string | null {
  if (Array.isArray(ours) && Array.isArray(theirs)) {
    if (ours.length !== theirs.length) return `${path}: ${ours.length} items against ${theirs.length}`;
    for (const [index, item] of ours.entries()) {
      const difference = firstDifference(item, theirs[index], `${path}[${index}]`);
      if (difference) return difference;
    }
    return null;
  }
  if (ours && theirs && typeof ours === "object" && typeof theirs === "object") {
    const keys = new Set([...Object.keys(ours), ...Object.keys(theirs)]);
    for (const key of keys) {
      const difference = firstDifference(
        (ours as Record<string, unknown>)[key],
        (theirs as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (difference) return difference;
    }
    return null;
  }
  return ours === theirs ? null : `${path}: ${JSON.stringify(ours)} against ${JSON.stringify(theirs)}`;
}
