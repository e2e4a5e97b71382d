// Vietnam's attractions, north to south.
import type { DemoAttraction } from "../../types.ts";

export const vietnamAttractions: DemoAttraction[] = [
  {
    slug: "ha-long-bay",
    name: "Ha Long Bay",
    brief: "Some 1,600 limestone islands rising from the Gulf of Tonkin, best seen from an overnight cruise.",
    description:
      "Ha Long Bay, in Quang Ninh province about two and a half hours by expressway from Hanoi, holds some 1,600 limestone islands and islets, most of them uninhabited and covered in scrub and forest. Millions of years of rain and sea have hollowed them into caves, arches and sheer-sided towers. UNESCO listed the bay as a World Heritage Site in 1994, and the neighbouring Lan Ha Bay, reached from Cat Ba island, offers the same scenery with fewer boats.\n\nAn overnight cruise is the way to see it properly. Boats leave the harbour around noon, anchor among the islands for the night and return the next morning. In between come kayaking through a sea arch into an enclosed lagoon, a climb up the steps of Ti Top island for the view over the bay, the chambers of Sung Sot cave and a tai chi session on deck at dawn. From June to September, storms occasionally close the bay to boats for a day or two.",
    location: "Ha Long, Quang Ninh, Vietnam",
    image: {
      scene: "island-cove",
      time: "dawn",
      alt: "A wooden cruise junk anchored among limestone islands in Ha Long Bay at dawn",
    },
    images: [
      { scene: "island-cove", time: "day", alt: "Kayakers paddling beneath a limestone arch in Ha Long Bay" },
      {
        scene: "high-lake",
        time: "dusk",
        alt: "Evening light over still water and island silhouettes, seen from a cruise deck",
      },
      { scene: "hotel-room", time: "day", alt: "A cruise cabin with a large window facing the islands" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Ha Long Bay Cruise Guide: Caves, Kayaks, Seasons",
    metaDescription:
      "Plan an overnight Ha Long Bay cruise from Hanoi: kayaking, Sung Sot cave, Ti Top island and the best months. Tips on Lan Ha Bay and cabins.",
    faqs: [
      {
        group: "About the trip",
        question: "Is a day trip to Ha Long Bay enough?",
        answer:
          "A day trip spends about five hours driving and four on the water, in the busiest part of the bay. An overnight cruise gives you sunset, sunrise and the quieter outer islands, which is why every trip we run includes a night on board.",
      },
      {
        group: "Stay and food",
        question: "Do cruises cater for vegetarians?",
        answer:
          "Yes. We send dietary needs to the boat in advance, and kitchens prepare separate vegetarian set menus with tofu, vegetables, spring rolls and fruit. Jain meals need a little more notice but can be arranged.",
      },
    ],
  },
  {
    slug: "hoi-an-ancient-town",
    name: "Hoi An Ancient Town",
    brief: "A riverside trading port of yellow merchant houses and silk lanterns, little changed since the 1800s.",
    description:
      "From the 15th to the 19th century, Hoi An on the Thu Bon river was one of South-East Asia's busiest ports, where Japanese, Chinese, Dutch and Indian merchants traded silk, porcelain and spices. When the river silted up and trade moved to Da Nang, the town was left almost as it was, which is why UNESCO listed it in 1999. Its ochre-walled shophouses, Chinese assembly halls and the Japanese Covered Bridge, built around the turn of the 17th century, are still lived and worked in.\n\nThe old town is closed to cars and, at set hours, to motorbikes, so it is a pleasure to walk. A single ticket gives entry to five heritage sites of your choice. After dark, silk lanterns light the streets and families sell paper lanterns with candles to float on the river from small wooden boats. Hoi An's tailors can make a suit or dress to measure within a day or two. In October and November the river often floods the lower streets.",
    location: "Hoi An, Quang Nam, Vietnam",
    image: {
      scene: "old-town",
      time: "night",
      alt: "Silk lanterns glowing over a street of yellow merchant houses in Hoi An",
    },
    images: [
      { scene: "river-valley", time: "dusk", alt: "Wooden boats with floating candle lanterns on the Thu Bon river" },
      { scene: "old-town", time: "day", alt: "The Japanese Covered Bridge in Hoi An's old town" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Hoi An Ancient Town: Lanterns, Tailors and Tickets",
    metaDescription:
      "Explore Hoi An's UNESCO-listed old town: the Japanese Covered Bridge, assembly halls, river lanterns and tailors. How the heritage ticket works.",
    faqs: [
      {
        group: "Booking and payment",
        question: "Do I need a ticket to enter the old town?",
        answer:
          "Yes. The heritage ticket, sold at booths around the old town, covers entry and five sites such as assembly halls, old houses and the Covered Bridge. Our guided walks include it.",
      },
      {
        group: "About the trip",
        question: "Can I get clothes tailored in a day?",
        answer:
          "Most tailors need 24 to 48 hours, with one fitting in between. Go on your first day in Hoi An with a photo of what you want, and choose your fabric in daylight.",
      },
    ],
  },
  {
    slug: "hanoi-old-quarter",
    name: "Hanoi Old Quarter",
    brief: "A maze of trade streets, street-food stalls and tube houses beside Hoan Kiem Lake.",
    description:
      "Hanoi's Old Quarter grew up north of Hoan Kiem Lake as a district of craft guilds, and many streets still carry the name of the goods once made or sold there: Hang Bac for silver, Hang Ma for paper offerings, Hang Gai for silk. The houses are 'tube houses', only a few metres wide but running deep into the block, with a shop at the front and family rooms behind.\n\nThe best way in is on foot, early in the morning, when residents exercise around the lake and the pho stalls are busiest. Cross the red Huc bridge to the Ngoc Son temple on its island, try egg coffee in a café up a narrow staircase, and sit on a low plastic stool for bun cha at lunch. On Friday to Sunday evenings the streets around the lake close to traffic and fill with families, street performers and snack sellers. Keep your bag in front of you in crowds and cross roads slowly and steadily: motorbikes will flow around you.",
    location: "Hoan Kiem, Hanoi, Vietnam",
    image: {
      scene: "old-town",
      time: "dusk",
      alt: "Narrow shopfronts and motorbikes on a busy street in Hanoi's Old Quarter",
    },
    images: [
      { scene: "high-lake", time: "dawn", alt: "Hoan Kiem Lake and the red Huc bridge in the early morning" },
      { scene: "old-town", time: "night", alt: "Street-food stalls with low stools on a pavement in the Old Quarter" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Hanoi Old Quarter Walking Guide | Parvat Journeys",
    metaDescription:
      "Walk Hanoi's Old Quarter trade streets, cross the Huc bridge to Ngoc Son temple and taste egg coffee. Best times, food tips and safety advice.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How do I cross the road in Hanoi?",
        answer:
          "Walk at a slow, steady pace and do not stop or step back suddenly. Riders judge your speed and pass around you. Using a zebra crossing with a group of locals helps at first.",
      },
      {
        group: "About the trip",
        question: "When is the walking street open?",
        answer:
          "The streets around Hoan Kiem Lake close to vehicles from Friday evening to Sunday night. It is the liveliest time to visit, with music, games and food stalls.",
      },
    ],
  },
  {
    slug: "golden-bridge-ba-na-hills",
    name: "Golden Bridge, Ba Na Hills",
    brief: "A gilded footbridge held up by two giant stone hands, high in the hills above Da Nang.",
    description:
      "The Golden Bridge, Cau Vang, opened in 2018 and became one of the most photographed sights in Vietnam almost overnight. The 150-metre walkway curves along the hillside at about 1,400 metres, and looks as if it is lifted by two enormous weathered stone hands rising out of the forest. It sits within Sun World Ba Na Hills, a hill station first built by the French in 1919 and now a resort park reached by one of the world's longest cable cars.\n\nBa Na lies about 25 kilometres west of Da Nang, roughly 45 minutes by road, and the cable car ride up takes around 20 minutes over forest and waterfalls. At the top, it is often 10°C cooler than the coast, and cloud can roll in within minutes, which gives the bridge a dreamlike look even when it hides the view. The park also holds a mock French village, gardens and an indoor amusement arcade. Arrive when the cable car opens to see the bridge before the crowds.",
    location: "Hoa Vang, Da Nang, Vietnam",
    image: {
      scene: "mountain-road",
      time: "day",
      alt: "A golden footbridge supported by two giant stone hands above a forested hillside",
    },
    images: [
      {
        scene: "pine-forest",
        time: "dawn",
        alt: "Cloud drifting through the forest around Ba Na Hills in the morning",
      },
      { scene: "old-town", time: "day", alt: "The French-style village square at the top of Ba Na Hills" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Golden Bridge, Ba Na Hills: Cable Car and Tips",
    metaDescription:
      "See Vietnam's Golden Bridge held by giant stone hands above Da Nang. Cable car ride, weather at 1,400 metres and how to beat the crowds.",
    faqs: [
      {
        group: "About the trip",
        question: "What is the best time of day to visit?",
        answer:
          "As early as possible. The cable car opens in the morning and the bridge is quietest in the first hour. By late morning tour groups arrive and the walkway becomes crowded.",
      },
      {
        group: "About the trip",
        question: "Do I need warm clothes?",
        answer:
          "Carry a light jacket. It is usually much cooler at the top than in Da Nang, and mist and drizzle are common, especially from September to January.",
      },
    ],
  },
  {
    slug: "cu-chi-tunnels",
    name: "Cu Chi Tunnels",
    brief: "A network of hand-dug wartime tunnels north-west of Ho Chi Minh City, some widened for visitors.",
    description:
      "Beneath the district of Cu Chi, north-west of Ho Chi Minh City, lies a network of tunnels that once ran for around 250 kilometres. Villagers began digging them in the late 1940s during the war against French rule and extended them in the 1960s, with several levels of passages, kitchens whose smoke was vented far away, meeting rooms and first-aid posts. Whole communities lived underground for long periods.\n\nThe Ben Dinh site, about a two-hour drive from the city, is the one most visitors see. A guide explains the hidden trapdoor entrances and booby traps, and you can crawl through a short section that has been enlarged for visitors; it is still hot, low and narrow, and anyone uneasy in tight spaces can watch from the surface. The site sits in a quiet forest of rubber and bamboo, and ends with tea and steamed tapioca, the staple of the tunnel years.",
    location: "Cu Chi, Ho Chi Minh City, Vietnam",
    image: {
      scene: "pine-forest",
      time: "day",
      alt: "A narrow tunnel entrance in the forest floor at Cu Chi, surrounded by fallen leaves",
    },
    images: [
      { scene: "pine-forest", time: "dusk", alt: "A path through bamboo and rubber trees at the Ben Dinh tunnel site" },
      { scene: "river-valley", time: "day", alt: "A reconstructed thatched shelter at the Cu Chi tunnels" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Cu Chi Tunnels Tour from Ho Chi Minh City",
    metaDescription:
      "Visit the Cu Chi tunnels at Ben Dinh: the history of the underground network, crawling a widened section and how long the trip from the city takes.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I have to go inside the tunnels?",
        answer:
          "No. Crawling the visitor section is optional and takes a few minutes. It is dark, warm and low, so it is not advisable for anyone claustrophobic, with back or knee problems, or heavily pregnant.",
      },
      {
        group: "About the trip",
        question: "What should I wear?",
        answer:
          "Clothes you do not mind getting dusty, closed shoes and mosquito repellent. Carry water; the forest is humid.",
      },
    ],
  },
  {
    slug: "mekong-delta",
    name: "Mekong Delta",
    brief: "A green maze of rivers, canals and orchards where the Mekong meets the South China Sea.",
    description:
      "Before it reaches the sea, the Mekong splits into many branches across a vast flat plain of rice fields, coconut groves and fruit orchards in Vietnam's far south. Life here runs on water: houses stand on stilts along the banks, children go to school by boat, and markets are held on the river itself.\n\nThe easiest introduction is a day trip to My Tho and Ben Tre, about two hours from Ho Chi Minh City. A motorboat crosses the wide main river to the islands, where you visit a coconut candy workshop, taste honey tea and tropical fruit in an orchard while local musicians play southern folk songs, and then sit in a small rowing boat as a boatwoman in a conical hat steers you through narrow canals under water-coconut palms. Those with more time go further, to Can Tho, to see the Cai Rang floating market at dawn.",
    location: "My Tho and Ben Tre, Mekong Delta, Vietnam",
    image: {
      scene: "backwaters",
      time: "day",
      alt: "A small rowing boat gliding through a palm-lined canal in the Mekong Delta",
    },
    images: [
      {
        scene: "river-valley",
        time: "dawn",
        alt: "Boats loaded with fruit at a floating market on the Mekong at sunrise",
      },
      { scene: "backwaters", time: "dusk", alt: "Stilt houses along a wide branch of the Mekong in the evening" },
    ],
    campsites: ["vietnam"],
    metaTitle: "Mekong Delta Day Trip: My Tho, Ben Tre, Cai Rang",
    metaDescription:
      "Take a day trip from Ho Chi Minh City into the Mekong Delta: rowing boats through palm canals, coconut workshops, orchards and floating markets.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I see a floating market on a day trip?",
        answer:
          "Not really. The big Cai Rang market near Can Tho is busiest at dawn, which needs a night in the delta. Day trips to My Tho and Ben Tre focus on canals, villages and orchards instead.",
      },
      {
        group: "Fitness and safety",
        question: "Are the boats safe for children and older travellers?",
        answer:
          "Yes. Life jackets are provided, the rowing boats are stable and the canals are calm. Getting in and out needs a helping hand, which boat crews are used to giving.",
      },
    ],
  },
];
