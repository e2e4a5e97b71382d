import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const schedule: DemoScheduleItem[] = [
  {
    name: "Dehradun to Sankri (1,950 m)",
    brief: "200 km, about 10 hours through the Tons valley",
    description:
      "Pick-up at 6:30 am outside Dehradun railway station. The road climbs through Mussoorie and drops to the Yamuna at Nainbagh before turning up the Tons valley through Purola, where the apple and rajma fields begin. After Mori the road narrows and follows the Tons and then the Supin under deodar forest. Evening tea, gear check and briefing at the Sankri guesthouse.",
  },
  {
    name: "Sankri to Taluka by jeep, trek to Pauni Garaat (2,500 m)",
    brief: "12 km drive, then 11 km on foot along the Supin river, 6 to 7 hours",
    description:
      "A short, bumpy jeep ride brings us to Taluka, where the road ends. From here the trail follows the Supin upstream, sometimes right beside the water, sometimes high on the valley side, through walnut, chestnut and pine. Across the river, the wooden village of Gangaad clings to the slope. Lunch is at a riverside tea shack; the camp at Pauni Garaat is on a flat meadow by the river.",
    image: { scene: "river-valley", time: "day", alt: "Trail following a clear river through a forested valley" },
  },
  {
    name: "Pauni Garaat to Kalkattiyadhar (2,900 m)",
    brief: "7 km, about 5 hours, past the terraces below Osla",
    description:
      "The valley opens up today. The trail climbs gently past terraced fields of red rice and rajma below Osla, whose carved wooden houses and temple roofs we will visit on the way back. Beyond the last fields, the first view of the Swargarohini peaks appears at the head of the valley. Kalkattiyadhar is a meadow on a ridge with Swargarohini and Hata peak framed directly ahead.",
  },
  {
    name: "Har Ki Dun (3,566 m) and back to Kalkattiyadhar",
    brief: "About 10 km round trip, 7 to 8 hours",
    description:
      "The big day. An early start brings you through birch and rhododendron, over meltwater streams and snow patches in spring, into the cradle of Har Ki Dun, where three valleys meet beneath the Swargarohini massif. After a packed lunch in the meadow, those with energy walk towards the Jaundhar glacier moraine for the view of Black Peak. We return to Kalkattiyadhar by late afternoon.",
    image: { scene: "alpine-meadow", time: "day", alt: "Wide meadows of Har Ki Dun below a jagged snow peak" },
  },
  {
    name: "Kalkattiyadhar to Osla village and Pauni Garaat",
    brief: "8 km, about 5 hours, with time in Osla",
    description:
      "On the way down we climb to Osla, one of the oldest villages in Garhwal, to see the Someshwar temple, where the local deity is identified with Duryodhana, and the four- and five-storey houses of stone and deodar. With a villager as our guide, we learn how families here store grain and hay for the six months of snow. We continue down to camp at Pauni Garaat.",
    image: {
      scene: "old-town",
      time: "day",
      alt: "Tall carved wooden houses in a Himalayan village on a terraced slope",
    },
  },
  {
    name: "Pauni Garaat to Taluka, drive to Sankri",
    brief: "11 km on foot, 12 km by jeep, 5 to 6 hours",
    description:
      "The last walk retraces the Supin trail downstream. The jeep from Taluka brings you back to Sankri in time for hot showers and an evening at the tea stalls of the bazaar. Completion certificates are handed out at dinner.",
  },
  {
    name: "Sankri to Dehradun",
    brief: "200 km, arriving between 6 and 7 pm",
    description:
      "We leave after an early breakfast and drive back through Purola and Mussoorie. Book your onward travel after 9 pm to allow for delays on the hill roads.",
  },
];

const stays: DemoStay[] = [
  {
    name: "Sankri",
    nights: 2,
    type: "Guesthouse",
    properties: [
      {
        property: "sankri-swargarohini-guesthouse",
        meals: "Dinner and breakfast",
        roomType: "Triple sharing, attached bathroom",
      },
    ],
  },
  {
    name: "Pauni Garaat and Kalkattiyadhar",
    nights: 4,
    type: "Alpine tents",
    hideHotelName: true,
    properties: [
      { property: "govind-alpine-camp", meals: "Breakfast, packed lunch and dinner", roomType: "Twin-sharing tent" },
    ],
  },
];

export const harKiDunTrek: DemoTrek = {
  slug: "har-ki-dun-trek",
  name: "Har Ki Dun Trek",
  type: "trek",
  code: "PJ-UK-HKD",
  metaTitle: "Har Ki Dun Trek: 7 Days to the Valley of the Gods",
  metaDescription:
    "Walk to Har Ki Dun below Swargarohini on a 7-day trek from Dehradun: the Supin valley, the wooden village of Osla and meadows at 3,566 m, with meals and camps.",
  tagline: "Follow an ancient river trail to the cradle-shaped valley below Swargarohini",
  description:
    "Har Ki Dun is a trek through living history as much as landscape. For four days you follow the Supin river through forests of walnut and pine, past villages of towering wooden houses where Duryodhana is worshipped, into a glacial valley at 3,566 metres ringed by the Swargarohini peaks.",
  about:
    "The trek begins where the road ends at Taluka, a jeep ride beyond Sankri, and follows the Supin river upstream for two days to Kalkattiyadhar, a ridge-top meadow facing Swargarohini. From there, a day walk brings you into Har Ki Dun itself, where three valleys meet under the snow, and on towards the Jaundhar glacier.\n\nWhat sets this trek apart is the villages. Osla and Gangaad are among the oldest settlements in Garhwal, their houses built in alternating layers of stone and deodar four or five storeys high, their fields terraced with red rice and rajma. We spend time in Osla on the way down, with a villager as our guide, rather than walking past it.\n\nThe trek runs in spring (April to June), when rhododendrons bloom and snow lingers in Har Ki Dun, and in autumn (September to November), when skies are clearest and the valley turns gold. At about 46 km over five trekking days, with a long day to Har Ki Dun, it suits fit beginners and anyone who prefers valleys to summits.",
  campsite: "uttarakhand",
  destinations: ["uttarakhand"],
  altitude: 3566,
  difficulty: "moderate",
  seasons: ["spring", "summer", "autumn"],
  months: [4, 5, 6, 9, 10, 11],
  themes: ["first-timers", "adventure", "culture"],
  length: "About 46 km over 5 trekking days",
  location: "Sankri, Uttarkashi district, Uttarakhand",
  minAge: 12,
  maxAge: 60,
  tips: "This is a long trek on foot, not a steep one: train for distance, with weekend walks of 12 to 15 km. Carry a light rain jacket in every season, as afternoon showers are common in the Supin valley. Bring some small cash for Osla: villagers sell woollen socks and local rajma.",
  images: [
    { scene: "alpine-meadow", time: "day", alt: "Har Ki Dun valley meadows under the Swargarohini peaks" },
    { scene: "old-town", time: "day", alt: "Carved wooden houses of Osla village on a terraced hillside" },
    { scene: "river-valley", time: "dawn", alt: "Morning light on the Supin river and its forested banks" },
    { scene: "campsite-night", time: "night", alt: "Camp at Kalkattiyadhar beneath a starlit ridge" },
    { scene: "himalayan-peaks", time: "dusk", alt: "Snow peaks turning pink at dusk above a valley" },
  ],
  packages: [
    {
      name: "Dehradun to Dehradun",
      description:
        "The complete trek with shared transport from and back to Dehradun, two nights in Sankri and four nights in our camps.",
      price: 13950,
      originalPrice: 15200,
      discountName: "Early-bird fare",
      schedule,
      stays,
    },
    {
      name: "Dehradun to Dehradun with backpack offloading",
      description:
        "The same trek with your backpack, up to 10 kg, carried by mule between camps. You walk with a daypack holding water, lunch and a warm layer.",
      price: 15750,
      schedule,
      stays,
    },
  ],
  departures: {
    months: [4, 5, 6, 9, 10, 11],
    weekdays: [2, 6],
    capacity: 18,
    unavailable: [{ package: 1, weekdays: [2] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Accommodation",
      icon: "tent",
      description: "Guesthouse in Sankri, twin-sharing tents with sleeping bags and mats on the trail.",
    },
    {
      kind: "inclusion",
      name: "Meals",
      icon: "meal",
      description: "Vegetarian meals from Day 1 dinner to Day 7 breakfast.",
    },
    {
      kind: "inclusion",
      name: "Transport",
      icon: "transport",
      description: "Dehradun–Sankri–Dehradun by shared tempo traveller, and the jeep between Sankri and Taluka.",
    },
    {
      kind: "inclusion",
      name: "Trek team",
      icon: "guide",
      description: "Trek leader certified in wilderness first aid, local guides, cooks and helpers.",
    },
    {
      kind: "inclusion",
      name: "Mule for your backpack",
      icon: "backpack",
      description: "Up to 10 kg carried between camps.",
      excludedPackage: 0,
    },
    { kind: "inclusion", name: "Govind National Park permits", icon: "permit" },
    {
      kind: "inclusion",
      name: "First aid and oxygen",
      icon: "first-aid",
      description: "Medical kit, oxygen cylinder and oximeters with every group.",
    },
    { kind: "exclusion", name: "Travel to and from Dehradun", icon: "train" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
    {
      kind: "exclusion",
      name: "Meals during the drives",
      icon: "meal",
      description: "Lunch at roadside dhabas on Day 1 and Day 7.",
    },
  ],
  instructions: [
    {
      name: "Train for distance",
      description:
        "Aim to walk 15 km with a 6 kg pack comfortably, and to jog 5 km in under 40 minutes, by the start date.",
    },
    {
      name: "Medical fitness",
      description:
        "Upload a doctor's fitness certificate within 30 days of departure. Trekkers above 55 also need a recent ECG report.",
    },
    {
      name: "Packing",
      description:
        "Layers for 0 to 25 °C: thermals, fleece, padded jacket, rain jacket, sun hat and woollen cap. Trekking shoes with a good grip, sandals for camp, and a 30-litre daypack if you offload.",
    },
    {
      name: "Respect in the villages",
      description:
        "Leather is not allowed inside the Someshwar temple, and outsiders should not touch the shrine. Ask before photographing women and the elderly.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Spring or autumn: which is better?",
      answer:
        "Spring has rhododendrons and snow in Har Ki Dun, with some cloud. Autumn has the clearest views of Swargarohini and golden meadows, with cold nights from October.",
    },
    {
      group: "About the trip",
      question: "Do we camp in Har Ki Dun itself?",
      answer:
        "No. We camp at Kalkattiyadhar and make a day trip into Har Ki Dun, which keeps the meadow free of tents and means one less night at altitude.",
    },
    {
      group: "Fitness and safety",
      question: "Is there mobile network on the trail?",
      answer:
        "Only patchy signal in Sankri. Between Taluka and Har Ki Dun there is none; your trek leader carries a satellite phone.",
    },
    {
      group: "Fitness and safety",
      question: "How long is the longest day?",
      answer: "The day to Har Ki Dun and back, about 10 km and 7 to 8 hours with breaks.",
    },
    {
      group: "Stay and food",
      question: "Can I charge my phone on the trek?",
      answer:
        "In Sankri, yes. On the trail there is no power; carry a 10,000 mAh power bank and keep it warm at night.",
    },
    {
      group: "Booking and payment",
      question: "Can I add offloading after booking?",
      answer:
        "Yes, up to 5 days before departure, subject to mule availability. It is cheaper to book the offloading package up front.",
    },
    {
      group: "Cancellation and refunds",
      question: "Can I transfer my booking to a friend?",
      answer:
        "Yes, free of charge, up to 72 hours before departure. Your friend needs to upload their own medical certificate.",
    },
  ],
  reviews: [
    {
      userName: "Kavya Iyer",
      rating: 5,
      text: "What I loved most was Osla. Our guide's uncle showed us his house, the grain stored on the top floor and the cattle on the ground floor. You do not get that on most treks. And the first sight of Swargarohini from Kalkattiyadhar is unreal.",
      daysAgo: 38,
      photo: true,
      images: [{ scene: "old-town", time: "day", alt: "Villager standing in front of a wooden house in Osla" }],
    },
    {
      userName: "Rohit Malhotra",
      rating: 4,
      text: "Long walking days but never steep. October batch: frosty mornings, crystal skies. Food was excellent, especially the rajma from Osla. The drive from Dehradun is tiring; it is worth breaking it at Purola if you can.",
      daysAgo: 44,
    },
    {
      userName: "Sneha Pillai",
      rating: 5,
      text: "I took the offloading package because of an old knee injury and it made all the difference. The team was patient with slower walkers and nobody was ever left alone at the back.",
      daysAgo: 162,
    },
    {
      userName: "Devendra Rawat",
      rating: 3,
      text: "The trek itself is beautiful, but in late May we had rain every afternoon and one night the dining tent leaked. The team fixed it the next day. Go in autumn if you can.",
      daysAgo: 178,
    },
    {
      userName: "Ishita Ghosh",
      rating: 5,
      text: "Our leader Pooja knew the name of every flower and every bird. We reached Har Ki Dun to find it still half under snow in early May, with the meadow just emerging. Magical.",
      daysAgo: 199,
      photo: true,
    },
  ],
  attractions: ["har-ki-dun-valley"],
  updatedDaysAgo: 23,
};
