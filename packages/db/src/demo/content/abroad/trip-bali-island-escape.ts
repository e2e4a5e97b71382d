// Bali Island Escape: seven days split between Ubud's rice fields and the south coast.
import type { DemoScheduleItem, DemoTrek } from "../../types.ts";

const days: DemoScheduleItem[] = [
  {
    name: "Arrive in Bali, drive to Ubud",
    brief: "Airport welcome and a drive up to your resort among the rice fields.",
    description:
      "Our representative meets you outside the arrivals hall at Ngurah Rai International Airport in Denpasar with a name board and a cold towel. The drive to Ubud takes about an hour and a half, through villages where you will see your first family temples and roadside offerings. Check in, have a swim, and in the evening walk to Ubud Palace and the market lanes around it. Dinner is at leisure; your host gives you a short list of favourite places nearby, vegetarian ones included.",
    image: { scene: "rice-terraces", time: "dusk", alt: "Rice fields outside Ubud glowing in the evening light" },
  },
  {
    name: "Ubud: rice terraces, holy spring and monkey forest",
    brief: "Tegallalang at first light, the Tirta Empul water temple and Ubud's Monkey Forest.",
    description:
      "Leave at 7.30 am for Tegallalang, before the crowds, and walk down through the terraces with your driver-guide. Continue to Tirta Empul, a temple built around a sacred spring where Balinese Hindus bathe under a row of carved spouts to purify themselves; you can join in, wearing a sarong, or simply watch. After a coffee tasting at a family plantation, return to Ubud for lunch, then spend the afternoon in the Sacred Monkey Forest and the art shops of Monkey Forest Road.",
  },
  {
    name: "A free day in Ubud",
    brief: "Your day: a sunrise volcano trek, a cooking class, a spa, or the pool.",
    description:
      "Nothing is planned today, on purpose. Early risers can climb Mount Batur for sunrise (pickup around 2 am, back by noon). Others learn to cook Balinese food in a village compound, take a yoga class, or book a Balinese massage. In the evening, a Legong or Barong dance performance is held in the courtyard of Ubud Palace most nights; tickets are sold at the gate for about the price of a coffee back home.",
  },
  {
    name: "To the coast, with sunset at Tanah Lot",
    brief: "Check out of Ubud and reach Seminyak by way of Bali's sea temple on a rock.",
    description:
      "After a relaxed morning, check out and drive west through the rice-growing Tabanan region to Tanah Lot, timed for low tide and the late-afternoon light. Cross to the base of the rock for the spring-water blessing, then find a spot on the clifftop as the sun sets behind the temple. Continue to Seminyak, about an hour's drive, and check in to your beach hotel.",
    image: { scene: "temple", time: "dusk", alt: "Tanah Lot temple on its rock at sunset" },
  },
  {
    name: "Nusa Penida day trip",
    brief: "Fast boat across the strait to Kelingking, Broken Beach and Crystal Bay.",
    description:
      "A 6.30 am pickup takes you to Sanur beach for the fast boat to Nusa Penida, about 40 minutes away. A driver who knows the island's rough roads takes you along the west coast: the famous view over Kelingking's headland, the sea arch of Broken Beach and the rock pools of Angel's Billabong. After lunch at a local warung, snorkel in the clear water of Crystal Bay before the afternoon boat back to Sanur and the drive to your hotel.",
  },
  {
    name: "Uluwatu cliffs and the Kecak fire dance",
    brief: "A free morning on the beach, then sunset at Uluwatu and dinner on Jimbaran Bay.",
    description:
      "The morning is yours: the beach, the hotel pool or Seminyak's boutiques. At 3 pm, drive south to the Bukit peninsula and Uluwatu Temple, perched on its cliff 70 metres above the surf. Walk the clifftop paths, keeping your sunglasses safely away from the monkeys, then take your seats for the Kecak dance at sunset. Finish with dinner at a table on the sand at Jimbaran Bay, where seafood is grilled over coconut husks and the restaurants cook vegetarian dishes just as well.",
    image: { scene: "temple", time: "night", alt: "Kecak dancers around a fire at Uluwatu at dusk" },
  },
  {
    name: "Departure",
    brief: "Breakfast, check-out and transfer to the airport.",
    description:
      "Enjoy a last breakfast and a swim. Check-out is at noon; if your flight is late in the evening, the hotel keeps your bags and we can book a late check-out room for a few hours. The driver collects you about three hours before departure for the transfer to Ngurah Rai airport, around 30 minutes from Seminyak depending on traffic.",
  },
];

const flightOut: DemoScheduleItem = {
  name: "Overnight flight from Bengaluru",
  brief: "Evening departure from Kempegowda International Airport, arriving in Bali the next morning.",
  description:
    "Check in at Bengaluru airport at least three hours before departure; our team sends your e-tickets, visa-on-arrival guidance and a printed checklist a week before. The flight leaves in the evening or late at night and reaches Denpasar the next morning, either direct or with one short connection. Try to sleep: the first day in Bali starts as soon as you land.",
  countAsDay: false,
};

export const baliIslandEscape: DemoTrek = {
  slug: "bali-island-escape",
  name: "Bali Island Escape",
  type: "tour-package",
  code: "INT-BAL-07",
  metaTitle: "Bali Island Escape: 7-Day Bali Tour Package",
  metaDescription:
    "Seven days in Bali: Ubud's rice terraces and water temple, Nusa Penida by fast boat, Tanah Lot and Uluwatu at sunset. Land-only or with flights.",
  tagline: "Rice terraces at dawn, sea temples at sunset, and a day on the wild cliffs of Nusa Penida",
  description:
    "Bali Island Escape is our most popular trip abroad, and it is built around how the island is best enjoyed: slowly. You spend three nights in Ubud, among the rice fields and temples of Bali's cultural heart, and three nights on the south coast, where the sun sets into the Indian Ocean behind cliff and sea temples.\n\nIn between come the sights that make Bali unforgettable, each timed for the right hour: Tegallalang before the crowds, Tanah Lot at low tide and sunset, the Kecak dance at Uluwatu, and a full day on Nusa Penida with a driver who knows its roads.",
  about:
    "This is a private tour, not a coach tour: you travel in your own air-conditioned car with an English-speaking driver-guide, so you can stop for photographs, coffee or a temple ceremony you pass on the road. Hotels are chosen for location as much as comfort, within walking distance of Ubud's centre and Seminyak's beach.\n\nThe pace suits families with children, couples and older travellers alike. There is one early start for Nusa Penida, one free day in Ubud, and a free morning on the coast. Every hotel we use has vegetarian breakfasts, and our Bali team can book Jain meals, Indian restaurants and pure-vegetarian dinners on request.\n\nChoose the land package if you have your own flights, add return flights from Bengaluru, or upgrade to private pool villas in Ubud and a beachfront resort in Seminyak.",
  campsite: "bali",
  destinations: ["bali"],
  difficulty: "easy",
  seasons: ["summer", "monsoon"],
  months: [4, 5, 6, 7, 8, 9, 10],
  themes: ["honeymoon", "beach", "family", "culture"],
  location: "Ubud, Seminyak and Nusa Penida, Bali, Indonesia",
  minAge: 4,
  maxAge: 75,
  tips: "Book 60 days ahead for the early bird price and the best flight fares. Pack a sarong of your own for temples, reef-safe sunscreen and a light rain jacket from November to March.",
  packageTitle: "Choose your package",
  subPackageTitle: "Prices per person on twin sharing; children's prices on request",
  images: [
    { scene: "rice-terraces", time: "dawn", alt: "Morning mist over the rice terraces of Tegallalang near Ubud" },
    { scene: "temple", time: "dusk", alt: "Tanah Lot sea temple silhouetted on its rock at sunset" },
    { scene: "island-cove", time: "day", alt: "The dinosaur-shaped headland above Kelingking Beach on Nusa Penida" },
    { scene: "beach", time: "dusk", alt: "Sunset over the sand at Jimbaran Bay" },
    { scene: "pine-forest", time: "day", alt: "Stone statues under banyan trees in the Ubud Monkey Forest" },
    { scene: "hotel-room", time: "dawn", alt: "A private pool villa looking into the jungle above the Ayung river" },
  ],
  packages: [
    {
      name: "Land only",
      description:
        "Six nights in 4-star hotels with breakfast, all transfers and sightseeing by private car, the Nusa Penida day trip and entry tickets. Book your own flights to Denpasar.",
      price: 54999,
      originalPrice: 61999,
      discountName: "Early bird, 60 days ahead",
      image: { scene: "rice-terraces", time: "day", alt: "A resort pool overlooking green rice fields in Ubud" },
      schedule: days,
      stays: [
        {
          name: "Ubud",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "bali-sawah-indah-ubud", meals: "Breakfast", roomType: "Deluxe rice-field view room" },
          ],
        },
        {
          name: "Seminyak",
          nights: 3,
          type: "Hotel",
          properties: [{ property: "bali-ombak-biru-seminyak", meals: "Breakfast", roomType: "Deluxe garden room" }],
        },
      ],
    },
    {
      name: "With flights from Bengaluru",
      description:
        "Everything in the land package plus return economy flights from Bengaluru with 20 kg checked baggage, and the Bali visa on arrival and tourist levy paid in advance.",
      price: 84999,
      schedule: [flightOut, ...days],
      stays: [
        {
          name: "Ubud",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "bali-sawah-indah-ubud", meals: "Breakfast", roomType: "Deluxe rice-field view room" },
          ],
        },
        {
          name: "Seminyak",
          nights: 3,
          type: "Hotel",
          properties: [{ property: "bali-ombak-biru-seminyak", meals: "Breakfast", roomType: "Deluxe garden room" }],
        },
      ],
    },
    {
      name: "Pool villas with flights",
      description:
        "Our premium version: a private pool villa above the Ayung gorge in Ubud with breakfast and dinner, an ocean-view suite on Petitenget beach, a private boat to Nusa Penida and return flights from Bengaluru.",
      price: 129999,
      image: { scene: "hotel-room", time: "dusk", alt: "A villa bedroom opening onto a private plunge pool in Ubud" },
      schedule: [flightOut, ...days],
      stays: [
        {
          name: "Ubud",
          nights: 3,
          type: "Pool villa",
          properties: [
            { property: "bali-hutan-sunyi-ubud", meals: "Breakfast and dinner", roomType: "One-bedroom pool villa" },
          ],
        },
        {
          name: "Seminyak",
          nights: 3,
          type: "Beach resort",
          properties: [{ property: "bali-pasir-emas-seminyak", meals: "Breakfast", roomType: "Ocean-view suite" }],
        },
      ],
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    weekdays: [4, 6],
    capacity: 24,
    peak: { months: [12], surcharge: 9000 },
    unavailable: [{ package: 1, weekdays: [4] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Six nights in hand-picked hotels",
      icon: "hotel",
      description: "Three nights in Ubud, three in Seminyak.",
    },
    { kind: "inclusion", name: "Daily breakfast", icon: "meal" },
    {
      kind: "inclusion",
      name: "Dinner on the beach at Jimbaran Bay",
      icon: "meal",
      description: "Grilled seafood or a vegetarian set menu on day 6.",
    },
    {
      kind: "inclusion",
      name: "Return economy flights from Bengaluru",
      icon: "flight",
      description: "With 20 kg checked baggage, direct or with one connection.",
      excludedPackage: 0,
    },
    {
      kind: "inclusion",
      name: "Private car with an English-speaking driver-guide",
      icon: "transfer",
      description: "For airport transfers and all sightseeing on the itinerary.",
    },
    {
      kind: "inclusion",
      name: "Nusa Penida day trip",
      icon: "activity",
      description: "Return fast boat from Sanur, island car with driver, lunch and snorkelling gear.",
    },
    {
      kind: "inclusion",
      name: "Entry tickets on the itinerary",
      icon: "ticket",
      description: "Tegallalang, Tirta Empul, Monkey Forest, Tanah Lot, Uluwatu and the Kecak dance.",
    },
    { kind: "inclusion", name: "Travel insurance for the trip", icon: "insurance" },
    {
      kind: "exclusion",
      name: "Indonesia visa on arrival and Bali tourist levy",
      icon: "visa",
      description: "Included in the packages with flights.",
    },
    { kind: "exclusion", name: "Lunches and dinners not mentioned", icon: "meal" },
    {
      kind: "exclusion",
      name: "Optional activities on the free day",
      icon: "activity",
      description: "Mount Batur trek, cooking class, spa.",
    },
    { kind: "exclusion", name: "Tips for drivers and guides", icon: "tip" },
    { kind: "exclusion", name: "TCS on overseas packages, as applicable by law", icon: "tax" },
  ],
  instructions: [
    {
      name: "Passport and entry",
      description:
        "Your passport must be valid for at least six months from the day you land, with two blank pages. Carry a printout of your return ticket and hotel vouchers for immigration.",
    },
    {
      name: "Temple etiquette",
      description:
        "Shoulders and knees must be covered at temples, and a sarong and sash are required; they are lent at the entrance, but many travellers prefer their own. Do not step on offerings placed on the ground.",
    },
    {
      name: "Money",
      description:
        "Carry a forex card and some US dollars. Use authorised money changers with a printed rate board, and count your rupiah before you leave the counter.",
    },
    {
      name: "Health",
      description:
        "Drink bottled or filtered water only, and carry your usual medicines with prescriptions. Pack mosquito repellent and a small first-aid kit with rehydration salts.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is this a group tour or private?",
      answer:
        "Private. You travel only with your own party, in your own car with a driver-guide. The Nusa Penida fast boat is shared with other passengers, but your car on the island is private.",
    },
    {
      group: "About the trip",
      question: "Can we add a night or change the hotels?",
      answer:
        "Yes. Extra nights in Ubud or on the coast, a stay on Nusa Penida or a different hotel can all be arranged. Tell us what you have in mind and we send a revised quote within a day.",
    },
    {
      group: "Fitness and safety",
      question: "Is the trip suitable for senior citizens?",
      answer:
        "Yes. The walking is gentle and optional at most stops, and the driver drops you close to each entrance. The one thing to consider is the Nusa Penida boat, which needs a steady step to board from the beach; we can replace that day with a gentler option.",
    },
    {
      group: "Stay and food",
      question: "Will we get vegetarian and Jain food?",
      answer:
        "Vegetarian food is easy everywhere in Bali, and our hotels serve vegetarian breakfasts. For Jain meals we brief the hotels and recommend restaurants in advance; Ubud and Seminyak both have Indian restaurants that cook Jain food.",
    },
    {
      group: "Travel and documents",
      question: "Do you help with the visa on arrival?",
      answer:
        "Yes. With the flights packages we buy the e-VOA and pay the Bali tourist levy for you before you fly. On the land package we send step-by-step instructions to do it online.",
    },
    {
      group: "Booking and payment",
      question: "How much do I pay to book?",
      answer:
        "₹15,000 per person confirms your booking. The balance is due 30 days before departure. The early bird price applies when you book at least 60 days before your travel date.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if I have to cancel?",
      answer:
        "Cancel 45 days or more before departure and we refund everything except the booking amount. Between 44 and 21 days we refund half, and within 20 days the trip is non-refundable. Flight tickets follow the airline's fare rules.",
    },
  ],
  reviews: [
    {
      userName: "Ananya Krishnan",
      rating: 5,
      text: "We went as a family of four with two teenagers and everybody had their favourite day. Ours was Tegallalang at 8 am with hardly anyone around; the kids loved Nusa Penida. Wayan, our driver, found us a temple festival on the way to Tanah Lot and explained everything.",
      daysAgo: 18,
      photo: true,
      images: [
        { scene: "rice-terraces", time: "day", alt: "A family posing on a terrace path at Tegallalang" },
        { scene: "island-cove", time: "day", alt: "The view over Kelingking headland on a sunny day" },
      ],
    },
    {
      userName: "Rohan and Meera Deshpande",
      rating: 5,
      text: "Booked the pool villa package for our honeymoon. The villa in Ubud was unreal, with monkeys on the wall in the morning. The Kecak dance at Uluwatu was the highlight. Flights and visa were all handled, we just showed up.",
      daysAgo: 64,
      photo: true,
    },
    {
      userName: "Sudhir Bhat",
      rating: 4,
      text: "Well organised and the hotels were exactly as described. The Nusa Penida day is long and the roads are bumpy, so be prepared. Would have liked one more night in Ubud; next time I will ask for it.",
      daysAgo: 121,
    },
    {
      userName: "Priyanka Jain",
      rating: 5,
      text: "As a Jain family we were worried about food, but the team had sent our requirements to both hotels and gave us a list of restaurants. The breakfast chef in Ubud made us special poha on the last day!",
      daysAgo: 187,
    },
    {
      userName: "Karthik Raman",
      rating: 3,
      text: "Bali itself was beautiful, but we travelled in late December and the traffic around Seminyak and Tanah Lot was very heavy. The team did their best with timings. Go outside the holiday season if you can.",
      daysAgo: 296,
    },
    {
      userName: "Nisha Verma",
      rating: 4,
      text: "Good value for the land package. The Ubud resort with the rice-field view was lovely and the free day was a great idea; I did the Batur sunrise trek and it was worth the 2 am alarm.",
      daysAgo: 362,
      images: [{ scene: "high-lake", time: "dawn", alt: "Sunrise over Lake Batur from the volcano summit" }],
    },
  ],
  attractions: [
    "tegallalang-rice-terraces",
    "ubud-monkey-forest",
    "tanah-lot-temple",
    "kelingking-beach-nusa-penida",
    "uluwatu-temple",
    "mount-batur",
  ],
  updatedDaysAgo: 3,
};
