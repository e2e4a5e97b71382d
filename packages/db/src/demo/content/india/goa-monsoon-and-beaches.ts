import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const panaji: DemoScheduleItem = {
  name: "Arrive in Goa, Fontainhas at dusk",
  brief: "Airport pick-up, heritage guesthouse, evening walk",
  description:
    "We pick you up from Dabolim or Mopa airport and drive to our heritage guesthouse in Fontainhas, Panaji's Latin Quarter. After the rain eases in the late afternoon, a local guide walks you through its lanes of ochre and blue houses, past the Chapel of St Sebastian, to a family-run tavern for your first Goan dinner: prawn balchão, xacuti and poi.",
  image: { scene: "old-town", time: "dusk", alt: "Colourful Portuguese-era houses in a rain-washed lane at dusk" },
};

const ghats: DemoScheduleItem = {
  name: "Monsoon ghats: Harvalem, Chorla Ghat and Vazra Sakla",
  brief: "A day of waterfalls, forest and mist, about 130 km in all",
  description:
    "We head inland to the rock-cut Arvalem caves and the Harvalem waterfall, roaring in full monsoon flow beside its small temple. Then the road climbs into the clouds at Chorla Ghat, where a naturalist leads a short forest walk to the Vazra Sakla falls, pointing out frogs, fungi and, with luck, a Malabar pit viper coiled on a branch. Lunch at a ghat-side restaurant and back to Panaji by evening.",
  image: { scene: "waterfall", time: "day", alt: "Waterfall pouring down a forested cliff in monsoon mist" },
};

const oldGoaDivar: DemoScheduleItem = {
  name: "Old Goa, Divar island and a spice farm, on to Agonda",
  brief: "Churches, a river ferry, lunch on a plantation, then south",
  description:
    "Morning at Old Goa's Basilica of Bom Jesus and Se Cathedral before the crowds. A free car ferry carries us across the Mandovi to Divar island for a drive through its flooded paddies and old villages, and up Piedade hill for the view. Lunch is a Goan thali at a spice plantation near Ponda, after a walk among pepper, vanilla and areca. In the afternoon we drive south to Agonda and its quiet, palm-lined beach.",
};

const capeAndDepart: DemoScheduleItem = {
  name: "Cabo de Rama and departure",
  brief: "A clifftop fort at sunrise, then the airport",
  description:
    "An early drive to Cabo de Rama, an old fort on a headland where the monsoon sea crashes against the rocks below a tiny whitewashed chapel. Back for breakfast and a barefoot walk on Agonda beach before we drive you to the airport.",
};

const agondaDay: DemoScheduleItem = {
  name: "Agonda and Cabo de Rama",
  brief: "A slow day on the southern coast",
  description:
    "Sunrise at Cabo de Rama fort, with waves breaking on the rocks below the chapel, then a lazy day in Agonda: the beach to yourself, a book on the veranda as the rain comes and goes, and fresh fish for dinner at a village restaurant. Swimming is not allowed in the monsoon, but the walks on the sand are glorious.",
};

const depart: DemoScheduleItem = {
  name: "Departure",
  brief: "Transfer to Dabolim or Mopa airport",
  description:
    "Breakfast on the veranda and the drive to the airport: about 1.5 hours to Dabolim or 3 hours to Mopa. We time the departure from your flight.",
};

const panajiStay: DemoStay = {
  name: "Panaji",
  nights: 2,
  type: "Heritage guesthouse",
  properties: [{ property: "panaji-casa-azulejo", meals: "Breakfast", roomType: "Heritage double room" }],
};

const agondaStay = (nights: number): DemoStay => ({
  name: "Agonda",
  nights,
  type: "Beach cottages",
  properties: [{ property: "agonda-tide-cottages", meals: "Breakfast and dinner", roomType: "Sea-facing cottage" }],
});

export const goaMonsoonAndBeaches: DemoTrek = {
  slug: "goa-monsoon-and-beaches",
  name: "Goa Monsoon and Beaches",
  type: "tour-package",
  code: "PJ-GA-GMB",
  metaTitle: "Goa Monsoon Getaway: Waterfalls, Heritage and Beaches",
  metaDescription:
    "A 4-day monsoon holiday in Goa: Fontainhas, Chorla Ghat's waterfalls, Old Goa, Divar island, a spice farm and quiet Agonda beach, with stays and transfers.",
  tagline: "See Goa turn green: waterfalls in the ghats, rain on old tiles and empty beaches",
  description:
    "When the monsoon arrives, Goa empties of crowds and turns brilliant green. This four-day holiday shows you that Goa: waterfalls and misty forest at Chorla Ghat, the rain-washed lanes of Fontainhas, the churches of Old Goa, a ferry to Divar island and a quiet beach in the south.",
  about:
    "From June to September, the southwest monsoon brings heavy showers to Goa, usually in bursts with bright spells between. The beach shacks close, prices fall and the state shows a side most visitors never see: paddies flooded into mirrors, rivers in spate, waterfalls on every hillside of the Western Ghats and village festivals such as São João in June, when young men leap into flooded wells, and Bonderam on Divar in August.\n\nThe trip starts in Panaji, in a heritage guesthouse in Fontainhas, with a day inland to the caves and waterfalls on the way to Chorla Ghat, led by a naturalist. It then crosses to Divar and ends on the southern coast at Agonda, one of the few beaches where good cottages stay open in the rains.\n\nThe sea is off limits in the monsoon, with red flags on every beach. This is a trip for walking in warm rain, eating well and slowing down, not for swimming. A private car and driver stay with you throughout.",
  campsite: "goa",
  destinations: ["goa"],
  altitude: 800,
  difficulty: "easy",
  seasons: ["monsoon"],
  months: [6, 7, 8, 9],
  themes: ["honeymoon", "weekend", "culture"],
  length: "4 days, about 300 km by road",
  location: "Panaji, Goa",
  minAge: 3,
  maxAge: 75,
  tips: "Pack quick-dry clothes, a light rain jacket, a compact umbrella and sandals with a good grip; leave the white linen at home. Keep electronics in zip-lock bags. Leeches appear on forest walks after heavy rain: long socks and a pinch of salt deal with them.",
  images: [
    { scene: "waterfall", time: "day", alt: "Monsoon waterfall in the forests of Chorla Ghat" },
    { scene: "old-town", time: "day", alt: "Rain-washed Portuguese-era houses in Fontainhas" },
    { scene: "rice-terraces", time: "day", alt: "Flooded green paddy fields on Divar island" },
    { scene: "beach", time: "dusk", alt: "Empty Agonda beach under monsoon clouds" },
    { scene: "temple", time: "day", alt: "Basilica of Bom Jesus with its laterite façade" },
  ],
  packages: [
    {
      name: "Monsoon classic, 4 days",
      description:
        "Two nights in a Fontainhas heritage guesthouse and one in beach cottages at Agonda, with a private car, the guided walks and the naturalist-led Chorla Ghat day.",
      price: 15950,
      originalPrice: 17950,
      discountName: "Green-season offer",
      schedule: [panaji, ghats, oldGoaDivar, capeAndDepart],
      stays: [panajiStay, agondaStay(1)],
    },
    {
      name: "Monsoon classic with an extra Agonda night",
      description:
        "The same trip with a second night in Agonda and an unhurried day on the southern coast before you fly home.",
      price: 18950,
      schedule: [panaji, ghats, oldGoaDivar, agondaDay, depart],
      stays: [panajiStay, agondaStay(2)],
    },
  ],
  departures: {
    months: [6, 7, 8, 9],
    weekdays: [4, 5],
    capacity: 16,
  },
  includes: [
    {
      kind: "inclusion",
      name: "Heritage guesthouse and beach cottages",
      icon: "hotel",
      description: "Twin-sharing rooms with breakfast daily and dinner in Agonda.",
    },
    {
      kind: "inclusion",
      name: "Private car and driver",
      icon: "car",
      description: "Airport transfers and all sightseeing in an air-conditioned car.",
    },
    {
      kind: "inclusion",
      name: "Guided walks",
      icon: "guide",
      description: "Fontainhas heritage walk and a naturalist-led walk at Chorla Ghat.",
    },
    {
      kind: "inclusion",
      name: "Spice farm lunch",
      icon: "meal",
      description: "Plantation tour and Goan thali near Ponda.",
    },
    {
      kind: "inclusion",
      name: "Second night and a free day in Agonda",
      icon: "beach",
      excludedPackage: 0,
    },
    { kind: "exclusion", name: "Flights to Goa", icon: "flight" },
    { kind: "exclusion", name: "Lunches and dinners except as listed", icon: "meal" },
    { kind: "exclusion", name: "Monument and forest entry fees", icon: "wallet" },
  ],
  instructions: [
    {
      name: "Weather days",
      description:
        "On orange or red rain alerts, the authorities may close waterfalls and ghat roads. We swap the day's plan or refund the cost of the missed outing.",
    },
    {
      name: "No swimming",
      description:
        "Swimming in the sea is forbidden during the monsoon, and waterfalls can flood within minutes after heavy rain. Follow the guide's instructions at all times.",
    },
    {
      name: "Church visits",
      description: "Cover shoulders and knees in churches, and keep silent during Mass.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Will it rain all the time?",
      answer:
        "No. Monsoon rain in Goa comes in heavy bursts with dry, bright spells between. Mornings are often clearer; July is the wettest month.",
    },
    {
      group: "About the trip",
      question: "Can we visit Dudhsagar Falls?",
      answer:
        "The jeep safari to the base is closed in the monsoon. If you love waterfalls, we can arrange a train ride on the Londa–Vasco line past the falls on request.",
    },
    {
      group: "Fitness and safety",
      question: "Is it safe to travel in Goa in the monsoon?",
      answer:
        "Yes, with sensible care. Roads are good, our drivers know the ghats, and we follow the weather department's alerts closely.",
    },
    {
      group: "Stay and food",
      question: "Are restaurants open in the monsoon?",
      answer: "Town restaurants, taverns and hotel kitchens stay open. Most beach shacks close from June to September.",
    },
    {
      group: "Travel and documents",
      question: "Which airport should I book?",
      answer:
        "Dabolim is closer to both Panaji and Agonda. Mopa works too, with a longer transfer; we plan the last day around your flight either way.",
    },
    {
      group: "Booking and payment",
      question: "Can we add a night in North Goa?",
      answer:
        "Yes. Ask for a personalised quotation and we will add stays in Assagao or Siolim, ideally around São João on 24 June.",
    },
  ],
  reviews: [
    {
      userName: "Aditi Naik",
      rating: 5,
      text: "I am Goan and I still learnt things. The naturalist at Chorla found three kinds of frogs in ten minutes, and Divar in the rain was like a painting.",
      daysAgo: 70,
      photo: true,
      images: [{ scene: "rice-terraces", time: "day", alt: "Flooded paddy fields and a church on a hill" }],
    },
    {
      userName: "Vivek Sharma",
      rating: 4,
      text: "A different Goa and a very relaxing one. Fontainhas guesthouse was gorgeous. One waterfall was closed because of a rain alert, but the driver took us to another.",
      daysAgo: 89,
    },
    {
      userName: "Natasha Pinto",
      rating: 5,
      text: "We took the extra Agonda night and it was the best decision. An empty beach, rain on the tin roof, the best fish curry of my life.",
      daysAgo: 120,
    },
    {
      userName: "Gaurav Mehta",
      rating: 3,
      text: "Enjoyed it, but we had four days of very heavy rain in mid-July and spent more time indoors than planned. Come in September if you can.",
      daysAgo: 133,
    },
  ],
  attractions: ["fontainhas-panaji", "chorla-ghat", "basilica-of-bom-jesus", "divar-island"],
  updatedDaysAgo: 76,
};
