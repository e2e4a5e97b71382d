// The hotels, resorts and cruise boats used by the trips and quotations abroad. All fictional.
import type { DemoProperty } from "../../types.ts";

export const abroadProperties: DemoProperty[] = [
  // ─── Bali ───
  {
    key: "bali-sawah-indah-ubud",
    name: "Sawah Indah Resort",
    location: "Jalan Raya Sayan, Ubud, Bali",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Forty rooms in two-storey Balinese pavilions set around a rice field on the edge of Ubud, with an infinity pool looking over the paddies. A free shuttle runs to Ubud Palace every hour, and the kitchen cooks Indian vegetarian dishes on request.",
    distance: "10 minutes by shuttle from Ubud Palace",
    images: [
      {
        tag: "Pool",
        scene: "rice-terraces",
        time: "day",
        alt: "An infinity pool overlooking green rice fields at Sawah Indah Resort",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A deluxe room with a carved wooden bed and a balcony over the paddies",
      },
    ],
  },
  {
    key: "bali-ombak-biru-seminyak",
    name: "Ombak Biru Hotel",
    location: "Jalan Kayu Aya, Seminyak, Bali",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A contemporary hotel in the heart of Seminyak's café and boutique street, a seven-minute walk from the beach. Rooms face a garden courtyard with a long lagoon pool, and the rooftop bar is a popular sunset spot.",
    distance: "7 minutes' walk to Seminyak beach",
    images: [
      {
        tag: "Pool",
        scene: "beach",
        time: "day",
        alt: "A long lagoon pool in a tropical garden courtyard at Ombak Biru",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A bright room with white linen and a terrace facing the garden",
      },
    ],
  },
  {
    key: "bali-hutan-sunyi-ubud",
    name: "Hutan Sunyi Pool Villas",
    location: "Desa Kedewatan, Ubud, Bali",
    starCategory: 5,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Twenty-two private villas on the rim of the Ayung river gorge, each with its own plunge pool, outdoor bathtub and a view into the jungle. Floating breakfasts, a riverside spa and a yoga pavilion make it a favourite with honeymooners.",
    distance: "15 minutes by car from central Ubud",
    images: [
      {
        tag: "Villa pool",
        scene: "pine-forest",
        time: "dawn",
        alt: "A private plunge pool facing the jungle of the Ayung river gorge at dawn",
      },
      {
        tag: "Bedroom",
        scene: "hotel-room",
        time: "dusk",
        alt: "A villa bedroom with a canopy bed and glass doors opening onto the pool deck",
      },
      { tag: "Spa", scene: "river-valley", time: "day", alt: "The riverside spa pavilion at Hutan Sunyi" },
    ],
  },
  {
    key: "bali-pasir-emas-seminyak",
    name: "Pasir Emas Beach Resort",
    location: "Jalan Petitenget, Seminyak, Bali",
    starCategory: 5,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A beachfront resort on the quieter Petitenget stretch of Seminyak, with three pools, a beach club with daybeds and a Balinese spa. Ocean-view suites have deep balconies that face the sunset.",
    distance: "On Petitenget beach",
    images: [
      {
        tag: "Beach",
        scene: "beach",
        time: "dusk",
        alt: "Daybeds on the sand in front of Pasir Emas Beach Resort at sunset",
      },
      { tag: "Suite", scene: "hotel-room", time: "day", alt: "An ocean-view suite with a balcony above the beach" },
    ],
  },
  {
    key: "bali-karang-putih-jimbaran",
    name: "Karang Putih Cliff Villas",
    location: "Bukit Peninsula, Jimbaran, Bali",
    starCategory: 5,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Clifftop pool villas above Jimbaran Bay, fifteen minutes from Uluwatu Temple. Each villa has an ocean-facing pool and an open-air living pavilion; a funicular runs down to a private beach club.",
    distance: "15 minutes by car to Uluwatu Temple",
    images: [
      {
        tag: "Villa",
        scene: "island-cove",
        time: "dusk",
        alt: "A clifftop villa pool facing the Indian Ocean at sunset",
      },
      {
        tag: "Bedroom",
        scene: "hotel-room",
        time: "night",
        alt: "A softly lit villa bedroom with views over the ocean",
      },
    ],
  },
  {
    key: "bali-rumah-kecil-ubud",
    name: "Rumah Kecil Boutique Stay",
    location: "Jalan Bisma, Ubud, Bali",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A family-run boutique stay of twelve rooms on a quiet lane in central Ubud, with a small pool and a breakfast terrace over the rice fields. Everything in Ubud's centre is within walking distance.",
    distance: "5 minutes' walk to Ubud Market",
    images: [
      {
        tag: "Garden",
        scene: "rice-terraces",
        time: "day",
        alt: "A small pool in a garden looking over rice fields in central Ubud",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A simple, airy room with a four-poster bed and wooden shutters",
      },
    ],
  },
  // ─── Vietnam ───
  {
    key: "vietnam-lotus-lane-hanoi",
    name: "Lotus Lane Boutique Hotel",
    location: "Hang Be, Hoan Kiem, Hanoi",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A slim, nine-storey hotel in the Old Quarter, three minutes' walk from Hoan Kiem Lake. Rooms are quiet despite the lively street, and the rooftop breakfast room looks over the tiled roofs of the old town.",
    distance: "3 minutes' walk to Hoan Kiem Lake",
    images: [
      {
        tag: "Rooftop",
        scene: "old-town",
        time: "dawn",
        alt: "The rooftop breakfast terrace above the Old Quarter's tiled roofs at dawn",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A compact room with wooden floors and a window onto the street",
      },
    ],
  },
  {
    key: "vietnam-jade-sail-cruise",
    name: "Jade Sail Cruise",
    location: "Tuan Chau harbour, Ha Long Bay",
    starCategory: 4,
    checkInTime: "12:00 pm",
    checkOutTime: "10:30 am",
    description:
      "A 20-cabin wooden junk that sails the quieter Bai Tu Long and Lan Ha routes. Every cabin has a large window and private bathroom, and the sundeck hosts sunset drinks and morning tai chi. Vegetarian menus are cooked on board.",
    distance: "Boarding at Tuan Chau harbour, 2.5 hours from Hanoi",
    images: [
      {
        tag: "The boat",
        scene: "island-cove",
        time: "dusk",
        alt: "A wooden junk with its sails up among limestone islands at dusk",
      },
      { tag: "Cabin", scene: "hotel-room", time: "day", alt: "A cruise cabin with a wide window onto the bay" },
    ],
  },
  {
    key: "vietnam-thu-bon-riverside-hoi-an",
    name: "Thu Bon Riverside Resort",
    location: "Cam Nam island, Hoi An",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A low-rise resort of yellow-walled villas on Cam Nam island, across a small bridge from the old town. Free bicycles, a riverside pool and lanterns in the garden at night.",
    distance: "8 minutes' walk to the Japanese Covered Bridge",
    images: [
      { tag: "Pool", scene: "river-valley", time: "dusk", alt: "A riverside pool lit by lanterns at dusk in Hoi An" },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A room with a balcony overlooking the Thu Bon river" },
    ],
  },
  {
    key: "vietnam-saigon-heritage",
    name: "Saigon Heritage Hotel",
    location: "Dong Khoi, District 1, Ho Chi Minh City",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A restored 1930s building on Dong Khoi street, a short walk from the Opera House, the Central Post Office and the riverfront. The rooftop pool has views across District 1.",
    distance: "5 minutes' walk to the Saigon Opera House",
    images: [
      {
        tag: "Rooftop pool",
        scene: "city-skyline",
        time: "night",
        alt: "A rooftop pool with the lights of District 1 behind it",
      },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A high-ceilinged room with colonial-style shutters" },
    ],
  },
  // ─── Thailand ───
  {
    key: "thailand-kata-hillside-phuket",
    name: "Kata Hillside Resort",
    location: "Kata Beach, Phuket",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Terraced rooms climbing a green hillside above Kata Beach, with two pools and sea views from most balconies. Kata is calmer than Patong, yet a short taxi ride from its nightlife.",
    distance: "5 minutes' walk to Kata Beach",
    images: [
      { tag: "Pool", scene: "island-cove", time: "day", alt: "A hillside pool overlooking the curve of Kata Beach" },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A sea-view room with a balcony at Kata Hillside Resort" },
    ],
  },
  {
    key: "thailand-andaman-pearl-phuket",
    name: "Andaman Pearl Beach Resort",
    location: "Kamala Beach, Phuket",
    starCategory: 5,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A beachfront resort on Kamala Beach with pool villas, a large spa and three restaurants, including an Indian kitchen. Quiet, green grounds run straight onto the sand.",
    distance: "On Kamala Beach; 20 minutes to Patong",
    images: [
      {
        tag: "Beach",
        scene: "beach",
        time: "dusk",
        alt: "Palm trees and sun loungers on Kamala Beach in front of the resort",
      },
      {
        tag: "Pool villa",
        scene: "hotel-room",
        time: "day",
        alt: "A pool villa with a private plunge pool and garden",
      },
    ],
  },
  {
    key: "thailand-patong-palms",
    name: "Patong Palms Hotel",
    location: "Patong, Phuket",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A cheerful, well-kept hotel two streets back from Patong Beach, close to Bangla Road's nightlife but quiet at night. A rooftop pool and generous breakfasts make it popular with groups of friends.",
    distance: "6 minutes' walk to Patong Beach",
    images: [
      { tag: "Rooftop pool", scene: "city-skyline", time: "dusk", alt: "A rooftop pool above Patong at dusk" },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A twin room with two beds and a small balcony" },
    ],
  },
  {
    key: "thailand-ao-nang-cliffside-krabi",
    name: "Ao Nang Cliffside Resort",
    location: "Ao Nang, Krabi",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A resort set against the limestone cliffs at the quiet end of Ao Nang, with a lagoon pool and views of the karst peaks. The long-tail boat pier for Railay is a short walk away.",
    distance: "10 minutes' walk to Ao Nang beach and the boat pier",
    images: [
      { tag: "Pool", scene: "island-cove", time: "day", alt: "A lagoon pool below limestone cliffs in Ao Nang" },
      { tag: "Room", scene: "hotel-room", time: "dusk", alt: "A room with a terrace facing the cliffs at dusk" },
    ],
  },
  {
    key: "thailand-krabi-sunset-villas",
    name: "Krabi Sunset Pool Villas",
    location: "Klong Muang, Krabi",
    starCategory: 5,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Private pool villas on the secluded Klong Muang beach, north of Ao Nang, with views across the sea to the islands. Free shuttle to Ao Nang twice a day.",
    distance: "20 minutes by shuttle to Ao Nang",
    images: [
      {
        tag: "Villa pool",
        scene: "beach",
        time: "dusk",
        alt: "A private villa pool facing the sunset over the Andaman Sea",
      },
      { tag: "Bedroom", scene: "hotel-room", time: "day", alt: "A villa bedroom opening onto a pool deck" },
    ],
  },
  {
    key: "thailand-riverside-lotus-bangkok",
    name: "Riverside Lotus Hotel",
    location: "Charoen Krung, Bang Rak, Bangkok",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A modern hotel near the river in Bangkok's old Bang Rak district, five minutes' walk from Saphan Taksin Skytrain and the Chao Phraya boats. The rooftop pool looks over the river.",
    distance: "5 minutes' walk to Saphan Taksin BTS and the river pier",
    images: [
      {
        tag: "Rooftop",
        scene: "city-skyline",
        time: "night",
        alt: "A rooftop pool overlooking the Chao Phraya at night",
      },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A room with floor-to-ceiling windows facing the city" },
    ],
  },
  {
    key: "thailand-chao-phraya-grand-bangkok",
    name: "Chao Phraya Grand",
    location: "Riverside, Khlong San, Bangkok",
    starCategory: 5,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A riverside landmark with every room facing the Chao Phraya, a free hotel boat to the Skytrain pier and an Indian restaurant among its five kitchens.",
    distance: "Hotel boat to Saphan Taksin pier, 5 minutes",
    images: [
      {
        tag: "River view",
        scene: "river-valley",
        time: "dusk",
        alt: "The Chao Phraya river at dusk seen from a hotel balcony",
      },
      { tag: "Room", scene: "hotel-room", time: "night", alt: "A premier room with a view of the lit-up river" },
    ],
  },
  {
    key: "thailand-sukhumvit-corner-bangkok",
    name: "Sukhumvit Corner Hotel",
    location: "Sukhumvit Soi 11, Bangkok",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A practical, good-value hotel a short walk from Nana Skytrain station, surrounded by restaurants, rooftop bars and late-night food. Rooms are small but quiet and spotless.",
    distance: "4 minutes' walk to Nana BTS station",
    images: [
      {
        tag: "Street",
        scene: "city-skyline",
        time: "night",
        alt: "The lively street outside the hotel on Sukhumvit at night",
      },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A compact double room with city views" },
    ],
  },
  // ─── Georgia ───
  {
    key: "georgia-kala-balcony-tbilisi",
    name: "Kala Balcony Hotel",
    location: "Old Tbilisi, Tbilisi",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A restored 19th-century house with carved wooden balconies in the old town, a few minutes' walk from the sulphur baths and the Narikala cable car. Breakfast includes fresh khachapuri.",
    distance: "5 minutes' walk to the sulphur baths",
    images: [
      {
        tag: "Balconies",
        scene: "old-town",
        time: "dusk",
        alt: "Carved wooden balconies on the front of the Kala Balcony Hotel at dusk",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A room with brick walls and a balcony over an old town lane",
      },
    ],
  },
  {
    key: "georgia-mta-lodge-kazbegi",
    name: "Mta Lodge",
    location: "Stepantsminda, Kazbegi",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A stone-and-glass mountain lodge on the edge of Stepantsminda, with every room facing Mount Kazbek and Gergeti Trinity Church. A wood stove, a terrace for sunrise coffee and hearty Georgian dinners.",
    distance: "20 minutes by 4x4 to Gergeti Trinity Church",
    images: [
      {
        tag: "View",
        scene: "himalayan-peaks",
        time: "dawn",
        alt: "Mount Kazbek glowing at sunrise from the lodge terrace",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "snow",
        alt: "A warm room with wooden floors and a window onto snowy peaks",
      },
    ],
  },
  {
    key: "georgia-alazani-view-sighnaghi",
    name: "Alazani View Guesthouse",
    location: "Sighnaghi, Kakheti",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A family-run guesthouse inside Sighnaghi's old walls, with a vine-covered terrace looking across the Alazani valley to the Caucasus. The owners make their own qvevri wine and cook a generous supper.",
    distance: "3 minutes' walk to the town walls",
    images: [
      {
        tag: "Terrace",
        scene: "river-valley",
        time: "dusk",
        alt: "A vine-covered terrace looking over the Alazani valley at dusk",
      },
      {
        tag: "Room",
        scene: "hotel-room",
        time: "day",
        alt: "A simple guesthouse room with a handwoven rug and wooden furniture",
      },
    ],
  },
  // ─── Malaysia ───
  {
    key: "malaysia-bintang-garden-kl",
    name: "Bintang Garden Hotel",
    location: "Bukit Bintang, Kuala Lumpur",
    starCategory: 4,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A 28-storey hotel in Bukit Bintang with a rooftop pool facing the Petronas Towers, a short walk from Pavilion mall and the Jalan Alor food street. The monorail stop is next door.",
    distance: "15 minutes' walk or one monorail stop to KLCC",
    images: [
      {
        tag: "Rooftop pool",
        scene: "city-skyline",
        time: "night",
        alt: "A rooftop pool with the Petronas Towers lit up in the distance",
      },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A modern room with a view over Kuala Lumpur" },
    ],
  },
  {
    key: "malaysia-tanah-rata-tea-lodge",
    name: "Tanah Rata Tea Lodge",
    location: "Tanah Rata, Cameron Highlands",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A Tudor-style lodge with a log fire, a rose garden and afternoon tea, built to recall the highlands' colonial hill-station days. Short walks lead into the forest trails behind the lodge.",
    distance: "10 minutes' walk to Tanah Rata town",
    images: [
      {
        tag: "Lodge",
        scene: "tea-hills",
        time: "dusk",
        alt: "A Tudor-style lodge with a rose garden in the Cameron Highlands",
      },
      { tag: "Room", scene: "hotel-room", time: "night", alt: "A cosy room with wooden beams and a warm quilt" },
    ],
  },
  {
    key: "malaysia-cenang-bay-langkawi",
    name: "Cenang Bay Resort",
    location: "Pantai Cenang, Langkawi",
    starCategory: 4,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "Chalets in a garden of palms running down to Pantai Cenang, Langkawi's liveliest beach, with its restaurants, shops and sunset views. The airport is 10 minutes away.",
    distance: "On Pantai Cenang; 10 minutes from Langkawi airport",
    images: [
      { tag: "Beach", scene: "beach", time: "dusk", alt: "Sunset over the sea from the garden of Cenang Bay Resort" },
      { tag: "Chalet", scene: "hotel-room", time: "day", alt: "A garden chalet with a veranda and wooden shutters" },
    ],
  },
  // ─── Dubai ───
  {
    key: "dubai-al-noor-downtown",
    name: "Al Noor Downtown Hotel",
    location: "Downtown Dubai, near The Dubai Mall",
    starCategory: 4,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A modern hotel a short walk from The Dubai Mall and Burj Khalifa, with a free shuttle to the mall and the metro. Family rooms sleep two adults and two children, and the breakfast buffet has a dedicated Indian counter.",
    distance: "10 minutes' walk to The Dubai Mall",
    images: [
      {
        tag: "Exterior",
        scene: "city-skyline",
        time: "dusk",
        alt: "The hotel tower at dusk with Burj Khalifa rising behind it",
      },
      { tag: "Family room", scene: "hotel-room", time: "day", alt: "A family room with a king bed and a sofa bed" },
      { tag: "Pool", scene: "city-skyline", time: "day", alt: "A rooftop pool facing the Downtown skyline" },
    ],
  },
  {
    key: "dubai-creekside-heritage",
    name: "Creekside Heritage Hotel",
    location: "Al Fahidi, Bur Dubai",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A comfortable, well-run hotel at the edge of the old town, steps from the abra station and a short walk from the metro. Dozens of Indian vegetarian restaurants are within a few minutes' walk.",
    distance: "4 minutes' walk to the Bur Dubai abra station",
    images: [
      {
        tag: "Exterior",
        scene: "old-town",
        time: "dusk",
        alt: "The hotel's sand-coloured facade near Dubai Creek at dusk",
      },
      { tag: "Room", scene: "hotel-room", time: "day", alt: "A twin room with simple modern furnishings" },
    ],
  },
  {
    key: "dubai-palm-crescent-resort",
    name: "Palm Crescent Resort",
    location: "The Crescent, Palm Jumeirah",
    starCategory: 5,
    checkInTime: "3:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A beach resort on the crescent of Palm Jumeirah with a private beach, five pools, a kids' club and views across to the Dubai Marina skyline. Its Indian restaurant is one of the best on the Palm.",
    distance: "5 minutes by car to Atlantis The Palm",
    images: [
      {
        tag: "Beach",
        scene: "beach",
        time: "dusk",
        alt: "The resort's private beach with the Dubai Marina skyline across the water",
      },
      { tag: "Suite", scene: "hotel-room", time: "day", alt: "A sea-view suite with a balcony on Palm Jumeirah" },
      { tag: "Pools", scene: "island-cove", time: "day", alt: "Pools and cabanas in the resort's gardens" },
    ],
  },
];
