// Malaysia's attractions: Kuala Lumpur, the Cameron Highlands and Langkawi.
import type { DemoAttraction } from "../../types.ts";

export const malaysiaAttractions: DemoAttraction[] = [
  {
    slug: "petronas-twin-towers",
    name: "Petronas Twin Towers",
    brief: "Kuala Lumpur's 452-metre twin towers, joined by a skybridge on the 41st and 42nd floors.",
    description:
      "At 452 metres and 88 floors, the Petronas Twin Towers were the tallest buildings in the world from 1998 to 2004, and they are still the tallest twin towers anywhere. The architect, César Pelli, based their floor plan on an eight-pointed star from Islamic geometry, and the stainless steel and glass facades shine silver by day and glow at night.\n\nA two-storey skybridge links the towers at the 41st and 42nd floors, some 170 metres above the ground. Timed tickets take you first to the skybridge and then up to the observation deck on the 86th floor, with views over the city to the hills. Buy tickets online a few days ahead, because slots sell out, and note that the visitor tour is closed on Mondays. The towers are at their best from KLCC Park below after dark, when the Lake Symphony fountain dances to music in front of them.",
    location: "Kuala Lumpur City Centre, Kuala Lumpur, Malaysia",
    image: {
      scene: "city-skyline",
      time: "night",
      alt: "The Petronas Twin Towers lit up silver against the night sky of Kuala Lumpur",
    },
    images: [
      { scene: "city-skyline", time: "day", alt: "The skybridge joining the two Petronas towers, seen from below" },
      { scene: "city-skyline", time: "dusk", alt: "Fountains in KLCC Park in front of the towers at dusk" },
    ],
    campsites: ["malaysia"],
    metaTitle: "Petronas Twin Towers: Skybridge Tickets and Tips",
    metaDescription:
      "Visit the Petronas Twin Towers skybridge and 86th-floor deck in Kuala Lumpur. How the timed tickets work, closing days and the best evening views.",
    faqs: [
      {
        group: "Booking and payment",
        question: "Do I need to book tickets in advance?",
        answer:
          "Yes. Daily visitor numbers are limited and time slots often sell out, especially on weekends and holidays. Our Malaysia packages include a confirmed slot where stated.",
      },
      {
        group: "Travel and documents",
        question: "Is there a security check?",
        answer:
          "Yes, airport-style. Large bags, tripods, food and sharp objects are not allowed, and lockers are limited. Arrive 15 minutes before your slot with your passport or a copy.",
      },
    ],
  },
  {
    slug: "batu-caves",
    name: "Batu Caves",
    brief: "A limestone hill temple north of Kuala Lumpur, guarded by a giant golden statue of Lord Murugan.",
    description:
      "Just 13 kilometres north of Kuala Lumpur, a limestone hill hollowed by enormous caves has been a Hindu shrine since the late 19th century, when a Tamil trader built a temple to Lord Murugan inside the largest of them. At the foot of the hill stands a golden statue of Murugan, 42.7 metres high, unveiled in 2006 and one of the tallest Murugan statues in the world.\n\nTo reach the Temple Cave, you climb 272 steps, painted in bright rainbow colours since 2018, while macaques lounge on the railings watching for unguarded snacks. At the top, a vast cavern opens up, with light falling through openings in the roof onto shrines and the morning puja. Every year, in the Tamil month of Thai, the Thaipusam festival draws huge crowds of devotees, many carrying kavadis up the steps in fulfilment of vows. Smaller caves at the base, including the Ramayana Cave, are worth a look.",
    location: "Gombak, Selangor, Malaysia",
    image: {
      scene: "temple",
      time: "day",
      alt: "The golden statue of Lord Murugan beside the rainbow steps of Batu Caves",
    },
    images: [
      { scene: "temple", time: "dawn", alt: "Light falling through the cave roof onto the shrine in the Temple Cave" },
      { scene: "pine-forest", time: "day", alt: "The forested limestone cliffs of the Batu Caves hill" },
    ],
    campsites: ["malaysia"],
    metaTitle: "Batu Caves, Kuala Lumpur: Steps, Dress Code, Tips",
    metaDescription:
      "Climb Batu Caves' 272 rainbow steps to the Murugan temple cave near Kuala Lumpur. Dress code, the Thaipusam festival and tips for the monkeys.",
    faqs: [
      {
        group: "About the trip",
        question: "Is there a dress code?",
        answer:
          "Knees must be covered for everyone visiting the Temple Cave. Sarongs can be borrowed or rented at the foot of the steps, but it is easiest to wear long trousers or a long skirt.",
      },
      {
        group: "Fitness and safety",
        question: "How hard is the climb?",
        answer:
          "The 272 steps take 10 to 15 minutes at a steady pace, with landings to rest on. They are steep, so older travellers should take their time. Keep food and plastic bags out of sight of the monkeys.",
      },
    ],
  },
  {
    slug: "cameron-highlands",
    name: "Cameron Highlands",
    brief: "Cool hills at 1,500 metres covered in tea estates, strawberry farms and mossy cloud forest.",
    description:
      "The Cameron Highlands, in the state of Pahang, take their name from William Cameron, a British surveyor who mapped the area in 1885. At around 1,500 metres they are far cooler than the lowlands, with days in the low twenties and chilly nights, and the British developed them into a hill station and tea-growing district in the 1920s and 1930s. The drive up from Kuala Lumpur takes about three and a half hours, the last part on a road that winds past waterfalls.\n\nThe highlight is the tea: bushes clipped into neat rows follow every contour of the hills at the BOH Sungai Palas estate, where a café perches on a platform over the slopes. Nearby, a boardwalk on Gunung Brinchang leads into the Mossy Forest, a cloud forest hung with moss, ferns and pitcher plants. Strawberry farms, flower nurseries and a busy night market in Brinchang round off a stay; Tanah Rata is the main town.",
    location: "Tanah Rata, Pahang, Malaysia",
    image: {
      scene: "tea-hills",
      time: "dawn",
      alt: "Morning mist over rows of tea bushes on the slopes of the Cameron Highlands",
    },
    images: [
      {
        scene: "pine-forest",
        time: "day",
        alt: "A wooden boardwalk through the moss-covered cloud forest on Gunung Brinchang",
      },
      { scene: "tea-hills", time: "day", alt: "A tea café on a platform overlooking the Sungai Palas estate" },
      { scene: "waterfall", time: "day", alt: "A waterfall beside the winding road up to the Cameron Highlands" },
    ],
    campsites: ["malaysia"],
    metaTitle: "Cameron Highlands: Tea Estates and Mossy Forest",
    metaDescription:
      "Walk the BOH tea estate, the Mossy Forest boardwalk and strawberry farms in the Cameron Highlands. Weather, travel time from Kuala Lumpur and tips.",
    faqs: [
      {
        group: "About the trip",
        question: "How cold does it get?",
        answer:
          "Days are usually 20 to 24°C and nights can drop to 14°C, so pack a light jacket or sweater. It rains most afternoons, often heavily for an hour.",
      },
      {
        group: "Fitness and safety",
        question: "Is the road up prone to motion sickness?",
        answer:
          "The last hour has many bends. Take motion sickness tablets half an hour before the drive, sit in the front rows and ask the driver for a break at the Lata Iskandar waterfall halfway up.",
      },
    ],
  },
  {
    slug: "langkawi-sky-bridge",
    name: "Langkawi Sky Bridge",
    brief: "A curved footbridge hanging above the rainforest at the top of the Langkawi cable car.",
    description:
      "The Langkawi Cable Car climbs from the Oriental Village at the foot of Gunung Mat Cincang to its summit at about 700 metres, one of the steepest cable car rides in the world. On the way up, the cabins pass close to cliffs of some of the oldest rock in Malaysia, part of the reason Langkawi was declared a UNESCO Global Geopark in 2007. On a clear day the view spreads across the Andaman Sea to the islands of southern Thailand.\n\nFrom the top station, a short walk or a ride on an inclined lift leads down to the Sky Bridge: a 125-metre curved steel walkway suspended from a single pylon, hanging over the rainforest some 660 metres above sea level. Parts of the deck have glass panels for a look straight down. The cable car and bridge close in strong wind and lightning, which is most common on monsoon afternoons, so go in the morning.",
    location: "Oriental Village, Teluk Burau, Langkawi, Malaysia",
    image: {
      scene: "mountain-road",
      time: "day",
      alt: "The curved Langkawi Sky Bridge suspended above the rainforest on Gunung Mat Cincang",
    },
    images: [
      { scene: "island-cove", time: "day", alt: "View from the cable car over the Andaman Sea and Langkawi's islands" },
      { scene: "pine-forest", time: "dawn", alt: "Rainforest canopy below the cable car line in the morning" },
    ],
    campsites: ["malaysia"],
    metaTitle: "Langkawi Sky Bridge and Cable Car: Visitor Guide",
    metaDescription:
      "Ride the Langkawi cable car to Gunung Mat Cincang and walk the curved Sky Bridge. Ticket tips, weather closures and the best time of day.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is the Sky Bridge suitable for people afraid of heights?",
        answer:
          "The bridge is very secure, with high railings, but it does move slightly and the drop is dramatic. Many nervous visitors manage it by staying in the middle; the top station's viewing decks are an alternative.",
      },
      {
        group: "About the trip",
        question: "What happens if the cable car is closed for weather?",
        answer:
          "It usually reopens once wind or lightning passes. We keep the Langkawi days flexible so we can switch the cable car to the other morning if needed.",
      },
    ],
  },
  {
    slug: "kilim-geoforest-park",
    name: "Kilim Geoforest Park",
    brief: "Mangrove channels, bat caves and eagles among the limestone hills of north-east Langkawi.",
    description:
      "Kilim Karst Geoforest Park protects the mangrove estuaries and limestone hills of Langkawi's north-eastern corner, one of the three core areas of the island's UNESCO Global Geopark. Boat tours leave from the Kilim jetty and wind through narrow channels lined with mangrove roots, opening into sheltered bays below cliffs that rise straight from the water.\n\nThe usual stops include Gua Kelawar, a cave reached by a boardwalk where fruit bats hang from the ceiling, a floating fish farm where you can see stingrays and archerfish, and the Hole in the Wall, where the channel squeezes between two cliffs and opens to the Andaman Sea. Brahminy kites and white-bellied sea eagles circle overhead; the name Langkawi is often said to come from the old Malay words for a reddish-brown eagle. Guides who care about the park no longer throw food to the birds, and we use only those operators. Go in the morning for calmer water and more wildlife.",
    location: "Kilim, Langkawi, Malaysia",
    image: {
      scene: "backwaters",
      time: "dawn",
      alt: "A small boat in a mangrove channel below limestone cliffs in Kilim Geoforest Park",
    },
    images: [
      { scene: "river-valley", time: "day", alt: "A white-bellied sea eagle soaring over the mangroves at Kilim" },
      { scene: "island-cove", time: "day", alt: "The narrow sea channel at the Hole in the Wall, Langkawi" },
    ],
    campsites: ["malaysia"],
    metaTitle: "Kilim Geoforest Park Mangrove Tour, Langkawi",
    metaDescription:
      "Cruise the mangroves of Kilim Geoforest Park in Langkawi: the bat cave, eagles, a floating fish farm and the Hole in the Wall. Tips for the boat trip.",
    faqs: [
      {
        group: "About the trip",
        question: "How long is the mangrove tour?",
        answer:
          "Most tours last two and a half to three hours by boat, including the stops. Half-day tours are enough for most visitors; private boats can be arranged for longer photography trips.",
      },
      {
        group: "Fitness and safety",
        question: "Is the boat tour suitable for children?",
        answer:
          "Yes. Life jackets are provided, the water in the channels is calm and the boats are covered. The boardwalk into the bat cave is short and level.",
      },
    ],
  },
];
