// Thailand's attractions: Bangkok and the Andaman coast.
import type { DemoAttraction } from "../../types.ts";

export const thailandAttractions: DemoAttraction[] = [
  {
    slug: "grand-palace-bangkok",
    name: "Grand Palace and Wat Phra Kaew",
    brief: "Bangkok's royal palace since 1782 and the temple of the revered Emerald Buddha.",
    description:
      "When King Rama I moved the capital across the Chao Phraya river to Bangkok in 1782, he began the Grand Palace on the east bank, and it remained the royal residence until the early 20th century. Today it is used for state ceremonies, and its walled compound of throne halls, pavilions and gilded spires covers more than 200,000 square metres. Inside the walls stands Wat Phra Kaew, the Temple of the Emerald Buddha, the most sacred temple in Thailand.\n\nThe Emerald Buddha itself is a small figure, about 66 centimetres high and carved from a single block of green stone, seated high on a golden altar. The King changes its robes three times a year, at the turn of each season. Around the temple, the cloister walls carry a painted version of the Ramakien, Thailand's telling of the Ramayana, which Indian visitors will recognise scene by scene. Come at opening time, dressed with shoulders and knees covered, and ignore anyone outside who says the palace is closed today: it is a well-known scam.",
    location: "Phra Nakhon, Bangkok, Thailand",
    image: {
      scene: "temple",
      time: "day",
      alt: "Gilded spires and tiled roofs of Wat Phra Kaew inside Bangkok's Grand Palace",
    },
    images: [
      { scene: "temple", time: "dawn", alt: "Guardian demon statues at a gateway of the Temple of the Emerald Buddha" },
      { scene: "old-town", time: "day", alt: "The white walls and throne hall of the Grand Palace in Bangkok" },
    ],
    campsites: ["thailand"],
    metaTitle: "Grand Palace Bangkok: Dress Code, Timings, Tickets",
    metaDescription:
      "See Bangkok's Grand Palace and the Emerald Buddha, with the Ramakien murals. Opening hours, dress code, tickets and the scam to watch for.",
    faqs: [
      {
        group: "About the trip",
        question: "What are the opening hours?",
        answer:
          "The palace opens daily from 8.30 am, with the last entry in the mid-afternoon. It can close at short notice for royal ceremonies, which we check the day before your visit.",
      },
      {
        group: "About the trip",
        question: "What is the dress code?",
        answer:
          "Shoulders and knees covered for everyone: no sleeveless tops, shorts, short skirts, or torn or tight trousers. Clothes can be borrowed or bought near the entrance, but it is simpler to arrive dressed for it.",
      },
      {
        group: "Booking and payment",
        question: "Is the entrance fee included in your tours?",
        answer:
          "Yes. Our Bangkok city tours include the entrance ticket, which also covers Wat Phra Kaew, and a licensed guide who explains the murals and the history.",
      },
    ],
  },
  {
    slug: "wat-arun",
    name: "Wat Arun",
    brief: "The Temple of Dawn on the Chao Phraya, its spires studded with porcelain and seashells.",
    description:
      "Wat Arun stands on the Thonburi bank of the Chao Phraya, facing the Grand Palace across the water. It takes its name from Aruna, the Hindu god of the dawn, and its towering central prang, built in the early 19th century, represents Mount Meru, the centre of the universe in Hindu and Buddhist cosmology. Four smaller prangs stand at the corners.\n\nLook closely and the spires are covered in flowers and patterns made from broken pieces of Chinese porcelain and seashells, many of them said to come from the ballast of trading ships. Steep steps climb the lower terraces of the central prang, and the views of the river are worth the effort. Reach it by the small cross-river ferry from Tha Tien pier near Wat Pho, which costs a few baht. Despite the name, the temple is most striking at sunset, seen from the bars and cafés on the opposite bank as the lights come on.",
    location: "Bangkok Yai, Bangkok, Thailand",
    image: {
      scene: "temple",
      time: "dusk",
      alt: "Wat Arun's central spire silhouetted against the sunset over the Chao Phraya",
    },
    images: [
      { scene: "temple", time: "day", alt: "Porcelain flowers decorating the terraces of Wat Arun's central prang" },
      { scene: "river-valley", time: "night", alt: "Wat Arun lit up at night, seen across the river from Tha Tien" },
    ],
    campsites: ["thailand"],
    metaTitle: "Wat Arun, Bangkok's Temple of Dawn: Visitor Guide",
    metaDescription:
      "Wat Arun is named after Aruna, god of the dawn. Reach it by ferry from Tha Tien, climb its porcelain prang and see it lit up at sunset.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I get to Wat Arun?",
        answer:
          "Take the Chao Phraya Express Boat to Tha Tien pier, then the cross-river ferry, which runs every few minutes. It combines easily with Wat Pho, a five-minute walk from Tha Tien.",
      },
      {
        group: "About the trip",
        question: "Can I climb the central spire?",
        answer:
          "You can climb to the lower terraces. The steps are steep and narrow, so use the handrails and take it slowly on the way down. The upper levels are closed to visitors.",
      },
    ],
  },
  {
    slug: "phi-phi-islands",
    name: "Phi Phi Islands",
    brief: "Twin islands of cliffs, coves and coral, including Maya Bay, reopened after years of rest.",
    description:
      "The Phi Phi islands rise out of the Andaman Sea between Phuket and Krabi. Phi Phi Don, the larger island, has the village, hotels and the famous twin bays joined by a narrow sandy isthmus; Phi Phi Leh, its uninhabited neighbour, is ringed by cliffs that enclose the emerald Pileh lagoon and Maya Bay, where the film 'The Beach' was shot in 2000.\n\nMaya Bay was closed in 2018 after years of overcrowding, and reopened in 2022 with new rules: boats no longer enter the bay, visitors land on a jetty at the back of the island and walk across, time on the beach is limited, and swimming is not allowed so that the coral and the blacktip reef sharks in the shallows can recover. The bay also closes every year for August and September. A speedboat day trip from Phuket or Krabi takes in Maya Bay, Pileh lagoon, snorkelling at a coral reef, Monkey Beach and lunch on Phi Phi Don.",
    location: "Krabi Province, Thailand",
    image: {
      scene: "island-cove",
      time: "day",
      alt: "Turquoise water in Maya Bay enclosed by steep limestone cliffs on Phi Phi Leh",
    },
    images: [
      { scene: "beach", time: "day", alt: "Long-tail boats pulled up on a white-sand beach on Phi Phi Don" },
      { scene: "island-cove", time: "dusk", alt: "The emerald Pileh lagoon surrounded by cliffs" },
      { scene: "beach", time: "dawn", alt: "The twin bays of Phi Phi Don seen from the island's viewpoint" },
    ],
    campsites: ["thailand"],
    metaTitle: "Phi Phi Islands and Maya Bay: Day Trip Guide",
    metaDescription:
      "Plan a Phi Phi day trip from Phuket or Krabi: Maya Bay's visitor rules, Pileh lagoon, snorkelling, the park fee and the annual closure.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I swim at Maya Bay?",
        answer:
          "No. Since the bay reopened in 2022, visitors may walk on the beach and paddle at the edge only. Snorkelling stops elsewhere on the trip make up for it.",
      },
      {
        group: "Booking and payment",
        question: "Is there a national park fee?",
        answer:
          "Yes. Phi Phi is part of a marine national park, and foreign visitors pay an entry fee collected on the boat or at the pier. Our trip pages say whether it is included.",
      },
    ],
  },
  {
    slug: "phang-nga-bay",
    name: "Phang Nga Bay",
    brief: "A sheltered bay of sheer limestone towers and hidden lagoons, home of 'James Bond Island'.",
    description:
      "Phang Nga Bay, north-east of Phuket, is a shallow, sheltered sea scattered with dozens of limestone islands that rise vertically out of the water, their bases undercut by the tide. The best known is Ko Tapu, a slender pinnacle standing alone off the beach of Khao Phing Kan, which appeared in the 1974 Bond film 'The Man with the Golden Gun' and has been called James Bond Island ever since.\n\nThe bay's real wonders are the hongs, Thai for rooms: lagoons inside hollow islands, open to the sky and reached at mid-tide through low sea caves. Guides paddle you in by inflatable canoe, lying back as you slide under the rock, into silent pools ringed by mangroves and cliffs. Most tours also stop at Ko Panyi, a Muslim fishing village built on stilts against a limestone cliff, famous for its floating football pitch, where lunch is served.",
    location: "Phang Nga Province, Thailand",
    image: {
      scene: "island-cove",
      time: "day",
      alt: "The limestone pinnacle of Ko Tapu standing alone in the calm water of Phang Nga Bay",
    },
    images: [
      {
        scene: "backwaters",
        time: "day",
        alt: "A sea canoe entering a hidden lagoon through a low cave in Phang Nga Bay",
      },
      { scene: "old-town", time: "day", alt: "Stilt houses of the Ko Panyi fishing village against a limestone cliff" },
    ],
    campsites: ["thailand"],
    metaTitle: "Phang Nga Bay: James Bond Island and Sea Canoeing",
    metaDescription:
      "Canoe into hidden lagoons, see Ko Tapu, known as James Bond Island, and lunch at Ko Panyi's stilt village on a Phang Nga Bay tour from Phuket.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I need to paddle the canoe myself?",
        answer:
          "No. On the guided sea-canoe trips a guide paddles and steers while you sit in front. You will need to lie back flat to pass under the cave roofs at some entrances.",
      },
      {
        group: "About the trip",
        question: "Is Phang Nga Bay rough in the monsoon?",
        answer:
          "Much less than the open sea, because the bay is sheltered, so tours usually run even from May to October. Heavy storms can still cancel them on some days.",
      },
    ],
  },
  {
    slug: "railay-beach",
    name: "Railay Beach",
    brief: "A cliff-walled peninsula near Krabi, reachable only by boat and loved by rock climbers.",
    description:
      "Railay is joined to the mainland near Ao Nang, but towering limestone cliffs cut it off so completely that the only way in is by long-tail boat, a 15-minute ride. The result is a car-free pocket of beaches and jungle, with Railay West facing the sunset, the mangrove-lined Railay East on the other side, and a short walk through the forest to Phra Nang beach.\n\nPhra Nang is the prettiest of the three, with a cave shrine to a sea princess at its end where fishermen leave carved wooden offerings for luck. Railay's cliffs are among the best-known sport climbing walls in Asia, with hundreds of bolted routes and schools offering half-day introductions for beginners. A steep, muddy trail with fixed ropes climbs to a viewpoint and a hidden lagoon; it is a real scramble, best left to the agile. Stay until the evening and watch the sun set from Railay West before the last boats leave.",
    location: "Railay, Ao Nang, Krabi, Thailand",
    image: {
      scene: "beach",
      time: "dusk",
      alt: "Sunset over Railay West beach, framed by limestone cliffs and long-tail boats",
    },
    images: [
      { scene: "island-cove", time: "day", alt: "Climbers on a limestone wall above Phra Nang beach" },
      { scene: "beach", time: "day", alt: "Long-tail boats arriving at Railay from Ao Nang" },
    ],
    campsites: ["thailand"],
    metaTitle: "Railay Beach, Krabi: Boats, Climbing and Viewpoint",
    metaDescription:
      "Railay is a car-free peninsula near Krabi reached only by long-tail boat. Beaches, Phra Nang cave, beginner climbing and the viewpoint trail.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I get to Railay?",
        answer:
          "Long-tail boats leave Ao Nang beach when enough passengers gather, taking about 15 minutes. At low tide you may wade the last few metres, so pack light and wear sandals.",
      },
      {
        group: "Fitness and safety",
        question: "Can beginners try rock climbing?",
        answer:
          "Yes. Several licensed schools run half-day introductions with all equipment and instructors, suitable for anyone reasonably fit from about ten years old. Book a day ahead in the high season.",
      },
    ],
  },
];
