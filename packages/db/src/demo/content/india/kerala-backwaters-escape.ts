import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const kochi: DemoScheduleItem = {
  name: "Arrive in Kochi, Fort Kochi walk and Kathakali",
  brief: "Airport pick-up, heritage walk, evening performance",
  description:
    "Our driver meets you at Kochi airport and takes you to Fort Kochi. In the late afternoon, a local guide walks you past the Chinese fishing nets, St Francis Church and the Dutch bungalows of the old quarter, and into Mattancherry's Jew Town and its spice warehouses. In the evening, arrive early at a Kathakali centre to watch the actors paint their faces before the performance.",
  image: { scene: "beach", time: "dusk", alt: "Chinese fishing nets silhouetted against a sunset sea in Fort Kochi" },
};

const toMunnar: DemoScheduleItem = {
  name: "Kochi to Munnar (1,600 m)",
  brief: "About 130 km, 4 hours into the Western Ghats",
  description:
    "The road leaves the coastal plain and climbs through rubber and cardamom into the hills, with stops at the Cheeyappara and Valara waterfalls, which are at their fullest after the monsoon. By afternoon, the first tea estates appear, clipped into neat green waves. Evening at leisure in the cool air of Munnar.",
};

const munnarDay: DemoScheduleItem = {
  name: "Munnar: Eravikulam, the tea museum and Mattupetty",
  brief: "A full day in the tea hills",
  description:
    "An early start for Eravikulam National Park, where the park bus takes you up to Rajamala to walk among the Nilgiri tahr (from February to March, when the park closes for calving, we go to Top Station instead). After lunch, the tea museum at Nallathanni shows how leaf becomes tea, and the day ends at Mattupetty dam and Echo Point.",
  image: { scene: "tea-hills", time: "dawn", alt: "Mist lifting from rows of tea bushes on rolling hills" },
};

const toThekkady: DemoScheduleItem = {
  name: "Munnar to Thekkady: spices, Periyar and Kalaripayattu",
  brief: "About 90 km, 3 hours through cardamom country",
  description:
    "The drive south runs through the cardamom hills to Kumily, the town at the gate of the Periyar Tiger Reserve. After lunch, a guided walk through a spice plantation shows pepper vines, cardamom, cinnamon, nutmeg and coffee growing together. Late afternoon on a forest department boat on the Periyar lake, watching for elephants and gaur on the shore, and in the evening a Kalaripayattu martial arts show.",
};

const houseboat: DemoScheduleItem = {
  name: "Thekkady to Alappuzha, overnight on a houseboat",
  brief: "About 140 km, then a cruise on the backwaters",
  description:
    "We come down from the hills to Alappuzha and board your private houseboat at noon. Lunch of karimeen fry, avial and red rice is served as the boat sets off through Punnamada and out onto Vembanad lake, then into narrow canals lined with paddy fields and village homes. The boat moors by 5:30 pm, as local rules require; evening tea and dinner on deck, with the sound of frogs and the lights of the villages on the water.",
  image: { scene: "backwaters", time: "dusk", alt: "Houseboat on a palm-lined canal at sunset" },
};

const departKochi: DemoScheduleItem = {
  name: "Disembark, drive to Kochi airport",
  brief: "About 85 km, 2 hours",
  description:
    "Breakfast on board as the boat makes its short morning cruise back to the jetty. We disembark by 9 am and drive to Kochi airport for an afternoon flight, or drop you in the city if you are staying on.",
};

const toVarkala: DemoScheduleItem = {
  name: "Disembark, drive to Varkala",
  brief: "About 110 km, 3 hours down the coast",
  description:
    "After breakfast on board, we drive south along the coast to Varkala and its red laterite cliffs. Check in at the cliff-top hotel; the afternoon is yours for the beach, and the sunset from the North Cliff path, among cafés and the sound of the waves, is one of the best in Kerala.",
};

const varkalaDay: DemoScheduleItem = {
  name: "Varkala at leisure",
  brief: "Beach, cliff walks and an optional Ayurveda massage",
  description:
    "A free day. Walk north along the cliffs to quiet Black Beach and Odayam, swim between the lifeguards' flags at Papanasam (October to April), visit the Janardhana Swamy temple, or book an Ayurvedic massage at one of the certified centres we recommend.",
};

const departTrivandrum: DemoScheduleItem = {
  name: "Varkala to Thiruvananthapuram airport",
  brief: "About 50 km, 1.5 hours",
  description:
    "A last morning swim or coffee on the cliff, then the drive to Thiruvananthapuram airport for your flight home.",
};

const classic: DemoStay[] = [
  {
    name: "Fort Kochi",
    nights: 1,
    type: "Heritage hotel",
    properties: [{ property: "fort-kochi-vasco-street-inn", meals: "Breakfast", roomType: "Heritage double room" }],
  },
  {
    name: "Munnar",
    nights: 2,
    type: "Hotel",
    properties: [{ property: "munnar-cardamom-ridge", meals: "Breakfast and dinner", roomType: "Valley-view room" }],
  },
  {
    name: "Thekkady",
    nights: 1,
    type: "Resort",
    properties: [
      { property: "thekkady-spice-trail-resort", meals: "Breakfast and dinner", roomType: "Plantation cottage" },
    ],
  },
  {
    name: "Alappuzha",
    nights: 1,
    type: "Houseboat",
    properties: [
      {
        property: "alappuzha-chembakam-houseboat",
        meals: "Lunch, evening tea, dinner and breakfast",
        roomType: "Private deluxe houseboat, air-conditioned bedroom",
      },
    ],
  },
];

export const keralaBackwatersEscape: DemoTrek = {
  slug: "kerala-backwaters-escape",
  name: "Kerala Backwaters Escape",
  type: "tour-package",
  code: "PJ-KL-KBE",
  metaTitle: "Kerala Tour Package: Kochi, Munnar, Thekkady, Houseboat",
  metaDescription:
    "A 6-day Kerala holiday: Fort Kochi, Munnar's tea hills, spice gardens and Periyar at Thekkady, and a night on a private houseboat in the Alappuzha backwaters.",
  tagline: "Tea hills at dawn, spice gardens by day and a night afloat on the backwaters",
  description:
    "Six days that take in the best of Kerala: the old trading port of Fort Kochi, the misty tea estates of Munnar, the spice gardens and forests of Thekkady and a night on your own houseboat on the Alappuzha backwaters, with a private car and driver throughout.",
  about:
    "This is our most popular Kerala itinerary, refined over many seasons. It moves at an easy pace, with no day longer than four hours on the road, and balances sightseeing with time to sit on a veranda with a cup of Munnar tea. Each traveller group has its own car and driver, and the houseboat is yours alone, with a crew of three.\n\nKerala is a year-round destination. October to March is dry and pleasant; the monsoon, from June to September, turns the hills and paddies an electric green and brings lower prices, with heavy rain in spells. Eravikulam National Park closes for the tahr's calving season in February and March, when we visit Top Station instead.\n\nChoose the classic package with comfortable three-star hotels and a deluxe houseboat, the premium package with four-star resorts and a premium houseboat with an upper deck, or add two nights on the cliffs of Varkala to end your holiday on the beach.",
  campsite: "kerala",
  destinations: ["kerala"],
  altitude: 1600,
  difficulty: "easy",
  seasons: ["autumn", "winter"],
  months: [9, 10, 11, 12, 1, 2, 3],
  themes: ["honeymoon", "family", "culture"],
  length: "6 days, about 500 km by road",
  location: "Kochi, Kerala",
  minAge: 1,
  maxAge: 85,
  tips: "Pack light cotton clothes, a light sweater for Munnar's evenings and an umbrella from June to September. Carry some cash for tips and small purchases on the houseboat, where card machines are rare. If you are vegetarian or avoid fish, tell us before the trip so the houseboat crew can plan the menu.",
  images: [
    { scene: "backwaters", time: "dusk", alt: "Houseboat on the Alappuzha backwaters at sunset" },
    { scene: "tea-hills", time: "dawn", alt: "Tea estates of Munnar in the morning mist" },
    { scene: "beach", time: "dusk", alt: "Chinese fishing nets in Fort Kochi at sunset" },
    { scene: "rice-terraces", time: "day", alt: "Green paddy fields beside a backwater canal" },
    { scene: "waterfall", time: "day", alt: "Waterfall beside the road to Munnar" },
    { scene: "houseboat-lake", time: "day", alt: "Houseboats moored along Vembanad lake" },
  ],
  packages: [
    {
      name: "Classic: 3-star stays and a deluxe houseboat",
      description:
        "A heritage hotel in Fort Kochi, three-star hotels in Munnar and Thekkady, a private deluxe houseboat and a private car with driver throughout.",
      price: 21950,
      originalPrice: 24950,
      discountName: "Book-direct offer",
      schedule: [kochi, toMunnar, munnarDay, toThekkady, houseboat, departKochi],
      stays: classic,
    },
    {
      name: "Premium: 4-star resorts and a premium houseboat",
      description:
        "A harbour-view hotel in Kochi, four-star resorts in Munnar and Thekkady and a premium houseboat with an upper deck and round-the-clock air conditioning.",
      price: 32950,
      schedule: [kochi, toMunnar, munnarDay, toThekkady, houseboat, departKochi],
      stays: [
        {
          name: "Kochi",
          nights: 1,
          type: "Hotel",
          properties: [{ property: "kochi-harbour-hotel", meals: "Breakfast", roomType: "Harbour-view room" }],
        },
        {
          name: "Munnar",
          nights: 2,
          type: "Resort",
          properties: [
            { property: "munnar-anamudi-heights", meals: "Breakfast and dinner", roomType: "Valley-view villa" },
          ],
        },
        {
          name: "Thekkady",
          nights: 1,
          type: "Resort",
          properties: [
            { property: "thekkady-spice-trail-resort", meals: "Breakfast and dinner", roomType: "Pool-view villa" },
          ],
        },
        {
          name: "Alappuzha",
          nights: 1,
          type: "Houseboat",
          properties: [
            {
              property: "alappuzha-vembanad-pearl-houseboat",
              meals: "Lunch, evening tea, dinner and breakfast",
              roomType: "Private premium houseboat, glass-fronted bedroom",
            },
          ],
        },
      ],
    },
    {
      name: "Classic with two nights in Varkala",
      description:
        "The classic itinerary followed by two nights at a cliff-top hotel in Varkala, flying home from Thiruvananthapuram.",
      price: 28950,
      schedule: [kochi, toMunnar, munnarDay, toThekkady, houseboat, toVarkala, varkalaDay, departTrivandrum],
      stays: [
        ...classic,
        {
          name: "Varkala",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "varkala-papanasam-cliff-house", meals: "Breakfast", roomType: "Sea-facing room" }],
        },
      ],
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    weekdays: [0, 3, 5],
    capacity: 20,
    peak: { months: [12], surcharge: 3500 },
    unavailable: [{ package: 2, weekdays: [3] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Hotels and a private houseboat",
      icon: "hotel",
      description: "Twin-sharing rooms and a private houseboat for your group.",
    },
    {
      kind: "inclusion",
      name: "Meals as listed",
      icon: "meal",
      description: "Daily breakfast, dinners in Munnar and Thekkady, and all meals on the houseboat.",
    },
    {
      kind: "inclusion",
      name: "Private car with driver",
      icon: "car",
      description: "Air-conditioned sedan or SUV from arrival to departure, with fuel, tolls and driver's allowances.",
    },
    {
      kind: "inclusion",
      name: "Fort Kochi walk and Kathakali",
      icon: "ticket",
      description: "A two-hour guided heritage walk and a Kathakali performance ticket.",
    },
    {
      kind: "inclusion",
      name: "Spice plantation walk and Periyar boat",
      icon: "boat",
      description: "Guided plantation walk and forest department boat tickets, subject to availability.",
    },
    {
      kind: "inclusion",
      name: "Varkala cliff-top stay",
      icon: "beach",
      excludedPackage: 0,
    },
    { kind: "exclusion", name: "Flights", icon: "flight" },
    {
      kind: "exclusion",
      name: "Entry fees",
      icon: "wallet",
      description: "Eravikulam, the tea museum and monuments, paid on the spot.",
    },
    { kind: "exclusion", name: "Lunches except on the houseboat", icon: "meal" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Flights",
      description:
        "Arrive at Kochi airport by 2 pm on Day 1. Depart from Kochi after 2 pm on the last day, or from Thiruvananthapuram if you choose the Varkala package.",
    },
    {
      name: "Temples and dress",
      description:
        "Some temples admit only Hindus; others ask men to remove their shirts and everyone to cover their legs. Your driver will explain before each stop.",
    },
    {
      name: "On the houseboat",
      description:
        "Wear the life jackets provided when on the open deck while cruising. The air conditioning in deluxe houseboats runs from 9 pm to 6 am.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is this a group tour?",
      answer:
        "No. Although departures are on set days, your family or friends travel in your own car with your own driver, and the houseboat is private.",
    },
    {
      group: "About the trip",
      question: "Is the monsoon a good time to go?",
      answer:
        "If you enjoy rain and greenery, yes. Prices are lower and the waterfalls are magnificent; expect some sightseeing to shift around heavy showers.",
    },
    {
      group: "Stay and food",
      question: "Can the houseboat serve vegetarian or Jain food?",
      answer: "Vegetarian, yes, always. Jain meals are possible with notice, as the crew buys ingredients in advance.",
    },
    {
      group: "Stay and food",
      question: "Is there air conditioning on the houseboat?",
      answer:
        "Deluxe houseboats run it in the bedrooms from 9 pm to 6 am; premium houseboats run it all day and night.",
    },
    {
      group: "Fitness and safety",
      question: "Is the trip suitable for elderly parents and infants?",
      answer:
        "Very. There are no long walks, the car is private and the drives are short. Tell us about mobility needs and we will choose ground-floor rooms.",
    },
    {
      group: "Booking and payment",
      question: "Can we change the hotels?",
      answer: "Yes. Ask for a personalised quotation and we will suggest alternatives for any budget.",
    },
    {
      group: "Travel and documents",
      question: "Which airport do we fly into?",
      answer: "Kochi (COK) for arrival. On the Varkala package, you fly home from Thiruvananthapuram (TRV).",
    },
  ],
  reviews: [
    {
      userName: "Sunita Menon",
      rating: 5,
      text: "Took my in-laws for their 40th anniversary. Our driver Biju chettan was a gem: patient, careful on the ghat roads and full of stories. The houseboat dinner under the stars was the highlight for all of us.",
      daysAgo: 19,
      photo: true,
      images: [{ scene: "backwaters", time: "night", alt: "Houseboat deck lit with lamps at night" }],
    },
    {
      userName: "Amit Goyal",
      rating: 4,
      text: "Lovely trip in August. Munnar was in the clouds most of the time, which was atmospheric but meant few views. Periyar boat was sold out on our day, so we did the nature walk instead, which turned out even better.",
      daysAgo: 96,
    },
    {
      userName: "Revathi Subramaniam",
      rating: 5,
      text: "The Varkala extension was the perfect way to end. Spent two lazy days on the cliff after a busy week. Everything ran like clockwork.",
      daysAgo: 147,
    },
    {
      userName: "Joel Fernandes",
      rating: 5,
      text: "Premium package for our honeymoon. The Munnar villa floated in the clouds, and the houseboat's upper deck at sunset on Vembanad was pure magic.",
      daysAgo: 203,
      photo: true,
    },
    {
      userName: "Hemant Bhargava",
      rating: 3,
      text: "Good trip overall, but the Thekkady resort was further from the town than we expected and evening plans were limited. The Kathakali evening in Kochi was excellent.",
      daysAgo: 338,
    },
  ],
  attractions: [
    "fort-kochi",
    "munnar-tea-estates",
    "eravikulam-national-park",
    "periyar-tiger-reserve",
    "alappuzha-backwaters",
    "varkala-cliff",
  ],
  updatedDaysAgo: 12,
};
