// Attractions of Spiti and of the Manali side of Himachal Pradesh, in destination order.
import type { DemoAttraction } from "../../types.ts";

export const spitiAttractions: DemoAttraction[] = [
  {
    slug: "key-monastery",
    name: "Key Monastery",
    brief: "Spiti's largest monastery, a stack of whitewashed halls on a conical hill above the Spiti river.",
    description:
      "Key (also written Kye or Kee) Gompa stands at about 4,166 metres, 14 km north of Kaza, its buildings piled up a cone-shaped hill so that from the valley floor it looks like a fortress. Founded around the 11th century and rebuilt many times after raids and an earthquake, it belongs to the Gelugpa order and trains a large community of young lamas, who are happy to show visitors the assembly hall, its murals and old weapons from the days of Mongol attacks.\n\nThe monastery is the first stop on the loop to Kibber and the Chicham bridge, which hangs over a gorge more than a hundred metres deep. In winter, when Kaza empties, the monks still welcome visitors with butter tea in the kitchen, and the hill above Key is where local spotters begin their search for snow leopards.",
    location: "Key village, Lahaul and Spiti",
    image: {
      scene: "monastery",
      time: "day",
      alt: "Whitewashed monastery buildings stacked on a conical hill in a barren valley",
    },
    images: [
      { scene: "monastery", time: "snow", alt: "Monastery on a hill under fresh snow" },
      { scene: "portrait", time: "day", alt: "Young monk in maroon robes smiling in a doorway", aspect: "square" },
      { scene: "mountain-road", time: "day", alt: "Road winding up a bare hillside towards a high village" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Key Monastery, Spiti: History, Timings and Tips",
    metaDescription:
      "Visit Key Monastery near Kaza in Spiti: its history, the morning prayers, the Kibber and Chicham bridge loop, winter visits and etiquette inside the gompa.",
    faqs: [
      {
        group: "Stay and food",
        question: "Can visitors stay at Key Monastery?",
        answer:
          "The monastery has a few simple guest rooms, offered mostly to those attending teachings. Most travellers stay in Kaza or a Kibber homestay and visit for the morning.",
      },
      {
        group: "About the trip",
        question: "When is the Key Chham festival?",
        answer:
          "The masked dance festival is held in summer, usually in July, on dates set by the Tibetan calendar. Ask us for the year's date before you plan around it.",
      },
    ],
  },
  {
    slug: "tabo-monastery",
    name: "Tabo Monastery",
    brief: "A monastery founded in 996 CE, its mud halls painted with some of the finest murals in the Himalaya.",
    description:
      "Tabo was founded in 996 CE by the great translator Rinchen Zangpo and has been in continuous use for more than a thousand years, which makes it one of the oldest working monasteries in the Himalaya. From outside it looks modest: nine low mud-brick temples inside an earthen wall at about 3,280 metres. Inside, the walls are covered with murals and stucco figures so refined that it is often called the Ajanta of the Himalaya.\n\nThe temples are protected by the Archaeological Survey of India. They are dark, the murals are fragile and flash photography is not allowed, so bring a small torch and let your eyes adjust. Above the village, caves cut into the cliff were used by monks for meditation and can be reached by a short, steep path.",
    location: "Tabo, Lahaul and Spiti",
    image: {
      scene: "monastery",
      time: "dusk",
      alt: "Low mud-brick temples inside an earthen wall at the foot of bare mountains",
    },
    images: [
      { scene: "temple", time: "night", alt: "Dim temple interior with painted walls lit by butter lamps" },
      { scene: "river-valley", time: "day", alt: "Spiti river winding past a green village oasis" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Tabo Monastery: Spiti's Thousand-Year-Old Murals",
    metaDescription:
      "Tabo Monastery in Spiti, founded in 996 CE: what to see in its nine temples, the meditation caves, photography rules and where to stay in Tabo village.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I photograph the murals?",
        answer:
          "No. Photography is not allowed inside the old temples, to protect the murals from light. You may photograph the exterior and the new monastery.",
      },
      {
        group: "Fitness and safety",
        question: "Is Tabo a good place to acclimatise?",
        answer:
          "Yes. At about 3,280 metres it is lower than Kaza, so a night in Tabo on the way up from Kinnaur helps the body adjust.",
      },
    ],
  },
  {
    slug: "dhankar-monastery",
    name: "Dhankar Monastery",
    brief: "A cliff-top monastery and fort above the meeting of the Spiti and Pin rivers.",
    description:
      "Dhankar, which means fort on a cliff, was once the capital of the Nono kings who ruled Spiti. Its old monastery clings to a crumbling spur of eroded earth pillars at about 3,890 metres, 800 metres above the confluence of the Spiti and Pin rivers, and in 2006 it was listed among the world's hundred most endangered monuments. A new monastery, built lower down, now houses the community and the most precious statues.\n\nFrom the village, a steep hour's climb leads to Dhankar lake, a small tarn at about 4,100 metres with a view of the Manirang peaks. Go slowly: it is one of the best acclimatisation walks in Spiti, and the view down over the monastery towards the Pin valley is the reward.",
    location: "Dhankar, Lahaul and Spiti",
    image: {
      scene: "monastery",
      time: "day",
      alt: "Ancient monastery perched on eroded earth pillars above a wide river valley",
    },
    images: [
      { scene: "high-lake", time: "day", alt: "Small high lake with snow peaks reflected in it" },
      { scene: "river-valley", time: "dusk", alt: "Two rivers meeting in a broad gravel valley at dusk" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Dhankar Monastery and Lake, Spiti Valley Guide",
    metaDescription:
      "Visit Dhankar Monastery on its cliff above the Spiti and Pin rivers: the old fort, the new gompa, the hike to Dhankar lake and how to fit it in a Spiti trip.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How hard is the walk to Dhankar lake?",
        answer:
          "About 2.5 km with a climb of some 250 metres; allow an hour up and 40 minutes down. Do it only after a night or two at altitude.",
      },
      {
        group: "About the trip",
        question: "Is the old monastery open?",
        answer:
          "Parts of it are, depending on restoration work. Monks from the new monastery hold the keys and will open it for respectful visitors.",
      },
    ],
  },
  {
    slug: "chandratal-lake",
    name: "Chandratal Lake",
    brief: "The crescent-shaped 'moon lake' at about 4,300 metres, below the Kunzum Pass in Lahaul.",
    description:
      "Chandratal sits in a glacial basin at about 4,300 metres near the source of the Chandra river, 14 km from Batal on a rough track below the Kunzum Pass. Its shape, a wide crescent, gives it the name; its colour runs from green at the edges to a deep blue at the centre, and on still mornings it mirrors the scree slopes around it perfectly. It was declared a Ramsar wetland in 2005.\n\nCamping on the lakeshore is no longer allowed; camps sit in a designated area a couple of kilometres before the lake, and the last stretch is an easy walk. The lake is reachable roughly from June to early October, when the Kunzum Pass and the Batal road are open. Nights drop below freezing even in August.",
    location: "Chandratal, Lahaul and Spiti",
    image: {
      scene: "high-lake",
      time: "dawn",
      alt: "Crescent-shaped blue lake in a high basin of scree slopes at sunrise",
    },
    images: [
      { scene: "campsite-night", time: "night", alt: "Camp tents under the Milky Way in a high valley" },
      { scene: "mountain-road", time: "day", alt: "Rough mountain track crossing streams below a high pass" },
      { scene: "high-lake", time: "day", alt: "Walkers on the grassy shore of a clear blue lake" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Chandratal Lake: Camps, Road and Best Months",
    metaDescription:
      "Plan a visit to Chandratal Lake in Lahaul: when the Kunzum and Batal roads open, where camps are allowed, the walk to the shore and cold night essentials.",
    faqs: [
      {
        group: "About the trip",
        question: "Which months can I visit Chandratal?",
        answer:
          "Usually mid-June to early October. The exact window depends on when the Kunzum Pass and the Batal road are cleared and closed each year.",
      },
      {
        group: "Stay and food",
        question: "Are there toilets at the Chandratal camps?",
        answer:
          "Most camps have shared toilets with running water in the morning and evening. There is no mobile network and no power beyond a few hours of generator.",
      },
    ],
  },
  {
    slug: "langza-hikkim-komic",
    name: "Langza, Hikkim and Komic",
    brief: "Three of the highest villages in Asia, with a giant Buddha, fossil beds and a post office at 4,400 metres.",
    description:
      "A loop road above Kaza links three villages that sit higher than most mountains in Europe. Langza, at about 4,400 metres, is watched over by a large golden Buddha and is famous for the marine fossils, ammonites left by the Tethys sea, that turn up in its fields. Hikkim, a few kilometres on, has what is often called the highest post office in the world, where a postcard home is a rite of passage.\n\nKomic, at about 4,587 metres, is the highest of the three, a cluster of houses around the Tangyud monastery, with wide views over the Spiti valley. The loop takes half a day from Kaza and makes an excellent acclimatisation outing; in winter the road is often snowbound, and the villages become a snowy silence broken only by yaks and the monastery's horns.",
    location: "Above Kaza, Lahaul and Spiti",
    image: {
      scene: "himalayan-peaks",
      time: "day",
      alt: "Golden Buddha statue overlooking a high village and snow peaks",
    },
    images: [
      { scene: "monastery", time: "snow", alt: "Small monastery in a snowbound high village" },
      { scene: "alpine-meadow", time: "dusk", alt: "Barley fields of a high village at dusk" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Langza, Hikkim and Komic: Spiti's Highest Villages",
    metaDescription:
      "Visit Langza's Buddha and fossils, post a card from Hikkim's high post office and see Komic's monastery: a half-day loop from Kaza, with timings and tips.",
    faqs: [
      {
        group: "About the trip",
        question: "Is the Hikkim post office open every day?",
        answer:
          "It keeps government office hours and is closed on Sundays and holidays. Buy postcards in Kaza and write them before you arrive.",
      },
      {
        group: "Travel and documents",
        question: "Can I keep a fossil from Langza?",
        answer:
          "No. Collecting and selling fossils is illegal, and villagers ask visitors not to buy them. Look, photograph and leave them where they are.",
      },
    ],
  },
];

export const manaliAttractions: DemoAttraction[] = [
  {
    slug: "hadimba-devi-temple",
    name: "Hadimba Devi Temple",
    brief: "A 16th-century wooden temple in a deodar forest, built around a rock sacred to the goddess Hadimba.",
    description:
      "Raja Bahadur Singh of Kullu built this temple in 1553 around a rock where, the story goes, Hadimba, wife of the Pandava Bhima, meditated. Its three square roofs of wooden shingles, topped by a brass cone, rise above stone-and-timber walls carved with animals, deities and scenes of rural life. Inside, the shrine is a cave-like space built over the rock itself, with the goddess's footprints.\n\nThe temple stands in the Dhungri forest of deodars, some of them centuries old, a pleasant walk uphill from the Manali Mall. A small shrine to Ghatotkacha, Hadimba's son, sits under a tree nearby. In mid-May the Dhungri mela brings deities from surrounding villages in palanquins for three days of music and dancing.",
    location: "Dhungri, Manali",
    image: { scene: "temple", time: "day", alt: "Wooden pagoda-style temple with tiered roofs in a cedar forest" },
    images: [
      { scene: "pine-forest", time: "snow", alt: "Tall deodar trees dusted with snow around a wooden temple" },
      { scene: "temple", time: "dusk", alt: "Carved wooden door frame of an old mountain temple" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Hadimba Devi Temple, Manali: History and Visiting Tips",
    metaDescription:
      "A guide to Manali's Hadimba Devi Temple: its 1553 wooden architecture, the Dhungri deodar forest, the May festival and the best time of day to visit.",
    faqs: [
      {
        group: "About the trip",
        question: "When is the temple least crowded?",
        answer:
          "Before 9 am. By late morning in May and June the queue to enter the shrine can take more than an hour.",
      },
      {
        group: "Travel and documents",
        question: "How do I get there from the Mall?",
        answer:
          "It is a 2 km uphill walk through the old town and forest, or a short auto-rickshaw ride to the temple gate.",
      },
    ],
  },
  {
    slug: "solang-valley",
    name: "Solang Valley",
    brief: "A broad side valley north of Manali for paragliding in summer and skiing and snow play in winter.",
    description:
      "Solang opens off the Beas valley 14 km north of Manali, at about 2,500 metres, where the slopes below the Hanuman Tibba massif are gentle enough for beginners. In summer it is Manali's adventure playground, with tandem paragliding, zorbing and the Solang ropeway, which climbs to about 3,200 metres on Mount Phatru. From January to March the same slopes hold snow, and ski schools run short courses for beginners.\n\nSince the Atal Tunnel opened just up the road, Solang is busier, and on weekends in winter traffic can back up for hours. Go early, ideally before 9 am, and hire snow boots and suits at the shops in Palchan rather than at the valley itself, where choice is limited.",
    location: "Solang, Kullu district",
    image: { scene: "snow-trail", time: "snow", alt: "Snowy slopes of a wide valley with paragliders in the sky" },
    images: [
      { scene: "alpine-meadow", time: "day", alt: "Green summer meadow below forested slopes" },
      { scene: "himalayan-peaks", time: "day", alt: "Snow peaks above a valley seen from a ropeway cabin" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Solang Valley, Manali: Snow, Skiing and Paragliding",
    metaDescription:
      "Plan a day in Solang Valley near Manali: when there is snow, beginner skiing, the ropeway, paragliding seasons, traffic around the Atal Tunnel and rentals.",
    faqs: [
      {
        group: "About the trip",
        question: "When is there snow in Solang?",
        answer: "Usually from late December to early March. In a dry winter the snow can be thin until mid-January.",
      },
      {
        group: "Fitness and safety",
        question: "Is paragliding safe in Solang?",
        answer:
          "Choose an operator registered with the state tourism department, ask to see the pilot's licence and avoid flying in gusty afternoons.",
      },
    ],
  },
  {
    slug: "atal-tunnel",
    name: "Atal Tunnel",
    brief: "A 9-kilometre highway tunnel under the Pir Panjal that opened Lahaul to Manali year-round.",
    description:
      "Opened in October 2020, the Atal Tunnel runs 9.02 km beneath the Rohtang Pass from Dhundi, above Solang, to a north portal near Sissu in the Lahaul valley. At roughly 3,000 metres it is the longest highway tunnel in the world above 10,000 feet, and it cut the drive from Manali to Keylong by several hours while keeping Lahaul connected in winter.\n\nEmerging from the north portal, the change is abrupt: the forests of Kullu give way to the bare, high slopes of Lahaul and the Chandra river. A short drive on brings you to Sissu, with its waterfall and a lake that freezes in winter. In snow season, the roads beyond are open only as far as the administration clears them.",
    location: "Between Solang and Sissu, Himachal Pradesh",
    image: {
      scene: "mountain-road",
      time: "snow",
      alt: "Road emerging from a tunnel portal into a snowy mountain valley",
    },
    images: [
      { scene: "waterfall", time: "day", alt: "Tall waterfall spilling over a cliff above a river valley" },
      { scene: "river-valley", time: "snow", alt: "Wide snowy valley with a river running through it" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Atal Tunnel: Manali to Lahaul Road Guide and Tips",
    metaDescription:
      "Driving through the Atal Tunnel from Manali to Lahaul: length, the view at the north portal, Sissu's waterfall, winter road closures and traffic advice.",
    faqs: [
      {
        group: "Travel and documents",
        question: "Is a permit needed for the Atal Tunnel?",
        answer:
          "No permit is needed to drive through the tunnel to Sissu. Permits apply only to the Rohtang Pass road, which is a separate route.",
      },
      {
        group: "About the trip",
        question: "Can we stop inside the tunnel?",
        answer:
          "No. Stopping, photographing and overtaking inside are prohibited. Pull over at the designated areas after the north portal.",
      },
    ],
  },
  {
    slug: "rohtang-pass",
    name: "Rohtang Pass",
    brief: "The historic 3,978-metre pass between Kullu and Lahaul, now visited for its snow views.",
    description:
      "For centuries Rohtang was the only way over the Pir Panjal into Lahaul, a pass notorious for sudden storms; its name is usually translated as 'pile of corpses'. At 3,978 metres, 51 km from Manali, it holds snow well into June and offers views of the Geypan peaks and the Sonapani glacier across the Chandra valley.\n\nTo protect the pass, the number of vehicles allowed each day is capped, and cars need an online permit issued by the district administration. The road is usually open from mid-May or June until November and stays shut on Tuesdays for maintenance. Since the Atal Tunnel opened, Rohtang is a destination rather than a route, and going early is the only way to enjoy it without crowds.",
    location: "Kullu district, Himachal Pradesh",
    image: {
      scene: "himalayan-peaks",
      time: "snow",
      alt: "High pass with snow walls beside the road and peaks all around",
    },
    images: [
      { scene: "mountain-road", time: "day", alt: "Switchback road climbing to a high pass" },
      { scene: "snow-trail", time: "day", alt: "Visitors walking on snowfields at a mountain pass" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Rohtang Pass: Permits, Opening Months and Tips",
    metaDescription:
      "Plan a trip to Rohtang Pass from Manali: the online vehicle permit, daily caps, the Tuesday closure, when the road opens and what to wear at 3,978 metres.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I get a Rohtang permit?",
        answer:
          "Permits are issued online for a specific date and vehicle, in limited numbers. Taxi operators and our team apply for them; private drivers apply on the state's portal.",
      },
      {
        group: "About the trip",
        question: "Is Rohtang open every day?",
        answer: "No. It is closed on Tuesdays for road maintenance and whenever weather makes the road unsafe.",
      },
    ],
  },
  {
    slug: "hampta-pass",
    name: "Hampta Pass",
    brief: "A 4,270-metre crossing from the green Kullu valley to the stark desert of Lahaul.",
    description:
      "Hampta Pass links the Kullu valley to Lahaul at about 4,270 metres, and its fame comes from the contrast on either side. You climb for three days through birch forest, flowered meadows and wide river flats on the Kullu side, then cross a snowy saddle and look down into Lahaul's bare, ochre mountains, with the Indrasan and Deo Tibba massifs behind you.\n\nThe descent to Shea Goru is steep, over snow in June and loose scree later in the season, and then follows the stream down to Chhatru on the Chandra river. The trek is usually done from mid-June to September, with snow bridges early in the season and monsoon rain on the Kullu side in July and August.",
    location: "Kullu and Lahaul, Himachal Pradesh",
    image: {
      scene: "snow-trail",
      time: "day",
      alt: "Trekkers crossing a snowy mountain saddle with a stark valley beyond",
    },
    images: [
      { scene: "alpine-meadow", time: "day", alt: "Wide river flat with grazing horses below steep rock walls" },
      { scene: "river-valley", time: "dusk", alt: "Barren ochre mountains above a glacial river" },
    ],
    campsites: ["himachal-pradesh"],
    metaTitle: "Hampta Pass: Route, Altitude and Best Season",
    metaDescription:
      "The Hampta Pass crossing from Kullu to Lahaul: altitude, daily route, snow conditions by month, the Shea Goru descent and how to add Chandratal at the end.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is Hampta Pass suitable for a first trek?",
        answer:
          "It is a good second trek, or a first for fit walkers who train for a month. The pass day is long, with a steep descent.",
      },
      {
        group: "About the trip",
        question: "Which month is best?",
        answer:
          "Late June for snow, September for clear skies and autumn colours. July and August bring rain on the Kullu side and full rivers.",
      },
    ],
  },
];
