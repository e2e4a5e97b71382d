import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const busToShimla: DemoScheduleItem = {
  name: "Overnight Volvo from Delhi to Shimla",
  brief: "Departs ISBT Kashmere Gate about 9:30 pm",
  description:
    "The group meets at ISBT Kashmere Gate for the overnight Volvo to Shimla, arriving around 6 am. Our tempo traveller and trip leader are waiting at the Old Bus Stand with tea and parathas for the road.",
  countAsDay: false,
};

const toSangla: DemoScheduleItem = {
  name: "Shimla to Sangla (2,680 m)",
  brief: "About 220 km, 9 hours into Kinnaur",
  description:
    "Through Narkanda's apple orchards and down to the Sutlej at Rampur, then into Kinnaur along one of the most dramatic roads in India, carved into the cliffs of the gorge. At Karcham we turn up the Baspa valley to Sangla and our riverside cottages, set in an orchard.",
};

const chitkulKalpa: DemoScheduleItem = {
  name: "Chitkul and on to Kalpa (2,960 m)",
  brief: "Morning in Chitkul, about 75 km in all",
  description:
    "An early drive up the Baspa to Chitkul, the last village before the Tibet border, with its wooden temple, fields of buckwheat and the river running clear over white stones. After lunch we return down the valley and climb to Kalpa, where the sun sets on the Kinner Kailash range and its famous rock pillar, the Shivling.",
  image: { scene: "river-valley", time: "day", alt: "Clear river running over white stones past a wooden village" },
};

const nakoTabo: DemoScheduleItem = {
  name: "Kalpa to Tabo via Khab and Nako",
  brief: "About 165 km, 7 hours; from orchards to desert",
  description:
    "The trees give out as we follow the Sutlej to Khab and its confluence with the Spiti river, then climb the Ka zigzags to Nako for lunch beside its lake. Past the Malling nala and the village of Sumdo, we enter Spiti and reach Tabo in the late afternoon, in time for its thousand-year-old monastery in the evening light.",
};

const dhankarKaza: DemoScheduleItem = {
  name: "Tabo to Kaza (3,800 m), via Dhankar lake",
  brief: "About 50 km, with a 2-hour hike",
  description:
    "At Dhankar we visit the cliff-top monastery and hike up to Dhankar lake, a good acclimatisation walk with a view of the Manirang peaks and the meeting of the Spiti and Pin rivers far below. Afternoon drive to Kaza, the capital of Spiti, with its cafés and a lively evening bazaar.",
  image: { scene: "monastery", time: "day", alt: "Monastery perched on eroded earth pillars above a river valley" },
};

const highVillages: DemoScheduleItem = {
  name: "Key, Kibber, Chicham, Langza, Hikkim and Komic",
  brief: "A day loop of Spiti's high villages, up to 4,587 m",
  description:
    "A full day above Kaza: Key monastery on its cone-shaped hill, Kibber and the dizzying Chicham bridge over its gorge, then round to Langza's Buddha and fossil fields, Hikkim's high post office and the monastery at Komic. By now, after four nights of gradual climbing, the altitude feels manageable; we still walk slowly.",
};

const chandratal: DemoScheduleItem = {
  name: "Kaza to Chandratal (4,300 m) over Kunzum La",
  brief: "About 90 km, 5 hours, then a short walk",
  description:
    "We drive up the Spiti valley past Losar, the last village, and over the Kunzum La (4,551 m), where travellers circle the temple of Kunzum Devi for luck. Down the other side, a rough track leads to the Chandratal camps; after check-in, we walk to the lake for sunset. The night is cold and the sky is full of stars.",
  image: { scene: "high-lake", time: "dusk", alt: "Crescent-shaped lake at dusk ringed by scree slopes" },
};

const toManali: DemoScheduleItem = {
  name: "Chandratal to Manali via the Atal Tunnel",
  brief: "About 125 km, 6 to 7 hours",
  description:
    "After sunrise at the lake, we take the famously rough road from Batal to Gramphu along the Chandra river, crossing streams that flood in the afternoon, then glide through the Atal Tunnel and down into the green Kullu valley. The trip ends in Manali by about 5 pm.",
};

const manaliToDelhi: DemoScheduleItem = {
  name: "Manali and the overnight Volvo to Delhi",
  brief: "Free day, bus departs about 5:30 pm",
  description:
    "A slow morning after a week on the road: Hadimba temple in its deodar forest, Old Manali's cafés, or a nap. Bags stay at the hotel until the evening bus, which reaches Delhi early the next morning.",
};

const core: DemoStay[] = [
  {
    name: "Sangla",
    nights: 1,
    type: "Cottages",
    properties: [
      {
        property: "sangla-baspa-riverside-cottages",
        meals: "Breakfast and dinner",
        roomType: "Orchard cottage, twin sharing",
      },
    ],
  },
  {
    name: "Kalpa",
    nights: 1,
    type: "Hotel",
    properties: [
      { property: "kalpa-apple-terrace", meals: "Breakfast and dinner", roomType: "Kinner Kailash view room" },
    ],
  },
  {
    name: "Tabo",
    nights: 1,
    type: "Homestay",
    properties: [
      { property: "tabo-sunrise-homestay", meals: "Breakfast and dinner", roomType: "Twin room, attached bathroom" },
    ],
  },
  {
    name: "Kaza",
    nights: 2,
    type: "Hotel",
    properties: [{ property: "kaza-spiti-sky-hotel", meals: "Breakfast and dinner", roomType: "Deluxe twin room" }],
  },
  {
    name: "Chandratal",
    nights: 1,
    type: "Swiss tents",
    hideHotelName: true,
    properties: [
      { property: "chandratal-swiss-camp", meals: "Dinner and breakfast", roomType: "Twin-sharing Swiss tent" },
    ],
  },
];

const circuit = [toSangla, chitkulKalpa, nakoTabo, dhankarKaza, highVillages, chandratal, toManali];

export const spitiValleyRoadTrip: DemoTrek = {
  slug: "spiti-valley-road-trip",
  name: "Spiti Valley Road Trip",
  type: "group-trip",
  code: "PJ-HP-SRT",
  metaTitle: "Spiti Valley Road Trip: Kinnaur, Kaza and Chandratal",
  metaDescription:
    "A 7-day Spiti circuit from Shimla to Manali: Chitkul, Kalpa, Nako, Tabo, Kaza's high villages and a night at Chandratal, with stays, meals and transport.",
  tagline: "The great Himalayan loop: Kinnaur's gorges, Spiti's monasteries and a night by the moon lake",
  description:
    "The Spiti circuit is one of India's great road journeys: in a week you climb from the apple orchards of Kinnaur into the cold desert of Spiti, visit its thousand-year-old monasteries and high villages, cross the Kunzum La and spend a night by Chandratal before rolling down through the Atal Tunnel to Manali.",
  about:
    "We drive the circuit anticlockwise, from Shimla through Kinnaur to Spiti and out over the Kunzum Pass to Manali, because it lets the body adjust slowly: nights at 2,680, 2,960 and 3,280 metres come before Kaza at 3,800 and Chandratal at 4,300. The roads are long and sometimes rough, but every day has a highlight, from Chitkul's riverside to the fossils of Langza.\n\nThe group travels in tempo travellers with drivers from Kinnaur and Spiti who know every landslide zone, with a trip leader who is trained in wilderness first aid. Stays are a mix of orchard cottages, a Kalpa hotel with a view of Kinner Kailash, a Tabo homestay, a comfortable hotel in Kaza and Swiss tents at Chandratal.\n\nThe full circuit depends on the Kunzum Pass, which is usually open from mid-June to mid-October. On May and late-October departures, the trip returns through Kinnaur to Shimla instead, with an extra day in the Pin valley replacing Chandratal; we confirm the route a week before departure.",
  campsite: "himachal-pradesh",
  destinations: ["spiti-valley", "manali"],
  altitude: 4587,
  difficulty: "easy-moderate",
  seasons: ["summer", "autumn"],
  months: [5, 6, 7, 8, 9, 10],
  themes: ["adventure", "culture"],
  length: "7 days, about 850 km by road",
  location: "Shimla to Manali, Himachal Pradesh",
  minAge: 8,
  maxAge: 68,
  tips: "Take the window seat on the right when leaving Shimla for the best views of the Sutlej gorge. Carry a warm jacket even in July for Chandratal's nights, and a scarf or buff against the dust between Batal and Gramphu. Keep motion sickness tablets handy for the Kinnaur stretch.",
  images: [
    { scene: "mountain-road", time: "day", alt: "Road carved into a cliff above the Sutlej gorge in Kinnaur" },
    { scene: "monastery", time: "day", alt: "Key monastery on its conical hill in the Spiti valley" },
    { scene: "high-lake", time: "dawn", alt: "First light on Chandratal after a night at the camp" },
    { scene: "river-valley", time: "day", alt: "Chitkul village beside the Baspa river" },
    { scene: "himalayan-peaks", time: "dusk", alt: "Kinner Kailash at sunset from Kalpa" },
    { scene: "campsite-night", time: "night", alt: "Swiss tents under the Milky Way at Chandratal" },
  ],
  packages: [
    {
      name: "Shimla to Manali",
      description:
        "Seven days on the road from Shimla's Old Bus Stand to Manali, with six nights in cottages, hotels, a homestay and Swiss tents.",
      price: 24450,
      originalPrice: 26950,
      discountName: "Early-bird fare",
      schedule: circuit,
      stays: core,
    },
    {
      name: "Delhi to Delhi",
      description:
        "The full circuit plus overnight Volvo seats from Delhi to Shimla and from Manali back to Delhi, with a night and a free day in Manali at the end.",
      price: 27950,
      schedule: [busToShimla, ...circuit, manaliToDelhi],
      stays: [
        ...core,
        {
          name: "Manali",
          nights: 1,
          type: "Hotel",
          properties: [
            { property: "manali-deodar-heights", meals: "Dinner and breakfast", roomType: "Deluxe twin room" },
          ],
        },
      ],
    },
  ],
  departures: {
    months: [5, 6, 7, 8, 9, 10],
    weekdays: [6],
    capacity: 18,
  },
  includes: [
    {
      kind: "inclusion",
      name: "Stays",
      icon: "hotel",
      description: "Six nights on twin sharing: cottages, hotels, a homestay and Swiss tents.",
    },
    { kind: "inclusion", name: "Breakfast and dinner every day", icon: "meal" },
    {
      kind: "inclusion",
      name: "Tempo traveller, Shimla to Manali",
      icon: "transport",
      description: "With experienced mountain drivers, fuel, tolls and the Lahaul green tax.",
    },
    {
      kind: "inclusion",
      name: "Volvo from and to Delhi, and a night in Manali",
      icon: "bus",
      excludedPackage: 0,
    },
    {
      kind: "inclusion",
      name: "Trip leader",
      icon: "guide",
      description: "Trained in wilderness first aid, with oxygen and an oximeter in the vehicle.",
    },
    { kind: "inclusion", name: "Inner line permits for foreign nationals", icon: "permit" },
    { kind: "exclusion", name: "Lunches and snacks", icon: "meal" },
    { kind: "exclusion", name: "Monastery entry fees and donations", icon: "wallet" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Altitude",
      description:
        "The route is designed for gradual acclimatisation, but drink three litres of water a day, avoid alcohol until Manali and tell the trip leader about any headache or nausea at once.",
    },
    {
      name: "Luggage",
      description:
        "One soft bag of up to 15 kg and a daypack per person. Hard suitcases do not fit well in the vehicle's carrier and suffer on Spiti's roads.",
    },
    {
      name: "Documents",
      description:
        "Carry an original government ID. Foreign nationals must send a passport copy 15 days before departure for the inner line permit.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Why start from Shimla and not Manali?",
      answer:
        "Going in through Kinnaur lets you climb slowly, spending nights at lower villages before Kaza. Entering from Manali takes you straight to 4,000 metres and more people feel unwell.",
    },
    {
      group: "About the trip",
      question: "What happens on departures when Kunzum is closed?",
      answer:
        "In May and late October we return through Kinnaur to Shimla and replace Chandratal with a day in the Pin valley. Travellers on those departures are told a week ahead.",
    },
    {
      group: "Fitness and safety",
      question: "How rough are the roads?",
      answer:
        "Mostly good tarmac to Kaza, with broken stretches in Kinnaur. The Batal to Gramphu section on the last day is rough and dusty, with water crossings.",
    },
    {
      group: "Stay and food",
      question: "Are the Chandratal tents comfortable?",
      answer:
        "They have beds and thick blankets, with shared toilets. It is the simplest night of the trip and the most memorable.",
    },
    {
      group: "Travel and documents",
      question: "Will my phone work in Spiti?",
      answer: "Jio and BSNL work in Kaza and some villages; Airtel is patchy. Chandratal has no network at all.",
    },
    {
      group: "Booking and payment",
      question: "Can I come with my own car and follow the group?",
      answer:
        "We do not run mixed convoys, but we can plan a self-drive itinerary with the same stays. Write to us for a quotation.",
    },
  ],
  reviews: [
    {
      userName: "Mitali Das",
      rating: 5,
      text: "The best week of my year. Every day felt like a different country: orchards, gorges, desert, and then that impossibly blue Chandratal. Our driver Negi ji deserves a medal for the Batal road.",
      daysAgo: 58,
      photo: true,
      images: [
        { scene: "high-lake", time: "day", alt: "Chandratal lake on a clear afternoon" },
        { scene: "mountain-road", time: "day", alt: "Rough road crossing a stream near Batal" },
      ],
    },
    {
      userName: "Varun Kapoor",
      rating: 4,
      text: "Loved the route and the pace. The Kaza hotel was excellent. Four stars only because the Delhi Volvo was late by two hours, which was not the team's fault.",
      daysAgo: 90,
    },
    {
      userName: "Sunaina Reddy",
      rating: 5,
      text: "Travelled with my 70-year-old father (we had a doctor's clearance). The slow climb via Kinnaur really worked; he had no altitude trouble at all and sent a postcard from Hikkim to his grandchildren.",
      daysAgo: 131,
    },
    {
      userName: "Yash Thakur",
      rating: 3,
      text: "Our departure was in late May and Kunzum had not opened, so we came back through Kinnaur. The Pin valley day was nice, but I really wanted Chandratal. The team had warned us, to be fair.",
      daysAgo: 172,
    },
    {
      userName: "Pooja Venkatesh",
      rating: 5,
      text: "Solo female traveller here, and I felt safe and looked after the whole week. The homestay in Tabo was the highlight: the family taught us to make thukpa.",
      daysAgo: 74,
      photo: true,
    },
  ],
  attractions: [
    "tabo-monastery",
    "dhankar-monastery",
    "key-monastery",
    "langza-hikkim-komic",
    "chandratal-lake",
    "atal-tunnel",
  ],
  updatedDaysAgo: 31,
};
