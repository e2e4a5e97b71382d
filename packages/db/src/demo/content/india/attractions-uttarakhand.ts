// Attractions of the Garhwal treks in Uttarakhand, in destination order.
import type { DemoAttraction } from "../../types.ts";

export const uttarakhandAttractions: DemoAttraction[] = [
  {
    slug: "kedarkantha-summit",
    name: "Kedarkantha Summit",
    brief: "A 3,800-metre snow summit in Govind National Park with a 360-degree view of the Garhwal giants.",
    description:
      "Kedarkantha rises above Sankri in the Govind Pashu Vihar National Park, and its summit, at about 3,800 metres, is one of the few Himalayan tops an ordinary walker can stand on in deep winter. The final climb starts in the dark around 3 am, up a steep snow ridge from the base camp, so that trekkers reach the top as the sun hits Swargarohini, Bandarpoonch and Kalanag (Black Peak) to the north.\n\nA small shrine with a trident marks the summit; locals say Shiva meditated here, and shepherds from Sankri and Saur make the climb in summer to offer prayers. From December to April the whole route lies under snow, which is what draws thousands of first-time trekkers every winter; in May the meadows below the summit turn green.",
    location: "Govind Pashu Vihar National Park, Uttarkashi district",
    image: {
      scene: "himalayan-peaks",
      time: "dawn",
      alt: "Trekkers on a snowy summit ridge as sunrise lights distant peaks",
    },
    images: [
      { scene: "snow-trail", time: "snow", alt: "Line of trekkers climbing a steep snow slope in the early morning" },
      { scene: "himalayan-peaks", time: "day", alt: "Panorama of snow peaks from a summit with a small shrine" },
      { scene: "pine-forest", time: "snow", alt: "Snow-covered pine forest below a white summit" },
    ],
    campsites: ["uttarakhand"],
    metaTitle: "Kedarkantha Summit: Height, Views and Summit Day",
    metaDescription:
      "What to expect on Kedarkantha summit day: the 3 am start, the snow ridge, the sunrise view of Swargarohini and Bandarpoonch, and when the trek is best.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How long does the summit climb take?",
        answer:
          "From the base camp, 3 to 4 hours up and 2 hours down to the base, then another 2 to 3 hours to the next camp. It is the longest day of the trek.",
      },
      {
        group: "About the trip",
        question: "Will there be snow on the summit?",
        answer:
          "From late December to March, almost certainly. In April the snow recedes from the lower trail but the summit ridge usually stays white.",
      },
      {
        group: "Fitness and safety",
        question: "What happens if the weather turns on summit day?",
        answer:
          "The trek leader sets a turnaround time, usually 9 am. If the ridge is unsafe, the group turns back; your safety matters more than the summit.",
      },
    ],
  },
  {
    slug: "juda-ka-talab",
    name: "Juda ka Talab",
    brief: "A small forest lake at about 2,800 metres, ringed by oak and pine and frozen through winter.",
    description:
      "Juda ka Talab is the first campsite on the Kedarkantha trail, a small lake in a clearing of oak, pine and rhododendron about four kilometres above Sankri. Local legend holds that drops from Shiva's matted locks (jata) fell here and formed the pond. In winter it freezes solid and the clearing fills with snow; in spring the rhododendrons around it bloom red.\n\nMost trekkers spend their first night in the mountains here, and it is where many see their first real snowfall. Please keep off the frozen surface: the ice is thin at the edges even in January, and the lake is a water source for the forest's animals.",
    location: "Kedarkantha trail, Govind Pashu Vihar National Park",
    image: { scene: "high-lake", time: "snow", alt: "Small frozen lake in a snowy clearing ringed by oak and pine" },
    images: [
      { scene: "campsite-night", time: "night", alt: "Tents in a snowy forest clearing under stars" },
      { scene: "pine-forest", time: "dawn", alt: "First light through tall pines beside a still pond" },
    ],
    campsites: ["uttarakhand"],
    metaTitle: "Juda ka Talab: Kedarkantha Trek's Forest Lake",
    metaDescription:
      "Juda ka Talab on the Kedarkantha trek: the forest lake, its legend, winter camping in snow, how far it is from Sankri and what the first trek day is like.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How hard is the walk from Sankri to Juda ka Talab?",
        answer:
          "About 4 km with a climb of roughly 850 metres, taking 4 to 5 hours at an easy pace. The trail is steady and shaded by forest.",
      },
      {
        group: "Stay and food",
        question: "How cold is the camp at night?",
        answer:
          "In January it falls to minus 6 to minus 10 °C. Our sleeping bags are rated for it, but bring thermals, a fleece and a down jacket.",
      },
    ],
  },
  {
    slug: "har-ki-dun-valley",
    name: "Har Ki Dun",
    brief: "A cradle-shaped valley at about 3,566 metres below Swargarohini, reached through ancient wooden villages.",
    description:
      "Har Ki Dun, often translated as the Valley of the Gods, lies at the head of the Supin river in Govind National Park, a glacial bowl of meadows at about 3,566 metres. Above it rise the Swargarohini peaks, the 'stairway to heaven' which, in the Mahabharata tradition, the Pandavas climbed on their final journey; the Jaundhar glacier and the Borasu pass lie deeper in the valley.\n\nThe walk in is as memorable as the valley. The trail passes Osla and Gangaad, villages of carved wooden houses several storeys high, where the Someshwar temple honours Duryodhana as a local deity. In spring, the fields of red rajma and the blooming rhododendrons fill the lower valley; in autumn, the meadows turn golden and the skies are the clearest of the year.",
    location: "Govind Pashu Vihar National Park, Uttarkashi district",
    image: { scene: "alpine-meadow", time: "day", alt: "Wide glacial valley with meadows below a jagged snow peak" },
    images: [
      { scene: "old-town", time: "day", alt: "Tall carved wooden village houses on a terraced hillside" },
      { scene: "river-valley", time: "dusk", alt: "Glacial river running through a high valley at dusk" },
      { scene: "himalayan-peaks", time: "dawn", alt: "Twin snow summits glowing at sunrise above a valley" },
    ],
    campsites: ["uttarakhand"],
    metaTitle: "Har Ki Dun Valley: Trek Route, Villages and Season",
    metaDescription:
      "Discover Har Ki Dun, the valley below Swargarohini: the trek route from Taluka, the wooden villages of Osla and Gangaad, legends and the best months to go.",
    faqs: [
      {
        group: "About the trip",
        question: "Can Har Ki Dun be done in winter?",
        answer:
          "The lower trail is walkable in December, but the valley is deep in snow from January to March and campsites are exposed. We run it from April to June and September to November.",
      },
      {
        group: "Travel and documents",
        question: "Is a permit needed?",
        answer:
          "Yes, a forest entry permit for Govind National Park, issued at the Sankri range office. We arrange it with your ID.",
      },
    ],
  },
  {
    slug: "valley-of-flowers-national-park",
    name: "Valley of Flowers National Park",
    brief: "A UNESCO-listed alpine valley where hundreds of wildflower species bloom in the monsoon.",
    description:
      "The Valley of Flowers is a glacial valley of about 87 square kilometres, its meadows stretching about 8 km along the Pushpawati river at between 3,300 and 3,700 metres. The British mountaineer Frank Smythe stumbled into it in 1931 and made it famous; it became a national park in 1982 and, with Nanda Devi, a UNESCO World Heritage Site in 2005. More than 500 species of flowering plants grow here, among them blue poppies, cobra lilies, potentillas and the sacred brahma kamal on the higher slopes.\n\nThe park opens on 1 June and closes on 31 October, and only day visits are allowed: you walk in from Ghangaria and must be out by evening. The colours change week by week, with the main bloom from mid-July to mid-August, when the monsoon keeps the meadows wet and green. Halfway in, a stone memorial marks the grave of the botanist Joan Margaret Legge, who died collecting flowers here in 1939.",
    location: "Near Ghangaria, Chamoli district",
    image: {
      scene: "alpine-meadow",
      time: "day",
      alt: "Meadow carpeted with pink and yellow wildflowers below misty peaks",
    },
    images: [
      { scene: "alpine-meadow", time: "dawn", alt: "Mist lifting off a flowered valley with a stream" },
      { scene: "waterfall", time: "day", alt: "Waterfall streaming down a green cliff into a valley" },
      { scene: "river-valley", time: "day", alt: "Stone footbridge over a glacial river in a green gorge" },
    ],
    campsites: ["uttarakhand"],
    metaTitle: "Valley of Flowers National Park: Bloom Calendar",
    metaDescription:
      "Plan your Valley of Flowers visit: opening dates, when each flower blooms, day-visit rules, the walk from Ghangaria, monsoon safety and park entry fees.",
    faqs: [
      {
        group: "About the trip",
        question: "When are the most flowers in bloom?",
        answer:
          "From about 15 July to 15 August. Early July has fewer but fresher flowers and snow bridges; September is drier, with golden grass and clearer views.",
      },
      {
        group: "Travel and documents",
        question: "Can we camp inside the valley?",
        answer:
          "No. Camping and overnight stays are not allowed. Entry is in the morning and everyone must leave by the evening.",
      },
      {
        group: "Fitness and safety",
        question: "How far is the walk inside the park?",
        answer:
          "From the Ghangaria check post, about 4 km to the main meadows and up to 6 km to the far end. Most visitors walk 10 to 12 km in the day.",
      },
    ],
  },
  {
    slug: "hemkund-sahib",
    name: "Hemkund Sahib",
    brief: "A Sikh shrine beside a glacial lake at about 4,330 metres, ringed by seven snow peaks.",
    description:
      "Hemkund Sahib stands beside the lake of Hemkund at about 4,330 metres, six kilometres and some 1,300 metres of climbing above Ghangaria. Sikhs revere it as the place where Guru Gobind Singh meditated in a previous life, and during the pilgrimage season, from late May to early October, thousands make the climb each day. Beside the gurdwara, a small temple to Lakshman recalls the Hindu tradition that he too meditated at the lake.\n\nThe gurdwara's langar serves hot khichdi and tea to everyone who arrives. Pilgrims bathe in the lake despite water near freezing; the rest of us are happy to sit on its shore as the clouds lift off the peaks. The way up is a long, steady stone path, and the brahma kamal grows wild on the slopes near the top in August.",
    location: "Above Ghangaria, Chamoli district",
    image: {
      scene: "temple",
      time: "day",
      alt: "Star-shaped shrine beside a grey-green glacial lake among snow peaks",
    },
    images: [
      { scene: "high-lake", time: "dawn", alt: "Still glacial lake reflecting snowy peaks at dawn" },
      { scene: "snow-trail", time: "day", alt: "Pilgrims on a stone path crossing a snowfield" },
    ],
    campsites: ["uttarakhand"],
    metaTitle: "Hemkund Sahib: Trek from Ghangaria and Timings",
    metaDescription:
      "The climb to Hemkund Sahib from Ghangaria: distance, altitude, the langar, lake and Lakshman temple, pilgrimage dates and why you should leave by 2 pm.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How long does the climb take?",
        answer:
          "4 to 5 hours up for most trekkers and 3 hours down. Start by 6 am and begin the descent by 2 pm, as the weather usually closes in later.",
      },
      {
        group: "About the trip",
        question: "Can non-Sikhs visit the gurdwara?",
        answer:
          "Yes, everyone is welcome. Cover your head, remove your shoes and wash your feet before entering, as at any gurdwara.",
      },
    ],
  },
];
