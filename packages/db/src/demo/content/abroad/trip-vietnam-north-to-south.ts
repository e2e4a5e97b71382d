// Vietnam North to South: a nine-day group trip from Hanoi to the Mekong Delta.
import type { DemoScheduleItem, DemoTrek } from "../../types.ts";

const days: DemoScheduleItem[] = [
  {
    name: "Arrive in Hanoi",
    brief: "Airport pickup, a first walk around Hoan Kiem Lake and a water puppet show.",
    description:
      "Our Vietnam team meets you at Noi Bai airport and drives you into Hanoi, about 45 minutes away. Rooms are ready from 2 pm; if you land early, leave your bags and have your first pho around the corner. At 5 pm the group meets in the lobby with your tour leader for a short walk around Hoan Kiem Lake, followed by a water puppet show, a thousand-year-old art in which wooden puppets dance across a pool to live folk music, and a welcome dinner.",
    image: { scene: "high-lake", time: "dusk", alt: "Hoan Kiem Lake in Hanoi at dusk with the red Huc bridge" },
  },
  {
    name: "Hanoi: temples, the Old Quarter and egg coffee",
    brief: "The Temple of Literature, the Ho Chi Minh Mausoleum grounds and an Old Quarter walk.",
    description:
      "Start at Ba Dinh Square and the grounds of the Ho Chi Minh Mausoleum, with the stilt house where he lived and the tiny One Pillar Pagoda. Next is the Temple of Literature, founded in 1070 and home to Vietnam's first university, where students still come to pray before exams. After lunch, your guide leads a walk through the trade streets of the Old Quarter, ending in a hidden café for egg coffee, whipped yolk and sugar over strong Vietnamese coffee. The evening is free for the street-food lanes.",
  },
  {
    name: "Ha Long Bay: an overnight cruise",
    brief: "Board a wooden junk, kayak beneath limestone arches and sleep among the islands.",
    description:
      "Leave Hanoi at 8 am for the drive to Ha Long, about two and a half hours by expressway, and board your cruise at noon. Lunch is served as the boat sails out among the limestone islands. In the afternoon, kayak or take a bamboo boat through a sea arch into a sheltered lagoon, then climb to a viewpoint or swim from a small beach. Sunset is on the sundeck, followed by a cooking demonstration of fresh spring rolls and dinner on board.",
    image: {
      scene: "island-cove",
      time: "dusk",
      alt: "A cruise junk anchored among the islands of Ha Long Bay at sunset",
    },
  },
  {
    name: "Ha Long to Hoi An",
    brief: "Tai chi at dawn, a limestone cave, then a flight to Da Nang and the drive to Hoi An.",
    description:
      "Wake early for tai chi on the sundeck as the islands appear through the morning mist. Visit Sung Sot, the 'surprise' cave, whose huge chambers are full of stalactites, before brunch and disembarkation around 10.30 am. The coach drives directly to Hanoi's Noi Bai airport for the afternoon flight to Da Nang, about an hour and twenty minutes. From Da Nang it is a 45-minute drive to your riverside resort in Hoi An.",
  },
  {
    name: "Ba Na Hills and the Golden Bridge",
    brief: "A cable car into the hills and a walk across the bridge held by giant stone hands.",
    description:
      "An early start gets you to Ba Na Hills as the cable car opens, for one of the world's longest cable car rides over forest and waterfalls. At the top, walk the Golden Bridge, the curved gold walkway lifted by two enormous stone hands, before the crowds arrive, then explore the old French hill station's gardens and mock village. Lunch is at the buffet on the hill. Return to Hoi An by mid-afternoon with time for the pool or a tailor's fitting.",
  },
  {
    name: "Hoi An: the ancient town and the river",
    brief: "A guided walk through the old town, a basket boat ride and lanterns on the Thu Bon.",
    description:
      "Walk the ancient town in the cool of the morning with a local guide: the Japanese Covered Bridge, the Fujian assembly hall with its incense coils, and a merchant's house still lived in by the seventh generation of its family. In the afternoon, paddle through the water coconut forest of Cam Thanh in a round bamboo basket boat, whose rowers like to spin them in circles. At dusk, take a small wooden boat on the Thu Bon river and set a candle lantern on the water.",
    image: { scene: "old-town", time: "night", alt: "Silk lanterns glowing along a street in Hoi An's old town" },
  },
  {
    name: "Fly to Ho Chi Minh City, afternoon at the Cu Chi tunnels",
    brief: "A morning flight south and a visit to the wartime tunnels north-west of the city.",
    description:
      "Transfer to Da Nang airport for the morning flight to Ho Chi Minh City, about an hour and a half. After check-in and lunch, drive to the Ben Dinh tunnel site at Cu Chi, where your guide explains how villagers built and lived in a network of tunnels hundreds of kilometres long. Crawl a short, widened section if you wish. Back in the city, the evening is free around Ben Thanh market and the lively streets of District 1.",
  },
  {
    name: "Mekong Delta",
    brief: "Boats, canals and orchards in My Tho and Ben Tre, then a farewell dinner.",
    description:
      "Drive two hours south to My Tho on the Mekong and board a motorboat to the islands in the river. Visit a coconut candy workshop, taste honey tea and tropical fruit in an orchard while local musicians play southern folk songs, and glide through narrow palm-lined canals in a small rowing boat. Return to the city by late afternoon. The trip closes with a farewell dinner in a restored villa, where your tour leader hands out the group's photographs.",
  },
  {
    name: "Departure from Ho Chi Minh City",
    brief: "A last morning in the city and the transfer to Tan Son Nhat airport.",
    description:
      "After breakfast, join your tour leader for a walk past the Central Post Office, designed in the French era, and the Saigon Opera House, or use the time for last-minute shopping. Check out by noon. The group transfer to Tan Son Nhat airport, about 30 minutes away, leaves three hours before the flight home; travellers on other flights get their own transfer.",
  },
];

export const vietnamNorthToSouth: DemoTrek = {
  slug: "vietnam-north-to-south",
  name: "Vietnam North to South",
  type: "group-trip",
  code: "INT-VNM-09",
  metaTitle: "Vietnam Group Tour: Hanoi, Ha Long, Hoi An, Saigon",
  metaDescription:
    "Nine days from Hanoi to the Mekong: an overnight Ha Long Bay cruise, Hoi An's lanterns, the Golden Bridge and Cu Chi tunnels, with a tour leader from India.",
  tagline: "From Hanoi's lakes to the Mekong's canals, with a night among Ha Long Bay's islands",
  description:
    "Nine days, three regions, one small group. Vietnam North to South takes you from the lakes and trade streets of Hanoi to an overnight cruise among the limestone islands of Ha Long Bay, down to lantern-lit Hoi An and the Golden Bridge above Da Nang, and finally to Ho Chi Minh City, the Cu Chi tunnels and the green canals of the Mekong Delta.\n\nDomestic flights link the regions, so you spend your time seeing Vietnam rather than sitting on a bus.",
  about:
    "This is a fixed-departure group trip for 12 to 16 travellers, led by a tour leader from our team in India who travels with you from the first evening to the last, and supported by local guides in every city. Most of our groups are a mix of couples, friends and solo travellers in their twenties to sixties; solo travellers can share a room with another traveller of the same gender, or pay the single supplement.\n\nThe pace is active but never rushed: two early starts, plenty of walking in old towns, and free evenings to explore on your own. Hotels are central 4-star properties, and the Ha Long night is on a 20-cabin wooden junk on the quieter routes.\n\nVegetarian travellers eat well on this trip. We brief every restaurant in advance, and the tour leader knows where to find a good Indian meal in each city when you want one.",
  impUpdate:
    "Ha Long Bay cruises occasionally stay in harbour when the coastguard suspends sailings in bad weather. If that happens, we switch the cruise to the next day or replace it with a Ninh Binh river trip, at no extra cost.",
  campsite: "vietnam",
  destinations: ["vietnam"],
  difficulty: "easy",
  seasons: ["autumn", "winter", "spring"],
  months: [10, 11, 12, 1, 2, 3, 4],
  themes: ["culture"],
  location: "Hanoi, Ha Long Bay, Hoi An and Ho Chi Minh City, Vietnam",
  minAge: 10,
  maxAge: 70,
  discount: { slider: true, availed: 9, total: 16, daysPassed: 12 },
  tips: "Pack a light fleece for Hanoi and the cruise deck from December to February, and bring comfortable walking sandals for the old towns. Leave space in your bag if you plan to get clothes tailored in Hoi An.",
  packageTitle: "Pick your package",
  subPackageTitle: "Per person on twin sharing; single supplement ₹24,000",
  images: [
    { scene: "island-cove", time: "dawn", alt: "Limestone islands in Ha Long Bay emerging from the morning mist" },
    { scene: "old-town", time: "night", alt: "Lanterns reflected in the Thu Bon river in Hoi An" },
    { scene: "old-town", time: "dusk", alt: "Motorbikes and shopfronts on a street in Hanoi's Old Quarter" },
    { scene: "mountain-road", time: "day", alt: "The Golden Bridge held up by giant stone hands at Ba Na Hills" },
    { scene: "backwaters", time: "day", alt: "A rowing boat on a palm-lined canal in the Mekong Delta" },
    { scene: "temple", time: "day", alt: "The courtyard of the Temple of Literature in Hanoi" },
    { scene: "portrait", time: "day", alt: "Our tour leader with a group of travellers on a Ha Long cruise deck" },
  ],
  packages: [
    {
      name: "Group trip with domestic flights",
      description:
        "Eight nights (seven in 4-star hotels and one on a Ha Long Bay cruise), two domestic flights, a tour leader from India, all sightseeing and the meals listed. Join the group in Hanoi.",
      price: 79999,
      image: { scene: "island-cove", time: "day", alt: "Kayaks beside a cruise junk in Ha Long Bay" },
      schedule: days,
      stays: [
        {
          name: "Hanoi",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "vietnam-lotus-lane-hanoi", meals: "Breakfast", roomType: "Deluxe room" }],
        },
        {
          name: "Ha Long Bay",
          nights: 1,
          type: "Cruise",
          properties: [
            {
              property: "vietnam-jade-sail-cruise",
              meals: "Lunch, dinner and brunch",
              roomType: "Deluxe ocean-view cabin",
            },
          ],
        },
        {
          name: "Hoi An",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "vietnam-thu-bon-riverside-hoi-an", meals: "Breakfast", roomType: "Superior river-view room" },
          ],
        },
        {
          name: "Ho Chi Minh City",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "vietnam-saigon-heritage", meals: "Breakfast", roomType: "Deluxe city room" }],
        },
      ],
    },
    {
      name: "With flights from Mumbai",
      description:
        "Everything in the group trip, plus direct return flights between Mumbai and Vietnam: into Hanoi and home from Ho Chi Minh City, so there is no backtracking. The group flies together with the tour leader.",
      price: 109999,
      originalPrice: 117999,
      discountName: "Early bird",
      schedule: [
        {
          name: "Overnight flight from Mumbai",
          brief: "Meet the tour leader at Mumbai airport for the direct flight to Hanoi.",
          description:
            "The group meets your tour leader at Chhatrapati Shivaji Maharaj International Airport three hours before the late-night direct flight to Hanoi, which takes about five hours. Your e-visa, printed vouchers and a currency guide are handed over at the airport. You land in Hanoi early in the morning, and early check-in at the hotel is included so you can rest before the afternoon.",
          countAsDay: false,
        },
        ...days,
      ],
      stays: [
        {
          name: "Hanoi",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "vietnam-lotus-lane-hanoi", meals: "Breakfast", roomType: "Deluxe room" }],
        },
        {
          name: "Ha Long Bay",
          nights: 1,
          type: "Cruise",
          properties: [
            {
              property: "vietnam-jade-sail-cruise",
              meals: "Lunch, dinner and brunch",
              roomType: "Deluxe ocean-view cabin",
            },
          ],
        },
        {
          name: "Hoi An",
          nights: 3,
          type: "Resort",
          properties: [
            { property: "vietnam-thu-bon-riverside-hoi-an", meals: "Breakfast", roomType: "Superior river-view room" },
          ],
        },
        {
          name: "Ho Chi Minh City",
          nights: 2,
          type: "Hotel",
          properties: [{ property: "vietnam-saigon-heritage", meals: "Breakfast", roomType: "Deluxe city room" }],
        },
      ],
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 10, 11, 12],
    weekdays: [6],
    everyWeeks: 2,
    capacity: 16,
    peak: { months: [12], surcharge: 8000 },
  },
  includes: [
    {
      kind: "inclusion",
      name: "Eight nights' accommodation",
      icon: "hotel",
      description: "Seven nights in central 4-star hotels and one night in a cabin on a Ha Long Bay cruise.",
    },
    {
      kind: "inclusion",
      name: "Meals as listed",
      icon: "meal",
      description: "Daily breakfast, all meals on the cruise, lunch at Ba Na Hills, and welcome and farewell dinners.",
    },
    {
      kind: "inclusion",
      name: "Two domestic flights",
      icon: "flight",
      description: "Hanoi to Da Nang and Da Nang to Ho Chi Minh City, with 20 kg checked baggage.",
    },
    {
      kind: "inclusion",
      name: "Direct return flights from Mumbai",
      icon: "flight",
      description: "Mumbai to Hanoi and Ho Chi Minh City to Mumbai.",
      excludedPackage: 0,
    },
    {
      kind: "inclusion",
      name: "Tour leader from India and local guides",
      icon: "guide",
      description: "The tour leader travels with the group throughout; licensed local guides join for sightseeing.",
    },
    {
      kind: "inclusion",
      name: "All sightseeing and entry tickets",
      icon: "ticket",
      description: "Including the Ba Na Hills cable car, Hoi An heritage ticket, Cu Chi and the Mekong boats.",
    },
    { kind: "inclusion", name: "Vietnam e-visa fee and application support", icon: "visa" },
    { kind: "inclusion", name: "Travel insurance", icon: "insurance" },
    { kind: "exclusion", name: "Meals not listed", icon: "meal" },
    {
      kind: "exclusion",
      name: "Tips for guides, drivers and cruise crew",
      icon: "tip",
      description: "We suggest about US$5 per person per day, collected by the tour leader.",
    },
    {
      kind: "exclusion",
      name: "Single room supplement",
      icon: "hotel",
      description: "₹24,000 for a room of your own.",
    },
    { kind: "exclusion", name: "TCS on overseas packages, as applicable by law", icon: "tax" },
  ],
  instructions: [
    {
      name: "E-visa",
      description:
        "Send us a passport scan and a photo on a white background at least 30 days before departure. We submit the e-visa application and email the approval letter; print two copies and carry them with your passport.",
    },
    {
      name: "Luggage",
      description:
        "Keep to one check-in bag of up to 20 kg for the domestic flights and the cruise transfers, plus a small day bag. Soft bags are easier on the cruise tender.",
    },
    {
      name: "Money",
      description:
        "Carry a forex card in US dollars. Exchange some cash at the airport on arrival; street food, markets and small cafés take cash only. Check the zeros on dong notes before paying.",
    },
    {
      name: "Clothing",
      description:
        "Cover shoulders and knees for temples and the mausoleum grounds. Pack a rain jacket, walking shoes and a warm layer for Hanoi in winter.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "How big is the group?",
      answer:
        "Between 12 and 16 travellers. A departure goes ahead once 8 travellers have booked; if a date does not fill, we tell you at least 30 days ahead and offer another date or a full refund.",
    },
    {
      group: "About the trip",
      question: "I am travelling alone. Is this trip right for me?",
      answer:
        "Very much so: about a third of our travellers come alone. You can share a twin room with another solo traveller of the same gender at no extra cost, or take a single room for ₹24,000 more.",
    },
    {
      group: "Fitness and safety",
      question: "How much walking is there?",
      answer:
        "Three to six kilometres on most days, on flat city streets and paths, with some steps at Ba Na Hills and on the cruise islands. Kayaking and crawling in the tunnels are optional.",
    },
    {
      group: "Stay and food",
      question: "Is vegetarian food available throughout?",
      answer:
        "Yes. We send dietary needs to every hotel, the cruise and the restaurants on the trip. Vietnamese cooks make excellent tofu and vegetable dishes, and your tour leader can point you to Indian restaurants in all three cities.",
    },
    {
      group: "Travel and documents",
      question: "Can I join in Vietnam if I book my own flights?",
      answer:
        "Yes, choose the group trip with domestic flights. Arrive in Hanoi on day 1 by early afternoon to join the welcome walk, and fly home from Ho Chi Minh City after midday on the last day.",
    },
    {
      group: "Booking and payment",
      question: "How does the early bird offer work?",
      answer:
        "A limited number of seats each season are sold at the early bird price on the flights package, and the page shows how many have been taken. When they are gone, the package returns to its regular price.",
    },
    {
      group: "Cancellation and refunds",
      question: "What is the cancellation policy?",
      answer:
        "Cancel 60 days or more before departure for a refund minus the booking amount, 59 to 30 days for a 50% refund; within 29 days the trip is non-refundable because cruise cabins and flights are ticketed.",
    },
    {
      group: "Booking and payment",
      question: "Why is there a year-end surcharge?",
      answer:
        "Hotels and cruises in Vietnam charge peak rates over Christmas and New Year. December departures carry a surcharge of ₹8,000 per person, shown in the price when you choose the date.",
    },
  ],
  reviews: [
    {
      userName: "Aditi Kulkarni",
      rating: 5,
      text: "Went solo and came back with eleven friends. Our tour leader Sahil was brilliant: patient, funny and always one step ahead. The night on the Ha Long cruise and the lantern evening in Hoi An were magical.",
      daysAgo: 26,
      photo: true,
      images: [
        { scene: "old-town", time: "night", alt: "Travellers releasing candle lanterns on the river in Hoi An" },
      ],
    },
    {
      userName: "Vikram Sethi",
      rating: 5,
      text: "Perfectly paced. Domestic flights meant no endless bus rides, and every hotel was right in the centre. As a vegetarian I was surprised how well I ate; the tofu dishes on the cruise were excellent.",
      daysAgo: 95,
    },
    {
      userName: "Farah Siddiqui",
      rating: 4,
      text: "A great trip overall. Hanoi was colder than I expected in January, so listen to the packing list! The Cu Chi tunnels are hot and tight; I did ten metres and came out happily.",
      daysAgo: 148,
    },
    {
      userName: "Deepak and Sunita Menon",
      rating: 5,
      text: "We are in our sixties and were the oldest in the group, but never felt left behind. The guides adjusted the walking, and the tour leader helped us with everything from SIM cards to tailors in Hoi An.",
      daysAgo: 233,
      photo: true,
    },
    {
      userName: "Harsh Agarwal",
      rating: 3,
      text: "Good itinerary and a lovely group, but our Ha Long cruise was moved a day because of weather, which squeezed Hoi An. The team handled it well and refunded the lost dinner, but it took some shine off.",
      daysAgo: 301,
    },
    {
      userName: "Sneha Pillai",
      rating: 4,
      text: "Hoi An was my favourite; I got two dresses made in a day. The Golden Bridge was packed by 10 am, so the early start really paid off.",
      daysAgo: 389,
    },
  ],
  attractions: [
    "hanoi-old-quarter",
    "ha-long-bay",
    "golden-bridge-ba-na-hills",
    "hoi-an-ancient-town",
    "cu-chi-tunnels",
    "mekong-delta",
  ],
  updatedDaysAgo: 9,
};
