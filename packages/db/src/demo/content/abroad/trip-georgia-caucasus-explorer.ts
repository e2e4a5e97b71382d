// Georgia Caucasus Explorer: a seven-day group trip to Tbilisi, Kazbegi and Kakheti.
import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const days: DemoScheduleItem[] = [
  {
    name: "Arrive in Tbilisi",
    brief: "Airport pickup, an evening walk in the old town and a Georgian welcome dinner.",
    description:
      "Our Georgia team meets you at Tbilisi airport and drives you into the city, about 25 minutes away. After resting, meet your tour leader and the group at 6 pm for a first stroll through the old town: the domed sulphur baths of Abanotubani, the lanes of carved balconies and the river below. Dinner is at a family-run restaurant, where you will meet khachapuri, the boat-shaped cheese bread, and learn the first rule of the Georgian table: the toastmaster, or tamada, is always right.",
    image: { scene: "old-town", time: "night", alt: "Lit-up balconies of Tbilisi's old town at night" },
  },
  {
    name: "Tbilisi: fortress, baths and bridges",
    brief: "The cable car to Narikala, a walk down through the old town and the Dry Bridge market.",
    description:
      "Ride the cable car from Rike Park to the walls of Narikala fortress and the statue of the Mother of Georgia, with the whole city laid out below. Walk down through the old town to the waterfall hidden in the gorge behind the baths, then cross to Metekhi church on its cliff and back over the glass Bridge of Peace. After lunch, browse the Dry Bridge market, where Tbilisi's families sell Soviet-era cameras, enamel badges and old silver. In the evening, book a private room at one of the sulphur baths; your tour leader can reserve one.",
  },
  {
    name: "Mtskheta and the Georgian Military Highway to Kazbegi",
    brief: "Georgia's ancient capital, Ananuri fortress and the Jvari Pass on the road north.",
    description:
      "Leave Tbilisi at 8.30 am for Mtskheta, Georgia's ancient capital, and climb to Jvari Monastery for the view of two rivers meeting before visiting the 11th-century Svetitskhoveli Cathedral. The Military Highway then follows the Aragvi valley north past the fortress of Ananuri on its turquoise reservoir. Above the ski town of Gudauri, stop at the mosaic-covered Friendship Monument, which hangs over the Devil's Valley, before crossing the Jvari Pass at 2,379 metres and descending to Stepantsminda beneath Mount Kazbek.",
    image: {
      scene: "mountain-road",
      time: "day",
      alt: "The Georgian Military Highway winding up towards the Jvari Pass",
    },
  },
  {
    name: "Gergeti Trinity Church and the Dariali gorge",
    brief: "A 4x4 ride to the church below Kazbek's glaciers, then a waterfall walk near the border.",
    description:
      "Go up early, when Kazbek's summit is most likely to be clear: local 4x4s take you up to Gergeti Trinity Church on its ridge at 2,170 metres in about 20 minutes, or you can walk up from the lodge in about two hours. After lunch, drive north into the narrow Dariali gorge and walk about 40 minutes to the Gveleti waterfall. In the afternoon, drive back over the pass to Tbilisi, arriving in time for dinner on your own.",
  },
  {
    name: "Kakheti: Bodbe, Sighnaghi and a qvevri winery",
    brief: "Saint Nino's monastery, the walled town of Sighnaghi and lunch at a family winery.",
    description:
      "Drive east for about two hours into Kakheti, Georgia's wine country. Visit Bodbe Monastery, where Saint Nino is buried in a garden of cypress trees, then walk Sighnaghi's 18th-century walls with the Alazani valley spread out below and the Caucasus on the horizon. Lunch is at a family winery, where the owner shows you the qvevri clay jars buried in the cellar; non-drinkers taste fresh grape juice and churchkhela. Stay the night in a guesthouse inside the old town walls.",
    image: { scene: "river-valley", time: "dusk", alt: "Vineyards in the Alazani valley below Sighnaghi at dusk" },
  },
  {
    name: "Back to Tbilisi for a farewell supra",
    brief: "A morning in Kakheti, a free afternoon, then a feast with folk music and dance.",
    description:
      "Watch the sun rise over the valley from your guesthouse terrace, then visit the Tsinandali estate, the 19th-century home of the poet Prince Alexander Chavchavadze, with its English garden and old wine cellar. Return to Tbilisi over the forested Gombori Pass by early afternoon, with free time to shop for enamel jewellery, spices or a bottle of qvevri wine. The farewell supra, a traditional Georgian feast, is held in a restaurant with live polyphonic singing and folk dancing.",
  },
  {
    name: "Departure from Tbilisi",
    brief: "A free morning and the transfer to Tbilisi airport.",
    description:
      "Enjoy a slow breakfast. Check out at noon; the group transfer leaves for the airport three hours before the group flight, and travellers on other flights have their own transfer. If your flight is late at night, a day room can be arranged at the hotel.",
  },
];

const stays: DemoStay[] = [
  {
    name: "Tbilisi (nights 1, 2, 4 and 6)",
    nights: 4,
    type: "Boutique hotel",
    properties: [
      { property: "georgia-kala-balcony-tbilisi", meals: "Breakfast", roomType: "Superior room with balcony" },
    ],
  },
  {
    name: "Stepantsminda",
    nights: 1,
    type: "Mountain lodge",
    properties: [
      { property: "georgia-mta-lodge-kazbegi", meals: "Breakfast and dinner", roomType: "Kazbek-view room" },
    ],
  },
  {
    name: "Sighnaghi",
    nights: 1,
    type: "Guesthouse",
    properties: [
      { property: "georgia-alazani-view-sighnaghi", meals: "Breakfast and dinner", roomType: "Valley-view room" },
    ],
  },
];

export const georgiaCaucasusExplorer: DemoTrek = {
  slug: "georgia-caucasus-explorer",
  name: "Georgia Caucasus Explorer",
  type: "group-trip",
  code: "INT-GEO-07",
  metaTitle: "Georgia Group Tour: Tbilisi, Kazbegi and Kakheti",
  metaDescription:
    "Seven days in Georgia: Tbilisi's old town, the Military Highway to Kazbegi and Gergeti Trinity Church, and a night in Sighnaghi's wine country.",
  tagline: "A mountain church beneath Kazbek, a walled wine town and Tbilisi's sulphur baths",
  description:
    "Georgia Caucasus Explorer is a week-long group trip through the three faces of Georgia: the old capital of Tbilisi, the high Caucasus along the Georgian Military Highway, and the vineyards of Kakheti.\n\nYou ride a cable car to a 4th-century fortress, cross a mountain pass at 2,379 metres to sleep beneath the glaciers of Mount Kazbek, and spend a night in the walled hill town of Sighnaghi, where families still make wine in clay jars buried in the earth. It ends, as a Georgian week should, with a long feast, songs and toasts.",
  about:
    "This is a small-group departure of up to 18 travellers with a tour leader from India and a Georgian guide who has driven the Military Highway hundreds of times. Travel is by private air-conditioned coach, with local 4x4s for the climb to Gergeti.\n\nGeorgia is an easy country for a first trip to Europe's edge: short drives, safe streets and famously hospitable people. The trip runs from April to October, when the mountain roads are open; May, June, September and October are the loveliest months. Expect some uphill walking on cobbled streets and at the monasteries, at a relaxed pace.\n\nFood is a highlight even for vegetarians, thanks to Georgia's walnut, bean, aubergine and cheese dishes. Hotels are characterful rather than grand: a balconied house in old Tbilisi, a mountain lodge facing Kazbek and a family guesthouse in Sighnaghi.",
  impUpdate:
    "Snow can close the Jvari Pass for a day or two in April and October. If it does, we swap the Kazbegi and Kakheti days and keep the same hotels.",
  campsite: "georgia",
  destinations: ["georgia"],
  altitude: 2379,
  difficulty: "easy",
  seasons: ["spring", "summer", "autumn"],
  months: [4, 5, 6, 7, 8, 9, 10],
  themes: ["culture", "adventure"],
  location: "Tbilisi, Kazbegi and Kakheti, Georgia",
  minAge: 8,
  maxAge: 70,
  discount: { slider: true, availed: 11, total: 15, daysPassed: 20 },
  // A deposit holds the place; the rest is due a month before, when the hotels and the e-visa are paid.
  bookingAmount: { perPerson: 20_000, balanceDueDays: 30 },
  tips: "Apply for the Georgian e-visa as soon as you book; we review your application first. Bring a warm jacket for Kazbegi even in summer, and a headscarf for women for the churches.",
  packageTitle: "Choose your package",
  subPackageTitle: "Per person on twin sharing; single supplement ₹18,000",
  images: [
    {
      scene: "himalayan-peaks",
      time: "dawn",
      alt: "Gergeti Trinity Church below the snow-covered slopes of Mount Kazbek",
    },
    { scene: "old-town", time: "dusk", alt: "Narikala fortress and the old town of Tbilisi at dusk" },
    { scene: "high-lake", time: "day", alt: "Ananuri fortress on the shore of the turquoise Zhinvali reservoir" },
    { scene: "river-valley", time: "day", alt: "The Alazani valley and the Caucasus seen from Sighnaghi's walls" },
    { scene: "monastery", time: "day", alt: "Jvari Monastery on its hill above Mtskheta" },
    { scene: "portrait", time: "day", alt: "A Georgian winemaker standing beside a qvevri in his cellar" },
  ],
  packages: [
    {
      name: "Land only",
      description:
        "Six nights' accommodation, breakfast daily and four dinners, a tour leader and local guide, private coach and 4x4s, entry tickets and e-visa support. Join the group in Tbilisi.",
      price: 72999,
      originalPrice: 79999,
      discountName: "Launch offer",
      image: { scene: "mountain-road", time: "day", alt: "A coach on the mountain road near the Jvari Pass" },
      schedule: days,
      stays,
    },
    {
      name: "With flights from Delhi",
      description:
        "Everything in the land package plus return economy flights from Delhi to Tbilisi with one short connection, flying with your tour leader.",
      price: 112999,
      schedule: [
        {
          name: "Overnight flight from Delhi",
          brief: "Meet the group at Delhi airport and fly overnight to Tbilisi via a Gulf hub.",
          description:
            "The group meets your tour leader at Indira Gandhi International Airport in the evening. The flight connects through a Gulf hub and lands in Tbilisi early the next morning. We include early check-in at the hotel, so you can sleep for a few hours before the day begins.",
          countAsDay: false,
        },
        ...days,
      ],
      stays,
    },
  ],
  departures: {
    months: [4, 5, 6, 7, 8, 9, 10],
    weekdays: [0],
    everyWeeks: 2,
    capacity: 18,
    peak: { months: [5, 6], surcharge: 6000 },
  },
  includes: [
    {
      kind: "inclusion",
      name: "Six nights' accommodation",
      icon: "hotel",
      description:
        "Four nights in old Tbilisi, one in a mountain lodge in Stepantsminda and one in a Sighnaghi guesthouse.",
    },
    {
      kind: "inclusion",
      name: "Breakfast daily and four dinners",
      icon: "meal",
      description: "Welcome dinner, dinners in Kazbegi and Sighnaghi, and the farewell supra with folk music.",
    },
    { kind: "inclusion", name: "Winery lunch in Kakheti", icon: "meal" },
    {
      kind: "inclusion",
      name: "Return flights from Delhi",
      icon: "flight",
      description: "Economy class with one connection and 25 kg checked baggage.",
      excludedPackage: 0,
    },
    { kind: "inclusion", name: "Tour leader from India and a Georgian guide", icon: "guide" },
    {
      kind: "inclusion",
      name: "Private coach and 4x4s",
      icon: "transfer",
      description: "Airport transfers, all drives on the itinerary and the 4x4 ride to Gergeti.",
    },
    {
      kind: "inclusion",
      name: "Entry tickets and the Narikala cable car",
      icon: "ticket",
    },
    { kind: "inclusion", name: "Georgian e-visa fee and application support", icon: "visa" },
    {
      kind: "inclusion",
      name: "Travel insurance",
      icon: "insurance",
      description: "Carry the printed policy at immigration.",
    },
    {
      kind: "exclusion",
      name: "Sulphur bath sessions",
      icon: "activity",
      description: "Private rooms are rented by the hour.",
    },
    { kind: "exclusion", name: "Lunches not mentioned", icon: "meal" },
    { kind: "exclusion", name: "Tips for the guide and driver", icon: "tip" },
    { kind: "exclusion", name: "Single room supplement of ₹18,000", icon: "hotel" },
    { kind: "exclusion", name: "TCS on overseas packages, as applicable by law", icon: "tax" },
  ],
  instructions: [
    {
      name: "E-visa",
      description:
        "Apply online as soon as you book, with a passport scan, a photo, your flight booking, hotel vouchers and travel insurance, which we provide. Approval usually takes one to three weeks. If you hold a valid US, UK or Schengen visa, tell us: you may not need one.",
    },
    {
      name: "Clothing for churches",
      description:
        "Women cover their heads and wear skirts in churches; wraps are lent at most doors, but a scarf and a long skirt in your day bag make it easy. Men should wear long trousers.",
    },
    {
      name: "Layers for the mountains",
      description:
        "Stepantsminda is at 1,740 metres and the Jvari Pass at 2,379 metres: mornings are cold even in summer. Pack a fleece, a windproof jacket and walking shoes with grip.",
    },
    {
      name: "Money",
      description:
        "Carry US dollars or euros to change into lari at exchange offices in Tbilisi, and a forex card. Villages and mountain cafés prefer cash.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Who travels on this trip?",
      answer:
        "Groups are usually a mix of couples, friends and solo travellers from their twenties to their sixties. Up to 18 travellers share one coach with the tour leader and the Georgian guide.",
    },
    {
      group: "Fitness and safety",
      question: "How fit do I need to be?",
      answer:
        "Able to walk for two to three hours with stops, including uphill on cobbles. The hike to Gergeti is optional, since the 4x4 takes everyone up. The highest point, the Jvari Pass at 2,379 metres, is crossed by road.",
    },
    {
      group: "Stay and food",
      question: "I am vegetarian. Will I manage in Georgia?",
      answer:
        "Yes. Cheese breads, bean stews, walnut and aubergine dishes, mushrooms and fresh salads are everyday Georgian food. We tell every restaurant in advance, and Tbilisi has good Indian restaurants for a change.",
    },
    {
      group: "Stay and food",
      question: "Is alcohol part of the trip?",
      answer:
        "Wine is central to Georgian culture, but nobody is expected to drink. At the winery and the supra, hosts happily pour grape juice, lemonade or tea instead.",
    },
    {
      group: "Travel and documents",
      question: "How long does the Georgian e-visa take?",
      answer:
        "Usually one to three weeks. Apply as soon as you book; if the visa is refused, we refund the land cost in full apart from the visa fee.",
    },
    {
      group: "Booking and payment",
      question: "Why are May and June departures more expensive?",
      answer:
        "Indian school holidays make them the busiest months, and hotels in Tbilisi and Kazbegi charge peak rates. Departures in those months carry a surcharge of ₹6,000 per person.",
    },
    {
      group: "Cancellation and refunds",
      question: "What is the cancellation policy?",
      answer:
        "Cancel 45 days or more before departure to get everything back except the booking amount; from 44 to 20 days we refund half, and within 19 days the trip is non-refundable.",
    },
  ],
  reviews: [
    {
      userName: "Ritika Sharma",
      rating: 5,
      text: "Waking up at Mta Lodge and seeing Kazbek out of the window is something I will never forget. The group was lovely and Nikoloz, our Georgian guide, sang at the supra. Worth every rupee.",
      daysAgo: 47,
      photo: true,
      images: [
        { scene: "himalayan-peaks", time: "dawn", alt: "Mount Kazbek at sunrise seen from a lodge window" },
        { scene: "monastery", time: "day", alt: "A traveller outside Gergeti Trinity Church" },
      ],
    },
    {
      userName: "Abhishek Iyer",
      rating: 5,
      text: "Perfect mix of city, mountains and wine country. As a vegetarian I ate better than I expected, the lobio and badrijani were fantastic. The e-visa support was really helpful too.",
      daysAgo: 110,
    },
    {
      userName: "Mansi Patel",
      rating: 4,
      text: "Beautiful trip. The drive back from Kazbegi to Tbilisi on the same day is long, but the views make up for it. The Sighnaghi guesthouse family treated us like relatives.",
      daysAgo: 168,
      photo: true,
    },
    {
      userName: "Col. Rajesh Thakur (retd.)",
      rating: 5,
      text: "My wife and I are 67 and 64. The tour leader made sure we were comfortable at every stop and arranged the 4x4 for us at Gergeti. A well-run, warm-hearted trip.",
      daysAgo: 244,
    },
    {
      userName: "Neha Bansal",
      rating: 3,
      text: "We went in mid-April and snow closed the pass, so the days were swapped around. The team handled it calmly, but the mountains were in cloud. Go in May or September for better odds.",
      daysAgo: 318,
    },
    {
      userName: "Sameer Khan",
      rating: 4,
      text: "Tbilisi is a gem, and the sulphur bath in the evening was a great tip. Flights via Dubai were long but smooth, and the early check-in on arrival helped a lot.",
      daysAgo: 377,
    },
  ],
  attractions: ["tbilisi-old-town", "mtskheta", "ananuri-fortress", "gergeti-trinity-church", "sighnaghi"],
  updatedDaysAgo: 34,
};
