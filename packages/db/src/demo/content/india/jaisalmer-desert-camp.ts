import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const trainToJaisalmer: DemoScheduleItem = {
  name: "Overnight train from Delhi to Jaisalmer",
  brief: "Departs Delhi in the late afternoon, about 18 hours",
  description:
    "Board the Delhi–Jaisalmer Express in a reserved 3AC berth. The train crosses Haryana and Rajasthan through the night, and the morning brings the first views of the Thar: khejri trees, sand, and camels grazing beside the tracks. Our driver meets you on the platform at Jaisalmer before noon.",
  countAsDay: false,
};

const arrive: DemoScheduleItem = {
  name: "Arrive in Jaisalmer, the old city and Gadisar at sunset",
  brief: "Pick-up, haveli check-in, an afternoon in the lanes",
  description:
    "We pick you up at the station or airport and take you to our haveli below the fort walls. After lunch, a local guide leads you through the old city to Patwon ki Haveli, the five merchant mansions with their lace-like stone screens, and then to Gadisar lake as the pavilions turn gold. Dinner on the rooftop, facing the floodlit fort.",
  image: { scene: "old-town", time: "dusk", alt: "Golden sandstone fort walls lit at dusk above the old city" },
};

const fortAndDunes: DemoScheduleItem = {
  name: "Jaisalmer Fort, Kuldhara, and a night in the dunes",
  brief: "Morning in the fort; camel safari at sunset; camp night",
  description:
    "Morning inside the living fort: the Raj Mahal, the Jain temples with their carved pillars (open until noon) and lanes where families have lived for generations. In the afternoon we drive west to Kuldhara, the abandoned Paliwal village, and on to the dunes near Sam, where camels wait to carry you into the sand for sunset. At camp, Manganiyar musicians sing by the fire, Kalbeliya dancers whirl, and dinner is dal baati churma under the stars.",
  image: { scene: "desert-dunes", time: "dusk", alt: "Camel caravan on rippled dunes at sunset" },
};

const sunriseAndDepart: DemoScheduleItem = {
  name: "Sunrise on the dunes and departure",
  brief: "Dawn walk, breakfast, drop by noon",
  description:
    "Wake before dawn to walk onto the dunes and watch the sun rise over the Thar, with tea from the camp kitchen. After breakfast, we drive back to Jaisalmer and drop you at the station or airport by noon.",
};

const border: DemoScheduleItem = {
  name: "Longewala war memorial and Tanot Mata temple",
  brief: "About 280 km round trip towards the border",
  description:
    "After sunrise on the dunes, we drive north-west through the open desert to Longewala, where in December 1971 a single company of the Punjab Regiment held off an armoured attack until the Air Force arrived at dawn. The army's museum displays captured tanks and tells the story well. Forty kilometres on, the Tanot Mata temple, looked after by the Border Security Force, keeps the shells that fell here in 1965 and did not explode. Back to Jaisalmer by evening.",
};

const gadisarAndDepart: DemoScheduleItem = {
  name: "Gadisar at dawn and departure",
  brief: "Sunrise walk, then drop by noon",
  description:
    "A short walk to Gadisar lake at sunrise, when the pavilions are mirrored in still water and the catfish gather at the ghats, then breakfast on the rooftop and a drop at the station or airport.",
};

const sunriseAndTrain: DemoScheduleItem = {
  name: "Sunrise on the dunes, Bada Bagh, evening train",
  brief: "A slow last day, train departs in the late afternoon",
  description:
    "Sunrise on the dunes and breakfast at camp, then back towards Jaisalmer via the royal cenotaphs of Bada Bagh on their hill of windmills. After lunch and time for shopping in the old city, we drop you at the station for the evening train to Delhi.",
};

const trainToDelhi: DemoScheduleItem = {
  name: "Overnight train from Jaisalmer to Delhi",
  brief: "Arrives Delhi the next morning",
  description:
    "A reserved 3AC berth back to Delhi. Carry dinner from Jaisalmer; the pantry on this route is limited. The train reaches Delhi the next morning.",
  countAsDay: false,
};

const haveli = (nights: number): DemoStay => ({
  name: "Jaisalmer",
  nights,
  type: "Heritage haveli",
  properties: [
    { property: "jaisalmer-haveli-pitambar", meals: "Breakfast and dinner", roomType: "Haveli room with jharokha" },
  ],
});

const camp: DemoStay = {
  name: "Sam sand dunes",
  nights: 1,
  type: "Desert camp",
  properties: [
    {
      property: "sam-dhora-desert-camp",
      meals: "Evening tea, dinner and breakfast",
      roomType: "Swiss tent with attached bathroom",
    },
  ],
};

export const jaisalmerDesertCamp: DemoTrek = {
  slug: "jaisalmer-desert-camp",
  name: "Jaisalmer Desert Camp",
  type: "tour-package",
  code: "PJ-RJ-JDC",
  metaTitle: "Jaisalmer Desert Camp: Fort, Camel Safari and Dunes",
  metaDescription:
    "A winter weekend in Jaisalmer: a haveli below the Golden Fort, Patwon ki Haveli, a sunset camel safari and a night of folk music at a desert camp near Sam.",
  tagline: "A golden fort by day, a camel into the dunes at sunset and folk music under the stars",
  description:
    "A short, rich escape to the Thar: a night in a sandstone haveli below Jaisalmer's living fort, the carved mansions and lake of the old city, a camel ride into the dunes at sunset and a night in a desert camp with Manganiyar music and a sky full of stars.",
  about:
    "Jaisalmer is best in winter, from October to March, when the days are warm and golden and the desert nights turn cold enough for a fire. This package is designed for a long weekend: arrive on Friday or Saturday, spend a night in a heritage haveli in the old city and a night at a camp near the Sam dunes, and leave after sunrise on the sand.\n\nOur haveli sits just outside the fort walls, by choice: guesthouses inside the fort strain its ancient drainage and foundations. Our desert camp is set back from the busy Sam strip, so the dunes at sunset are quieter and the stars brighter. A local guide takes you through the fort and the old city, and the camp's musicians are from Manganiyar families who have sung in the desert for generations.\n\nAdd a day for the Longewala war memorial and Tanot Mata temple near the border, or travel both ways by overnight train from Delhi.",
  campsite: "rajasthan",
  destinations: ["jaisalmer"],
  difficulty: "easy",
  seasons: ["autumn", "winter"],
  months: [10, 11, 12, 1, 2, 3],
  themes: ["weekend", "family", "culture"],
  length: "3 days, about 150 km by road",
  location: "Jaisalmer, Rajasthan",
  minAge: 3,
  maxAge: 75,
  tips: "Desert nights from December to February fall to 5 °C or below: pack a warm jacket alongside your cottons. A scarf or dupatta protects against sun and sand on the camel. Bring small notes for tips to the camel handlers and musicians, who depend on them.",
  images: [
    { scene: "desert-dunes", time: "dusk", alt: "Camel caravan crossing the Sam dunes at sunset" },
    { scene: "old-town", time: "dusk", alt: "Jaisalmer Fort glowing gold at dusk" },
    { scene: "campsite-night", time: "night", alt: "Desert camp with lanterns under a starry sky" },
    { scene: "houseboat-lake", time: "dawn", alt: "Stone pavilions reflected in Gadisar lake at sunrise" },
    { scene: "old-town", time: "day", alt: "Carved balconies of Patwon ki Haveli" },
    { scene: "portrait", time: "dusk", alt: "Manganiyar musician singing by a campfire", aspect: "square" },
  ],
  packages: [
    {
      name: "Weekend: haveli and desert camp",
      description:
        "Three days with a night in a heritage haveli and a night in a Swiss tent at the Sam dunes, a guided walk through the fort and old city, and a sunset camel safari.",
      price: 14950,
      originalPrice: 16950,
      discountName: "Weekend offer",
      schedule: [arrive, fortAndDunes, sunriseAndDepart],
      stays: [haveli(1), camp],
    },
    {
      name: "With Longewala and Tanot",
      description:
        "Four days: the weekend package plus a day out to the Longewala war memorial and Tanot Mata temple near the border, and a second night in the haveli.",
      price: 19950,
      schedule: [arrive, fortAndDunes, border, gadisarAndDepart],
      stays: [haveli(2), camp],
    },
    {
      name: "Delhi to Delhi by overnight train",
      description:
        "The weekend package with reserved 3AC berths on the overnight train from Delhi and back, and an unhurried last day before the evening departure.",
      price: 17950,
      schedule: [trainToJaisalmer, arrive, fortAndDunes, sunriseAndTrain, trainToDelhi],
      stays: [haveli(1), camp],
    },
  ],
  departures: {
    months: [10, 11, 12, 1, 2, 3],
    weekdays: [5, 6],
    capacity: 24,
    peak: { months: [12], surcharge: 2500 },
  },
  includes: [
    {
      kind: "inclusion",
      name: "Haveli and desert camp",
      icon: "tent",
      description: "Twin-sharing haveli room and a Swiss tent with attached bathroom.",
    },
    {
      kind: "inclusion",
      name: "Meals",
      icon: "meal",
      description: "Breakfast and dinner at the haveli, evening tea, dinner and breakfast at camp.",
    },
    {
      kind: "inclusion",
      name: "Sunset camel safari",
      icon: "camel",
      description: "About an hour on camelback into the dunes, with a handler for each camel.",
    },
    {
      kind: "inclusion",
      name: "Folk music and dance evening",
      icon: "music",
      description: "Manganiyar musicians and Kalbeliya dancers at the camp.",
    },
    {
      kind: "inclusion",
      name: "Private car and local guide",
      icon: "car",
      description: "Station or airport transfers, sightseeing and a guide for the fort and old city.",
    },
    {
      kind: "inclusion",
      name: "Train berths from and to Delhi",
      icon: "train",
      description: "Reserved 3AC berths in both directions.",
      excludedPackage: 0,
    },
    {
      kind: "exclusion",
      name: "Flights or trains to Jaisalmer",
      icon: "flight",
      description: "Except in the Delhi package.",
    },
    { kind: "exclusion", name: "Monument and museum entry fees", icon: "ticket" },
    { kind: "exclusion", name: "Jeep safari on the dunes", icon: "jeep" },
    { kind: "exclusion", name: "Tips for camel handlers and musicians", icon: "wallet" },
  ],
  instructions: [
    {
      name: "Arrival",
      description:
        "Plan to reach Jaisalmer by noon on Day 1. Flights operate mainly in the winter season; the train from Delhi and flights to Jodhpur, 285 km away, are good alternatives.",
    },
    {
      name: "At the fort",
      description:
        "Leather items are not allowed inside the Jain temples, and the temples close to visitors at noon. Dress modestly and ask before photographing residents.",
    },
    {
      name: "Camel ride",
      description:
        "Tell the handler if you are nervous; the mount and dismount are the only tricky moments. Pregnant travellers and those with back problems should take the camel cart instead.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "How busy are the dunes at sunset?",
      answer:
        "The main Sam strip is crowded on winter weekends. Our camp is set back from it, and the camels take you to quieter dunes behind.",
    },
    {
      group: "About the trip",
      question: "When is the Desert Festival?",
      answer:
        "Over three days around the full moon of Magh, in January or February. Camps and hotels fill up early; ask us about dates when you book.",
    },
    {
      group: "Fitness and safety",
      question: "Is the camel ride safe for children?",
      answer: "Yes. Children ride with a parent, and the handler walks beside the camel the whole time.",
    },
    {
      group: "Stay and food",
      question: "Do the desert tents have proper bathrooms?",
      answer:
        "Yes, each Swiss tent has an attached bathroom with a western toilet and hot water in the morning and evening.",
    },
    {
      group: "Stay and food",
      question: "Is the food vegetarian?",
      answer:
        "The camp serves a Rajasthani vegetarian buffet: dal baati churma, gatte ki sabzi, ker sangri and bajra rotis. Non-vegetarian dishes are available at the haveli.",
    },
    {
      group: "Travel and documents",
      question: "Do we need permits for Longewala and Tanot?",
      answer: "No permits, but carry an original photo ID for the check posts on the border road.",
    },
    {
      group: "Cancellation and refunds",
      question: "Can I cancel a Christmas or New Year booking?",
      answer:
        "Camp nights over Christmas, New Year and the Desert Festival are non-refundable once confirmed; other dates follow our regular policy.",
    },
  ],
  reviews: [
    {
      userName: "Rajeshwari Rathore",
      rating: 5,
      text: "The haveli was stunning and the rooftop view of the lit-up fort at dinner was unforgettable. At camp, the Manganiyar singers were the real thing, and the young dancer was spectacular.",
      daysAgo: 250,
      photo: true,
      images: [{ scene: "campsite-night", time: "night", alt: "Musicians performing around a fire at a desert camp" }],
    },
    {
      userName: "Saurabh Dubey",
      rating: 4,
      text: "Great long weekend. The camel ride was shorter than I wanted, but sunrise on the dunes made up for it. The Kuldhara stop on the way was eerie and fascinating.",
      daysAgo: 275,
    },
    {
      userName: "Lavanya Krishnan",
      rating: 5,
      text: "Did the Longewala extension with my father, a retired army officer. He was moved by the museum and the stories of the soldiers. Thank you for making it possible.",
      daysAgo: 236,
    },
    {
      userName: "Harsh Vardhan",
      rating: 3,
      text: "Good trip, but we went over New Year and the camp was packed; the music was drowned out by a neighbouring camp's DJ. Avoid the peak week if you want peace.",
      daysAgo: 325,
    },
    {
      userName: "Ayesha Khan",
      rating: 5,
      text: "Took the train package from Delhi with friends. The 18-hour journey was part of the fun, and everything in Jaisalmer was perfectly arranged.",
      daysAgo: 21,
      photo: true,
    },
  ],
  attractions: [
    "jaisalmer-fort",
    "patwon-ki-haveli",
    "gadisar-lake",
    "sam-sand-dunes",
    "kuldhara-village",
    "longewala-war-memorial",
  ],
  updatedDaysAgo: 14,
};
