import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const arrival: DemoScheduleItem = {
  name: "Arrive in Srinagar, houseboat and sunset shikara",
  brief: "Airport pick-up, Dal Lake houseboat, evening shikara ride",
  description:
    "Our team meets you at Srinagar airport and drives you to the Boulevard, where a shikara carries you and your bags to the houseboat. After lunch and a rest under the electric blanket, the group gathers for a shikara ride as the sun sets behind the Zabarwan hills and the lake's edges turn to ice. Dinner on the houseboat, with the trip leader's briefing on the days ahead.",
  image: { scene: "houseboat-lake", time: "snow", alt: "Houseboats on a lake edged with snow and ice" },
};

const sonamargDay: DemoScheduleItem = {
  name: "Day trip to Sonamarg",
  brief: "80 km each way; snow, sledging and the Thajiwas bowl",
  description:
    "We drive up the Sindh valley, now open all winter thanks to the Z-Morh tunnel, into deep snow at Sonamarg. Snow boots and long coats are handed out at the start of the walk into the Thajiwas bowl, where one sledge ride per person is on us. Lunch is simple and hot in Sonamarg, and we are back on the houseboat by evening.",
  image: { scene: "snow-trail", time: "snow", alt: "Sledges on a snowfield in a glacier bowl" },
};

const toGulmarg: DemoScheduleItem = {
  name: "Srinagar to Gulmarg, Gondola Phase 1",
  brief: "50 km, about 2 hours; afternoon in the snow",
  description:
    "The road climbs through Tangmarg and a forest of snow-laden firs to the Gulmarg bowl. After check-in and lunch, we ride the gondola to Kongdoori (tickets for Phase 1 included) for the views down over Gulmarg; those who want to go higher can add Phase 2 to the Apharwat ridge, weather permitting. Evening walk to St Mary's Church in the snow.",
  image: { scene: "himalayan-peaks", time: "snow", alt: "Gondola cabins rising over snowy fir forest" },
};

const skiDay: DemoScheduleItem = {
  name: "Gulmarg ski day",
  brief: "Full-day beginner lesson with equipment",
  description:
    "A whole day on Gulmarg's nursery slopes with a certified instructor, in groups of up to four. Skis, boots, poles, helmet and a waterproof suit are fitted at the rental shop in the morning, and by afternoon most first-timers are linking turns down the beginner slope. Lunch at a café on the meadow; hot kahwa back at the hotel.",
};

const toPahalgam: DemoScheduleItem = {
  name: "Gulmarg to Pahalgam via Pampore and Awantipora",
  brief: "About 150 km, 5 hours with stops",
  description:
    "We skirt Srinagar and drive south through Pampore, India's saffron town, where the fields lie under snow but the shops sell the season's threads, and stop at the stone ruins of the 9th-century Avantiswami temple at Awantipora. The Lidder valley opens up beyond Anantnag, and we reach Pahalgam by mid-afternoon.",
};

const pahalgamDay: DemoScheduleItem = {
  name: "Pahalgam: Betaab Valley and Aru Valley",
  brief: "Local union taxi to the snow valleys",
  description:
    "Outside vehicles are not allowed beyond Pahalgam, so we switch to the local taxi union's cars (included) for a day in the snow: Betaab Valley, with the Lidder running dark through a white meadow, and Aru Valley, a village of wooden houses under the Kolahoi range. If snow closes the Betaab road, we spend longer in Aru and walk the Lidder riverside.",
  image: { scene: "river-valley", time: "snow", alt: "Dark river running through a snow-covered valley among pines" },
};

const departure: DemoScheduleItem = {
  name: "Pahalgam to Srinagar, departure",
  brief: "95 km, about 2.5 hours; airport drop by 1:30 pm",
  description:
    "An early breakfast and the drive back down the Lidder valley to Srinagar. If flights allow, we stop at Nishat Bagh, bare and quiet in winter, before dropping you at the airport by 1:30 pm. Please book flights leaving after 3 pm.",
};

const standardStays = (gulmargNights: number): DemoStay[] => [
  {
    name: "Srinagar",
    nights: 2,
    type: "Houseboat",
    properties: [
      {
        property: "dal-lake-houseboat-gul-e-nargis",
        meals: "Breakfast and dinner",
        roomType: "Deluxe double room with heater",
      },
    ],
  },
  {
    name: "Gulmarg",
    nights: gulmargNights,
    type: "Hotel",
    properties: [
      { property: "gulmarg-snow-pine-hotel", meals: "Breakfast and dinner", roomType: "Heated deluxe room" },
    ],
  },
  {
    name: "Pahalgam",
    nights: 2,
    type: "Hotel",
    properties: [
      { property: "pahalgam-lidder-riverside-hotel", meals: "Breakfast and dinner", roomType: "River-view room" },
    ],
  },
];

export const kashmirWinterEscape: DemoTrek = {
  slug: "kashmir-winter-escape",
  name: "Kashmir Winter Escape",
  type: "group-trip",
  code: "PJ-JK-KWE",
  metaTitle: "Kashmir Winter Group Trip: Gulmarg, Sonamarg, Pahalgam",
  metaDescription:
    "A 6-day winter group trip to Kashmir: a Dal Lake houseboat, Sonamarg sledging, the Gulmarg gondola and snowy Pahalgam, with stays, meals and transfers included.",
  tagline: "Houseboat mornings, gondola rides and sledging in the snow of the Kashmir valley",
  description:
    "Six days in Kashmir at its most magical, when snow covers the valley from Sonamarg to Pahalgam. Sleep on a heated houseboat on Dal Lake, sledge in the glacier bowl at Sonamarg, ride the Gulmarg gondola and walk the white meadows of Betaab and Aru, with a small group and a trip leader who lives in Srinagar.",
  about:
    "This group trip is built around the best of the Kashmir winter, between mid-December and early March. It starts with two nights on a cedar houseboat on Dal Lake and a day trip to Sonamarg, which the Z-Morh tunnel now keeps open through the snow. Then it climbs to Gulmarg for the gondola and a night in the snow bowl, and ends with two nights in Pahalgam, from where local taxis take you into the snowbound Betaab and Aru valleys.\n\nThe pace is relaxed: no day has more than five hours in the car, and every hotel and houseboat has been chosen for its heating as much as its view. Groups are limited to 16, and the trip leader, a Srinagar local, handles gondola tickets, taxi unions and the unpredictability of winter roads.\n\nChoose between standard houseboat and three-star stays, a premium version with a super-deluxe houseboat on Nigeen Lake and four-star hotels, or the standard trip with an extra day in Gulmarg for a full-day ski lesson.",
  campsite: "kashmir",
  destinations: ["kashmir"],
  altitude: 3080,
  difficulty: "easy",
  seasons: ["winter"],
  months: [12, 1, 2, 3],
  themes: ["snow", "honeymoon", "family"],
  length: "6 days, about 560 km by road",
  location: "Srinagar, Jammu and Kashmir",
  minAge: 5,
  maxAge: 75,
  tips: "Pack thermals, a down or heavy padded jacket, woollen socks and waterproof gloves; boots and long coats are provided for the snow days. Kashmir is conservative: carry a scarf for shrines and the old city. Prepaid SIMs from outside the region do not work, so switch to postpaid or use hotel Wi-Fi.",
  images: [
    { scene: "houseboat-lake", time: "snow", alt: "Snow on the roofs of houseboats on Dal Lake" },
    { scene: "snow-trail", time: "snow", alt: "Visitors sledging in the snow at Sonamarg" },
    { scene: "himalayan-peaks", time: "snow", alt: "Gulmarg gondola climbing above snowy firs" },
    { scene: "river-valley", time: "snow", alt: "The Lidder river flowing through snowy Betaab Valley" },
    { scene: "pine-forest", time: "snow", alt: "Snow-laden pines along the road to Gulmarg" },
    { scene: "houseboat-lake", time: "dusk", alt: "Shikara on Dal Lake at sunset in winter" },
  ],
  packages: [
    {
      name: "Standard: houseboat and 3-star hotels",
      description:
        "A deluxe houseboat on Dal Lake, three-star hotels in Gulmarg and Pahalgam, breakfast and dinner daily and all sightseeing transport.",
      price: 23950,
      originalPrice: 26950,
      discountName: "Snow-season special",
      schedule: [arrival, sonamargDay, toGulmarg, toPahalgam, pahalgamDay, departure],
      stays: standardStays(1),
    },
    {
      name: "Premium: super-deluxe houseboat and 4-star hotels",
      description:
        "The same itinerary with a super-deluxe houseboat on quiet Nigeen Lake and four-star resorts in Gulmarg and Pahalgam.",
      price: 32950,
      schedule: [arrival, sonamargDay, toGulmarg, toPahalgam, pahalgamDay, departure],
      stays: [
        {
          name: "Srinagar",
          nights: 2,
          type: "Houseboat",
          properties: [
            {
              property: "nigeen-lake-zaffran-mahal",
              meals: "Breakfast and dinner by the houseboat's cook",
              roomType: "Super-deluxe suite with underfloor heating",
            },
          ],
        },
        {
          name: "Gulmarg",
          nights: 1,
          type: "Resort",
          properties: [
            {
              property: "gulmarg-kongdoori-ridge-resort",
              meals: "Breakfast and dinner",
              roomType: "Wood-panelled suite",
            },
          ],
        },
        {
          name: "Pahalgam",
          nights: 2,
          type: "Resort",
          properties: [
            { property: "pahalgam-aru-pines-retreat", meals: "Breakfast and dinner", roomType: "Cottage room" },
          ],
        },
      ],
    },
    {
      name: "Standard with a Gulmarg ski day",
      description:
        "The standard trip with a second night in Gulmarg and a full-day beginner ski lesson with equipment, between the gondola and the drive to Pahalgam.",
      price: 28450,
      schedule: [arrival, sonamargDay, toGulmarg, skiDay, toPahalgam, pahalgamDay, departure],
      stays: standardStays(2),
    },
  ],
  departures: {
    months: [12, 1, 2, 3],
    weekdays: [5, 6],
    capacity: 16,
    peak: { months: [12], surcharge: 3500 },
    unavailable: [{ package: 2, weekdays: [5] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Houseboat and hotels",
      icon: "hotel",
      description: "Twin-sharing heated rooms throughout.",
    },
    {
      kind: "inclusion",
      name: "Breakfast and dinner",
      icon: "meal",
      description: "Every day, including one traditional wazwan dinner.",
    },
    {
      kind: "inclusion",
      name: "Airport transfers and sightseeing",
      icon: "transport",
      description: "Private tempo traveller or SUVs, and Pahalgam union taxis to Betaab and Aru.",
    },
    { kind: "inclusion", name: "Sunset shikara ride on Dal Lake", icon: "boat" },
    {
      kind: "inclusion",
      name: "Gondola Phase 1 and a Sonamarg sledge ride",
      icon: "ticket",
      description: "Gulmarg to Kongdoori tickets, snow boots and coats, and one sledge ride at Thajiwas.",
    },
    {
      kind: "inclusion",
      name: "Full-day ski lesson",
      icon: "ski",
      description: "Instructor, skis, boots, helmet and suit.",
      excludedPackage: 0,
    },
    { kind: "inclusion", name: "Trip leader from Srinagar", icon: "guide" },
    { kind: "exclusion", name: "Flights to and from Srinagar", icon: "flight" },
    {
      kind: "exclusion",
      name: "Gondola Phase 2",
      icon: "ticket",
      description: "About ₹1,000 per person, booked by us on request, subject to weather.",
    },
    { kind: "exclusion", name: "Lunches, ponies and personal expenses", icon: "wallet" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Flights",
      description:
        "Land in Srinagar by 1 pm on Day 1 and book your return after 3 pm on Day 6. Winter fog and snow delay flights; a flexible ticket is worth it.",
    },
    {
      name: "Clothing",
      description:
        "Temperatures range from 5 °C by day to minus 10 °C at night. Pack thermals, a heavy jacket, woollen cap, gloves and two pairs of warm socks per day.",
    },
    {
      name: "Mobile phones",
      description:
        "Only postpaid SIMs from outside Jammu and Kashmir work. The trip leader's number is shared on WhatsApp before you fly.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is snow guaranteed?",
      answer:
        "Gulmarg and Sonamarg have snow on the ground from late December to early March in almost every year. Srinagar itself sees snowfall only some days.",
    },
    {
      group: "About the trip",
      question: "What if a road is closed by snow?",
      answer:
        "Winter closures are usually short. The trip leader reshuffles the days or swaps a destination; if a paid activity cannot happen, we refund it.",
    },
    {
      group: "Fitness and safety",
      question: "Is the trip suitable for children and parents?",
      answer:
        "Yes. There is no trekking, the drives are short and every room is heated. Children from 5 and travellers up to 75 join often.",
    },
    {
      group: "Stay and food",
      question: "Will the houseboat be cold?",
      answer:
        "No. Rooms have heaters and electric blankets, and the sitting room has a bukhari. We inspect every houseboat we use in winter.",
    },
    {
      group: "Stay and food",
      question: "Do you cater for vegetarians?",
      answer:
        "Yes. Kashmiri vegetarian dishes such as dum aloo, nadru yakhni and haak are served alongside the meat dishes.",
    },
    {
      group: "Booking and payment",
      question: "Can I book a private room as a single traveller?",
      answer: "Yes, with a single supplement of ₹9,500 on the standard package and ₹14,000 on the premium.",
    },
    {
      group: "Travel and documents",
      question: "Which documents do I need?",
      answer:
        "A government photo ID for flights, hotels and gondola tickets. Foreign nationals register at hotels with their passport and visa.",
    },
  ],
  reviews: [
    {
      userName: "Neha Agarwal",
      rating: 5,
      text: "Went with my parents over New Year. The houseboat was toasty, the food was incredible and our trip leader Mir sahab treated Papa like his own father. Gulmarg under fresh snow looked like a Christmas card.",
      daysAgo: 325,
      photo: true,
      images: [{ scene: "houseboat-lake", time: "snow", alt: "Houseboat veranda looking onto a snowy lake" }],
    },
    {
      userName: "Siddharth Jain",
      rating: 5,
      text: "The ski day was the highlight for me. I had never skied and by 3 pm I was coming down the beginner slope without falling. The instructor was patient and funny.",
      daysAgo: 290,
    },
    {
      userName: "Fatima Sheikh",
      rating: 4,
      text: "Lovely trip. Our Sonamarg day was cut short by a snowfall and we had to turn back at Gund, but the leader moved things around so we went the next morning instead. Premium houseboat on Nigeen was so peaceful.",
      daysAgo: 272,
    },
    {
      userName: "Rajat Khanna",
      rating: 5,
      text: "Honeymoon trip, and the group was small enough that we still had plenty of time to ourselves. The sunset shikara with kahwa was perfect.",
      daysAgo: 301,
      photo: true,
    },
    {
      userName: "Anjali Mishra",
      rating: 3,
      text: "Beautiful places, but the day from Gulmarg to Pahalgam was longer than we expected with traffic in Srinagar. Hotel in Pahalgam was good. Would have liked one more free afternoon.",
      daysAgo: 248,
    },
  ],
  attractions: ["dal-lake", "gulmarg-meadows", "thajiwas-glacier", "betaab-valley", "mughal-gardens-srinagar"],
  updatedDaysAgo: 2,
};
