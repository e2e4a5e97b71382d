// Bali's attractions, in no particular order (the destination lists the display order).
import type { DemoAttraction } from "../../types.ts";

export const baliAttractions: DemoAttraction[] = [
  {
    slug: "tegallalang-rice-terraces",
    name: "Tegallalang Rice Terraces",
    brief: "Steep green terraces north of Ubud, watered by Bali's thousand-year-old subak system.",
    description:
      "Tegallalang's terraces fill a narrow valley about ten kilometres north of Ubud, stepping down both slopes to a stream at the bottom. They are watered by subak, the cooperative irrigation system that Balinese farmers have run for over a thousand years, in which water temples decide how channels are shared between fields. Planting and harvest follow each other through the year, so you may find bright green seedlings on one terrace and golden grain on the next.\n\nCome before nine in the morning, when the light is soft and the tour buses have not arrived. Paths run down through the fields and up the far side; some cross private land, and farmers ask a small donation at each section, which goes to maintaining the terraces. Cafés along the road look over the valley, and a few swing operators sell rides over the palms for the photographs.",
    location: "Tegallalang, Gianyar, Bali",
    image: {
      scene: "rice-terraces",
      time: "dawn",
      alt: "Morning mist over the stepped rice terraces of Tegallalang, framed by coconut palms",
    },
    images: [
      {
        scene: "rice-terraces",
        time: "day",
        alt: "A farmer in a conical hat walking along a terrace wall at Tegallalang",
      },
      { scene: "pine-forest", time: "day", alt: "Palm trees and a narrow footpath at the edge of the rice valley" },
      { scene: "rice-terraces", time: "dusk", alt: "Terraces of ripening golden rice catching the late afternoon sun" },
    ],
    campsites: ["bali"],
    metaTitle: "Tegallalang Rice Terraces, Ubud: Tips and Timings",
    metaDescription:
      "Walk Tegallalang's terraces near Ubud, shaped by the subak irrigation system. When to go, how long to spend and what the field donations are for.",
    faqs: [
      {
        group: "About the trip",
        question: "How long should I spend at Tegallalang?",
        answer:
          "Allow an hour and a half to walk down to the stream and back up the other side, longer if you stop at a café. The paths are uneven and slippery after rain, so wear shoes with grip rather than sandals.",
      },
      {
        group: "Booking and payment",
        question: "Do I have to pay to enter?",
        answer:
          "There is a small entry fee at the main entrance, and farmers collect modest donations at a few points where the path crosses their fields. Carry small rupiah notes. The swings are run by private operators and charged separately.",
      },
    ],
  },
  {
    slug: "uluwatu-temple",
    name: "Uluwatu Temple",
    brief: "A sea temple on a 70-metre cliff at Bali's southern tip, famous for its sunset Kecak dance.",
    description:
      "Pura Luhur Uluwatu stands on the edge of a limestone cliff about 70 metres above the Indian Ocean, at the south-western corner of the Bukit peninsula. It is one of Bali's six directional temples, believed to guard the island against evil from the sea, and its oldest parts are credited to the 11th century. Only worshippers may enter the inner courtyard, but the clifftop paths on either side give the views everyone comes for.\n\nEvery evening at sunset, a troupe of some seventy men performs the Kecak dance in an open amphitheatre beside the temple, chanting 'cak' in interlocking rhythms while acting out a story from the Ramayana, with Hanuman leaping through a ring of fire at the end. Tickets are sold at the gate and seats fill an hour before the start. The temple's long-tailed macaques are notorious for snatching sunglasses, hats and phones, so pack loose items away.",
    location: "Pecatu, Badung, Bali",
    image: {
      scene: "temple",
      time: "dusk",
      alt: "Uluwatu Temple's stone shrine on the edge of a sea cliff at sunset",
    },
    images: [
      { scene: "beach", time: "dusk", alt: "Waves breaking at the foot of the Uluwatu cliffs in the evening light" },
      {
        scene: "temple",
        time: "night",
        alt: "Kecak dancers seated in circles around a fire in the clifftop amphitheatre",
      },
    ],
    campsites: ["bali"],
    metaTitle: "Uluwatu Temple and Kecak Dance: Visitor Guide",
    metaDescription:
      "Visit Bali's clifftop Uluwatu Temple at sunset and watch the Kecak fire dance. Timings, dress code and how to keep your phone away from the monkeys.",
    faqs: [
      {
        group: "About the trip",
        question: "What time does the Kecak dance start?",
        answer:
          "It is timed to sunset, usually starting around 6 pm and lasting about an hour. Arrive by 5 pm to buy tickets and find a seat on the western side of the amphitheatre, facing the sea.",
      },
      {
        group: "About the trip",
        question: "Is there a dress code?",
        answer:
          "Visitors must wear a sarong and sash, which are lent free at the entrance. Shoulders should be covered. Women who are menstruating are asked, by local custom, not to enter temple grounds.",
      },
      {
        group: "Fitness and safety",
        question: "Are the monkeys dangerous?",
        answer:
          "They rarely bite but are expert thieves, and often trade a stolen phone back for food. Keep sunglasses, earrings and phones in a closed bag, do not carry food in your hands, and never try to grab an item back.",
      },
    ],
  },
  {
    slug: "tanah-lot-temple",
    name: "Tanah Lot Temple",
    brief: "A 16th-century sea temple on a rock just offshore, cut off by the sea at high tide.",
    description:
      "Tanah Lot sits on a rocky outcrop a few metres off Bali's south-west coast, and at high tide waves surround it completely. Balinese tradition credits its founding in the 16th century to Dang Hyang Nirartha, a priest from Java who was struck by the beauty of the rock and asked local fishermen to build a shrine to the sea gods there. It remains an active temple, and only worshippers may climb to the shrine itself.\n\nAt low tide you can walk across the sand to the base of the rock, where a freshwater spring rises inside a small cave. Priests there offer a blessing: a splash of holy water, a few grains of rice pressed to the forehead and a frangipani flower behind the ear, for a small offering. The clifftop gardens and cafés fill up for sunset, when the temple turns into a silhouette; come an hour early to claim a spot on the wall.",
    location: "Beraban, Tabanan, Bali",
    image: {
      scene: "temple",
      time: "dusk",
      alt: "Tanah Lot's temple on its offshore rock as a silhouette against the sunset",
    },
    images: [
      { scene: "beach", time: "day", alt: "Visitors crossing the wet sand towards Tanah Lot at low tide" },
      { scene: "island-cove", time: "dusk", alt: "Waves surrounding the temple rock at high tide" },
    ],
    campsites: ["bali"],
    metaTitle: "Tanah Lot Temple, Bali: Low Tide and Sunset Guide",
    metaDescription:
      "Tanah Lot is Bali's rock temple in the sea. Learn when to cross at low tide, where the holy spring blessing happens and the best sunset spots.",
    faqs: [
      {
        group: "About the trip",
        question: "Can I walk to the temple?",
        answer:
          "At low tide you can cross to the base of the rock and receive the spring-water blessing, but the shrine at the top is open only to worshippers. Check the tide table; we time our visits so you arrive at low water.",
      },
      {
        group: "Travel and documents",
        question: "How far is Tanah Lot from Seminyak and Ubud?",
        answer:
          "About an hour from Seminyak and an hour and a half from Ubud, depending heavily on traffic. Evenings are busiest on the roads, so leave by 3.30 pm for sunset.",
      },
    ],
  },
  {
    slug: "kelingking-beach-nusa-penida",
    name: "Kelingking Beach, Nusa Penida",
    brief: "A headland shaped like a dinosaur above a white-sand cove on Nusa Penida's west coast.",
    description:
      "Kelingking is the view that made Nusa Penida famous: a narrow, jungle-covered headland that curves out into the sea like the back of a dinosaur, with a crescent of white sand and turquoise water tucked in beside it. The island lies across the Badung Strait from Sanur, about 40 minutes by fast boat, and is far less developed than Bali itself, with narrow roads and quiet villages.\n\nThe clifftop viewpoint is a short walk from the car park and is enough for most visitors. A steep path with bamboo handrails zigzags down the ridge to the beach; it takes about 40 minutes down and longer back up, and is only for the sure-footed. The currents at the beach are strong, so paddling is the most anyone should do. Most day trips pair Kelingking with Broken Beach, the natural pool of Angel's Billabong and snorkelling with manta rays off the coast.",
    location: "Bunga Mekar, Nusa Penida, Klungkung, Bali",
    image: {
      scene: "island-cove",
      time: "day",
      alt: "The curved headland of Kelingking above a white-sand cove and turquoise sea",
    },
    images: [
      { scene: "beach", time: "day", alt: "The secluded beach at Kelingking seen from halfway down the cliff path" },
      { scene: "island-cove", time: "dusk", alt: "The natural rock arch at Broken Beach on Nusa Penida" },
      { scene: "beach", time: "dawn", alt: "Fast boats waiting on the beach at Sanur before the morning crossing" },
    ],
    campsites: ["bali"],
    metaTitle: "Kelingking Beach, Nusa Penida: Day Trip Guide",
    metaDescription:
      "See Nusa Penida's famous T-Rex headland at Kelingking. Fast boats from Sanur, the steep beach path, safety tips and what else to see that day.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Should I climb down to the beach?",
        answer:
          "Only if you are fit, steady on steep ground and carrying water. The path is rough and exposed and the climb back takes up to an hour in the heat. The view from the top is the highlight, and the sea at the bottom is too rough for swimming.",
      },
      {
        group: "Travel and documents",
        question: "How do I get to Nusa Penida?",
        answer:
          "Fast boats leave Sanur beach from early morning and take about 40 minutes. There is no jetty at Sanur, so expect to wade to the boat in knee-deep water: wear shorts and sandals and keep your bag small.",
      },
    ],
  },
  {
    slug: "ubud-monkey-forest",
    name: "Ubud Monkey Forest",
    brief: "A temple forest in the heart of Ubud, home to more than a thousand long-tailed macaques.",
    description:
      "The Sacred Monkey Forest Sanctuary, Mandala Suci Wenara Wana in Balinese, covers a little over twelve hectares of ravine and jungle at the southern end of Ubud. It is owned and managed by the village of Padangtegal, and its three temples, the oldest believed to date from the 14th century, are still used for ceremonies. Giant banyan and nutmeg trees, moss-covered statues and a stone bridge over a stream wrapped in roots give it the air of an old film set.\n\nMore than 1,200 Balinese long-tailed macaques live here in several troops, each with its own territory. Staff in green uniforms watch the paths, and the rules are simple: no food, no plastic bags, no eye contact with the big males, and keep your distance from mothers with babies. An hour's walk covers the main loop. Mornings before ten are cooler and quieter.",
    location: "Padangtegal, Ubud, Bali",
    image: {
      scene: "pine-forest",
      time: "day",
      alt: "Moss-covered stone statues under giant banyan trees in the Ubud Monkey Forest",
    },
    images: [
      { scene: "temple", time: "day", alt: "A carved temple gateway inside the Monkey Forest sanctuary" },
      { scene: "river-valley", time: "day", alt: "A stone bridge over a jungle stream, draped in banyan roots" },
    ],
    campsites: ["bali"],
    metaTitle: "Ubud Monkey Forest: Rules, Timings and Tips",
    metaDescription:
      "Walk among macaques, banyan trees and 14th-century temples in Ubud's Sacred Monkey Forest. Opening hours, the rules and how to visit safely.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is the Monkey Forest safe for children?",
        answer:
          "Yes, with an adult holding their hand. Children should not carry food, toys or water bottles in their hands, and should walk calmly rather than run. Staff will help if a monkey climbs on anyone.",
      },
      {
        group: "About the trip",
        question: "What are the opening hours?",
        answer:
          "The sanctuary is open every day from morning to early evening, with the last entry about half an hour before closing. Tickets are sold at the main gate on Monkey Forest Road.",
      },
    ],
  },
  {
    slug: "mount-batur",
    name: "Mount Batur",
    brief: "An active volcano in the Kintamani highlands, climbed in the dark for sunrise above a crater lake.",
    description:
      "Mount Batur rises to 1,717 metres inside a vast ancient caldera in north-east Bali, with the crescent of Lake Batur at its foot and Mount Agung, the island's highest peak, on the skyline. It is an active volcano: its last significant eruption was in 2000, and steam still vents from cracks near the summit.\n\nThe classic climb starts from the village of Toya Bungkah at about 4 am, with a torch and a local guide, who is compulsory. The path climbs through pine forest and then loose volcanic gravel, and most people reach the top in about two hours, in time to watch the sun come up behind Mount Abang and Agung. Guides cook eggs and bananas in the steam vents for breakfast. It is a steady rather than technical walk, and the descent is easier on the knees with walking poles. Natural hot springs on the lake shore make a good finish.",
    location: "Kintamani, Bangli, Bali",
    image: {
      scene: "high-lake",
      time: "dawn",
      alt: "Sunrise over Lake Batur and Mount Agung, seen from the rim of Mount Batur",
    },
    images: [
      {
        scene: "mountain-road",
        time: "night",
        alt: "A line of head torches winding up the dark slopes of Mount Batur",
      },
      { scene: "himalayan-peaks", time: "dawn", alt: "The volcanic summit of Mount Batur catching first light" },
    ],
    campsites: ["bali"],
    metaTitle: "Mount Batur Sunrise Trek, Bali: What to Expect",
    metaDescription:
      "Climb Bali's active volcano in the dark and watch sunrise over Lake Batur and Mount Agung. Trek timings, fitness needed and what to wear.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "How hard is the Mount Batur climb?",
        answer:
          "It is a moderate walk of about two hours up and an hour and a half down, with a steep, loose final section. Anyone who walks regularly can manage it; there is no technical climbing. People with knee or heart problems should skip it.",
      },
      {
        group: "About the trip",
        question: "What should I wear?",
        answer:
          "Trainers or walking shoes with good grip, and layers: it is cold and windy at the summit before sunrise, often around 10°C. Carry a light jacket, a cap, a litre of water and a head torch, though guides usually supply torches.",
      },
    ],
  },
];
