// Attractions of Kerala, Goa, the Andaman Islands and Jaisalmer, in destination order.
import type { DemoAttraction } from "../../types.ts";

export const keralaAttractions: DemoAttraction[] = [
  {
    slug: "alappuzha-backwaters",
    name: "Alappuzha Backwaters",
    brief: "Canals, lagoons and paddy fields below sea level around Vembanad, best seen from a kettuvallam.",
    description:
      "South of Kochi, the rivers coming down from the Western Ghats spread into a maze of lagoons, canals and lakes before reaching the Arabian Sea. At its heart lies Vembanad, the longest lake in India, and around it the Kuttanad region, where farmers grow rice on land reclaimed from the lake one to two metres below sea level, protected by earthen dykes lined with coconut palms.\n\nThe kettuvallam houseboats that now carry travellers were once rice barges, built without a single nail from planks of anjili wood tied with coir. A day on board passes canal villages where life still happens at the water's edge: women washing clothes, ducks herded in flotillas, toddy tappers climbing palms. On the second Saturday of August, the Nehru Trophy snake-boat race fills Punnamada lake with a hundred oarsmen to a boat.",
    location: "Alappuzha (Alleppey), Kerala",
    image: { scene: "backwaters", time: "dusk", alt: "Thatched houseboat on a palm-lined canal at sunset" },
    images: [
      { scene: "rice-terraces", time: "day", alt: "Bright green paddy fields beside a canal with coconut palms" },
      { scene: "backwaters", time: "dawn", alt: "Canoe gliding on a misty lagoon at dawn" },
      { scene: "houseboat-lake", time: "day", alt: "Several houseboats moored along a wide lake shore" },
    ],
    campsites: ["kerala"],
    metaTitle: "Alappuzha Backwaters: Houseboats, Routes and Season",
    metaDescription:
      "A guide to the Alappuzha backwaters: Vembanad and Kuttanad, how houseboat cruises work, overnight rules, the Nehru Trophy boat race and when to go.",
    faqs: [
      {
        group: "Stay and food",
        question: "Does the houseboat cruise all night?",
        answer:
          "No. Houseboats cruise from about noon to 5:30 pm and then moor for the night; it is a local rule to keep the lake free for fishermen. The next morning's cruise is short.",
      },
      {
        group: "About the trip",
        question: "Is the monsoon a bad time for the backwaters?",
        answer:
          "Not at all: the rain makes the paddies vivid green and prices drop. Cruises can be suspended on days with heavy rain alerts, which we plan around.",
      },
    ],
  },
  {
    slug: "munnar-tea-estates",
    name: "Munnar Tea Estates",
    brief: "Rolling tea gardens at about 1,600 metres in the Western Ghats, below South India's highest peak.",
    description:
      "Munnar grew up in the late 19th century as the headquarters of British tea planters in the Kannan Devan hills, where three mountain streams meet at about 1,600 metres. Today the hills around it are a sculpted sea of tea bushes, cut into neat rows by pluckers' paths and shaded by silver oaks, with Anamudi, at 2,695 metres the highest peak south of the Himalaya, rising to the north-east.\n\nThe tea museum at Nallathanni explains how a leaf becomes your morning cup, with a working factory line. Beyond it, roads wind to Mattupetty dam, Echo Point and Top Station on the Tamil Nadu border. Once every twelve years the slopes turn violet-blue with the neelakurinji bloom; the last was in 2018.",
    location: "Munnar, Idukki district, Kerala",
    image: { scene: "tea-hills", time: "dawn", alt: "Mist lifting off rows of tea bushes on rolling hills" },
    images: [
      { scene: "tea-hills", time: "day", alt: "Tea pluckers with baskets among bright green bushes" },
      { scene: "waterfall", time: "day", alt: "Waterfall tumbling down a rock face beside a hill road" },
    ],
    campsites: ["kerala"],
    metaTitle: "Munnar Tea Estates: Tea Museum, Viewpoints and Weather",
    metaDescription:
      "Explore Munnar's tea estates: the Nallathanni tea museum, the best viewpoints, Anamudi, the neelakurinji bloom, monsoon mist and where to stay in the hills.",
    faqs: [
      {
        group: "About the trip",
        question: "Can we walk through the tea estates?",
        answer:
          "The estates are private, but guided walks on the estate paths are allowed with a local guide, and many hotels organise them in the morning.",
      },
      {
        group: "Stay and food",
        question: "How cold does Munnar get?",
        answer:
          "Days are pleasant all year. From December to February nights can drop to 5 °C or lower, so pack a warm layer.",
      },
    ],
  },
  {
    slug: "eravikulam-national-park",
    name: "Eravikulam National Park",
    brief: "High grasslands near Munnar, home to the world's largest population of the Nilgiri tahr.",
    description:
      "Eravikulam protects about 97 square kilometres of rolling montane grassland and shola forest on the high plateau north of Munnar. It is the stronghold of the Nilgiri tahr, a stocky mountain goat found only in the Western Ghats, and on the Rajamala slopes the tahr graze so close to the path that you could touch them (please don't).\n\nVisitors are taken by the park's own buses from the entry gate at the fifth mile to the Rajamala tourism zone, from where a paved path climbs along the hillside. The park closes every year for the tahr's calving season, usually in February and March. In other months, go early: tickets are limited each day and the mist often rolls in by noon.",
    location: "Rajamala, Munnar, Kerala",
    image: {
      scene: "alpine-meadow",
      time: "day",
      alt: "Rolling green grassland with rocky outcrops and a mountain goat",
    },
    images: [
      { scene: "tea-hills", time: "dawn", alt: "Misty grassy hills and patches of dark forest" },
      { scene: "himalayan-peaks", time: "day", alt: "Steep granite peak above a high grassland plateau" },
    ],
    campsites: ["kerala"],
    metaTitle: "Eravikulam National Park: Nilgiri Tahr and Tickets",
    metaDescription:
      "Visit Eravikulam National Park near Munnar: seeing the Nilgiri tahr at Rajamala, the annual calving closure, online tickets, park buses and best hours.",
    faqs: [
      {
        group: "Booking and payment",
        question: "Should I book tickets in advance?",
        answer:
          "Yes, especially on weekends and holidays. Daily numbers are capped and tickets are sold online by the forest department.",
      },
      {
        group: "About the trip",
        question: "When is the park closed?",
        answer:
          "Every year for the calving season, usually from early February to the end of March. Exact dates are announced by the forest department.",
      },
    ],
  },
  {
    slug: "periyar-tiger-reserve",
    name: "Periyar Tiger Reserve",
    brief:
      "Forests around a 19th-century reservoir at Thekkady, with elephants on the shore and spice gardens outside.",
    description:
      "Periyar's forests surround a lake created in 1895 by the Mullaperiyar dam, its shores still dotted with the drowned trunks of the old forest. The reserve covers about 925 square kilometres of the Cardamom and Pandalam hills, and while tigers are rarely seen, elephant herds, gaur, sambar and otters come down to the water, especially in the dry months.\n\nThe forest department runs boat cruises on the lake and eco-tourism programmes such as guided nature walks and bamboo rafting, in small groups led by trackers from local tribal communities. Kumily, the town at the gate, is full of spice shops; a walk through a cardamom and pepper plantation nearby is the best way to understand how Kerala's spices grow.",
    location: "Thekkady, Idukki district, Kerala",
    image: {
      scene: "river-valley",
      time: "dawn",
      alt: "Forested lake shore with dead tree trunks standing in the water",
    },
    images: [
      { scene: "pine-forest", time: "day", alt: "Dense green forest with a narrow walking path" },
      { scene: "tea-hills", time: "dusk", alt: "Spice plantation on a hillside at dusk" },
    ],
    campsites: ["kerala"],
    metaTitle: "Periyar Tiger Reserve, Thekkady: Boat Rides and Walks",
    metaDescription:
      "Plan a visit to Periyar Tiger Reserve at Thekkady: lake boat cruises, guided nature walks and bamboo rafting, wildlife to expect and spice plantation tours.",
    faqs: [
      {
        group: "About the trip",
        question: "Which is better, the boat cruise or the nature walk?",
        answer:
          "The cruise covers more ground and is easy for everyone; the walk, in a group of a few people with a tribal tracker, is quieter and more rewarding for birds and small wildlife.",
      },
      {
        group: "Fitness and safety",
        question: "Are there leeches on the walks?",
        answer: "In the monsoon, yes. The forest department lends leech socks; tuck your trousers into them.",
      },
    ],
  },
  {
    slug: "fort-kochi",
    name: "Fort Kochi",
    brief:
      "A seaside quarter of Chinese fishing nets, Portuguese churches, Dutch bungalows and a 16th-century synagogue.",
    description:
      "Fort Kochi is where Kerala's long history of trade with the world is easiest to read. The cantilevered Chinese fishing nets along the shore are still worked at high tide; St Francis Church, built by the Portuguese in 1503, once held the grave of Vasco da Gama; and the streets behind are lined with Dutch and British bungalows turned into cafés and galleries.\n\nA short ride away in Mattancherry, the Dutch Palace holds remarkable Ramayana murals, and Jew Town's spice warehouses lead to the Paradesi Synagogue, built in 1568 and floored with hand-painted blue Chinese tiles. Every second winter, the Kochi-Muziris Biennale fills old warehouses with contemporary art.",
    location: "Fort Kochi, Ernakulam district, Kerala",
    image: {
      scene: "old-town",
      time: "day",
      alt: "Whitewashed colonial church on a quiet street lined with rain trees",
    },
    images: [
      { scene: "beach", time: "dusk", alt: "Large wooden fishing nets silhouetted against a sunset sea" },
      { scene: "old-town", time: "dusk", alt: "Narrow lane of old warehouses and spice shops" },
    ],
    campsites: ["kerala"],
    metaTitle: "Fort Kochi: Fishing Nets, Churches and Jew Town",
    metaDescription:
      "A walking guide to Fort Kochi and Mattancherry: the Chinese fishing nets, St Francis Church, the Dutch Palace, Paradesi Synagogue and Kathakali evenings.",
    faqs: [
      {
        group: "About the trip",
        question: "When is the Paradesi Synagogue open?",
        answer:
          "It is closed on Fridays, Saturdays and Jewish holidays. On other days it opens in the morning and again in the afternoon after a lunch break.",
      },
      {
        group: "About the trip",
        question: "Where can I watch Kathakali?",
        answer:
          "Several cultural centres in Fort Kochi stage a one-hour performance every evening. Arrive an hour early to watch the actors apply their make-up.",
      },
    ],
  },
  {
    slug: "varkala-cliff",
    name: "Varkala Cliff",
    brief: "Red laterite cliffs above the Arabian Sea, with a café-lined path and a sacred beach below.",
    description:
      "At Varkala the coast of Kerala rises in sheer cliffs of red laterite and clay, a formation so unusual on India's west coast that the Geological Survey of India protects it as a national geo-heritage monument. Along the top of the North Cliff runs a footpath lined with cafés, yoga shalas and guesthouses, with the sea 30 metres below.\n\nThe beach beneath, Papanasam, is sacred: Hindus come to perform rites for their ancestors near the old Janardhana Swamy temple. Further north, Black Beach and Odayam are quieter. The sea here is open and strong; swim only between the lifeguards' flags, and not at all during the monsoon.",
    location: "Varkala, Thiruvananthapuram district, Kerala",
    image: { scene: "beach", time: "dusk", alt: "Red cliffs above a curving sandy beach at sunset" },
    images: [
      { scene: "beach", time: "day", alt: "Surfers in the waves below tall red cliffs" },
      { scene: "temple", time: "dawn", alt: "Old stone temple on a hill near the sea at dawn" },
    ],
    campsites: ["kerala"],
    metaTitle: "Varkala Cliff: Beaches, Cliff Path and Safety",
    metaDescription:
      "Plan time at Varkala's cliffs: the North Cliff path, Papanasam and Black Beach, the Janardhana Swamy temple, swimming safety and the best season to go.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is it safe to swim at Varkala?",
        answer:
          "From October to April, between the lifeguard flags at Papanasam, yes. Currents are strong, and in the monsoon swimming is banned.",
      },
      {
        group: "Travel and documents",
        question: "How far is Varkala from Thiruvananthapuram airport?",
        answer: "About 50 km, or an hour and a half by road. Varkala Sivagiri railway station is 3 km from the cliff.",
      },
    ],
  },
];

export const goaAttractions: DemoAttraction[] = [
  {
    slug: "fontainhas-panaji",
    name: "Fontainhas",
    brief: "Panaji's Latin Quarter of ochre, blue and green Portuguese-era houses on narrow hillside lanes.",
    description:
      "Fontainhas grew in the late 18th and 19th centuries at the foot of Altinho hill, named after the Fonte Phoenix spring that supplied the neighbourhood. Its lanes are lined with houses painted in the bright colours the Portuguese once required to be refreshed after every monsoon, with balcões, carved railings, oyster-shell windows and azulejo name plates.\n\nThe whitewashed Chapel of St Sebastian stands at the end of a lane lined with these houses, and small bakeries still sell bebinca and poi in the mornings. The quarter is best walked early or in the soft hour before sunset. In the monsoon, the wet walls glow and the streets are nearly empty.",
    location: "Panaji, North Goa",
    image: { scene: "old-town", time: "day", alt: "Narrow lane of colourful Portuguese-era houses with balconies" },
    images: [
      { scene: "old-town", time: "dusk", alt: "Whitewashed chapel at the end of a lane at dusk" },
      { scene: "city-skyline", time: "dusk", alt: "Riverfront of a small capital city with boats at dusk" },
    ],
    campsites: ["goa"],
    metaTitle: "Fontainhas, Panaji: Goa's Latin Quarter Walk",
    metaDescription:
      "Walk Fontainhas in Panaji: Portuguese-era houses, the Chapel of St Sebastian, bakeries and cafés, heritage walk tips and the best light for photography.",
    faqs: [
      {
        group: "About the trip",
        question: "Can we photograph the houses?",
        answer:
          "From the street, yes: these are private homes, so do not step onto verandas or photograph people through windows.",
      },
      {
        group: "About the trip",
        question: "How long does a walk take?",
        answer: "Two hours at an easy pace, including a coffee. Guided heritage walks start early in the morning.",
      },
    ],
  },
  {
    slug: "basilica-of-bom-jesus",
    name: "Basilica of Bom Jesus",
    brief:
      "The 1605 basilica in Old Goa that holds the relics of St Francis Xavier, part of a UNESCO World Heritage Site.",
    description:
      "Old Goa was once the capital of Portugal's empire in the East, a city larger than Lisbon. Little remains of it but its churches, which together form the UNESCO World Heritage Site of the Churches and Convents of Goa. The Basilica of Bom Jesus, consecrated in 1605, is the most visited: its laterite façade has been left unplastered, and inside a silver casket holds the body of St Francis Xavier, who died in 1552.\n\nAcross the road stands the Se Cathedral, one of the largest churches in Asia, completed in the early 17th century, whose Golden Bell still rings over the green. The relics are exposed for public veneration only once in about ten years, when pilgrims arrive from around the world.",
    location: "Old Goa, North Goa",
    image: { scene: "temple", time: "day", alt: "Baroque church with a weathered red laterite façade" },
    images: [
      { scene: "temple", time: "dusk", alt: "Large white cathedral across a green lawn at dusk" },
      { scene: "old-town", time: "day", alt: "Ruined arch of an old convent among palm trees" },
    ],
    campsites: ["goa"],
    metaTitle: "Basilica of Bom Jesus, Old Goa: Visiting Guide",
    metaDescription:
      "Visit the Basilica of Bom Jesus and Se Cathedral in Old Goa: the relics of St Francis Xavier, UNESCO churches, dress code, Mass timings and nearby ruins.",
    faqs: [
      {
        group: "Travel and documents",
        question: "Is there a dress code?",
        answer:
          "Shoulders and knees should be covered. These are working churches; keep silent during Mass and avoid photographing worshippers.",
      },
      {
        group: "About the trip",
        question: "How do I reach Old Goa from Panaji?",
        answer: "It is 10 km east along the Mandovi, about 20 minutes by car or bus.",
      },
    ],
  },
  {
    slug: "divar-island",
    name: "Divar Island",
    brief: "A quiet river island of paddy fields and old Goan villages, a free ferry ride from Old Goa.",
    description:
      "Divar sits in the Mandovi river opposite Old Goa, reached by a flat ferry that carries cars, scooters and villagers across in a few minutes, free of charge. The island has no beaches and no nightlife, just three villages, Piedade, Malar and Naroa, linked by narrow roads through paddy fields, mangroves and old houses with deep verandas.\n\nFrom the Church of Our Lady of Compassion on Piedade hill, the view sweeps across the river to the domes and towers of Old Goa. In the monsoon the fields flood into bright green mirrors, and in August the island celebrates Bonderam, a festival of floats and flags that recalls old disputes over land boundaries.",
    location: "Mandovi river, North Goa",
    image: {
      scene: "rice-terraces",
      time: "day",
      alt: "Flooded green paddy fields with a whitewashed church on a hill",
    },
    images: [
      { scene: "river-valley", time: "dusk", alt: "Small car ferry crossing a wide river at dusk" },
      { scene: "backwaters", time: "day", alt: "Mangrove-lined channel in a river island" },
    ],
    campsites: ["goa"],
    metaTitle: "Divar Island, Goa: Ferry, Villages and Bonderam",
    metaDescription:
      "Visit Divar Island in the Mandovi: the free ferry from Old Goa, Piedade hill's view, village lanes and paddy fields, and the Bonderam festival in August.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How often does the ferry run?",
        answer:
          "Every 15 to 30 minutes from early morning to late evening, from the Old Goa and Ribandar jetties. The crossing is free for foot passengers and two-wheelers.",
      },
      {
        group: "About the trip",
        question: "Is Divar worth visiting in the monsoon?",
        answer:
          "It is at its most beautiful then, with flooded paddies and swollen channels. Carry an umbrella and wear sandals.",
      },
    ],
  },
  {
    slug: "chorla-ghat",
    name: "Chorla Ghat",
    brief: "A misty forested pass where Goa, Karnataka and Maharashtra meet, alive with waterfalls in the monsoon.",
    description:
      "Chorla Ghat climbs from the Goan plains to about 800 metres on the crest of the Western Ghats, about 55 km north-east of Panaji, at the point where three states meet. From June to September it is wrapped in cloud, and every gully on the hillsides carries a waterfall, the largest being Vazra Sakla, reached by a short forest walk.\n\nThe forests here border the Mhadei wildlife sanctuary and are rich in monsoon life: frogs, caecilians, Malabar pit vipers and clouds of butterflies after the rain. On the way up, the Harvalem waterfall and the rock-cut Arvalem caves near Sanquelim make good stops. The road is narrow and the fog can be thick, so go with a driver who knows it.",
    location: "Goa–Karnataka border, North Goa",
    image: { scene: "waterfall", time: "day", alt: "Waterfall cascading through thick green forest in the rain" },
    images: [
      { scene: "pine-forest", time: "dawn", alt: "Fog drifting through dense tropical forest" },
      { scene: "mountain-road", time: "day", alt: "Narrow road curving along a misty green hillside" },
    ],
    campsites: ["goa"],
    metaTitle: "Chorla Ghat, Goa: Monsoon Waterfalls and Wildlife",
    metaDescription:
      "Discover Chorla Ghat in the monsoon: waterfalls including Vazra Sakla, forest walks, frogs and snakes of the Western Ghats, and safe driving in the fog.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Can we bathe in the waterfalls?",
        answer:
          "Only where the forest department allows it, and never in full flood. Flash flows after heavy rain are dangerous; follow your guide's call.",
      },
      {
        group: "About the trip",
        question: "When are the waterfalls at their best?",
        answer: "From late June to early September, a day or two after heavy rain.",
      },
    ],
  },
  {
    slug: "dudhsagar-falls",
    name: "Dudhsagar Falls",
    brief: "A four-tiered waterfall about 310 metres high on the Goa–Karnataka border, crossed by a railway bridge.",
    description:
      "Dudhsagar, the 'sea of milk', drops about 310 metres in four tiers down the Western Ghats inside the Bhagwan Mahaveer wildlife sanctuary, on the Mandovi river. The railway line from Londa to Vasco crosses the face of the falls on a stone viaduct, and in full monsoon flow the view from a passing train, with the spray drifting across the tracks, is unforgettable.\n\nThe usual way to the base is a jeep safari through the forest from Kulem, run by licensed operators from about October to May, ending with a short walk to the pool at the foot of the falls. During the monsoon the jeep track is closed, and walking along the railway line is prohibited and dangerous.",
    location: "Bhagwan Mahaveer Sanctuary, South Goa",
    image: {
      scene: "waterfall",
      time: "day",
      alt: "Tall white waterfall pouring down a green cliff with a railway bridge across it",
    },
    images: [
      { scene: "pine-forest", time: "day", alt: "Jeep track through dense forest" },
      { scene: "waterfall", time: "dawn", alt: "Pool at the foot of a waterfall surrounded by rocks" },
    ],
    campsites: ["goa"],
    metaTitle: "Dudhsagar Falls: Jeep Safari, Season and Rules",
    metaDescription:
      "Plan a trip to Dudhsagar Falls: the jeep safari from Kulem, months when it runs, the view from the train in the monsoon and why the railway track is off limits.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I visit Dudhsagar in the monsoon?",
        answer:
          "The jeep safari to the base is closed during the monsoon. You can see the falls in full flow from trains on the Londa–Vasco line.",
      },
      {
        group: "Fitness and safety",
        question: "Can we swim in the pool at the base?",
        answer:
          "In the dry months, in the marked area and wearing the life jackets provided. Follow the guards' instructions.",
      },
    ],
  },
];

export const andamanAttractions: DemoAttraction[] = [
  {
    slug: "cellular-jail",
    name: "Cellular Jail",
    brief: "The colonial prison of 'Kala Pani', now a national memorial to India's freedom fighters.",
    description:
      "Completed in 1906, the Cellular Jail was built by the British to isolate political prisoners in solitary cells, far across the 'black waters' from the mainland. Seven wings of three storeys radiated from a central watchtower like the spokes of a wheel; three survive today, with their long corridors of tiny cells, each with a single high window facing the back of the next wing.\n\nDeclared a national memorial in 1979, the jail holds a museum and the cell where Vinayak Damodar Savarkar was confined. The evening light and sound show in the courtyard tells the story of the prisoners and their hunger strikes. Tickets for the show sell out in season, so book them ahead.",
    location: "Sri Vijaya Puram (Port Blair), South Andaman",
    image: {
      scene: "old-town",
      time: "dusk",
      alt: "Three-storey brick prison wing with rows of small windows at dusk",
    },
    images: [
      { scene: "old-town", time: "day", alt: "Long corridor lined with identical cell doors" },
      { scene: "city-skyline", time: "night", alt: "Central watchtower lit up during an evening show" },
    ],
    campsites: ["andaman"],
    metaTitle: "Cellular Jail, Port Blair: History and Light Show",
    metaDescription:
      "Visit the Cellular Jail in Sri Vijaya Puram (Port Blair): its history, the museum and Savarkar's cell, and how to book the evening light and sound show.",
    faqs: [
      {
        group: "Booking and payment",
        question: "How do I book the light and sound show?",
        answer:
          "Tickets are sold online and at the counter for the Hindi and English shows. In December and January, book a few days ahead.",
      },
      {
        group: "About the trip",
        question: "How long does a visit take?",
        answer: "About 90 minutes for the museum, wings and central tower, plus an hour for the evening show.",
      },
    ],
  },
  {
    slug: "ross-island",
    name: "Netaji Subhas Chandra Bose Dweep (Ross Island)",
    brief:
      "The ruined British capital of the islands, reclaimed by giant fig roots, a short boat ride from the capital.",
    description:
      "For almost 80 years, this small island at the mouth of the harbour was the seat of British administration in the Andamans, with a church, a bakery, a ballroom and bungalows for officers. The 1941 earthquake and the Japanese occupation that followed emptied it, and the forest moved in: today the brick ruins are held in the grip of huge fig roots, while spotted deer and peacocks wander the paths.\n\nThe island was renamed Netaji Subhas Chandra Bose Dweep in 2018. Boats leave from the Aberdeen jetty several times a day; allow two hours to walk the loop past the church, the cemetery and the old water-treatment plant, and stay for the evening light and sound show when it runs.",
    location: "Off Sri Vijaya Puram (Port Blair), South Andaman",
    image: { scene: "island-cove", time: "day", alt: "Brick ruins wrapped in giant tree roots on a small island" },
    images: [
      { scene: "island-cove", time: "dusk", alt: "Small forested island across calm water at dusk" },
      { scene: "pine-forest", time: "day", alt: "Spotted deer on a forest path among old ruins" },
    ],
    campsites: ["andaman"],
    metaTitle: "Ross Island (Netaji Subhas Chandra Bose Dweep) Guide",
    metaDescription:
      "Visit Netaji Subhas Chandra Bose Dweep, formerly Ross Island: the British-era ruins, boat timings from Aberdeen jetty, the deer and the island's history.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How do we get there?",
        answer:
          "Boats run from the Aberdeen (Rajiv Gandhi water sports complex) jetty; the crossing takes about 15 minutes. The island has a weekly closing day, which we plan around.",
      },
      {
        group: "Stay and food",
        question: "Is there food on the island?",
        answer: "Only a small snack counter. Carry water, and take all your litter back to the mainland.",
      },
    ],
  },
  {
    slug: "radhanagar-beach",
    name: "Radhanagar Beach",
    brief: "Swaraj Dweep's long arc of white sand and turquoise water, famous for its sunsets.",
    description:
      "Radhanagar, also called Beach No. 7, curves for about two kilometres along the western coast of Swaraj Dweep (Havelock), backed by tall forest rather than hotels. Its fine white sand and gently shelving water have earned it a place on lists of Asia's best beaches and a Blue Flag certification for cleanliness and safety.\n\nThe beach faces west, so afternoons end with a slow sunset over the Andaman Sea, when half the island seems to gather on the sand. Lifeguards patrol the swimming zone; stay within it. At the northern end, a short walk through the forest leads to the small, quiet cove known as Neil's Cove.",
    location: "Swaraj Dweep (Havelock), South Andaman",
    image: { scene: "beach", time: "dusk", alt: "Long white beach with calm turquoise water at sunset" },
    images: [
      { scene: "beach", time: "day", alt: "Swimmers in clear shallow water near a forested shore" },
      { scene: "island-cove", time: "day", alt: "Quiet cove with rocks and overhanging trees" },
    ],
    campsites: ["andaman"],
    metaTitle: "Radhanagar Beach, Havelock: Sunset and Swimming",
    metaDescription:
      "Radhanagar Beach on Swaraj Dweep (Havelock): when to go for sunset, the safe swimming zone, Neil's Cove, facilities and how to get there from the jetty.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is it safe to swim at Radhanagar?",
        answer:
          "Yes, inside the flagged zone watched by lifeguards. Avoid swimming after sunset and during rough weather.",
      },
      {
        group: "Travel and documents",
        question: "How far is it from the Havelock jetty?",
        answer: "About 12 km, or 25 minutes by taxi or scooter.",
      },
    ],
  },
  {
    slug: "elephant-beach",
    name: "Elephant Beach",
    brief: "A reef-fringed beach on Swaraj Dweep, reached by boat, with the easiest snorkelling in the Andamans.",
    description:
      "Elephant Beach lies on the north-west coast of Swaraj Dweep, about 20 minutes by speedboat from the jetty or a muddy 2 km walk through the forest. Just off its sand, a shallow reef of hard and soft corals shelters parrotfish, clownfish and, with luck, turtles, all visible with a mask in water barely deeper than your chest.\n\nThe 2004 tsunami left the beach with a line of bleached, fallen trees that give it a striking look. Snorkelling is run by licensed operators with life jackets and guides; the sea walk, in a helmet fed with air from the surface, is an option for those who do not swim.",
    location: "Swaraj Dweep (Havelock), South Andaman",
    image: { scene: "island-cove", time: "day", alt: "Turquoise shallows over a coral reef beside a sandy beach" },
    images: [
      { scene: "beach", time: "day", alt: "Bleached fallen trees on a sandy beach" },
      { scene: "island-cove", time: "dawn", alt: "Small boats anchored off a quiet beach at sunrise" },
    ],
    campsites: ["andaman"],
    metaTitle: "Elephant Beach, Havelock: Snorkelling and Boats",
    metaDescription:
      "Snorkel at Elephant Beach on Swaraj Dweep (Havelock): boat timings, the forest trail, what you will see on the reef and tips for non-swimmers and families.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I need to know how to swim?",
        answer:
          "No. Snorkellers wear life jackets and are accompanied by a guide, and the water at the reef is shallow. Tell the guide if you are nervous.",
      },
      {
        group: "About the trip",
        question: "When do the boats run?",
        answer:
          "From morning to early afternoon, weather permitting. Morning trips have the calmest water and the best visibility.",
      },
    ],
  },
  {
    slug: "natural-bridge-neil-island",
    name: "Natural Bridge, Shaheed Dweep",
    brief: "A rock arch carved by the sea on Neil's coast, with tide pools full of coral life at low tide.",
    description:
      "On the northern shore of Shaheed Dweep (Neil Island), the sea has carved a natural arch of coral rock near Laxmanpur Beach 2. It is reached across a rocky platform that is exposed only at low tide, so the visit is timed by the tide table rather than the clock.\n\nThe walk is as interesting as the bridge itself: in the tide pools, local guides point out sea cucumbers, small giant clams, brain corals, starfish and darting fish. Wear sandals with a grip, step only on bare rock and never on living coral, and be back before the tide turns.",
    location: "Laxmanpur, Shaheed Dweep (Neil), South Andaman",
    image: { scene: "island-cove", time: "day", alt: "Natural rock arch on a rocky shore with a turquoise sea behind" },
    images: [
      { scene: "beach", time: "dusk", alt: "Wide sandy beach at sunset with rocks in the foreground" },
      { scene: "island-cove", time: "dawn", alt: "Tide pools among coral rocks in soft morning light" },
    ],
    campsites: ["andaman"],
    metaTitle: "Natural Bridge, Neil Island: Tides and Tide Pools",
    metaDescription:
      "Visit the Natural Bridge on Shaheed Dweep (Neil Island): timing the visit with low tide, the tide-pool walk with a local guide, footwear and reef etiquette.",
    faqs: [
      {
        group: "About the trip",
        question: "When should we go?",
        answer:
          "Within an hour or two of low tide. Your guide checks the tide table the evening before and times the visit accordingly.",
      },
      {
        group: "Fitness and safety",
        question: "Is the walk difficult?",
        answer: "It is short but over uneven, slippery rock. Sandals with straps and a good grip are essential.",
      },
    ],
  },
];

export const jaisalmerAttractions: DemoAttraction[] = [
  {
    slug: "jaisalmer-fort",
    name: "Jaisalmer Fort",
    brief: "The 12th-century 'Golden Fort' of yellow sandstone, still home to thousands of residents.",
    description:
      "Rawal Jaisal founded the fort in 1156 on Trikuta hill, and its 99 bastions of honey-coloured sandstone give it the name Sonar Qila, the Golden Fort. Unlike most forts in India, it is still lived in: around 3,000 people occupy its lanes, along with temples, shops and guesthouses, which is also why its foundations suffer from leaking water.\n\nInside the walls stand the seven-storey Raj Mahal palace and a cluster of Jain temples built between the 12th and 16th centuries, carved as finely as lace. The fort is part of the UNESCO World Heritage Site of the Hill Forts of Rajasthan. See it from outside at sunset, when the walls glow, and walk its lanes in the early morning, before the day's visitors arrive.",
    location: "Jaisalmer, Rajasthan",
    image: { scene: "old-town", time: "dusk", alt: "Golden sandstone fort with rounded bastions glowing at sunset" },
    images: [
      { scene: "temple", time: "day", alt: "Intricately carved Jain temple pillars in yellow stone" },
      { scene: "old-town", time: "day", alt: "Narrow lane inside a fort with carved balconies" },
      { scene: "desert-dunes", time: "dusk", alt: "Fort on a hill above a desert town at dusk" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Jaisalmer Fort: Golden Fort Guide and Timings",
    metaDescription:
      "Explore Jaisalmer Fort, the living Golden Fort: Raj Mahal, the Jain temples, the best sunset viewpoints and how to visit responsibly inside its walls.",
    faqs: [
      {
        group: "About the trip",
        question: "When do the Jain temples open to visitors?",
        answer:
          "Usually in the morning until about noon, after the morning worship. Leather items must be left outside.",
      },
      {
        group: "Stay and food",
        question: "Should we stay inside the fort?",
        answer:
          "We prefer hotels just outside the walls: extra water use by guesthouses inside the fort damages its foundations.",
      },
    ],
  },
  {
    slug: "patwon-ki-haveli",
    name: "Patwon ki Haveli",
    brief: "A row of five merchant mansions with some of the finest stone carving in Rajasthan.",
    description:
      "In 1805 Guman Chand Patwa, a wealthy trader in brocade and opium, began building a haveli for each of his five sons in a narrow lane of Jaisalmer. The work took about fifty years, and the result is a wall of yellow sandstone carved into screens, balconies and arches so delicate they look like wood.\n\nThe first haveli, the best preserved, is now a museum that shows how a merchant family lived, with painted ceilings, mirror work and period furniture. From its rooftop you see the fort rising over the old town. Come in the morning, when the sun lights the façades.",
    location: "Old City, Jaisalmer",
    image: { scene: "old-town", time: "day", alt: "Sandstone mansion façade covered in carved balconies and screens" },
    images: [
      { scene: "hotel-room", time: "day", alt: "Room with painted ceiling and mirror work inside an old mansion" },
      { scene: "old-town", time: "dawn", alt: "Morning light on carved stone windows in a narrow lane" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Patwon ki Haveli, Jaisalmer: History and Museum",
    metaDescription:
      "Visit Patwon ki Haveli in Jaisalmer: the story of the Patwa merchants, the five carved mansions, the museum and the best time of day for photographs.",
    faqs: [
      {
        group: "About the trip",
        question: "How long does a visit take?",
        answer: "About an hour, including the museum and the rooftop view.",
      },
      {
        group: "Booking and payment",
        question: "Is there an entry ticket?",
        answer:
          "Yes, a modest fee for the museum haveli, with an additional charge for cameras. Cash and UPI are accepted.",
      },
    ],
  },
  {
    slug: "gadisar-lake",
    name: "Gadisar Lake",
    brief: "A 14th-century reservoir of ghats, shrines and pavilions, lovely at sunrise.",
    description:
      "Before the Indira Gandhi canal, Jaisalmer depended on Gadisar for its water. Maharawal Gadsi Singh built the reservoir in the 14th century, and over time it was ringed with ghats, small temples and chhatris, some of which now stand in the water. The arched gateway on its bank, Tilon ki Pol, was built by a royal courtesan; the king, as the story goes, objected, and she had a temple built on top so it could not be torn down.\n\nAt sunrise, the pavilions stand reflected in still water, catfish boil at the ghats for the bread that visitors throw and, in winter, migratory birds gather. Paddle and rowing boats can be hired during the day.",
    location: "Jaisalmer, Rajasthan",
    image: { scene: "houseboat-lake", time: "dawn", alt: "Stone pavilions reflected in a still lake at sunrise" },
    images: [
      { scene: "temple", time: "day", alt: "Carved sandstone gateway beside a lake" },
      { scene: "old-town", time: "dusk", alt: "Ghats and small shrines around a lake at dusk" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Gadisar Lake, Jaisalmer: Sunrise and Boating",
    metaDescription:
      "Visit Gadisar Lake in Jaisalmer: the 14th-century reservoir, Tilon ki Pol and its story, sunrise reflections, winter birds and boating on the lake.",
    faqs: [
      {
        group: "About the trip",
        question: "When is the best time to visit?",
        answer:
          "Just after sunrise for reflections and birds, or before sunset. Midday is hot and harsh even in winter.",
      },
      {
        group: "Booking and payment",
        question: "How much is boating?",
        answer: "Boats are hired by the half hour at the lake, at modest fixed rates displayed at the counter.",
      },
    ],
  },
  {
    slug: "sam-sand-dunes",
    name: "Sam Sand Dunes",
    brief: "Rolling dunes 42 km west of Jaisalmer, for camel rides at sunset and nights under desert stars.",
    description:
      "At Sam, the Thar becomes the desert of imagination: ridges of soft sand rising and falling to the horizon, shaped by the wind into ripples that change every night. The dunes lie 42 km west of Jaisalmer on the edge of the Desert National Park, and most visitors come for the last two hours of daylight, when camel rides head into the sand and the dunes turn from gold to orange to violet.\n\nThe main strip can be busy with jeeps and stalls; camps set further back offer quieter dunes and a darker sky. At night, Manganiyar and Langa musicians sing around the fire, Kalbeliya dancers whirl, and once the generators stop, the stars come out in their thousands.",
    location: "Sam, Jaisalmer district",
    image: { scene: "desert-dunes", time: "dusk", alt: "Camel caravan crossing rippled sand dunes at sunset" },
    images: [
      { scene: "campsite-night", time: "night", alt: "Desert camp lit by lanterns under a starry sky" },
      { scene: "desert-dunes", time: "dawn", alt: "Smooth dunes with long shadows at sunrise" },
      { scene: "portrait", time: "dusk", alt: "Folk musician playing a kamaicha by a fire", aspect: "square" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Sam Sand Dunes, Jaisalmer: Camel Safari and Camps",
    metaDescription:
      "Plan an evening at Sam sand dunes: camel and jeep safaris, choosing a quiet desert camp, folk music nights, stargazing and when the desert is at its best.",
    faqs: [
      {
        group: "About the trip",
        question: "Camel or jeep safari?",
        answer:
          "A camel ride is slower and quieter, and the classic way to see the dunes at sunset; a jeep covers more ground and is a thrill on the slopes. Many do a short camel ride and skip the jeep.",
      },
      {
        group: "Stay and food",
        question: "How cold is the desert at night?",
        answer:
          "From December to February, nights fall to 5 °C or below. Camps provide heavy quilts; bring a warm jacket.",
      },
    ],
  },
  {
    slug: "kuldhara-village",
    name: "Kuldhara",
    brief: "An abandoned village of Paliwal Brahmins, its empty stone houses wrapped in legend.",
    description:
      "Kuldhara was founded in the 13th century by Paliwal Brahmins, skilled farmers who made the desert productive with clever water harvesting. In the early 19th century, the village and dozens of others were abandoned almost overnight; legend blames the greed of a minister of Jaisalmer, historians point also to drought and falling water levels. What remains is a grid of roofless sandstone houses, a temple and stepwells, restored and protected as a heritage site.\n\nStories of a curse and of ghosts have made Kuldhara famous, and it is closed after sunset. The real interest is the layout of a planned desert village, its streets aligned to the wind, and the silence that hangs over it in the late afternoon light.",
    location: "18 km west of Jaisalmer",
    image: { scene: "old-town", time: "dusk", alt: "Rows of roofless sandstone houses in an empty desert village" },
    images: [
      { scene: "temple", time: "day", alt: "Small stone temple in an abandoned village" },
      { scene: "desert-dunes", time: "day", alt: "Scrub desert stretching away from ruined walls" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Kuldhara Abandoned Village, Jaisalmer: Guide",
    metaDescription:
      "Visit Kuldhara near Jaisalmer: the Paliwal Brahmins, why the village was abandoned, the legends, opening hours and how to combine it with the Sam dunes.",
    faqs: [
      {
        group: "About the trip",
        question: "Is Kuldhara open at night?",
        answer: "No. The site closes at sunset. Visit in the late afternoon on the way to the Sam dunes.",
      },
      {
        group: "Booking and payment",
        question: "Is there an entry fee?",
        answer: "Yes, a small fee per person and per vehicle, paid at the gate.",
      },
    ],
  },
  {
    slug: "longewala-war-memorial",
    name: "Longewala War Memorial",
    brief: "The border post where a small Indian company held off an armoured attack in December 1971.",
    description:
      "On the night of 4 December 1971, about 120 soldiers of the 23rd Battalion of the Punjab Regiment at the Longewala post faced an advancing Pakistani brigade with tanks. They held their ground through the night until Indian Air Force Hunter jets arrived at first light and destroyed much of the column. The battle later inspired the film Border.\n\nThe memorial, about 120 km from Jaisalmer, displays captured tanks and vehicles, a museum run by the army and a sound-and-light presentation. About 40 km away, the Tanot Mata temple is famous for the Pakistani shells that fell in its compound in 1965 and did not explode; the Border Security Force looks after the temple.",
    location: "Longewala, Jaisalmer district",
    image: { scene: "desert-dunes", time: "day", alt: "Old battle tank displayed in open desert under a bright sky" },
    images: [
      { scene: "temple", time: "dusk", alt: "Desert temple with a flag at dusk" },
      { scene: "mountain-road", time: "day", alt: "Straight empty road running across the desert to the horizon" },
    ],
    campsites: ["rajasthan"],
    metaTitle: "Longewala War Memorial and Tanot Mata Temple",
    metaDescription:
      "Plan a visit to the Longewala war memorial near the border: the 1971 battle, the army museum, Tanot Mata temple, travel time and what to carry for the day.",
    faqs: [
      {
        group: "Travel and documents",
        question: "Is a permit needed?",
        answer:
          "No permit is needed for Longewala or Tanot, but carry a government photo ID for the army and BSF check posts.",
      },
      {
        group: "About the trip",
        question: "How long is the drive?",
        answer: "About two and a half hours each way from Jaisalmer. With Tanot, it is a full day; leave by 8 am.",
      },
    ],
  },
];
