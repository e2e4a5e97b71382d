import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const busToShimla: DemoScheduleItem = {
  name: "Overnight Volvo from Delhi to Shimla",
  brief: "Departs Delhi about 9 pm, arrives Shimla about 6 am",
  description:
    "Board our reserved Volvo at ISBT Kashmere Gate. It climbs from Kalka through the night and reaches Shimla's Old Bus Stand at dawn, where the trip leader and our vehicles are waiting, with tea, for the drive into Kinnaur.",
  countAsDay: false,
};

const toKalpa: DemoScheduleItem = {
  name: "Shimla to Kalpa (2,960 m)",
  brief: "About 230 km, 9 hours along the Sutlej",
  description:
    "We leave Shimla at 7 am and cross Narkanda, often under snow, before dropping to the Sutlej at Rampur. The road then follows the river into Kinnaur, cut into the sides of a deep gorge past the Karcham and Wangtu dams. By late afternoon we climb from Reckong Peo to Kalpa, where the Kinner Kailash range fills the window of every room.",
  image: {
    scene: "himalayan-peaks",
    time: "dusk",
    alt: "Snow peaks turning pink at dusk above a village of apple trees",
  },
};

const toNako: DemoScheduleItem = {
  name: "Kalpa to Nako (3,625 m)",
  brief: "About 105 km, 5 hours; the landscape turns to desert",
  description:
    "The Sutlej gorge narrows and the forests thin out as we near Spiti. At Khab, the Spiti river meets the Sutlej in a thundering confluence, and the road climbs in tight hairpins to Nako, a village of mud houses around a lake that freezes solid in winter. The night in Nako's homestay helps the body adjust before going higher.",
  image: { scene: "frozen-river", time: "snow", alt: "Frozen lake beside a cluster of flat-roofed village houses" },
};

const toTabo: DemoScheduleItem = {
  name: "Nako to Tabo (3,280 m), via the Gue mummy",
  brief: "About 65 km, with a detour to Gue",
  description:
    "Past the Malling nala, where ice and landslides sometimes close the road, we enter Spiti proper. A detour up a side valley leads to Gue, where a mummified monk, Sangha Tenzin, sits in a small shrine, his body preserved for some five hundred years. We reach Tabo in time to visit its thousand-year-old monastery with a torch in the late afternoon.",
};

const toKaza: DemoScheduleItem = {
  name: "Tabo to Kaza (3,800 m), via Dhankar",
  brief: "About 50 km, with the climb to Dhankar",
  description:
    "We climb to the cliff-top fort and monastery of Dhankar, once Spiti's capital, above the frozen confluence of the Spiti and the Pin. A cup of butter tea with the monks, then on to Kaza, where most of the town is shut for winter but our homestay's kitchen is warm and busy.",
  image: { scene: "monastery", time: "snow", alt: "Ancient monastery on eroded cliffs above a frozen river valley" },
};

const kibberDay: DemoScheduleItem = {
  name: "Key, Kibber and the search for snow leopards",
  brief: "A morning with spotters, afternoon at Key monastery",
  description:
    "Winter is when snow leopards follow the ibex and blue sheep down to the cliffs around Kibber (4,270 m). We spend the morning with local spotters trained under a community conservation programme, scanning the slopes with spotting scopes; sightings are never guaranteed, but ibex, blue sheep and red foxes usually are. In the afternoon we cross the Chicham bridge and visit Key monastery, where the monks often invite us to the kitchen for tea.",
};

const villagesDay: DemoScheduleItem = {
  name: "Langza, Hikkim and Komic",
  brief: "The highest villages, above 4,400 metres",
  description:
    "A short drive above Kaza brings us to Langza, where a golden Buddha watches over the snowbound village and fossils lie in the fields. At Hikkim we send postcards from one of the highest post offices in the world, and at Komic (4,587 m) we visit the monastery before descending for a late lunch. Afternoon free in Kaza, or a walk on the frozen Spiti river with the trip leader.",
};

const backToKalpa: DemoScheduleItem = {
  name: "Kaza to Kalpa",
  brief: "About 200 km, 8 hours back through Spiti and Kinnaur",
  description:
    "A long drive retracing our route down the Spiti valley and back into Kinnaur. Because Kunzum Pass is closed in winter, this is the only way out. We stop for lunch at Nako and arrive in Kalpa by evening for a last view of Kinner Kailash.",
};

const backToShimla: DemoScheduleItem = {
  name: "Kalpa to Shimla",
  brief: "About 230 km, arriving around 6 pm",
  description:
    "Down the Sutlej gorge to Rampur, over Narkanda and into Shimla by early evening. The trip ends at Shimla's Old Bus Stand; if you are on the Delhi package, your bus leaves later the same evening.",
};

const busToDelhi: DemoScheduleItem = {
  name: "Overnight Volvo from Shimla to Delhi",
  brief: "Departs about 9:30 pm, arrives Delhi about 5:30 am",
  description:
    "Dinner on the Mall, then board the overnight Volvo back to Delhi, arriving at ISBT Kashmere Gate early the next morning. The trip leader sees everyone onto the bus.",
  countAsDay: false,
};

const stays: DemoStay[] = [
  {
    name: "Kalpa",
    nights: 2,
    type: "Hotel",
    properties: [
      { property: "kalpa-apple-terrace", meals: "Breakfast and dinner", roomType: "Heated twin room, mountain view" },
    ],
  },
  {
    name: "Nako",
    nights: 1,
    type: "Homestay",
    properties: [
      {
        property: "nako-lakeside-homestay",
        meals: "Breakfast and dinner",
        roomType: "Twin or triple room, bukhari heated",
      },
    ],
  },
  {
    name: "Tabo",
    nights: 1,
    type: "Homestay",
    properties: [
      { property: "tabo-sunrise-homestay", meals: "Breakfast and dinner", roomType: "Twin room, bukhari heated" },
    ],
  },
  {
    name: "Kaza",
    nights: 3,
    type: "Winter homestay",
    properties: [
      {
        property: "kaza-winter-homestay",
        meals: "Breakfast, lunch and dinner",
        roomType: "Twin room with bukhari, dry toilet",
      },
    ],
  },
];

const shimlaSchedule = [toKalpa, toNako, toTabo, toKaza, kibberDay, villagesDay, backToKalpa, backToShimla];

export const spitiWinterExpedition: DemoTrek = {
  slug: "spiti-winter-expedition",
  name: "Spiti Winter Expedition",
  type: "group-trip",
  code: "PJ-HP-SWE",
  metaTitle: "Spiti Winter Expedition: Snow Leopards and Frozen Valleys",
  metaDescription:
    "An 8-day winter group trip to Spiti through Kinnaur: Nako, Tabo, Dhankar, Key and Kibber snow leopard country, with heated homestays and all meals included.",
  tagline: "Minus twenty outside, butter tea inside: Spiti in the depths of winter",
  description:
    "In winter, Spiti turns into a world of frozen rivers, snow-covered monasteries and villages that live around the kitchen stove. This small-group expedition travels through Kinnaur to Kaza, searches for snow leopards with local spotters at Kibber and stays in family homestays where the bukhari never goes out.",
  about:
    "From January to March, Spiti is reached only through Kinnaur, and only by those who are prepared for it. Temperatures fall to minus 20 °C at night, pipes freeze, and most hotels in Kaza close their doors. What remains is the real Spiti: families gathered around the stove, monks at prayer in half-empty monasteries, frozen waterfalls and a silence that is hard to find anywhere else.\n\nOur route climbs slowly for acclimatisation: Kalpa at 2,960 metres, Nako at 3,625 and Tabo at 3,280 before three nights in Kaza at 3,800. From there we spend a morning with trained local spotters in the snow leopard country around Kibber, visit Key and Dhankar monasteries, and drive to the high villages of Langza, Hikkim and Komic.\n\nThe trip runs in Force Travellers driven by Kinnauri drivers with years of winter experience, with snow chains, a trip leader trained in wilderness first aid and oxygen on board. Groups are limited to 14. Expect basic, warm homestays with dry toilets, hearty food and long days on mountain roads.",
  impUpdate:
    "Winter route notice: Kunzum Pass is closed until June, so this trip enters and leaves Spiti through Kinnaur. After heavy snowfall, the road at Malling nala near Nako can close for a day or two; every itinerary has slack to absorb this, and the trip leader will update the group on WhatsApp.",
  campsite: "himachal-pradesh",
  destinations: ["spiti-valley"],
  altitude: 4587,
  difficulty: "moderate",
  seasons: ["winter"],
  months: [1, 2, 3],
  themes: ["snow", "adventure", "wildlife"],
  length: "8 days, about 1,050 km by road",
  location: "Kaza, Lahaul and Spiti, Himachal Pradesh",
  minAge: 12,
  maxAge: 60,
  discount: { slider: true, availed: 11, total: 15, daysPassed: 20 },
  tips: "Bring a down jacket rated to minus 20 °C, thermal base layers (two sets), woollen socks, insulated gloves and a balaclava. A hot-water bottle is the best thing you can pack. Drink three litres of water a day even when you are not thirsty, and keep your phone and power bank in an inside pocket: batteries die quickly in the cold.",
  images: [
    { scene: "frozen-river", time: "snow", alt: "Frozen Spiti river winding through a snowbound valley" },
    { scene: "monastery", time: "snow", alt: "Key monastery on its hill under fresh snow" },
    { scene: "mountain-road", time: "snow", alt: "Vehicle on a snowy mountain road in Kinnaur" },
    { scene: "high-lake", time: "snow", alt: "Nako lake frozen solid beside the village" },
    { scene: "portrait", time: "snow", alt: "Spitian woman in a woollen cap smiling by a stove", aspect: "square" },
    { scene: "himalayan-peaks", time: "dawn", alt: "Kinner Kailash range at sunrise seen from Kalpa" },
  ],
  packages: [
    {
      name: "Delhi to Delhi",
      description:
        "The full expedition with reserved overnight Volvo seats from Delhi to Shimla and back, adding two nights of travel to the eight days on the road.",
      price: 27950,
      originalPrice: 30950,
      discountName: "Snow-season fare",
      schedule: [busToShimla, ...shimlaSchedule, busToDelhi],
      stays,
    },
    {
      name: "Shimla to Shimla",
      description:
        "Join the group at Shimla's Old Bus Stand at 7 am on Day 1 and leave from there on the evening of Day 8.",
      price: 25450,
      schedule: shimlaSchedule,
      stays,
    },
  ],
  departures: {
    months: [1, 2, 3],
    weekdays: [3, 6],
    capacity: 14,
  },
  includes: [
    {
      kind: "inclusion",
      name: "Heated stays",
      icon: "homestay",
      description: "Hotel in Kalpa and family homestays with bukhari heating in Nako, Tabo and Kaza.",
    },
    {
      kind: "inclusion",
      name: "Meals",
      icon: "meal",
      description: "Breakfast and dinner throughout, and lunch in Kaza.",
    },
    {
      kind: "inclusion",
      name: "Winter-ready transport",
      icon: "transport",
      description: "Force Traveller with snow chains and experienced Kinnauri drivers, Shimla to Shimla.",
    },
    {
      kind: "inclusion",
      name: "Overnight Volvo from and to Delhi",
      icon: "bus",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Snow leopard spotting",
      icon: "binoculars",
      description: "A morning with trained local spotters and scopes at Kibber; sightings are not guaranteed.",
    },
    {
      kind: "inclusion",
      name: "Trip leader and safety",
      icon: "first-aid",
      description: "Trip leader trained in wilderness first aid, oxygen cylinder and oximeters in the vehicle.",
    },
    { kind: "exclusion", name: "Monastery donations and entry fees", icon: "wallet" },
    { kind: "exclusion", name: "Lunches outside Kaza", icon: "meal" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Health check",
      description:
        "Upload a doctor's fitness certificate. Travellers with heart or lung conditions, or high blood pressure, must discuss the trip with us before booking.",
    },
    {
      name: "Cold-weather clothing",
      description:
        "Down jacket, two sets of thermals, fleece, windproof trousers, insulated waterproof boots with a good grip, woollen socks, balaclava, gloves and liners.",
    },
    {
      name: "Cash and connectivity",
      description:
        "Carry ₹10,000 in cash: ATMs in Kaza often run dry in winter. Only BSNL and Jio work reliably, and not in every village.",
    },
    {
      name: "Reporting",
      description:
        "Departures leave Shimla on Wednesdays and Saturdays. Shimla package: be at the Old Bus Stand by 6:45 am on Day 1. Delhi package: report at ISBT Kashmere Gate by 8:30 pm the night before Day 1.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Will we see a snow leopard?",
      answer:
        "Maybe. Our groups have had sightings on roughly one departure in three, usually at a distance through a scope. Ibex and blue sheep are seen almost every time.",
    },
    {
      group: "About the trip",
      question: "Why not return via Manali?",
      answer:
        "The Kunzum Pass between Spiti and Lahaul is buried in snow from November to June. In winter, Kinnaur is the only road in or out.",
    },
    {
      group: "Fitness and safety",
      question: "How cold does it get?",
      answer: "Daytime temperatures in Kaza hover around minus 5 °C in January; nights reach minus 20 °C or lower.",
    },
    {
      group: "Fitness and safety",
      question: "What if someone gets altitude sickness?",
      answer:
        "The trip leader checks oxygen saturation every morning and evening. Oxygen is carried in the vehicle, and the quickest treatment, descent, is always possible towards Tabo or Kinnaur.",
    },
    {
      group: "Stay and food",
      question: "Are there running water and flush toilets?",
      answer:
        "Not in Kaza in winter: pipes freeze. Homestays use traditional dry toilets inside the house, which are clean and odourless, and heat water on the stove for washing.",
    },
    {
      group: "Stay and food",
      question: "What food is served?",
      answer:
        "Home-cooked Spitian and north Indian food: thukpa, momos, dal, rice, rotis, seasonal vegetables stored for winter, and plenty of butter tea and ginger tea.",
    },
    {
      group: "Booking and payment",
      question: "How many seats are there in a group?",
      answer: "Fourteen at most, in two vehicles, so that everyone has a window seat on the long drives.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if the road closes before we start?",
      answer:
        "If we cannot start, we cancel the departure and you choose, without a fee: a full refund, trip credit with a bonus, or another date. Delays during the trip are absorbed by our slack days.",
    },
  ],
  reviews: [
    {
      userName: "Aarav Sethi",
      rating: 5,
      text: "We saw a snow leopard! Far away, through the scope, lying on a ledge above Kibber, but I screamed so loudly the spotter had to shush me. The homestay in Kaza felt like family by the third night.",
      daysAgo: 262,
      photo: true,
      images: [
        { scene: "himalayan-peaks", time: "snow", alt: "Snowy cliffs above Kibber where the snow leopard was seen" },
      ],
    },
    {
      userName: "Priyanka Bose",
      rating: 5,
      text: "Hardest and most beautiful trip of my life. Minus 22 one night in Kaza, and we sat in the kitchen drinking butter tea while Chhering aunty told stories. The drivers were unbelievable on the icy roads.",
      daysAgo: 255,
    },
    {
      userName: "Manish Yadav",
      rating: 4,
      text: "Well organised, and the leader's daily oxygen checks were reassuring. The Malling nala road was shut for a day after snowfall and we spent an extra night in Nako; the slack day in the plan saved us.",
      daysAgo: 240,
    },
    {
      userName: "Ritika Sharma",
      rating: 3,
      text: "Amazing landscapes, but I underestimated the cold and the dry toilets. Please take the packing list seriously. The team lent me a spare down jacket, which I was grateful for.",
      daysAgo: 233,
    },
    {
      userName: "Tenzin Norbu",
      rating: 5,
      text: "As a Ladakhi I was curious about winter in Spiti. Very respectful team: they explained the customs before every monastery and never rushed the monks. Komic under snow was magical.",
      daysAgo: 226,
      photo: true,
    },
  ],
  attractions: ["key-monastery", "tabo-monastery", "dhankar-monastery", "langza-hikkim-komic"],
  updatedDaysAgo: 1,
};
