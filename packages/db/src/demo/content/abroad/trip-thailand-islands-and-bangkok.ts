// Thailand Islands and Bangkok: Phuket, Krabi and Bangkok in eight days.
import type { DemoScheduleItem, DemoTrek } from "../../types.ts";

const islandDays: DemoScheduleItem[] = [
  {
    name: "Phi Phi islands and Maya Bay",
    brief: "An early speedboat to Maya Bay, Pileh lagoon, a snorkelling reef and lunch on Phi Phi Don.",
    description:
      "A minivan collects you at 7 am for the pier, and the speedboat reaches Phi Phi Leh in about an hour, ahead of most boats. Walk the boardwalk to Maya Bay's beach, swim in the emerald Pileh lagoon, and snorkel over a coral reef among parrotfish. Lunch is on Phi Phi Don, and the last stop is the white sand of Khai island on the way back. You are at your hotel by 5 pm. The national park fee of about 400 baht is paid in cash on the boat.",
    image: { scene: "island-cove", time: "day", alt: "A speedboat in the turquoise water of Pileh lagoon on Phi Phi" },
  },
  {
    name: "Phang Nga Bay by sea canoe",
    brief: "A big-boat day among limestone towers, paddling into hidden lagoons and seeing James Bond Island.",
    description:
      "Today's boat is larger and slower, and the bay it explores is sheltered and calm. At the first islands, guides paddle you in inflatable canoes through low sea caves into hongs, roofless lagoons ringed by cliffs and mangroves. After lunch on board, the boat stops at Khao Phing Kan to see the pinnacle of Ko Tapu, known to everyone as James Bond Island, and anchors at a quiet beach for a swim. At sunset you float a krathong of banana leaves and flowers on the water before dinner on the way back.",
  },
  {
    name: "Phuket to Krabi",
    brief: "A scenic drive along the coast to Ao Nang, with the afternoon on the beach.",
    description:
      "After a late breakfast, check out and drive to Krabi, about three hours through rubber plantations and past the limestone hills of Phang Nga province, with a stop at a viewpoint over the bay. Check in at Ao Nang, where the cliffs come right down to the beach, and spend the afternoon by the pool or on the sand. In the evening, walk the beachfront road for dinner; there are several good Indian restaurants here.",
  },
  {
    name: "Krabi four islands by long-tail boat",
    brief: "Phra Nang cave beach at Railay, the Tup island sandbar, Chicken island and Poda.",
    description:
      "A long-tail boat leaves Ao Nang beach at 9 am for the classic four-island trip. First stop is Phra Nang beach at Railay, with its cave shrine and climbers on the cliffs above. Then snorkel off Chicken island, named for the shape of its rock, and walk across the sandbar that joins Tup island to its neighbour at low tide. Lunch is a picnic on Poda island's long white beach. Back at Ao Nang by 3.30 pm, with time to watch sunset from Railay West if you take a long-tail back across.",
    image: { scene: "beach", time: "day", alt: "Long-tail boats on the white sand of a Krabi island" },
  },
  {
    name: "Fly to Bangkok, dinner cruise on the Chao Phraya",
    brief: "A short flight to the capital and an evening on the river past lit-up temples.",
    description:
      "Transfer to Krabi airport for the morning flight to Bangkok, about an hour and a quarter. After check-in at your riverside hotel, the afternoon is free: the malls of Siam are a Skytrain ride away. In the evening, board a dinner cruise at the ICONSIAM pier for two hours on the Chao Phraya, passing Wat Arun and the Grand Palace floodlit on the riverbanks, with a buffet of Thai, Indian and international dishes.",
  },
  {
    name: "Bangkok: the Grand Palace, Wat Pho and Wat Arun",
    brief: "Bangkok's great temples with a licensed guide, and a long-tail boat through the canals.",
    description:
      "Start at 8.30 am at the Grand Palace and the Temple of the Emerald Buddha, where your guide points out the scenes of the Ramakien, Thailand's Ramayana, painted around the cloister walls. Walk on to Wat Pho to see the 46-metre reclining Buddha, then cross the river by ferry to climb the porcelain-covered spires of Wat Arun. After lunch, a long-tail boat takes you through the canals of Thonburi, past stilt houses and temples. The evening is free for Asiatique riverfront market or a rooftop view.",
  },
];

export const thailandIslandsAndBangkok: DemoTrek = {
  slug: "thailand-islands-and-bangkok",
  name: "Thailand Islands and Bangkok",
  type: "tour-package",
  code: "INT-THA-08",
  metaTitle: "Thailand Tour: Phuket, Krabi and Bangkok in 8 Days",
  metaDescription:
    "Eight days in Thailand: Phi Phi and Maya Bay, Phang Nga Bay by sea canoe, Krabi's islands and Bangkok's Grand Palace. With flights from Delhi or land only.",
  tagline: "Two island coasts and one great city: Phi Phi, Phang Nga, Krabi and Bangkok",
  description:
    "Thailand Islands and Bangkok gives you the best of both Thailands: five days on the Andaman coast, where limestone islands rise from turquoise water, and two in Bangkok, the country's exuberant capital.\n\nFrom Phuket you take a speedboat to Phi Phi and Maya Bay and a slow boat into the hidden lagoons of Phang Nga Bay. Krabi adds a long-tail boat day around four islands, including the cliffs of Railay. In Bangkok, a dinner cruise on the Chao Phraya and a guided day among the great temples round off the trip.",
  about:
    "This is a private tour with shared boat trips: you have your own transfers between airports, hotels and piers, and join small groups on the island days, which is how the boats run. Hotels are well-located 4-star resorts in Kata, Ao Nang and riverside Bangkok, each with a pool and a good breakfast; the premium version moves you to beachfront pool villas and a grand riverside hotel.\n\nThe trip suits first-time travellers abroad, families with children and couples. The island days are full but not strenuous, and there is always time to swim. We run it from October to April, when the Andaman Sea is calm and the boats go out every day.\n\nChoose the main package with direct flights from Delhi, the land package if you are flying from elsewhere, or the premium stays.",
  campsite: "thailand",
  destinations: ["thailand"],
  difficulty: "easy",
  seasons: ["autumn", "winter", "spring"],
  months: [10, 11, 12, 1, 2, 3, 4],
  themes: ["beach", "honeymoon", "family"],
  location: "Phuket, Krabi and Bangkok, Thailand",
  minAge: 3,
  maxAge: 75,
  tips: "Fill in the Thailand Digital Arrival Card online in the three days before you fly. Carry cash in baht for park fees and long-tail boats, reef-safe sunscreen and a light long-sleeved top for the temples.",
  packageTitle: "Choose how you travel",
  subPackageTitle: "Per person on twin sharing",
  images: [
    { scene: "island-cove", time: "day", alt: "Turquoise water and limestone cliffs at Maya Bay on Phi Phi Leh" },
    { scene: "island-cove", time: "dusk", alt: "Ko Tapu pinnacle in Phang Nga Bay at sunset" },
    { scene: "beach", time: "dusk", alt: "Sunset over Railay West beach in Krabi" },
    { scene: "temple", time: "day", alt: "The golden spires of the Grand Palace in Bangkok" },
    { scene: "temple", time: "dusk", alt: "Wat Arun across the Chao Phraya at dusk" },
    { scene: "backwaters", time: "day", alt: "A sea canoe gliding into a hidden lagoon in Phang Nga Bay" },
  ],
  packages: [
    {
      name: "With flights from Delhi",
      description:
        "Seven nights in 4-star hotels with breakfast, all transfers and island trips, the Krabi to Bangkok flight, the dinner cruise and guided Bangkok day, plus direct return flights: Delhi to Phuket and Bangkok to Delhi.",
      price: 92999,
      originalPrice: 99999,
      discountName: "Early booking offer",
      image: { scene: "island-cove", time: "day", alt: "Limestone islands seen from a speedboat off Phuket" },
      schedule: [
        {
          name: "Fly from Delhi to Phuket",
          brief: "A direct morning flight and a sunset at Promthep Cape.",
          description:
            "Fly direct from Delhi to Phuket, about four and a half hours. Our representative meets you at arrivals and drives you to your hotel at Kata Beach, about an hour away. In the late afternoon the driver takes you to Promthep Cape, the island's southern tip, where Phuket gathers every evening to watch the sun go down over the Andaman Sea.",
        },
        ...islandDays,
        {
          name: "Fly home from Bangkok",
          brief: "Check out and transfer to Suvarnabhumi airport for the flight to Delhi.",
          description:
            "Enjoy a last breakfast by the river. Check-out is at noon; your driver collects you three hours before the flight for the transfer to Suvarnabhumi airport, 45 minutes to an hour away depending on traffic. The direct flight to Delhi takes about four and a half hours.",
        },
      ],
      stays: [
        {
          name: "Phuket",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "thailand-kata-hillside-phuket", meals: "Breakfast", roomType: "Deluxe sea-view room" },
          ],
        },
        {
          name: "Krabi",
          nights: 2,
          type: "Resort",
          properties: [
            { property: "thailand-ao-nang-cliffside-krabi", meals: "Breakfast", roomType: "Deluxe pool-view room" },
          ],
        },
        {
          name: "Bangkok",
          nights: 2,
          type: "Hotel",
          properties: [
            { property: "thailand-riverside-lotus-bangkok", meals: "Breakfast", roomType: "Deluxe city room" },
          ],
        },
      ],
    },
    {
      name: "Land only",
      description:
        "The same trip without the international flights: arrive in Phuket and leave from Bangkok on any flight. Includes the Krabi to Bangkok domestic flight.",
      price: 59999,
      schedule: [
        {
          name: "Arrive in Phuket",
          brief: "Airport pickup and sunset at Promthep Cape.",
          description:
            "Our representative meets you at Phuket airport and drives you to your hotel at Kata Beach, about an hour away. Rest, swim, and in the late afternoon head to Promthep Cape at the island's southern tip for the sunset over the Andaman Sea.",
        },
        ...islandDays,
        {
          name: "Departure from Bangkok",
          brief: "Check out and transfer to the airport.",
          description:
            "After breakfast and a free morning, check out by noon. Your driver takes you to Suvarnabhumi or Don Mueang airport, whichever your flight leaves from, three hours before departure.",
        },
      ],
      stays: [
        {
          name: "Phuket",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "thailand-kata-hillside-phuket", meals: "Breakfast", roomType: "Deluxe sea-view room" },
          ],
        },
        {
          name: "Krabi",
          nights: 2,
          type: "Resort",
          properties: [
            { property: "thailand-ao-nang-cliffside-krabi", meals: "Breakfast", roomType: "Deluxe pool-view room" },
          ],
        },
        {
          name: "Bangkok",
          nights: 2,
          type: "Hotel",
          properties: [
            { property: "thailand-riverside-lotus-bangkok", meals: "Breakfast", roomType: "Deluxe city room" },
          ],
        },
      ],
    },
    {
      name: "Premium stays with flights",
      description:
        "Upgrade to a beachfront pool villa on Kamala Beach, a private pool villa on Krabi's Klong Muang beach and a river-view room at the Chao Phraya Grand, with the same flights and experiences.",
      price: 134999,
      image: { scene: "beach", time: "dusk", alt: "A private villa pool facing the sunset over the Andaman Sea" },
      schedule: [
        {
          name: "Fly from Delhi to Phuket",
          brief: "A direct morning flight, your pool villa and a sunset at Promthep Cape.",
          description:
            "Fly direct from Delhi to Phuket and meet our representative at arrivals for the drive to your beachfront pool villa at Kamala. In the late afternoon, your private car takes you to Promthep Cape for the sunset over the Andaman Sea.",
        },
        ...islandDays,
        {
          name: "Fly home from Bangkok",
          brief: "Check out and transfer to Suvarnabhumi airport for the flight to Delhi.",
          description:
            "Take the hotel boat across the river for a last coffee, then check out at noon. The driver collects you three hours before the direct flight to Delhi.",
        },
      ],
      stays: [
        {
          name: "Phuket",
          nights: 3,
          type: "Beach resort",
          properties: [
            { property: "thailand-andaman-pearl-phuket", meals: "Breakfast", roomType: "Garden pool villa" },
          ],
        },
        {
          name: "Krabi",
          nights: 2,
          type: "Pool villa",
          properties: [
            { property: "thailand-krabi-sunset-villas", meals: "Breakfast", roomType: "Sea-view pool villa" },
          ],
        },
        {
          name: "Bangkok",
          nights: 2,
          type: "Hotel",
          properties: [
            { property: "thailand-chao-phraya-grand-bangkok", meals: "Breakfast", roomType: "Premier river-view room" },
          ],
        },
      ],
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 10, 11, 12],
    weekdays: [2, 5],
    capacity: 20,
    peak: { months: [10, 11], surcharge: 7000 },
    unavailable: [{ package: 2, weekdays: [2] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Seven nights in 4-star resorts and hotels",
      icon: "hotel",
      description:
        "Three nights in Phuket, two in Krabi and two in Bangkok; 5-star pool villas with the premium package.",
    },
    { kind: "inclusion", name: "Daily breakfast", icon: "meal" },
    {
      kind: "inclusion",
      name: "Direct return flights from Delhi",
      icon: "flight",
      description: "Delhi to Phuket and Bangkok to Delhi, economy class with 20 kg checked baggage.",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Krabi to Bangkok flight",
      icon: "flight",
      description: "Economy class with 20 kg checked baggage.",
    },
    {
      kind: "inclusion",
      name: "Private airport and hotel transfers",
      icon: "transfer",
      description: "Including the road transfer from Phuket to Krabi.",
    },
    {
      kind: "inclusion",
      name: "Three island days and a river dinner cruise",
      icon: "activity",
      description:
        "Phi Phi by speedboat, Phang Nga Bay by sea canoe, Krabi four islands by long-tail, and the Chao Phraya cruise.",
    },
    {
      kind: "inclusion",
      name: "Guided Bangkok temples day",
      icon: "guide",
      description: "Licensed guide, entry to the Grand Palace, Wat Pho and Wat Arun, and the long-tail canal boat.",
    },
    { kind: "inclusion", name: "Travel insurance", icon: "insurance" },
    {
      kind: "exclusion",
      name: "Marine national park fees",
      icon: "ticket",
      description: "About 400 baht per adult, paid in cash on each of the Phi Phi and Krabi island days.",
    },
    { kind: "exclusion", name: "Lunches and dinners not mentioned", icon: "meal" },
    { kind: "exclusion", name: "Tips for drivers, guides and boat crews", icon: "tip" },
    { kind: "exclusion", name: "TCS on overseas packages, as applicable by law", icon: "tax" },
  ],
  instructions: [
    {
      name: "Entry and arrival card",
      description:
        "Check the current visa-free rule with us when you book, and submit the Thailand Digital Arrival Card online in the three days before arrival. Keep a screenshot of it and your return ticket handy at immigration.",
    },
    {
      name: "On the boats",
      description:
        "Wear swimwear under your clothes, bring a towel, a change of clothes and a waterproof pouch for your phone. Life jackets are provided; non-swimmers should tell the crew before snorkelling.",
    },
    {
      name: "Temple dress",
      description:
        "For the Bangkok temples day, wear trousers or a long skirt and a top that covers your shoulders. Slip-on shoes save time, as you remove them often.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Are the island trips private?",
      answer:
        "No. The Phi Phi, Phang Nga and Krabi island trips are shared with other travellers in small groups, which is how nearly all boats run. Private speedboats can be arranged at extra cost; ask us for a quote.",
    },
    {
      group: "Fitness and safety",
      question: "Is the trip suitable for young children?",
      answer:
        "Yes, from age 3. The Phang Nga and Krabi boats are gentle. The Phi Phi speedboat is fast and can be bumpy; families with toddlers can swap it for a slower big-boat trip to Phi Phi.",
    },
    {
      group: "Stay and food",
      question: "Will we find vegetarian and Indian food?",
      answer:
        "Easily. Kata, Ao Nang and Bangkok all have Indian restaurants, including pure vegetarian ones, and the boat lunches include vegetarian dishes. Our hotels serve Indian items at breakfast.",
    },
    {
      group: "Travel and documents",
      question: "Do Indians need a visa for this trip?",
      answer:
        "At the time of writing, Indian passport holders can visit Thailand visa-free for a short stay. The rule has changed several times, so we confirm it for your dates and arrange a visa if one is needed.",
    },
    {
      group: "Booking and payment",
      question: "Why do October and November cost more?",
      answer:
        "Diwali holidays make these the busiest weeks for Indian travellers to Thailand, and hotels and flights charge more. Departures in those months carry a surcharge of ₹7,000 per person.",
    },
    {
      group: "Booking and payment",
      question: "How much is the booking amount?",
      answer:
        "₹10,000 per person confirms your hotels; the balance is due 21 days before departure. EMI is available on most credit cards.",
    },
    {
      group: "Cancellation and refunds",
      question: "What happens if a boat trip is cancelled for weather?",
      answer:
        "If the harbour authorities cancel sailings, we move the trip to a free day or refund its cost. It is rare from October to April.",
    },
  ],
  reviews: [
    {
      userName: "Mohit Arora",
      rating: 5,
      text: "Phang Nga Bay was the surprise of the trip. Lying back in the canoe and sliding into that hidden lagoon was like entering another world. Everything ran like clockwork, and the Delhi flights were direct both ways.",
      daysAgo: 12,
      images: [{ scene: "backwaters", time: "day", alt: "A canoe inside a hidden lagoon surrounded by cliffs" }],
    },
    {
      userName: "Shreya Nair",
      rating: 5,
      text: "We were a family of five with my parents, and every transfer was on time. The Phuket hotel had sea views from our balcony, and Papa loved the Grand Palace murals of the Ramakien.",
      daysAgo: 57,
      photo: true,
    },
    {
      userName: "Imran Qureshi",
      rating: 4,
      text: "Great trip. The Phi Phi speedboat is bumpy, as the team warned, but Maya Bay was worth it. Only complaint is the Bangkok hotel pool was under repair during our stay.",
      daysAgo: 139,
    },
    {
      userName: "Tanvi Shah",
      rating: 4,
      text: "Loved Krabi more than Phuket, it is calmer and the cliffs are stunning. Do watch the sunset at Railay. Good Gujarati thali place in Ao Nang, thanks to the tip from our coordinator!",
      daysAgo: 205,
      photo: true,
    },
    {
      userName: "Arjun Varma",
      rating: 3,
      text: "The itinerary is good, but we went in early October and one island day was rough. It went ahead, but half of us were seasick. Go from November if you can.",
      daysAgo: 341,
    },
  ],
  attractions: ["phi-phi-islands", "phang-nga-bay", "railay-beach", "grand-palace-bangkok", "wat-arun"],
  updatedDaysAgo: 21,
};
