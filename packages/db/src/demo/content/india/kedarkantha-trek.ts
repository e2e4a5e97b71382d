import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

// The trail days are shared: the Sankri package joins on the evening before the Juda ka Talab climb
// and leaves from Sankri, so it covers days 2 to 5 of the Dehradun itinerary (daysSeparate).
const driveIn: DemoScheduleItem = {
  name: "Dehradun to Sankri (1,950 m)",
  brief: "200 km, 9 to 10 hours by tempo traveller",
  description:
    "We leave Dehradun railway station at 6:30 am sharp and climb past Mussoorie, then follow the Yamuna and the Tons rivers through Nainbagh, Purola and Mori. Lunch is at a dhaba on the river. The last hour, after Netwar, is a narrow road above the Supin river with the first views of the snow. We reach Sankri by about 5 pm; after tea, your trek leader checks everyone's gear and briefs the group on the days ahead.",
  image: { scene: "mountain-road", time: "day", alt: "Mountain road winding along a river valley towards snow peaks" },
};

const toJuda: DemoScheduleItem = {
  name: "Sankri to Juda ka Talab (2,800 m)",
  brief: "4 km, about 5 hours, 850 m of steady climbing",
  description:
    "After breakfast and a short warm-up, the trail leaves the last houses of Sankri and enters a forest of pine, oak and maple. The climb is steady rather than steep, with frequent rests and a packed lunch at a forest clearing. By early afternoon you reach Juda ka Talab, a small lake that is frozen from late December; the campsite is in the clearing above it. Evenings are spent around the dining tent, learning how to layer for the cold nights.",
};

const toBase: DemoScheduleItem = {
  name: "Juda ka Talab to Kedarkantha base (3,400 m)",
  brief: "4 km, 3 to 4 hours, forest giving way to open snow meadows",
  description:
    "A short day to help you acclimatise. The oaks thin out and the trail opens onto snow meadows with the summit cone of Kedarkantha directly ahead and Swargarohini, Bandarpoonch and Kalanag lined up to the north. The base camp sits on a broad shoulder; afternoons are for rest, snow games and a walk to the ridge for sunset. Dinner is early, and everyone is in their sleeping bag by 8 pm.",
  image: { scene: "snow-trail", time: "snow", alt: "Trekkers crossing an open snow meadow with the summit cone ahead" },
};

const summit: DemoScheduleItem = {
  name: "Summit day: Kedarkantha (3,800 m), descend to Hargaon (3,100 m)",
  brief: "About 9 km, 9 to 10 hours; start at 3 am",
  description:
    "Wake-up tea is at 2:30 am. With head torches on and microspikes strapped to your shoes, the group climbs the steep snow ridge in a single line, resting every 20 minutes. The sky lightens over the Garhwal peaks as you near the top, and most groups reach the summit shrine around sunrise. After photographs and a hot drink, the descent back to base camp is quick on the snow; after an early lunch, we continue down through the forest to Hargaon. The trek leader sets a turnaround time of 9 am; if conditions are unsafe, we turn back.",
  image: {
    scene: "himalayan-peaks",
    time: "dawn",
    alt: "Sunrise lighting a ring of snow peaks seen from a summit ridge",
  },
};

const toSankri: DemoScheduleItem = {
  name: "Hargaon to Sankri",
  brief: "6 km, about 4 hours, downhill through pine forest",
  description:
    "A gentle last morning on the trail, descending through pine and past the fields of Saur village before rejoining the road at Sankri by lunchtime. Hot showers at the guesthouse, an evening in the village market and a celebratory dinner, with your completion certificates handed out by the trek leader.",
};

const driveOut: DemoScheduleItem = {
  name: "Sankri to Dehradun",
  brief: "200 km, reaching Dehradun between 6 and 7 pm",
  description:
    "We leave Sankri at 7 am after breakfast and retrace the road along the Tons and the Yamuna to Dehradun, with a lunch stop on the way. Please book onward trains, buses or flights after 9 pm, as the hill roads can be slow.",
};

const reportAtSankri: DemoScheduleItem = {
  name: "Report at Sankri base by 4 pm",
  brief: "Arrival evening, gear check and briefing",
  description:
    "Make your own way to Sankri and report at our guesthouse by 4 pm. A government bus and shared jeeps leave Dehradun for Sankri early each morning. After tea, the trek leader checks your gear and medical documents and briefs the group; dinner is at 7:30 pm.",
  countAsDay: false,
};

const finishAtSankri: DemoScheduleItem = {
  ...toSankri,
  description:
    "A gentle last morning on the trail, descending through pine and past the fields of Saur village to Sankri by lunchtime, where the trek ends with your completion certificate. Shared jeeps to Dehradun leave in the early afternoon; we help you find seats.",
};

const trailCamps: DemoStay = {
  name: "Juda ka Talab, Kedarkantha base and Hargaon",
  nights: 3,
  type: "Alpine tents",
  hideHotelName: true,
  properties: [
    {
      property: "govind-alpine-camp",
      meals: "Breakfast, packed lunch and dinner",
      roomType: "Two per three-person tent",
    },
  ],
};

export const kedarkanthaTrek: DemoTrek = {
  slug: "kedarkantha-trek",
  name: "Kedarkantha Trek",
  type: "trek",
  code: "PJ-UK-KDK",
  metaTitle: "Kedarkantha Trek: 6-Day Winter Snow Trek from Dehradun",
  metaDescription:
    "Trek to the 3,800 m Kedarkantha summit in winter snow: 6 days from Dehradun via Sankri and Juda ka Talab, with expert leaders, all meals, permits and camps.",
  tagline: "Stand on a 3,800-metre snow summit as the sun rises over the Garhwal Himalaya",
  description:
    "Kedarkantha is the winter trek that turns first-timers into mountain people. In four days on the trail from Sankri, you climb through snow-laden oak and pine forest, camp beside a frozen lake and on open snow meadows, and stand on a summit at about 3,800 metres with Swargarohini, Bandarpoonch and Kalanag lined up before you at sunrise.",
  about:
    "The trek starts in Sankri, a village of carved wooden houses at the edge of the Govind Pashu Vihar National Park, a day's drive from Dehradun. The trail is short, about 20 km in all, but it packs in everything a Himalayan trek should have: forest walking, a lake campsite at Juda ka Talab, a base camp with the summit in full view and a real summit push that starts in the dark.\n\nFrom late December to March the whole route is under snow, which is why Kedarkantha is India's most popular winter trek. Days are sunny and crisp, nights at the base camp fall to minus 10 °C, and the snow on the summit ridge is firm in the early morning, when microspikes make the climb secure. In April the lower trail melts out and the summit stays white.\n\nOur groups are capped at 20, with a mountaineering-trained trek leader, local guides from Sankri and a kitchen team who cook three hot meals a day. Every trekker's blood oxygen is checked morning and evening, and the leader's turnaround rules on summit day are firm.",
  campsite: "uttarakhand",
  destinations: ["uttarakhand"],
  altitude: 3800,
  difficulty: "easy-moderate",
  seasons: ["winter", "spring"],
  months: [12, 1, 2, 3, 4],
  themes: ["first-timers", "snow", "adventure"],
  length: "About 20 km over 4 trekking days",
  location: "Sankri, Uttarkashi district, Uttarakhand",
  minAge: 10,
  maxAge: 62,
  discount: { slider: true, availed: 17, total: 25, daysPassed: 6 },
  tips: "Break in your trekking shoes for at least two weeks before the trek. Pack two pairs of woollen socks just for sleeping, and keep them dry. Carry your water bottle inside your sleeping bag at the base camp so it does not freeze. Sunglasses are not optional on the snow: the glare at 3,800 metres causes snow blindness within hours.",
  daysSeparate: true,
  packageTitle: "Where would you like to start?",
  subPackageTitle: "All packages walk the same route from Sankri with the same leaders",
  // The Payment policy of the region's team (campsites.ts): ₹3,000 per person, balance 10 days before.
  bookingAmount: { perPerson: 3_000, balanceDueDays: 10 },
  changePolicy: {
    transferUntilDays: 10,
    transferFeeTiers: [
      { minDaysBefore: 30, feeRupees: 500 },
      { minDaysBefore: 15, feeRupees: 1_000 },
      { minDaysBefore: 0, feeRupees: 2_000 },
    ],
    creditPercent: 100,
    creditFeeRupees: 500,
    companyCancelBonusPercent: 10,
  },
  images: [
    {
      scene: "himalayan-peaks",
      time: "dawn",
      alt: "Trekkers on the Kedarkantha summit ridge at sunrise with snow peaks beyond",
    },
    { scene: "snow-trail", time: "snow", alt: "Line of trekkers walking through snow among oak trees" },
    { scene: "high-lake", time: "snow", alt: "Frozen Juda ka Talab lake in a snowy forest clearing" },
    { scene: "campsite-night", time: "night", alt: "Tents at the Kedarkantha base camp under a starry sky" },
    { scene: "pine-forest", time: "snow", alt: "Snow-laden pine forest on the trail above Sankri" },
    { scene: "old-town", time: "day", alt: "Wooden houses of Sankri village with snow peaks behind" },
  ],
  packages: [
    {
      name: "Dehradun to Dehradun",
      description:
        "The full trek with transport from and back to Dehradun in a shared tempo traveller, two nights in a Sankri guesthouse and three nights in camps.",
      price: 10950,
      originalPrice: 12500,
      discountName: "Early-bird fare",
      startDay: 1,
      endDay: 6,
      schedule: [driveIn, toJuda, toBase, summit, toSankri, driveOut],
      stays: [
        {
          name: "Sankri",
          nights: 2,
          type: "Guesthouse",
          properties: [
            {
              property: "sankri-swargarohini-guesthouse",
              meals: "Dinner and breakfast",
              roomType: "Triple or quad sharing, attached bathroom",
            },
          ],
        },
        trailCamps,
      ],
    },
    {
      name: "Sankri to Sankri",
      description:
        "For trekkers who reach Sankri on their own. You join on the evening before the climb and leave after descending on the last trek day: the same four days on the trail, without the drive.",
      price: 8950,
      startDay: 2,
      endDay: 5,
      schedule: [reportAtSankri, toJuda, toBase, summit, finishAtSankri],
      stays: [
        {
          name: "Sankri",
          nights: 1,
          type: "Guesthouse",
          properties: [
            {
              property: "sankri-swargarohini-guesthouse",
              meals: "Dinner and breakfast",
              roomType: "Triple or quad sharing, attached bathroom",
            },
          ],
        },
        trailCamps,
      ],
    },
    {
      name: "Dehradun to Dehradun with trekking gear",
      description:
        "The full Dehradun package plus a rental kit waiting for you at Sankri: waterproof trekking shoes in your size, a 50-litre backpack with rain cover, a down jacket, trekking poles and a head torch.",
      price: 12450,
      startDay: 1,
      endDay: 6,
      schedule: [driveIn, toJuda, toBase, summit, toSankri, driveOut],
      stays: [
        {
          name: "Sankri",
          nights: 2,
          type: "Guesthouse",
          properties: [
            {
              property: "sankri-swargarohini-guesthouse",
              meals: "Dinner and breakfast",
              roomType: "Triple or quad sharing, attached bathroom",
            },
          ],
        },
        trailCamps,
      ],
    },
  ],
  departures: {
    months: [12, 1, 2, 3, 4],
    weekdays: [1, 3, 5, 6],
    capacity: 20,
    peak: { months: [12], surcharge: 1500 },
    unavailable: [{ package: 1, weekdays: [6] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Stays",
      icon: "tent",
      description:
        "Guesthouse rooms in Sankri and twin-sharing tents on the trail, with sleeping bags rated to minus 10 °C.",
    },
    {
      kind: "inclusion",
      name: "All meals on the trek",
      icon: "meal",
      description:
        "Vegetarian meals from dinner on the first evening to breakfast on the last morning, cooked fresh at camp.",
    },
    {
      kind: "inclusion",
      name: "Dehradun transport",
      icon: "transport",
      description: "Shared tempo traveller from Dehradun to Sankri and back.",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Trek leader and local guides",
      icon: "guide",
      description: "A mountaineering-trained trek leader and one local guide for every eight trekkers.",
    },
    {
      kind: "inclusion",
      name: "Forest permits",
      icon: "permit",
      description: "Govind National Park entry and camping fees for Indian nationals.",
    },
    {
      kind: "inclusion",
      name: "Safety equipment",
      icon: "first-aid",
      description:
        "Microspikes and gaiters on snow days, oxygen cylinder, pulse oximeters, a stretcher and a full first-aid kit.",
    },
    {
      kind: "exclusion",
      name: "Backpack offloading",
      icon: "backpack",
      description: "A mule or porter can carry up to 10 kg for ₹1,800, booked at least 5 days in advance.",
    },
    { kind: "exclusion", name: "Travel to Dehradun or Sankri", icon: "train" },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
    {
      kind: "exclusion",
      name: "Personal expenses",
      icon: "wallet",
      description: "Snacks, bottled drinks, tips and anything not listed as included.",
    },
  ],
  instructions: [
    {
      name: "Fitness",
      description:
        "Be able to jog 5 km in under 35 minutes by the start date, and climb four floors of stairs with a 5 kg backpack without stopping. Start training at least four weeks before.",
    },
    {
      name: "Medical certificate",
      description:
        "Upload a fitness certificate signed by a registered doctor, dated within 30 days of the trek. Tell us about asthma, blood pressure or any heart condition before you book.",
    },
    {
      name: "What to pack",
      description:
        "Three warm layers (thermal, fleece, padded or down jacket), waterproof jacket and trousers, woollen cap, two pairs of gloves (fleece and waterproof), sunglasses, a 1-litre bottle, sunscreen and lip balm. Trekking shoes with ankle support; no sports shoes.",
    },
    {
      name: "Documents",
      description:
        "Carry an original government photo ID and a photocopy. The forest department checks them at Sankri; without ID you cannot enter the park.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is Kedarkantha suitable for a first trek?",
      answer:
        "Yes, for people who prepare. The daily distances are short, but the snow and the summit climb ask for a month of regular cardio training.",
    },
    {
      group: "About the trip",
      question: "Will there definitely be snow?",
      answer:
        "From late December to early March, almost always. In December and April the snowline can be higher, but the base camp and summit usually have snow.",
    },
    {
      group: "Fitness and safety",
      question: "How cold does it get?",
      answer:
        "Daytime temperatures are between 5 and 12 °C in the sun. Nights at the base camp fall to minus 8 to minus 12 °C in January.",
    },
    {
      group: "Fitness and safety",
      question: "What if someone falls ill on the trek?",
      answer:
        "The trek leader carries oxygen and a first-aid kit and checks everyone's oxygen saturation twice a day. A trekker who needs to descend goes down with a guide, and we arrange onward transport from Sankri.",
    },
    {
      group: "Stay and food",
      question: "Are there toilets at the campsites?",
      answer:
        "Each camp has toilet tents with a dry pit, and we provide toilet paper. There are no bathing facilities between Sankri and Sankri.",
    },
    {
      group: "Stay and food",
      question: "Can you cater for a Jain or gluten-free diet?",
      answer: "Jain meals, yes, with notice. Gluten-free is possible but limited on the trail; tell us when you book.",
    },
    {
      group: "Booking and payment",
      question: "Can I rent gear at Sankri?",
      answer:
        "Choose the package with trekking gear, or rent individual items (shoes, jacket, poles) from us with 7 days' notice. Sankri's shops have limited sizes in peak season.",
    },
    {
      group: "Travel and documents",
      question: "How do I get to Dehradun?",
      answer:
        "Overnight trains from Delhi (the Nanda Devi Express or the Mussoorie Express), overnight Volvo buses from Delhi's ISBT Kashmere Gate, or flights to Jolly Grant airport, 25 km from the city.",
    },
    {
      group: "Cancellation and refunds",
      question: "What happens if the trek is cancelled because of weather?",
      answer: "If we cancel before the start, you choose a full refund or a move to any other batch this season.",
    },
  ],
  reviews: [
    {
      userName: "Ananya Deshpande",
      rating: 5,
      text: "My first Himalayan trek and I could not have asked for better. Our trek leader Rakesh bhaiya had us doing breathing exercises every morning, and when the summit ridge got icy he made sure each of us had our microspikes fastened properly. Reaching the top at 6:40 am with the whole range turning pink is something I will carry with me forever.",
      daysAgo: 302,
      photo: true,
      images: [{ scene: "himalayan-peaks", time: "dawn", alt: "Summit view at sunrise shared by a trekker" }],
    },
    {
      userName: "Harpreet Singh Sandhu",
      rating: 5,
      text: "Did this with my 14-year-old son. The team's food was unbelievable for 3,400 metres: gajar halwa on the base camp night! The drive from Dehradun is long, so carry motion sickness tablets if you need them.",
      daysAgo: 318,
    },
    {
      userName: "Meera Krishnan",
      rating: 4,
      text: "Beautiful trek and very well run. The only reason for four stars is the toilet tents at Juda ka Talab, which were crowded with other groups camping nearby. The summit day was hard but the leader's pacing was perfect.",
      daysAgo: 287,
    },
    {
      userName: "Sourav Banerjee",
      rating: 5,
      text: "I joined the Sankri to Sankri batch since I was already in Uttarakhand. Seamless: reported at 3 pm, had my gear checked and was eating pakoras with the group by 5. Snow was knee-deep above base camp in late January.",
      daysAgo: 296,
      photo: true,
    },
    {
      userName: "Nikita Rao",
      rating: 3,
      text: "Bad weather meant we turned back 200 metres below the summit. I was disappointed at the time but in hindsight it was the right call, and the leader explained everything clearly. Wish the trek had a buffer day for exactly this reason.",
      daysAgo: 265,
    },
    {
      userName: "Aditya Verma",
      rating: 5,
      text: "Went in April expecting no snow and found the summit still white. Fewer crowds than winter, rhododendrons in bloom lower down, and warm enough to sit outside after dinner. Highly recommend an April batch.",
      daysAgo: 214,
      images: [
        { scene: "pine-forest", time: "day", alt: "Rhododendrons in bloom on the forest trail" },
        { scene: "snow-trail", time: "day", alt: "Snow patches on the summit ridge in spring" },
      ],
    },
  ],
  attractions: ["kedarkantha-summit", "juda-ka-talab"],
  updatedDaysAgo: 4,
};
