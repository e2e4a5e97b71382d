// Malaysia Highlands and Langkawi: Kuala Lumpur, the Cameron Highlands and Langkawi in seven days.
import type { DemoScheduleItem, DemoStay, DemoTrek } from "../../types.ts";

const middleDays: DemoScheduleItem[] = [
  {
    name: "Kuala Lumpur: Batu Caves and the Petronas Skybridge",
    brief: "The Murugan temple cave in the morning, the twin towers' skybridge in the afternoon.",
    description:
      "Leave at 8 am for Batu Caves, 13 kilometres north of the city, to climb the 272 rainbow steps beside the golden statue of Lord Murugan before the day heats up; attend the morning puja in the great Temple Cave if you wish. Back in the city, your timed slot takes you up the Petronas Twin Towers to the skybridge on the 41st floor and the deck on the 86th. Later, see Merdeka Square, where Malaysia's independence was declared in 1957, and end with dinner on a banana leaf in Brickfields, Kuala Lumpur's Little India.",
    image: { scene: "temple", time: "day", alt: "The golden Murugan statue at the foot of the Batu Caves steps" },
  },
  {
    name: "Up to the Cameron Highlands",
    brief: "A winding drive into the hills, a waterfall stop and tea at the BOH estate.",
    description:
      "Check out after breakfast for the drive north to the Cameron Highlands, about three and a half hours. The last hour winds up through the forest, with a stop at the Lata Iskandar waterfall beside the road. Before checking in, stop at the BOH Sungai Palas tea estate, where you can see the processing rooms and drink a pot of tea on the terrace above the hillside of clipped bushes. Evenings here are cool enough for a sweater.",
  },
  {
    name: "Mossy Forest, strawberry farms and tea country",
    brief: "A boardwalk through cloud forest, a strawberry farm and a highland market.",
    description:
      "Drive up Gunung Brinchang in a 4x4 to the Mossy Forest, where a boardwalk winds through stunted trees draped in moss, ferns and pitcher plants, often in drifting cloud. Then visit a strawberry farm where children can pick their own, a butterfly garden and the stalls of Kea Farm market for fresh corn, honey and highland vegetables. The afternoon is free at the lodge; on Friday and Saturday evenings, the Brinchang night market is a short drive away.",
    image: {
      scene: "pine-forest",
      time: "dawn",
      alt: "A boardwalk through moss-covered cloud forest on Gunung Brinchang",
    },
  },
  {
    name: "Fly to Langkawi",
    brief: "Back down the hills to Kuala Lumpur's airport and a short flight to the islands.",
    description:
      "Leave the highlands after an early breakfast for the drive to Kuala Lumpur International Airport, about four hours, and take the afternoon flight to Langkawi, about an hour. Your hotel on Pantai Cenang is ten minutes from the airport. Walk down to the sand for sunset, and dinner at one of the beach restaurants along the road.",
  },
  {
    name: "Langkawi: Sky Bridge and Kilim mangroves",
    brief: "The cable car and Sky Bridge in the morning, a mangrove boat tour after lunch.",
    description:
      "Go early to the Langkawi Cable Car, before the clouds build and the queues grow, and ride up Gunung Mat Cincang to walk the curved Sky Bridge hanging above the rainforest. After lunch, take a boat into Kilim Geoforest Park's mangrove channels, to the bat cave, a floating fish farm and the Hole in the Wall, with eagles circling overhead. The evening is free for the beach or the duty-free shops of Kuah town.",
  },
];

const stays: DemoStay[] = [
  {
    name: "Kuala Lumpur",
    nights: 2,
    type: "Hotel",
    properties: [
      { property: "malaysia-bintang-garden-kl", meals: "Breakfast", roomType: "Deluxe twin-tower view room" },
    ],
  },
  {
    name: "Cameron Highlands",
    nights: 2,
    type: "Lodge",
    properties: [{ property: "malaysia-tanah-rata-tea-lodge", meals: "Breakfast", roomType: "Garden room" }],
  },
  {
    name: "Langkawi",
    nights: 2,
    type: "Beach resort",
    properties: [{ property: "malaysia-cenang-bay-langkawi", meals: "Breakfast", roomType: "Garden chalet" }],
  },
];

export const malaysiaHighlandsAndLangkawi: DemoTrek = {
  slug: "malaysia-highlands-and-langkawi",
  name: "Malaysia Highlands and Langkawi",
  type: "tour-package",
  code: "INT-MYS-07",
  metaTitle: "Malaysia Tour: Kuala Lumpur, Cameron and Langkawi",
  metaDescription:
    "Seven days in Malaysia: Batu Caves and the Petronas Skybridge, tea estates in the Cameron Highlands and Langkawi's Sky Bridge and mangroves.",
  tagline: "Twin towers, tea-covered hills and an island of mangroves and sunsets",
  description:
    "Malaysia Highlands and Langkawi fits three very different Malaysias into one relaxed week. Two days in Kuala Lumpur bring the Petronas Twin Towers and the Murugan temple at Batu Caves; two in the Cameron Highlands bring cool air, tea estates and cloud forest; and two on Langkawi bring a cable car above the rainforest, mangrove channels and sunsets on Pantai Cenang.\n\nIt is one of our easiest trips abroad: visa-free for Indians at present, short flights, and Indian food never far away.",
  about:
    "This is a private tour with your own car and driver on the mainland and in Langkawi, so families travel at their own pace and older travellers are never rushed. Hotels are 4-star and chosen for location: Bukit Bintang in Kuala Lumpur, a Tudor-style lodge in Tanah Rata, and chalets on the beach at Pantai Cenang.\n\nThe trip runs year-round. Kuala Lumpur and the highlands are good in every month, with afternoon showers common, while Langkawi's sea is calmest from November to April. The long drives, to and from the highlands, are broken with stops.\n\nChoose the land package with the domestic flight to Langkawi, or add return flights from Chennai: direct to Kuala Lumpur, and home from Langkawi with a connection in Kuala Lumpur.",
  campsite: "malaysia",
  destinations: ["malaysia"],
  difficulty: "easy",
  seasons: ["winter", "spring"],
  months: [12, 1, 2, 3, 4],
  themes: ["family", "honeymoon", "beach"],
  location: "Kuala Lumpur, Cameron Highlands and Langkawi, Malaysia",
  minAge: 2,
  maxAge: 80,
  tips: "Submit the Malaysia Digital Arrival Card online in the three days before you fly. Pack a light jacket for the highlands, a compact umbrella, and a UK-style three-pin adapter.",
  packageTitle: "Choose your package",
  subPackageTitle: "Per person on twin sharing; child without bed ₹38,000",
  images: [
    { scene: "city-skyline", time: "night", alt: "The Petronas Twin Towers lit up at night" },
    { scene: "tea-hills", time: "dawn", alt: "Mist over the tea estates of the Cameron Highlands" },
    { scene: "temple", time: "day", alt: "The rainbow steps and golden statue at Batu Caves" },
    { scene: "mountain-road", time: "day", alt: "The curved Sky Bridge above the rainforest in Langkawi" },
    { scene: "backwaters", time: "day", alt: "A boat in the mangrove channels of Kilim Geoforest Park" },
    { scene: "beach", time: "dusk", alt: "Sunset over Pantai Cenang beach in Langkawi" },
  ],
  packages: [
    {
      name: "Land with Langkawi flight",
      description:
        "Six nights in 4-star hotels with breakfast, a private car and driver for all sightseeing, the Kuala Lumpur to Langkawi flight, and tickets for Petronas, the cable car and the Kilim boat.",
      price: 58999,
      originalPrice: 64999,
      discountName: "Limited-period offer",
      image: { scene: "tea-hills", time: "day", alt: "Rows of tea bushes following the contours of the hills" },
      schedule: [
        {
          name: "Arrive in Kuala Lumpur",
          brief: "Airport pickup and the Petronas Towers lit up over KLCC Park.",
          description:
            "Our driver meets you at Kuala Lumpur International Airport for the hour's drive into the city. After check-in, walk to KLCC Park in the evening to see the Petronas Towers lit up and the Lake Symphony fountain show, then try satay and noodles on Jalan Alor, the city's busiest food street, a few minutes from your hotel.",
        },
        ...middleDays,
        {
          name: "Departure from Langkawi",
          brief: "A free morning and the transfer to Langkawi airport.",
          description:
            "Spend the morning on the beach or by the pool. Check out at noon; the airport is ten minutes away, and your driver collects you two hours before your flight.",
        },
      ],
      stays,
    },
    {
      name: "With flights from Chennai",
      description:
        "The same trip with return economy flights: Chennai to Kuala Lumpur direct, and Langkawi to Chennai via Kuala Lumpur, with 30 kg checked baggage.",
      price: 84999,
      schedule: [
        {
          name: "Fly from Chennai to Kuala Lumpur",
          brief: "A direct flight of about four hours, and the Petronas Towers by night.",
          description:
            "Take the morning direct flight from Chennai to Kuala Lumpur. Our driver meets you at arrivals for the hour's drive into the city. In the evening, walk to KLCC Park to see the Petronas Towers lit up and the Lake Symphony fountain show, then eat on Jalan Alor.",
        },
        ...middleDays,
        {
          name: "Fly home from Langkawi",
          brief: "Langkawi to Kuala Lumpur and on to Chennai.",
          description:
            "After a last swim, your driver takes you to Langkawi airport for the flight to Kuala Lumpur, connecting to the evening flight to Chennai. Your bags are checked through to Chennai.",
        },
      ],
      stays,
    },
  ],
  departures: {
    months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    weekdays: [1, 5],
    capacity: 22,
    peak: { months: [12, 1], surcharge: 5000 },
  },
  includes: [
    {
      kind: "inclusion",
      name: "Six nights in 4-star hotels",
      icon: "hotel",
      description: "Two nights each in Kuala Lumpur, the Cameron Highlands and Langkawi.",
    },
    { kind: "inclusion", name: "Daily breakfast", icon: "meal" },
    {
      kind: "inclusion",
      name: "Kuala Lumpur to Langkawi flight",
      icon: "flight",
      description: "Economy class with 20 kg checked baggage.",
    },
    {
      kind: "inclusion",
      name: "Return flights from Chennai",
      icon: "flight",
      description: "Economy class with 30 kg checked baggage.",
      excludedPackage: 0,
    },
    {
      kind: "inclusion",
      name: "Private car with an English-speaking driver",
      icon: "transfer",
      description: "All airport transfers and sightseeing on the mainland and on Langkawi.",
    },
    {
      kind: "inclusion",
      name: "Entry tickets",
      icon: "ticket",
      description: "Petronas Twin Towers skybridge and deck, Langkawi Cable Car and Sky Bridge, Mossy Forest 4x4.",
    },
    { kind: "inclusion", name: "Kilim mangrove boat tour", icon: "activity" },
    { kind: "inclusion", name: "Travel insurance", icon: "insurance" },
    { kind: "exclusion", name: "Lunches and dinners", icon: "meal" },
    {
      kind: "exclusion",
      name: "Malaysian tourism tax",
      icon: "tax",
      description: "10 ringgit per room per night, paid at hotel check-out.",
    },
    { kind: "exclusion", name: "Tips for drivers and boatmen", icon: "tip" },
    { kind: "exclusion", name: "TCS on overseas packages, as applicable by law", icon: "tax" },
  ],
  instructions: [
    {
      name: "Arrival card",
      description:
        "Every traveller, children included, must submit the Malaysia Digital Arrival Card online within three days before arrival. We send you the link and a filled-in example.",
    },
    {
      name: "Dress for temples and mosques",
      description:
        "Knees must be covered at Batu Caves; mosques lend robes to visitors. A light scarf and long trousers in your day bag are enough.",
    },
    {
      name: "Motion sickness",
      description:
        "The road to the Cameron Highlands has many bends. If you are prone to car sickness, take a tablet before the drive and sit at the front.",
    },
  ],
  faqs: [
    {
      group: "About the trip",
      question: "Is this a good trip for a family with small children?",
      answer:
        "One of the best. Drives are broken with stops, hotels have family rooms or connecting rooms, and children love the strawberry farms, the cable car and the eagles at Kilim. Car seats can be arranged for under-fours.",
    },
    {
      group: "Travel and documents",
      question: "Do we need a visa?",
      answer:
        "At present Indian citizens can visit Malaysia visa-free for up to 30 days. You only need the Malaysia Digital Arrival Card and a passport valid for six months from arrival. We confirm the rule when you book.",
    },
    {
      group: "Stay and food",
      question: "Is Indian food easy to find?",
      answer:
        "Very easy. Malaysia's Tamil community means banana-leaf meals, dosas and vegetarian restaurants in every town, including Brickfields in Kuala Lumpur, Tanah Rata and Pantai Cenang.",
    },
    {
      group: "Fitness and safety",
      question: "Can senior citizens manage the Batu Caves steps?",
      answer:
        "There are 272 steep steps. Many older travellers take them slowly with rests; those who prefer not to climb can visit the shrines and the Ramayana Cave at ground level.",
    },
    {
      group: "About the trip",
      question: "What if the Langkawi cable car is closed?",
      answer:
        "It closes in strong wind and lightning, and for maintenance on some dates. We keep the next morning flexible so you can try again, and refund the ticket if it stays closed.",
    },
    {
      group: "Booking and payment",
      question: "How do I pay, and when?",
      answer:
        "A booking amount of ₹10,000 per person confirms the trip; the balance is due 25 days before departure, by UPI, card or net banking.",
    },
  ],
  reviews: [
    {
      userName: "Lakshmi Subramanian",
      rating: 5,
      text: "Travelled with my parents and my six-year-old. The driver in Kuala Lumpur, Mr Ravi, was like family, and the Cameron lodge with its log fire was charming. My daughter still talks about picking strawberries.",
      daysAgo: 35,
      photo: true,
    },
    {
      userName: "Gaurav Mehta",
      rating: 4,
      text: "Nice balance of city, hills and beach. The drive to Cameron is bendy, so take the tablets. The Petronas skybridge slot was confirmed in advance, which saved us a lot of trouble.",
      daysAgo: 92,
    },
    {
      userName: "Fathima Rasheed",
      rating: 5,
      text: "Langkawi was the best part: the Sky Bridge in the morning and the mangroves in the afternoon. Flights from Chennai were smooth and the whole trip felt effortless.",
      daysAgo: 176,
      images: [{ scene: "mountain-road", time: "day", alt: "The Langkawi Sky Bridge above the forest" }],
    },
    {
      userName: "Ashok Pandey",
      rating: 3,
      text: "Good hotels and a helpful team, but it rained every afternoon in Cameron during our October trip, and the Mossy Forest was fogged in. Lovely place though; I would go in February next time.",
      daysAgo: 259,
    },
    {
      userName: "Divya and Arvind Rao",
      rating: 4,
      text: "Easy, well-planned holiday. The banana-leaf dinner in Brickfields was a highlight. Only wish we had a third night in Langkawi to do nothing at all.",
      daysAgo: 348,
    },
  ],
  attractions: [
    "petronas-twin-towers",
    "batu-caves",
    "cameron-highlands",
    "langkawi-sky-bridge",
    "kilim-geoforest-park",
  ],
  updatedDaysAgo: 48,
};
