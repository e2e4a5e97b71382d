// Bookable experiences in Thailand, offered as add-ons on trips and quotations.
import type { DemoActivity } from "../../types.ts";

const mapsSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export const thailandActivities: DemoActivity[] = [
  {
    slug: "phi-phi-maya-bay-speedboat",
    name: "Phi Phi and Maya Bay Speedboat Day Trip",
    brief: "A speedboat day from Phuket to Maya Bay, Pileh lagoon, a snorkelling reef and Phi Phi Don.",
    description:
      "This is the Phi Phi trip done at a sensible pace, with an early start that reaches Maya Bay before most boats. The speedboat leaves from Phuket's east coast and crosses to Phi Phi Leh in about an hour.\n\nAt Maya Bay you land at the jetty on the back of the island and walk along the boardwalk to the beach, which is kept free of swimmers so that the reef and its young blacktip sharks can recover. From there, the boat slips into the cliff-walled Pileh lagoon for a swim in emerald water, passes the Viking cave where swiftlets nest, and stops at a reef for snorkelling. Lunch is on Phi Phi Don, followed by a last swim at Khai island on the way back to Phuket.",
    duration: "9 to 10 hours including transfers",
    durationMinutes: 570,
    location: "Phi Phi islands (departing from Phuket)",
    mapLocation: mapsSearch("Royal Phuket Marina speedboat pier"),
    price: 5299,
    priceFor: "per person",
    inclusions: [
      "Shared pickup and drop from hotels in Patong, Karon, Kata and Phuket town",
      "Speedboat with an English-speaking guide",
      "Landing at Maya Bay and a swim in Pileh lagoon",
      "Snorkelling gear and life jackets",
      "Buffet lunch on Phi Phi Don with vegetarian dishes",
      "Fruit, water and soft drinks on board",
    ],
    exclusions: [
      "Phi Phi national park fee, about 400 baht per adult, paid in cash on the boat",
      "Transfers from Khao Lak or Krabi",
      "Tips",
    ],
    highlights: [
      "Maya Bay before the midday crowds",
      "Swimming in the emerald Pileh lagoon",
      "Snorkelling over a coral reef",
      "Lunch on Phi Phi Don and a last swim at Khai island",
    ],
    operatingDuration:
      "Daily from November to April; from May to October on days the sea allows. Maya Bay is closed in August and September.",
    knowBeforeYouGo: [
      "Swimming is not allowed at Maya Bay; you can walk on the beach and paddle at the edge.",
      "The speedboat ride can be bumpy; sit near the back if you are prone to seasickness, and avoid the trip if pregnant or with back problems.",
      "Bring reef-safe sunscreen, a hat, a towel and a change of clothes.",
      "Carry cash in baht for the national park fee.",
    ],
    yourExperience:
      "A minivan collects you at dawn and drives to the pier, where you are fitted with a life jacket and briefed by the guide. The boat skims across the Andaman Sea, and Phi Phi Leh rises ahead, all cliffs and green. You step onto the jetty and walk through the trees to Maya Bay's white sand, with time for photographs before the crowds. The boat then noses into Pileh lagoon, where you jump into warm, glassy water between the cliffs. After snorkelling among parrotfish and coral, lunch on Phi Phi Don is a buffet of Thai curries, rice and fruit. The afternoon ends with a lazy swim at Khai island before the ride back to Phuket.",
    ticketsInfo:
      "Children aged 4 to 11 pay ₹3,999 and children under 4 travel free. The national park fee for children is about 200 baht. Confirmation with the pickup time arrives on WhatsApp the evening before.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before pickup. Within 24 hours the trip is non-refundable. If the marine department cancels sailings for weather, you get a full refund or another date.",
    images: [
      {
        tag: "Maya Bay",
        scene: "island-cove",
        time: "day",
        alt: "White sand and turquoise water in Maya Bay on Phi Phi Leh",
      },
      {
        tag: "Pileh lagoon",
        scene: "island-cove",
        time: "day",
        alt: "A speedboat anchored in the cliff-ringed Pileh lagoon",
      },
      { tag: "Snorkelling", scene: "beach", time: "day", alt: "Snorkellers floating over a coral reef near Phi Phi" },
    ],
    campsites: ["thailand"],
    metaTitle: "Phi Phi and Maya Bay Speedboat Trip from Phuket",
    metaDescription:
      "Reach Maya Bay early, swim in Pileh lagoon and snorkel a coral reef on a Phi Phi speedboat day trip from Phuket, with lunch and hotel transfers.",
    faqs: [
      {
        group: "About the trip",
        question: "Why leave so early?",
        answer:
          "Maya Bay limits how many visitors can be on the beach at once. Arriving early means a shorter wait at the jetty and far fewer people in your photographs.",
      },
      {
        group: "Fitness and safety",
        question: "Can non-swimmers join?",
        answer:
          "Yes. Life jackets are provided for everyone in the water, and the guide stays close to non-swimmers while snorkelling. You can also stay on the boat or the beach.",
      },
      {
        group: "Booking and payment",
        question: "Why is the national park fee not included?",
        answer:
          "The park collects it in cash from each visitor, and the amount is set by the government. We show it separately so you know the full cost before you go.",
      },
    ],
  },
  {
    slug: "phang-nga-bay-sea-canoe",
    name: "Phang Nga Bay Sea Canoe and James Bond Island",
    brief: "A big-boat day among Phang Nga's limestone towers, paddling into hidden lagoons by sea canoe.",
    description:
      "Phang Nga Bay is calm, shallow and full of limestone islands, and the best way to explore it is from a comfortable boat with canoes on board. Our partner runs a large, shaded boat with a small group, and times the day around the tides so the cave entrances are open when you reach them.\n\nAt each island, you move into an inflatable sea canoe with a guide who paddles you through low caves into the hongs, lagoons hidden inside the islands, open to the sky and ringed by mangroves. The boat also stops at Khao Phing Kan for a look at Ko Tapu, the famous James Bond Island, and at a quiet beach for a swim. In the evening, guests make a krathong, a small float of banana leaf and flowers, and set it on the water as the sun goes down.",
    duration: "10 to 11 hours including transfers",
    durationMinutes: 630,
    location: "Phang Nga Bay (departing from Phuket)",
    mapLocation: mapsSearch("Ao Po Grand Marina, Phuket"),
    price: 6799,
    priceFor: "per person",
    inclusions: [
      "Hotel pickup and drop in Phuket",
      "Day on a large, shaded boat with a small group",
      "Guided sea canoeing into the hongs, with a guide paddling",
      "Stop at James Bond Island and a swimming beach",
      "Thai lunch and an evening buffet dinner on board, with vegetarian options",
      "National park fee",
    ],
    exclusions: ["Alcoholic drinks", "Tips for the canoe guides"],
    highlights: [
      "Gliding through sea caves into hidden lagoons",
      "Ko Tapu, the pinnacle from the James Bond film",
      "Sunset on the bay with a floating krathong",
      "A calm day on sheltered water",
    ],
    operatingDuration: "Daily all year; pickup from 11:00 am, back around 9:30 pm (times follow the tides)",
    knowBeforeYouGo: [
      "You will need to lie flat in the canoe to pass under some cave roofs.",
      "Guests must be at least 4 years old.",
      "Bring a waterproof bag for your phone; the canoes drip and spray.",
      "The bay is sheltered, so the trip runs in the monsoon months too, except in storms.",
    ],
    yourExperience:
      "A van picks you up late morning, and by lunchtime the boat is among Phang Nga's first islands, sheer grey cliffs streaked with orange. Your canoe guide helps you into the canoe and paddles towards a crack in the rock; you lie back, slide under the dripping roof, and emerge into a silent lagoon where mangrove trees grow out of the water and monkeys move along the cliffs. After lunch on deck and a visit to James Bond Island, the boat anchors at a quiet beach for a swim. As the light fades, you fold your krathong, light its candle, and let it float away on the dark water before dinner on the way home.",
    ticketsInfo:
      "Children aged 4 to 11 pay ₹4,999. The price includes the national park fee. Confirmation and the exact pickup time, which changes with the tide, are sent the day before.",
    cancellationPolicy:
      "Free cancellation up to 48 hours before the trip. Within 48 hours, the trip is non-refundable. Weather cancellations by the operator are refunded in full.",
    images: [
      {
        tag: "Sea canoe",
        scene: "backwaters",
        time: "day",
        alt: "An inflatable sea canoe entering a lagoon through a low cave",
      },
      {
        tag: "James Bond Island",
        scene: "island-cove",
        time: "day",
        alt: "The limestone pinnacle of Ko Tapu rising from Phang Nga Bay",
      },
      {
        tag: "Krathong",
        scene: "backwaters",
        time: "dusk",
        alt: "A candle-lit flower float drifting on the bay at dusk",
      },
    ],
    campsites: ["thailand"],
    metaTitle: "Phang Nga Bay Sea Canoe Tour from Phuket | Parvat",
    metaDescription:
      "Paddle into hidden lagoons by sea canoe, see James Bond Island and float a krathong at sunset on a full-day Phang Nga Bay trip from Phuket.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I have to paddle?",
        answer:
          "No. A guide paddles and steers each canoe; you sit back and enjoy it. Guests who want to try paddling in open water can ask the guide.",
      },
      {
        group: "About the trip",
        question: "Why does the pickup time change?",
        answer:
          "The cave entrances can only be passed at certain tide levels, so the day is planned around the tide tables. Your pickup time is confirmed the evening before.",
      },
      {
        group: "Stay and food",
        question: "Is there vegetarian food on board?",
        answer:
          "Yes. Lunch and dinner include vegetarian dishes cooked separately, and Jain meals can be prepared with notice.",
      },
    ],
  },
  {
    slug: "bangkok-chao-phraya-dinner-cruise",
    name: "Chao Phraya River Dinner Cruise, Bangkok",
    brief: "Two hours on Bangkok's river past the floodlit Grand Palace and Wat Arun, with an international buffet.",
    description:
      "The Chao Phraya is Bangkok's oldest highway, and at night its banks put on a show: the spires of the Grand Palace, Wat Arun glowing on the Thonburi bank, and the modern towers and bridges of the city. A dinner cruise is the easiest way to see them all in one relaxed evening.\n\nThe cruise boards at the ICONSIAM pier and heads upriver past Wat Arun and the Grand Palace to the Rama VIII bridge, then turns back downstream. On board, a buffet of Thai, Indian and international dishes is served, with a live singer and a short classical Thai dance performance. Sit on the open deck for the best photographs as the temples pass by.",
    duration: "2 hours",
    durationMinutes: 120,
    location: "ICONSIAM pier, Bangkok",
    mapLocation: mapsSearch("ICONSIAM pier, Bangkok"),
    price: 3299,
    originalPrice: 3799,
    priceFor: "per person",
    discountName: "Weeknight offer",
    inclusions: [
      "Two-hour river cruise",
      "International buffet dinner with Indian vegetarian dishes",
      "Welcome drink and soft drinks",
      "Live music and a Thai dance performance",
    ],
    exclusions: ["Hotel transfers (₹1,100 per car each way)", "Alcoholic drinks"],
    highlights: [
      "Wat Arun and the Grand Palace lit up at night",
      "Open-deck views of the river and the Rama VIII bridge",
      "Buffet with Indian vegetarian dishes",
      "A relaxed evening for all ages",
    ],
    operatingDuration: "Daily; boarding at 7:30 pm, cruising from 8:00 pm to 10:00 pm",
    knowBeforeYouGo: [
      "Arrive at the pier 30 minutes early for boarding; ICONSIAM can be reached by the river shuttle boat from Saphan Taksin.",
      "Smart casual clothing is expected; avoid beachwear.",
      "Window tables are allocated in order of booking.",
    ],
    yourExperience:
      "You board at ICONSIAM, the riverside mall with its own light show, and find your table as the boat pulls out into the current. Upriver, the skyline gives way to older Bangkok: first Wat Arun, its porcelain spires glowing white and gold, then the Grand Palace behind its long white walls. The buffet opens with Thai curries, noodles, Indian dal and paneer, and desserts, while a singer works through Thai and international songs. At the Rama VIII bridge, lit like a harp, the boat turns back, and a dancer in traditional costume performs on the lower deck. You are back at the pier by ten.",
    ticketsInfo:
      "Children aged 4 to 11 pay ₹2,299 and children under 4 cruise free. The offer price applies to cruises from Sunday to Thursday; Friday and Saturday cruises cost ₹3,799. Confirmation is sent on WhatsApp and email.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before boarding. Within 24 hours, the booking is non-refundable.",
    images: [
      {
        tag: "River",
        scene: "river-valley",
        time: "night",
        alt: "Wat Arun lit up on the bank of the Chao Phraya, seen from a cruise boat",
      },
      {
        tag: "Cruise boat",
        scene: "city-skyline",
        time: "night",
        alt: "A dinner cruise boat on the Chao Phraya with Bangkok's towers behind",
      },
      {
        tag: "Dinner",
        scene: "hotel-room",
        time: "night",
        alt: "A buffet of Thai and Indian dishes on board the cruise",
      },
    ],
    campsites: ["thailand"],
    metaTitle: "Chao Phraya Dinner Cruise, Bangkok | From ₹3,299",
    metaDescription:
      "See the floodlit Grand Palace and Wat Arun from the river on a two-hour Bangkok dinner cruise with a Thai, Indian and international buffet and live music.",
    faqs: [
      {
        group: "Stay and food",
        question: "Is there Indian vegetarian food?",
        answer:
          "Yes. The buffet includes dal, a paneer dish, vegetable curry and rice, kept separate from the meat and seafood. Jain meals can be arranged with a day's notice.",
      },
      {
        group: "About the trip",
        question: "Where should I sit?",
        answer:
          "The open upper deck gives the best views of the temples; the air-conditioned lower deck is more comfortable on hot, humid nights. You can move between them during the cruise.",
      },
      {
        group: "Travel and documents",
        question: "How do I get to the pier?",
        answer:
          "Take the BTS Skytrain to Saphan Taksin and the free ICONSIAM shuttle boat across the river, or a taxi to the mall. We can book a private transfer from your hotel.",
      },
    ],
  },
];
