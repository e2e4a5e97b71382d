// Dubai City and Desert: five days of old and new Dubai, the desert and Abu Dhabi.
import type { DemoScheduleItem, DemoTrek } from "../../types.ts";

const middleDays: DemoScheduleItem[] = [
  {
    name: "Old Dubai, new Dubai and the view from the 124th floor",
    brief: "A guided morning in the souks and Al Fahidi, and Burj Khalifa at sunset.",
    description:
      "Your guide collects you at 9 am for a half-day tour of the city's two faces. Walk the wind-tower lanes of Al Fahidi, cross the creek by abra for one dirham, and wander the spice and gold souks of Deira. Continue past the Jumeirah Mosque to a photo stop at the sail-shaped Burj Al Arab, and return to the hotel for an afternoon rest. In the evening, your timed ticket takes you up Burj Khalifa to At the Top on levels 124 and 125, ideally just before sunset; afterwards, watch the Dubai Fountain show from the lakeside promenade.",
    image: { scene: "city-skyline", time: "dusk", alt: "The view from Burj Khalifa over Downtown Dubai at sunset" },
  },
  {
    name: "Museum of the Future and an evening desert safari",
    brief: "A morning in 2071, then dune bashing, sunset on the dunes and a barbecue dinner.",
    description:
      "Spend the morning at the Museum of the Future, the calligraphy-covered ring beside Sheikh Zayed Road, travelling to a space station in 2071 and through a living library of species. After lunch and a rest, a 4x4 collects you at about 3 pm for the desert safari: half an hour of dune bashing across the red sands of Lahbab, sunset and sandboarding on a dune crest, then a camp with a camel ride, henna, Tanoura and fire shows, and a barbecue dinner with vegetarian dishes. Back at the hotel by 9.30 pm.",
    image: { scene: "desert-dunes", time: "dusk", alt: "A 4x4 on the crest of a red dune at sunset near Dubai" },
  },
  {
    name: "Abu Dhabi: the Grand Mosque and the BAPS Mandir",
    brief: "A guided day in the capital: the Sheikh Zayed Grand Mosque, Qasr Al Watan and the new Hindu temple.",
    description:
      "Leave at 8 am for Abu Dhabi, an hour and a half down the coast. Walk the white marble courtyard and prayer hall of the Sheikh Zayed Grand Mosque with your guide, then visit Qasr Al Watan, the presidential palace, and drive along the Corniche past the Emirates Palace. After an Indian lunch, stop on the way back at the BAPS Hindu Mandir at Abu Mureikhah, the hand-carved stone temple opened in 2024, before a drive past Ferrari World on Yas Island. Back in Dubai around 7 pm. Dress modestly today, with arms and legs covered; women need a headscarf at the mosque.",
  },
];

export const dubaiCityAndDesert: DemoTrek = {
  slug: "dubai-city-and-desert",
  name: "Dubai City and Desert",
  type: "tour-package",
  code: "INT-DXB-05",
  metaTitle: "Dubai Tour Package: 5 Days with Abu Dhabi and Safari",
  metaDescription:
    "Five days in Dubai: Burj Khalifa at sunset, a Marina dhow cruise, Museum of the Future, desert safari and an Abu Dhabi day with the BAPS Mandir. Visa included.",
  tagline: "From the 124th floor of Burj Khalifa to a barbecue under the desert stars",
  description:
    "Dubai City and Desert packs the best of the Emirates into five easy days. You see old Dubai from an abra on the creek and new Dubai from the 124th floor of Burj Khalifa, cruise the lit-up Marina on a wooden dhow, travel to 2071 at the Museum of the Future, and watch the sun set over the red dunes before a barbecue dinner at a desert camp.\n\nA full day in Abu Dhabi adds the white marble Sheikh Zayed Grand Mosque and the hand-carved BAPS Hindu Mandir.",
  about:
    "This is our best-selling short holiday, designed for families and first-time visitors. The UAE tourist visa is included in every package, and our Dubai office handles the application. Sightseeing is on shared tours with licensed guides, while airport transfers are private; the hotel is a short walk from The Dubai Mall and Burj Khalifa, with an Indian breakfast counter.\n\nThe pace leaves afternoons free for the pool or the malls, and every evening has something planned. It runs all year. From November to March the weather is perfect and the city at its busiest; from June to September it is very hot, but hotels are cheaper and the sightseeing is mostly indoors or after dark.\n\nChoose land with visa, add return flights from Mumbai, or stay on the Palm in a 5-star beach resort.",
  campsite: "dubai",
  destinations: ["dubai"],
  difficulty: "easy",
  seasons: ["autumn", "winter", "spring"],
  months: [10, 11, 12, 1, 2, 3, 4],
  themes: ["family", "honeymoon", "adventure"],
  location: "Dubai and Abu Dhabi, United Arab Emirates",
  minAge: 3,
  maxAge: 75,
  discount: { slider: true, availed: 23, total: 30, daysPassed: 6 },
  tips: "Send your passport scan and photo as soon as you book so that the visa is ready two weeks before travel. In summer, plan outdoor time for the early morning and evening, and carry a water bottle everywhere.",
  packageTitle: "Choose your package",
  subPackageTitle: "Per person on twin sharing; UAE visa included",
  images: [
    { scene: "city-skyline", time: "dusk", alt: "Burj Khalifa and the Downtown Dubai skyline at dusk" },
    { scene: "desert-dunes", time: "dusk", alt: "Red dunes near Dubai at sunset during a desert safari" },
    { scene: "city-skyline", time: "night", alt: "A dhow cruising past the illuminated towers of Dubai Marina" },
    { scene: "temple", time: "day", alt: "The white domes of the Sheikh Zayed Grand Mosque in Abu Dhabi" },
    { scene: "old-town", time: "day", alt: "Wind towers in the Al Fahidi Historical Neighbourhood" },
  ],
  packages: [
    {
      name: "Classic with visa",
      description:
        "Four nights in a 4-star Downtown hotel with breakfast, the UAE tourist visa, private airport transfers, and every tour and ticket on the itinerary. Book your own flights.",
      price: 49999,
      image: { scene: "city-skyline", time: "day", alt: "Downtown Dubai seen from the hotel rooftop pool" },
      schedule: [
        {
          name: "Arrive in Dubai, dhow cruise on the Marina",
          brief: "Private airport pickup and a dinner cruise past the Marina's towers.",
          description:
            "Our driver meets you at Dubai International Airport with a name board and drives you to your hotel in Downtown Dubai, about 20 minutes away. Rest, then at 7.30 pm a car takes you to Dubai Marina to board a wooden dhow for a two-hour dinner cruise past the lit-up towers, with a buffet of Arabic and Indian dishes and a Tanoura dance on board.",
        },
        ...middleDays,
        {
          name: "Departure",
          brief: "A free morning and the private transfer to the airport.",
          description:
            "Enjoy the morning at leisure: a last swim, the Dubai Frame in Zabeel Park, or shopping at The Dubai Mall. Check out at noon; the hotel holds your bags, and your driver collects you three hours before your flight.",
        },
      ],
      stays: [
        {
          name: "Dubai",
          nights: 4,
          type: "Hotel",
          properties: [{ property: "dubai-al-noor-downtown", meals: "Breakfast", roomType: "Deluxe room" }],
        },
      ],
    },
    {
      name: "Classic with flights from Mumbai",
      description:
        "Everything in the classic package plus return economy flights from Mumbai with 30 kg checked baggage and meals on board.",
      price: 69999,
      originalPrice: 76999,
      discountName: "Early bird fare",
      schedule: [
        {
          name: "Fly from Mumbai to Dubai, dhow cruise on the Marina",
          brief: "A morning flight of about three hours and a dinner cruise in the evening.",
          description:
            "Take the morning flight from Mumbai, about three hours, gaining an hour and a half on the clock. Our driver meets you at arrivals for the drive to your Downtown hotel. After resting, board a wooden dhow at Dubai Marina for a two-hour dinner cruise past the lit-up towers, with a buffet and a Tanoura show.",
        },
        ...middleDays,
        {
          name: "Fly home to Mumbai",
          brief: "A free morning and the evening flight home.",
          description:
            "The morning is free for the Dubai Frame or last-minute shopping. Check out at noon; the hotel keeps your bags until the driver collects you for the evening flight to Mumbai. Remember the duty-free allowance on gold when you pack.",
        },
      ],
      stays: [
        {
          name: "Dubai",
          nights: 4,
          type: "Hotel",
          properties: [{ property: "dubai-al-noor-downtown", meals: "Breakfast", roomType: "Deluxe room" }],
        },
      ],
    },
    {
      name: "Palm premium with flights",
      description:
        "Four nights in a sea-view suite at a 5-star beach resort on Palm Jumeirah with breakfast and two dinners, return flights from Mumbai, and private cars for every tour.",
      price: 104999,
      image: { scene: "beach", time: "dusk", alt: "A private beach on Palm Jumeirah with the Marina skyline behind" },
      schedule: [
        {
          name: "Fly from Mumbai to Dubai, dhow cruise on the Marina",
          brief: "A morning flight, your suite on the Palm and a dinner cruise.",
          description:
            "Take the morning flight from Mumbai. Your private driver meets you at arrivals and drives you to your resort on the crescent of Palm Jumeirah. In the evening, a short drive takes you to Dubai Marina for a two-hour dhow dinner cruise past the lit-up towers.",
        },
        ...middleDays,
        {
          name: "Fly home to Mumbai",
          brief: "A lazy morning on the resort's beach and the evening flight home.",
          description:
            "Spend the morning on the private beach or by one of the resort's pools; late check-out until 4 pm is included. Your driver collects you for the evening flight to Mumbai.",
        },
      ],
      stays: [
        {
          name: "Palm Jumeirah",
          nights: 4,
          type: "Beach resort",
          properties: [
            {
              property: "dubai-palm-crescent-resort",
              meals: "Breakfast, and dinner on two nights",
              roomType: "Sea-view suite",
            },
          ],
        },
      ],
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    weekdays: [1, 3, 4, 6],
    capacity: 30,
    peak: { months: [12, 1], surcharge: 8000 },
    unavailable: [{ package: 1, weekdays: [3] }],
  },
  includes: [
    { kind: "inclusion", name: "Four nights' hotel stay with breakfast", icon: "hotel" },
    {
      kind: "inclusion",
      name: "UAE 30-day tourist visa",
      icon: "visa",
      description: "Applied for by our Dubai office; usually issued within four working days.",
    },
    {
      kind: "inclusion",
      name: "Return economy flights from Mumbai",
      icon: "flight",
      description: "30 kg checked baggage and meals on board.",
      excludedPackage: 0,
    },
    { kind: "inclusion", name: "Private airport transfers", icon: "transfer" },
    {
      kind: "inclusion",
      name: "Marina dhow cruise with dinner",
      icon: "activity",
    },
    {
      kind: "inclusion",
      name: "Desert safari with barbecue dinner",
      icon: "activity",
      description: "Dune bashing, sandboarding, camel ride and shows.",
    },
    {
      kind: "inclusion",
      name: "Tickets for Burj Khalifa and the Museum of the Future",
      icon: "ticket",
      description: "At the Top, levels 124 and 125, in a non-prime slot; timed entry to the museum.",
    },
    {
      kind: "inclusion",
      name: "Guided Dubai city tour and Abu Dhabi day tour",
      icon: "guide",
      description: "Shared tours with licensed guides, Indian lunch in Abu Dhabi.",
    },
    { kind: "inclusion", name: "Travel insurance", icon: "insurance" },
    {
      kind: "exclusion",
      name: "Tourism Dirham fee",
      icon: "tax",
      description: "A nightly fee per room set by the Dubai government, paid at the hotel.",
    },
    { kind: "exclusion", name: "Lunches and dinners not mentioned", icon: "meal" },
    {
      kind: "exclusion",
      name: "Sunset slot upgrade at Burj Khalifa",
      icon: "ticket",
      description: "₹1,700 per person.",
    },
    { kind: "exclusion", name: "Tips for drivers and guides", icon: "tip" },
  ],
  instructions: [
    {
      name: "Visa documents",
      description:
        "Send a clear colour scan of your passport's front and back pages and a recent photo on a white background as soon as you book. Passports must be valid for six months from arrival.",
    },
    {
      name: "What to wear",
      description:
        "Light, breathable clothes for the day; something that covers shoulders and knees for malls and the old town; long, loose clothing and a headscarf for women on the Abu Dhabi day.",
    },
    {
      name: "Customs",
      description:
        "Some medicines that are common in India, including certain painkillers and sleeping tablets, are controlled in the UAE. Carry prescriptions for everything you bring, in original packaging.",
    },
    {
      name: "Getting around",
      description:
        "The Dubai Metro is clean, cheap and air-conditioned; buy a Nol card at any station. The gold-class carriage costs double, and one carriage on every train is reserved for women and children.",
    },
  ],
  faqs: [
    {
      group: "Travel and documents",
      question: "How long does the UAE visa take?",
      answer:
        "Usually three to four working days once we have your documents. We apply about three weeks before travel and email the visa as a PDF; print it and carry it with your passport.",
    },
    {
      group: "About the trip",
      question: "Is Dubai too hot in summer?",
      answer:
        "From June to September days are above 40°C. The trip still works, because the sightseeing is indoors or after dark and the safari starts late afternoon, but families with young children may prefer October to April.",
    },
    {
      group: "About the trip",
      question: "Are the tours private?",
      answer:
        "Airport transfers are private. The city tour, safari and Abu Dhabi day are shared with other guests in small groups, except in the Palm premium package, where you have a private car for every tour.",
    },
    {
      group: "Fitness and safety",
      question: "Is the desert safari safe for older travellers and children?",
      answer:
        "Yes, with one choice to make: dune bashing is not advised for children under three, pregnant travellers or anyone with back problems. They can ride in a car that drives straight to the camp and enjoy the rest of the evening.",
    },
    {
      group: "Stay and food",
      question: "What about vegetarian and Jain food?",
      answer:
        "Dubai is one of the easiest places abroad for Indian food. The hotel's breakfast has an Indian counter, the safari and cruise serve vegetarian dishes, and Jain meals can be arranged with notice.",
    },
    {
      group: "Booking and payment",
      question: "Why do December and January cost more?",
      answer:
        "The Dubai Shopping Festival and the year-end holidays push hotel rates up sharply. Departures in those months carry a surcharge of ₹8,000 per person.",
    },
    {
      group: "Cancellation and refunds",
      question: "What if my visa is refused?",
      answer:
        "It is rare, but if the UAE refuses a visa, we refund the whole package except the visa fee, whatever the date.",
    },
    {
      group: "Booking and payment",
      question: "Can I change my travel date after booking?",
      answer:
        "Yes, once, free of charge, up to 21 days before arrival, subject to availability. Any difference in flight fares or hotel rates is charged or refunded.",
    },
  ],
  reviews: [
    {
      userName: "Pooja Chatterjee",
      rating: 5,
      text: "Our first trip abroad with the kids, and it went perfectly. The visa arrived in three days, the hotel was walking distance from the fountain, and the safari was the children's favourite evening.",
      daysAgo: 8,
      photo: true,
      images: [{ scene: "desert-dunes", time: "dusk", alt: "Two children sandboarding down a red dune at sunset" }],
    },
    {
      userName: "Manish Gupta",
      rating: 4,
      text: "Very good package for the price. Abu Dhabi day was long but the BAPS Mandir was extraordinary. Book the Burj Khalifa sunset upgrade, it is worth it.",
      daysAgo: 41,
    },
    {
      userName: "Zoya Ansari",
      rating: 5,
      text: "Took the Palm premium package for our anniversary. The resort's beach and the private cars made it feel very special. The Museum of the Future blew our minds.",
      daysAgo: 88,
      photo: true,
    },
    {
      userName: "Ramesh Iyengar",
      rating: 4,
      text: "Well organised. We went in August and it was very hot, as the team had warned, but the schedule kept us indoors in the afternoons. Good vegetarian options everywhere.",
      daysAgo: 132,
    },
    {
      userName: "Kavita Joshi",
      rating: 3,
      text: "The tours were fine, but the city tour's shared coach picked up from many hotels, which took almost an hour. I would pay extra for a private car next time.",
      daysAgo: 214,
    },
    {
      userName: "Siddharth Khurana",
      rating: 5,
      text: "Fourth trip with Parvat Journeys and they never disappoint. The dhow cruise on the first evening was a lovely start. Quick replies on WhatsApp whenever we had a question.",
      daysAgo: 271,
    },
    {
      userName: "Heena Parekh",
      rating: 4,
      text: "Great hotel location and a helpful driver. Jain food at the safari camp was prepared specially for us. The Dubai Frame on the last morning was a nice bonus.",
      daysAgo: 356,
    },
  ],
  attractions: [
    "burj-khalifa",
    "al-fahidi-and-dubai-creek",
    "dubai-fountain",
    "palm-jumeirah",
    "sheikh-zayed-grand-mosque",
  ],
  updatedDaysAgo: 1,
};
