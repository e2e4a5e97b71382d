import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

// Days 1 to 4 are common to every package; the Chandratal day is the main package's day 5, and the
// shorter package drives back to Manali from Chhatru on day 4 (daysSeparate).
const busFromDelhi: DemoScheduleItem = {
  name: "Overnight Volvo from Delhi to Manali",
  brief: "Departs Delhi about 6 pm, arrives Manali about 8 am",
  description:
    "Board our reserved semi-sleeper Volvo from Majnu ka Tilla in north Delhi. The bus stops for dinner near Murthal and reaches Manali early the next morning, where you freshen up at our hotel before the trek begins.",
  countAsDay: false,
};

const toChika: DemoScheduleItem = {
  name: "Manali to Jobra, trek to Chika (3,100 m)",
  brief: "1.5 hours by road, then 2 km on foot",
  description:
    "We meet at 10 am in Manali and drive up through Prini and the hairpins above Sethan to Jobra, where a forest of maple and silver birch begins. A short, easy walk through the trees brings us out to Chika, a grassy camp beside the Rani Nallah stream, ringed by steep rock walls and waterfalls. The afternoon is for settling in and an acclimatisation walk.",
  image: { scene: "alpine-meadow", time: "day", alt: "Grassy campsite beside a mountain stream among birch trees" },
};

const toBaluKaGhera: DemoScheduleItem = {
  name: "Chika to Balu ka Ghera (3,600 m)",
  brief: "9 km, about 6 hours, with stream crossings",
  description:
    "The valley opens into long, flat river meadows, and the day's challenge is water: several stream crossings, knee-deep on June and July afternoons, which our guides rope up when needed. Flowers line the trail in July. Balu ka Ghera, the 'heap of sand', is a wide camp on the river's deposits with the pass visible at the head of the valley.",
};

const passDay: DemoScheduleItem = {
  name: "Cross Hampta Pass (4,270 m), descend to Shea Goru (3,850 m)",
  brief: "10 km, 8 to 10 hours; the big day",
  description:
    "We start at 6 am, climbing moraine and then snow to the pass. The last hour is steep; take it slowly. On the top, the Kullu valley you have walked up lies green behind you, and the bare ochre mountains of Lahaul open up ahead, with the snows of Indrasan and Deo Tibba close at hand. The descent to Shea Goru is steep, on snow in June and loose scree later, and the guides fix a rope on the worst stretch. Camp is beside the meltwater stream.",
  image: { scene: "snow-trail", time: "day", alt: "Trekkers on a snowy pass with barren brown mountains beyond" },
};

const toChhatru: DemoScheduleItem = {
  name: "Shea Goru to Chhatru (3,300 m)",
  brief: "8 km, about 5 hours, down to the Chandra river",
  description:
    "A gentle descent beside the stream, with a couple of crossings, brings us down to the Chandra river at Chhatru. After three nights in tents, the camp's beds, hot showers and fresh rotis feel luxurious. Evening by the river, with the Lahaul peaks catching the last light.",
};

const chhatruToManali: DemoScheduleItem = {
  name: "Shea Goru to Chhatru, drive to Manali",
  brief: "8 km on foot, then about 3 hours by road through the Atal Tunnel",
  description:
    "A gentle descent beside the stream to the Chandra river at Chhatru, where lunch and our vehicle wait. We drive to Gramphu and through the Atal Tunnel back to Manali, arriving around 6 pm.",
};

const chandratalDay: DemoScheduleItem = {
  name: "Chandratal (4,300 m) and drive back to Manali",
  brief: "About 6 hours of driving with an hour at the lake",
  description:
    "We leave Chhatru at 6 am and drive up the Chandra valley to Batal and on to Chandratal, then walk the last stretch to the crescent-shaped lake. After an hour on its shore, we drive back through Chhatru and the Atal Tunnel to Manali, arriving around 7 pm. If the Batal road is closed early in the season, we replace Chandratal with a stop at Sissu waterfall and reach Manali by afternoon.",
  image: { scene: "high-lake", time: "day", alt: "Crescent-shaped blue lake in a high valley of scree" },
};

const manaliAndBus: DemoScheduleItem = {
  name: "Manali, overnight Volvo to Delhi",
  brief: "Free morning, bus departs about 5:30 pm",
  description:
    "A free day in Manali to rest, visit Hadimba temple in the deodar forest and wander Old Manali's cafés. Your bags stay at the hotel until the evening bus to Delhi, which arrives at Majnu ka Tilla by about 8 am the next morning.",
};

const camps: DemoStay = {
  name: "Chika, Balu ka Ghera and Shea Goru",
  nights: 3,
  type: "Alpine tents",
  hideHotelName: true,
  properties: [
    {
      property: "hampta-alpine-camp",
      meals: "Breakfast, packed lunch, evening snacks and dinner",
      roomType: "Twin-sharing tent",
    },
  ],
};

const chhatru: DemoStay = {
  name: "Chhatru",
  nights: 1,
  type: "Riverside camp",
  properties: [
    { property: "chhatru-riverside-camp", meals: "Dinner and breakfast", roomType: "Twin-sharing tent with beds" },
  ],
};

export const hamptaPassTrek: DemoTrek = {
  slug: "hampta-pass-trek",
  name: "Hampta Pass Trek",
  type: "trek",
  code: "PJ-HP-HMP",
  metaTitle: "Hampta Pass Trek from Manali with Chandratal: 5 Days",
  metaDescription:
    "Cross Hampta Pass at 4,270 m from green Kullu to desert Lahaul, then visit Chandratal. 5 days from Manali, with camps, meals, permits and expert leaders.",
  tagline: "Walk from green Kullu over a 4,270-metre pass into the desert of Lahaul",
  description:
    "Few treks show the Himalaya's contrasts as sharply as Hampta Pass. Three days up flowered river meadows and birch forest on the Kullu side, a snowy crossing at 4,270 metres, and suddenly the bare ochre mountains of Lahaul spread out below you. We finish with a drive to the blue crescent of Chandratal.",
  about:
    "The trek starts an hour and a half above Manali at Jobra and follows the Rani Nallah up through Chika and Balu ka Ghera, easy walking on grass and river flats with some cold stream crossings. The pass day is long and tough: a climb over moraine and snow to the crest, then a steep descent to Shea Goru on the Lahaul side.\n\nFrom Shea Goru the trail runs down to Chhatru on the Chandra river, where our main package spends a night in a riverside camp before driving to Chandratal, the 'moon lake' at 4,300 metres, and back to Manali through the Atal Tunnel. A shorter package drives back from Chhatru on the fourth day.\n\nThe season runs from mid-June to September. June has snow on the pass and high streams; July and August bring monsoon showers and flowers on the Kullu side; September is dry and clear. The trek suits fit beginners with some preparation, and it is an ideal step up from Kedarkantha.",
  campsite: "himachal-pradesh",
  destinations: ["manali"],
  altitude: 4270,
  difficulty: "moderate",
  seasons: ["summer", "monsoon"],
  months: [6, 7, 8, 9],
  themes: ["adventure", "snow"],
  length: "About 26 km over 4 trekking days",
  location: "Manali, Kullu district, Himachal Pradesh",
  minAge: 12,
  maxAge: 58,
  tips: "Carry a pair of sandals with straps for the stream crossings and a small towel in your daypack. Cross streams in the morning when the water is lowest. Arrive in Manali a day early if you can: a night at 2,000 metres helps before the first camp.",
  daysSeparate: true,
  packageTitle: "Choose how your trek ends",
  subPackageTitle: "Every package crosses the pass on day 3",
  // The Payment policy of the region's team (campsites.ts): ₹5,000 per person, balance 15 days before.
  bookingAmount: { perPerson: 5_000, balanceDueDays: 15 },
  changePolicy: {
    transferUntilDays: 12,
    transferFeeTiers: [
      { minDaysBefore: 30, feeRupees: 750 },
      { minDaysBefore: 0, feeRupees: 1_500 },
    ],
    creditPercent: 100,
    creditFeeRupees: 750,
    companyCancelBonusPercent: 15,
  },
  images: [
    { scene: "snow-trail", time: "day", alt: "Trekkers crossing the snowy Hampta Pass with Lahaul beyond" },
    { scene: "alpine-meadow", time: "day", alt: "River meadows of Balu ka Ghera with horses grazing" },
    { scene: "river-valley", time: "dusk", alt: "Barren ochre mountains above the Chandra river" },
    { scene: "high-lake", time: "dawn", alt: "Chandratal lake at sunrise" },
    { scene: "campsite-night", time: "night", alt: "Tents at Shea Goru under a clear night sky" },
    { scene: "pine-forest", time: "day", alt: "Birch and maple forest on the trail above Jobra" },
  ],
  packages: [
    {
      name: "Manali to Manali with Chandratal",
      description:
        "The classic five days: three nights in our alpine camps, a night at Chhatru on the Chandra river and a visit to Chandratal on the way back to Manali.",
      price: 11950,
      originalPrice: 13500,
      discountName: "Early-bird fare",
      startDay: 1,
      endDay: 5,
      schedule: [toChika, toBaluKaGhera, passDay, toChhatru, chandratalDay],
      stays: [camps, chhatru],
    },
    {
      name: "Manali to Manali, pass crossing only",
      description:
        "Four days for those short of time: the same crossing, with a drive back to Manali from Chhatru on day 4 instead of the Chandratal day.",
      price: 10450,
      startDay: 1,
      endDay: 4,
      schedule: [toChika, toBaluKaGhera, passDay, chhatruToManali],
      stays: [camps],
    },
    {
      name: "Delhi to Delhi by Volvo",
      description:
        "The Chandratal package with overnight Volvo seats from Delhi and back, a night in a Manali hotel after the trek and a free day before the bus home.",
      price: 14950,
      schedule: [busFromDelhi, toChika, toBaluKaGhera, passDay, toChhatru, chandratalDay, manaliAndBus],
      stays: [
        camps,
        chhatru,
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
    months: [6, 7, 8, 9],
    weekdays: [0, 3, 6],
    capacity: 22,
    unavailable: [{ package: 2, weekdays: [3] }],
  },
  includes: [
    {
      kind: "inclusion",
      name: "Camps and stays",
      icon: "tent",
      description: "Alpine tents with four-season sleeping bags, and a riverside camp with beds at Chhatru.",
    },
    {
      kind: "inclusion",
      name: "All meals on the trek",
      icon: "meal",
      description: "Breakfast, packed lunch, evening snacks and dinner from Day 1 lunch to the last day's breakfast.",
    },
    {
      kind: "inclusion",
      name: "Transport",
      icon: "transport",
      description: "Manali to Jobra, and Chhatru to Manali via Chandratal, in tempo travellers or SUVs.",
    },
    {
      kind: "inclusion",
      name: "Trek leader and guides",
      icon: "guide",
      description: "Certified trek leader, local guides from Manali, and a kitchen team.",
    },
    {
      kind: "inclusion",
      name: "Permits and forest fees",
      icon: "permit",
      description: "Forest camping fees and the Lahaul green tax.",
    },
    {
      kind: "inclusion",
      name: "Chandratal visit",
      icon: "lake",
      description: "Drive to Chandratal on the last day, road permitting.",
      excludedPackage: 1,
    },
    {
      kind: "inclusion",
      name: "Safety gear",
      icon: "first-aid",
      description: "Ropes for stream crossings, microspikes in June, oxygen and a complete medical kit.",
    },
    {
      kind: "exclusion",
      name: "Backpack offloading",
      icon: "backpack",
      description: "₹2,400 for up to 10 kg, booked in advance.",
    },
    { kind: "exclusion", name: "Travel to Manali", icon: "bus", description: "Except in the Delhi to Delhi package." },
    { kind: "exclusion", name: "Travel insurance", icon: "insurance" },
  ],
  instructions: [
    {
      name: "Fitness target",
      description:
        "Jog 5 km in under 35 minutes and do three sets of 20 squats comfortably. The pass day is 8 to 10 hours on your feet.",
    },
    {
      name: "Stream crossing kit",
      description:
        "Sandals with back straps (no flip-flops), quick-dry trousers that roll up above the knee and a small towel.",
    },
    {
      name: "Medical certificate and ID",
      description:
        "A doctor's fitness certificate from within 30 days and an original photo ID, needed for the forest and Lahaul check posts.",
    },
    {
      name: "Meeting point",
      description:
        "Report at 9:45 am at the Deodar Heights hotel, Log Huts Road, Manali, on Day 1 with your bags packed for the trek.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is Chandratal always included?",
      answer:
        "In the main and Delhi packages, yes, when the Batal road is open, usually from late June. If it is closed, we stop at Sissu instead and refund ₹1,000 per person.",
    },
    {
      group: "About the trip",
      question: "Will there be snow on the pass?",
      answer:
        "In June and early July, yes, often down to Balu ka Ghera. By late August the pass is mostly scree with snow patches.",
    },
    {
      group: "Fitness and safety",
      question: "How dangerous are the stream crossings?",
      answer:
        "They are cold and can be strong in the afternoon, which is why we cross in the morning and our guides fix a rope where needed. Nobody crosses alone.",
    },
    {
      group: "Fitness and safety",
      question: "Can a first-timer do Hampta Pass?",
      answer:
        "Yes, if they train for six weeks. The pass day is demanding, so an easier trek such as Kedarkantha first is a good idea but not essential.",
    },
    {
      group: "Stay and food",
      question: "What is the food like?",
      answer:
        "Hot vegetarian meals, with eggs at breakfast. Expect parathas, poha, dal, rajma, seasonal vegetables, soup every evening and a dessert on the pass night.",
    },
    {
      group: "Travel and documents",
      question: "Can I leave extra luggage in Manali?",
      answer: "Yes, at our Manali hotel, free of charge. Carry only what you need on the trek.",
    },
    {
      group: "Booking and payment",
      question: "Is the Delhi package's bus a sleeper?",
      answer: "It is an air-conditioned semi-sleeper Volvo with reclining seats, booked as a block for the group.",
    },
  ],
  reviews: [
    {
      userName: "Tanvi Kulkarni",
      rating: 5,
      text: "The moment you stand on the pass and see Lahaul open up is worth every step. Our guide Tashi held my hand on the steep descent to Shea Goru and taught me to dig my heels in. Chandratal the next day was the cherry on top.",
      daysAgo: 75,
      photo: true,
      images: [{ scene: "snow-trail", time: "day", alt: "View from Hampta Pass into Lahaul" }],
    },
    {
      userName: "Mohammed Faizan",
      rating: 4,
      text: "Well organised with a great team. The stream crossing on day 2 was colder than I imagined; bring proper sandals, not slippers, as they tell you. Lost one star because the Chhatru camp's showers ran out of hot water.",
      daysAgo: 82,
    },
    {
      userName: "Riya Sen",
      rating: 5,
      text: "Did the Delhi to Delhi package solo and came back with twelve new friends. Everything from the bus to the last dinner was sorted. Late June: snow from Balu ka Ghera onward.",
      daysAgo: 148,
    },
    {
      userName: "Karan Bhatia",
      rating: 5,
      text: "September batch, clear skies every day and the pass almost snow-free. The contrast between the two sides was exactly as described. The leader was strict about oximeter readings and sent one person back from Balu ka Ghera, which was the right call.",
      daysAgo: 64,
    },
    {
      userName: "Shalini Reddy",
      rating: 3,
      text: "Rain for the first two days in mid-July made the camps muddy and the tents damp. The team did what they could. The pass itself was glorious. I would choose September next time.",
      daysAgo: 126,
    },
    {
      userName: "Abhishek Tiwari",
      rating: 5,
      text: "Took the four-day package as I only had a long weekend. Reached Manali by 6 pm on day 4 as promised. The alpine camps were very comfortable.",
      daysAgo: 97,
    },
  ],
  attractions: ["hampta-pass", "chandratal-lake", "atal-tunnel"],
  updatedDaysAgo: 17,
};
