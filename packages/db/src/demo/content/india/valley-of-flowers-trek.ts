import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const toJyotirmath: DemoScheduleItem = {
  name: "Rishikesh to Jyotirmath (1,890 m)",
  brief: "255 km, 10 to 11 hours along the Alaknanda",
  description:
    "We leave Rishikesh at 6 am and follow the Ganga upstream to Devprayag, where the Bhagirathi and the Alaknanda meet, then the Alaknanda past the confluences of Rudraprayag, Karnaprayag and Nandprayag. It is a long, dramatic drive on a mountain highway; we stop for breakfast and lunch on the way and reach Jyotirmath (Joshimath) in the evening.",
  image: { scene: "river-valley", time: "day", alt: "Two rivers of different colours meeting in a deep gorge" },
};

const toGhangaria: DemoScheduleItem = {
  name: "Drive to Pulna, trek to Ghangaria (3,050 m)",
  brief: "25 km by road, then 10 km on foot, about 6 hours",
  description:
    "A short drive past Govindghat brings us to Pulna, where the road ends. The stone-paved trail climbs beside the roaring Lakshman Ganga through forest and past waterfalls, shared with Sikh pilgrims heading for Hemkund Sahib, mule trains and tea stalls. Ghangaria, a seasonal village of lodges and a large gurdwara, is the base for the next three nights.",
};

const valleyDay: DemoScheduleItem = {
  name: "Valley of Flowers National Park",
  brief: "10 to 12 km round trip, 7 to 8 hours",
  description:
    "We are at the forest check post when it opens at 7 am. The trail crosses the Pushpawati river and climbs gently into the valley, which widens into meadows carpeted with flowers: balsam and geraniums, potentilla, blue poppies in sheltered corners, cobra lilies in the shade. Our trek leader carries a flower guide and helps you tell them apart. Lunch is packed; we walk to Joan Legge's memorial and as far into the valley as time allows, and are out of the park by 5 pm.",
  image: { scene: "alpine-meadow", time: "day", alt: "Valley carpeted with wildflowers below misty cliffs" },
};

const hemkundDay: DemoScheduleItem = {
  name: "Hemkund Sahib (4,329 m) and back",
  brief: "12 km round trip, 1,300 m of climbing, 8 to 9 hours",
  description:
    "The hardest day of the trek. The stone path climbs relentlessly in zigzags from Ghangaria, crossing snowfields in July, to the lake of Hemkund and its star-shaped gurdwara among seven peaks. Brahma kamal flowers grow on the slopes near the top in August. We share the langar's khichdi and tea with the pilgrims and start down by 1:30 pm, before the clouds close in. Ponies can be hired for the climb for those who need them.",
};

const downToJyotirmath: DemoScheduleItem = {
  name: "Ghangaria to Pulna, drive to Jyotirmath",
  brief: "10 km downhill, 25 km by road",
  description:
    "An easy morning walk back down the trail to Pulna, where our vehicle waits. Lunch in Govindghat and an afternoon of rest in Jyotirmath, with a walk to the old Narsingh temple if you have the legs.",
};

const backToRishikesh: DemoScheduleItem = {
  name: "Jyotirmath to Rishikesh",
  brief: "255 km, arriving by 6 to 7 pm",
  description:
    "We start at 6 am to beat the traffic on the highway and retrace the Alaknanda down to Rishikesh. Please book onward travel after 9 pm, or stay the night in Rishikesh if you can.",
};

const downToBadrinath: DemoScheduleItem = {
  name: "Ghangaria to Pulna, drive to Badrinath (3,300 m)",
  brief: "10 km downhill, then 40 km by road",
  description:
    "After the walk down to Pulna, we drive up the Alaknanda gorge to Badrinath, the holiest of the Char Dham, with Neelkanth peak towering above the town. Evening aarti at the temple for those who wish.",
};

const manaDay: DemoScheduleItem = {
  name: "Badrinath temple and Mana village, drive to Jyotirmath",
  brief: "Morning darshan, 3 km to Mana, 45 km to Jyotirmath",
  description:
    "An early darshan at Badrinath temple, then a short drive to Mana, now signposted as the first village of India, near the Tibet border. We walk to Vyas Gufa, Ganesh Gufa and Bhim Pul, the natural rock bridge over the Saraswati river, before an afternoon drive back down to Jyotirmath.",
  image: { scene: "temple", time: "dawn", alt: "Brightly painted Himalayan temple below a snow peak at first light" },
};

const jyotirmath: DemoStay["properties"] = [
  {
    property: "jyotirmath-nanda-crest",
    meals: "Breakfast and dinner",
    roomType: "Deluxe room, twin or triple sharing",
  },
];
const ghangaria: DemoStay = {
  name: "Ghangaria",
  nights: 3,
  type: "Lodge",
  properties: [
    {
      property: "ghangaria-pushpawati-lodge",
      meals: "Breakfast, packed lunch and dinner",
      roomType: "Triple sharing, attached bathroom",
    },
  ],
};

export const valleyOfFlowersTrek: DemoTrek = {
  slug: "valley-of-flowers-trek",
  name: "Valley of Flowers and Hemkund Sahib Trek",
  type: "trek",
  code: "PJ-UK-VOF",
  metaTitle: "Valley of Flowers Trek with Hemkund Sahib: 6 Days",
  metaDescription:
    "Walk the UNESCO-listed Valley of Flowers in full bloom and climb to Hemkund Sahib: 6 days from Rishikesh with lodges in Ghangaria, meals, permits and guide.",
  tagline: "Walk into a monsoon meadow of five hundred wildflowers, then climb to a sacred lake at 4,329 metres",
  description:
    "For a few weeks each monsoon, a glacial valley in the Garhwal Himalaya turns into a garden of wildflowers so dense that the first outsiders to see it named it the Valley of Flowers. This trek spends a full day inside the national park at the height of the bloom and climbs to the lake and gurdwara of Hemkund Sahib.",
  about:
    "The Valley of Flowers National Park protects about 87 square kilometres of meadow, glacier and birch forest, and together with Nanda Devi it forms a UNESCO World Heritage Site. It can be visited only on day walks from Ghangaria, a seasonal village at 3,050 metres reached by a 10 km trail from the road head at Pulna, near Govindghat.\n\nWe spend three nights in a lodge at Ghangaria, which allows a full, unhurried day in the valley and a second day for the steep climb to Hemkund Sahib, where Sikh pilgrims gather beside a glacial lake among seven peaks. The trails are well made and stone-paved, so this is a good trek for families and first-timers, but the Hemkund climb is long and steep.\n\nThe bloom peaks from mid-July to mid-August. This is also the monsoon, so expect rain on some days, leeches in the lower forest and the occasional landslide on the highway. Our itineraries are built with this in mind, and the rewards, mist lifting off a valley full of flowers, are worth it.",
  impUpdate:
    "Monsoon advisory: landslides on the Rishikesh–Badrinath highway can hold up traffic for several hours in July and August. Keep a buffer day after the trek and book flexible onward tickets. If a road closure delays the group, we add a night in Jyotirmath at cost price.",
  campsite: "uttarakhand",
  destinations: ["uttarakhand"],
  altitude: 4329,
  difficulty: "moderate",
  seasons: ["monsoon"],
  months: [7, 8, 9],
  themes: ["first-timers", "family", "pilgrimage"],
  length: "About 38 km over 4 trekking days",
  location: "Govindghat, Chamoli district, Uttarakhand",
  minAge: 9,
  maxAge: 65,
  tips: "Pack for rain: a proper rain jacket and rain trousers, a pack cover and quick-dry clothes, with a set of dry clothes sealed in a plastic bag for the evenings. Trekking poles save your knees on the Hemkund descent. Start every day early; the weather is almost always better in the morning.",
  // The Payment policy of the region's team (campsites.ts): ₹3,000 per person, balance 10 days before.
  bookingAmount: { perPerson: 3_000, balanceDueDays: 10 },
  images: [
    { scene: "alpine-meadow", time: "day", alt: "Meadow of pink and yellow wildflowers in the Valley of Flowers" },
    { scene: "temple", time: "day", alt: "Hemkund Sahib gurdwara beside a glacial lake among peaks" },
    { scene: "waterfall", time: "day", alt: "Waterfall beside the stone trail to Ghangaria" },
    { scene: "alpine-meadow", time: "dawn", alt: "Mist rising from a flowered valley at dawn" },
    { scene: "river-valley", time: "day", alt: "Footbridge over the Pushpawati river at the park entrance" },
    { scene: "high-lake", time: "day", alt: "Still green lake of Hemkund reflecting the surrounding ridges" },
  ],
  packages: [
    {
      name: "Rishikesh to Rishikesh",
      description:
        "Six days from Rishikesh with two nights in Jyotirmath and three in Ghangaria, a full day in the valley and the climb to Hemkund Sahib.",
      price: 12950,
      originalPrice: 14450,
      discountName: "Monsoon early-bird fare",
      schedule: [toJyotirmath, toGhangaria, valleyDay, hemkundDay, downToJyotirmath, backToRishikesh],
      stays: [{ name: "Jyotirmath", nights: 2, type: "Hotel", properties: jyotirmath }, ghangaria],
    },
    {
      name: "Rishikesh to Rishikesh with Badrinath and Mana",
      description:
        "Adds a night in Badrinath after the trek, with morning darshan at the temple and a walk in Mana village near the Tibet border.",
      price: 15450,
      schedule: [toJyotirmath, toGhangaria, valleyDay, hemkundDay, downToBadrinath, manaDay, backToRishikesh],
      stays: [
        { name: "Jyotirmath", nights: 2, type: "Hotel", properties: jyotirmath },
        ghangaria,
        {
          name: "Badrinath",
          nights: 1,
          type: "Pilgrim inn",
          properties: [
            {
              property: "badrinath-neelkanth-view-inn",
              meals: "Vegetarian breakfast and dinner",
              roomType: "Heated twin room",
            },
          ],
        },
      ],
    },
  ],
  departures: {
    months: [7, 8, 9],
    weekdays: [0, 4],
    capacity: 24,
  },
  includes: [
    {
      kind: "inclusion",
      name: "Hotels and lodges",
      icon: "hotel",
      description: "Hotel rooms in Jyotirmath and a lodge with attached bathrooms in Ghangaria.",
    },
    {
      kind: "inclusion",
      name: "Meals",
      icon: "meal",
      description: "Breakfast and dinner throughout, and packed lunches on the trek days.",
    },
    {
      kind: "inclusion",
      name: "Transport from Rishikesh",
      icon: "transport",
      description: "Tempo traveller from Rishikesh to Pulna and back.",
    },
    {
      kind: "inclusion",
      name: "Trek leader",
      icon: "guide",
      description: "An experienced leader who knows the valley's flowers, plus a local guide.",
    },
    { kind: "inclusion", name: "National park entry fees", icon: "permit" },
    {
      kind: "inclusion",
      name: "Badrinath night and Mana visit",
      icon: "temple",
      description: "Pilgrim inn in Badrinath, darshan and the Mana village walk.",
      excludedPackage: 0,
    },
    { kind: "inclusion", name: "First-aid kit and oxygen", icon: "first-aid" },
    {
      kind: "exclusion",
      name: "Ponies and porters",
      icon: "horse",
      description: "Ponies to Ghangaria or Hemkund are hired from the government counter at official rates.",
    },
    { kind: "exclusion", name: "Travel to Rishikesh", icon: "train" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Rain gear is essential",
      description:
        "A rain jacket and trousers (not a poncho alone), a backpack rain cover and a dry bag for your clothes. Our team cannot lend rain gear on the trail.",
    },
    {
      name: "Fitness for Hemkund",
      description:
        "The Hemkund climb gains 1,300 metres in 6 km. Train with stair climbs and long uphill walks for a month; if you cannot, plan to take a pony that day.",
    },
    {
      name: "Park rules",
      description:
        "No plucking flowers, no plastic, no leaving the trail inside the park. Entry is allowed only in the morning and everyone must be out by evening.",
    },
    {
      name: "Reporting",
      description:
        "Report at 5:45 am at our pick-up point near the Rishikesh bus stand on Day 1. Arrive in Rishikesh the day before.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Which weeks have the most flowers?",
      answer:
        "Mid-July to mid-August for the greatest variety and density. Early July has fresh blooms and snow bridges; September is drier with golden grass.",
    },
    {
      group: "About the trip",
      question: "Is it worth going if it rains?",
      answer:
        "Yes. The valley is often misty in the morning and clears later; the flowers are at their most vivid when wet. Light rain does not stop the walk; heavy rain might shorten it.",
    },
    {
      group: "Fitness and safety",
      question: "Is the trek suitable for children and older travellers?",
      answer:
        "Children from 9 and fit adults up to 65 manage well. The Ghangaria trail and the valley are gentle; Hemkund is steep, and ponies are available.",
    },
    {
      group: "Fitness and safety",
      question: "Are there leeches?",
      answer: "A few in the lower forest on rainy days. Tuck your trousers into your socks and carry a little salt.",
    },
    {
      group: "Stay and food",
      question: "What are the lodges in Ghangaria like?",
      answer:
        "Simple and clean, with beds, blankets and attached bathrooms. Hot water comes by bucket, and power is available in the evenings.",
    },
    {
      group: "Travel and documents",
      question: "Do I need ID for the park?",
      answer:
        "Yes, carry an original government photo ID. The forest department registers every visitor at the check post.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if a landslide blocks the road before the start?",
      answer:
        "If the road is closed and we cannot start the trek, we cancel the departure and you choose, without a fee: a full refund, trip credit with a bonus, or another date.",
    },
  ],
  reviews: [
    {
      userName: "Lakshmi Narayanan",
      rating: 5,
      text: "I am a retired botany teacher and this was a dream of forty years. Our leader Anil had a laminated flower chart and we counted over sixty species in one day. The lodge in Ghangaria was basic but the hot dal and rotis after a rainy day felt like a feast.",
      daysAgo: 112,
      photo: true,
      images: [{ scene: "alpine-meadow", time: "day", alt: "Close view of wildflowers in the valley" }],
    },
    {
      userName: "Gurleen Kaur",
      rating: 5,
      text: "Hemkund Sahib was the reason I came and it did not disappoint. The climb is tough, I won't lie. Having langar at 4,300 metres with hundreds of pilgrims was deeply moving.",
      daysAgo: 101,
    },
    {
      userName: "Arjun Menon",
      rating: 4,
      text: "We lost five hours to a landslide near Chamoli on the first day and reached Jyotirmath at midnight. The team handled it calmly and the rest of the trip went to plan. Flowers were incredible in the first week of August.",
      daysAgo: 108,
    },
    {
      userName: "Pallavi Joshi",
      rating: 5,
      text: "Booked the Badrinath extension with my parents. Mana village and Bhim Pul were a lovely, gentle way to end after the hard Hemkund day. Papa took a pony to Hemkund and the team arranged everything.",
      daysAgo: 84,
      photo: true,
    },
    {
      userName: "Vikram Choudhary",
      rating: 3,
      text: "Rain for three days straight in late July; the valley was beautiful but we saw little of the peaks. The organisation was good. Go in late August or early September if views matter to you as much as flowers.",
      daysAgo: 118,
    },
  ],
  attractions: ["valley-of-flowers-national-park", "hemkund-sahib"],
  updatedDaysAgo: 61,
};
