// Bookable experiences in Kashmir. The kashmir destination lists exactly these four.
import type { DemoActivity } from "../../types.ts";

export const kashmirActivities: DemoActivity[] = [
  {
    slug: "gulmarg-gondola-ride",
    name: "Gulmarg Gondola Ride, Phase 1 and Phase 2",
    brief: "Ride one of the world's highest cable cars from the Gulmarg meadow to a ridge below Apharwat peak.",
    description:
      "The Gulmarg Gondola lifts you in two stages from the meadow at about 2,650 metres to Kongdoori at about 3,080 metres, and from there to a ridge below Apharwat peak at close to 3,980 metres. On a clear day the view from the top takes in the whole Pir Panjal range and, far to the north, the white pyramid of Nanga Parbat.\n\nWe book your timed tickets for both phases in advance (winter slots sell out days ahead), meet you at your Gulmarg hotel and walk you to the base station with a local guide, who stays with you through the queues and points out the peaks at the top. Snow boots and a long coat are included, because the top station is often 10 degrees colder than the meadow.",
    duration: "3 to 4 hours",
    durationMinutes: 210,
    location: "Gulmarg Gondola base station, Gulmarg",
    mapLocation: "https://www.google.com/maps/search/?api=1&query=34.0485%2C74.3806",
    price: 3450,
    originalPrice: 3900,
    priceFor: "per person",
    discountName: "Book 7 days ahead",
    inclusions: [
      "Timed tickets for Phase 1 (Gulmarg to Kongdoori) and Phase 2 (Kongdoori to Apharwat ridge)",
      "Local guide from your Gulmarg hotel and back",
      "Snow boots and a long waterproof coat for the day",
      "Hot kahwa at Kongdoori",
    ],
    exclusions: [
      "Transport from Srinagar to Gulmarg",
      "Sledge or pony rides on the meadow",
      "Lunch and snacks at the top stations",
      "Ski equipment and lessons",
    ],
    highlights: [
      "Two-stage ride to nearly 4,000 metres in about 30 minutes",
      "Views of the Pir Panjal and, on clear days, Nanga Parbat",
      "Snow at the top from December to April, and often into May",
      "No waiting at the ticket counter: tickets are booked for your slot",
    ],
    operatingDuration:
      "Gondola runs from about 10:00 am to 4:00 pm, weather permitting; Phase 2 opens later and closes earlier in winter",
    knowBeforeYouGo: [
      "Phase 2 closes in high wind, heavy snowfall or avalanche danger, sometimes with no notice. If it does not run on your day, we refund the Phase 2 ticket.",
      "Carry the original photo ID you gave for the booking: it is checked at the gate.",
      "The top station is at high altitude; walk slowly, and skip Phase 2 if you have heart or breathing problems.",
      "Phones lose charge fast in the cold; keep them in an inner pocket.",
      "Children under 3 ride free but must sit on an adult's lap.",
    ],
    yourExperience:
      "Your guide meets you in your hotel lobby at the slot time and walks you across the meadow to the base station. The six-seater cabins swing up over the fir forest to Kongdoori in about 10 minutes, where you stop for a cup of kahwa and the view back down over Gulmarg. After a short walk to the second station, the Phase 2 cabins climb steeply above the treeline to the Apharwat ridge. At the top you have about an hour in the snow: time to walk up to the viewpoint, throw a few snowballs and photograph the ranges before the ride back down.",
    ticketsInfo:
      "Gondola tickets are issued by the Jammu and Kashmir Cable Car Corporation for a fixed date and slot, against the ID of each traveller. We send you the e-tickets on WhatsApp the day before; show them on your phone at the gate.",
    cancellationPolicy:
      "Full refund if you cancel 72 hours or more before the slot. Inside 72 hours the gondola tickets cannot be refunded, but the guide and gear charges are returned. If the gondola does not operate because of weather, we refund the unused tickets in full.",
    images: [
      {
        scene: "himalayan-peaks",
        time: "snow",
        alt: "Gondola cabins rising over snowy fir forest towards a high ridge",
        tag: "Gondola",
      },
      {
        scene: "snow-trail",
        time: "snow",
        alt: "Visitors walking in deep snow at a high mountain station",
        tag: "Apharwat ridge",
      },
      {
        scene: "alpine-meadow",
        time: "day",
        alt: "Gulmarg meadow seen from above with the forest around it",
        tag: "View",
      },
      { scene: "pine-forest", time: "snow", alt: "Snow-laden firs below a cable car line", tag: "Kongdoori" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Gulmarg Gondola Ride Tickets: Phase 1 and 2 with Guide",
    metaDescription:
      "Book the Gulmarg Gondola with timed Phase 1 and Phase 2 tickets, a local guide, snow boots and coat. Ride to nearly 4,000 metres with views of the Pir Panjal.",
    faqs: [
      {
        group: "About the trip",
        question: "Which is better, Phase 1 or Phase 2?",
        answer:
          "Phase 1 to Kongdoori is the easier outing and runs more often. Phase 2 goes much higher, has snow well into spring and the bigger view. This booking includes both.",
      },
      {
        group: "Cancellation and refunds",
        question: "What if Phase 2 is closed on my day?",
        answer:
          "We refund the Phase 2 ticket in full. If you have a spare day in Gulmarg, we try to rebook you for the next morning instead.",
      },
      {
        group: "Fitness and safety",
        question: "Is the ride suitable for older travellers?",
        answer:
          "Phase 1 is fine for most people. Phase 2 reaches nearly 4,000 metres; those with heart, lung or blood pressure conditions should check with their doctor and may prefer to stop at Kongdoori.",
      },
      {
        group: "Booking and payment",
        question: "How far ahead should I book?",
        answer:
          "At least a week ahead from December to March and in May and June. Tickets for a given slot are limited and sell out.",
      },
    ],
  },
  {
    slug: "dal-lake-sunrise-shikara-ride",
    name: "Sunrise Shikara Ride and Floating Market on Dal Lake",
    brief: "Glide across the Dal at first light to the floating vegetable market, then breakfast on the water.",
    description:
      "Before most of Srinagar is awake, the farmers of the Dal's floating gardens are already paddling their shikaras, heaped with lotus stems, turnips, collard greens and pumpkins, to a stretch of water near Rainawari, where they trade from boat to boat. The market lasts barely an hour after dawn, and the only way to see it is from a shikara.\n\nYour boatman picks you up from your houseboat or the Boulevard ghat in the dark, with blankets for the cold, and paddles through the quiet channels of the old lake as the sky lightens behind the Zabarwan hills. After the market, you continue past the floating gardens and the lake neighbourhoods, and finish with kahwa, girda bread and butter served on the shikara.",
    duration: "2 hours 30 minutes",
    durationMinutes: 150,
    location: "Dal Lake, Srinagar",
    mapLocation: "https://www.google.com/maps/search/?api=1&query=34.0996%2C74.8306",
    price: 1800,
    priceFor: "per shikara (up to 4 guests)",
    inclusions: [
      "Private shikara with an experienced boatman for 2.5 hours",
      "Pick-up from your houseboat or the Boulevard ghat",
      "Blankets and cushions on board",
      "Breakfast of kahwa, girda bread and butter on the shikara",
    ],
    exclusions: ["Purchases at the floating market", "Tips for the boatman", "Hotel transfers to the ghat"],
    highlights: [
      "The dawn floating vegetable market, over within an hour of sunrise",
      "Quiet back channels of the Dal, away from the Boulevard",
      "Sunrise over the Zabarwan hills from the water",
      "Kashmiri breakfast on board",
    ],
    operatingDuration: "Departs 45 minutes before sunrise: about 4:45 am in June, about 6:30 am in January",
    knowBeforeYouGo: [
      "Mornings on the lake are cold in every season; bring a warm layer even in summer.",
      "The market is busiest in summer and autumn. In deep winter it is smaller, but the frozen edges and mist make up for it.",
      "Shikaras carry life jackets; ask for one if you would like to wear it.",
      "Ask before photographing the vendors, and be ready to buy something small if you do.",
    ],
    yourExperience:
      "Your boatman knocks on your houseboat door in the blue light before dawn. Wrapped in a blanket, you slide away from the houseboat rows into the narrow channels of the old lake, past sleeping stilt houses and the first kingfishers. Near Rainawari, the water suddenly fills with shikaras loaded with vegetables and flowers, their owners haggling in low voices. After half an hour among them, your boatman takes you back through the floating gardens as the sun reaches the lake, and pours kahwa while you break the warm girda bread.",
    ticketsInfo:
      "No tickets are needed. We send you the boatman's name and phone number the evening before; he confirms the pick-up time by WhatsApp.",
    cancellationPolicy:
      "Free cancellation up to 12 hours before the ride. Later cancellations are charged in full. If rain or fog makes the lake unsafe, the boatman offers another morning or a full refund.",
    images: [
      {
        scene: "houseboat-lake",
        time: "dawn",
        alt: "Shikara gliding past houseboats in the first light of dawn",
        tag: "Shikara",
      },
      {
        scene: "backwaters",
        time: "dawn",
        alt: "Boats heaped with vegetables gathered on misty water",
        tag: "Floating market",
      },
      {
        scene: "houseboat-lake",
        time: "day",
        alt: "Floating gardens and lotus leaves along a quiet lake channel",
        tag: "Floating gardens",
      },
      { scene: "high-lake", time: "dawn", alt: "Sunrise over hills reflected in a calm lake", tag: "Sunrise" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Dal Lake Sunrise Shikara Ride and Floating Market",
    metaDescription:
      "A private sunrise shikara ride on Dal Lake to Srinagar's floating vegetable market, with pick-up from your houseboat, blankets and kahwa breakfast on board.",
    faqs: [
      {
        group: "About the trip",
        question: "Is the floating market open every day?",
        answer:
          "Yes, every morning of the year except after very heavy snowfall. It is at its liveliest from May to October.",
      },
      {
        group: "Booking and payment",
        question: "Is the price per person or per boat?",
        answer: "Per shikara, for up to four guests. A family of four pays the same as a couple.",
      },
      {
        group: "Fitness and safety",
        question: "Is it suitable for young children?",
        answer:
          "Yes. The boats are stable and slow. Children should wear the life jackets provided and be dressed very warmly.",
      },
    ],
  },
  {
    slug: "gulmarg-beginner-ski-lesson",
    name: "Beginner Ski Lesson in Gulmarg",
    brief: "A full day on skis with a certified instructor on Gulmarg's gentle nursery slopes, equipment included.",
    description:
      "Gulmarg is one of the best places in Asia to learn to ski: the snow is deep and dry, the nursery slopes near the meadow are wide and gentle, and certified Kashmiri instructors teach in Hindi and English. This full-day lesson takes complete beginners from putting on boots to linking their first turns.\n\nYou learn in a group of no more than four with the same instructor all day. The morning covers balance, gliding and the snowplough stop; after lunch you ride the drag lift on the beginner slope and practise controlled turns. By the end of the day most people ski the nursery slope from top to bottom on their own, and are ready for a second day on the longer runs near Kongdoori.",
    duration: "Full day (about 6 hours)",
    durationMinutes: 360,
    location: "Nursery slopes, Gulmarg",
    mapLocation: "https://www.google.com/maps/search/?api=1&query=34.0530%2C74.3850",
    price: 5200,
    originalPrice: 5800,
    priceFor: "per person",
    discountName: "Weekday lesson offer",
    inclusions: [
      "6 hours with a certified ski instructor, in a group of up to 4",
      "Skis, boots, poles and helmet, fitted at the rental shop",
      "Waterproof ski jacket and trousers",
      "Drag lift passes on the beginner slope",
      "Hot lunch and tea at a café on the meadow",
    ],
    exclusions: [
      "Gondola tickets",
      "Gloves, goggles and thermal layers (can be bought or rented in Gulmarg)",
      "Travel insurance",
      "Tips for the instructor",
    ],
    highlights: [
      "Learn on the dry powder that made Gulmarg famous",
      "Small groups and the same instructor all day",
      "Everything you need, from skis to a waterproof suit, fitted for you",
      "Most beginners ski the nursery slope on their own by afternoon",
    ],
    operatingDuration: "9:30 am to 3:30 pm daily from late December to mid-March, subject to snow cover",
    knowBeforeYouGo: [
      "Wear thermals, thick socks and a fleece; the suit we provide goes over them.",
      "Tell us your height, weight and shoe size when you book, so the equipment is ready.",
      "Minimum age is 8 years. Children under 14 learn in a separate group.",
      "Skiing carries a risk of injury. Travel insurance that covers winter sports is strongly recommended.",
      "Sunglasses or goggles are essential: snow glare at this altitude can cause snow blindness.",
    ],
    yourExperience:
      "You meet your instructor at the rental shop at 9:30 am and spend half an hour getting boots that fit and skis set to your weight. On the flat snow beside the slope you learn to walk, glide and fall safely, then to stop with a snowplough. Lunch is dal, rice and hot tea in a wooden café on the meadow. In the afternoon you take the drag lift to the top of the nursery slope, and with each run your turns get rounder and your speed more controlled. Most students finish the day grinning, sore in the thighs and eager for day two.",
    ticketsInfo:
      "Your booking confirmation names your instructor and the rental shop. Show it on your phone at the shop; lift passes are handed to you there.",
    cancellationPolicy:
      "Full refund up to 48 hours before the lesson, 50% up to 24 hours before, none after that. If there is not enough snow or the slopes are closed for weather, we move the lesson to another day or refund in full.",
    images: [
      {
        scene: "snow-trail",
        time: "snow",
        alt: "Beginner skiers on a gentle snowy slope with an instructor",
        tag: "Lesson",
      },
      { scene: "himalayan-peaks", time: "snow", alt: "Snowy ski slopes below a forested ridge", tag: "Slopes" },
      { scene: "portrait", time: "snow", alt: "Smiling skier in a helmet and goggles", tag: "Skier", aspect: "square" },
      { scene: "pine-forest", time: "snow", alt: "Wooden café among snowy firs on a meadow", tag: "Lunch stop" },
    ],
    campsites: ["kashmir"],
    metaTitle: "Beginner Ski Lesson in Gulmarg with Equipment",
    metaDescription:
      "Learn to ski in Gulmarg: a full-day beginner lesson with a certified instructor in a small group, skis, boots, helmet, ski suit, lift passes and lunch included.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I need to be very fit?",
        answer:
          "Average fitness is enough. You will use muscles you rarely use, so a few weeks of squats and walking beforehand help.",
      },
      {
        group: "About the trip",
        question: "Is one day enough to learn?",
        answer:
          "One day gets most people skiing the nursery slope safely. Two or three days let you ski the easier runs near Kongdoori with confidence.",
      },
      {
        group: "Stay and food",
        question: "Is lunch vegetarian?",
        answer: "Lunch is vegetarian by default, with non-vegetarian options on request at the café.",
      },
      {
        group: "Cancellation and refunds",
        question: "What if there is no snow?",
        answer: "If the nursery slopes cannot be skied, we move your lesson or refund it in full.",
      },
    ],
  },
  {
    slug: "sonamarg-snow-sledging",
    name: "Sonamarg Snow Day with Sledging at Thajiwas",
    brief: "A day trip from Srinagar into the snow of Sonamarg, with a sledge ride in the Thajiwas glacier bowl.",
    description:
      "Since the Z-Morh tunnel opened in 2025, Sonamarg has become a winter day out from Srinagar, and the Thajiwas bowl, three kilometres from the town, holds deep snow from December to March. Local sledge men pull you up the slope on a wooden sledge and then guide it down with you on board, steering with their heels at a speed that has grown men shrieking.\n\nThis day trip includes a shared cab from Srinagar along the Sindh valley, snow boots and a long coat, the walk or pony ride into the bowl and two sledge runs at agreed rates, so there is no haggling on the snow. On the way back, we stop at Kangan for hot noon chai and Kashmiri bakery bread.",
    duration: "9 hours",
    durationMinutes: 540,
    location: "Sonamarg, Ganderbal district",
    mapLocation: "https://www.google.com/maps/search/?api=1&query=34.2996%2C75.2893",
    price: 3200,
    priceFor: "per person",
    inclusions: [
      "Shared cab from Srinagar to Sonamarg and back",
      "Snow boots and a long coat for the day",
      "Two sledge runs with a local sledge puller at the Thajiwas bowl",
      "Tea and Kashmiri bread stop at Kangan",
      "Coordinator on call throughout the day",
    ],
    exclusions: [
      "Pony ride to the Thajiwas bowl (optional, paid at the union counter)",
      "Lunch in Sonamarg",
      "Snow scooter or ATV rides",
      "Tips",
    ],
    highlights: [
      "Deep snow in the Thajiwas glacier bowl",
      "Wooden sledge runs with an experienced local puller",
      "The Sindh valley drive along frozen streams and snow-laden willows",
      "Fixed rates for sledges, so no haggling on the snow",
    ],
    operatingDuration: "Departs Srinagar at 8:00 am, returns by 5:00 pm, daily from mid-December to mid-March",
    knowBeforeYouGo: [
      "Snowfall can close the road beyond Gund for hours; if it does, we go as far as is safe or move you to another day.",
      "Wear thermals and gloves; boots and coats are provided but gloves are not.",
      "The sledge ride is bumpy; it is not suitable for pregnant travellers or those with back problems.",
      "Sonamarg has few open restaurants in winter; lunch is simple, usually rajma-chawal or Maggi.",
    ],
    yourExperience:
      "The cab picks you up from your Srinagar hotel at 8 am and follows the Sindh river upstream through Kangan and Gund, the snow getting deeper with every kilometre. In Sonamarg you change into snow boots and a heavy coat, then walk or ride a pony into the white Thajiwas bowl, ringed by glaciers and avalanche chutes. Your sledge puller hauls you up the slope, sits you in front, and brings you down in a rush of powder. After the second run, there is time for snowball fights and a simple lunch before the drive home, with a stop for chai and warm bread in Kangan.",
    ticketsInfo:
      "No entry tickets are needed for Sonamarg. The coordinator's number and your cab details arrive by WhatsApp the evening before.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before departure. Later cancellations are non-refundable. If the road is closed by snow or by the administration, we offer another date or a full refund.",
    images: [
      { scene: "snow-trail", time: "snow", alt: "Wooden sledges on a snowy slope below a glacier", tag: "Sledging" },
      { scene: "river-valley", time: "snow", alt: "Frozen river winding through a snowy valley", tag: "Sindh valley" },
      { scene: "himalayan-peaks", time: "snow", alt: "Glacier-covered peaks around a snowy bowl", tag: "Thajiwas" },
      {
        scene: "mountain-road",
        time: "snow",
        alt: "Road running between snow walls in a mountain valley",
        tag: "Drive",
      },
    ],
    campsites: ["kashmir"],
    metaTitle: "Sonamarg Snow Day Trip from Srinagar with Sledging",
    metaDescription:
      "A winter day trip from Srinagar to Sonamarg: shared cab, snow boots and coat, two sledge runs in the Thajiwas glacier bowl at fixed rates and a chai stop.",
    faqs: [
      {
        group: "About the trip",
        question: "Is there snow in Sonamarg all winter?",
        answer:
          "From mid-December to mid-March there is almost always snow in the Thajiwas bowl. In a dry early winter the snow may begin only in January.",
      },
      {
        group: "Fitness and safety",
        question: "Is sledging safe for children?",
        answer:
          "Yes, from about five years old, riding with a parent or on their own sledge with the puller going slowly. Helmets are available on request.",
      },
      {
        group: "Booking and payment",
        question: "Can I book a private cab instead?",
        answer:
          "Yes. Choose the private cab option when you book; it costs ₹3,500 more for the whole car (up to 4 guests).",
      },
    ],
  },
];
