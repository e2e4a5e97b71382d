import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

// Riders and SUV travellers share one itinerary; the rider packages add a test ride on day 2.
const arrive: DemoScheduleItem = {
  name: "Arrive in Leh (3,500 m) and rest",
  brief: "Airport pick-up; a day of complete rest",
  description:
    "Step off the plane slowly: Leh is at 3,500 metres and the air holds a third less oxygen than at sea level. We drive you to the hotel, and the rest of the day is for sleeping, drinking water and butter tea, and not much else. In the evening, if you feel well, a gentle stroll to the main bazaar with the trip leader. First oxygen check at dinner.",
  image: { scene: "himalayan-peaks", time: "day", alt: "Snowy Stok range above the green oasis of Leh" },
};

const sham: DemoScheduleItem = {
  name: "Sham valley: Magnetic Hill, Sangam and Pathar Sahib",
  brief: "About 70 km, an easy day below 3,500 m",
  description:
    "An acclimatisation day downstream along the Indus: the Hall of Fame army museum, Gurudwara Pathar Sahib, the optical illusion of Magnetic Hill, and the Sangam, where the blue Indus meets the muddy Zanskar. Riders collect their motorcycles in the afternoon for a test ride and a briefing on high-altitude riding.",
};

const toNubra: DemoScheduleItem = {
  name: "Leh to Nubra over Khardung La (5,359 m)",
  brief: "About 120 km, 5 to 6 hours",
  description:
    "We climb 39 km of switchbacks to Khardung La, stop for 15 minutes at the top for photographs and keep moving. The road drops into the Shyok valley and on to Diskit, where we visit the monastery and its 32-metre Maitreya Buddha. At Hunder, the afternoon is for the sand dunes and a ride on a double-humped Bactrian camel. Dinner and bonfire at the camp.",
  image: { scene: "desert-dunes", time: "dusk", alt: "Bactrian camels on sand dunes in the Nubra valley at dusk" },
};

const toPangong: DemoScheduleItem = {
  name: "Nubra to Pangong Tso (4,225 m) via the Shyok road",
  brief: "About 160 km, 6 to 7 hours",
  description:
    "We follow the Shyok river upstream through Agham and Durbuk, a remote road of river crossings and wide, empty valleys. The first sight of Pangong, a band of turquoise between brown mountains, stops everyone in their tracks. Afternoon on the shore; the night is cold and the stars are astonishing.",
  image: { scene: "high-lake", time: "day", alt: "Turquoise Pangong Tso between bare brown mountains" },
};

const backToLeh: DemoScheduleItem = {
  name: "Pangong to Leh over Chang La (5,360 m)",
  brief: "About 160 km, 5 to 6 hours, with Thiksey on the way",
  description:
    "Sunrise on the lake, then the climb to Chang La, where marmots sun themselves by the road in summer. Descending to the Indus, we stop at Thiksey monastery before reaching Leh in the afternoon. Hot showers and an evening in the bazaar.",
};

const monasteries: DemoScheduleItem = {
  name: "Hemis, Shey and Leh Palace",
  brief: "Monasteries of the Indus valley and a farewell dinner",
  description:
    "A gentler day: Hemis, the richest monastery in Ladakh, hidden in a side valley, and the palace and giant Buddha at Shey. In the afternoon we climb Leh Palace and, for sunset, Shanti Stupa above the town. Farewell dinner of Ladakhi skyu and chhutagi with the group.",
};

const depart: DemoScheduleItem = {
  name: "Departure from Leh",
  brief: "Airport drop for morning flights",
  description:
    "Flights out of Leh leave early in the morning, when the air is cool and calm. We drop you at the airport two hours before your flight. Riders hand back their motorcycles the evening before.",
};

const stays: DemoStay[] = [
  {
    name: "Leh",
    nights: 4,
    type: "Hotel",
    properties: [{ property: "leh-stok-view-hotel", meals: "Breakfast and dinner", roomType: "Deluxe twin room" }],
  },
  {
    name: "Hunder, Nubra valley",
    nights: 1,
    type: "Desert camp",
    properties: [
      { property: "hunder-desert-camp", meals: "Breakfast and dinner", roomType: "Swiss tent with attached bathroom" },
    ],
  },
  {
    name: "Pangong Tso",
    nights: 1,
    type: "Lakeside camp",
    hideHotelName: true,
    properties: [
      { property: "pangong-lakeside-camp", meals: "Breakfast and dinner", roomType: "Insulated tent, twin sharing" },
    ],
  },
];

const schedule = [arrive, sham, toNubra, toPangong, backToLeh, monasteries, depart];

export const ladakhRoadTrip: DemoTrek = {
  slug: "ladakh-road-trip",
  name: "Ladakh Road Trip",
  type: "group-trip",
  code: "PJ-LA-LRT",
  metaTitle: "Ladakh Road Trip: Leh, Nubra and Pangong in 7 Days",
  metaDescription:
    "A 7-day Ladakh group trip from Leh by SUV or Royal Enfield: Khardung La, Hunder's dunes, Pangong Tso and the monasteries, with acclimatisation built in.",
  tagline: "Over the world's highest passes to the dunes of Nubra and the blue of Pangong",
  description:
    "A week on the roads of Ladakh: two slow days in Leh to acclimatise, then over Khardung La to the dunes and camels of Nubra, along the lonely Shyok to Pangong Tso, back over Chang La, and a last day among the great monasteries of the Indus. Travel in an SUV, or ride a Royal Enfield with our road captain.",
  about:
    "This trip is built around one rule: acclimatise before you climb. You fly into Leh and spend two nights there, the second after an easy day in the Sham valley, before crossing Khardung La. From Nubra, we take the Shyok road to Pangong, which avoids backtracking to Leh, and return over Chang La. Every morning and evening, the trip leader checks each traveller's blood oxygen.\n\nSUV travellers ride in Innovas or Xylos, four to a car, with local Ladakhi drivers. Riders get a serviced Royal Enfield Himalayan with fuel, and ride behind a road captain with a backup vehicle and mechanic carrying luggage, spares and oxygen. Pillion seats are available for couples and friends who want the bike without the riding.\n\nThe season runs from May, when the passes open, to September. June and September have the clearest skies; July and August are warmest, with occasional rain and slush on the passes.",
  campsite: "ladakh",
  destinations: ["ladakh"],
  altitude: 5359,
  difficulty: "easy-moderate",
  seasons: ["summer", "monsoon"],
  months: [5, 6, 7, 8, 9],
  themes: ["adventure", "culture"],
  length: "7 days, about 650 km by road",
  location: "Leh, Ladakh",
  minAge: 12,
  maxAge: 62,
  tips: "Book the earliest flight into Leh you can and do nothing on Day 1; the people who feel worst are those who go sightseeing on arrival. Carry a buff against dust, lip balm, SPF 50 sunscreen and a warm layer for the passes even in August. Diamox is commonly used for acclimatisation, but only on a doctor's advice.",
  images: [
    { scene: "high-lake", time: "day", alt: "Pangong Tso's turquoise water between brown mountains" },
    { scene: "mountain-road", time: "snow", alt: "Prayer flags over the road at Khardung La" },
    { scene: "desert-dunes", time: "dusk", alt: "Sand dunes of Hunder at sunset with snow peaks" },
    { scene: "monastery", time: "dawn", alt: "Thiksey monastery rising in tiers above the Indus valley" },
    { scene: "mountain-road", time: "day", alt: "Motorcycles riding a winding road through a barren valley" },
    { scene: "old-town", time: "dusk", alt: "Leh Palace above the old town at sunset" },
  ],
  packages: [
    {
      name: "SUV seat, Leh to Leh",
      description:
        "A seat in a Toyota Innova or Mahindra Xylo with three other travellers, a local driver and the trip leader's car in the convoy.",
      price: 28950,
      originalPrice: 31950,
      discountName: "Early-bird fare",
      schedule,
      stays,
    },
    {
      name: "Rider on a Royal Enfield Himalayan",
      description:
        "Your own Royal Enfield Himalayan, fuel, a riding briefing and a road captain, with a backup vehicle carrying your luggage, spares and a mechanic.",
      price: 35950,
      schedule,
      stays,
    },
    {
      name: "Pillion on a Royal Enfield",
      description:
        "Ride behind a friend or partner on the rider package's motorcycle. Helmet and riding jacket included.",
      price: 26450,
      schedule,
      stays,
    },
  ],
  departures: {
    months: [5, 6, 7, 8, 9],
    weekdays: [0, 3],
    capacity: 24,
    unavailable: [
      { package: 1, weekdays: [3] },
      { package: 2, weekdays: [3] },
    ],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Hotels and camps",
      icon: "hotel",
      description:
        "Four nights in Leh, a night in a Hunder desert camp and a night in a Pangong lakeside camp, twin sharing.",
    },
    { kind: "inclusion", name: "Breakfast and dinner", icon: "meal" },
    {
      kind: "inclusion",
      name: "Innova or Xylo with driver",
      icon: "transport",
      description: "Airport transfers and all sightseeing.",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Permits and environment fees",
      icon: "permit",
      description: "Online registration and the Ladakh environment and wildlife fees for Nubra and Pangong.",
    },
    {
      kind: "inclusion",
      name: "Trip leader and oxygen checks",
      icon: "first-aid",
      description: "A trip leader trained in high-altitude first aid, with oxygen cylinders and oximeters.",
    },
    {
      kind: "inclusion",
      name: "Backup vehicle and mechanic for riders",
      icon: "motorcycle",
      description: "Carries luggage, spares and fuel behind the riding group.",
      excludedPackage: 0,
    },
    { kind: "exclusion", name: "Flights to and from Leh", icon: "flight" },
    {
      kind: "exclusion",
      name: "Motorcycle security deposit",
      icon: "wallet",
      description: "₹10,000 per motorcycle, refundable, paid in Leh.",
    },
    { kind: "exclusion", name: "Monastery entry fees, lunches and camel rides", icon: "ticket" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Riding licence and experience",
      description:
        "Riders must carry a valid two-wheeler licence and have ridden a 300 cc or larger motorcycle on mountain roads before. The road captain may move you to the backup vehicle if your riding is unsafe.",
    },
    {
      name: "Acclimatisation is compulsory",
      description:
        "No one leaves Leh for Khardung La before two nights there. If your oxygen saturation is low or you show signs of altitude sickness, you will rest in Leh while the group goes ahead.",
    },
    {
      name: "Medical certificate",
      description:
        "Upload a fitness certificate from a registered doctor. Travellers with heart or lung conditions must consult their doctor about altitudes above 5,000 metres.",
    },
    {
      name: "Packing",
      description:
        "Layers for 0 to 25 °C: a warm jacket, fleece, windproof shell, gloves, sunglasses, sunscreen, lip balm, a buff and sturdy shoes. Riders bring riding boots and gloves; helmets and jackets are provided.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Why do we not drive from Manali or Srinagar?",
      answer:
        "Flying in makes the trip shorter and the route simpler. We run separate road trips from Manali and Srinagar for those who want the full overland journey.",
    },
    {
      group: "Fitness and safety",
      question: "What if I get altitude sickness?",
      answer:
        "Mild symptoms are common on the first day and pass with rest. If they worsen, the trip leader uses oxygen and arranges for you to descend or rest in Leh; we follow standard high-altitude protocols.",
    },
    {
      group: "Fitness and safety",
      question: "Do I need riding experience for the rider package?",
      answer:
        "Yes: comfort on a heavy motorcycle, on hairpins and on gravel. If you have only ridden in cities, choose the pillion or SUV option.",
    },
    {
      group: "Stay and food",
      question: "Are there attached bathrooms at Nubra and Pangong?",
      answer: "Yes, both camps have tents with attached bathrooms. Hot water is available in the morning and evening.",
    },
    {
      group: "Travel and documents",
      question: "Does my mobile work in Ladakh?",
      answer:
        "Postpaid connections work in Leh and parts of Nubra; Pangong has patchy Jio and BSNL. Prepaid SIMs from outside Ladakh often do not work.",
    },
    {
      group: "Booking and payment",
      question: "Can a rider and a pillion share a bike?",
      answer:
        "Yes: book one rider package and one pillion package. The pillion rides on that motorcycle for the whole trip.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if my flight to Leh is cancelled?",
      answer:
        "Tell us at once. If you arrive a day late, we help you catch up with the group where safe; days missed are not refunded, but we will never let you skip acclimatisation.",
    },
  ],
  reviews: [
    {
      userName: "Kabir Malhotra",
      rating: 5,
      text: "Rode the Himalayan on the Shyok road to Pangong and it was everything I dreamed of. The road captain was strict about spacing and speed, and the mechanic fixed my clutch cable in ten minutes near Durbuk.",
      daysAgo: 102,
      photo: true,
      images: [{ scene: "mountain-road", time: "day", alt: "Motorcycle parked beside a lake road" }],
    },
    {
      userName: "Shreya Patil",
      rating: 5,
      text: "The two rest days in Leh felt slow at the time, but nobody in our SUV got sick, while we met others at Pangong who were miserable. That says everything about this team.",
      daysAgo: 118,
    },
    {
      userName: "Jaspreet Kaur",
      rating: 4,
      text: "Pillion with my husband. Loved the trip; the Pangong camp was freezing even in July and the electric blanket only ran for three hours. Bring a hot-water bottle.",
      daysAgo: 135,
    },
    {
      userName: "Ashwin Kumar",
      rating: 5,
      text: "Thiksey at sunrise, the dunes at Hunder, and the most beautiful lake on earth. The trip leader knew Ladakhi, which made every monastery visit richer.",
      daysAgo: 157,
      photo: true,
    },
    {
      userName: "Megha Srivastava",
      rating: 3,
      text: "Beautiful but exhausting. The Nubra to Pangong day was 8 hours with a flat tyre. I would have liked more time in Nubra. Team was kind throughout.",
      daysAgo: 81,
    },
    {
      userName: "Rohan D'Souza",
      rating: 5,
      text: "Third trip with them and the best. The farewell dinner of skyu in Leh was a lovely touch.",
      daysAgo: 66,
    },
  ],
  attractions: ["khardung-la", "hunder-sand-dunes", "pangong-tso", "thiksey-monastery", "leh-palace"],
  updatedDaysAgo: 47,
};
