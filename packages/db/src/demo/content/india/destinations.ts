// The curated Indian destinations (SPEC.md section 2), with their attraction lists in display order.
import type { DemoDestination } from "../../types.ts";

export const indiaDestinations: DemoDestination[] = [
  {
    slug: "spiti-valley",
    name: "Spiti Valley",
    country: "India",
    tagline: "A cold desert of cliff-top monasteries and villages above 4,000 metres",
    description:
      "Spiti lies in the rain shadow of the Great Himalaya, on the border with Tibet, and looks it: a high, bare valley of ochre slopes, scree and braided river beds, with villages of whitewashed mud houses tucked wherever a stream allows a few fields of barley and green peas. Its name means 'the middle land', between India and Tibet, and its culture is Tibetan Buddhist, from the thousand-year-old murals of Tabo to the towering gompa of Key.\n\nThe valley is reached through Kinnaur from Shimla, following the Sutlej and then the Spiti river, or from Manali over the Kunzum Pass when it is open, roughly from June to October. In summer, the road loop through both is one of India's great journeys. In winter, only the Kinnaur road stays open, temperatures fall to minus 25 °C and Spiti becomes a snowbound world of frozen rivers, snow leopards and warm kitchens.\n\nEverything in Spiti is high: Kaza, the main town, is at 3,800 metres, and the villages of Langza, Hikkim and Komic are above 4,400. Trips here are built around slow acclimatisation, homestays and long days on mountain roads.",
    hero: {
      scene: "monastery",
      time: "day",
      alt: "Whitewashed monastery on a conical hill in a wide barren valley",
      aspect: "wide",
    },
    campsite: "himachal-pradesh",
    metaTitle: "Spiti Valley Trips: Road Trips and Winter Expeditions",
    metaDescription:
      "Explore Spiti Valley: Key and Tabo monasteries, Chandratal, the high villages of Langza, Hikkim and Komic, summer road trips and winter expeditions.",
    attractions: ["key-monastery", "tabo-monastery", "dhankar-monastery", "chandratal-lake", "langza-hikkim-komic"],
    faqs: [
      {
        group: "About the trip",
        question: "When is the best time to visit Spiti?",
        answer:
          "June to September for the full loop through Kinnaur and over Kunzum to Manali. January to March for the winter experience, via Kinnaur only.",
      },
      {
        group: "Fitness and safety",
        question: "How do I avoid altitude sickness in Spiti?",
        answer:
          "Go up slowly: enter through Kinnaur, spend nights at Kalpa and Nako or Tabo before Kaza, drink plenty of water and skip alcohol for the first days.",
      },
      {
        group: "Travel and documents",
        question: "Do Indian travellers need a permit for Spiti?",
        answer:
          "No permit is needed for Indian citizens. Foreign nationals need an inner line permit for the stretch between Kinnaur and Spiti, issued in Shimla, Reckong Peo or Kaza.",
      },
      {
        group: "Stay and food",
        question: "Are there ATMs and mobile networks in Spiti?",
        answer:
          "Kaza has a couple of ATMs that often run dry; carry enough cash. BSNL and Jio work in Kaza and some villages; many places have no signal at all.",
      },
    ],
  },
  {
    slug: "kashmir",
    name: "Kashmir",
    country: "India",
    tagline: "Houseboats, Mughal gardens and snowfields in the valley of the Jhelum",
    description:
      "The Kashmir valley is a broad, fertile bowl at about 1,600 metres, ringed by the Pir Panjal and the Great Himalaya, with the Jhelum running through its centre and Srinagar spread around the Dal Lake. It has drawn travellers for centuries, from Mughal emperors who built terraced gardens on the lake shore to today's honeymooners on cedar houseboats.\n\nEach season changes the valley completely. Spring brings tulips and almond blossom; summer opens the high meadows of Gulmarg, Pahalgam and Sonamarg and the Great Lakes trek; autumn turns the chinars red and gold; and winter, from December to March, covers everything in snow, with skiing in Gulmarg and sledging in Sonamarg.\n\nKashmiri hospitality is legendary, and so is its food: the multi-course wazwan, noon chai and kahwa, and bakery breads bought hot at dawn. Our Kashmir team is based in Srinagar, with drivers, guides and houseboat owners we have worked with for years.",
    hero: {
      scene: "houseboat-lake",
      time: "dusk",
      alt: "Carved houseboats and shikaras on Dal Lake with mountains at dusk",
      aspect: "wide",
    },
    campsite: "kashmir",
    metaTitle: "Kashmir Tours: Srinagar, Gulmarg, Pahalgam and Treks",
    metaDescription:
      "Plan Kashmir with us: houseboats on Dal Lake, Gulmarg's gondola and ski slopes, Pahalgam, Sonamarg, the Great Lakes trek and winter snow holidays.",
    attractions: [
      "dal-lake",
      "mughal-gardens-srinagar",
      "gulmarg-meadows",
      "betaab-valley",
      "thajiwas-glacier",
      "vishansar-lake",
    ],
    activities: [
      "gulmarg-gondola-ride",
      "dal-lake-sunrise-shikara-ride",
      "gulmarg-beginner-ski-lesson",
      "sonamarg-snow-sledging",
    ],
    faqs: [
      {
        group: "About the trip",
        question: "When is the best time to visit Kashmir?",
        answer:
          "April for tulips, May to September for meadows and treks, October and November for autumn colours, and late December to early March for snow.",
      },
      {
        group: "Fitness and safety",
        question: "Is Kashmir safe for tourists?",
        answer:
          "The tourist areas of Srinagar, Gulmarg, Pahalgam and Sonamarg receive millions of visitors a year. We follow official advisories and our local team adjusts plans if anything changes.",
      },
      {
        group: "Travel and documents",
        question: "Do prepaid mobile SIMs from other states work in Kashmir?",
        answer:
          "No. Prepaid connections from outside Jammu and Kashmir do not work there; postpaid connections do. Our trip leaders carry local numbers.",
      },
      {
        group: "Stay and food",
        question: "Are houseboats warm enough in winter?",
        answer:
          "Good houseboats have heaters and electric blankets in every room. We use only houseboats that we have inspected in winter.",
      },
      {
        group: "Travel and documents",
        question: "How do I reach Srinagar?",
        answer:
          "By air, with direct flights from Delhi, Mumbai, Bengaluru and other cities, or by train through Katra on the Udhampur–Srinagar–Baramulla line, which opened to Srinagar in 2025.",
      },
    ],
  },
  {
    slug: "ladakh",
    name: "Ladakh",
    country: "India",
    tagline: "High passes, turquoise lakes and monasteries on the roof of India",
    description:
      "Ladakh is a high-altitude desert between the Karakoram and the Great Himalaya, where the Indus flows past Leh at 3,500 metres and the passes climb above 5,300. Rain rarely crosses the mountains, so the landscape is stark and colourful: ochre and purple slopes, green villages of poplar and barley wherever water flows, and lakes of impossible blue.\n\nLeh, with its old palace and bustling bazaar, is the base for journeys to the Nubra valley over Khardung La, to Pangong Tso over Chang La, and to the monasteries of Thiksey, Hemis and Alchi. Ladakhi culture is largely Tibetan Buddhist, with Muslim communities in Leh and the Balti villages of Turtuk.\n\nTravelling here demands respect for altitude: most visitors fly into Leh, so the first 36 hours are for rest. From May to September the roads from Manali and Srinagar are open and the valley is at its liveliest.",
    hero: {
      scene: "high-lake",
      time: "day",
      alt: "Turquoise lake between bare mountains under a deep blue sky",
      aspect: "wide",
    },
    campsite: "ladakh",
    metaTitle: "Ladakh Road Trips: Leh, Nubra, Pangong and Turtuk",
    metaDescription:
      "Discover Ladakh: Leh, Khardung La, the Nubra valley, Pangong Tso, Turtuk and the great monasteries, with group road trips by SUV or Royal Enfield.",
    attractions: [
      "pangong-tso",
      "khardung-la",
      "hunder-sand-dunes",
      "thiksey-monastery",
      "leh-palace",
      "turtuk-village",
    ],
    faqs: [
      {
        group: "Fitness and safety",
        question: "How many days should I acclimatise in Leh?",
        answer:
          "At least two nights before crossing Khardung La or Chang La. Rest fully on the first day and keep the second to gentle outings below 3,500 metres.",
      },
      {
        group: "Travel and documents",
        question: "Which permits are needed?",
        answer:
          "Indian visitors register online and pay the Ladakh environment and wildlife fees for protected areas such as Nubra and Pangong. We arrange this for every traveller.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit?",
        answer:
          "May to September. June and September have the clearest skies; July and August are warmest, with occasional rain on the passes.",
      },
      {
        group: "Travel and documents",
        question: "Does my phone work in Ladakh?",
        answer:
          "In Leh, most networks work, though prepaid SIMs from other states may not. In Nubra and at Pangong, only BSNL, Airtel and Jio postpaid work, and only in places.",
      },
    ],
  },
  {
    slug: "kerala",
    name: "Kerala",
    country: "India",
    tagline: "Backwaters, tea hills and spice forests along the Malabar coast",
    description:
      "Kerala is a narrow green strip between the Arabian Sea and the Western Ghats, laced with 44 rivers and a web of lagoons and canals. In a single week you can drift on a houseboat through the paddy fields of Kuttanad, wake in the cool of the Munnar tea estates at 1,600 metres, walk in the forests of Periyar and watch the sunset from a red cliff at Varkala.\n\nIts towns tell stories of two thousand years of trade: Fort Kochi's Chinese fishing nets, Portuguese churches and synagogue; the spice markets of Mattancherry; and temples where Kathakali and Theyyam are still performed. Kerala's food, built on coconut, rice, fish and spice, is reason enough for the trip.\n\nThe state is a year-round destination: October to March is dry and pleasant, the monsoon from June to September is lush and quiet, and the Onam festival in August or September fills the state with flowers and boat races.",
    hero: { scene: "backwaters", time: "dusk", alt: "Houseboat on palm-lined backwaters at sunset", aspect: "wide" },
    campsite: "kerala",
    metaTitle: "Kerala Tour Packages: Backwaters, Munnar and Kochi",
    metaDescription:
      "Plan Kerala with us: houseboat nights on the Alappuzha backwaters, Munnar tea estates, Periyar's forests, Fort Kochi and Varkala's cliffs, all year round.",
    attractions: [
      "alappuzha-backwaters",
      "munnar-tea-estates",
      "eravikulam-national-park",
      "periyar-tiger-reserve",
      "fort-kochi",
      "varkala-cliff",
    ],
    faqs: [
      {
        group: "About the trip",
        question: "Is Kerala worth visiting in the monsoon?",
        answer:
          "Yes, if you like green landscapes and quiet roads. Rain comes in heavy spells rather than all day, prices are lower, and it is the season for Ayurveda treatments.",
      },
      {
        group: "Stay and food",
        question: "Can houseboat meals be vegetarian?",
        answer: "Yes. Tell us when you book and the crew will cook Kerala vegetarian meals throughout.",
      },
      {
        group: "Travel and documents",
        question: "Which airport should I fly into?",
        answer: "Kochi for most itineraries. If your trip ends at Varkala or Kovalam, fly out of Thiruvananthapuram.",
      },
      {
        group: "About the trip",
        question: "How many days do I need?",
        answer:
          "Six days cover Kochi, Munnar, Thekkady and a houseboat night. Add two for the beaches of Varkala or Marari.",
      },
    ],
  },
  {
    slug: "goa",
    name: "Goa",
    country: "India",
    tagline: "Beaches, baroque churches and monsoon-green hills on the Konkan coast",
    description:
      "Goa is India's smallest state and its most easy-going: a hundred kilometres of coast, with beaches from the busy north to the quiet coves of Canacona in the south, rivers crossed by little ferries and villages of Portuguese-era houses with deep verandas. Four and a half centuries of Portuguese rule left baroque churches, a distinctive cuisine and a culture that is its own, neither wholly Indian nor European.\n\nMost travellers come between November and March, for sunshine and the beach shacks. Those who come in the monsoon, from June to September, find a different Goa: the paddies are brilliant green, waterfalls pour off the Western Ghats, the fields and villages celebrate São João and Bonderam, and hotels are quiet and inexpensive, though the sea is for watching, not swimming.\n\nBeyond the beaches lie the spice farms of Ponda, the wildlife sanctuaries of the Ghats and the old capital at Old Goa, a World Heritage Site.",
    hero: {
      scene: "beach",
      time: "dusk",
      alt: "Palm-fringed beach under heavy monsoon clouds at dusk",
      aspect: "wide",
    },
    campsite: "goa",
    metaTitle: "Goa Trips: Monsoon Getaways, Heritage and Beaches",
    metaDescription:
      "Discover Goa beyond the shacks: Fontainhas, Old Goa's churches, Divar island, Chorla Ghat's monsoon waterfalls, Dudhsagar and the quiet beaches of the south.",
    attractions: ["fontainhas-panaji", "basilica-of-bom-jesus", "divar-island", "chorla-ghat", "dudhsagar-falls"],
    faqs: [
      {
        group: "Fitness and safety",
        question: "Can I swim in the sea in the monsoon?",
        answer:
          "No. From late May to September, lifeguards fly red flags and swimming is forbidden on most beaches because of strong currents.",
      },
      {
        group: "About the trip",
        question: "What is open in Goa during the monsoon?",
        answer:
          "Hotels, restaurants in towns, churches, museums, spice farms and waterfalls are open. Most beach shacks are dismantled until October.",
      },
      {
        group: "Travel and documents",
        question: "Which airport should I use?",
        answer:
          "Goa has two: Dabolim in the south-centre and Manohar International at Mopa in the north. Choose by where you will stay; they are 70 km apart.",
      },
      {
        group: "Stay and food",
        question: "Is Goan food very spicy?",
        answer:
          "Some dishes, such as vindaloo and xacuti, are rich and hot; others, such as caldine and the Hindu Saraswat fish curries, are mild. Ask and the kitchen will adjust.",
      },
    ],
  },
  {
    slug: "andaman",
    name: "Andaman Islands",
    country: "India",
    tagline: "Coral reefs, white-sand beaches and rainforest in the Bay of Bengal",
    description:
      "The Andaman Islands lie some 1,200 km off the Indian mainland, closer to Myanmar than to Chennai: a chain of more than 300 islands covered in tropical forest and fringed by coral reefs. Only a handful are open to visitors, linked by ferries from Sri Vijaya Puram, the capital formerly called Port Blair.\n\nSwaraj Dweep (Havelock) has the famous beaches, Radhanagar and Elephant Beach, and the best diving; Shaheed Dweep (Neil) is smaller and slower, with natural rock arches and tide pools. In the capital, the Cellular Jail and the ruins of Ross Island tell the islands' colonial history.\n\nThe season runs from October to May, when the seas are calm and visibility underwater is at its best. Ferries between islands fill up quickly, and the islands' ecosystems are fragile, so trips are best planned early and travelled lightly.",
    hero: {
      scene: "island-cove",
      time: "day",
      alt: "Turquoise lagoon beside a white beach and dense green forest",
      aspect: "wide",
    },
    campsite: "andaman",
    metaTitle: "Andaman Tour Packages: Havelock, Neil and Port Blair",
    metaDescription:
      "Plan the Andaman Islands: Radhanagar beach, snorkelling at Elephant Beach, Neil's natural bridge, the Cellular Jail and Ross Island, with ferries arranged.",
    attractions: ["cellular-jail", "ross-island", "radhanagar-beach", "elephant-beach", "natural-bridge-neil-island"],
    faqs: [
      {
        group: "Travel and documents",
        question: "Do Indian citizens need a permit for the Andamans?",
        answer:
          "No permit is needed for Indian citizens for the main tourist islands. Foreign nationals receive a permit on arrival; some areas are closed to all visitors.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit?",
        answer:
          "October to May. December to March has the calmest seas and the best visibility for snorkelling and diving.",
      },
      {
        group: "Booking and payment",
        question: "Are ferries included in your packages?",
        answer:
          "Yes, private catamaran tickets between Sri Vijaya Puram, Swaraj Dweep and Shaheed Dweep are booked with every package.",
      },
      {
        group: "Stay and food",
        question: "Is there good mobile connectivity on the islands?",
        answer:
          "Improving, but still patchy on Havelock and Neil. Most resorts have Wi-Fi, which may be slow; plan to be offline for part of the trip.",
      },
    ],
  },
  {
    slug: "manali",
    name: "Manali",
    country: "India",
    tagline: "Deodar forests, snow slopes and the gateway to Lahaul and Spiti",
    description:
      "Manali sits at about 2,050 metres at the head of the Kullu valley, where the Beas comes down from the Rohtang Pass through forests of deodar, apple orchards and old villages of wood and stone. Around the busy Mall, the town spreads up into Old Manali's guesthouses and cafés and the quiet Dhungri forest around Hadimba temple.\n\nIt is a base for the Himalaya in every season: Solang and the Atal Tunnel for snow in winter, the Hampta Pass and Beas Kund treks in summer, and the road north into Lahaul, Spiti and Ladakh once the passes open. Many of our Himachal trips begin or end here.\n\nManali is busy in May, June and at Christmas. Come in September and October for clear skies and the apple harvest, or in January and February for snow.",
    hero: {
      scene: "pine-forest",
      time: "snow",
      alt: "Snow-covered deodar forest above a mountain town",
      aspect: "wide",
    },
    campsite: "himachal-pradesh",
    metaTitle: "Manali Trips: Hampta Pass, Solang and Atal Tunnel",
    metaDescription:
      "Discover Manali: Hadimba temple, Solang valley's snow, the Atal Tunnel to Lahaul, Rohtang Pass and the Hampta Pass trek, with group departures all year.",
    attractions: ["hadimba-devi-temple", "solang-valley", "atal-tunnel", "rohtang-pass", "hampta-pass"],
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I reach Manali?",
        answer:
          "Overnight Volvo buses from Delhi take 12 to 14 hours. The nearest airport is Bhuntar near Kullu, 50 km away, with limited flights.",
      },
      {
        group: "About the trip",
        question: "When does it snow in Manali?",
        answer:
          "Manali town usually sees snow in January and February. Solang and the Atal Tunnel area have snow from December to March.",
      },
      {
        group: "Travel and documents",
        question: "Is a permit needed for Rohtang?",
        answer:
          "Yes, vehicles need an online permit for a specific date, issued in limited numbers. The Atal Tunnel route to Sissu needs no permit.",
      },
      {
        group: "Stay and food",
        question: "Where should we stay, Mall Road or Old Manali?",
        answer:
          "Log Huts and Dhungri are quiet and close to the Mall; Old Manali suits backpackers and cafés. Avoid the Mall itself if you want to sleep.",
      },
    ],
  },
  {
    slug: "uttarakhand",
    name: "Uttarakhand",
    country: "India",
    tagline: "Snow summits, flower valleys and ancient trails of the Garhwal Himalaya",
    description:
      "Uttarakhand, the 'land of the gods', holds the sources of the Ganga and the Yamuna and some of the most rewarding trekking in India. In the Garhwal Himalaya, the villages around Sankri lead to the winter summit of Kedarkantha and the valley of Har Ki Dun; further east, the road to Badrinath passes Govindghat, the trailhead for the Valley of Flowers and Hemkund Sahib.\n\nThe treks here suit first-timers and experienced walkers alike: forest trails of oak, rhododendron and pine, campsites by frozen lakes, and summits with views of Swargarohini, Bandarpoonch and Nanda Devi's neighbours. Villages such as Osla and Sankri keep their carved wooden houses and their own deities.\n\nMost of our Uttarakhand treks start from Dehradun or Rishikesh. Winter treks run from December to April; the Valley of Flowers blooms from July to September.",
    hero: {
      scene: "himalayan-peaks",
      time: "dawn",
      alt: "Snow peaks glowing at sunrise above forested ridges",
      aspect: "wide",
    },
    campsite: "uttarakhand",
    metaTitle: "Uttarakhand Treks: Kedarkantha, Har Ki Dun and More",
    metaDescription:
      "Trek Uttarakhand with us: Kedarkantha's winter summit, the Har Ki Dun valley, the Valley of Flowers and Hemkund Sahib, with expert leaders and small groups.",
    attractions: [
      "kedarkantha-summit",
      "juda-ka-talab",
      "har-ki-dun-valley",
      "valley-of-flowers-national-park",
      "hemkund-sahib",
    ],
    faqs: [
      {
        group: "Fitness and safety",
        question: "Which Uttarakhand trek is best for beginners?",
        answer:
          "Kedarkantha in winter, or the Valley of Flowers in summer. Both have steady trails and shorter days; train for a month before either.",
      },
      {
        group: "Travel and documents",
        question: "How do I reach the start of the treks?",
        answer:
          "Dehradun for Kedarkantha and Har Ki Dun, Rishikesh or Haridwar for the Valley of Flowers. All three are well connected by train and overnight bus from Delhi.",
      },
      {
        group: "About the trip",
        question: "When are the winter treks at their best?",
        answer: "From late December to February for deep snow. March and April bring longer days and softer snow.",
      },
      {
        group: "Stay and food",
        question: "What food is served on the treks?",
        answer:
          "Hot vegetarian meals cooked at camp: porridge and eggs for breakfast, dal, rice and sabzi, soups in the evening and something sweet after dinner.",
      },
      {
        group: "Booking and payment",
        question: "Do you rent trekking gear?",
        answer:
          "Yes. Shoes, backpacks, jackets, poles and microspikes can be rented in advance and are handed over at the start point.",
      },
    ],
  },
  {
    slug: "jaisalmer",
    name: "Jaisalmer",
    country: "India",
    tagline: "A golden fort, carved havelis and the dunes of the Thar",
    description:
      "Jaisalmer rises out of the Thar desert in the far west of Rajasthan, a city built almost entirely of honey-coloured sandstone around a 12th-century fort on a hill. It grew rich on the caravan trade between India and Central Asia, and its merchants spent their wealth on havelis carved as finely as lace.\n\nThe city is the base for the desert itself: the dunes of Sam and Khuri, camel safaris at sunset and nights in desert camps with Manganiyar music and a sky full of stars. Further west, towards the border, lie the Longewala war memorial and the Tanot Mata temple.\n\nThe season runs from October to March, when days are warm and nights cool to cold. The Desert Festival, held over three days around the full moon of Magh (January or February), brings camel races, turban-tying contests and folk music to the city and the dunes.",
    hero: {
      scene: "desert-dunes",
      time: "dusk",
      alt: "Golden fort above a desert city with dunes beyond at sunset",
      aspect: "wide",
    },
    campsite: "rajasthan",
    metaTitle: "Jaisalmer Trips: Desert Camps, Fort and Havelis",
    metaDescription:
      "Discover Jaisalmer: the living Golden Fort, Patwon ki Haveli, Gadisar Lake, camel safaris and desert camps at Sam, Kuldhara and the Longewala memorial.",
    attractions: [
      "jaisalmer-fort",
      "patwon-ki-haveli",
      "gadisar-lake",
      "sam-sand-dunes",
      "kuldhara-village",
      "longewala-war-memorial",
    ],
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I reach Jaisalmer?",
        answer:
          "By overnight train from Delhi or Jaipur, or by flight in season to Jaisalmer airport. Jodhpur airport, 285 km away, has more flights year-round.",
      },
      {
        group: "About the trip",
        question: "Is Jaisalmer too hot to visit?",
        answer:
          "From April to September, yes: days exceed 40 °C. October to March is pleasant, with cold nights in December and January.",
      },
      {
        group: "Stay and food",
        question: "What is a desert camp like?",
        answer:
          "Swiss tents with beds and attached bathrooms, arranged around a stage for the evening's music and dance, with a buffet dinner. Comfortable, not rough camping.",
      },
      {
        group: "Fitness and safety",
        question: "Is a camel ride suitable for everyone?",
        answer:
          "Mostly, but the mounting and dismounting are jerky. Those with back problems or who are pregnant should take a jeep or a camel cart instead.",
      },
    ],
  },
];
