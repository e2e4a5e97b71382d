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
    "\n  mutation SendErasureCode {\n    sendErasureCode {\n      message\n    }\n  }\n": typeof types.SendErasureCodeDocument,
    "\n  mutation EraseMyAccount($code: Int!) {\n    eraseMyAccount(input: { code: $code }) {\n      message\n    }\n  }\n": typeof types.EraseMyAccountDocument,
    "\n  query MessagePreferences {\n    messagePreferences {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n": typeof types.MessagePreferencesDocument,
    "\n  mutation SetMessagePreferences(\n    $preferredChannel: MessageChannel!\n    $whatsappOptOut: Boolean!\n    $smsOptOut: Boolean!\n    $emailOptOut: Boolean!\n    $marketingOptOut: Boolean!\n  ) {\n    setMessagePreferences(\n      preferredChannel: $preferredChannel\n      whatsappOptOut: $whatsappOptOut\n      smsOptOut: $smsOptOut\n      emailOptOut: $emailOptOut\n      marketingOptOut: $marketingOptOut\n    ) {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n": typeof types.SetMessagePreferencesDocument,
    "\n  query MyData {\n    myData {\n      generated_at\n      download_url\n      account { phone first_name last_name emails created_at }\n      message_preferences { chosen preferred_channel whatsapp_opt_out sms_opt_out email_opt_out marketing_opt_out }\n      newsletter { email subscribed_at }\n      bookings {\n        reference trip start_date end_date status traveller_count total_paise paid_paise contact_email created_at\n        travellers { position first_name last_name phone dob gender guardian }\n      }\n      traveller_forms {\n        booking_reference traveller emergency_name emergency_phone emergency_relation medical_conditions medicines\n        allergies medical_notes id_type id_number_masked fitness_proof_uploaded fitness_status erased_at\n      }\n      payments { booking_reference kind amount_paise method method_detail at }\n      refunds { booking_reference amount_paise status reason requested_at processed_at }\n      tax_documents { booking_reference kind number issued_at buyer_name total_paise pdf_url }\n      billing_details { booking_reference legal_name gstin pan address state_code }\n      trip_credit { kind amount_paise source booking_reference expires_at at }\n      waitlist { trip start_date travellers status contact_email joined_at ended_at offers { seats status offered_at expires_at } }\n      reviews { trip star_rating review signed_as status submitted_at }\n      enquiries {\n        reference kind name mobile email travel_date travellers message status created_at\n        quotations { trip_title travel_date expiry_date path }\n      }\n      messages { template channel status booking_reference queued_at sent_at }\n      saved_trips { trip saved_at }\n    }\n  }\n": typeof types.MyDataDocument,
    "\n  mutation AdminRecordOfflinePayment(\n    $bookingId: ID!\n    $amountPaise: Int!\n    $method: OfflinePaymentMethod!\n    $reference: String!\n    $bank: String\n    $note: String\n  ) {\n    adminRecordOfflinePayment(\n      bookingId: $bookingId\n      amountPaise: $amountPaise\n      method: $method\n      reference: $reference\n      bank: $bank\n      note: $note\n    ) {\n      id\n      status\n    }\n  }\n": typeof types.AdminRecordOfflinePaymentDocument,
    "\n  query AdminTcsQuote($bookingId: ID!, $amountPaise: Int!) {\n    adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) {\n      tcs_paise\n      receive_paise\n    }\n  }\n": typeof types.AdminTcsQuoteDocument,
    "\n  mutation AdminRecordOfflineRefund($refundId: ID!, $reference: String!) {\n    adminRecordOfflineRefund(refundId: $refundId, reference: $reference) {\n      id\n    }\n  }\n": typeof types.AdminRecordOfflineRefundDocument,
    "\n  mutation AdminCancelBooking($bookingId: ID!, $refundPaise: Int, $reason: String!) {\n    adminCancelBooking(bookingId: $bookingId, refundPaise: $refundPaise, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.AdminCancelBookingDocument,
    "\n  query AdminBookingMessages($bookingId: ID!) {\n    adminBookingMessages(bookingId: $bookingId) {\n      id\n      template\n      channel\n      status\n      send_at\n      sent_at\n      status_at\n      body\n      last_error\n      resend_of\n    }\n  }\n": typeof types.AdminBookingMessagesDocument,
    "\n  mutation AdminResendMessage($id: ID!) {\n    adminResendMessage(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminResendMessageDocument,
    "\n  mutation AdminTransferBooking($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    adminTransferBooking(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      id\n      status\n      due_paise\n    }\n  }\n": typeof types.AdminTransferBookingDocument,
    "\n  mutation AdminAllowTransfer($bookingId: ID!) {\n    adminAllowTransfer(bookingId: $bookingId)\n  }\n": typeof types.AdminAllowTransferDocument,
    "\n  mutation AdminGrantCredit($accountId: Int!, $amountPaise: Int!, $reason: String!) {\n    adminGrantCredit(accountId: $accountId, amountPaise: $amountPaise, reason: $reason) {\n      balance_paise\n    }\n  }\n": typeof types.AdminGrantCreditDocument,
    "\n  mutation AdminCancelDeparture($eventId: Int!, $reason: String!) {\n    adminCancelDeparture(eventId: $eventId, reason: $reason) {\n      event_id\n      cancelled_bookings\n      released_holds\n    }\n  }\n": typeof types.AdminCancelDepartureDocument,
    "\n  query AdminDepartureLeaders($eventId: Int!) {\n    adminDepartureLeaders(eventId: $eventId) {\n      id\n      name\n    }\n    adminTrekLeaders {\n      id\n      name\n    }\n  }\n": typeof types.AdminDepartureLeadersDocument,
    "\n  mutation AdminAssignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminAssignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.AdminAssignTrekLeaderDocument,
    "\n  mutation AdminUnassignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminUnassignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n": typeof types.AdminUnassignTrekLeaderDocument,
    "\n  query AdminPersonalDataHold($eventId: Int!) {\n    adminPersonalDataHold(eventId: $eventId) {\n      placed_at\n      reason\n    }\n  }\n": typeof types.AdminPersonalDataHoldDocument,
    "\n  mutation AdminPlacePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminPlacePersonalDataHold(input: $input) {\n      placed_at\n    }\n  }\n": typeof types.AdminPlacePersonalDataHoldDocument,
    "\n  mutation AdminReleasePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminReleasePersonalDataHold(input: $input)\n  }\n": typeof types.AdminReleasePersonalDataHoldDocument,
    "\n  query AdminPaymentAlerts {\n    adminPaymentAlerts {\n      id\n      booking_id\n      booking_reference\n      provider\n      provider_payment_id\n      expected_amount_paise\n      expected_currency\n      received_amount_paise\n      received_currency\n      detected_at\n    }\n  }\n": typeof types.AdminPaymentAlertsDocument,
    "\n  mutation AdminResolvePaymentAlert($id: ID!, $resolution: String!) {\n    adminResolvePaymentAlert(id: $id, resolution: $resolution) {\n      id\n    }\n  }\n": typeof types.AdminResolvePaymentAlertDocument,
    "\n  mutation AdminResetStaffSecondFactors($userId: Int!) {\n    adminResetStaffSecondFactors(userId: $userId) {\n      id\n      second_factors\n    }\n  }\n": typeof types.AdminResetStaffSecondFactorsDocument,
    "\n  query AdminSecondFactors {\n    adminSecondFactors {\n      required\n      verified_at\n      totp\n      recovery_codes_left\n      fresh_seconds\n      passkeys {\n        id\n        name\n        created_at\n        last_used_at\n      }\n    }\n  }\n": typeof types.AdminSecondFactorsDocument,
    "\n  mutation AdminBeginPasskeySignIn {\n    adminBeginPasskeySignIn\n  }\n": typeof types.AdminBeginPasskeySignInDocument,
    "\n  mutation AdminVerifyPasskey($response: String!) {\n    adminVerifyPasskey(response: $response) {\n      verified_at\n    }\n  }\n": typeof types.AdminVerifyPasskeyDocument,
    "\n  mutation AdminVerifyTotp($code: String!) {\n    adminVerifyTotp(code: $code) {\n      verified_at\n    }\n  }\n": typeof types.AdminVerifyTotpDocument,
    "\n  mutation AdminVerifyRecoveryCode($code: String!) {\n    adminVerifyRecoveryCode(code: $code) {\n      verified_at\n    }\n  }\n": typeof types.AdminVerifyRecoveryCodeDocument,
    "\n  fragment AdminTodayMovement on AdminTodayPayment {\n    id\n    kind\n    booking_id\n    booking_reference\n    amount_paise\n    method\n    provider\n    at\n  }\n": typeof types.AdminTodayMovementFragmentDoc,
    "\n  mutation AdminSaveAddOn($input: AdminSaveAddOnInput!) {\n    adminSaveAddOn(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AdminSaveAddOnDocument,
    "\n  mutation AdminSetDepartureBriefing($input: AdminDepartureBriefingInput!) {\n    adminSetDepartureBriefing(input: $input)\n  }\n": typeof types.AdminSetDepartureBriefingDocument,
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": typeof types.BlogArticleFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    quotation {\n      slug\n      enquiry_slug\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    discount_paise\n    campaign_name\n    gst_percent\n    gst_paise\n    gst_included\n    add_ons_paise\n    add_ons {\n      add_on_id\n      name\n      size\n      quantity\n      gst_percent\n      total_paise\n    }\n    total_paise\n    paid_paise\n    due_paise\n    received_paise\n    refunded_paise\n    refunding_paise\n    booking_amount_paise\n    balance_due_by\n    can_pay\n    payment_plans\n    payments {\n      id\n      receipt_number\n      amount_paise\n      method\n      captured_at\n      provider_payment_id\n    }\n    abroad\n    address_required_from_paise\n    billing_details {\n      gstin\n      legal_name\n      address\n      state_code\n      pan_masked\n    }\n    invoices {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n    refund_status\n    refunds {\n      id\n      amount_paise\n      status\n      reason_text\n      note\n      created_at\n      processed_at\n    }\n    cancelled {\n      at\n      by\n      terms\n      refund_percent\n      paid_paise\n      fee_paise\n      refund_paise\n      credit_paise\n      kept_paise\n    }\n    cancellation {\n      refund_paise\n      refund_percent\n      tier_text\n      days_before_departure\n    }\n    credit_cancellation {\n      credit_paise\n      fee_paise\n      text\n    }\n    change_fee_paise\n    transfers_left\n    date_change_blocked\n    review {\n      path\n      written\n    }\n    credit_available_paise\n    departure_cancelled {\n      reason\n      answer_by\n      paid_paise\n      credit_offer_paise\n      choice\n    }\n  }\n": typeof types.BookingFieldsFragmentDoc,
    "\n  mutation CancelBooking($id: ID!, $refundAs: RefundAs) {\n    cancelBooking(id: $id, refundAs: $refundAs) {\n      ...BookingFields\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": typeof types.MyBookingsDocument,
    "\n  query MyCredit {\n    myCredit {\n      balance_paise\n      expiries {\n        amount_paise\n        expires_at\n      }\n      entries {\n        id\n        kind\n        amount_paise\n        description\n        at\n      }\n    }\n  }\n": typeof types.MyCreditDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n      discount_name\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n": typeof types.RegistrationTrekFieldsFragmentDoc,
    "\n  query TransferChoices($id: ID!) {\n    booking(id: $id) {\n      id\n      change_policy\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        total_paise\n      }\n    }\n  }\n": typeof types.TransferChoicesDocument,
    "\n  query TransferQuote($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    transferQuote(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      event_id\n      package_id\n      total_paise\n      fee_paise\n      due_paise\n      credit_paise\n    }\n  }\n": typeof types.TransferQuoteDocument,
    "\n  mutation TransferBooking($input: TransferBookingInput!) {\n    transferBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.TransferBookingDocument,
    "\n  mutation AnswerCancelledDeparture($input: AnswerCancelledDepartureInput!) {\n    answerCancelledDeparture(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.AnswerCancelledDepartureDocument,
    "\n  mutation SubstituteParticipant($input: SubstituteParticipantInput!) {\n    substituteParticipant(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.SubstituteParticipantDocument,
    "\n  query TravellerAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": typeof types.TravellerAccountDocument,
    "\n  fragment CampaignOfferFields on Campaign {\n    slug\n    name\n    state\n    ends_at\n    offer_kind\n    percent_off\n    amount_per_traveller_paise\n    cap_paise\n    min_travellers\n    combines_with_fare_offers\n    offer_text\n    combination_text\n    trek_ids\n  }\n": typeof types.CampaignOfferFieldsFragmentDoc,
    "\n  query BookingCampaign($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n    }\n  }\n": typeof types.BookingCampaignDocument,
    "\n  fragment TripCardFields on ListingCard {\n    id\n    slug\n    title\n    tagline\n    type\n    difficulty\n    location\n    duration_days\n    price\n    original_price\n    discount_name\n    review_count\n    average_rating\n    images {\n      ...ImageFields\n    }\n  }\n": typeof types.TripCardFieldsFragmentDoc,
    "\n  fragment ActivityCardFields on Activity {\n    id\n    slug\n    name\n    brief\n    duration\n    duration_minutes\n    location\n    price\n    original_price\n    price_for\n    discount_name\n    cover_image {\n      ...ImageFields\n    }\n  }\n": typeof types.ActivityCardFieldsFragmentDoc,
    "\n  fragment AttractionCardFields on Attraction {\n    id\n    slug\n    name\n    brief\n    location\n    image {\n      ...ImageFields\n    }\n  }\n": typeof types.AttractionCardFieldsFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      total\n      hits {\n        kind\n        name\n        path\n        context\n      }\n    }\n  }\n": typeof types.SearchSuggestionsDocument,
    "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n        # The \"from\" price follows the month filter (the fragment's is over every departure).\n        month_price: price(month: $month)\n        month_original_price: original_price(month: $month)\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": typeof types.TripListingDocument,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": typeof types.CreateInquiryDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      phone\n      message\n      resend_after_seconds\n    }\n  }\n": typeof types.SendOtpDocument,
    "\n  mutation LoginWithOtp($phone: String!, $otp: Int!) {\n    login(phone: $phone, otp: $otp) {\n      token\n      message\n    }\n  }\n": typeof types.LoginWithOtpDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  query BalanceBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.BalanceBookingDocument,
    "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      status\n    }\n  }\n": typeof types.ConfirmPaymentDocument,
    "\n  mutation ConfirmBalancePayment($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {\n    confirmBalancePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature, link: $link) {\n      status\n    }\n  }\n": typeof types.ConfirmBalancePaymentDocument,
    "\n  query BalancePaymentView($bookingId: ID!, $link: String!) {\n    balancePayment(bookingId: $bookingId, link: $link) {\n      booking_id\n      trip_name\n      start_date\n      end_date\n      traveller_count\n      total_paise\n      paid_paise\n      balance_paise\n      balance_due_by\n      paid_in_full\n      cancelled\n      link_status\n      can_pay_with_link\n      documents {\n        kind\n        title\n        number\n        amount_paise\n        issued_at\n        path\n      }\n    }\n  }\n": typeof types.BalancePaymentViewDocument,
    "\n  mutation StartBalancePayment($bookingId: ID!, $link: String!) {\n    startBalancePayment(bookingId: $bookingId, link: $link) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n    }\n  }\n": typeof types.StartBalancePaymentDocument,
    "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.HeldBookingDocument,
    "\n  query PaymentOutcome($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.PaymentOutcomeDocument,
    "\n  mutation StartPayment($bookingId: ID!, $plan: PaymentPlan!) {\n    startPayment(bookingId: $bookingId, plan: $plan) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n      prefill_phone\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  query Receipt($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      number\n      issued_at\n      company_name\n      company_gstin\n      company_address\n      payer_name\n      sac\n      service\n      place_of_supply\n      taxable_paise\n      gst_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      tcs_paise\n      tcs_law\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      invoice_number\n      gst_percent\n      booking_total_paise\n      paid_to_date_paise\n      balance_after_paise\n      payment {\n        id\n        amount_paise\n        method\n        method_detail\n        captured_at\n        provider_payment_id\n      }\n      booking {\n        id\n        reference\n        discount_paise\n        campaign_name\n        trip {\n          name\n        }\n        package {\n          name\n        }\n        departure {\n          start_date\n          end_date\n        }\n        participants {\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n": typeof types.ReceiptDocument,
    "\n  query SandboxOrder($orderId: String!, $link: String) {\n    sandboxOrder(orderId: $orderId, link: $link) {\n      order_id\n      amount_paise\n      description\n      booking_id\n      status\n      payable\n      unpayable_reason\n    }\n  }\n": typeof types.SandboxOrderDocument,
    "\n  mutation SandboxPay($orderId: String!, $method: String!, $outcome: String!, $link: String) {\n    sandboxPay(orderId: $orderId, method: $method, outcome: $outcome, link: $link) {\n      order_id\n      payment_id\n      signature\n      status\n    }\n  }\n": typeof types.SandboxPayDocument,
    "\n  mutation PayWithCredit($bookingId: ID!, $plan: CreditPaymentPlan!) {\n    payWithCredit(bookingId: $bookingId, plan: $plan) {\n      ...BookingFields\n    }\n  }\n": typeof types.PayWithCreditDocument,
    "\n  mutation RequestCustomTrip($input: CustomTripInput!) {\n    requestCustomTrip(input: $input) {\n      reference\n      message\n    }\n  }\n": typeof types.RequestCustomTripDocument,
    "\n  query CustomTripAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": typeof types.CustomTripAccountDocument,
    "\n  query MyQuotations {\n    myQuotations {\n      slug\n      enquiry_slug\n      trip_title\n      travel_date\n      expiry_date\n      expired\n      accepted\n      pax\n    }\n  }\n": typeof types.MyQuotationsDocument,
    "\n  fragment QuotationViewFields on Quotation {\n    slug\n    name\n    trip_title\n    trip_subtitle\n    expiry_date\n    expired\n    accepted\n    accepted_property_group_id\n    duration\n    pax\n    meals\n    rooms\n    stay_details\n    travel_date\n    travel_details\n    travel_comments\n    inclusions\n    exclusions\n    show_price_for\n    booking_amount\n    discount_name\n    price_note\n    know_before_you_book\n    price_inclusive_of_taxes\n    airport_transfer\n    private_vehicle_siteseeing\n    sic_vehicle\n    travelling_data {\n      from\n      to\n      mode\n    }\n    extrabeds\n    exclusive_adult_extrabed\n    flight {\n      included\n      price\n      note\n    }\n    train {\n      included\n      price\n      note\n    }\n    bus {\n      included\n      price\n      note\n    }\n    visa {\n      included\n      price\n      note\n    }\n    enquiry_slug\n    phone_number {\n      number\n    }\n    planner {\n      first_name\n      last_name\n      avatar {\n        ...ImageFields\n      }\n    }\n    campsite {\n      name\n      type\n      policies {\n        title\n        body\n      }\n    }\n    images {\n      ...ImageFields\n    }\n    days {\n      day_number\n      title\n      description\n      activities {\n        name\n        slug\n        included\n        price\n        price_for\n      }\n      attractions {\n        name\n        included\n      }\n    }\n    property_groups {\n      id\n      name\n      is_selected\n      price\n      properties {\n        name\n        location\n        star_category\n        meals\n        room_type\n        days_detail\n      }\n    }\n  }\n": typeof types.QuotationViewFieldsFragmentDoc,
    "\n  mutation AcceptQuotation($slug: String!, $propertyGroupId: Int!, $participants: [ParticipantInput!]!) {\n    acceptQuotation(slug: $slug, propertyGroupId: $propertyGroupId, participants: $participants) {\n      id\n    }\n  }\n": typeof types.AcceptQuotationDocument,
    "\n  mutation SaveTrip($trekId: Int!) {\n    saveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n": typeof types.SaveTripDocument,
    "\n  mutation UnsaveTrip($trekId: Int!) {\n    unsaveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n": typeof types.UnsaveTripDocument,
    "\n  query SavedTrips {\n    savedTrips {\n      id\n      slug\n      title\n    }\n  }\n": typeof types.SavedTripsDocument,
    "\n  mutation SetBillingDetails($input: BillingDetailsInput!) {\n    setBillingDetails(input: $input) {\n      ...BookingFields\n    }\n  }\n": typeof types.SetBillingDetailsDocument,
    "\n  query TaxDocument($id: ID!) {\n    taxDocument(id: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      booking_reference\n      trip_name\n      amends_number\n      amends_issued_at\n      company_name\n      company_gstin\n      company_address\n      buyer_name\n      buyer_gstin\n      buyer_address\n      buyer_state\n      buyer_pan\n      place_of_supply\n      sac\n      service\n      gst_percent\n      taxable_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      total_paise\n      tcs_paise\n      tcs_law\n      statement\n      deadline_note\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      amount_paise\n      amount_in_words\n      pdf_url\n    }\n  }\n": typeof types.TaxDocumentDocument,
    "\n  query BookingAddOnOffers($id: ID!) {\n    booking(id: $id) {\n      id\n      traveller_count\n      participants {\n        first_name\n        last_name\n      }\n      add_ons {\n        add_on_id\n        size\n        quantity\n        travellers\n      }\n      add_on_offers {\n        add_on_id\n        name\n        description\n        price_paise\n        pricing\n        gst_percent\n        sizes\n        closes_on\n        open\n        left {\n          size\n          available\n        }\n      }\n    }\n  }\n": typeof types.BookingAddOnOffersDocument,
    "\n  mutation ChooseAddOns($input: ChooseAddOnsInput!) {\n    chooseAddOns(input: $input) {\n      id\n      total_paise\n    }\n  }\n": typeof types.ChooseAddOnsDocument,
    "\n  query AddOnsBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": typeof types.AddOnsBookingDocument,
    "\n  query AdminTravellerForms($bookingId: Int!) {\n    adminTravellerForms(bookingId: $bookingId) {\n      participant_id\n      form_id\n      first_name\n      last_name\n      link_sent_at\n      missing\n      emergency_name\n      emergency_phone\n      emergency_relation\n      medical_conditions\n      medicines\n      allergies\n      medical_notes\n      undertaking_version\n      undertaking_accepted_at\n      undertaking_address\n      id_type\n      id_number\n      personal_data_erased_at\n      fitness_status\n      fitness_reason\n      fitness_proof_path\n    }\n  }\n": typeof types.AdminTravellerFormsDocument,
    "\n  mutation AdminSendFormLink($participantId: Int!) {\n    adminSendFormLink(participantId: $participantId) {\n      participant_id\n      link\n    }\n  }\n": typeof types.AdminSendFormLinkDocument,
    "\n  mutation AdminRevealIdNumber($input: AdminRevealIdNumberInput!) {\n    adminRevealIdNumber(input: $input) {\n      form_id\n      id_type_label\n      id_number\n    }\n  }\n": typeof types.AdminRevealIdNumberDocument,
    "\n  mutation AdminReviewFitnessProof($input: AdminReviewFitnessProofInput!) {\n    adminReviewFitnessProof(input: $input)\n  }\n": typeof types.AdminReviewFitnessProofDocument,
    "\n  query TravellerForm($token: String!) {\n    travellerForm(token: $token) {\n      ...TravellerFormFields\n    }\n  }\n": typeof types.TravellerFormDocument,
    "\n  fragment TravellerFormFields on TravellerForm {\n    first_name\n    last_name\n    guardian {\n      name\n      relation\n    }\n    trip_name\n    reference\n    start_date\n    end_date\n    emergency_name\n    emergency_phone\n    emergency_relation\n    medical_conditions\n    medicines\n    allergies\n    medical_notes\n    medical_declared_at\n    undertaking {\n      version\n      text\n    }\n    undertaking_accepted_version\n    permit_id_required\n    id_type\n    id_number\n    fitness_proof_required\n    fitness_status\n    fitness_reason\n    upload_path\n    missing\n  }\n": typeof types.TravellerFormFieldsFragmentDoc,
    "\n  mutation SubmitTravellerForm($token: String!, $input: TravellerFormInput!) {\n    submitTravellerForm(token: $token, input: $input) {\n      ...TravellerFormFields\n    }\n  }\n": typeof types.SubmitTravellerFormDocument,
    "\n  query TripPass($reference: String!) {\n    tripPass(reference: $reference) {\n      reference\n      status\n      trip_name\n      start_date\n      end_date\n      meeting_point\n      meeting_map_url\n      meeting_time\n      leader_name\n      leader_phone\n      itinerary {\n        day\n        title\n        brief\n      }\n      travellers {\n        participant_id\n        first_name\n        last_name\n        check_in_code\n        qr_svg\n      }\n      add_ons {\n        name\n        size\n        quantity\n      }\n    }\n  }\n": typeof types.TripPassDocument,
    "\n  fragment SimilarTripFields on ListingCard {\n    id\n    slug\n    title\n    location\n    duration_days\n    price\n    original_price\n    first_image {\n      ...ImageFields\n    }\n  }\n": typeof types.SimilarTripFieldsFragmentDoc,
    "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    booking_amount_per_person\n    balance_due_days\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    full_departures {\n      id\n      start_date\n      waiting\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews(sort: $reviewSort) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      went_on\n      reply\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {\n      id\n      user_name\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.TrekPageFieldsFragmentDoc,
    "\n  mutation RejoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n": typeof types.RejoinWaitlistDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n": typeof types.JoinWaitlistDocument,
    "\n  query WaitlistOutlook($eventId: Int!, $travellers: Int!) {\n    waitlistOutlook(eventId: $eventId, travellers: $travellers) {\n      waiting\n      likelihood { percent text }\n    }\n  }\n": typeof types.WaitlistOutlookDocument,
    "\n  query MyWaitlist {\n    myWaitlist {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      event_id\n      package_id\n      package_name\n      closes_at\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { departures percent text }\n    }\n  }\n": typeof types.MyWaitlistDocument,
    "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) { id status }\n  }\n": typeof types.LeaveWaitlistDocument,
    "\n  query WaitlistEntry($id: ID!) {\n    waitlistEntry(id: $id) {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      end_date\n      event_id\n      package_id\n      package_name\n      price_per_person_paise\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { text }\n    }\n  }\n": typeof types.WaitlistEntryDocument,
    "\n  mutation TakeWaitlistOffer($id: ID!, $idempotencyKey: String!, $participants: [ParticipantInput!]!) {\n    takeWaitlistOffer(id: $id, idempotencyKey: $idempotencyKey, participants: $participants) {\n      id\n    }\n  }\n": typeof types.TakeWaitlistOfferDocument,
    "\n  mutation DeclineWaitlistOffer($id: ID!) {\n    declineWaitlistOffer(id: $id) { id }\n  }\n": typeof types.DeclineWaitlistOfferDocument,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": typeof types.ImageFieldsFragmentDoc,
    "\n  mutation Logout($everywhere: Boolean) {\n    logout(everywhere: $everywhere) {\n      message\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": typeof types.NavigationDocument,
    "\n  query About {\n    reviewSummary {\n      average_rating\n      review_count\n    }\n  }\n": typeof types.AboutDocument,
    "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": typeof types.ActivityPageDocument,
    "\n  query AdminAuditLog($entity: String, $entityId: String) {\n    adminAuditLog(entity: $entity, entityId: $entityId, limit: 200) {\n      id\n      at\n      action\n      entity\n      entity_id\n      staff_name\n      changes {\n        field\n        before\n        after\n      }\n      before_json\n      after_json\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminBookingPage($id: ID!) {\n    adminBooking(id: $id) {\n      id\n      reference\n      status\n      trip_name\n      start_date\n      event_id\n      trek_id\n      package_name\n      quotation_slug\n      traveller_count\n      price_per_person_paise\n      discount_paise\n      gst_percent\n      gst_paise\n      total_paise\n      paid_paise\n      due_paise\n      booking_amount_paise\n      hold_expires_at\n      contact_email\n      booker_name\n      booker_phone\n      created_at\n      rule_refund_paise\n      rule_text\n      account_id\n      credit_balance_paise\n      transfers_used\n      transfers_allowed\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        price_per_person_paise\n        total_paise\n      }\n      cancelled {\n        at\n        by\n        terms\n        refund_percent\n        paid_paise\n        fee_paise\n        refund_paise\n        kept_paise\n      }\n      travellers {\n        position\n        first_name\n        last_name\n        phone\n        dob\n        age\n        gender_label\n        guardian {\n          name\n          relation\n          declared_at\n        }\n      }\n      ledger {\n        id\n        kind\n        provider\n        provider_id\n        method\n        amount_paise\n        at\n      }\n      refunds {\n        id\n        provider\n        amount_paise\n        reason\n        status\n        failure\n        by_hand\n        created_at\n        processed_at\n      }\n      history {\n        from_status\n        to_status\n        at\n        cause\n      }\n      audit {\n        at\n        action\n        staff_name\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    invoices(bookingId: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n  }\n": typeof types.AdminBookingPageDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: Int) {\n    adminBookings(filter: $filter, page: $page) {\n      total\n      page\n      page_size\n      items {\n        id\n        reference\n        status\n        trip_name\n        start_date\n        event_id\n        traveller_count\n        total_paise\n        paid_paise\n        booker_name\n        booker_phone\n        created_at\n      }\n    }\n    adminTrips {\n      id\n      name\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  query AdminCheckInList($eventId: Int!) {\n    adminCheckInList(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      travellers {\n        participant_id\n        reference\n        first_name\n        last_name\n        phone\n        state\n        at\n      }\n    }\n  }\n": typeof types.AdminCheckInListDocument,
    "\n  mutation AdminCheckIn($input: AdminCheckInInput!) {\n    adminCheckIn(input: $input) {\n      participant_id\n      state\n      at\n    }\n  }\n": typeof types.AdminCheckInDocument,
    "\n  query AdminTrips {\n    adminTrips {\n      id\n      name\n      type\n      status\n      upcoming_departures\n      next_departure\n    }\n  }\n": typeof types.AdminTripsDocument,
    "\n  query AdminEnquiries($filter: AdminEnquiryFilter) {\n    adminEnquiries(filter: $filter) {\n      id\n      reference\n      kind\n      status\n      name\n      mobile\n      travel_date\n      travellers\n      about\n      assignee_name\n      quotation_count\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n": typeof types.AdminEnquiriesDocument,
    "\n  query AdminEnquiry($id: Int!) {\n    adminEnquiry(id: $id) {\n      summary {\n        id\n        reference\n        short_reference\n        kind\n        status\n        name\n        mobile\n        email\n        travel_date\n        travellers\n        about\n        created_at\n        assignee_id\n        whatsapp_url\n      }\n      message\n      duration_days\n      group_type\n      trip_type\n      adults\n      children\n      child_ages\n      budget_per_person\n      notes {\n        id\n        body\n        at\n        author_name\n      }\n      quotations {\n        id\n        slug\n        trip_title\n        expiry_date\n        prices\n        show_price_for\n      }\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n": typeof types.AdminEnquiryDocument,
    "\n  mutation AdminUpdateEnquiry($id: Int!, $input: AdminEnquiryUpdate!) {\n    adminUpdateEnquiry(id: $id, input: $input) {\n      summary {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminUpdateEnquiryDocument,
    "\n  mutation AdminNewQuotation($enquiryId: Int!, $campsiteId: Int) {\n    adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId) {\n      id\n    }\n  }\n": typeof types.AdminNewQuotationDocument,
    "\n  query AdminQuotationTeams {\n    adminQuotationCatalogue {\n      teams {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AdminQuotationTeamsDocument,
    "\n  mutation AdminDuplicateQuotation($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDuplicateQuotationDocument,
    "\n  query AdminViewer {\n    me {\n      role\n      staff_role\n      permissions\n      first_name\n    }\n  }\n": typeof types.AdminViewerDocument,
    "\n  query AdminManifest($eventId: ID!) {\n    adminManifest(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      end_date\n      capacity\n      seats_left\n      cancelled {\n        reason\n        at\n      }\n      travellers {\n        reference\n        booking_id\n        status\n        first_name\n        last_name\n        age\n        gender_label\n        phone\n        position\n        guardian {\n          name\n          relation\n        }\n      }\n      add_ons {\n        booking_id\n        name\n        size\n        quantity\n        positions\n      }\n      add_on_totals {\n        name\n        size\n        quantity\n      }\n      forms {\n        booking_id\n        position\n        missing_text\n      }\n      briefing {\n        meeting_point\n        meeting_time\n        meeting_map_url\n        leader_name\n        leader_phone\n      }\n    }\n  }\n": typeof types.AdminManifestDocument,
    "\n  query AdminLedDepartures {\n    adminLedDepartures {\n      event_id\n      trek_name\n      start_date\n      end_date\n    }\n  }\n": typeof types.AdminLedDeparturesDocument,
    "\n  query AdminPersonalDataReads($staffUserId: Int, $participantId: Int) {\n    adminPersonalDataReads(staffUserId: $staffUserId, participantId: $participantId, limit: 200) {\n      id\n      at\n      operation\n      what\n      staff_user_id\n      staff_name\n      participant_id\n      booking_id\n      traveller_name\n    }\n  }\n": typeof types.AdminPersonalDataReadsDocument,
    "\n  query AdminQuotationBuilder($id: Int!) {\n    adminQuotation(id: $id) {\n      id\n      slug\n      enquiry_id\n      enquiry_slug\n      traveller_name\n      traveller_mobile\n      path\n      accepted\n      acceptance {\n        accepted_at\n        option_name\n        account_name\n        account_phone\n        booking_id\n        booking_reference\n      }\n      draft {\n        trip_title\n        trip_subtitle\n        campsite_id\n        package_id\n        base_price\n        travel_date\n        expiry_date\n        pax\n        rooms\n        meals\n        show_price_for\n        price_inclusive_of_taxes\n        booking_amount\n        inclusions\n        exclusions\n        airport_transfer\n        private_vehicle_siteseeing\n        sic_vehicle\n        days {\n          title\n          description\n          activities {\n            activity_id\n            included\n          }\n        }\n        options {\n          name\n          stay_price\n          properties {\n            property_id\n            typed_in {\n              name\n              location\n              star_category\n            }\n            meals\n            room_type\n            days_detail\n          }\n        }\n        selected_option\n      }\n    }\n    adminQuotationCatalogue {\n      packages {\n        id\n        name\n        trip_name\n        campsite_id\n        price\n        days {\n          title\n          description\n        }\n      }\n      properties {\n        id\n        name\n        location\n        star_category\n      }\n      activities {\n        id\n        name\n        slug\n        price\n        price_for\n      }\n      teams {\n        id\n        name\n        policies {\n          title\n          body\n        }\n      }\n    }\n  }\n": typeof types.AdminQuotationBuilderDocument,
    "\n  query AdminQuotationPreview($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n": typeof types.AdminQuotationPreviewDocument,
    "\n  mutation AdminUpdateQuotation($id: Int!, $input: AdminQuotationInput!) {\n    adminUpdateQuotation(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateQuotationDocument,
    "\n  mutation AdminDuplicateFromBuilder($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n": typeof types.AdminDuplicateFromBuilderDocument,
    "\n  query AdminQuotations {\n    adminQuotations {\n      id\n      trip_title\n      expiry_date\n      show_price_for\n      enquiry_id\n      traveller_name\n      accepted\n      from_price\n    }\n  }\n": typeof types.AdminQuotationsDocument,
    "\n  query AdminReviews($status: ReviewStatus) {\n    adminReviews(status: $status) {\n      id\n      status\n      stars\n      text\n      user_name\n      held_for\n      submitted_at\n      edited_at\n      decided_at\n      decided_by\n      rejection_reason\n      reply\n      trek_name\n      trek_slug\n      went_on\n      booking_reference\n      photos {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.AdminReviewsDocument,
    "\n  mutation AdminModerateReview($id: Int!, $decision: ReviewDecision!, $reason: String) {\n    adminModerateReview(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.AdminModerateReviewDocument,
    "\n  mutation AdminReplyToReview($id: Int!, $text: String!) {\n    adminReplyToReview(id: $id, text: $text) {\n      id\n      reply\n    }\n  }\n": typeof types.AdminReplyToReviewDocument,
    "\n  mutation AdminBeginPasskeyRegistration {\n    adminBeginPasskeyRegistration\n  }\n": typeof types.AdminBeginPasskeyRegistrationDocument,
    "\n  mutation AdminFinishPasskeyRegistration($name: String!, $response: String!) {\n    adminFinishPasskeyRegistration(name: $name, response: $response) {\n      id\n    }\n  }\n": typeof types.AdminFinishPasskeyRegistrationDocument,
    "\n  mutation AdminRemovePasskey($id: ID!) {\n    adminRemovePasskey(id: $id) {\n      totp\n    }\n  }\n": typeof types.AdminRemovePasskeyDocument,
    "\n  mutation AdminBeginTotpSetup {\n    adminBeginTotpSetup {\n      secret\n      qr_svg\n    }\n  }\n": typeof types.AdminBeginTotpSetupDocument,
    "\n  mutation AdminConfirmTotp($code: String!) {\n    adminConfirmTotp(code: $code) {\n      totp\n    }\n  }\n": typeof types.AdminConfirmTotpDocument,
    "\n  mutation AdminRemoveTotp {\n    adminRemoveTotp {\n      totp\n    }\n  }\n": typeof types.AdminRemoveTotpDocument,
    "\n  mutation AdminMakeRecoveryCodes {\n    adminMakeRecoveryCodes\n  }\n": typeof types.AdminMakeRecoveryCodesDocument,
    "\n  query AdminStaff {\n    adminStaff {\n      id\n      phone\n      first_name\n      last_name\n      role\n      live_sessions\n      second_factors\n    }\n  }\n": typeof types.AdminStaffDocument,
    "\n  mutation AdminSetStaffRole($userId: Int!, $role: StaffRole!) {\n    adminSetStaffRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.AdminSetStaffRoleDocument,
    "\n  mutation AdminEndStaffSessions($userId: Int!) {\n    adminEndStaffSessions(userId: $userId)\n  }\n": typeof types.AdminEndStaffSessionsDocument,
    "\n  query AdminTaxExport($month: String!) {\n    adminTaxExport(month: $month) {\n      month\n      invoice_count\n      credit_note_count\n      taxable_paise\n      gst_paise\n      b2b_csv\n      b2cl_csv\n      b2cs_csv\n      cdnr_csv\n      cdnur_csv\n      hsn_b2b_csv\n      hsn_b2c_csv\n      docs_csv\n      late_credit_notes_csv\n    }\n  }\n": typeof types.AdminTaxExportDocument,
    "\n  query AdminTcsExcess {\n    adminTcsExcessReport {\n      since\n      law\n      csv\n      buyers {\n        pan\n        name\n        receipt_count\n        collected_paise\n        due_paise\n        difference_paise\n      }\n    }\n  }\n": typeof types.AdminTcsExcessDocument,
    "\n  query AdminTcsReport($quarter: String!) {\n    adminTcsReport(quarter: $quarter) {\n      quarter\n      amount_paise\n      tcs_paise\n      uncollected_count\n      csv\n      buyers {\n        pan\n        name\n        payment_count\n        amount_paise\n        tcs_paise\n      }\n    }\n  }\n": typeof types.AdminTcsReportDocument,
    "\n  query AdminToday {\n    adminToday {\n      today\n      departures {\n        id\n        trek_id\n        trek_name\n        start_date\n        end_date\n        capacity\n        available_seats\n        seats_taken\n        check_in {\n          travellers\n          arrived\n          no_show\n        }\n      }\n      expiring_holds {\n        id\n        reference\n        trek_name\n        start_date\n        traveller_count\n        phone\n        total_paise\n        hold_expires_at\n      }\n      payments_today {\n        ...AdminTodayMovement\n      }\n      refunds_today {\n        ...AdminTodayMovement\n      }\n      money_today {\n        received_paise\n        payment_count\n        refunded_paise\n        refund_count\n        net_paise\n      }\n      balances_due {\n        id\n        reference\n        trek_name\n        start_date\n        phone\n        due_paise\n        balance_due_by\n      }\n      in_grace {\n        grace_text\n        booking {\n          id\n          reference\n          trek_name\n          start_date\n          phone\n          due_paise\n        }\n      }\n      new_enquiries {\n        id\n        kind\n        name\n        mobile\n        travel_date\n        travellers\n        trek_name\n      }\n      new_enquiry_count\n      failures {\n        source\n        id\n        kind\n        attempts\n        last_error\n        gave_up\n        at\n      }\n    }\n  }\n": typeof types.AdminTodayDocument,
    "\n  query AdminTripAddOns($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      name\n      departures {\n        id\n        start_date\n        end_date\n        add_on_stock {\n          add_on_id\n          size\n          sold\n          available\n        }\n      }\n    }\n    adminAddOns(trekId: $id) {\n      id\n      name\n      description\n      price_paise\n      pricing\n      gst_percent\n      sizes\n      stock_per_departure\n      closes_days_before\n      active\n    }\n  }\n": typeof types.AdminTripAddOnsDocument,
    "\n  query AdminTrip($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      slug\n      name\n      status\n      packages {\n        id\n        name\n        price\n        original_price\n        hide\n      }\n      departures {\n        id\n        start_date\n        end_date\n        length_days\n        capacity\n        available_seats\n        seats_taken\n        sales_open\n        held_bookings\n        paid_bookings\n        waitlist_waiting\n        cancelled {\n          reason\n          at\n        }\n        prices {\n          package_id\n          enabled\n          price\n        }\n      }\n    }\n  }\n": typeof types.AdminTripDocument,
    "\n  mutation AdminCreateDepartureSeries($input: AdminDepartureSeriesInput!) {\n    adminCreateDepartureSeries(input: $input) {\n      created {\n        id\n      }\n      skipped_dates\n    }\n  }\n": typeof types.AdminCreateDepartureSeriesDocument,
    "\n  mutation AdminCreateDeparture($trekId: Int!, $input: AdminDepartureInput!) {\n    adminCreateDeparture(trek_id: $trekId, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateDepartureDocument,
    "\n  mutation AdminUpdateDeparture($id: Int!, $input: AdminDepartureInput!) {\n    adminUpdateDeparture(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdateDepartureDocument,
    "\n  mutation AdminSetDepartureSales($id: Int!, $open: Boolean!) {\n    adminSetDepartureSales(id: $id, open: $open) {\n      id\n      sales_open\n    }\n  }\n": typeof types.AdminSetDepartureSalesDocument,
    "\n  mutation AdminUpdatePackage($id: Int!, $input: AdminPackageInput!) {\n    adminUpdatePackage(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.AdminUpdatePackageDocument,
    "\n  query AdminWaitlist($eventId: Int!) {\n    adminWaitlist(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      capacity\n      available_seats\n      offered_seats\n      closes_at\n      entries {\n        id\n        position\n        status\n        status_text\n        travellers\n        package_name\n        joined_at\n        ended_at\n        traveller { name phone email }\n        offer { seats status expires_at }\n      }\n    }\n  }\n": typeof types.AdminWaitlistDocument,
    "\n  mutation AdminMoveWaitlistEntry($id: ID!, $position: Int!, $reason: String!) {\n    adminMoveWaitlistEntry(id: $id, position: $position, reason: $reason) { event_id }\n  }\n": typeof types.AdminMoveWaitlistEntryDocument,
    "\n  mutation AdminRemoveWaitlistEntry($id: ID!, $reason: String!) {\n    adminRemoveWaitlistEntry(id: $id, reason: $reason) { event_id }\n  }\n": typeof types.AdminRemoveWaitlistEntryDocument,
    "\n  query AttractionPage($slug: String!) {\n    attraction(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      location\n      meta_title\n      meta_description\n      image {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_treks {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n      similar_attractions {\n        ...AttractionCardFields\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": typeof types.AttractionPageDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.BlogPostDocument,
    "\n  query CampaignPage($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n      headline\n      description\n      starts_at\n      code\n      terms\n      hero_image {\n        ...ImageFields\n      }\n      trips {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n  }\n": typeof types.CampaignPageDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": typeof types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": typeof types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.CreatorDocument,
    "\n  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {\n    dubaiActivities(filter: $filter, sort: $sort) {\n      ...ActivityCardFields\n    }\n    destination(slug: \"dubai\") {\n      name\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.DubaiActivitiesDocument,
    "\n  query DepartureRegistration($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DepartureRegistrationDocument,
    "\n  query DepartureTrek($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": typeof types.DepartureTrekDocument,
    "\n  query WaitlistDeparture($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip { id name slug }\n      prices { package_id enabled }\n    }\n  }\n": typeof types.WaitlistDepartureDocument,
    "\n  query WaitlistPackages($id: Int!) {\n    trek(id: $id) {\n      packages { id name }\n    }\n  }\n": typeof types.WaitlistPackagesDocument,
    "\n  query Home {\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    reviewSummary {\n      average_rating\n      review_count\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": typeof types.HomeDocument,
    "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n": typeof types.LoggedInAsDocument,
    "\n  query LoginTrip($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": typeof types.LoginTripDocument,
    "\n  query QuotationPage($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n": typeof types.QuotationPageDocument,
    "\n  query QuotationsPage($enquirySlug: String!) {\n    quotations(enquirySlug: $enquirySlug) {\n      slug\n      enquiry_slug\n      name\n      trip_title\n      duration\n      pax\n      show_price_for\n      expiry_date\n      expired\n      accepted\n      accepted_property_group_id\n      price_details {\n        property_group_id\n        price\n      }\n      images {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.QuotationsPageDocument,
    "\n  query ReviewInvite($token: String!) {\n    reviewInvite(token: $token) {\n      trek_name\n      trek_slug\n      went_on\n      traveller_name\n      expires_at\n      review {\n        stars\n        text\n        status\n        rejection_reason\n        photos {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.ReviewInviteDocument,
    "\n  mutation SubmitReview($token: String!, $input: ReviewInput!) {\n    submitReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.SubmitReviewDocument,
    "\n  mutation EditReview($token: String!, $input: ReviewInput!) {\n    editReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.EditReviewDocument,
    "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n    runningCampaigns {\n      slug\n    }\n  }\n": typeof types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": typeof types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query TrekRegistration($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": typeof types.TrekRegistrationDocument,
    "\n  query TrekPage($slug: String!, $today: Date!, $reviewSort: ReviewSort) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n": typeof types.TrekPageDocument,
    "\n  query SimilarTrips($destination: String, $types: [String!]) {\n    sameDestination: trekListing(destination_slug: $destination, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n    sameKind: trekListing(filter: { types: $types }, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n  }\n": typeof types.SimilarTripsDocument,
};
const documents: Documents = {
    "\n  query MyAccount {\n    me {\n      phone\n      first_name\n      last_name\n      member_since\n    }\n  }\n": types.MyAccountDocument,
    "\n  mutation SendErasureCode {\n    sendErasureCode {\n      message\n    }\n  }\n": types.SendErasureCodeDocument,
    "\n  mutation EraseMyAccount($code: Int!) {\n    eraseMyAccount(input: { code: $code }) {\n      message\n    }\n  }\n": types.EraseMyAccountDocument,
    "\n  query MessagePreferences {\n    messagePreferences {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n": types.MessagePreferencesDocument,
    "\n  mutation SetMessagePreferences(\n    $preferredChannel: MessageChannel!\n    $whatsappOptOut: Boolean!\n    $smsOptOut: Boolean!\n    $emailOptOut: Boolean!\n    $marketingOptOut: Boolean!\n  ) {\n    setMessagePreferences(\n      preferredChannel: $preferredChannel\n      whatsappOptOut: $whatsappOptOut\n      smsOptOut: $smsOptOut\n      emailOptOut: $emailOptOut\n      marketingOptOut: $marketingOptOut\n    ) {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n": types.SetMessagePreferencesDocument,
    "\n  query MyData {\n    myData {\n      generated_at\n      download_url\n      account { phone first_name last_name emails created_at }\n      message_preferences { chosen preferred_channel whatsapp_opt_out sms_opt_out email_opt_out marketing_opt_out }\n      newsletter { email subscribed_at }\n      bookings {\n        reference trip start_date end_date status traveller_count total_paise paid_paise contact_email created_at\n        travellers { position first_name last_name phone dob gender guardian }\n      }\n      traveller_forms {\n        booking_reference traveller emergency_name emergency_phone emergency_relation medical_conditions medicines\n        allergies medical_notes id_type id_number_masked fitness_proof_uploaded fitness_status erased_at\n      }\n      payments { booking_reference kind amount_paise method method_detail at }\n      refunds { booking_reference amount_paise status reason requested_at processed_at }\n      tax_documents { booking_reference kind number issued_at buyer_name total_paise pdf_url }\n      billing_details { booking_reference legal_name gstin pan address state_code }\n      trip_credit { kind amount_paise source booking_reference expires_at at }\n      waitlist { trip start_date travellers status contact_email joined_at ended_at offers { seats status offered_at expires_at } }\n      reviews { trip star_rating review signed_as status submitted_at }\n      enquiries {\n        reference kind name mobile email travel_date travellers message status created_at\n        quotations { trip_title travel_date expiry_date path }\n      }\n      messages { template channel status booking_reference queued_at sent_at }\n      saved_trips { trip saved_at }\n    }\n  }\n": types.MyDataDocument,
    "\n  mutation AdminRecordOfflinePayment(\n    $bookingId: ID!\n    $amountPaise: Int!\n    $method: OfflinePaymentMethod!\n    $reference: String!\n    $bank: String\n    $note: String\n  ) {\n    adminRecordOfflinePayment(\n      bookingId: $bookingId\n      amountPaise: $amountPaise\n      method: $method\n      reference: $reference\n      bank: $bank\n      note: $note\n    ) {\n      id\n      status\n    }\n  }\n": types.AdminRecordOfflinePaymentDocument,
    "\n  query AdminTcsQuote($bookingId: ID!, $amountPaise: Int!) {\n    adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) {\n      tcs_paise\n      receive_paise\n    }\n  }\n": types.AdminTcsQuoteDocument,
    "\n  mutation AdminRecordOfflineRefund($refundId: ID!, $reference: String!) {\n    adminRecordOfflineRefund(refundId: $refundId, reference: $reference) {\n      id\n    }\n  }\n": types.AdminRecordOfflineRefundDocument,
    "\n  mutation AdminCancelBooking($bookingId: ID!, $refundPaise: Int, $reason: String!) {\n    adminCancelBooking(bookingId: $bookingId, refundPaise: $refundPaise, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.AdminCancelBookingDocument,
    "\n  query AdminBookingMessages($bookingId: ID!) {\n    adminBookingMessages(bookingId: $bookingId) {\n      id\n      template\n      channel\n      status\n      send_at\n      sent_at\n      status_at\n      body\n      last_error\n      resend_of\n    }\n  }\n": types.AdminBookingMessagesDocument,
    "\n  mutation AdminResendMessage($id: ID!) {\n    adminResendMessage(id: $id) {\n      id\n    }\n  }\n": types.AdminResendMessageDocument,
    "\n  mutation AdminTransferBooking($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    adminTransferBooking(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      id\n      status\n      due_paise\n    }\n  }\n": types.AdminTransferBookingDocument,
    "\n  mutation AdminAllowTransfer($bookingId: ID!) {\n    adminAllowTransfer(bookingId: $bookingId)\n  }\n": types.AdminAllowTransferDocument,
    "\n  mutation AdminGrantCredit($accountId: Int!, $amountPaise: Int!, $reason: String!) {\n    adminGrantCredit(accountId: $accountId, amountPaise: $amountPaise, reason: $reason) {\n      balance_paise\n    }\n  }\n": types.AdminGrantCreditDocument,
    "\n  mutation AdminCancelDeparture($eventId: Int!, $reason: String!) {\n    adminCancelDeparture(eventId: $eventId, reason: $reason) {\n      event_id\n      cancelled_bookings\n      released_holds\n    }\n  }\n": types.AdminCancelDepartureDocument,
    "\n  query AdminDepartureLeaders($eventId: Int!) {\n    adminDepartureLeaders(eventId: $eventId) {\n      id\n      name\n    }\n    adminTrekLeaders {\n      id\n      name\n    }\n  }\n": types.AdminDepartureLeadersDocument,
    "\n  mutation AdminAssignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminAssignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n": types.AdminAssignTrekLeaderDocument,
    "\n  mutation AdminUnassignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminUnassignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n": types.AdminUnassignTrekLeaderDocument,
    "\n  query AdminPersonalDataHold($eventId: Int!) {\n    adminPersonalDataHold(eventId: $eventId) {\n      placed_at\n      reason\n    }\n  }\n": types.AdminPersonalDataHoldDocument,
    "\n  mutation AdminPlacePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminPlacePersonalDataHold(input: $input) {\n      placed_at\n    }\n  }\n": types.AdminPlacePersonalDataHoldDocument,
    "\n  mutation AdminReleasePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminReleasePersonalDataHold(input: $input)\n  }\n": types.AdminReleasePersonalDataHoldDocument,
    "\n  query AdminPaymentAlerts {\n    adminPaymentAlerts {\n      id\n      booking_id\n      booking_reference\n      provider\n      provider_payment_id\n      expected_amount_paise\n      expected_currency\n      received_amount_paise\n      received_currency\n      detected_at\n    }\n  }\n": types.AdminPaymentAlertsDocument,
    "\n  mutation AdminResolvePaymentAlert($id: ID!, $resolution: String!) {\n    adminResolvePaymentAlert(id: $id, resolution: $resolution) {\n      id\n    }\n  }\n": types.AdminResolvePaymentAlertDocument,
    "\n  mutation AdminResetStaffSecondFactors($userId: Int!) {\n    adminResetStaffSecondFactors(userId: $userId) {\n      id\n      second_factors\n    }\n  }\n": types.AdminResetStaffSecondFactorsDocument,
    "\n  query AdminSecondFactors {\n    adminSecondFactors {\n      required\n      verified_at\n      totp\n      recovery_codes_left\n      fresh_seconds\n      passkeys {\n        id\n        name\n        created_at\n        last_used_at\n      }\n    }\n  }\n": types.AdminSecondFactorsDocument,
    "\n  mutation AdminBeginPasskeySignIn {\n    adminBeginPasskeySignIn\n  }\n": types.AdminBeginPasskeySignInDocument,
    "\n  mutation AdminVerifyPasskey($response: String!) {\n    adminVerifyPasskey(response: $response) {\n      verified_at\n    }\n  }\n": types.AdminVerifyPasskeyDocument,
    "\n  mutation AdminVerifyTotp($code: String!) {\n    adminVerifyTotp(code: $code) {\n      verified_at\n    }\n  }\n": types.AdminVerifyTotpDocument,
    "\n  mutation AdminVerifyRecoveryCode($code: String!) {\n    adminVerifyRecoveryCode(code: $code) {\n      verified_at\n    }\n  }\n": types.AdminVerifyRecoveryCodeDocument,
    "\n  fragment AdminTodayMovement on AdminTodayPayment {\n    id\n    kind\n    booking_id\n    booking_reference\n    amount_paise\n    method\n    provider\n    at\n  }\n": types.AdminTodayMovementFragmentDoc,
    "\n  mutation AdminSaveAddOn($input: AdminSaveAddOnInput!) {\n    adminSaveAddOn(input: $input) {\n      id\n      name\n    }\n  }\n": types.AdminSaveAddOnDocument,
    "\n  mutation AdminSetDepartureBriefing($input: AdminDepartureBriefingInput!) {\n    adminSetDepartureBriefing(input: $input)\n  }\n": types.AdminSetDepartureBriefingDocument,
    "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n": types.BlogArticleFieldsFragmentDoc,
    "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    quotation {\n      slug\n      enquiry_slug\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    discount_paise\n    campaign_name\n    gst_percent\n    gst_paise\n    gst_included\n    add_ons_paise\n    add_ons {\n      add_on_id\n      name\n      size\n      quantity\n      gst_percent\n      total_paise\n    }\n    total_paise\n    paid_paise\n    due_paise\n    received_paise\n    refunded_paise\n    refunding_paise\n    booking_amount_paise\n    balance_due_by\n    can_pay\n    payment_plans\n    payments {\n      id\n      receipt_number\n      amount_paise\n      method\n      captured_at\n      provider_payment_id\n    }\n    abroad\n    address_required_from_paise\n    billing_details {\n      gstin\n      legal_name\n      address\n      state_code\n      pan_masked\n    }\n    invoices {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n    refund_status\n    refunds {\n      id\n      amount_paise\n      status\n      reason_text\n      note\n      created_at\n      processed_at\n    }\n    cancelled {\n      at\n      by\n      terms\n      refund_percent\n      paid_paise\n      fee_paise\n      refund_paise\n      credit_paise\n      kept_paise\n    }\n    cancellation {\n      refund_paise\n      refund_percent\n      tier_text\n      days_before_departure\n    }\n    credit_cancellation {\n      credit_paise\n      fee_paise\n      text\n    }\n    change_fee_paise\n    transfers_left\n    date_change_blocked\n    review {\n      path\n      written\n    }\n    credit_available_paise\n    departure_cancelled {\n      reason\n      answer_by\n      paid_paise\n      credit_offer_paise\n      choice\n    }\n  }\n": types.BookingFieldsFragmentDoc,
    "\n  mutation CancelBooking($id: ID!, $refundAs: RefundAs) {\n    cancelBooking(id: $id, refundAs: $refundAs) {\n      ...BookingFields\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n": types.MyBookingsDocument,
    "\n  query MyCredit {\n    myCredit {\n      balance_paise\n      expiries {\n        amount_paise\n        expires_at\n      }\n      entries {\n        id\n        kind\n        amount_paise\n        description\n        at\n      }\n    }\n  }\n": types.MyCreditDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n": types.CreateBookingDocument,
    "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n      discount_name\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n": types.RegistrationTrekFieldsFragmentDoc,
    "\n  query TransferChoices($id: ID!) {\n    booking(id: $id) {\n      id\n      change_policy\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        total_paise\n      }\n    }\n  }\n": types.TransferChoicesDocument,
    "\n  query TransferQuote($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    transferQuote(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      event_id\n      package_id\n      total_paise\n      fee_paise\n      due_paise\n      credit_paise\n    }\n  }\n": types.TransferQuoteDocument,
    "\n  mutation TransferBooking($input: TransferBookingInput!) {\n    transferBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.TransferBookingDocument,
    "\n  mutation AnswerCancelledDeparture($input: AnswerCancelledDepartureInput!) {\n    answerCancelledDeparture(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.AnswerCancelledDepartureDocument,
    "\n  mutation SubstituteParticipant($input: SubstituteParticipantInput!) {\n    substituteParticipant(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.SubstituteParticipantDocument,
    "\n  query TravellerAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": types.TravellerAccountDocument,
    "\n  fragment CampaignOfferFields on Campaign {\n    slug\n    name\n    state\n    ends_at\n    offer_kind\n    percent_off\n    amount_per_traveller_paise\n    cap_paise\n    min_travellers\n    combines_with_fare_offers\n    offer_text\n    combination_text\n    trek_ids\n  }\n": types.CampaignOfferFieldsFragmentDoc,
    "\n  query BookingCampaign($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n    }\n  }\n": types.BookingCampaignDocument,
    "\n  fragment TripCardFields on ListingCard {\n    id\n    slug\n    title\n    tagline\n    type\n    difficulty\n    location\n    duration_days\n    price\n    original_price\n    discount_name\n    review_count\n    average_rating\n    images {\n      ...ImageFields\n    }\n  }\n": types.TripCardFieldsFragmentDoc,
    "\n  fragment ActivityCardFields on Activity {\n    id\n    slug\n    name\n    brief\n    duration\n    duration_minutes\n    location\n    price\n    original_price\n    price_for\n    discount_name\n    cover_image {\n      ...ImageFields\n    }\n  }\n": types.ActivityCardFieldsFragmentDoc,
    "\n  fragment AttractionCardFields on Attraction {\n    id\n    slug\n    name\n    brief\n    location\n    image {\n      ...ImageFields\n    }\n  }\n": types.AttractionCardFieldsFragmentDoc,
    "\n  query SearchSuggestions($query: String!, $limit: Int) {\n    search(query: $query, limit: $limit) {\n      total\n      hits {\n        kind\n        name\n        path\n        context\n      }\n    }\n  }\n": types.SearchSuggestionsDocument,
    "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n        # The \"from\" price follows the month filter (the fragment's is over every departure).\n        month_price: price(month: $month)\n        month_original_price: original_price(month: $month)\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n": types.TripListingDocument,
    "\n  mutation CreateInquiry($input: InquiryInput!, $trekId: Int, $activityId: Int) {\n    createInquiry(input: $input, trek_id: $trekId, activity_id: $activityId) {\n      message\n      reference\n    }\n  }\n": types.CreateInquiryDocument,
    "\n  mutation SendOtp($phone: String!) {\n    sendOtp(phone: $phone) {\n      phone\n      message\n      resend_after_seconds\n    }\n  }\n": types.SendOtpDocument,
    "\n  mutation LoginWithOtp($phone: String!, $otp: Int!) {\n    login(phone: $phone, otp: $otp) {\n      token\n      message\n    }\n  }\n": types.LoginWithOtpDocument,
    "\n  mutation Subscribe($email: String!) {\n    subscribeNewsLetter(email: $email) {\n      message\n    }\n  }\n": types.SubscribeDocument,
    "\n  query BalanceBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.BalanceBookingDocument,
    "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      status\n    }\n  }\n": types.ConfirmPaymentDocument,
    "\n  mutation ConfirmBalancePayment($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {\n    confirmBalancePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature, link: $link) {\n      status\n    }\n  }\n": types.ConfirmBalancePaymentDocument,
    "\n  query BalancePaymentView($bookingId: ID!, $link: String!) {\n    balancePayment(bookingId: $bookingId, link: $link) {\n      booking_id\n      trip_name\n      start_date\n      end_date\n      traveller_count\n      total_paise\n      paid_paise\n      balance_paise\n      balance_due_by\n      paid_in_full\n      cancelled\n      link_status\n      can_pay_with_link\n      documents {\n        kind\n        title\n        number\n        amount_paise\n        issued_at\n        path\n      }\n    }\n  }\n": types.BalancePaymentViewDocument,
    "\n  mutation StartBalancePayment($bookingId: ID!, $link: String!) {\n    startBalancePayment(bookingId: $bookingId, link: $link) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n    }\n  }\n": types.StartBalancePaymentDocument,
    "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.HeldBookingDocument,
    "\n  query PaymentOutcome($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.PaymentOutcomeDocument,
    "\n  mutation StartPayment($bookingId: ID!, $plan: PaymentPlan!) {\n    startPayment(bookingId: $bookingId, plan: $plan) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n      prefill_phone\n    }\n  }\n": types.StartPaymentDocument,
    "\n  query Receipt($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      number\n      issued_at\n      company_name\n      company_gstin\n      company_address\n      payer_name\n      sac\n      service\n      place_of_supply\n      taxable_paise\n      gst_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      tcs_paise\n      tcs_law\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      invoice_number\n      gst_percent\n      booking_total_paise\n      paid_to_date_paise\n      balance_after_paise\n      payment {\n        id\n        amount_paise\n        method\n        method_detail\n        captured_at\n        provider_payment_id\n      }\n      booking {\n        id\n        reference\n        discount_paise\n        campaign_name\n        trip {\n          name\n        }\n        package {\n          name\n        }\n        departure {\n          start_date\n          end_date\n        }\n        participants {\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n": types.ReceiptDocument,
    "\n  query SandboxOrder($orderId: String!, $link: String) {\n    sandboxOrder(orderId: $orderId, link: $link) {\n      order_id\n      amount_paise\n      description\n      booking_id\n      status\n      payable\n      unpayable_reason\n    }\n  }\n": types.SandboxOrderDocument,
    "\n  mutation SandboxPay($orderId: String!, $method: String!, $outcome: String!, $link: String) {\n    sandboxPay(orderId: $orderId, method: $method, outcome: $outcome, link: $link) {\n      order_id\n      payment_id\n      signature\n      status\n    }\n  }\n": types.SandboxPayDocument,
    "\n  mutation PayWithCredit($bookingId: ID!, $plan: CreditPaymentPlan!) {\n    payWithCredit(bookingId: $bookingId, plan: $plan) {\n      ...BookingFields\n    }\n  }\n": types.PayWithCreditDocument,
    "\n  mutation RequestCustomTrip($input: CustomTripInput!) {\n    requestCustomTrip(input: $input) {\n      reference\n      message\n    }\n  }\n": types.RequestCustomTripDocument,
    "\n  query CustomTripAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n": types.CustomTripAccountDocument,
    "\n  query MyQuotations {\n    myQuotations {\n      slug\n      enquiry_slug\n      trip_title\n      travel_date\n      expiry_date\n      expired\n      accepted\n      pax\n    }\n  }\n": types.MyQuotationsDocument,
    "\n  fragment QuotationViewFields on Quotation {\n    slug\n    name\n    trip_title\n    trip_subtitle\n    expiry_date\n    expired\n    accepted\n    accepted_property_group_id\n    duration\n    pax\n    meals\n    rooms\n    stay_details\n    travel_date\n    travel_details\n    travel_comments\n    inclusions\n    exclusions\n    show_price_for\n    booking_amount\n    discount_name\n    price_note\n    know_before_you_book\n    price_inclusive_of_taxes\n    airport_transfer\n    private_vehicle_siteseeing\n    sic_vehicle\n    travelling_data {\n      from\n      to\n      mode\n    }\n    extrabeds\n    exclusive_adult_extrabed\n    flight {\n      included\n      price\n      note\n    }\n    train {\n      included\n      price\n      note\n    }\n    bus {\n      included\n      price\n      note\n    }\n    visa {\n      included\n      price\n      note\n    }\n    enquiry_slug\n    phone_number {\n      number\n    }\n    planner {\n      first_name\n      last_name\n      avatar {\n        ...ImageFields\n      }\n    }\n    campsite {\n      name\n      type\n      policies {\n        title\n        body\n      }\n    }\n    images {\n      ...ImageFields\n    }\n    days {\n      day_number\n      title\n      description\n      activities {\n        name\n        slug\n        included\n        price\n        price_for\n      }\n      attractions {\n        name\n        included\n      }\n    }\n    property_groups {\n      id\n      name\n      is_selected\n      price\n      properties {\n        name\n        location\n        star_category\n        meals\n        room_type\n        days_detail\n      }\n    }\n  }\n": types.QuotationViewFieldsFragmentDoc,
    "\n  mutation AcceptQuotation($slug: String!, $propertyGroupId: Int!, $participants: [ParticipantInput!]!) {\n    acceptQuotation(slug: $slug, propertyGroupId: $propertyGroupId, participants: $participants) {\n      id\n    }\n  }\n": types.AcceptQuotationDocument,
    "\n  mutation SaveTrip($trekId: Int!) {\n    saveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n": types.SaveTripDocument,
    "\n  mutation UnsaveTrip($trekId: Int!) {\n    unsaveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n": types.UnsaveTripDocument,
    "\n  query SavedTrips {\n    savedTrips {\n      id\n      slug\n      title\n    }\n  }\n": types.SavedTripsDocument,
    "\n  mutation SetBillingDetails($input: BillingDetailsInput!) {\n    setBillingDetails(input: $input) {\n      ...BookingFields\n    }\n  }\n": types.SetBillingDetailsDocument,
    "\n  query TaxDocument($id: ID!) {\n    taxDocument(id: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      booking_reference\n      trip_name\n      amends_number\n      amends_issued_at\n      company_name\n      company_gstin\n      company_address\n      buyer_name\n      buyer_gstin\n      buyer_address\n      buyer_state\n      buyer_pan\n      place_of_supply\n      sac\n      service\n      gst_percent\n      taxable_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      total_paise\n      tcs_paise\n      tcs_law\n      statement\n      deadline_note\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      amount_paise\n      amount_in_words\n      pdf_url\n    }\n  }\n": types.TaxDocumentDocument,
    "\n  query BookingAddOnOffers($id: ID!) {\n    booking(id: $id) {\n      id\n      traveller_count\n      participants {\n        first_name\n        last_name\n      }\n      add_ons {\n        add_on_id\n        size\n        quantity\n        travellers\n      }\n      add_on_offers {\n        add_on_id\n        name\n        description\n        price_paise\n        pricing\n        gst_percent\n        sizes\n        closes_on\n        open\n        left {\n          size\n          available\n        }\n      }\n    }\n  }\n": types.BookingAddOnOffersDocument,
    "\n  mutation ChooseAddOns($input: ChooseAddOnsInput!) {\n    chooseAddOns(input: $input) {\n      id\n      total_paise\n    }\n  }\n": types.ChooseAddOnsDocument,
    "\n  query AddOnsBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n": types.AddOnsBookingDocument,
    "\n  query AdminTravellerForms($bookingId: Int!) {\n    adminTravellerForms(bookingId: $bookingId) {\n      participant_id\n      form_id\n      first_name\n      last_name\n      link_sent_at\n      missing\n      emergency_name\n      emergency_phone\n      emergency_relation\n      medical_conditions\n      medicines\n      allergies\n      medical_notes\n      undertaking_version\n      undertaking_accepted_at\n      undertaking_address\n      id_type\n      id_number\n      personal_data_erased_at\n      fitness_status\n      fitness_reason\n      fitness_proof_path\n    }\n  }\n": types.AdminTravellerFormsDocument,
    "\n  mutation AdminSendFormLink($participantId: Int!) {\n    adminSendFormLink(participantId: $participantId) {\n      participant_id\n      link\n    }\n  }\n": types.AdminSendFormLinkDocument,
    "\n  mutation AdminRevealIdNumber($input: AdminRevealIdNumberInput!) {\n    adminRevealIdNumber(input: $input) {\n      form_id\n      id_type_label\n      id_number\n    }\n  }\n": types.AdminRevealIdNumberDocument,
    "\n  mutation AdminReviewFitnessProof($input: AdminReviewFitnessProofInput!) {\n    adminReviewFitnessProof(input: $input)\n  }\n": types.AdminReviewFitnessProofDocument,
    "\n  query TravellerForm($token: String!) {\n    travellerForm(token: $token) {\n      ...TravellerFormFields\n    }\n  }\n": types.TravellerFormDocument,
    "\n  fragment TravellerFormFields on TravellerForm {\n    first_name\n    last_name\n    guardian {\n      name\n      relation\n    }\n    trip_name\n    reference\n    start_date\n    end_date\n    emergency_name\n    emergency_phone\n    emergency_relation\n    medical_conditions\n    medicines\n    allergies\n    medical_notes\n    medical_declared_at\n    undertaking {\n      version\n      text\n    }\n    undertaking_accepted_version\n    permit_id_required\n    id_type\n    id_number\n    fitness_proof_required\n    fitness_status\n    fitness_reason\n    upload_path\n    missing\n  }\n": types.TravellerFormFieldsFragmentDoc,
    "\n  mutation SubmitTravellerForm($token: String!, $input: TravellerFormInput!) {\n    submitTravellerForm(token: $token, input: $input) {\n      ...TravellerFormFields\n    }\n  }\n": types.SubmitTravellerFormDocument,
    "\n  query TripPass($reference: String!) {\n    tripPass(reference: $reference) {\n      reference\n      status\n      trip_name\n      start_date\n      end_date\n      meeting_point\n      meeting_map_url\n      meeting_time\n      leader_name\n      leader_phone\n      itinerary {\n        day\n        title\n        brief\n      }\n      travellers {\n        participant_id\n        first_name\n        last_name\n        check_in_code\n        qr_svg\n      }\n      add_ons {\n        name\n        size\n        quantity\n      }\n    }\n  }\n": types.TripPassDocument,
    "\n  fragment SimilarTripFields on ListingCard {\n    id\n    slug\n    title\n    location\n    duration_days\n    price\n    original_price\n    first_image {\n      ...ImageFields\n    }\n  }\n": types.SimilarTripFieldsFragmentDoc,
    "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    booking_amount_per_person\n    balance_due_days\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    full_departures {\n      id\n      start_date\n      waiting\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews(sort: $reviewSort) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      went_on\n      reply\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {\n      id\n      user_name\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n": types.TrekPageFieldsFragmentDoc,
    "\n  mutation RejoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n": types.RejoinWaitlistDocument,
    "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n": types.JoinWaitlistDocument,
    "\n  query WaitlistOutlook($eventId: Int!, $travellers: Int!) {\n    waitlistOutlook(eventId: $eventId, travellers: $travellers) {\n      waiting\n      likelihood { percent text }\n    }\n  }\n": types.WaitlistOutlookDocument,
    "\n  query MyWaitlist {\n    myWaitlist {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      event_id\n      package_id\n      package_name\n      closes_at\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { departures percent text }\n    }\n  }\n": types.MyWaitlistDocument,
    "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) { id status }\n  }\n": types.LeaveWaitlistDocument,
    "\n  query WaitlistEntry($id: ID!) {\n    waitlistEntry(id: $id) {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      end_date\n      event_id\n      package_id\n      package_name\n      price_per_person_paise\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { text }\n    }\n  }\n": types.WaitlistEntryDocument,
    "\n  mutation TakeWaitlistOffer($id: ID!, $idempotencyKey: String!, $participants: [ParticipantInput!]!) {\n    takeWaitlistOffer(id: $id, idempotencyKey: $idempotencyKey, participants: $participants) {\n      id\n    }\n  }\n": types.TakeWaitlistOfferDocument,
    "\n  mutation DeclineWaitlistOffer($id: ID!) {\n    declineWaitlistOffer(id: $id) { id }\n  }\n": types.DeclineWaitlistOfferDocument,
    "\n  fragment ImageFields on Image {\n    id\n    checksum\n    width\n    height\n    alt\n    dominant_color\n  }\n": types.ImageFieldsFragmentDoc,
    "\n  mutation Logout($everywhere: Boolean) {\n    logout(everywhere: $everywhere) {\n      message\n    }\n  }\n": types.LogoutDocument,
    "\n  query Navigation {\n    destinations {\n      slug\n      name\n    }\n  }\n": types.NavigationDocument,
    "\n  query About {\n    reviewSummary {\n      average_rating\n      review_count\n    }\n  }\n": types.AboutDocument,
    "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": types.ActivityPageDocument,
    "\n  query AdminAuditLog($entity: String, $entityId: String) {\n    adminAuditLog(entity: $entity, entityId: $entityId, limit: 200) {\n      id\n      at\n      action\n      entity\n      entity_id\n      staff_name\n      changes {\n        field\n        before\n        after\n      }\n      before_json\n      after_json\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminBookingPage($id: ID!) {\n    adminBooking(id: $id) {\n      id\n      reference\n      status\n      trip_name\n      start_date\n      event_id\n      trek_id\n      package_name\n      quotation_slug\n      traveller_count\n      price_per_person_paise\n      discount_paise\n      gst_percent\n      gst_paise\n      total_paise\n      paid_paise\n      due_paise\n      booking_amount_paise\n      hold_expires_at\n      contact_email\n      booker_name\n      booker_phone\n      created_at\n      rule_refund_paise\n      rule_text\n      account_id\n      credit_balance_paise\n      transfers_used\n      transfers_allowed\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        price_per_person_paise\n        total_paise\n      }\n      cancelled {\n        at\n        by\n        terms\n        refund_percent\n        paid_paise\n        fee_paise\n        refund_paise\n        kept_paise\n      }\n      travellers {\n        position\n        first_name\n        last_name\n        phone\n        dob\n        age\n        gender_label\n        guardian {\n          name\n          relation\n          declared_at\n        }\n      }\n      ledger {\n        id\n        kind\n        provider\n        provider_id\n        method\n        amount_paise\n        at\n      }\n      refunds {\n        id\n        provider\n        amount_paise\n        reason\n        status\n        failure\n        by_hand\n        created_at\n        processed_at\n      }\n      history {\n        from_status\n        to_status\n        at\n        cause\n      }\n      audit {\n        at\n        action\n        staff_name\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    invoices(bookingId: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n  }\n": types.AdminBookingPageDocument,
    "\n  query AdminBookings($filter: AdminBookingFilter, $page: Int) {\n    adminBookings(filter: $filter, page: $page) {\n      total\n      page\n      page_size\n      items {\n        id\n        reference\n        status\n        trip_name\n        start_date\n        event_id\n        traveller_count\n        total_paise\n        paid_paise\n        booker_name\n        booker_phone\n        created_at\n      }\n    }\n    adminTrips {\n      id\n      name\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  query AdminCheckInList($eventId: Int!) {\n    adminCheckInList(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      travellers {\n        participant_id\n        reference\n        first_name\n        last_name\n        phone\n        state\n        at\n      }\n    }\n  }\n": types.AdminCheckInListDocument,
    "\n  mutation AdminCheckIn($input: AdminCheckInInput!) {\n    adminCheckIn(input: $input) {\n      participant_id\n      state\n      at\n    }\n  }\n": types.AdminCheckInDocument,
    "\n  query AdminTrips {\n    adminTrips {\n      id\n      name\n      type\n      status\n      upcoming_departures\n      next_departure\n    }\n  }\n": types.AdminTripsDocument,
    "\n  query AdminEnquiries($filter: AdminEnquiryFilter) {\n    adminEnquiries(filter: $filter) {\n      id\n      reference\n      kind\n      status\n      name\n      mobile\n      travel_date\n      travellers\n      about\n      assignee_name\n      quotation_count\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n": types.AdminEnquiriesDocument,
    "\n  query AdminEnquiry($id: Int!) {\n    adminEnquiry(id: $id) {\n      summary {\n        id\n        reference\n        short_reference\n        kind\n        status\n        name\n        mobile\n        email\n        travel_date\n        travellers\n        about\n        created_at\n        assignee_id\n        whatsapp_url\n      }\n      message\n      duration_days\n      group_type\n      trip_type\n      adults\n      children\n      child_ages\n      budget_per_person\n      notes {\n        id\n        body\n        at\n        author_name\n      }\n      quotations {\n        id\n        slug\n        trip_title\n        expiry_date\n        prices\n        show_price_for\n      }\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n": types.AdminEnquiryDocument,
    "\n  mutation AdminUpdateEnquiry($id: Int!, $input: AdminEnquiryUpdate!) {\n    adminUpdateEnquiry(id: $id, input: $input) {\n      summary {\n        id\n        status\n      }\n    }\n  }\n": types.AdminUpdateEnquiryDocument,
    "\n  mutation AdminNewQuotation($enquiryId: Int!, $campsiteId: Int) {\n    adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId) {\n      id\n    }\n  }\n": types.AdminNewQuotationDocument,
    "\n  query AdminQuotationTeams {\n    adminQuotationCatalogue {\n      teams {\n        id\n        name\n      }\n    }\n  }\n": types.AdminQuotationTeamsDocument,
    "\n  mutation AdminDuplicateQuotation($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n": types.AdminDuplicateQuotationDocument,
    "\n  query AdminViewer {\n    me {\n      role\n      staff_role\n      permissions\n      first_name\n    }\n  }\n": types.AdminViewerDocument,
    "\n  query AdminManifest($eventId: ID!) {\n    adminManifest(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      end_date\n      capacity\n      seats_left\n      cancelled {\n        reason\n        at\n      }\n      travellers {\n        reference\n        booking_id\n        status\n        first_name\n        last_name\n        age\n        gender_label\n        phone\n        position\n        guardian {\n          name\n          relation\n        }\n      }\n      add_ons {\n        booking_id\n        name\n        size\n        quantity\n        positions\n      }\n      add_on_totals {\n        name\n        size\n        quantity\n      }\n      forms {\n        booking_id\n        position\n        missing_text\n      }\n      briefing {\n        meeting_point\n        meeting_time\n        meeting_map_url\n        leader_name\n        leader_phone\n      }\n    }\n  }\n": types.AdminManifestDocument,
    "\n  query AdminLedDepartures {\n    adminLedDepartures {\n      event_id\n      trek_name\n      start_date\n      end_date\n    }\n  }\n": types.AdminLedDeparturesDocument,
    "\n  query AdminPersonalDataReads($staffUserId: Int, $participantId: Int) {\n    adminPersonalDataReads(staffUserId: $staffUserId, participantId: $participantId, limit: 200) {\n      id\n      at\n      operation\n      what\n      staff_user_id\n      staff_name\n      participant_id\n      booking_id\n      traveller_name\n    }\n  }\n": types.AdminPersonalDataReadsDocument,
    "\n  query AdminQuotationBuilder($id: Int!) {\n    adminQuotation(id: $id) {\n      id\n      slug\n      enquiry_id\n      enquiry_slug\n      traveller_name\n      traveller_mobile\n      path\n      accepted\n      acceptance {\n        accepted_at\n        option_name\n        account_name\n        account_phone\n        booking_id\n        booking_reference\n      }\n      draft {\n        trip_title\n        trip_subtitle\n        campsite_id\n        package_id\n        base_price\n        travel_date\n        expiry_date\n        pax\n        rooms\n        meals\n        show_price_for\n        price_inclusive_of_taxes\n        booking_amount\n        inclusions\n        exclusions\n        airport_transfer\n        private_vehicle_siteseeing\n        sic_vehicle\n        days {\n          title\n          description\n          activities {\n            activity_id\n            included\n          }\n        }\n        options {\n          name\n          stay_price\n          properties {\n            property_id\n            typed_in {\n              name\n              location\n              star_category\n            }\n            meals\n            room_type\n            days_detail\n          }\n        }\n        selected_option\n      }\n    }\n    adminQuotationCatalogue {\n      packages {\n        id\n        name\n        trip_name\n        campsite_id\n        price\n        days {\n          title\n          description\n        }\n      }\n      properties {\n        id\n        name\n        location\n        star_category\n      }\n      activities {\n        id\n        name\n        slug\n        price\n        price_for\n      }\n      teams {\n        id\n        name\n        policies {\n          title\n          body\n        }\n      }\n    }\n  }\n": types.AdminQuotationBuilderDocument,
    "\n  query AdminQuotationPreview($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n": types.AdminQuotationPreviewDocument,
    "\n  mutation AdminUpdateQuotation($id: Int!, $input: AdminQuotationInput!) {\n    adminUpdateQuotation(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateQuotationDocument,
    "\n  mutation AdminDuplicateFromBuilder($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n": types.AdminDuplicateFromBuilderDocument,
    "\n  query AdminQuotations {\n    adminQuotations {\n      id\n      trip_title\n      expiry_date\n      show_price_for\n      enquiry_id\n      traveller_name\n      accepted\n      from_price\n    }\n  }\n": types.AdminQuotationsDocument,
    "\n  query AdminReviews($status: ReviewStatus) {\n    adminReviews(status: $status) {\n      id\n      status\n      stars\n      text\n      user_name\n      held_for\n      submitted_at\n      edited_at\n      decided_at\n      decided_by\n      rejection_reason\n      reply\n      trek_name\n      trek_slug\n      went_on\n      booking_reference\n      photos {\n        ...ImageFields\n      }\n    }\n  }\n": types.AdminReviewsDocument,
    "\n  mutation AdminModerateReview($id: Int!, $decision: ReviewDecision!, $reason: String) {\n    adminModerateReview(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.AdminModerateReviewDocument,
    "\n  mutation AdminReplyToReview($id: Int!, $text: String!) {\n    adminReplyToReview(id: $id, text: $text) {\n      id\n      reply\n    }\n  }\n": types.AdminReplyToReviewDocument,
    "\n  mutation AdminBeginPasskeyRegistration {\n    adminBeginPasskeyRegistration\n  }\n": types.AdminBeginPasskeyRegistrationDocument,
    "\n  mutation AdminFinishPasskeyRegistration($name: String!, $response: String!) {\n    adminFinishPasskeyRegistration(name: $name, response: $response) {\n      id\n    }\n  }\n": types.AdminFinishPasskeyRegistrationDocument,
    "\n  mutation AdminRemovePasskey($id: ID!) {\n    adminRemovePasskey(id: $id) {\n      totp\n    }\n  }\n": types.AdminRemovePasskeyDocument,
    "\n  mutation AdminBeginTotpSetup {\n    adminBeginTotpSetup {\n      secret\n      qr_svg\n    }\n  }\n": types.AdminBeginTotpSetupDocument,
    "\n  mutation AdminConfirmTotp($code: String!) {\n    adminConfirmTotp(code: $code) {\n      totp\n    }\n  }\n": types.AdminConfirmTotpDocument,
    "\n  mutation AdminRemoveTotp {\n    adminRemoveTotp {\n      totp\n    }\n  }\n": types.AdminRemoveTotpDocument,
    "\n  mutation AdminMakeRecoveryCodes {\n    adminMakeRecoveryCodes\n  }\n": types.AdminMakeRecoveryCodesDocument,
    "\n  query AdminStaff {\n    adminStaff {\n      id\n      phone\n      first_name\n      last_name\n      role\n      live_sessions\n      second_factors\n    }\n  }\n": types.AdminStaffDocument,
    "\n  mutation AdminSetStaffRole($userId: Int!, $role: StaffRole!) {\n    adminSetStaffRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.AdminSetStaffRoleDocument,
    "\n  mutation AdminEndStaffSessions($userId: Int!) {\n    adminEndStaffSessions(userId: $userId)\n  }\n": types.AdminEndStaffSessionsDocument,
    "\n  query AdminTaxExport($month: String!) {\n    adminTaxExport(month: $month) {\n      month\n      invoice_count\n      credit_note_count\n      taxable_paise\n      gst_paise\n      b2b_csv\n      b2cl_csv\n      b2cs_csv\n      cdnr_csv\n      cdnur_csv\n      hsn_b2b_csv\n      hsn_b2c_csv\n      docs_csv\n      late_credit_notes_csv\n    }\n  }\n": types.AdminTaxExportDocument,
    "\n  query AdminTcsExcess {\n    adminTcsExcessReport {\n      since\n      law\n      csv\n      buyers {\n        pan\n        name\n        receipt_count\n        collected_paise\n        due_paise\n        difference_paise\n      }\n    }\n  }\n": types.AdminTcsExcessDocument,
    "\n  query AdminTcsReport($quarter: String!) {\n    adminTcsReport(quarter: $quarter) {\n      quarter\n      amount_paise\n      tcs_paise\n      uncollected_count\n      csv\n      buyers {\n        pan\n        name\n        payment_count\n        amount_paise\n        tcs_paise\n      }\n    }\n  }\n": types.AdminTcsReportDocument,
    "\n  query AdminToday {\n    adminToday {\n      today\n      departures {\n        id\n        trek_id\n        trek_name\n        start_date\n        end_date\n        capacity\n        available_seats\n        seats_taken\n        check_in {\n          travellers\n          arrived\n          no_show\n        }\n      }\n      expiring_holds {\n        id\n        reference\n        trek_name\n        start_date\n        traveller_count\n        phone\n        total_paise\n        hold_expires_at\n      }\n      payments_today {\n        ...AdminTodayMovement\n      }\n      refunds_today {\n        ...AdminTodayMovement\n      }\n      money_today {\n        received_paise\n        payment_count\n        refunded_paise\n        refund_count\n        net_paise\n      }\n      balances_due {\n        id\n        reference\n        trek_name\n        start_date\n        phone\n        due_paise\n        balance_due_by\n      }\n      in_grace {\n        grace_text\n        booking {\n          id\n          reference\n          trek_name\n          start_date\n          phone\n          due_paise\n        }\n      }\n      new_enquiries {\n        id\n        kind\n        name\n        mobile\n        travel_date\n        travellers\n        trek_name\n      }\n      new_enquiry_count\n      failures {\n        source\n        id\n        kind\n        attempts\n        last_error\n        gave_up\n        at\n      }\n    }\n  }\n": types.AdminTodayDocument,
    "\n  query AdminTripAddOns($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      name\n      departures {\n        id\n        start_date\n        end_date\n        add_on_stock {\n          add_on_id\n          size\n          sold\n          available\n        }\n      }\n    }\n    adminAddOns(trekId: $id) {\n      id\n      name\n      description\n      price_paise\n      pricing\n      gst_percent\n      sizes\n      stock_per_departure\n      closes_days_before\n      active\n    }\n  }\n": types.AdminTripAddOnsDocument,
    "\n  query AdminTrip($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      slug\n      name\n      status\n      packages {\n        id\n        name\n        price\n        original_price\n        hide\n      }\n      departures {\n        id\n        start_date\n        end_date\n        length_days\n        capacity\n        available_seats\n        seats_taken\n        sales_open\n        held_bookings\n        paid_bookings\n        waitlist_waiting\n        cancelled {\n          reason\n          at\n        }\n        prices {\n          package_id\n          enabled\n          price\n        }\n      }\n    }\n  }\n": types.AdminTripDocument,
    "\n  mutation AdminCreateDepartureSeries($input: AdminDepartureSeriesInput!) {\n    adminCreateDepartureSeries(input: $input) {\n      created {\n        id\n      }\n      skipped_dates\n    }\n  }\n": types.AdminCreateDepartureSeriesDocument,
    "\n  mutation AdminCreateDeparture($trekId: Int!, $input: AdminDepartureInput!) {\n    adminCreateDeparture(trek_id: $trekId, input: $input) {\n      id\n    }\n  }\n": types.AdminCreateDepartureDocument,
    "\n  mutation AdminUpdateDeparture($id: Int!, $input: AdminDepartureInput!) {\n    adminUpdateDeparture(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdateDepartureDocument,
    "\n  mutation AdminSetDepartureSales($id: Int!, $open: Boolean!) {\n    adminSetDepartureSales(id: $id, open: $open) {\n      id\n      sales_open\n    }\n  }\n": types.AdminSetDepartureSalesDocument,
    "\n  mutation AdminUpdatePackage($id: Int!, $input: AdminPackageInput!) {\n    adminUpdatePackage(id: $id, input: $input) {\n      id\n    }\n  }\n": types.AdminUpdatePackageDocument,
    "\n  query AdminWaitlist($eventId: Int!) {\n    adminWaitlist(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      capacity\n      available_seats\n      offered_seats\n      closes_at\n      entries {\n        id\n        position\n        status\n        status_text\n        travellers\n        package_name\n        joined_at\n        ended_at\n        traveller { name phone email }\n        offer { seats status expires_at }\n      }\n    }\n  }\n": types.AdminWaitlistDocument,
    "\n  mutation AdminMoveWaitlistEntry($id: ID!, $position: Int!, $reason: String!) {\n    adminMoveWaitlistEntry(id: $id, position: $position, reason: $reason) { event_id }\n  }\n": types.AdminMoveWaitlistEntryDocument,
    "\n  mutation AdminRemoveWaitlistEntry($id: ID!, $reason: String!) {\n    adminRemoveWaitlistEntry(id: $id, reason: $reason) { event_id }\n  }\n": types.AdminRemoveWaitlistEntryDocument,
    "\n  query AttractionPage($slug: String!) {\n    attraction(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      location\n      meta_title\n      meta_description\n      image {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_treks {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n      similar_attractions {\n        ...AttractionCardFields\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n": types.AttractionPageDocument,
    "\n  query BlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.BlogPostDocument,
    "\n  query CampaignPage($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n      headline\n      description\n      starts_at\n      code\n      terms\n      hero_image {\n        ...ImageFields\n      }\n      trips {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n  }\n": types.CampaignPageDocument,
    "\n  query Careers {\n    jobOpenings {\n      id\n      slug\n      title\n      department\n      location\n      employment_type\n      summary\n      responsibilities\n      requirements\n      posted_on\n    }\n  }\n": types.CareersDocument,
    "\n  query CreatorBlogPost($slug: String!) {\n    blogPost(slug: $slug) {\n      ...BlogArticleFields\n    }\n  }\n": types.CreatorBlogPostDocument,
    "\n  query CreatorTripMoments($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      season\n      creator {\n        slug\n        name\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripMomentsDocument,
    "\n  query CreatorTrip($creatorSlug: String!, $tripSlug: String!) {\n    creatorTrip(creatorSlug: $creatorSlug, tripSlug: $tripSlug) {\n      slug\n      title\n      subtitle\n      description\n      season\n      cover_image {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n      creator {\n        slug\n        name\n        avatar {\n          ...ImageFields\n        }\n      }\n      moments {\n        id\n        caption\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorTripDocument,
    "\n  query Creator($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      name\n      tagline\n      bio\n      instagram\n      youtube\n      avatar {\n        ...ImageFields\n      }\n      cover_image {\n        ...ImageFields\n      }\n      trips {\n        slug\n        title\n        subtitle\n        season\n        cover_image {\n          ...ImageFields\n        }\n      }\n      blog_posts {\n        slug\n        title\n        excerpt\n        published_on\n        reading_minutes\n        cover_image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.CreatorDocument,
    "\n  query DubaiActivities($filter: ActivityFilter, $sort: ActivitySort) {\n    dubaiActivities(filter: $filter, sort: $sort) {\n      ...ActivityCardFields\n    }\n    destination(slug: \"dubai\") {\n      name\n      hero_image {\n        ...ImageFields\n      }\n    }\n  }\n": types.DubaiActivitiesDocument,
    "\n  query DepartureRegistration($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip {\n        id\n        name\n      }\n    }\n  }\n": types.DepartureRegistrationDocument,
    "\n  query DepartureTrek($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": types.DepartureTrekDocument,
    "\n  query WaitlistDeparture($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip { id name slug }\n      prices { package_id enabled }\n    }\n  }\n": types.WaitlistDepartureDocument,
    "\n  query WaitlistPackages($id: Int!) {\n    trek(id: $id) {\n      packages { id name }\n    }\n  }\n": types.WaitlistPackagesDocument,
    "\n  query Home {\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    reviewSummary {\n      average_rating\n      review_count\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n": types.HomeDocument,
    "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n": types.LoggedInAsDocument,
    "\n  query LoginTrip($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": types.LoginTripDocument,
    "\n  query QuotationPage($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n": types.QuotationPageDocument,
    "\n  query QuotationsPage($enquirySlug: String!) {\n    quotations(enquirySlug: $enquirySlug) {\n      slug\n      enquiry_slug\n      name\n      trip_title\n      duration\n      pax\n      show_price_for\n      expiry_date\n      expired\n      accepted\n      accepted_property_group_id\n      price_details {\n        property_group_id\n        price\n      }\n      images {\n        ...ImageFields\n      }\n    }\n  }\n": types.QuotationsPageDocument,
    "\n  query ReviewInvite($token: String!) {\n    reviewInvite(token: $token) {\n      trek_name\n      trek_slug\n      went_on\n      traveller_name\n      expires_at\n      review {\n        stars\n        text\n        status\n        rejection_reason\n        photos {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.ReviewInviteDocument,
    "\n  mutation SubmitReview($token: String!, $input: ReviewInput!) {\n    submitReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n": types.SubmitReviewDocument,
    "\n  mutation EditReview($token: String!, $input: ReviewInput!) {\n    editReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n": types.EditReviewDocument,
    "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n": types.SearchPageDocument,
    "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n    runningCampaigns {\n      slug\n    }\n  }\n": types.SitemapDocument,
    "\n  query CreatorSitemap($slug: String!) {\n    creator(slug: $slug) {\n      slug\n      trips {\n        slug\n      }\n    }\n  }\n": types.CreatorSitemapDocument,
    "\n  query Team {\n    teamMembers {\n      id\n      name\n      role\n      bio\n      photo {\n        ...ImageFields\n      }\n    }\n  }\n": types.TeamDocument,
    "\n  query TrekRegistration($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n": types.TrekRegistrationDocument,
    "\n  query TrekPage($slug: String!, $today: Date!, $reviewSort: ReviewSort) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n": types.TrekPageDocument,
    "\n  query SimilarTrips($destination: String, $types: [String!]) {\n    sameDestination: trekListing(destination_slug: $destination, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n    sameKind: trekListing(filter: { types: $types }, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n  }\n": types.SimilarTripsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      phone\n      first_name\n      last_name\n      member_since\n    }\n  }\n"): typeof import('./graphql').MyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendErasureCode {\n    sendErasureCode {\n      message\n    }\n  }\n"): typeof import('./graphql').SendErasureCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMyAccount($code: Int!) {\n    eraseMyAccount(input: { code: $code }) {\n      message\n    }\n  }\n"): typeof import('./graphql').EraseMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessagePreferences {\n    messagePreferences {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n"): typeof import('./graphql').MessagePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMessagePreferences(\n    $preferredChannel: MessageChannel!\n    $whatsappOptOut: Boolean!\n    $smsOptOut: Boolean!\n    $emailOptOut: Boolean!\n    $marketingOptOut: Boolean!\n  ) {\n    setMessagePreferences(\n      preferredChannel: $preferredChannel\n      whatsappOptOut: $whatsappOptOut\n      smsOptOut: $smsOptOut\n      emailOptOut: $emailOptOut\n      marketingOptOut: $marketingOptOut\n    ) {\n      preferred_channel\n      whatsapp_opt_out\n      sms_opt_out\n      email_opt_out\n      marketing_opt_out\n    }\n  }\n"): typeof import('./graphql').SetMessagePreferencesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyData {\n    myData {\n      generated_at\n      download_url\n      account { phone first_name last_name emails created_at }\n      message_preferences { chosen preferred_channel whatsapp_opt_out sms_opt_out email_opt_out marketing_opt_out }\n      newsletter { email subscribed_at }\n      bookings {\n        reference trip start_date end_date status traveller_count total_paise paid_paise contact_email created_at\n        travellers { position first_name last_name phone dob gender guardian }\n      }\n      traveller_forms {\n        booking_reference traveller emergency_name emergency_phone emergency_relation medical_conditions medicines\n        allergies medical_notes id_type id_number_masked fitness_proof_uploaded fitness_status erased_at\n      }\n      payments { booking_reference kind amount_paise method method_detail at }\n      refunds { booking_reference amount_paise status reason requested_at processed_at }\n      tax_documents { booking_reference kind number issued_at buyer_name total_paise pdf_url }\n      billing_details { booking_reference legal_name gstin pan address state_code }\n      trip_credit { kind amount_paise source booking_reference expires_at at }\n      waitlist { trip start_date travellers status contact_email joined_at ended_at offers { seats status offered_at expires_at } }\n      reviews { trip star_rating review signed_as status submitted_at }\n      enquiries {\n        reference kind name mobile email travel_date travellers message status created_at\n        quotations { trip_title travel_date expiry_date path }\n      }\n      messages { template channel status booking_reference queued_at sent_at }\n      saved_trips { trip saved_at }\n    }\n  }\n"): typeof import('./graphql').MyDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordOfflinePayment(\n    $bookingId: ID!\n    $amountPaise: Int!\n    $method: OfflinePaymentMethod!\n    $reference: String!\n    $bank: String\n    $note: String\n  ) {\n    adminRecordOfflinePayment(\n      bookingId: $bookingId\n      amountPaise: $amountPaise\n      method: $method\n      reference: $reference\n      bank: $bank\n      note: $note\n    ) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').AdminRecordOfflinePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTcsQuote($bookingId: ID!, $amountPaise: Int!) {\n    adminTcsQuote(bookingId: $bookingId, amountPaise: $amountPaise) {\n      tcs_paise\n      receive_paise\n    }\n  }\n"): typeof import('./graphql').AdminTcsQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordOfflineRefund($refundId: ID!, $reference: String!) {\n    adminRecordOfflineRefund(refundId: $refundId, reference: $reference) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminRecordOfflineRefundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelBooking($bookingId: ID!, $refundPaise: Int, $reason: String!) {\n    adminCancelBooking(bookingId: $bookingId, refundPaise: $refundPaise, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').AdminCancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingMessages($bookingId: ID!) {\n    adminBookingMessages(bookingId: $bookingId) {\n      id\n      template\n      channel\n      status\n      send_at\n      sent_at\n      status_at\n      body\n      last_error\n      resend_of\n    }\n  }\n"): typeof import('./graphql').AdminBookingMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResendMessage($id: ID!) {\n    adminResendMessage(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminResendMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminTransferBooking($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    adminTransferBooking(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      id\n      status\n      due_paise\n    }\n  }\n"): typeof import('./graphql').AdminTransferBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAllowTransfer($bookingId: ID!) {\n    adminAllowTransfer(bookingId: $bookingId)\n  }\n"): typeof import('./graphql').AdminAllowTransferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminGrantCredit($accountId: Int!, $amountPaise: Int!, $reason: String!) {\n    adminGrantCredit(accountId: $accountId, amountPaise: $amountPaise, reason: $reason) {\n      balance_paise\n    }\n  }\n"): typeof import('./graphql').AdminGrantCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCancelDeparture($eventId: Int!, $reason: String!) {\n    adminCancelDeparture(eventId: $eventId, reason: $reason) {\n      event_id\n      cancelled_bookings\n      released_holds\n    }\n  }\n"): typeof import('./graphql').AdminCancelDepartureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDepartureLeaders($eventId: Int!) {\n    adminDepartureLeaders(eventId: $eventId) {\n      id\n      name\n    }\n    adminTrekLeaders {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminDepartureLeadersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAssignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminAssignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminAssignTrekLeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUnassignTrekLeader($eventId: Int!, $userId: Int!) {\n    adminUnassignTrekLeader(eventId: $eventId, userId: $userId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUnassignTrekLeaderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPersonalDataHold($eventId: Int!) {\n    adminPersonalDataHold(eventId: $eventId) {\n      placed_at\n      reason\n    }\n  }\n"): typeof import('./graphql').AdminPersonalDataHoldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminPlacePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminPlacePersonalDataHold(input: $input) {\n      placed_at\n    }\n  }\n"): typeof import('./graphql').AdminPlacePersonalDataHoldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReleasePersonalDataHold($input: AdminPersonalDataHoldInput!) {\n    adminReleasePersonalDataHold(input: $input)\n  }\n"): typeof import('./graphql').AdminReleasePersonalDataHoldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPaymentAlerts {\n    adminPaymentAlerts {\n      id\n      booking_id\n      booking_reference\n      provider\n      provider_payment_id\n      expected_amount_paise\n      expected_currency\n      received_amount_paise\n      received_currency\n      detected_at\n    }\n  }\n"): typeof import('./graphql').AdminPaymentAlertsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResolvePaymentAlert($id: ID!, $resolution: String!) {\n    adminResolvePaymentAlert(id: $id, resolution: $resolution) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminResolvePaymentAlertDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminResetStaffSecondFactors($userId: Int!) {\n    adminResetStaffSecondFactors(userId: $userId) {\n      id\n      second_factors\n    }\n  }\n"): typeof import('./graphql').AdminResetStaffSecondFactorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSecondFactors {\n    adminSecondFactors {\n      required\n      verified_at\n      totp\n      recovery_codes_left\n      fresh_seconds\n      passkeys {\n        id\n        name\n        created_at\n        last_used_at\n      }\n    }\n  }\n"): typeof import('./graphql').AdminSecondFactorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBeginPasskeySignIn {\n    adminBeginPasskeySignIn\n  }\n"): typeof import('./graphql').AdminBeginPasskeySignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVerifyPasskey($response: String!) {\n    adminVerifyPasskey(response: $response) {\n      verified_at\n    }\n  }\n"): typeof import('./graphql').AdminVerifyPasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVerifyTotp($code: String!) {\n    adminVerifyTotp(code: $code) {\n      verified_at\n    }\n  }\n"): typeof import('./graphql').AdminVerifyTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminVerifyRecoveryCode($code: String!) {\n    adminVerifyRecoveryCode(code: $code) {\n      verified_at\n    }\n  }\n"): typeof import('./graphql').AdminVerifyRecoveryCodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTodayMovement on AdminTodayPayment {\n    id\n    kind\n    booking_id\n    booking_reference\n    amount_paise\n    method\n    provider\n    at\n  }\n"): typeof import('./graphql').AdminTodayMovementFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSaveAddOn($input: AdminSaveAddOnInput!) {\n    adminSaveAddOn(input: $input) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminSaveAddOnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetDepartureBriefing($input: AdminDepartureBriefingInput!) {\n    adminSetDepartureBriefing(input: $input)\n  }\n"): typeof import('./graphql').AdminSetDepartureBriefingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlogArticleFields on BlogPost {\n    slug\n    title\n    excerpt\n    body\n    author_name\n    published_on\n    reading_minutes\n    meta_title\n    meta_description\n    cover_image {\n      ...ImageFields\n    }\n    creator {\n      slug\n      name\n      avatar {\n        ...ImageFields\n      }\n    }\n    destination {\n      slug\n      name\n    }\n  }\n"): typeof import('./graphql').BlogArticleFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingFields on Booking {\n    id\n    reference\n    status\n    status_text\n    hold_expires_at\n    trip {\n      id\n      name\n      slug\n    }\n    package {\n      id\n      name\n    }\n    departure {\n      id\n      start_date\n      end_date\n    }\n    quotation {\n      slug\n      enquiry_slug\n    }\n    participants {\n      first_name\n      last_name\n      phone\n    }\n    traveller_count\n    price_per_person_paise\n    subtotal_paise\n    discount_paise\n    campaign_name\n    gst_percent\n    gst_paise\n    gst_included\n    add_ons_paise\n    add_ons {\n      add_on_id\n      name\n      size\n      quantity\n      gst_percent\n      total_paise\n    }\n    total_paise\n    paid_paise\n    due_paise\n    received_paise\n    refunded_paise\n    refunding_paise\n    booking_amount_paise\n    balance_due_by\n    can_pay\n    payment_plans\n    payments {\n      id\n      receipt_number\n      amount_paise\n      method\n      captured_at\n      provider_payment_id\n    }\n    abroad\n    address_required_from_paise\n    billing_details {\n      gstin\n      legal_name\n      address\n      state_code\n      pan_masked\n    }\n    invoices {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n    refund_status\n    refunds {\n      id\n      amount_paise\n      status\n      reason_text\n      note\n      created_at\n      processed_at\n    }\n    cancelled {\n      at\n      by\n      terms\n      refund_percent\n      paid_paise\n      fee_paise\n      refund_paise\n      credit_paise\n      kept_paise\n    }\n    cancellation {\n      refund_paise\n      refund_percent\n      tier_text\n      days_before_departure\n    }\n    credit_cancellation {\n      credit_paise\n      fee_paise\n      text\n    }\n    change_fee_paise\n    transfers_left\n    date_change_blocked\n    review {\n      path\n      written\n    }\n    credit_available_paise\n    departure_cancelled {\n      reason\n      answer_by\n      paid_paise\n      credit_offer_paise\n      choice\n    }\n  }\n"): typeof import('./graphql').BookingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($id: ID!, $refundAs: RefundAs) {\n    cancelBooking(id: $id, refundAs: $refundAs) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').CancelBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBookings {\n    myBookings {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').MyBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCredit {\n    myCredit {\n      balance_paise\n      expiries {\n        amount_paise\n        expires_at\n      }\n      entries {\n        id\n        kind\n        amount_paise\n        description\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').MyCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      id\n      hold_expires_at\n    }\n  }\n"): typeof import('./graphql').CreateBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationTrekFields on Trek {\n    id\n    slug\n    name\n    type\n    min_age\n    max_age\n    packages {\n      id\n      name\n      price\n      original_price\n      discount_name\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').RegistrationTrekFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferChoices($id: ID!) {\n    booking(id: $id) {\n      id\n      change_policy\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        total_paise\n      }\n    }\n  }\n"): typeof import('./graphql').TransferChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferQuote($bookingId: ID!, $eventId: Int!, $packageId: Int!) {\n    transferQuote(bookingId: $bookingId, eventId: $eventId, packageId: $packageId) {\n      event_id\n      package_id\n      total_paise\n      fee_paise\n      due_paise\n      credit_paise\n    }\n  }\n"): typeof import('./graphql').TransferQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferBooking($input: TransferBookingInput!) {\n    transferBooking(input: $input) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').TransferBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerCancelledDeparture($input: AnswerCancelledDepartureInput!) {\n    answerCancelledDeparture(input: $input) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').AnswerCancelledDepartureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubstituteParticipant($input: SubstituteParticipantInput!) {\n    substituteParticipant(input: $input) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').SubstituteParticipantDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravellerAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').TravellerAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignOfferFields on Campaign {\n    slug\n    name\n    state\n    ends_at\n    offer_kind\n    percent_off\n    amount_per_traveller_paise\n    cap_paise\n    min_travellers\n    combines_with_fare_offers\n    offer_text\n    combination_text\n    trek_ids\n  }\n"): typeof import('./graphql').CampaignOfferFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingCampaign($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n    }\n  }\n"): typeof import('./graphql').BookingCampaignDocument;
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
export function graphql(source: "\n  query TripListing(\n    $destination: String\n    $filter: ListingFilter\n    $sort: ListingSort\n    $limit: Int\n    $offset: Int\n    $month: String\n  ) {\n    trekListing(destination_slug: $destination, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {\n      total_count\n      cards {\n        ...TripCardFields\n        next_departure(month: $month) {\n          start_date\n          available_seats\n        }\n        # The \"from\" price follows the month filter (the fragment's is over every departure).\n        month_price: price(month: $month)\n        month_original_price: original_price(month: $month)\n      }\n      destination {\n        slug\n        name\n        country\n        tagline\n        description\n        meta_title\n        meta_description\n        hero_image {\n          ...ImageFields\n        }\n        attractions {\n          ...AttractionCardFields\n        }\n        activities {\n          ...ActivityCardFields\n        }\n        faqs {\n          question\n          answer\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').TripListingDocument;
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
export function graphql(source: "\n  query BalanceBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').BalanceBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmPayment($orderId: String!, $paymentId: String!, $signature: String!) {\n    confirmPayment(orderId: $orderId, paymentId: $paymentId, signature: $signature) {\n      status\n    }\n  }\n"): typeof import('./graphql').ConfirmPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBalancePayment($orderId: String!, $paymentId: String!, $signature: String!, $link: String!) {\n    confirmBalancePayment(orderId: $orderId, paymentId: $paymentId, signature: $signature, link: $link) {\n      status\n    }\n  }\n"): typeof import('./graphql').ConfirmBalancePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BalancePaymentView($bookingId: ID!, $link: String!) {\n    balancePayment(bookingId: $bookingId, link: $link) {\n      booking_id\n      trip_name\n      start_date\n      end_date\n      traveller_count\n      total_paise\n      paid_paise\n      balance_paise\n      balance_due_by\n      paid_in_full\n      cancelled\n      link_status\n      can_pay_with_link\n      documents {\n        kind\n        title\n        number\n        amount_paise\n        issued_at\n        path\n      }\n    }\n  }\n"): typeof import('./graphql').BalancePaymentViewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBalancePayment($bookingId: ID!, $link: String!) {\n    startBalancePayment(bookingId: $bookingId, link: $link) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n    }\n  }\n"): typeof import('./graphql').StartBalancePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeldBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').HeldBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOutcome($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').PaymentOutcomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($bookingId: ID!, $plan: PaymentPlan!) {\n    startPayment(bookingId: $bookingId, plan: $plan) {\n      provider\n      order_id\n      amount_paise\n      currency\n      key_id\n      checkout_url\n      description\n      prefill_phone\n    }\n  }\n"): typeof import('./graphql').StartPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receipt($paymentId: ID!) {\n    receipt(paymentId: $paymentId) {\n      number\n      issued_at\n      company_name\n      company_gstin\n      company_address\n      payer_name\n      sac\n      service\n      place_of_supply\n      taxable_paise\n      gst_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      tcs_paise\n      tcs_law\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      invoice_number\n      gst_percent\n      booking_total_paise\n      paid_to_date_paise\n      balance_after_paise\n      payment {\n        id\n        amount_paise\n        method\n        method_detail\n        captured_at\n        provider_payment_id\n      }\n      booking {\n        id\n        reference\n        discount_paise\n        campaign_name\n        trip {\n          name\n        }\n        package {\n          name\n        }\n        departure {\n          start_date\n          end_date\n        }\n        participants {\n          first_name\n          last_name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReceiptDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SandboxOrder($orderId: String!, $link: String) {\n    sandboxOrder(orderId: $orderId, link: $link) {\n      order_id\n      amount_paise\n      description\n      booking_id\n      status\n      payable\n      unpayable_reason\n    }\n  }\n"): typeof import('./graphql').SandboxOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SandboxPay($orderId: String!, $method: String!, $outcome: String!, $link: String) {\n    sandboxPay(orderId: $orderId, method: $method, outcome: $outcome, link: $link) {\n      order_id\n      payment_id\n      signature\n      status\n    }\n  }\n"): typeof import('./graphql').SandboxPayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayWithCredit($bookingId: ID!, $plan: CreditPaymentPlan!) {\n    payWithCredit(bookingId: $bookingId, plan: $plan) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').PayWithCreditDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCustomTrip($input: CustomTripInput!) {\n    requestCustomTrip(input: $input) {\n      reference\n      message\n    }\n  }\n"): typeof import('./graphql').RequestCustomTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomTripAccount {\n    me {\n      phone\n      first_name\n      last_name\n    }\n  }\n"): typeof import('./graphql').CustomTripAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyQuotations {\n    myQuotations {\n      slug\n      enquiry_slug\n      trip_title\n      travel_date\n      expiry_date\n      expired\n      accepted\n      pax\n    }\n  }\n"): typeof import('./graphql').MyQuotationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotationViewFields on Quotation {\n    slug\n    name\n    trip_title\n    trip_subtitle\n    expiry_date\n    expired\n    accepted\n    accepted_property_group_id\n    duration\n    pax\n    meals\n    rooms\n    stay_details\n    travel_date\n    travel_details\n    travel_comments\n    inclusions\n    exclusions\n    show_price_for\n    booking_amount\n    discount_name\n    price_note\n    know_before_you_book\n    price_inclusive_of_taxes\n    airport_transfer\n    private_vehicle_siteseeing\n    sic_vehicle\n    travelling_data {\n      from\n      to\n      mode\n    }\n    extrabeds\n    exclusive_adult_extrabed\n    flight {\n      included\n      price\n      note\n    }\n    train {\n      included\n      price\n      note\n    }\n    bus {\n      included\n      price\n      note\n    }\n    visa {\n      included\n      price\n      note\n    }\n    enquiry_slug\n    phone_number {\n      number\n    }\n    planner {\n      first_name\n      last_name\n      avatar {\n        ...ImageFields\n      }\n    }\n    campsite {\n      name\n      type\n      policies {\n        title\n        body\n      }\n    }\n    images {\n      ...ImageFields\n    }\n    days {\n      day_number\n      title\n      description\n      activities {\n        name\n        slug\n        included\n        price\n        price_for\n      }\n      attractions {\n        name\n        included\n      }\n    }\n    property_groups {\n      id\n      name\n      is_selected\n      price\n      properties {\n        name\n        location\n        star_category\n        meals\n        room_type\n        days_detail\n      }\n    }\n  }\n"): typeof import('./graphql').QuotationViewFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptQuotation($slug: String!, $propertyGroupId: Int!, $participants: [ParticipantInput!]!) {\n    acceptQuotation(slug: $slug, propertyGroupId: $propertyGroupId, participants: $participants) {\n      id\n    }\n  }\n"): typeof import('./graphql').AcceptQuotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveTrip($trekId: Int!) {\n    saveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n"): typeof import('./graphql').SaveTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveTrip($trekId: Int!) {\n    unsaveTrip(trekId: $trekId) {\n      saved\n    }\n  }\n"): typeof import('./graphql').UnsaveTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedTrips {\n    savedTrips {\n      id\n      slug\n      title\n    }\n  }\n"): typeof import('./graphql').SavedTripsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBillingDetails($input: BillingDetailsInput!) {\n    setBillingDetails(input: $input) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').SetBillingDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TaxDocument($id: ID!) {\n    taxDocument(id: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      booking_reference\n      trip_name\n      amends_number\n      amends_issued_at\n      company_name\n      company_gstin\n      company_address\n      buyer_name\n      buyer_gstin\n      buyer_address\n      buyer_state\n      buyer_pan\n      place_of_supply\n      sac\n      service\n      gst_percent\n      taxable_paise\n      cgst_paise\n      sgst_paise\n      igst_paise\n      total_paise\n      tcs_paise\n      tcs_law\n      statement\n      deadline_note\n      lines {\n        sac\n        description\n        gst_percent\n        taxable_paise\n        cgst_paise\n        sgst_paise\n        igst_paise\n        total_paise\n      }\n      amount_paise\n      amount_in_words\n      pdf_url\n    }\n  }\n"): typeof import('./graphql').TaxDocumentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingAddOnOffers($id: ID!) {\n    booking(id: $id) {\n      id\n      traveller_count\n      participants {\n        first_name\n        last_name\n      }\n      add_ons {\n        add_on_id\n        size\n        quantity\n        travellers\n      }\n      add_on_offers {\n        add_on_id\n        name\n        description\n        price_paise\n        pricing\n        gst_percent\n        sizes\n        closes_on\n        open\n        left {\n          size\n          available\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').BookingAddOnOffersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseAddOns($input: ChooseAddOnsInput!) {\n    chooseAddOns(input: $input) {\n      id\n      total_paise\n    }\n  }\n"): typeof import('./graphql').ChooseAddOnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddOnsBooking($id: ID!) {\n    booking(id: $id) {\n      ...BookingFields\n    }\n  }\n"): typeof import('./graphql').AddOnsBookingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTravellerForms($bookingId: Int!) {\n    adminTravellerForms(bookingId: $bookingId) {\n      participant_id\n      form_id\n      first_name\n      last_name\n      link_sent_at\n      missing\n      emergency_name\n      emergency_phone\n      emergency_relation\n      medical_conditions\n      medicines\n      allergies\n      medical_notes\n      undertaking_version\n      undertaking_accepted_at\n      undertaking_address\n      id_type\n      id_number\n      personal_data_erased_at\n      fitness_status\n      fitness_reason\n      fitness_proof_path\n    }\n  }\n"): typeof import('./graphql').AdminTravellerFormsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendFormLink($participantId: Int!) {\n    adminSendFormLink(participantId: $participantId) {\n      participant_id\n      link\n    }\n  }\n"): typeof import('./graphql').AdminSendFormLinkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRevealIdNumber($input: AdminRevealIdNumberInput!) {\n    adminRevealIdNumber(input: $input) {\n      form_id\n      id_type_label\n      id_number\n    }\n  }\n"): typeof import('./graphql').AdminRevealIdNumberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReviewFitnessProof($input: AdminReviewFitnessProofInput!) {\n    adminReviewFitnessProof(input: $input)\n  }\n"): typeof import('./graphql').AdminReviewFitnessProofDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TravellerForm($token: String!) {\n    travellerForm(token: $token) {\n      ...TravellerFormFields\n    }\n  }\n"): typeof import('./graphql').TravellerFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TravellerFormFields on TravellerForm {\n    first_name\n    last_name\n    guardian {\n      name\n      relation\n    }\n    trip_name\n    reference\n    start_date\n    end_date\n    emergency_name\n    emergency_phone\n    emergency_relation\n    medical_conditions\n    medicines\n    allergies\n    medical_notes\n    medical_declared_at\n    undertaking {\n      version\n      text\n    }\n    undertaking_accepted_version\n    permit_id_required\n    id_type\n    id_number\n    fitness_proof_required\n    fitness_status\n    fitness_reason\n    upload_path\n    missing\n  }\n"): typeof import('./graphql').TravellerFormFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitTravellerForm($token: String!, $input: TravellerFormInput!) {\n    submitTravellerForm(token: $token, input: $input) {\n      ...TravellerFormFields\n    }\n  }\n"): typeof import('./graphql').SubmitTravellerFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TripPass($reference: String!) {\n    tripPass(reference: $reference) {\n      reference\n      status\n      trip_name\n      start_date\n      end_date\n      meeting_point\n      meeting_map_url\n      meeting_time\n      leader_name\n      leader_phone\n      itinerary {\n        day\n        title\n        brief\n      }\n      travellers {\n        participant_id\n        first_name\n        last_name\n        check_in_code\n        qr_svg\n      }\n      add_ons {\n        name\n        size\n        quantity\n      }\n    }\n  }\n"): typeof import('./graphql').TripPassDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SimilarTripFields on ListingCard {\n    id\n    slug\n    title\n    location\n    duration_days\n    price\n    original_price\n    first_image {\n      ...ImageFields\n    }\n  }\n"): typeof import('./graphql').SimilarTripFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TrekPageFields on Trek {\n    id\n    slug\n    name\n    type\n    code\n    meta_title\n    meta_description\n    tagline\n    description\n    about\n    imp_update\n    brochure\n    altitude\n    difficulty\n    length\n    location\n    min_age\n    max_age\n    booking_amount_per_person\n    balance_due_days\n    discount_slider\n    discount_availed\n    discount_total\n    discount_days_passed\n    tips\n    video\n    days_separate\n    package_title\n    sub_package_title\n    updated_at\n    review_count\n    average_rating\n    campsite {\n      name\n      slug\n      policies {\n        title\n        body\n      }\n    }\n    phone_number {\n      number\n      is_whatsapp\n    }\n    destinations {\n      slug\n      name\n    }\n    images {\n      ...ImageFields\n    }\n    videos {\n      id\n      title\n      url\n    }\n    packages {\n      id\n      name\n      description\n      price\n      original_price\n      discount_name\n      start_day\n      end_day\n      schedules {\n        id\n        name\n        brief\n        description\n        count_as_day\n        image {\n          ...ImageFields\n        }\n      }\n      property_infos {\n        id\n        name\n        number_of_nights\n        hide_hotel_name\n        type\n        properties {\n          id\n          name\n          meals\n          room_type\n          show_property_details\n          location\n          star_category\n          check_in_time\n          check_out_time\n          description\n          distance\n          images {\n            id\n            tag\n            image {\n              ...ImageFields\n            }\n          }\n        }\n      }\n    }\n    events {\n      id\n      start_date\n      end_date\n      available_seats\n      prices {\n        package_id\n        enabled\n        price\n      }\n    }\n    full_departures {\n      id\n      start_date\n      waiting\n    }\n    includes {\n      id\n      kind\n      name\n      description\n      excluded_package\n    }\n    instructions {\n      id\n      name\n      description\n    }\n    faqs {\n      id\n      question\n      answer\n      group {\n        id\n        name\n        order\n      }\n    }\n    reviews(sort: $reviewSort) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      went_on\n      reply\n      user_photo {\n        ...ImageFields\n      }\n      images {\n        ...ImageFields\n      }\n    }\n    review_photos: reviews(sort: WITH_PHOTOS, limit: 12) {\n      id\n      user_name\n      images {\n        ...ImageFields\n      }\n    }\n    attractions {\n      id\n      slug\n      name\n      brief\n      image {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').TrekPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n"): typeof import('./graphql').RejoinWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinWaitlist($input: JoinWaitlistInput!) {\n    joinWaitlist(input: $input) { id }\n  }\n"): typeof import('./graphql').JoinWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistOutlook($eventId: Int!, $travellers: Int!) {\n    waitlistOutlook(eventId: $eventId, travellers: $travellers) {\n      waiting\n      likelihood { percent text }\n    }\n  }\n"): typeof import('./graphql').WaitlistOutlookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWaitlist {\n    myWaitlist {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      event_id\n      package_id\n      package_name\n      closes_at\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { departures percent text }\n    }\n  }\n"): typeof import('./graphql').MyWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveWaitlist($id: ID!) {\n    leaveWaitlist(id: $id) { id status }\n  }\n"): typeof import('./graphql').LeaveWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistEntry($id: ID!) {\n    waitlistEntry(id: $id) {\n      id\n      status\n      status_text\n      position\n      line_length\n      travellers\n      start_date\n      end_date\n      event_id\n      package_id\n      package_name\n      price_per_person_paise\n      trip { name slug }\n      offer { seats status expires_at booking_id booking_state }\n      likelihood { text }\n    }\n  }\n"): typeof import('./graphql').WaitlistEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeWaitlistOffer($id: ID!, $idempotencyKey: String!, $participants: [ParticipantInput!]!) {\n    takeWaitlistOffer(id: $id, idempotencyKey: $idempotencyKey, participants: $participants) {\n      id\n    }\n  }\n"): typeof import('./graphql').TakeWaitlistOfferDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineWaitlistOffer($id: ID!) {\n    declineWaitlistOffer(id: $id) { id }\n  }\n"): typeof import('./graphql').DeclineWaitlistOfferDocument;
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
export function graphql(source: "\n  query About {\n    reviewSummary {\n      average_rating\n      review_count\n    }\n  }\n"): typeof import('./graphql').AboutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityPage($slug: String!) {\n    activity(slug: $slug) {\n      id\n      slug\n      name\n      brief\n      description\n      duration\n      location\n      map_location\n      price\n      original_price\n      price_for\n      discount_name\n      inclusions\n      exclusions\n      highlights\n      operating_duration\n      know_before_you_go\n      your_experience\n      tickets_info\n      cancellation_policy\n      meta_title\n      meta_description\n      images {\n        id\n        tag\n        image {\n          ...ImageFields\n        }\n      }\n      campsites {\n        name\n      }\n      destinations {\n        slug\n        name\n      }\n      faqs {\n        question\n        answer\n      }\n      similar_activities {\n        ...ActivityCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').ActivityPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($entity: String, $entityId: String) {\n    adminAuditLog(entity: $entity, entityId: $entityId, limit: 200) {\n      id\n      at\n      action\n      entity\n      entity_id\n      staff_name\n      changes {\n        field\n        before\n        after\n      }\n      before_json\n      after_json\n    }\n  }\n"): typeof import('./graphql').AdminAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookingPage($id: ID!) {\n    adminBooking(id: $id) {\n      id\n      reference\n      status\n      trip_name\n      start_date\n      event_id\n      trek_id\n      package_name\n      quotation_slug\n      traveller_count\n      price_per_person_paise\n      discount_paise\n      gst_percent\n      gst_paise\n      total_paise\n      paid_paise\n      due_paise\n      booking_amount_paise\n      hold_expires_at\n      contact_email\n      booker_name\n      booker_phone\n      created_at\n      rule_refund_paise\n      rule_text\n      account_id\n      credit_balance_paise\n      transfers_used\n      transfers_allowed\n      transfer_choices {\n        event_id\n        start_date\n        end_date\n        seats_left\n        package_id\n        package_name\n        price_per_person_paise\n        total_paise\n      }\n      cancelled {\n        at\n        by\n        terms\n        refund_percent\n        paid_paise\n        fee_paise\n        refund_paise\n        kept_paise\n      }\n      travellers {\n        position\n        first_name\n        last_name\n        phone\n        dob\n        age\n        gender_label\n        guardian {\n          name\n          relation\n          declared_at\n        }\n      }\n      ledger {\n        id\n        kind\n        provider\n        provider_id\n        method\n        amount_paise\n        at\n      }\n      refunds {\n        id\n        provider\n        amount_paise\n        reason\n        status\n        failure\n        by_hand\n        created_at\n        processed_at\n      }\n      history {\n        from_status\n        to_status\n        at\n        cause\n      }\n      audit {\n        at\n        action\n        staff_name\n        changes {\n          field\n          before\n          after\n        }\n      }\n    }\n    invoices(bookingId: $id) {\n      id\n      number\n      kind\n      title\n      issued_at\n      amount_paise\n      pdf_url\n    }\n  }\n"): typeof import('./graphql').AdminBookingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings($filter: AdminBookingFilter, $page: Int) {\n    adminBookings(filter: $filter, page: $page) {\n      total\n      page\n      page_size\n      items {\n        id\n        reference\n        status\n        trip_name\n        start_date\n        event_id\n        traveller_count\n        total_paise\n        paid_paise\n        booker_name\n        booker_phone\n        created_at\n      }\n    }\n    adminTrips {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminBookingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCheckInList($eventId: Int!) {\n    adminCheckInList(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      travellers {\n        participant_id\n        reference\n        first_name\n        last_name\n        phone\n        state\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').AdminCheckInListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCheckIn($input: AdminCheckInInput!) {\n    adminCheckIn(input: $input) {\n      participant_id\n      state\n      at\n    }\n  }\n"): typeof import('./graphql').AdminCheckInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTrips {\n    adminTrips {\n      id\n      name\n      type\n      status\n      upcoming_departures\n      next_departure\n    }\n  }\n"): typeof import('./graphql').AdminTripsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEnquiries($filter: AdminEnquiryFilter) {\n    adminEnquiries(filter: $filter) {\n      id\n      reference\n      kind\n      status\n      name\n      mobile\n      travel_date\n      travellers\n      about\n      assignee_name\n      quotation_count\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminEnquiriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEnquiry($id: Int!) {\n    adminEnquiry(id: $id) {\n      summary {\n        id\n        reference\n        short_reference\n        kind\n        status\n        name\n        mobile\n        email\n        travel_date\n        travellers\n        about\n        created_at\n        assignee_id\n        whatsapp_url\n      }\n      message\n      duration_days\n      group_type\n      trip_type\n      adults\n      children\n      child_ages\n      budget_per_person\n      notes {\n        id\n        body\n        at\n        author_name\n      }\n      quotations {\n        id\n        slug\n        trip_title\n        expiry_date\n        prices\n        show_price_for\n      }\n    }\n    adminStaffMembers {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').AdminEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateEnquiry($id: Int!, $input: AdminEnquiryUpdate!) {\n    adminUpdateEnquiry(id: $id, input: $input) {\n      summary {\n        id\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').AdminUpdateEnquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminNewQuotation($enquiryId: Int!, $campsiteId: Int) {\n    adminCreateQuotation(enquiryId: $enquiryId, campsiteId: $campsiteId) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminNewQuotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotationTeams {\n    adminQuotationCatalogue {\n      teams {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').AdminQuotationTeamsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDuplicateQuotation($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminDuplicateQuotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminViewer {\n    me {\n      role\n      staff_role\n      permissions\n      first_name\n    }\n  }\n"): typeof import('./graphql').AdminViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminManifest($eventId: ID!) {\n    adminManifest(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      end_date\n      capacity\n      seats_left\n      cancelled {\n        reason\n        at\n      }\n      travellers {\n        reference\n        booking_id\n        status\n        first_name\n        last_name\n        age\n        gender_label\n        phone\n        position\n        guardian {\n          name\n          relation\n        }\n      }\n      add_ons {\n        booking_id\n        name\n        size\n        quantity\n        positions\n      }\n      add_on_totals {\n        name\n        size\n        quantity\n      }\n      forms {\n        booking_id\n        position\n        missing_text\n      }\n      briefing {\n        meeting_point\n        meeting_time\n        meeting_map_url\n        leader_name\n        leader_phone\n      }\n    }\n  }\n"): typeof import('./graphql').AdminManifestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminLedDepartures {\n    adminLedDepartures {\n      event_id\n      trek_name\n      start_date\n      end_date\n    }\n  }\n"): typeof import('./graphql').AdminLedDeparturesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPersonalDataReads($staffUserId: Int, $participantId: Int) {\n    adminPersonalDataReads(staffUserId: $staffUserId, participantId: $participantId, limit: 200) {\n      id\n      at\n      operation\n      what\n      staff_user_id\n      staff_name\n      participant_id\n      booking_id\n      traveller_name\n    }\n  }\n"): typeof import('./graphql').AdminPersonalDataReadsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotationBuilder($id: Int!) {\n    adminQuotation(id: $id) {\n      id\n      slug\n      enquiry_id\n      enquiry_slug\n      traveller_name\n      traveller_mobile\n      path\n      accepted\n      acceptance {\n        accepted_at\n        option_name\n        account_name\n        account_phone\n        booking_id\n        booking_reference\n      }\n      draft {\n        trip_title\n        trip_subtitle\n        campsite_id\n        package_id\n        base_price\n        travel_date\n        expiry_date\n        pax\n        rooms\n        meals\n        show_price_for\n        price_inclusive_of_taxes\n        booking_amount\n        inclusions\n        exclusions\n        airport_transfer\n        private_vehicle_siteseeing\n        sic_vehicle\n        days {\n          title\n          description\n          activities {\n            activity_id\n            included\n          }\n        }\n        options {\n          name\n          stay_price\n          properties {\n            property_id\n            typed_in {\n              name\n              location\n              star_category\n            }\n            meals\n            room_type\n            days_detail\n          }\n        }\n        selected_option\n      }\n    }\n    adminQuotationCatalogue {\n      packages {\n        id\n        name\n        trip_name\n        campsite_id\n        price\n        days {\n          title\n          description\n        }\n      }\n      properties {\n        id\n        name\n        location\n        star_category\n      }\n      activities {\n        id\n        name\n        slug\n        price\n        price_for\n      }\n      teams {\n        id\n        name\n        policies {\n          title\n          body\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminQuotationBuilderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotationPreview($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n"): typeof import('./graphql').AdminQuotationPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateQuotation($id: Int!, $input: AdminQuotationInput!) {\n    adminUpdateQuotation(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUpdateQuotationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDuplicateFromBuilder($id: Int!) {\n    adminDuplicateQuotation(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminDuplicateFromBuilderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminQuotations {\n    adminQuotations {\n      id\n      trip_title\n      expiry_date\n      show_price_for\n      enquiry_id\n      traveller_name\n      accepted\n      from_price\n    }\n  }\n"): typeof import('./graphql').AdminQuotationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminReviews($status: ReviewStatus) {\n    adminReviews(status: $status) {\n      id\n      status\n      stars\n      text\n      user_name\n      held_for\n      submitted_at\n      edited_at\n      decided_at\n      decided_by\n      rejection_reason\n      reply\n      trek_name\n      trek_slug\n      went_on\n      booking_reference\n      photos {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').AdminReviewsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminModerateReview($id: Int!, $decision: ReviewDecision!, $reason: String) {\n    adminModerateReview(id: $id, decision: $decision, reason: $reason) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').AdminModerateReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplyToReview($id: Int!, $text: String!) {\n    adminReplyToReview(id: $id, text: $text) {\n      id\n      reply\n    }\n  }\n"): typeof import('./graphql').AdminReplyToReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBeginPasskeyRegistration {\n    adminBeginPasskeyRegistration\n  }\n"): typeof import('./graphql').AdminBeginPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminFinishPasskeyRegistration($name: String!, $response: String!) {\n    adminFinishPasskeyRegistration(name: $name, response: $response) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminFinishPasskeyRegistrationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemovePasskey($id: ID!) {\n    adminRemovePasskey(id: $id) {\n      totp\n    }\n  }\n"): typeof import('./graphql').AdminRemovePasskeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminBeginTotpSetup {\n    adminBeginTotpSetup {\n      secret\n      qr_svg\n    }\n  }\n"): typeof import('./graphql').AdminBeginTotpSetupDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminConfirmTotp($code: String!) {\n    adminConfirmTotp(code: $code) {\n      totp\n    }\n  }\n"): typeof import('./graphql').AdminConfirmTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveTotp {\n    adminRemoveTotp {\n      totp\n    }\n  }\n"): typeof import('./graphql').AdminRemoveTotpDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMakeRecoveryCodes {\n    adminMakeRecoveryCodes\n  }\n"): typeof import('./graphql').AdminMakeRecoveryCodesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStaff {\n    adminStaff {\n      id\n      phone\n      first_name\n      last_name\n      role\n      live_sessions\n      second_factors\n    }\n  }\n"): typeof import('./graphql').AdminStaffDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetStaffRole($userId: Int!, $role: StaffRole!) {\n    adminSetStaffRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): typeof import('./graphql').AdminSetStaffRoleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminEndStaffSessions($userId: Int!) {\n    adminEndStaffSessions(userId: $userId)\n  }\n"): typeof import('./graphql').AdminEndStaffSessionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTaxExport($month: String!) {\n    adminTaxExport(month: $month) {\n      month\n      invoice_count\n      credit_note_count\n      taxable_paise\n      gst_paise\n      b2b_csv\n      b2cl_csv\n      b2cs_csv\n      cdnr_csv\n      cdnur_csv\n      hsn_b2b_csv\n      hsn_b2c_csv\n      docs_csv\n      late_credit_notes_csv\n    }\n  }\n"): typeof import('./graphql').AdminTaxExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTcsExcess {\n    adminTcsExcessReport {\n      since\n      law\n      csv\n      buyers {\n        pan\n        name\n        receipt_count\n        collected_paise\n        due_paise\n        difference_paise\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTcsExcessDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTcsReport($quarter: String!) {\n    adminTcsReport(quarter: $quarter) {\n      quarter\n      amount_paise\n      tcs_paise\n      uncollected_count\n      csv\n      buyers {\n        pan\n        name\n        payment_count\n        amount_paise\n        tcs_paise\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTcsReportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminToday {\n    adminToday {\n      today\n      departures {\n        id\n        trek_id\n        trek_name\n        start_date\n        end_date\n        capacity\n        available_seats\n        seats_taken\n        check_in {\n          travellers\n          arrived\n          no_show\n        }\n      }\n      expiring_holds {\n        id\n        reference\n        trek_name\n        start_date\n        traveller_count\n        phone\n        total_paise\n        hold_expires_at\n      }\n      payments_today {\n        ...AdminTodayMovement\n      }\n      refunds_today {\n        ...AdminTodayMovement\n      }\n      money_today {\n        received_paise\n        payment_count\n        refunded_paise\n        refund_count\n        net_paise\n      }\n      balances_due {\n        id\n        reference\n        trek_name\n        start_date\n        phone\n        due_paise\n        balance_due_by\n      }\n      in_grace {\n        grace_text\n        booking {\n          id\n          reference\n          trek_name\n          start_date\n          phone\n          due_paise\n        }\n      }\n      new_enquiries {\n        id\n        kind\n        name\n        mobile\n        travel_date\n        travellers\n        trek_name\n      }\n      new_enquiry_count\n      failures {\n        source\n        id\n        kind\n        attempts\n        last_error\n        gave_up\n        at\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTodayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTripAddOns($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      name\n      departures {\n        id\n        start_date\n        end_date\n        add_on_stock {\n          add_on_id\n          size\n          sold\n          available\n        }\n      }\n    }\n    adminAddOns(trekId: $id) {\n      id\n      name\n      description\n      price_paise\n      pricing\n      gst_percent\n      sizes\n      stock_per_departure\n      closes_days_before\n      active\n    }\n  }\n"): typeof import('./graphql').AdminTripAddOnsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminTrip($id: Int!) {\n    adminTrip(id: $id) {\n      id\n      slug\n      name\n      status\n      packages {\n        id\n        name\n        price\n        original_price\n        hide\n      }\n      departures {\n        id\n        start_date\n        end_date\n        length_days\n        capacity\n        available_seats\n        seats_taken\n        sales_open\n        held_bookings\n        paid_bookings\n        waitlist_waiting\n        cancelled {\n          reason\n          at\n        }\n        prices {\n          package_id\n          enabled\n          price\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateDepartureSeries($input: AdminDepartureSeriesInput!) {\n    adminCreateDepartureSeries(input: $input) {\n      created {\n        id\n      }\n      skipped_dates\n    }\n  }\n"): typeof import('./graphql').AdminCreateDepartureSeriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateDeparture($trekId: Int!, $input: AdminDepartureInput!) {\n    adminCreateDeparture(trek_id: $trekId, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminCreateDepartureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateDeparture($id: Int!, $input: AdminDepartureInput!) {\n    adminUpdateDeparture(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUpdateDepartureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetDepartureSales($id: Int!, $open: Boolean!) {\n    adminSetDepartureSales(id: $id, open: $open) {\n      id\n      sales_open\n    }\n  }\n"): typeof import('./graphql').AdminSetDepartureSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePackage($id: Int!, $input: AdminPackageInput!) {\n    adminUpdatePackage(id: $id, input: $input) {\n      id\n    }\n  }\n"): typeof import('./graphql').AdminUpdatePackageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWaitlist($eventId: Int!) {\n    adminWaitlist(eventId: $eventId) {\n      event_id\n      trip_name\n      start_date\n      capacity\n      available_seats\n      offered_seats\n      closes_at\n      entries {\n        id\n        position\n        status\n        status_text\n        travellers\n        package_name\n        joined_at\n        ended_at\n        traveller { name phone email }\n        offer { seats status expires_at }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminWaitlistDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminMoveWaitlistEntry($id: ID!, $position: Int!, $reason: String!) {\n    adminMoveWaitlistEntry(id: $id, position: $position, reason: $reason) { event_id }\n  }\n"): typeof import('./graphql').AdminMoveWaitlistEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveWaitlistEntry($id: ID!, $reason: String!) {\n    adminRemoveWaitlistEntry(id: $id, reason: $reason) { event_id }\n  }\n"): typeof import('./graphql').AdminRemoveWaitlistEntryDocument;
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
export function graphql(source: "\n  query CampaignPage($slug: String!) {\n    campaign(slug: $slug) {\n      ...CampaignOfferFields\n      headline\n      description\n      starts_at\n      code\n      terms\n      hero_image {\n        ...ImageFields\n      }\n      trips {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CampaignPageDocument;
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
export function graphql(source: "\n  query WaitlistDeparture($id: Int!) {\n    departure(id: $id) {\n      id\n      start_date\n      available_seats\n      trip { id name slug }\n      prices { package_id enabled }\n    }\n  }\n"): typeof import('./graphql').WaitlistDepartureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitlistPackages($id: Int!) {\n    trek(id: $id) {\n      packages { id name }\n    }\n  }\n"): typeof import('./graphql').WaitlistPackagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Home {\n    popularTreks: trekListing(filter: { types: [\"trek\"] }, sort: POPULARITY, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    groupTrips: trekListing(filter: { types: [\"group-trip\"] }, sort: DEPARTURE, limit: 6) {\n      cards {\n        ...TripCardFields\n        next_departure {\n          start_date\n          available_seats\n        }\n      }\n    }\n    dubaiActivities(limit: 4) {\n      ...ActivityCardFields\n    }\n    reviewSummary {\n      average_rating\n      review_count\n    }\n    recentReviews(limit: 6, min_rating: 4) {\n      id\n      review\n      star_rating\n      publish_date\n      user_name\n      user_photo {\n        ...ImageFields\n      }\n      trek {\n        slug\n        name\n      }\n    }\n    creators {\n      slug\n      name\n      tagline\n      avatar {\n        ...ImageFields\n      }\n    }\n    destinations {\n      slug\n      name\n      tagline\n      country\n      hero_image {\n        ...ImageFields\n      }\n    }\n    blogPosts {\n      slug\n      title\n      excerpt\n      published_on\n      reading_minutes\n      cover_image {\n        ...ImageFields\n      }\n      creator {\n        slug\n      }\n    }\n  }\n"): typeof import('./graphql').HomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoggedInAs {\n    me {\n      phone\n    }\n  }\n"): typeof import('./graphql').LoggedInAsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginTrip($id: Int!) {\n    trek(id: $id) {\n      ...RegistrationTrekFields\n    }\n  }\n"): typeof import('./graphql').LoginTripDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotationPage($slug: String!) {\n    quotation(slug: $slug) {\n      ...QuotationViewFields\n    }\n  }\n"): typeof import('./graphql').QuotationPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotationsPage($enquirySlug: String!) {\n    quotations(enquirySlug: $enquirySlug) {\n      slug\n      enquiry_slug\n      name\n      trip_title\n      duration\n      pax\n      show_price_for\n      expiry_date\n      expired\n      accepted\n      accepted_property_group_id\n      price_details {\n        property_group_id\n        price\n      }\n      images {\n        ...ImageFields\n      }\n    }\n  }\n"): typeof import('./graphql').QuotationsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewInvite($token: String!) {\n    reviewInvite(token: $token) {\n      trek_name\n      trek_slug\n      went_on\n      traveller_name\n      expires_at\n      review {\n        stars\n        text\n        status\n        rejection_reason\n        photos {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReviewInviteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitReview($token: String!, $input: ReviewInput!) {\n    submitReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').SubmitReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditReview($token: String!, $input: ReviewInput!) {\n    editReview(token: $token, input: $input) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').EditReviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($query: String!, $kinds: [SearchKind!]) {\n    search(query: $query, kinds: $kinds, limit: 30) {\n      query\n      total\n      hits {\n        kind\n        id\n        name\n        path\n        summary\n        context\n        price\n        image {\n          ...ImageFields\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SearchPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sitemap {\n    destinations {\n      slug\n    }\n    activeTrips {\n      slug\n    }\n    attractions {\n      slug\n    }\n    activities {\n      slug\n    }\n    blogPosts {\n      slug\n      published_on\n      creator {\n        slug\n      }\n    }\n    runningCampaigns {\n      slug\n    }\n  }\n"): typeof import('./graphql').SitemapDocument;
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
export function graphql(source: "\n  query TrekPage($slug: String!, $today: Date!, $reviewSort: ReviewSort) {\n    treks(slug: $slug, today: $today) {\n      ...TrekPageFields\n    }\n  }\n"): typeof import('./graphql').TrekPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarTrips($destination: String, $types: [String!]) {\n    sameDestination: trekListing(destination_slug: $destination, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n    sameKind: trekListing(filter: { types: $types }, sort: POPULARITY, limit: 5) {\n      cards {\n        ...SimilarTripFields\n      }\n    }\n  }\n"): typeof import('./graphql').SimilarTripsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
