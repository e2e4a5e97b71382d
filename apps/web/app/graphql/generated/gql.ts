/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query MyAccount {\n    me {\n      phone\n      first_name\n      last_name\n      member_since\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": typeof types.BlogArticleFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    gst_percent\n    gst_paise\n    total_paise\n    paid_paise\n    due_paise\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query RegistrationAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": typeof types.RegistrationAccountDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n": typeof types.RegistrationTrekFieldsFragmentDoc,
    "\n  fragment TripCardFields on ListingCard {\n    id\n    slug\n    title\n    tagline\n    type\n    difficulty\n    location\n    duration_days\n    price\n    original_price\n    discount_name\n    review_count\n    average_rating\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.TripCardFieldsFragmentDoc,
    "\n  fragment ActivityCardFields on Activity {\n    id\n    slug\n    name\n    brief\n    duration\n    duration_minutes\n    location\n    price\n    original_price\n    price_for\n    discount_name\n    cover_image {\n      ...ImageFields\n    }\n  }\n": typeof types.ActivityCardFieldsFragmentDoc,
    "\n  fragment AttractionCardFields on Attraction {\n    id\n    slug\n    name\n    brief\n    location\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.AttractionCardFieldsFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      total\n      hits {\n        kind\n        name\n        path\n        context\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": typeof types.TripListingDocument,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": typeof types.CreateInquiryDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      phone\n      message\n      resend_after_seconds\n    }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation LoginWithOtp($phone: String!, $otp: Int!) {\n    login(phone: $phone, otp: $otp) {\n      token\n      message\n    }\n  }\n": typeof types.LoginWithOtpDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.TrekPageFieldsFragmentDoc,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  mutation Logout($everywhere: Boolean) {\n    logout(everywhere: $everywhere) {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": typeof types.NavigationDocument,
    "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": typeof types.ActivityPageDocument,
    "\n  query AttractionPage($slug: String!) {\n    attraction(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      location\n      meta_title\n      meta_description\n      image {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_treks {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n      similar_attractions {\n        ...AttractionCardFields\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": typeof types.AttractionPageDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": typeof types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorDocument,
    "\n  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {\n    dubaiActivities(filter: $filter, sort: $sort) {\n      ...ActivityCardFields\n    }\n    destination(slug: \"dubai\") {\n      name\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.DubaiActivitiesDocument,
    "\n  query DepartureRegistration($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DepartureRegistrationDocument,
    "\n  query DepartureTrek($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": typeof types.DepartureTrekDocument,
    "\n  query Home {\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n": typeof types.LoggedInAsDocument,
    "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.HeldBookingDocument,
    "\n  query BookingState($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      status\n      status_text\n    }\n  }\n": typeof types.BookingStateDocument,
    "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": typeof types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query TrekRegistration($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": typeof types.TrekRegistrationDocument,
    "\n  query TrekPage($slug: String!, $today: Date!) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n": typeof types.TrekPageDocument,
};
const documents: Documents = {
    "\n  query MyAccount {\n    me {\n      phone\n      first_name\n      last_name\n      member_since\n    }\n  }\n": types.MyAccountDocument,
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": types.BlogArticleFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    gst_percent\n    gst_paise\n    total_paise\n    paid_paise\n    due_paise\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query RegistrationAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": types.RegistrationAccountDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n": types.CreateBookingDocument,
    "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n": types.RegistrationTrekFieldsFragmentDoc,
    "\n  fragment TripCardFields on ListingCard {\n    id\n    slug\n    title\n    tagline\n    type\n    difficulty\n    location\n    duration_days\n    price\n    original_price\n    discount_name\n    review_count\n    average_rating\n    images {\n      ...ImageFields\n    }\n  }\n": types.TripCardFieldsFragmentDoc,
    "\n  fragment ActivityCardFields on Activity {\n    id\n    slug\n    name\n    brief\n    duration\n    duration_minutes\n    location\n    price\n    original_price\n    price_for\n    discount_name\n    cover_image {\n      ...ImageFields\n    }\n  }\n": types.ActivityCardFieldsFragmentDoc,
    "\n  fragment AttractionCardFields on Attraction {\n    id\n    slug\n    name\n    brief\n    location\n    image {\n      ...ImageFields\n    }\n  }\n": types.AttractionCardFieldsFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      total\n      hits {\n        kind\n        name\n        path\n        context\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": types.TripListingDocument,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": types.CreateInquiryDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      phone\n      message\n      resend_after_seconds\n    }\n  }\n": types.SendOtpDocument,
    "\n  mutation LoginWithOtp($phone: String!, $otp: Int!) {\n    login(phone: $phone, otp: $otp) {\n      token\n      message\n    }\n  }\n": types.LoginWithOtpDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": types.SubscribeDocument,
    "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n": types.TrekPageFieldsFragmentDoc,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  mutation Logout($everywhere: Boolean) {\n    logout(everywhere: $everywhere) {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": types.NavigationDocument,
    "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": types.ActivityPageDocument,
    "\n  query AttractionPage($slug: String!) {\n    attraction(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      location\n      meta_title\n      meta_description\n      image {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_treks {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n      similar_attractions {\n        ...AttractionCardFields\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": types.AttractionPageDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.BlogPostDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorDocument,
    "\n  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {\n    dubaiActivities(filter: $filter, sort: $sort) {\n      ...ActivityCardFields\n    }\n    destination(slug: \"dubai\") {\n      name\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": types.DubaiActivitiesDocument,
    "\n  query DepartureRegistration($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip {\n        id\n        name\n      }\n    }\n  }\n": types.DepartureRegistrationDocument,
    "\n  query DepartureTrek($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": types.DepartureTrekDocument,
    "\n  query Home {\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n": types.LoggedInAsDocument,
    "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.HeldBookingDocument,
    "\n  query BookingState($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      status\n      status_text\n    }\n  }\n": types.BookingStateDocument,
    "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n": types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  query TrekRegistration($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": types.TrekRegistrationDocument,
    "\n  query TrekPage($slug: String!, $today: Date!) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n": types.TrekPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      phone\n      first_name\n      last_name\n      member_since\n    }\n  }\n"): typeof import('./graphql').MyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').BlogArticleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    gst_percent\n    gst_paise\n    total_paise\n    paid_paise\n    due_paise\n  }\n"): typeof import('./graphql').BookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!) {\n    cancelBooking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').RegistrationAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n"): typeof import('./graphql').CreateBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationTrekFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TripCardFields on ListingCard {\n    id\n    slug\n    title\n    tagline\n    type\n    difficulty\n    location\n    duration_days\n    price\n    original_price\n    discount_name\n    review_count\n    average_rating\n    images {\n      ...ImageFields\n    }\n  }\n"): typeof import('./graphql').TripCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityCardFields on Activity {\n    id\n    slug\n    name\n    brief\n    duration\n    duration_minutes\n    location\n    price\n    original_price\n    price_for\n    discount_name\n    cover_image {\n      ...ImageFields\n    }\n  }\n"): typeof import('./graphql').ActivityCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttractionCardFields on Attraction {\n    id\n    slug\n    name\n    brief\n    location\n    image {\n      ...ImageFields\n    }\n  }\n"): typeof import('./graphql').AttractionCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      total\n      hits {\n        kind\n        name\n        path\n        context\n      }\n    }\n  }\n"): typeof import('./graphql').SearchSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TripListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n"): typeof import('./graphql').CreateInquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      phone\n      message\n      resend_after_seconds\n    }\n  }\n"): typeof import('./graphql').SendOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithOtp($phone: String!, $otp: Int!) {\n    login(phone: $phone, otp: $otp) {\n      token\n      message\n    }\n  }\n"): typeof import('./graphql').LoginWithOtpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n"): typeof import('./graphql').SubscribeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').TrekPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n"): typeof import('./graphql').ImageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout($everywhere: Boolean) {\n    logout(everywhere: $everywhere) {\n      message\n    }\n  }\n"): typeof import('./graphql').LogoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').NavigationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttractionPage($slug: String!) {\n    attraction(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      location\n      meta_title\n      meta_description\n      image {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_treks {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n      similar_attractions {\n        ...AttractionCardFields\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').AttractionPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n"): typeof import('./graphql').BlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n"): typeof import('./graphql').CareersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n"): typeof import('./graphql').CreatorBlogPostDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorTripMomentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {\n    dubaiActivities(filter: $filter, sort: $sort) {\n      ...ActivityCardFields\n    }\n    destination(slug: \"dubai\") {\n      name\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').DubaiActivitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartureRegistration($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').DepartureRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepartureTrek($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n"): typeof import('./graphql').DepartureTrekDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n"): typeof import('./graphql').LoggedInAsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').HeldBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingState($id: ID!) {\n    booking(id: $id) {\n      id\n      reference\n      status\n      status_text\n    }\n  }\n"): typeof import('./graphql').BookingStateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').CreatorSitemapDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').TeamDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrekRegistration($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n"): typeof import('./graphql').TrekRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrekPage($slug: String!, $today: Date!) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n"): typeof import('./graphql').TrekPageDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
