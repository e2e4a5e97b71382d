import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const arrive: DemoScheduleItem = {
  name: "Arrive in Sri Vijaya Puram, Cellular Jail at dusk",
  brief: "Airport pick-up, Corbyn's Cove, light and sound show",
  description:
    "We meet you at Veer Savarkar International Airport and take you to the hotel. After lunch and a rest, an afternoon at Corbyn's Cove, the capital's palm-lined beach, then the Cellular Jail: its museum, the wings of solitary cells and Savarkar's cell, followed by the evening light and sound show in the courtyard.",
  image: { scene: "old-town", time: "dusk", alt: "Brick prison wing with rows of small windows at dusk" },
};

const toHavelock: DemoScheduleItem = {
  name: "Catamaran to Swaraj Dweep (Havelock), Radhanagar sunset",
  brief: "About 2 hours by sea; afternoon on Radhanagar beach",
  description:
    "An early transfer to Haddo wharf for the private catamaran to Swaraj Dweep, formerly Havelock. After check-in and lunch, we drive across the island to Radhanagar beach, two kilometres of white sand backed by tall forest, for a swim in the lifeguarded zone and the sunset the beach is famous for.",
  image: { scene: "beach", time: "dusk", alt: "Sunset over a long white beach backed by forest" },
};

const elephantBeach: DemoScheduleItem = {
  name: "Elephant Beach snorkelling",
  brief: "Speedboat to the reef, snorkelling with a guide",
  description:
    "A speedboat takes you along the coast to Elephant Beach, where a shallow reef begins a few metres from the sand. With a mask, life jacket and guide, float over brain corals, anemones with clownfish and shoals of parrotfish. Those who prefer to stay dry can try a glass-bottom boat. Back at the resort by lunchtime; afternoon free for a bicycle ride or a nap in a hammock.",
};

const scubaDay: DemoScheduleItem = {
  name: "Discover Scuba dive at Havelock",
  brief: "A first dive with a certified instructor, no experience needed",
  description:
    "After a classroom session and practice in shallow water, you dive with a certified instructor to a depth of up to 12 metres on one of Havelock's reefs, among corals, groupers, angelfish and perhaps a turtle. The dive centre supplies all equipment and underwater photographs. Afternoon free to recover on the beach; no flying within 24 hours, which our itinerary respects.",
};

const toNeil: DemoScheduleItem = {
  name: "Catamaran to Shaheed Dweep (Neil), the Natural Bridge",
  brief: "About 1 hour by sea; tide pools at low tide",
  description:
    "A short crossing to Shaheed Dweep, formerly Neil, a small island of farms and quiet beaches. Timed with low tide, a local guide walks you over the rock platform to the Natural Bridge, pointing out sea cucumbers, giant clams and corals in the tide pools. Sunset at Laxmanpur beach.",
};

const backToCapital: DemoScheduleItem = {
  name: "Sitapur sunrise, catamaran to Sri Vijaya Puram, Ross Island",
  brief: "Sunrise, a 1.5-hour crossing and an island of ruins",
  description:
    "Sunrise at Sitapur beach on Neil's eastern tip, then the catamaran back to the capital. In the afternoon, a short boat ride to Netaji Subhas Chandra Bose Dweep, once Ross Island, the British capital of the islands, whose brick ruins are now held in the roots of giant fig trees, with deer and peacocks for company.",
};

const depart: DemoScheduleItem = {
  name: "Departure",
  brief: "Airport drop",
  description:
    "Time for a last look at the harbour or some shopping for Andaman handicrafts before we drop you at the airport for your flight.",
};

const classicStays: DemoStay[] = [
  {
    name: "Sri Vijaya Puram (Port Blair)",
    nights: 2,
    type: "Hotel",
    properties: [
      { property: "sri-vijaya-puram-aberdeen-bay-hotel", meals: "Breakfast", roomType: "Deluxe double room" },
    ],
  },
  {
    name: "Swaraj Dweep (Havelock)",
    nights: 2,
    type: "Beach cottages",
    properties: [{ property: "swaraj-dweep-coral-sands", meals: "Breakfast and dinner", roomType: "Garden cottage" }],
  },
  {
    name: "Shaheed Dweep (Neil)",
    nights: 1,
    type: "Beach cottages",
    properties: [
      { property: "shaheed-dweep-bharatpur-shore", meals: "Breakfast and dinner", roomType: "Deluxe cottage" },
    ],
  },
];

export const andamanIslandHopping: DemoTrek = {
  slug: "andaman-island-hopping",
  name: "Andaman Island Hopping",
  type: "tour-package",
  code: "PJ-AN-AIH",
  metaTitle: "Andaman Tour Package: Havelock, Neil and Port Blair",
  metaDescription:
    "A 6-day Andaman holiday: the Cellular Jail, Radhanagar beach, snorkelling at Elephant Beach, Neil's Natural Bridge and Ross Island, with ferries and stays.",
  tagline: "White sand, coral reefs and island ferries across the Andaman Sea",
  description:
    "Six days across three islands: the capital's history at the Cellular Jail and Ross Island, the famous sands of Radhanagar and the reef at Elephant Beach on Swaraj Dweep, and the slow, green charm of Shaheed Dweep, with every ferry, transfer and hotel arranged.",
  about:
    "Getting around the Andamans is half the challenge: ferry seats sell out weeks ahead, sailings change with the weather, and every island has its own taxi union. This package takes all of that off your hands. We book private catamaran seats between Sri Vijaya Puram, Swaraj Dweep and Shaheed Dweep, and our local team meets you off every boat.\n\nThe itinerary balances beaches and history. Two nights on Swaraj Dweep leave time for Radhanagar's sunset and a morning of snorkelling at Elephant Beach; a night on Shaheed Dweep brings the Natural Bridge at low tide and sunrise at Sitapur; and the capital has the Cellular Jail's moving light and sound show and the ruins of Ross Island.\n\nThe season runs from October to May, with the calmest seas and best visibility from December to March. Choose classic three-star stays, premium beach resorts, or the classic package with a Discover Scuba dive in place of snorkelling, for your first breath underwater.",
  campsite: "andaman",
  destinations: ["andaman"],
  difficulty: "easy",
  seasons: ["autumn", "winter", "spring"],
  months: [10, 11, 12, 1, 2, 3, 4, 5],
  themes: ["beach", "honeymoon", "family"],
  length: "6 days across 3 islands",
  location: "Sri Vijaya Puram (Port Blair), Andaman and Nicobar Islands",
  minAge: 4,
  maxAge: 75,
  discount: { slider: true, availed: 6, total: 12, daysPassed: 3 },
  tips: "Pack reef-safe sunscreen, a rash guard for snorkelling, a hat and a light rain jacket even in the dry season. Carry cash: ATMs on Havelock and Neil run out, and many small shops do not take cards. Mobile data is slow on the islands, so download your tickets and maps before you fly.",
  images: [
    { scene: "beach", time: "dusk", alt: "Radhanagar beach at sunset" },
    { scene: "island-cove", time: "day", alt: "Turquoise lagoon and coral reef off Elephant Beach" },
    { scene: "island-cove", time: "dawn", alt: "Natural rock arch on Neil island at low tide" },
    { scene: "old-town", time: "dusk", alt: "Cellular Jail's central tower at dusk" },
    { scene: "beach", time: "day", alt: "Swimmers in clear shallow water off a forested shore" },
    { scene: "island-cove", time: "dusk", alt: "Boats returning to the harbour of Sri Vijaya Puram at dusk" },
  ],
  packages: [
    {
      name: "Classic: 3-star resorts",
      description:
        "Comfortable three-star hotels and beach cottages on all three islands, private catamaran tickets, transfers and the sightseeing listed.",
      price: 28950,
      originalPrice: 32450,
      discountName: "Early-bird fare",
      schedule: [arrive, toHavelock, elephantBeach, toNeil, backToCapital, depart],
      stays: classicStays,
    },
    {
      name: "Premium beach resorts",
      description:
        "Four-star resorts: a sea-view hotel above Corbyn's Cove, forest villas steps from Radhanagar beach and a boutique resort at Sitapur on Neil.",
      price: 42950,
      schedule: [arrive, toHavelock, elephantBeach, toNeil, backToCapital, depart],
      stays: [
        {
          name: "Sri Vijaya Puram (Port Blair)",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "sri-vijaya-puram-corbyns-crest", meals: "Breakfast", roomType: "Sea-view room" }],
        },
        {
          name: "Swaraj Dweep (Havelock)",
          nights: 2,
          type: "Beach resort",
          properties: [
            { property: "swaraj-dweep-radhanagar-palms", meals: "Breakfast and dinner", roomType: "Forest villa" },
          ],
        },
        {
          name: "Shaheed Dweep (Neil)",
          nights: 1,
          type: "Boutique resort",
          properties: [
            { property: "shaheed-dweep-sitapur-sunrise", meals: "Breakfast and dinner", roomType: "Deck cottage" },
          ],
        },
      ],
    },
    {
      name: "Classic with a Discover Scuba dive",
      description:
        "The classic package with a Discover Scuba dive at Havelock, with a certified instructor, in place of the Elephant Beach snorkelling trip.",
      price: 33450,
      schedule: [arrive, toHavelock, scubaDay, toNeil, backToCapital, depart],
      stays: classicStays,
    },
  ],
  departures: {
    months: [10, 11, 12, 1, 2, 3, 4, 5],
    weekdays: [2, 6],
    capacity: 20,
    peak: { months: [12], surcharge: 4000 },
    unavailable: [{ package: 2, weekdays: [2] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Hotels and resorts",
      icon: "hotel",
      description: "Five nights on twin sharing, with breakfast daily and dinner on Havelock and Neil.",
    },
    {
      kind: "inclusion",
      name: "Inter-island catamaran tickets",
      icon: "ferry",
      description: "Private catamaran seats between all three islands.",
    },
    {
      kind: "inclusion",
      name: "Transfers and sightseeing",
      icon: "car",
      description: "Airport, jetty and hotel transfers, and all sightseeing in private cars.",
    },
    {
      kind: "inclusion",
      name: "Elephant Beach snorkelling",
      icon: "snorkel",
      description: "Speedboat, mask, life jacket and guide.",
      excludedPackage: 2,
    },
    {
      kind: "inclusion",
      name: "Entry tickets",
      icon: "ticket",
      description: "Cellular Jail, its light and sound show, and the Ross Island boat.",
    },
    { kind: "exclusion", name: "Flights to and from Sri Vijaya Puram", icon: "flight" },
    { kind: "exclusion", name: "Lunches and drinks", icon: "meal" },
    {
      kind: "exclusion",
      name: "Optional water sports",
      icon: "wallet",
      description: "Sea walk, glass-bottom boat and extra dives, paid directly to licensed operators.",
    },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Flights",
      description:
        "Land by noon on Day 1 and fly out after noon on Day 6. Book flights only after we confirm the ferry schedule for your dates.",
    },
    {
      name: "Scuba diving",
      description:
        "Discover Scuba divers must be at least 10 years old and fill in a medical questionnaire. Do not fly within 24 hours of diving; our itinerary leaves three days.",
    },
    {
      name: "Protecting the reef",
      description:
        "Never stand on or touch coral, and do not take shells, coral or sand: it is illegal and bags are checked at the airport.",
    },
    {
      name: "Identity documents",
      description: "Carry an original photo ID for every traveller, children included: it is checked at every ferry.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Which is the best month to visit?",
      answer:
        "December to March for calm seas and clear water. October, November, April and May are quieter, with warmer weather and an occasional rough crossing.",
    },
    {
      group: "About the trip",
      question: "Can non-swimmers snorkel?",
      answer: "Yes. Guides hold non-swimmers in life jackets over the shallow reef, and many first-timers love it.",
    },
    {
      group: "Fitness and safety",
      question: "What if a ferry is cancelled because of weather?",
      answer:
        "It happens a few times a season. We rebook you on the next sailing, add a night where you are stranded at our cost price, and reshuffle the rest of the itinerary.",
    },
    {
      group: "Stay and food",
      question: "Is seafood the only option?",
      answer: "Not at all. Resorts serve north and south Indian vegetarian food as well as excellent fresh seafood.",
    },
    {
      group: "Travel and documents",
      question: "Do Indian citizens need a permit?",
      answer: "No permit is needed for Indian citizens to visit Sri Vijaya Puram, Havelock and Neil. Carry photo ID.",
    },
    {
      group: "Booking and payment",
      question: "Do you book flights too?",
      answer: "We can, on request, from any major Indian city. They are priced separately, at the fare of the day.",
    },
    {
      group: "Cancellation and refunds",
      question: "Are ferry tickets refundable?",
      answer:
        "Once issued, private ferry tickets are non-refundable. If the administration cancels a sailing, the ferry company refunds it and so do we.",
    },
  ],
  reviews: [
    {
      userName: "Prateek Agarwal",
      rating: 5,
      text: "The scuba package was the best money we spent all year. My wife was terrified of water and by the end of the dive she was pointing at clownfish. Ferries were on time and the team met us at every jetty.",
      daysAgo: 210,
      photo: true,
      images: [{ scene: "island-cove", time: "day", alt: "Clear water over a coral reef near the shore" }],
    },
    {
      userName: "Nandini Rao",
      rating: 5,
      text: "Radhanagar at sunset is everything people say. The Cellular Jail show moved my parents to tears. Very well planned for a family with grandparents.",
      daysAgo: 256,
    },
    {
      userName: "Sahil Chawla",
      rating: 4,
      text: "Premium resorts were gorgeous, especially the forest villa on Havelock. Our Neil ferry was cancelled for bad weather in May and we got an extra night on Havelock instead, which was handled smoothly.",
      daysAgo: 178,
    },
    {
      userName: "Divya Krishnamurthy",
      rating: 5,
      text: "The guide at the Natural Bridge showed our kids a sea cucumber and a giant clam in the tide pools, and they talked about nothing else for a week.",
      daysAgo: 300,
      photo: true,
    },
    {
      userName: "Ankit Jaiswal",
      rating: 3,
      text: "Nice islands, but the classic hotel in the capital was very basic and the Wi-Fi hardly worked. Havelock cottages were lovely. Upgrade the capital hotel if you can.",
      daysAgo: 384,
    },
    {
      userName: "Mariam Ansari",
      rating: 5,
      text: "Elephant Beach snorkelling was so good that we paid for a second trip. Excellent value in October with hardly any crowds.",
      daysAgo: 33,
    },
  ],
  attractions: ["cellular-jail", "radhanagar-beach", "elephant-beach", "natural-bridge-neil-island", "ross-island"],
  updatedDaysAgo: 5,
};
