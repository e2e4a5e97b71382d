// Three personalised quotations, as a trip planner would send them after an enquiry. Dates are
// relative (travelInDays, expiresInDays) so the demo looks the same any day: two open quotes, and
// one (the Thailand group's) expired three days ago, to show that state.
import type { DemoQuotation } from "../../types.ts";

const sharmaFamilyDubai: DemoQuotation = {
  slug: "sharma-family-dubai-6-days",
  inquiry: {
    slug: "sharma-family-dubai",
    name: "Nikhil Sharma",
    mobile: "+919810457326",
    email: "nikhil.sharma@example.com",
    travelInDays: 45,
    travellers: 4,
    message:
      "We are a family of four, our children are 8 and 12. Looking for 5 nights in Dubai in the school holidays with the desert safari, Burj Khalifa and a day in Abu Dhabi. A hotel near Dubai Mall would be ideal. We are vegetarian.",
    status: "quoted",
  },
  name: "Nikhil Sharma",
  tripTitle: "Dubai Family Holiday",
  tripSubtitle: "5 nights and 6 days for 2 adults and 2 children",
  expiresInDays: 10,
  duration: "5 Nights / 6 Days",
  pax: 4,
  meals: "Daily breakfast, dinner on the dhow cruise and at the desert camp, lunch in Abu Dhabi",
  rooms: 1,
  stayDetails:
    "One family room for all four of you: a king bed for the parents and a sofa bed for the children, with breakfast for four. The room can be changed to two connecting rooms for ₹34,000 more.",
  travelDetails:
    "Return economy flights from Mumbai are not included in the price; we have held fares for your dates and can ticket them as soon as you confirm.",
  travelComments:
    "We will place the Abu Dhabi day away from a Friday or Monday, so that both the Grand Mosque and the BAPS Mandir are open to visitors. Day 5 is kept free for the children's choice.",
  inclusions: [
    "5 nights in the hotel group you select, with daily vegetarian-friendly breakfast",
    "UAE 30-day tourist visas for all four travellers",
    "Private airport transfers on arrival and departure",
    "Private car with driver for the Dubai city tour and the Abu Dhabi day",
    "Marina dhow cruise with dinner",
    "Burj Khalifa At the Top, levels 124 and 125, with a sunset slot",
    "Museum of the Future timed tickets",
    "Evening desert safari with barbecue dinner (shared 4x4)",
    "Abu Dhabi guided day with Indian vegetarian lunch",
    "Travel insurance for the family",
  ],
  exclusions: [
    "International flights",
    "Lunches and dinners not mentioned",
    "Optional activities on day 5",
    "Tourism Dirham fee, paid at the hotel",
    "Tips for drivers and guides",
  ],
  showPriceFor: "for the family of four",
  bookingAmount: 40000,
  discountName: "School holiday offer",
  priceNote:
    "The price is the total for two adults and two children sharing one family room, including GST. TCS on overseas packages is added to the invoice as the law requires.",
  knowBeforeYouBook: [
    "Send colour scans of all four passports and photos on a white background within three days of booking so the visas are ready in time.",
    "Dune bashing is fine for children of 8 and 12; tell the driver if anyone wants a gentler ride.",
    "Sunset slots at Burj Khalifa are limited; we confirm yours only once the booking amount is paid.",
    "Hotel rates over the school holidays are held until the quotation's expiry date and may rise after it.",
  ],
  priceInclusiveOfTaxes: true,
  airportTransfer: true,
  privateVehicleSiteseeing: true,
  sicVehicle: true,
  travellingData: [
    { from: "Mumbai", to: "Dubai", mode: "Flight" },
    { from: "Dubai", to: "Abu Dhabi", mode: "Private car" },
    { from: "Dubai", to: "Mumbai", mode: "Flight" },
  ],
  extrabeds: 1,
  exclusiveAdultExtrabed: 0,
  flight: {
    included: false,
    price: 27500,
    note: "Indicative return economy fare per person, Mumbai to Dubai, on your dates. Not included; we can book on confirmation.",
  },
  visa: { included: true, price: null, note: "30-day UAE tourist visas for all four travellers are included." },
  campsite: "dubai",
  images: [
    { scene: "city-skyline", time: "dusk", alt: "Burj Khalifa and Downtown Dubai at dusk" },
    { scene: "desert-dunes", time: "dusk", alt: "A family watching the sunset from a red dune" },
    { scene: "temple", time: "day", alt: "The Sheikh Zayed Grand Mosque in Abu Dhabi" },
  ],
  days: [
    {
      title: "Arrival and a dhow cruise on Dubai Marina",
      description:
        "Your driver meets you at Dubai airport and takes you to your hotel. After a rest, a car takes the family to Dubai Marina for a two-hour dinner cruise on a wooden dhow, with a vegetarian buffet and a Tanoura dancer the children will love.",
      activities: [{ activity: "dubai-marina-dhow-cruise", included: true }],
      attractions: [],
    },
    {
      title: "Old Dubai, new Dubai and Burj Khalifa at sunset",
      description:
        "A private morning tour of Al Fahidi, the abra across the creek and the spice and gold souks, with a photo stop at the Burj Al Arab. Rest in the afternoon, then go up Burj Khalifa for sunset and stay to watch the Dubai Fountain from the lake.",
      image: { scene: "city-skyline", time: "night", alt: "The Dubai Fountain dancing below Burj Khalifa at night" },
      activities: [{ activity: "burj-khalifa-at-the-top", included: true }],
      attractions: [
        { attraction: "al-fahidi-and-dubai-creek", included: true },
        { attraction: "burj-khalifa", included: true },
        { attraction: "dubai-fountain", included: true },
      ],
    },
    {
      title: "Museum of the Future and the desert safari",
      description:
        "Morning at the Museum of the Future, where the children can spend time on the Future Heroes floor. After lunch, the safari 4x4 collects you at about 3 pm for dune bashing, sandboarding, a camel ride and a barbecue dinner at the desert camp.",
      activities: [
        { activity: "museum-of-the-future-tickets", included: true },
        { activity: "dubai-desert-safari-bbq-dinner", included: true },
      ],
      attractions: [],
    },
    {
      title: "Abu Dhabi: the Grand Mosque and the BAPS Mandir",
      description:
        "A private car takes you to Abu Dhabi for the Sheikh Zayed Grand Mosque, Qasr Al Watan and the Corniche, with a vegetarian lunch. On the way back, visit the BAPS Hindu Mandir at Abu Mureikhah.",
      activities: [{ activity: "abu-dhabi-day-tour", included: true }],
      attractions: [{ attraction: "sheikh-zayed-grand-mosque", included: true }],
    },
    {
      title: "A free day: the children's choice",
      description:
        "Nothing is booked, so the family can choose. Popular options are a sunrise balloon flight, the glass-floored Dubai Frame, or a dune buggy ride for the grown-ups; the monorail to Atlantis on Palm Jumeirah is a fun outing for the afternoon.",
      activities: [
        { activity: "dubai-frame-tickets", included: false, price: 1299, priceFor: "per person" },
        { activity: "dubai-hot-air-balloon", included: false, price: 26999, priceFor: "per person" },
        { activity: "red-dunes-buggy-ride", included: false, price: 16999, priceFor: "per buggy (up to 2 riders)" },
      ],
      attractions: [{ attraction: "palm-jumeirah", included: false }],
    },
    {
      title: "Departure",
      description:
        "A relaxed breakfast and check-out at noon. The hotel keeps your bags until the driver collects you for the airport, three hours before your flight.",
      activities: [],
      attractions: [],
    },
  ],
  propertyGroups: [
    {
      name: "Downtown, 4-star",
      price: 218000,
      isSelected: true,
      properties: [
        {
          property: "dubai-al-noor-downtown",
          meals: "Breakfast",
          roomType: "Family room (king bed and sofa bed)",
          daysDetail: "Nights 1 to 5",
        },
      ],
    },
    {
      name: "Palm Jumeirah beach resort, 5-star",
      price: 324000,
      properties: [
        {
          property: "dubai-palm-crescent-resort",
          meals: "Breakfast",
          roomType: "Family suite with sea view",
          daysDetail: "Nights 1 to 5",
        },
      ],
    },
    {
      // Offered while the planner waits for the heritage hotel's school-holiday rate: no price yet.
      name: "Bur Dubai, 3-star",
      price: null,
      properties: [
        {
          property: "dubai-creekside-heritage",
          meals: "Breakfast",
          roomType: "Family room with two double beds",
          daysDetail: "Nights 1 to 5",
        },
      ],
    },
  ],
};

const iyerHoneymoonBali: DemoQuotation = {
  slug: "iyer-honeymoon-bali-7-days",
  inquiry: {
    slug: "iyer-honeymoon-bali",
    name: "Aditya Iyer",
    mobile: "+919845062193",
    email: "aditya.iyer@example.com",
    travelInDays: 75,
    travellers: 2,
    message:
      "Planning our honeymoon after the wedding. Six nights in Bali, a private pool villa, not too hectic. My wife would love the rice terraces and a beach at the end.",
    status: "booked",
  },
  name: "Aditya and Kavya Iyer",
  tripTitle: "Bali Honeymoon",
  tripSubtitle: "6 nights and 7 days in Ubud and Jimbaran, with private pool villas",
  expiresInDays: 7,
  duration: "6 Nights / 7 Days",
  pax: 2,
  meals: "Daily breakfast (one floating breakfast), 3 dinners including a candlelit beach dinner",
  rooms: 1,
  stayDetails:
    "Four nights in a one-bedroom pool villa above the Ayung river gorge in Ubud, then two nights in a clifftop pool villa above Jimbaran Bay.",
  travelDetails:
    "Return flights from Bengaluru to Denpasar are not included; we can book them with one short connection once you confirm your dates.",
  travelComments:
    "We have kept mornings unhurried and left day 3 free. The Nusa Penida trip is with a private car on the island.",
  inclusions: [
    "6 nights in private pool villas with daily breakfast",
    "Honeymoon set-up: flower bed decoration, a cake and a floating breakfast in Ubud",
    "Dinner at the villa in Ubud on two nights",
    "Candlelit dinner on the sand at Jimbaran Bay",
    "Private car with an English-speaking driver for all transfers and sightseeing",
    "Nusa Penida day trip with fast boat, private island car and lunch",
    "Entry tickets, including the Kecak dance at Uluwatu",
    "Indonesia e-VOA and Bali tourist levy for both of you",
  ],
  exclusions: [
    "International flights",
    "Lunches and dinners not mentioned",
    "Optional activities on day 3",
    "Spa treatments",
    "Tips for drivers and villa staff",
  ],
  showPriceFor: "for the couple",
  bookingAmount: 30000,
  discountName: "Honeymoon special",
  priceNote:
    "Total for two adults sharing, including GST. The honeymoon set-up is complimentary with the pool villa option.",
  knowBeforeYouBook: [
    "If your passports are being updated with a new surname after the wedding, book the flights and visa in the name that will be on the passport you travel with.",
    "Pool villas on these dates are limited; the rates are held until this quotation expires.",
    "Carry your own sarongs if you like; they are also lent at every temple.",
  ],
  priceInclusiveOfTaxes: true,
  airportTransfer: true,
  privateVehicleSiteseeing: true,
  sicVehicle: false,
  travellingData: [
    { from: "Bengaluru", to: "Denpasar", mode: "Flight" },
    { from: "Ubud", to: "Jimbaran", mode: "Private car" },
    { from: "Sanur", to: "Nusa Penida", mode: "Fast boat" },
    { from: "Denpasar", to: "Bengaluru", mode: "Flight" },
  ],
  extrabeds: 0,
  exclusiveAdultExtrabed: 0,
  flight: {
    included: false,
    price: 38000,
    note: "Indicative return economy fare per person from Bengaluru, with one connection.",
  },
  visa: {
    included: true,
    price: null,
    note: "e-VOA and Bali tourist levy for both travellers, bought online before you fly.",
  },
  campsite: "bali",
  images: [
    { scene: "hotel-room", time: "dawn", alt: "A floating breakfast tray in a private villa pool in Ubud" },
    { scene: "rice-terraces", time: "dawn", alt: "Rice terraces in the morning mist near Ubud" },
    { scene: "beach", time: "dusk", alt: "A candlelit table on the sand at Jimbaran Bay" },
  ],
  days: [
    {
      title: "Arrival and your villa above the Ayung gorge",
      description:
        "A private car meets you at Denpasar airport for the drive to Ubud. Your villa is decorated for your arrival; spend the afternoon in your own pool and dine at the villa in the evening.",
      image: {
        scene: "pine-forest",
        time: "dusk",
        alt: "A villa pool looking over the jungle of the Ayung river gorge",
      },
      activities: [],
      attractions: [],
    },
    {
      title: "Rice terraces, a holy spring and the Monkey Forest",
      description:
        "Begin with the floating breakfast, then visit Tegallalang's terraces while they are quiet, the water temple of Tirta Empul, and the Sacred Monkey Forest in the afternoon. If you enjoy cooking, a Balinese cooking class can replace the afternoon.",
      activities: [{ activity: "ubud-balinese-cooking-class", included: false, price: 3499, priceFor: "per person" }],
      attractions: [
        { attraction: "tegallalang-rice-terraces", included: true },
        { attraction: "ubud-monkey-forest", included: true },
      ],
    },
    {
      title: "A slow day, or sunrise on a volcano",
      description:
        "Nothing is planned. Sleep in and book a couple's massage at the villa spa, or rise at 2 am for the Mount Batur sunrise trek and be back by lunch. Dinner at the villa tonight.",
      activities: [{ activity: "mount-batur-sunrise-trek", included: false, price: 4299, priceFor: "per person" }],
      attractions: [{ attraction: "mount-batur", included: false }],
    },
    {
      title: "Nusa Penida",
      description:
        "Fast boat from Sanur to Nusa Penida, where a private car takes you to the Kelingking viewpoint, Broken Beach, Angel's Billabong and Crystal Bay for snorkelling, with lunch at a local warung.",
      activities: [{ activity: "nusa-penida-day-trip", included: true }],
      attractions: [{ attraction: "kelingking-beach-nusa-penida", included: true }],
    },
    {
      title: "Tanah Lot at sunset and on to Jimbaran",
      description:
        "Check out at leisure and drive to Tanah Lot for low tide and sunset, then continue to your clifftop villa above Jimbaran Bay.",
      activities: [],
      attractions: [{ attraction: "tanah-lot-temple", included: true }],
    },
    {
      title: "Uluwatu, the Kecak dance and dinner on the beach",
      description:
        "A free morning at the villa's beach club. In the late afternoon, visit Uluwatu Temple on its cliff and watch the Kecak fire dance at sunset, before a candlelit dinner at a table on the sand at Jimbaran Bay.",
      activities: [],
      attractions: [{ attraction: "uluwatu-temple", included: true }],
    },
    {
      title: "Departure",
      description:
        "A late breakfast and check-out. Your driver takes you to the airport, 20 minutes away, three hours before your flight.",
      activities: [],
      attractions: [],
    },
  ],
  propertyGroups: [
    {
      name: "Pool villas in Ubud and Jimbaran",
      price: 148000,
      isSelected: true,
      properties: [
        {
          property: "bali-hutan-sunyi-ubud",
          meals: "Breakfast, and dinner on nights 1 and 3",
          roomType: "One-bedroom pool villa",
          daysDetail: "Nights 1 to 4",
        },
        {
          property: "bali-karang-putih-jimbaran",
          meals: "Breakfast",
          roomType: "Ocean-view pool villa",
          daysDetail: "Nights 5 and 6",
        },
      ],
    },
    {
      name: "Pool villa in Ubud, beach resort in Seminyak",
      price: 136000,
      properties: [
        {
          property: "bali-hutan-sunyi-ubud",
          meals: "Breakfast, and dinner on nights 1 and 3",
          roomType: "One-bedroom pool villa",
          daysDetail: "Nights 1 to 4",
        },
        {
          property: "bali-pasir-emas-seminyak",
          meals: "Breakfast",
          roomType: "Ocean-view suite",
          daysDetail: "Nights 5 and 6",
        },
      ],
    },
    {
      name: "Boutique stays",
      price: 82000,
      isHidden: true,
      properties: [
        {
          property: "bali-rumah-kecil-ubud",
          meals: "Breakfast",
          roomType: "Deluxe double room",
          daysDetail: "Nights 1 to 4",
        },
        {
          property: "bali-ombak-biru-seminyak",
          meals: "Breakfast",
          roomType: "Deluxe garden room",
          daysDetail: "Nights 5 and 6",
        },
      ],
    },
  ],
};

const kapoorFriendsThailand: DemoQuotation = {
  slug: "kapoor-friends-thailand-7-days",
  inquiry: {
    slug: "kapoor-friends-thailand",
    name: "Varun Kapoor",
    mobile: "+919711238604",
    email: "varun.kapoor@example.com",
    travelInDays: 60,
    travellers: 6,
    message:
      "Six friends from Delhi, all around 30. We want beaches, one good island day and a few nights in Bangkok. Budget around 50k per head without flights. Two of us are vegetarian.",
    status: "quoted",
  },
  name: "Varun Kapoor",
  tripTitle: "Phuket and Bangkok with Friends",
  tripSubtitle: "6 nights and 7 days for a group of six",
  // The group did not answer in time: this one shows how an expired quotation looks.
  expiresInDays: -3,
  duration: "6 Nights / 7 Days",
  pax: 6,
  meals: "Daily breakfast, lunch on the island day, dinner on the river cruise",
  rooms: 3,
  stayDetails: "Three twin rooms in each hotel: three nights in Phuket, three nights in Bangkok.",
  travelDetails:
    "Flights from Delhi to Phuket and from Bangkok to Delhi are not included; the Phuket to Bangkok flight is included.",
  travelComments:
    "We have kept the Phuket hotel within reach of the nightlife but not on top of it, and left day 3 and day 6 free for the group to decide on the spot.",
  inclusions: [
    "6 nights in three twin rooms, with daily breakfast",
    "Phuket to Bangkok flight with 20 kg checked baggage",
    "Private airport transfers in a van for six",
    "Phi Phi and Maya Bay speedboat day with lunch",
    "Chao Phraya dinner cruise with buffet",
    "Guided Bangkok temples day with entry tickets",
  ],
  exclusions: [
    "International flights",
    "Phi Phi national park fee, about 400 baht per person, paid in cash",
    "Optional activities",
    "Lunches and dinners not mentioned",
    "Tips",
  ],
  showPriceFor: "per person",
  bookingAmount: 60000,
  priceNote:
    "Per person with six travellers sharing three twin rooms, including GST. If the group changes in size, we revise the price before you pay the balance.",
  knowBeforeYouBook: [
    "Everyone must fill in the Thailand Digital Arrival Card online in the three days before arrival.",
    "Book within the validity of this quote to hold the rates; the group's rooms are on option until then.",
    "Bangkok temples require covered shoulders and knees, so pack at least one suitable outfit each.",
    "Speedboats are not suitable for anyone with back problems; tell us and we will switch to a big-boat trip.",
  ],
  priceInclusiveOfTaxes: true,
  airportTransfer: true,
  privateVehicleSiteseeing: false,
  sicVehicle: true,
  travellingData: [
    { from: "Delhi", to: "Phuket", mode: "Flight" },
    { from: "Phuket", to: "Bangkok", mode: "Flight" },
    { from: "Bangkok", to: "Delhi", mode: "Flight" },
  ],
  extrabeds: 0,
  exclusiveAdultExtrabed: 0,
  flight: {
    included: false,
    price: 31000,
    note: "Indicative per-person fare for Delhi to Phuket and Bangkok to Delhi, direct. The Phuket to Bangkok flight is included.",
  },
  visa: {
    included: false,
    price: null,
    note: "Visa-free entry for Indian passport holders at the time of writing; we confirm before you fly.",
  },
  campsite: "thailand",
  images: [
    { scene: "island-cove", time: "day", alt: "Friends on a speedboat in the turquoise water off Phi Phi" },
    { scene: "city-skyline", time: "night", alt: "Bangkok's skyline and the river lit up at night" },
    { scene: "beach", time: "dusk", alt: "Sunset over Kata Beach in Phuket" },
  ],
  days: [
    {
      title: "Arrive in Phuket",
      description:
        "A van meets the group at Phuket airport for the drive to your hotel. Evening on the beach, and Patong's Bangla Road is a short taxi ride away for anyone with energy left.",
      activities: [],
      attractions: [],
    },
    {
      title: "Phi Phi islands and Maya Bay",
      description:
        "An early speedboat to Maya Bay, a swim in Pileh lagoon, snorkelling and lunch on Phi Phi Don, back by late afternoon.",
      image: { scene: "island-cove", time: "day", alt: "Speedboats anchored in Pileh lagoon" },
      activities: [{ activity: "phi-phi-maya-bay-speedboat", included: true }],
      attractions: [{ attraction: "phi-phi-islands", included: true }],
    },
    {
      title: "Your choice: Phang Nga Bay or a beach day",
      description:
        "A free day. Our suggestion for a group is the Phang Nga Bay sea-canoe trip, paddling into hidden lagoons and ending with a sunset on the water; otherwise, a lazy day at Kata and a Thai massage.",
      activities: [{ activity: "phang-nga-bay-sea-canoe", included: false, price: 6799, priceFor: "per person" }],
      attractions: [{ attraction: "phang-nga-bay", included: false }],
    },
    {
      title: "Fly to Bangkok, dinner cruise on the river",
      description:
        "A late-morning flight to Bangkok and check-in at your hotel. In the evening, a two-hour dinner cruise on the Chao Phraya past the floodlit Grand Palace and Wat Arun.",
      activities: [{ activity: "bangkok-chao-phraya-dinner-cruise", included: true }],
      attractions: [],
    },
    {
      title: "The Grand Palace, Wat Pho and Wat Arun",
      description:
        "A guided morning among Bangkok's great temples, crossing the river by ferry to Wat Arun. The afternoon and evening are free; a rooftop bar at sunset is the obvious plan.",
      activities: [],
      attractions: [
        { attraction: "grand-palace-bangkok", included: true },
        { attraction: "wat-arun", included: true },
      ],
    },
    {
      title: "A free day in Bangkok",
      description:
        "Shop at Chatuchak weekend market if it falls on a Saturday or Sunday, or at the Pratunam and Siam malls on other days, and end with street food in Chinatown's Yaowarat Road.",
      activities: [],
      attractions: [],
    },
    {
      title: "Departure",
      description: "Check out at noon; the van takes the group to Suvarnabhumi airport three hours before the flight.",
      activities: [],
      attractions: [],
    },
  ],
  propertyGroups: [
    {
      name: "3-star, close to the action",
      price: 38500,
      properties: [
        { property: "thailand-patong-palms", meals: "Breakfast", roomType: "Twin room", daysDetail: "Nights 1 to 3" },
        {
          property: "thailand-sukhumvit-corner-bangkok",
          meals: "Breakfast",
          roomType: "Superior twin room",
          daysDetail: "Nights 4 to 6",
        },
      ],
    },
    {
      name: "4-star comfort",
      price: 46900,
      isSelected: true,
      properties: [
        {
          property: "thailand-kata-hillside-phuket",
          meals: "Breakfast",
          roomType: "Deluxe sea-view twin room",
          daysDetail: "Nights 1 to 3",
        },
        {
          property: "thailand-riverside-lotus-bangkok",
          meals: "Breakfast",
          roomType: "Deluxe twin room",
          daysDetail: "Nights 4 to 6",
        },
      ],
    },
    {
      name: "5-star splurge",
      price: 72400,
      isHidden: true,
      properties: [
        {
          property: "thailand-andaman-pearl-phuket",
          meals: "Breakfast",
          roomType: "Deluxe twin room",
          daysDetail: "Nights 1 to 3",
        },
        {
          property: "thailand-chao-phraya-grand-bangkok",
          meals: "Breakfast",
          roomType: "Premier river-view twin room",
          daysDetail: "Nights 4 to 6",
        },
      ],
    },
  ],
};

export const abroadQuotations: DemoQuotation[] = [sharmaFamilyDubai, iyerHoneymoonBali, kapoorFriendsThailand];
