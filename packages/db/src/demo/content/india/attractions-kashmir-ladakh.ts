// Attractions of the Kashmir valley and of Ladakh, in the order their destination pages list them.
import type { DemoAttraction } from "../../types.ts";

export const kashmirAttractions: DemoAttraction[] = [
  {
    slug: "dal-lake",
    name: "Dal Lake",
    brief: "Srinagar's great lake of houseboats, floating gardens and shikaras, framed by the Zabarwan hills.",
    description:
      "Dal Lake is less a single sheet of water than a patchwork of four basins (Gagribal, Lokut Dal, Bod Dal and Nigeen) threaded by channels, floating vegetable gardens and whole neighbourhoods built on stilts. Several hundred houseboats line its western shore, many of them carved from Himalayan cedar in the early 20th century, when the Maharaja's law barred outsiders from owning land and British visitors took to the water instead.\n\nThe lake changes completely with the hours. At dawn, farmers paddle loaded shikaras to the floating vegetable market near Rainawari; by mid-morning the Boulevard ghats fill with boatmen; and at dusk the Zabarwan ridge turns violet behind the Char Chinar islet. In a hard winter the shallow edges freeze, and in late spring the lotus beds of Bod Dal begin to rise.",
    location: "Srinagar, Jammu and Kashmir",
    image: {
      scene: "houseboat-lake",
      time: "dusk",
      alt: "Shikaras and carved houseboats on Dal Lake at dusk with hills behind",
    },
    images: [
      { scene: "houseboat-lake", time: "dawn", alt: "Boatmen paddling laden shikaras through the morning mist" },
      { scene: "houseboat-lake", time: "snow", alt: "Snow on the roofs of houseboats along a frozen lake edge" },
      { scene: "high-lake", time: "day", alt: "Small island with four chinar trees in the middle of a lake" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Dal Lake, Srinagar: Shikaras, Houseboats and Best Time",
    metaDescription:
      "Plan a visit to Dal Lake in Srinagar: the four basins, the dawn floating market, shikara rates, houseboat stays and the best season to see the lotus.",
    faqs: [
      {
        group: "About the trip",
        question: "How much does a shikara ride on Dal Lake cost?",
        answer:
          "The tourism department fixes hourly rates per shikara and boatmen display them at the ghats; expect roughly ₹800 to ₹1,000 an hour for the whole boat in season. Agree the route and duration before you step in.",
      },
      {
        group: "Stay and food",
        question: "Is it better to stay on Dal Lake or Nigeen Lake?",
        answer:
          "Dal is livelier and closer to the Boulevard's restaurants; Nigeen, the northern basin, is quieter and greener, with fewer vendors calling at the boat. Both are a short drive from Lal Chowk.",
      },
      {
        group: "About the trip",
        question: "When does the lake freeze?",
        answer:
          "Only the shallow edges freeze in most winters, usually during Chillai Kalan (late December to January). A complete freeze, when people walk on the ice, happens once in many years.",
      },
    ],
  },
  {
    slug: "mughal-gardens-srinagar",
    name: "Mughal Gardens of Srinagar",
    brief: "Terraced 17th-century gardens of Nishat, Shalimar and Chashme Shahi, descending to the shore of the Dal.",
    description:
      "The Mughal emperors who summered in Kashmir laid out gardens along the Dal's eastern shore, using the mountain springs above to feed cascades, fountains and long water channels. Shalimar Bagh was built by Jahangir for Nur Jahan in 1619; Nishat Bagh, the largest, with twelve terraces climbing towards the Zabarwan range, was built by her brother Asif Khan in 1633; Chashme Shahi, smaller and steeper, is laid around a spring whose water is still bottled and drunk.\n\nThe gardens are at their best from April, when the chinars leaf out and the Indira Gandhi Memorial Tulip Garden nearby opens for its short season, to late October, when those same chinars turn copper and red. In winter they are bare and quiet, and the view of the frozen lake margins from Nishat's top terrace is worth the cold.",
    location: "Boulevard Road, Srinagar",
    image: { scene: "temple", time: "day", alt: "Terraced garden with a central water channel and chinar trees" },
    images: [
      { scene: "alpine-meadow", time: "day", alt: "Beds of tulips in many colours below a mountain ridge" },
      { scene: "river-valley", time: "dusk", alt: "Chinar leaves turning red beside a garden pavilion" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Mughal Gardens of Srinagar: Nishat, Shalimar, Chashme Shahi",
    metaDescription:
      "Visit the Mughal gardens of Srinagar: the history of Shalimar and Nishat Bagh, the tulip season, autumn chinars and how to see three gardens in half a day.",
    faqs: [
      {
        group: "About the trip",
        question: "When is the tulip garden open?",
        answer:
          "The Indira Gandhi Memorial Tulip Garden opens for about four weeks from late March, depending on the weather. Peak bloom is usually in the first half of April.",
      },
      {
        group: "About the trip",
        question: "How long do the gardens take?",
        answer:
          "Nishat, Shalimar and Chashme Shahi can be seen comfortably in a half day by car. Add an hour for Pari Mahal, the terraced ruin above Chashme Shahi with the best view of the Dal.",
      },
    ],
  },
  {
    slug: "gulmarg-meadows",
    name: "Gulmarg",
    brief: "A high meadow ringed by fir forest, home to India's best skiing and one of the world's highest cable cars.",
    description:
      "Gulmarg, 'the meadow of flowers', is a saucer-shaped bowl at about 2,650 metres on the Pir Panjal range, an hour and a half from Srinagar. In summer its slopes are green and dotted with shepherds' flocks; from December to March it becomes India's ski capital, with powder that draws skiers from around the world to the off-piste bowls below Apharwat.\n\nThe Gulmarg Gondola climbs in two stages: the first to Kongdoori at about 3,080 metres, the second to a ridge below Apharwat peak at close to 3,980 metres, where the view on a clear day stretches to Nanga Parbat. On the meadow itself stand St Mary's Church, built in 1902, and one of the highest golf courses in the world.",
    location: "Gulmarg, Baramulla district, Jammu and Kashmir",
    image: {
      scene: "snow-trail",
      time: "snow",
      alt: "Snow-covered meadow ringed by fir forest with skiers in the distance",
    },
    images: [
      { scene: "himalayan-peaks", time: "snow", alt: "Cable car cabins climbing towards a snowy ridge" },
      { scene: "alpine-meadow", time: "day", alt: "Green summer meadow with grazing sheep and pine forest" },
      { scene: "pine-forest", time: "snow", alt: "Snow-laden fir trees along a quiet trail" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Gulmarg: Gondola, Skiing and Snow Season Guide",
    metaDescription:
      "Everything about Gulmarg: the two gondola phases, when the snow is best, beginner skiing, summer walks to Alpather and how to reach it from Srinagar.",
    faqs: [
      {
        group: "About the trip",
        question: "When is there snow in Gulmarg?",
        answer:
          "Reliable snow cover lasts from late December to mid-March. Early December and late March can be patchy; February usually has the deepest snow.",
      },
      {
        group: "Booking and payment",
        question: "How do I book gondola tickets?",
        answer:
          "Tickets are sold online by the state cable car corporation for a fixed time slot, and winter slots sell out days ahead. If you travel with us, we book them with your trip.",
      },
      {
        group: "Fitness and safety",
        question: "Is the second phase of the gondola always open?",
        answer:
          "No. Phase 2 closes in high wind, heavy snowfall or avalanche danger, sometimes for several days. Phase 1 to Kongdoori runs far more often.",
      },
    ],
  },
  {
    slug: "betaab-valley",
    name: "Betaab Valley",
    brief: "A broad, pine-edged meadow on the Lidder above Pahalgam, named after the film shot there in 1983.",
    description:
      "Betaab Valley lies about 15 km from Pahalgam on the road to Chandanwari, where the Lidder river runs clear and fast through a flat meadow walled by pine and snow peaks. Locals called it Hagan Valley until the Bollywood film Betaab was shot here in 1983; the new name stuck, and the valley is now a fenced park with footbridges, picnic lawns and a few tea stalls.\n\nIn summer the meadow is a vivid green and the river is too cold to wade for more than a minute. In winter the valley is under deep snow and reached only as far as the road is cleared; some years it is closed entirely after heavy falls. Aru Valley, a quieter meadow village 12 km up the other fork, is the base for longer walks to the Kolahoi glacier.",
    location: "Near Pahalgam, Anantnag district, Jammu and Kashmir",
    image: {
      scene: "river-valley",
      time: "day",
      alt: "Clear river flowing through a green meadow between pine-covered slopes",
    },
    images: [
      { scene: "river-valley", time: "snow", alt: "Snow-covered valley floor with a dark river winding through it" },
      { scene: "pine-forest", time: "day", alt: "Tall pines beside a wooden footbridge over a stream" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Betaab Valley, Pahalgam: How to Visit and When",
    metaDescription:
      "A guide to Betaab Valley near Pahalgam: the Lidder meadows, Pahalgam's local taxi rule, winter access in snow and how it pairs with Aru Valley.",
    faqs: [
      {
        group: "Travel and documents",
        question: "Can our own car go to Betaab Valley?",
        answer:
          "No. Outside vehicles stop in Pahalgam; for Betaab, Aru and Chandanwari you hire a taxi from the Pahalgam taxi stand at union rates. Our trips include this local taxi.",
      },
      {
        group: "About the trip",
        question: "Is Betaab Valley open in winter?",
        answer:
          "It depends on snowfall. In most winters the road is cleared to the valley by mid-morning; after a heavy spell it can stay closed for a few days, and we switch to Aru Valley or a walk along the Lidder.",
      },
    ],
  },
  {
    slug: "thajiwas-glacier",
    name: "Thajiwas Glacier, Sonamarg",
    brief: "A glacier-fed bowl three kilometres above Sonamarg, the Valley's favourite place to sledge.",
    description:
      "Sonamarg, 'the meadow of gold', lies at about 2,800 metres on the Sindh river, the last stop in the Kashmir valley before the road climbs to Zoji La and Ladakh. From the town, a level three-kilometre walk or pony ride leads into the Thajiwas bowl, where glacier snouts and avalanche cones linger into early summer and the snowfields are perfect for wooden sledges pulled by local sledge men.\n\nSince the Z-Morh tunnel opened in January 2025, Sonamarg is reachable through the winter, and the bowl under snow has become a day trip from Srinagar. Sonamarg is also the starting point of the Kashmir Great Lakes trek and the road head for the Amarnath yatra's Baltal route.",
    location: "Sonamarg, Ganderbal district, Jammu and Kashmir",
    image: { scene: "snow-trail", time: "snow", alt: "Wooden sledges on a snowfield below a glacier and steep peaks" },
    images: [
      { scene: "river-valley", time: "day", alt: "River meandering through the golden meadows of Sonamarg" },
      { scene: "himalayan-peaks", time: "day", alt: "Glacier tongues spilling down a rocky mountain bowl" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Thajiwas Glacier, Sonamarg: Sledging and Pony Rides",
    metaDescription:
      "Visit Thajiwas Glacier in Sonamarg: how to get there from Srinagar, pony and sledge rates, winter access through the new tunnel and what to wear in the snow.",
    faqs: [
      {
        group: "About the trip",
        question: "Do I need a pony to reach the glacier?",
        answer:
          "No. It is a gentle three-kilometre walk from the Sonamarg taxi stand. Ponies are convenient for children and older travellers; agree the rate at the union counter, not on the trail.",
      },
      {
        group: "Stay and food",
        question: "Can I rent snow boots and jackets there?",
        answer:
          "Yes, shops at the start of the walk rent gumboots and long coats for a small daily fee. They are worn but dry, and far better than city shoes in wet snow.",
      },
    ],
  },
  {
    slug: "vishansar-lake",
    name: "Vishansar Lake",
    brief: "A deep blue alpine lake at about 3,650 metres, reached only on foot on the Kashmir Great Lakes trek.",
    description:
      "Vishansar, the lake of Vishnu, lies in a broad meadow below the Gadsar ridge, two days' walk from Sonamarg over the Nichnai Pass. Its colour shifts with the sky, from slate grey under cloud to a startling ultramarine on a clear afternoon, and shepherds from the Gujjar and Bakarwal communities graze their flocks on its banks through the summer.\n\nA steep half-hour climb from the lake brings you to Kishansar, its twin, which sits right at the foot of the ridge; from the top of the Gadsar Pass the next morning, both lakes appear side by side below you. Vishansar holds brown trout, introduced by the British, and fishing requires a licence from the state fisheries department.",
    location: "Kashmir Great Lakes trail, Ganderbal district",
    image: {
      scene: "high-lake",
      time: "day",
      alt: "Deep blue alpine lake in a green meadow below snow-streaked ridges",
    },
    images: [
      { scene: "alpine-meadow", time: "dawn", alt: "Shepherds' flocks grazing beside a lake in early light" },
      { scene: "high-lake", time: "dusk", alt: "Two lakes seen side by side from a high pass" },
      { scene: "campsite-night", time: "night", alt: "Tents beside a mountain lake under a clear night sky" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Vishansar Lake: Kashmir Great Lakes Trek Guide",
    metaDescription:
      "Vishansar and Kishansar lakes on the Kashmir Great Lakes trek: how to reach them, the Nichnai and Gadsar passes, camping, weather and the best months.",
    faqs: [
      {
        group: "About the trip",
        question: "Can Vishansar be reached without trekking?",
        answer:
          "No. There is no road; the shortest approach is a two-day trek from Sonamarg over the Nichnai Pass at about 4,080 metres.",
      },
      {
        group: "Fitness and safety",
        question: "When is the lake accessible?",
        answer:
          "From early July, when the snow on the Nichnai Pass has softened, to mid-September, when the first snowfall usually closes the trail.",
      },
    ],
  },
];

export const ladakhAttractions: DemoAttraction[] = [
  {
    slug: "pangong-tso",
    name: "Pangong Tso",
    brief: "A 134-kilometre-long brackish lake at 4,225 metres that changes colour by the hour.",
    description:
      "Pangong Tso stretches about 134 km east from Ladakh into Tibet, with about 40% of its length on the Indian side. It lies at 4,225 metres, its water is brackish, and in the thin, bright air it shifts through turquoise, deep blue and green as clouds pass. The drive from Leh crosses Chang La, at about 5,360 metres one of the highest passes on the trip, and takes five to six hours.\n\nCamps cluster in the villages of Spangmik, Man and Merak along the southern shore; Spangmik is closest, Merak quietest. Nights are freezing even in July, and in winter the whole lake freezes hard enough to walk on. The lake lies in a protected border area, so a permit is needed, which we file online with your ID.",
    location: "Changthang, Leh district, Ladakh",
    image: {
      scene: "high-lake",
      time: "day",
      alt: "Turquoise lake stretching between bare brown mountains under a bright sky",
    },
    images: [
      { scene: "high-lake", time: "dawn", alt: "Pale pink light on a still mountain lake at sunrise" },
      { scene: "mountain-road", time: "day", alt: "Winding road climbing to a high pass with prayer flags" },
      { scene: "frozen-river", time: "snow", alt: "Frozen lake surface cracked into plates of blue ice" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Pangong Tso: Permits, Camps and Best Time to Visit",
    metaDescription:
      "A practical guide to Pangong Tso in Ladakh: the drive over Chang La, permits, where to stay at Spangmik, Man or Merak, night temperatures and altitude care.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is it safe to stay overnight at Pangong?",
        answer:
          "Yes, if you have spent at least two nights acclimatising in Leh and one at a lower altitude such as Nubra. People who drive from Leh and back in a day often feel worse than those who stay.",
      },
      {
        group: "Travel and documents",
        question: "Do Indian citizens need a permit for Pangong?",
        answer:
          "Visitors register online and pay the Ladakh environment and wildlife fees before travelling to the protected areas, then carry the printout and ID. We do this for every traveller on our trips.",
      },
      {
        group: "About the trip",
        question: "Can I swim in Pangong?",
        answer:
          "Please don't. The water is near freezing, the shore is fragile and the lake is protected. Walk the shore at sunrise instead.",
      },
    ],
  },
  {
    slug: "khardung-la",
    name: "Khardung La",
    brief: "The high pass between Leh and the Nubra valley, at about 5,359 metres.",
    description:
      "Khardung La carries the road from Leh to the Nubra valley over the Ladakh range, 39 km from Leh by a switchback road through the army check posts of South Pullu and North Pullu. The signboard at the top claims 5,602 metres; modern GPS surveys put the pass at about 5,359 metres, which still makes it one of the highest motorable passes in the world.\n\nThe top is crowded with prayer flags, army vehicles and riders photographing their motorcycles by the sign. The air holds about half the oxygen of sea level, so the rule is simple: stop for 15 to 20 minutes, drink water, walk slowly, and keep going. The descent to Nubra drops more than 2,000 metres in a couple of hours.",
    location: "Leh district, Ladakh",
    image: {
      scene: "mountain-road",
      time: "snow",
      alt: "Prayer flags over a snowy mountain pass with a road winding below",
    },
    images: [
      { scene: "mountain-road", time: "day", alt: "Hairpin bends of a mountain road cut into bare slopes" },
      { scene: "himalayan-peaks", time: "day", alt: "Snow peaks seen from a high pass under a deep blue sky" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Khardung La Pass: Height, Road and Safety Tips",
    metaDescription:
      "Crossing Khardung La on the way to Nubra: the real altitude, road conditions, how long to stop at the top and what to do if you feel breathless or dizzy.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How long should I stay at the top?",
        answer:
          "No more than 20 minutes. Take your photos, drink some water and move on; altitude symptoms build quickly at 5,300 metres.",
      },
      {
        group: "About the trip",
        question: "Is Khardung La open all year?",
        answer:
          "The Border Roads Organisation keeps it open most of the year, but snowfall closes it for hours or days at a time, especially from November to April.",
      },
    ],
  },
  {
    slug: "hunder-sand-dunes",
    name: "Hunder Sand Dunes",
    brief: "Cold-desert dunes in the Nubra valley, where double-humped Bactrian camels still graze.",
    description:
      "The Nubra valley opens wide where the Shyok and Nubra rivers meet, and between the villages of Diskit and Hunder the river has left behind a stretch of pale grey sand dunes at about 3,100 metres. Snow peaks rise on every side, making this one of the strangest landscapes in Ladakh: a desert with glaciers on the horizon.\n\nThe Bactrian camels at Hunder descend from animals that carried goods along the old caravan route between Leh and Yarkand, which ran through Nubra until the border closed in the 1950s. Short camel rides run in the afternoons. Nearby, Diskit monastery's 32-metre Maitreya Buddha looks down the valley towards the Shyok.",
    location: "Hunder, Nubra valley, Ladakh",
    image: { scene: "desert-dunes", time: "dusk", alt: "Grey sand dunes in a high valley with snow peaks behind" },
    images: [
      { scene: "desert-dunes", time: "day", alt: "Row of double-humped camels resting on the sand" },
      { scene: "monastery", time: "day", alt: "Giant seated Buddha statue overlooking a wide river valley" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Hunder Sand Dunes, Nubra: Camels, Camps and Diskit",
    metaDescription:
      "Visit the Hunder sand dunes in Nubra valley: Bactrian camel rides, the Diskit Maitreya Buddha, where to stay and how to reach Nubra over Khardung La.",
    faqs: [
      {
        group: "About the trip",
        question: "When are the camel rides?",
        answer:
          "Mostly between 3 pm and sunset, when the light is softest and the sand has cooled. Rides last 15 to 30 minutes and are paid at the camel owners' counter.",
      },
      {
        group: "Stay and food",
        question: "Where do travellers stay in Nubra?",
        answer:
          "Hunder and Diskit have camps and guesthouses with attached bathrooms. Hunder is quieter and closer to the dunes.",
      },
    ],
  },
  {
    slug: "thiksey-monastery",
    name: "Thiksey Monastery",
    brief: "A twelve-storey Gelugpa monastery on a hill above the Indus, 19 km from Leh.",
    description:
      "Thiksey climbs a rocky hill above the Indus valley in tiers of white buildings topped with red, a silhouette often compared with the Potala Palace in Lhasa. It belongs to the Gelugpa order, houses around a hundred monks and has a school for novices in the lower buildings.\n\nIts Maitreya temple holds a seated Maitreya Buddha about 15 metres high, spanning two storeys, built in the 1970s. Arrive before 6:30 am in summer to sit at the back of the assembly hall during morning prayers, when young monks blow long horns from the roof and butter tea is passed down the rows.",
    location: "Thiksey, Leh district, Ladakh",
    image: { scene: "monastery", time: "dawn", alt: "Tiered white monastery on a hilltop at sunrise" },
    images: [
      { scene: "monastery", time: "day", alt: "Monks on a rooftop blowing long horns" },
      { scene: "river-valley", time: "day", alt: "The Indus river valley seen from a monastery terrace" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Thiksey Monastery, Leh: Morning Prayers and Timings",
    metaDescription:
      "A guide to Thiksey Monastery near Leh: attending morning prayers, the Maitreya temple, photography etiquette and how to combine it with Shey and Hemis.",
    faqs: [
      {
        group: "About the trip",
        question: "Can visitors attend the morning prayers?",
        answer:
          "Yes. Sit quietly at the back, do not use flash and do not walk between the rows of monks. Prayers begin around 6 am in summer.",
      },
      {
        group: "Travel and documents",
        question: "Is there an entry fee?",
        answer: "A small entry fee supports the monastery and its museum. Carry cash; card payment is not reliable.",
      },
    ],
  },
  {
    slug: "leh-palace",
    name: "Leh Palace",
    brief: "The nine-storey 17th-century palace of the Namgyal kings, towering over Leh's old town.",
    description:
      "Built by King Sengge Namgyal in the early 17th century, Leh Palace rises nine storeys above the mud-brick lanes of the old town, its sloping walls made of stone, mud brick and timber. The royal family left it for Stok Palace in the 19th century after the Dogra invasion, and the Archaeological Survey of India has been restoring it ever since.\n\nInside are dim passages, a small museum of thangkas and costumes, and a rooftop with the best view of Leh: the green oasis of the town, the Indus valley and Stok Kangri across it. Climb further to Namgyal Tsemo, the red gompa and fort on the ridge above, for sunset.",
    location: "Old Town, Leh, Ladakh",
    image: { scene: "old-town", time: "dusk", alt: "Massive mud-brick palace above an old town at sunset" },
    images: [
      { scene: "himalayan-peaks", time: "day", alt: "Snowy Stok range seen across a green valley" },
      { scene: "old-town", time: "day", alt: "Narrow lanes of whitewashed houses below a palace" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Leh Palace: History, Views and Visiting Hours",
    metaDescription:
      "Visit Leh Palace, the 17th-century seat of the Namgyal kings: its history, the rooftop view of Stok Kangri, the climb to Namgyal Tsemo and practical tips.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is the climb suitable on my first day in Leh?",
        answer:
          "No. Keep the palace for your second or third day: the walk up from the market is short but steep, and the first 36 hours should be rest.",
      },
      {
        group: "About the trip",
        question: "When is the best light?",
        answer: "Late afternoon, when the sun falls on the Stok range and the palace walls turn golden.",
      },
    ],
  },
  {
    slug: "turtuk-village",
    name: "Turtuk",
    brief: "A Balti village of apricot orchards on the Shyok, one of the last villages before the Line of Control.",
    description:
      "Turtuk lies at about 2,900 metres in the far north of the Nubra valley, some 80 km beyond Diskit, where the Shyok river cuts a green gorge through the Karakoram. Its people are Balti, speak a language close to Tibetan and practise Islam; the village was part of Pakistan until the 1971 war and opened to visitors only in 2010.\n\nA footbridge over a glacial stream links the two halves of the village. Stone houses stand among terraced fields of barley and buckwheat, apricot trees line every path, and a small museum in the old royal house of the Yabgo dynasty tells the story of a kingdom that once ruled here. Visit in July and August for apricots, or in late September for gold leaves.",
    location: "Turtuk, Nubra valley, Ladakh",
    image: {
      scene: "rice-terraces",
      time: "day",
      alt: "Green terraced fields and stone houses in a narrow mountain valley",
    },
    images: [
      { scene: "river-valley", time: "dusk", alt: "River gorge with a suspension footbridge at dusk" },
      { scene: "portrait", time: "day", alt: "Village woman holding a basket of apricots", aspect: "square" },
    ],
    campsites: ["ladakh"],
    metaTitle: "Turtuk Village, Nubra: Balti Culture and Apricots",
    metaDescription:
      "Discover Turtuk in the Nubra valley: Balti culture, the Yabgo royal house, apricot season, homestays and how to plan the long drive from Hunder and back.",
    faqs: [
      {
        group: "About the trip",
        question: "Is Turtuk a day trip from Hunder?",
        answer:
          "It can be, at about three hours each way, but a night in a Turtuk homestay is far more rewarding: the village is at its best in the evening and early morning.",
      },
      {
        group: "Travel and documents",
        question: "Can I photograph people in Turtuk?",
        answer:
          "Ask first, every time. Many women prefer not to be photographed; children are used to visitors but parents should be asked.",
      },
    ],
  },
];
