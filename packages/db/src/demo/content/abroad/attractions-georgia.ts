// Georgia's attractions: Tbilisi, the Military Highway and Kakheti.
import type { DemoAttraction } from "../../types.ts";

export const georgiaAttractions: DemoAttraction[] = [
  {
    slug: "tbilisi-old-town",
    name: "Tbilisi Old Town",
    brief: "Sulphur baths, carved balconies and a hilltop fortress above the Mtkvari river.",
    description:
      "Tbilisi's old town sits in a bend of the Mtkvari river beneath the walls of Narikala, a fortress whose origins go back to the 4th century. Legend says the city was founded where a king's falcon fell into a hot spring, and the name comes from tbili, meaning warm. The springs still feed the Abanotubani bathhouses, whose low brick domes rise out of the ground like loaves, and the tiled Persian-style facade of the Orbeliani bath is one of the city's signature sights. A short walk up the gorge behind them leads to a waterfall.\n\nAbove, lanes of wooden houses with carved, brightly painted balconies climb the hillside, and a cable car swings from Rike Park up to Narikala and the aluminium statue of the Mother of Georgia, who holds a cup of wine for friends and a sword for enemies. Back down at the river, the glass and steel Bridge of Peace, opened in 2010, links the old town to the park. Evenings are best: the balconies light up and the wine bars fill.",
    location: "Old Tbilisi, Tbilisi, Georgia",
    image: {
      scene: "old-town",
      time: "dusk",
      alt: "Carved wooden balconies and the Narikala fortress above Tbilisi's old town at dusk",
    },
    images: [
      { scene: "old-town", time: "day", alt: "The brick domes of the Abanotubani sulphur baths in Tbilisi" },
      { scene: "city-skyline", time: "night", alt: "The Bridge of Peace lit up over the Mtkvari river at night" },
      { scene: "river-valley", time: "day", alt: "A cable car crossing the river towards Narikala fortress" },
    ],
    campsites: ["georgia"],
    metaTitle: "Tbilisi Old Town Guide: Baths, Narikala, Balconies",
    metaDescription:
      "Soak in Tbilisi's sulphur baths, ride the cable car to Narikala fortress and wander the carved balconies of the old town. Tips from our Georgia team.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I use the sulphur baths?",
        answer:
          "Yes. Most bathhouses rent private rooms by the hour, with a hot sulphur pool, a cold plunge and an optional scrub. Book a day ahead for evenings. The water smells of eggs, but the skin feels wonderful afterwards.",
      },
      {
        group: "Fitness and safety",
        question: "Is the old town hilly?",
        answer:
          "Quite. Cobbled lanes climb steeply towards Narikala, so wear comfortable shoes. The cable car saves the climb up; the walk down through the botanical garden side is gentler.",
      },
    ],
  },
  {
    slug: "gergeti-trinity-church",
    name: "Gergeti Trinity Church",
    brief: "A 14th-century church alone on a ridge at 2,170 metres, beneath the glaciers of Mount Kazbek.",
    description:
      "High above the town of Stepantsminda, the small stone Gergeti Trinity Church, Tsminda Sameba in Georgian, stands by itself on a grassy ridge at about 2,170 metres, with the 5,054-metre cone of Mount Kazbek behind it. Built in the 14th century, it was a refuge in times of war, when treasures from the cathedral at Mtskheta were brought here for safe keeping. It remains an active church with a small community of monks.\n\nA paved road now winds up to a car park just below the church, and local 4x4 drivers make the trip in about 20 minutes. The alternative is a steep footpath from the village, an hour and a half to two hours up through forest and meadow, which rewards you with the full view opening up slowly. Inside, candlelight and old icons; outside, the wind and the glacier. Weather changes quickly at this height, and Kazbek's summit often hides in cloud by midday, so go early.",
    location: "Stepantsminda, Kazbegi, Georgia",
    image: {
      scene: "himalayan-peaks",
      time: "dawn",
      alt: "Gergeti Trinity Church on a green ridge with snow-covered Mount Kazbek behind",
    },
    images: [
      {
        scene: "alpine-meadow",
        time: "day",
        alt: "The footpath from Stepantsminda climbing through meadows towards the church",
      },
      { scene: "monastery", time: "day", alt: "The stone bell tower of Gergeti Trinity Church" },
    ],
    campsites: ["georgia"],
    metaTitle: "Gergeti Trinity Church, Kazbegi: Hike or 4x4?",
    metaDescription:
      "Reach Gergeti Trinity Church below Mount Kazbek by 4x4 or on foot. Altitude, weather, church dress code and the best time of day for the view.",
    faqs: [
      {
        group: "About the trip",
        question: "What should I wear inside the church?",
        answer:
          "Women are asked to cover their heads and wear a skirt; wraps are lent at the door. Men should wear long trousers, and nobody should wear sleeveless tops. Photography inside is not allowed.",
      },
      {
        group: "Fitness and safety",
        question: "Will the altitude affect me?",
        answer:
          "At 2,170 metres most people feel nothing more than slight breathlessness on the climb. Walk slowly, drink water and carry a warm layer, as it is often windy and much cooler than in the valley.",
      },
    ],
  },
  {
    slug: "mtskheta",
    name: "Mtskheta",
    brief: "Georgia's ancient capital, where Svetitskhoveli Cathedral and Jvari Monastery overlook two rivers.",
    description:
      "Mtskheta, 20 kilometres north of Tbilisi where the Aragvi river joins the Mtkvari, was the capital of the ancient kingdom of Iberia, and it was here, in the 4th century, that Georgia adopted Christianity as its state religion after the preaching of Saint Nino. Its churches, among the oldest in the country, are listed together by UNESCO as the Historical Monuments of Mtskheta.\n\nSvetitskhoveli Cathedral, rebuilt in its present form in the 11th century, stands inside fortified walls in the middle of the small town, and tradition holds that the robe of Christ is buried beneath it. Across the river, on a rocky hill, the 6th-century Jvari Monastery marks the place where Saint Nino raised a wooden cross; from its terrace, the view down to the meeting of the two rivers, one clear and one muddy, is one of the most famous in Georgia. The lane leading to the cathedral is lined with stalls selling churchkhela, strings of walnuts dipped in thickened grape juice.",
    location: "Mtskheta, Mtskheta-Mtianeti, Georgia",
    image: {
      scene: "monastery",
      time: "day",
      alt: "Jvari Monastery on a hilltop above the meeting of two rivers at Mtskheta",
    },
    images: [
      { scene: "temple", time: "dusk", alt: "Svetitskhoveli Cathedral inside its fortified walls in Mtskheta" },
      { scene: "old-town", time: "day", alt: "Stalls of churchkhela sweets on the lane to the cathedral" },
    ],
    campsites: ["georgia"],
    metaTitle: "Mtskheta: Svetitskhoveli and Jvari Monastery",
    metaDescription:
      "Visit Mtskheta, Georgia's ancient capital: Svetitskhoveli Cathedral, the 6th-century Jvari Monastery and the view where two rivers meet.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How far is Mtskheta from Tbilisi?",
        answer:
          "About 30 minutes by road. It is usually the first stop on the drive north along the Georgian Military Highway, or a half-day trip from Tbilisi.",
      },
      {
        group: "About the trip",
        question: "Are the churches open to visitors?",
        answer:
          "Yes, every day, and entry is free. Services are held regularly, so keep your voice low, follow the dress code and avoid walking in front of worshippers during prayers.",
      },
    ],
  },
  {
    slug: "ananuri-fortress",
    name: "Ananuri Fortress",
    brief: "A 17th-century castle complex on the shore of the turquoise Zhinvali reservoir.",
    description:
      "Ananuri was the stronghold of the eristavis, the dukes of the Aragvi valley, who controlled the road north over the Caucasus from the 13th to the 18th century. The complex you see today dates mostly from the 17th century: a ring of walls with towers, two churches and a tall square keep, set on a slope above what is now the Zhinvali reservoir.\n\nThe larger church, the Church of the Mother of God, completed in 1689, is known for the stone carvings on its facades, including a large carved cross, vines and animals, and for the faded frescoes inside. Climb the keep for a view over the walls to the water, which turns a startling turquoise on sunny days. Ananuri lies about 70 kilometres from Tbilisi on the Georgian Military Highway, and every trip to Kazbegi stops here for half an hour or so.",
    location: "Ananuri, Dusheti, Georgia",
    image: {
      scene: "high-lake",
      time: "day",
      alt: "The walls and church domes of Ananuri Fortress above a turquoise reservoir",
    },
    images: [
      { scene: "monastery", time: "day", alt: "Carved stone crosses on the facade of Ananuri's church" },
      {
        scene: "mountain-road",
        time: "dusk",
        alt: "The Georgian Military Highway winding past the Zhinvali reservoir",
      },
    ],
    campsites: ["georgia"],
    metaTitle: "Ananuri Fortress on the Georgian Military Highway",
    metaDescription:
      "Ananuri is a 17th-century fortress and church complex above the Zhinvali reservoir. What to see, how long to stop and its place on the road north.",
    faqs: [
      {
        group: "About the trip",
        question: "How long does a visit take?",
        answer:
          "Thirty to forty-five minutes is enough to see both churches and climb the tower. There are cafés and souvenir stalls by the car park.",
      },
      {
        group: "Fitness and safety",
        question: "Is the tower climb difficult?",
        answer:
          "The stairs inside the keep are steep, narrow and dark in places, so take it slowly. Children should be accompanied, and the climb is not suitable for anyone with limited mobility.",
      },
    ],
  },
  {
    slug: "sighnaghi",
    name: "Sighnaghi",
    brief: "A walled hilltop town in Kakheti's wine country, with views across the Alazani valley to the Caucasus.",
    description:
      "Sighnaghi sits on a ridge above the Alazani valley in Kakheti, Georgia's main wine region, about two hours east of Tbilisi. King Erekle II built its defensive walls in the 18th century, and more than twenty towers still stand along them; walk a section for the view across the vineyards to the snowy Caucasus on the Russian border. The town's cobbled streets, red roofs and wooden balconies were restored in the 2000s, and it has since marketed itself as the 'City of Love', with a registry office that will marry couples at any hour.\n\nA short drive below town, Bodbe Monastery holds the grave of Saint Nino, who brought Christianity to Georgia, in a quiet garden of cypress trees. Kakheti is the home of qvevri winemaking, in which grapes ferment with their skins in large clay jars buried in the ground, a tradition recognised by UNESCO. Family wineries around Sighnaghi open their cellars for tastings, usually with bread, cheese and chacha, a fierce grape brandy.",
    location: "Sighnaghi, Kakheti, Georgia",
    image: {
      scene: "old-town",
      time: "day",
      alt: "Red-roofed houses and defensive towers of Sighnaghi above the Alazani valley",
    },
    images: [
      {
        scene: "river-valley",
        time: "dusk",
        alt: "Vineyards across the Alazani valley with the Caucasus in the distance",
      },
      { scene: "monastery", time: "day", alt: "Cypress trees in the garden of Bodbe Monastery near Sighnaghi" },
    ],
    campsites: ["georgia"],
    metaTitle: "Sighnaghi and Kakheti Wine Country, Georgia",
    metaDescription:
      "Walk Sighnaghi's 18th-century walls, visit Bodbe Monastery and taste qvevri wine with a family winery in Kakheti. Non-drinkers welcome too.",
    faqs: [
      {
        group: "Stay and food",
        question: "I do not drink alcohol. Is the winery visit still worth it?",
        answer:
          "Yes. You will see the qvevri buried in the cellar and how wine is made, and hosts happily serve fresh grape juice, tea and a Kakhetian lunch instead. Nobody is pressed to drink.",
      },
      {
        group: "About the trip",
        question: "Is Sighnaghi a day trip or an overnight stop?",
        answer:
          "Both work, but staying one night lets you see the valley at sunset and sunrise, when the day visitors have gone. Our Georgia group trip includes a night there.",
      },
    ],
  },
];
