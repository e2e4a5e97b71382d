import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const toSonamarg: DemoScheduleItem = {
  name: "Srinagar to Sonamarg, Shitkadi base camp (2,750 m)",
  brief: "80 km, about 3 hours along the Sindh river",
  description:
    "Pick-up at 11 am from the Tourist Reception Centre in Srinagar. The road follows the Sindh river through Ganderbal and Kangan, with rice fields giving way to walnut groves and then pine. At our base camp at Shitkadi, just beyond Sonamarg, the trek leader collects ID copies (the army checks them twice on the trail), checks your gear and leads a short acclimatisation walk up the valley.",
  image: { scene: "river-valley", time: "dusk", alt: "Tents on a meadow above the Sindh river near Sonamarg" },
};

const toNichnai: DemoScheduleItem = {
  name: "Shitkadi to Nichnai (3,500 m)",
  brief: "11 km, 6 to 7 hours, 800 m of climbing",
  description:
    "The hardest climb of the trek comes first: a steep hour through maple and birch to a grassy shoulder with a view back over Sonamarg and the Thajiwas glaciers. From there the trail contours into the Nichnai valley, past shepherds' huts and a river that gets wilder as you climb. Camp is in a broad meadow below the Nichnai Pass.",
};

const toVishansar: DemoScheduleItem = {
  name: "Nichnai to Vishansar (3,650 m) over the Nichnai Pass (4,080 m)",
  brief: "12 km, about 6 hours",
  description:
    "A steady climb over rock and snow patches takes you to the Nichnai Pass, where the view opens onto a valley of meadows and streams. The descent is long and gentle through flowers to Vishansar lake, deep blue under the Kishansar ridge. This is the first of the great lakes and one of the most beautiful campsites in India.",
  image: { scene: "high-lake", time: "day", alt: "Deep blue alpine lake in a wide meadow with tents on its shore" },
};

const toGadsar: DemoScheduleItem = {
  name: "Vishansar to Gadsar (3,700 m) over the Gadsar Pass (4,200 m)",
  brief: "14 km, 8 to 9 hours; the longest day",
  description:
    "We climb past Kishansar lake to the Gadsar Pass, the highest point of the trek, where Vishansar and Kishansar lie side by side below you. The descent into the Gadsar valley passes small lakes and, in July, snowfields with floating ice on Gadsar lake itself. Wildflowers line the last kilometres to camp. Expect to be tired and very happy.",
  image: { scene: "snow-trail", time: "day", alt: "Trekkers on a high rocky pass with two lakes visible below" },
};

const toSatsar: DemoScheduleItem = {
  name: "Gadsar to Satsar (3,600 m)",
  brief: "12 km, about 6 hours, via the army check post",
  description:
    "A walk through rolling meadows and boulder fields, with a stop at the army post at Maengandob, where every trekker's ID is checked against our list. Satsar means seven lakes; depending on the snowmelt you will see four or five of them. Camp is in a meadow beside the first lake.",
};

const toGangabal: DemoScheduleItem = {
  name: "Satsar to Gangabal (3,570 m) over the Zaj Pass",
  brief: "11 km, 6 to 7 hours, with a boulder section",
  description:
    "After a tricky stretch of boulders, the trail climbs three ridges, the last being the Zaj Pass, from where the twin lakes of Gangabal and Nundkol appear below the glaciers of Harmukh. We camp beside Nundkol, with the great wall of Harmukh catching the evening light.",
};

const toNaranag: DemoScheduleItem = {
  name: "Gangabal to Naranag (2,270 m), drive to Srinagar",
  brief: "11 km and 1,300 m of descent, then 2 hours by road",
  description:
    "The last day is all downhill: over the meadows of Trunkhul, then a long, steep descent through pine forest to Naranag, a village with 8th-century temple ruins. Knees take a beating; use your poles. Our vehicle drives you back to Srinagar by early evening.",
};

const reportAtShitkadi: DemoScheduleItem = {
  ...toSonamarg,
  name: "Report at Shitkadi base camp, Sonamarg (2,750 m)",
  brief: "Report by 2 pm at our camp beyond Sonamarg",
  description:
    "Make your own way to Sonamarg (shared taxis to Sonamarg leave Srinagar through the morning) and report at our Shitkadi base camp by 2 pm. The trek leader collects ID copies, checks your gear and leads a short acclimatisation walk before dinner.",
};

const endAtNaranag: DemoScheduleItem = {
  ...toNaranag,
  name: "Gangabal to Naranag (2,270 m), trek ends",
  brief: "11 km and 1,300 m of descent",
  description:
    "The last day is all downhill: over the meadows of Trunkhul, then a long, steep descent through pine forest to Naranag, with its 8th-century temple ruins. The trek ends at Naranag by about 2 pm; shared taxis run to Kangan and Srinagar.",
};

const stays: DemoStay[] = [
  {
    name: "Shitkadi, Sonamarg",
    nights: 1,
    type: "Base camp",
    properties: [{ property: "sonamarg-shitkadi-camp", meals: "Dinner and breakfast", roomType: "Twin-sharing tent" }],
  },
  {
    name: "Nichnai, Vishansar, Gadsar, Satsar and Gangabal",
    nights: 5,
    type: "Alpine tents",
    hideHotelName: true,
    properties: [
      { property: "kashmir-alpine-camp", meals: "Breakfast, packed lunch and dinner", roomType: "Twin-sharing tent" },
    ],
  },
];

const trekSchedule = [toSonamarg, toNichnai, toVishansar, toGadsar, toSatsar, toGangabal, toNaranag];

export const kashmirGreatLakesTrek: DemoTrek = {
  slug: "kashmir-great-lakes-trek",
  name: "Kashmir Great Lakes Trek",
  type: "trek",
  code: "PJ-JK-KGL",
  metaTitle: "Kashmir Great Lakes Trek: 7 Days from Srinagar",
  metaDescription:
    "Trek past seven alpine lakes from Sonamarg to Naranag, over three passes up to 4,200 m. 7 days from Srinagar with camps, meals, permits and expert leaders.",
  tagline: "Seven days, three high passes and a string of turquoise lakes below Harmukh",
  description:
    "The Kashmir Great Lakes trek crosses three passes and camps beside five of the most beautiful alpine lakes in the Himalaya, from Vishansar and Kishansar to Gadsar, Satsar and the twin lakes of Gangabal below Mount Harmukh. Every day brings a different valley of meadows, flowers and snow.",
  about:
    "The route runs from Sonamarg to Naranag through the high country north of the Kashmir valley, spending six nights in tents between about 2,750 and 3,700 metres and crossing the Nichnai Pass, the Gadsar Pass at about 4,200 metres and the Zaj Pass. It covers around 70 km, with long days on foot, some boulder fields and a knee-testing final descent to Naranag.\n\nThe season is short: July to mid-September, when the snow on the passes has softened and the meadows are green. July has snowfields and ice floating on Gadsar; August is the height of the flowers; September brings clear skies and the first frosts.\n\nThis is a trek for people with some experience or excellent fitness. Our groups are limited to 20, with a trek leader trained in high-altitude rescue, local Kashmiri guides, a cook team and horses for the camp loads. The army checks IDs twice along the route, at Gadsar and Satsar, so carry originals.",
  campsite: "kashmir",
  destinations: ["kashmir"],
  altitude: 4200,
  difficulty: "difficult",
  seasons: ["summer", "monsoon"],
  months: [7, 8, 9],
  themes: ["adventure"],
  length: "About 70 km over 6 trekking days",
  location: "Sonamarg, Ganderbal district, Jammu and Kashmir",
  minAge: 14,
  maxAge: 58,
  discount: { slider: true, availed: 9, total: 20, daysPassed: 12 },
  tips: "Postpaid SIMs from outside Jammu and Kashmir work in Srinagar; prepaid ones do not, so tell your family you will be out of touch for six days. Carry two original photo IDs in a zip-lock bag. Bring trekking poles: the descent to Naranag drops 1,300 metres in a few hours.",
  images: [
    { scene: "high-lake", time: "day", alt: "Turquoise alpine lake below snow-streaked mountains in Kashmir" },
    { scene: "alpine-meadow", time: "day", alt: "Meadows full of wildflowers on the way to Gadsar" },
    { scene: "high-lake", time: "dawn", alt: "Twin lakes of Gangabal below the glaciers of Mount Harmukh" },
    { scene: "snow-trail", time: "day", alt: "Trekkers crossing a snowfield on the Gadsar Pass" },
    { scene: "campsite-night", time: "night", alt: "Camp beside Vishansar lake under a starry sky" },
    { scene: "river-valley", time: "day", alt: "Sindh river winding through the Sonamarg valley" },
    { scene: "portrait", time: "day", alt: "Bakarwal shepherd with his flock in a high meadow", aspect: "square" },
  ],
  packages: [
    {
      name: "Srinagar to Srinagar",
      description:
        "The full seven days with transport from Srinagar to Sonamarg and from Naranag back to Srinagar, a night at our Sonamarg base camp and five nights in lake camps.",
      price: 19950,
      originalPrice: 22500,
      discountName: "Early-bird fare",
      schedule: trekSchedule,
      stays,
    },
    {
      name: "Sonamarg to Naranag",
      description:
        "The same trek for those who arrange their own way to Sonamarg and from Naranag. Report at the base camp by 2 pm on Day 1; the trek ends at Naranag on Day 7.",
      price: 17950,
      schedule: [reportAtShitkadi, toNichnai, toVishansar, toGadsar, toSatsar, toGangabal, endAtNaranag],
      stays,
    },
    {
      name: "Srinagar to Srinagar with backpack offloading",
      description:
        "The Srinagar package with your backpack, up to 10 kg, carried on our horses between camps. You walk with a daypack and arrive at camp fresher for the next day.",
      price: 22950,
      schedule: trekSchedule,
      stays,
    },
  ],
  departures: {
    months: [7, 8, 9],
    weekdays: [0, 3],
    capacity: 20,
    unavailable: [{ package: 1, weekdays: [3] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Camps",
      icon: "tent",
      description: "Base camp at Sonamarg and twin-sharing alpine tents with sleeping bags and mats.",
    },
    {
      kind: "inclusion",
      name: "Meals",
      icon: "meal",
      description: "Fresh vegetarian meals from Day 1 dinner to Day 7 lunch, with eggs at breakfast.",
    },
    {
      kind: "inclusion",
      name: "Srinagar transfers",
      icon: "transport",
      description: "Srinagar to Sonamarg and Naranag to Srinagar by tempo traveller.",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Trek leader, guides and crew",
      icon: "guide",
      description: "A trek leader trained in high-altitude rescue, Kashmiri guides, cooks and horsemen.",
    },
    {
      kind: "inclusion",
      name: "Forest and camping permits",
      icon: "permit",
      description: "Forest department fees and trekking registration.",
    },
    {
      kind: "inclusion",
      name: "Safety",
      icon: "first-aid",
      description: "Oxygen cylinders, oximeters, a stretcher and a medical kit; a satellite phone with every group.",
    },
    {
      kind: "exclusion",
      name: "Offloading",
      icon: "backpack",
      description: "Included only in the offloading package; otherwise ₹3,000 for up to 10 kg.",
    },
    { kind: "exclusion", name: "Flights or trains to Srinagar", icon: "flight" },
    { kind: "exclusion", name: "Hotel in Srinagar before and after the trek", icon: "hotel" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Experience and fitness",
      description:
        "A previous Himalayan trek is recommended. Be able to jog 10 km in under 70 minutes, or walk 15 km with a 10 kg pack, by the start date.",
    },
    {
      name: "Identity documents",
      description:
        "Carry two original government photo IDs and four photocopies. The army checks them at Gadsar and Satsar; without them you will be turned back.",
    },
    {
      name: "Arrive a day early",
      description:
        "Fly into Srinagar the day before the trek and stay near Dal Lake. Flights are often delayed in July, and the Day 1 pick-up leaves at 11 am.",
    },
    {
      name: "Packing for changeable weather",
      description:
        "Summer days are warm but nights near 0 °C and rain is common: carry a padded jacket, fleece, thermals, rain jacket and trousers, gloves, and waterproof trekking shoes.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Which month is best for the Great Lakes?",
      answer:
        "July for snow and floating ice, August for flowers, early September for clear skies and the fewest trekkers.",
    },
    {
      group: "Fitness and safety",
      question: "Is this trek suitable for beginners?",
      answer:
        "Only for very fit beginners who train for two months. Days are long and the route is remote; most of our trekkers have done at least one Himalayan trek before.",
    },
    {
      group: "Fitness and safety",
      question: "What happens if I cannot continue?",
      answer:
        "Up to Vishansar, a guide walks you back to Sonamarg. Beyond it, the quickest exit is onward to Naranag. The leader decides, with your safety first.",
    },
    {
      group: "Stay and food",
      question: "Can I wash on the trek?",
      answer:
        "There are no showers between Sonamarg and Naranag. The kitchen provides a bowl of hot water each morning; please keep soap out of the lakes and streams.",
    },
    {
      group: "Travel and documents",
      question: "Will my phone work?",
      answer:
        "Postpaid connections work in Srinagar and Sonamarg. On the trail there is no signal; our leader carries a satellite phone for emergencies.",
    },
    {
      group: "Travel and documents",
      question: "Do foreign nationals need extra permits?",
      answer:
        "They need to register with the police in Sonamarg and carry their passport and visa; we handle the paperwork.",
    },
    {
      group: "Booking and payment",
      question: "Can I switch to the offloading package later?",
      answer: "Yes, up to 10 days before departure, by paying the difference.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if the trek is cut short by weather?",
      answer:
        "If we have to end the trek early for safety, the unused days are not refunded, but we cover the extra transport and a night in Srinagar.",
    },
  ],
  reviews: [
    {
      userName: "Aparna Chatterjee",
      rating: 5,
      text: "Seven days of the most beautiful landscapes I have ever seen. Gadsar lake had ice floating on it in mid-July. Our leader Irfan bhai knew every shepherd on the route and we were invited for noon chai in a Bakarwal tent.",
      daysAgo: 128,
      photo: true,
      images: [
        { scene: "high-lake", time: "day", alt: "Ice floating on a turquoise lake" },
        { scene: "portrait", time: "day", alt: "Smiling shepherd offering tea", aspect: "square" },
      ],
    },
    {
      userName: "Rahul Nair",
      rating: 5,
      text: "Tough but utterly worth it. The Gadsar day is long; I was glad I had trained. Food was fantastic and the tents were clean and dry even after a night of rain.",
      daysAgo: 96,
    },
    {
      userName: "Simran Arora",
      rating: 4,
      text: "Loved the trek and the team. The army check at Satsar took over an hour because another group's papers were not in order; ours were, thanks to our leader. The Naranag descent wrecked my knees, so bring poles.",
      daysAgo: 87,
    },
    {
      userName: "Farhan Qureshi",
      rating: 5,
      text: "I grew up in Srinagar and had never done this. Embarrassing! Very proud of the local crew and the way they cared for the meadows: every scrap of waste was carried out.",
      daysAgo: 70,
      photo: true,
    },
    {
      userName: "Deepika Hegde",
      rating: 3,
      text: "Amazing route, but our batch had 20 people and the pace felt rushed on the Satsar day. The leaders were attentive, though. Would recommend an early-September batch, which I am told is smaller.",
      daysAgo: 113,
    },
    {
      userName: "Nitin Saxena",
      rating: 5,
      text: "Took the offloading package at 52 and have no regrets. Walking with a light daypack meant I could actually enjoy the flowers. Gangabal under Harmukh at sunset is my new phone wallpaper.",
      daysAgo: 365,
    },
  ],
  attractions: ["vishansar-lake", "thajiwas-glacier"],
  updatedDaysAgo: 9,
};
