// Dubai's attractions, plus Abu Dhabi's grand mosque, the classic day trip from Dubai.
import type { DemoAttraction } from "../../types.ts";

export const dubaiAttractions: DemoAttraction[] = [
  {
    slug: "burj-khalifa",
    name: "Burj Khalifa",
    brief: "The world's tallest building at 828 metres, with observation decks on the 124th, 125th and 148th floors.",
    description:
      "Burj Khalifa has been the tallest building in the world since it opened in January 2010, rising 828 metres above Downtown Dubai. Its Y-shaped plan, with three wings stepping back in a spiral as they climb, was inspired by the petals of a desert flower, and the shape also helps the tower shed the wind. It holds offices, apartments and a hotel, but most visitors come for the view.\n\nThe main observation deck, At the Top, occupies the 124th and 125th floors, reached by double-deck lifts that climb at around ten metres a second. A premium ticket adds a lounge on the 148th floor, about 555 metres up. On clear winter mornings you can see the desert beyond the city and the coastline curving past the Palm; sunset slots cost more and sell out first, but the view of the city lighting up is worth planning around. Entry is through The Dubai Mall, and the tower is floodlit with light shows on its facade most evenings.",
    location: "Downtown Dubai, Dubai, UAE",
    image: {
      scene: "city-skyline",
      time: "dusk",
      alt: "Burj Khalifa rising above Downtown Dubai as the city lights come on at dusk",
    },
    images: [
      { scene: "city-skyline", time: "day", alt: "View from the 124th floor of Burj Khalifa over Downtown Dubai" },
      { scene: "city-skyline", time: "night", alt: "Burj Khalifa lit up at night above the Dubai Fountain lake" },
    ],
    campsites: ["dubai"],
    metaTitle: "Burj Khalifa: Observation Decks and Best Time",
    metaDescription:
      "Plan your visit to Burj Khalifa's decks on levels 124, 125 and 148. Which ticket to buy, the best time for views and how to avoid the queues.",
    faqs: [
      {
        group: "Booking and payment",
        question: "Which Burj Khalifa ticket should I buy?",
        answer:
          "The standard At the Top ticket for levels 124 and 125 suits most visitors. Sunset slots cost more but show the city in daylight and after dark in one visit. The level 148 ticket adds a quieter lounge, refreshments and a guided visit.",
      },
      {
        group: "About the trip",
        question: "How long does the visit take?",
        answer:
          "About an hour and a half, including security, the lift and time on the decks. Arrive 20 minutes before your slot; the entrance is on the lower ground floor of The Dubai Mall.",
      },
    ],
  },
  {
    slug: "al-fahidi-and-dubai-creek",
    name: "Al Fahidi and Dubai Creek",
    brief: "Wind-tower lanes, one-dirham abra crossings and the spice and gold souks of old Dubai.",
    description:
      "Long before the towers, Dubai was a trading town on both banks of its creek. On the Bur Dubai side, the Al Fahidi Historical Neighbourhood preserves the coral-stone and gypsum houses that merchants built from the late 19th century, topped with barjeel, wind towers that caught the breeze and funnelled it down into the rooms below. Its narrow lanes now hold small museums, art galleries, courtyard cafés and the Sheikh Mohammed Centre for Cultural Understanding, which hosts Emirati breakfasts and lunches with open questions about local life.\n\nAt the water's edge, wooden abras, the creek's traditional ferries, cross to Deira for a single dirham, with dhows loading goods for Iran and East Africa along the wharves. On the Deira side, the Spice Souk smells of saffron, dried lemons and frankincense, and a few lanes further on, the Gold Souk glitters with hundreds of jewellery shops. Late afternoon is the most pleasant time, when the heat eases and the creek turns golden.",
    location: "Al Fahidi, Bur Dubai and Deira, Dubai, UAE",
    image: {
      scene: "old-town",
      time: "day",
      alt: "Sand-coloured houses with wind towers in the Al Fahidi Historical Neighbourhood",
    },
    images: [
      { scene: "river-valley", time: "dusk", alt: "Wooden abras crossing Dubai Creek at sunset" },
      { scene: "old-town", time: "night", alt: "Lanterns and spice sacks in a lane of the Deira Spice Souk" },
    ],
    campsites: ["dubai"],
    metaTitle: "Old Dubai: Al Fahidi, Abra Rides and the Souks",
    metaDescription:
      "Walk Al Fahidi's wind-tower lanes, cross Dubai Creek by abra for one dirham and browse the Spice and Gold Souks of Deira. A guide to old Dubai.",
    faqs: [
      {
        group: "Booking and payment",
        question: "How do I pay for the abra?",
        answer:
          "In cash, one dirham per person, handed to the driver during the crossing. Keep coins ready. Private abra hire for a longer creek cruise is priced per boat and agreed before boarding.",
      },
      {
        group: "Booking and payment",
        question: "Is bargaining expected in the souks?",
        answer:
          "In the Spice Souk and the textile souk, yes: start at about half the asking price and settle politely. Gold is sold by weight at the day's rate plus a making charge, and the making charge is what you negotiate.",
      },
    ],
  },
  {
    slug: "dubai-fountain",
    name: "The Dubai Fountain",
    brief: "A free water, light and music show on the lake at the foot of Burj Khalifa every evening.",
    description:
      "The Dubai Fountain performs on the Burj Lake, between The Dubai Mall and the Souk Al Bahar, with Burj Khalifa towering behind it. Its jets, spread along some 275 metres of the lake, can fire water about 150 metres into the air, and thousands of lights and a sound system turn each show into a few minutes of choreography set to Arabic, Hindi and international music.\n\nEvening shows run every half hour after sunset until late, and there are shorter afternoon shows at lunchtime. Watching is free from the promenade around the lake; the terrace of the mall and the bridge to Souk Al Bahar give the best angles. For a closer view, pay for a seat on the floating boardwalk that runs out over the lake, or a short ride in a traditional abra during a show. Arrive ten minutes early in winter and on weekends, when the waterfront is packed.",
    location: "Burj Lake, Downtown Dubai, Dubai, UAE",
    image: {
      scene: "city-skyline",
      time: "night",
      alt: "Illuminated jets of the Dubai Fountain dancing in front of Burj Khalifa at night",
    },
    images: [
      { scene: "high-lake", time: "night", alt: "Visitors on the boardwalk over the lake during a fountain show" },
      {
        scene: "city-skyline",
        time: "dusk",
        alt: "The Souk Al Bahar waterfront and the lake before the evening shows",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "The Dubai Fountain: Show Times and Best Spots",
    metaDescription:
      "Watch the Dubai Fountain's music and light shows below Burj Khalifa. Free viewing spots, the boardwalk and abra options, and when to arrive.",
    faqs: [
      {
        group: "About the trip",
        question: "Does it cost anything to watch?",
        answer:
          "No. The shows are free from the promenade around the lake. Only the floating boardwalk and the lake abra rides are paid, with tickets sold near the lake.",
      },
      {
        group: "About the trip",
        question: "How long is each show?",
        answer:
          "Each show lasts three to five minutes, set to one song. Stay for two or three shows, because the music and choreography change every time.",
      },
    ],
  },
  {
    slug: "palm-jumeirah",
    name: "Palm Jumeirah",
    brief: "A man-made island in the shape of a palm tree, with beach clubs, Atlantis and a view from the 52nd floor.",
    description:
      "Palm Jumeirah was built from sand dredged from the seabed of the Gulf, starting in 2001, and shaped like a date palm: a trunk running out from the coast, seventeen fronds lined with villas, and a crescent-shaped breakwater, about eleven kilometres long, that protects it from the open sea. The shape makes most sense from above, which is why the observation deck of The View at The Palm, on the 52nd floor of The Palm Tower, is the best place to start.\n\nA driverless monorail runs along the trunk from the mainland to Atlantis The Palm, the pink resort at the centre of the crescent, with its Aquaventure waterpark and Lost Chambers aquarium. The Pointe, at the tip, has restaurants facing the Atlantis and an evening fountain show, while the boardwalk on the crescent is good for an evening stroll with the Dubai Marina skyline across the water. Skydivers jump over the Palm, and helicopter tours fly above it.",
    location: "Palm Jumeirah, Dubai, UAE",
    image: {
      scene: "island-cove",
      time: "day",
      alt: "Aerial view of the palm-shaped island with its fronds and crescent breakwater",
    },
    images: [
      {
        scene: "beach",
        time: "dusk",
        alt: "The crescent boardwalk of Palm Jumeirah with the Marina skyline across the water",
      },
      { scene: "city-skyline", time: "night", alt: "Atlantis The Palm lit up at the centre of the crescent" },
    ],
    campsites: ["dubai"],
    metaTitle: "Palm Jumeirah Guide: The View, Monorail, Atlantis",
    metaDescription:
      "See Palm Jumeirah from The View on the 52nd floor, ride the monorail to Atlantis and walk the crescent boardwalk. What to do on Dubai's palm island.",
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I get around the Palm?",
        answer:
          "The monorail runs from the Gateway station, linked to the Dubai Tram, along the trunk to Atlantis, stopping at Nakheel Mall for The View. Taxis are the easiest way to reach the crescent and the beach clubs.",
      },
      {
        group: "Booking and payment",
        question: "Is The View worth it if I have been up Burj Khalifa?",
        answer:
          "Yes, for a different reason: it is the only place where you see the palm shape clearly. The deck is lower, quieter and cheaper, and sunset slots there are excellent.",
      },
    ],
  },
  {
    slug: "sheikh-zayed-grand-mosque",
    name: "Sheikh Zayed Grand Mosque",
    brief: "Abu Dhabi's white marble mosque with 82 domes and one of the largest hand-knotted carpets in the world.",
    description:
      "The Sheikh Zayed Grand Mosque in Abu Dhabi, about an hour and a half's drive from Dubai, opened in 2007 and is one of the largest mosques in the world, with room for more than 40,000 worshippers. It was the vision of Sheikh Zayed bin Sultan Al Nahyan, the founding president of the UAE, who is buried in its grounds. Its 82 white domes, four minarets and more than a thousand columns inlaid with semi-precious stone flowers are reflected in long pools that turn the whole building into a mirror image at sunset.\n\nInside the main prayer hall, a single hand-knotted carpet covers the floor, the work of some 1,200 weavers in Iran, beneath gold-plated chandeliers set with crystals. Entry is free, with a visitors' route that takes about an hour, and free guided tours explain the architecture and Islam's customs. The mosque is a place of worship first: modest clothing is checked at the door, and visiting hours change during prayers and on Fridays.",
    location: "Abu Dhabi, UAE",
    image: {
      scene: "temple",
      time: "dusk",
      alt: "The white domes and minarets of the Sheikh Zayed Grand Mosque reflected in a pool at sunset",
    },
    images: [
      { scene: "temple", time: "day", alt: "Columns inlaid with marble flowers in the courtyard of the Grand Mosque" },
      { scene: "hotel-room", time: "day", alt: "Crystal chandeliers above the carpeted main prayer hall" },
    ],
    campsites: ["dubai"],
    metaTitle: "Sheikh Zayed Grand Mosque: Dress Code and Visit",
    metaDescription:
      "Visit Abu Dhabi's Sheikh Zayed Grand Mosque on a day trip from Dubai. Dress code, visiting hours, Friday timings and what to see inside.",
    faqs: [
      {
        group: "About the trip",
        question: "What is the dress code?",
        answer:
          "Long, loose, non-transparent clothing covering arms and legs for everyone. Women must also cover their hair with a scarf. Staff at the entrance turn away anyone not dressed appropriately, so dress for the mosque before leaving your hotel.",
      },
      {
        group: "About the trip",
        question: "Can I visit on a Friday?",
        answer:
          "On Fridays the mosque opens to visitors only in the afternoon, after the midday prayer, so our Abu Dhabi day tours run on other days of the week. Hours also change during Ramadan.",
      },
    ],
  },
];
