// Bookable experiences in and around Dubai, all linked to the campsite named "Dubai" so that the
// things-to-do page lists them. Prices are whole rupees.
import type { DemoActivity } from "../../types.ts";

const mapsSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export const dubaiActivities: DemoActivity[] = [
  {
    slug: "dubai-desert-safari-bbq-dinner",
    name: "Evening Desert Safari with BBQ Dinner",
    brief: "Dune bashing in a 4x4, sunset over the red dunes, a camel ride and a barbecue dinner under the stars.",
    description:
      "The evening desert safari is the trip nearly every visitor to Dubai takes, and for good reason: within an hour of the towers you are among rolling red dunes, watching the sun sink behind them. We work with one licensed desert operator whose drivers we have ridden with ourselves, and whose camp keeps its group sizes sensible.\n\nAfter a hotel pickup, your Land Cruiser heads to the Lahbab dunes, where the driver lowers the tyre pressure and spends about half an hour climbing and sliding down the slopes. You stop on a ridge for sunset and sandboarding, then drive to a camp laid out with carpets and low tables. There is a short camel ride, henna painting and Arabic coffee with dates, then a Tanoura whirling dance, a fire show and a barbecue dinner with plenty of vegetarian dishes. You are back at your hotel by about half past nine.",
    duration: "6 to 7 hours",
    durationMinutes: 390,
    location: "Lahbab red dunes, Dubai (pickup from your hotel)",
    mapLocation: mapsSearch("Lahbab Desert, Dubai"),
    price: 3499,
    originalPrice: 4299,
    priceFor: "per person",
    discountName: "Winter season offer",
    inclusions: [
      "Shared pickup and drop from hotels in Dubai city in a 4x4 Land Cruiser (up to six guests per car)",
      "About 30 minutes of dune bashing with a licensed desert driver",
      "Sunset photo stop and sandboarding",
      "Short camel ride at the camp",
      "Henna painting and traditional dress for photographs",
      "Tanoura dance and fire show",
      "Barbecue dinner buffet with vegetarian and non-vegetarian dishes",
      "Unlimited water, soft drinks, tea and Arabic coffee",
    ],
    exclusions: [
      "Quad bike rides (available at the camp for an extra charge)",
      "Shisha and alcoholic drinks",
      "Pickup from Sharjah, Abu Dhabi or hotels outside Dubai city",
      "Tips for the driver",
    ],
    highlights: [
      "Sunset from the crest of the Lahbab red dunes",
      "A thrilling but controlled dune drive with an experienced driver",
      "Live Tanoura and fire performances around the camp",
      "A proper dinner with Indian-friendly vegetarian choices",
    ],
    operatingDuration: "Daily; pickups between 2:30 pm and 3:30 pm (earlier in winter), return around 9:30 pm",
    knowBeforeYouGo: [
      "Dune bashing is not suitable for pregnant travellers, children under three, or anyone with back, neck or heart problems; they can ride in a separate car that skips the dunes.",
      "Wear comfortable clothes and closed shoes or sandals; sand gets everywhere.",
      "Carry a light jacket from December to February, when desert evenings turn cold.",
      "During Ramadan the camp runs without music or dance shows, and dinner is served after sunset.",
      "Share your hotel name and room number when booking; the driver messages you on WhatsApp 30 minutes before pickup.",
    ],
    yourExperience:
      "Your driver collects you from the hotel lobby in the afternoon and heads east out of the city. At the edge of the dunes he lets air out of the tyres, checks your seat belts, and then the real ride begins: up steep faces, along ridges and down long sandy slopes, with stops for photographs. As the sun sets you stand on a dune crest with the sand turning deep orange, and try sliding down on a sandboard. At the camp, lanterns are lit and coffee is poured. You take a short camel ride, get a henna design, and settle on cushions for the shows: a Tanoura dancer spinning in layered, lit-up skirts, then a fire performer. Dinner is a buffet of grilled chicken and lamb, paneer tikka, dal, vegetable curries, salads, Arabic bread and desserts. After a last look at the stars, the car takes you back to the city.",
    ticketsInfo:
      "Children aged 3 to 11 pay ₹2,799; children under 3 ride free on an adult's lap but cannot join the dune drive. Your confirmation arrives on WhatsApp and email with the driver's name and number on the morning of the safari.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before pickup. Cancellations within 24 hours, and no-shows, are not refunded. If the safari is called off for sandstorm or rain warnings, you get a full refund or another date.",
    images: [
      {
        tag: "Dunes",
        scene: "desert-dunes",
        time: "dusk",
        alt: "4x4 vehicles climbing a red sand dune at sunset near Dubai",
      },
      {
        tag: "Camp",
        scene: "campsite-night",
        time: "night",
        alt: "A desert camp with carpets, cushions and lanterns under the stars",
      },
      {
        tag: "Camel ride",
        scene: "desert-dunes",
        time: "day",
        alt: "A line of camels walking across the dunes near the camp",
      },
      {
        tag: "Dinner",
        scene: "campsite-night",
        time: "dusk",
        alt: "A barbecue dinner buffet being served at the desert camp",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Dubai Desert Safari with BBQ Dinner | From ₹3,499",
    metaDescription:
      "Dune bashing, sunset on the red dunes, camel ride, Tanoura show and BBQ dinner with veg options. Hotel pickup in Dubai. Free cancellation 24 hours.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is dune bashing safe?",
        answer:
          "Our operator's drivers are licensed for desert driving, vehicles are fitted with roll cages and seat belts, and the route avoids the steepest faces when there are children or older guests on board. Tell the driver at any point if you want it gentler.",
      },
      {
        group: "Stay and food",
        question: "Is there vegetarian and Jain food at dinner?",
        answer:
          "Vegetarian food is always served, kept separate from the grill. For Jain meals, tell us when booking and the camp prepares a separate dish without onion, garlic or root vegetables.",
      },
      {
        group: "About the trip",
        question: "Can we skip the dune drive?",
        answer:
          "Yes. Families with infants or travellers who prefer a calm ride can ask for a car that drives straight to the camp on the flat track. The rest of the evening is the same.",
      },
    ],
  },
  {
    slug: "burj-khalifa-at-the-top",
    name: "Burj Khalifa At the Top, Levels 124 and 125",
    brief: "Skip-the-ticket-line entry to the observation decks of the world's tallest building.",
    description:
      "From the 124th and 125th floors of Burj Khalifa, Dubai spreads out below you like a model: the Dubai Fountain lake at the foot of the tower, Sheikh Zayed Road's canyon of skyscrapers, the Palm and the coast to one side and the desert to the other. The lift that takes you up is one of the fastest in the world and covers the distance in about a minute.\n\nThis ticket gives timed entry to both levels of At the Top, including the open-air terrace on level 124, high-powered telescopes and the displays on the tower's construction. Choose your slot when booking: mornings are clearest in winter, while the sunset slots, at a higher price, show the city by day and lit up at night in one visit.",
    duration: "1 to 1.5 hours",
    durationMinutes: 90,
    location: "The Dubai Mall, Downtown Dubai",
    mapLocation: mapsSearch("At the Top Burj Khalifa entrance, The Dubai Mall"),
    price: 4199,
    priceFor: "per person",
    inclusions: [
      "Timed entry to At the Top, levels 124 and 125",
      "Access to the outdoor terrace on level 124",
      "Use of the observation telescopes",
      "Multimedia exhibition on the building of the tower",
    ],
    exclusions: [
      "Level 148 (At the Top SKY) access",
      "Hotel transfers",
      "Food and drinks",
      "Prime-time sunset slots (available with a surcharge)",
    ],
    highlights: [
      "The view from 452 metres up the world's tallest building",
      "A lift ride of about a minute to the 124th floor",
      "The Dubai Fountain seen from directly above",
      "Open-air terrace with telescopes",
    ],
    operatingDuration:
      "Daily, about 10:00 am to 11:00 pm; last entry 45 minutes before closing; hours change during Ramadan",
    knowBeforeYouGo: [
      "Enter from the lower ground floor of The Dubai Mall, following the At the Top signs; allow 15 minutes to walk from the mall's parking or metro link.",
      "Arrive 20 minutes before your slot for the security check; late arrivals may have to wait for the next available slot.",
      "Large bags, food and tripods are not allowed on the decks.",
      "Wheelchair users and pushchairs are welcome; lifts serve every level.",
    ],
    yourExperience:
      "You show your mobile ticket at the entrance in The Dubai Mall and walk through a gallery telling the story of the tower's construction. A travelator brings you to the lifts, and a minute later the doors open on the 124th floor. Walk around the floor-to-ceiling windows for the full circle: the fountain lake right below, the older towers of Sheikh Zayed Road, the Palm on the coast, and the desert stretching away inland. Step onto the outdoor terrace to feel the breeze, use the telescopes to spot landmarks, then climb the stairs to level 125 for another angle. Take your time; there is no fixed exit time once you are up.",
    ticketsInfo:
      "Children aged 4 to 12 pay ₹3,299 and children under 4 enter free. Sunset slots cost ₹1,700 more per person. Your e-ticket with a QR code is emailed within two hours of booking; show it on your phone.",
    cancellationPolicy:
      "Slots can be changed or cancelled free of charge up to 48 hours before the visit. Within 48 hours, tickets are non-refundable because they are issued in your name.",
    images: [
      {
        tag: "View",
        scene: "city-skyline",
        time: "day",
        alt: "Downtown Dubai and Sheikh Zayed Road seen from level 124 of Burj Khalifa",
      },
      {
        tag: "Sunset",
        scene: "city-skyline",
        time: "dusk",
        alt: "The sun setting over the Dubai coastline from the observation deck",
      },
      {
        tag: "Night view",
        scene: "city-skyline",
        time: "night",
        alt: "The lights of Dubai at night seen through the tower's tall windows",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Burj Khalifa Tickets, Levels 124 and 125 | ₹4,199",
    metaDescription:
      "Book timed tickets to Burj Khalifa's At the Top decks, levels 124 and 125. Outdoor terrace, telescopes, sunset slots and free changes up to 48 hours.",
    faqs: [
      {
        group: "Booking and payment",
        question: "What is the difference between levels 124/125 and level 148?",
        answer:
          "Levels 124 and 125 are the main observation decks. Level 148, sold as At the Top SKY, is higher, less crowded and includes refreshments and a guided experience, at about three times the price. Ask us if you want the level 148 ticket instead.",
      },
      {
        group: "About the trip",
        question: "When is the best time to go?",
        answer:
          "From November to March, mornings are clearest. For the city lights, take a slot about 30 minutes before sunset and stay into the evening. In summer, haze often limits the view at midday.",
      },
      {
        group: "Cancellation and refunds",
        question: "What if it is cloudy or hazy on my day?",
        answer:
          "Tickets are not refunded for weather, but if you notice haze the day before, you can change the slot free of charge up to 48 hours ahead. Message us and we will move it for you.",
      },
    ],
  },
  {
    slug: "dubai-marina-dhow-cruise",
    name: "Dubai Marina Dhow Cruise with Dinner",
    brief:
      "Two hours on a wooden dhow past the lit-up towers of Dubai Marina, with a buffet dinner and live entertainment.",
    description:
      "Dubai Marina is a man-made canal lined with some of the city's tallest residential towers, and after dark, with every window lit, it is at its most spectacular from the water. Our dinner cruise sails in a traditional wooden dhow, restored and fitted with an air-conditioned lower deck and an open upper deck.\n\nThe boat leaves the marina promenade after sunset and cruises slowly down the canal towards the sea, past the Marina's curving towers and out within sight of the Jumeirah Beach Residence and Bluewaters Island, before turning back. Dinner is a buffet of Arabic, Indian and continental dishes, with a Tanoura dancer and music on board. It is an easy, relaxed evening that suits families and older travellers as well as couples.",
    duration: "2 hours on board (about 3.5 hours with transfers)",
    durationMinutes: 120,
    location: "Dubai Marina Walk, Dubai",
    mapLocation: mapsSearch("Dubai Marina Walk dhow cruise jetty"),
    price: 3299,
    originalPrice: 3899,
    priceFor: "per person",
    discountName: "Festive offer",
    inclusions: [
      "Two-hour cruise on a traditional wooden dhow",
      "Welcome drink and Arabic coffee with dates",
      "Buffet dinner with vegetarian and non-vegetarian dishes",
      "Tanoura dance and live music on board",
      "Shared transfers from hotels in Dubai city",
    ],
    exclusions: ["Alcoholic drinks", "Private transfers", "Window-side table reservation (on request, extra charge)"],
    highlights: [
      "The Marina's illuminated skyline from the water",
      "Views towards JBR and Bluewaters Island",
      "Open upper deck for photographs",
      "Relaxed dinner that suits all ages",
    ],
    operatingDuration: "Daily; boarding at 8:00 pm, cruising from 8:30 pm to 10:30 pm",
    knowBeforeYouGo: [
      "Be at the boarding point 20 minutes before departure if you are not using our transfer.",
      "The boarding ramp has a step; crew help travellers with limited mobility on board.",
      "The upper deck is breezy in winter, so bring a light layer.",
      "Tables are shared with other guests unless you book a private table.",
    ],
    yourExperience:
      "Our car drops you at Marina Walk, where the crew welcomes you aboard with Arabic coffee and dates. Take a seat on the open upper deck as the dhow casts off and glides along the canal, with towers rising on both sides and their lights reflected in the water. The buffet opens soon after departure: mezze, grills, biryani, paneer and vegetable curries, pasta and desserts. Halfway through the cruise the Tanoura dancer takes the floor, spinning in glowing skirts, while the boat turns near the mouth of the Marina with views across to Bluewaters Island. You are back at the jetty by half past ten.",
    ticketsInfo:
      "Children aged 4 to 11 pay ₹2,499 and children under 4 cruise free. Your booking confirmation with the boat's name and boarding point is sent on WhatsApp and email.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before the cruise. Later cancellations and no-shows are non-refundable. If port authorities cancel sailings because of weather, you receive a full refund.",
    images: [
      {
        tag: "Cruise",
        scene: "city-skyline",
        time: "night",
        alt: "A wooden dhow sailing past the illuminated towers of Dubai Marina",
      },
      {
        tag: "Upper deck",
        scene: "city-skyline",
        time: "dusk",
        alt: "Guests on the open upper deck of a dhow at dusk",
      },
      {
        tag: "Dinner",
        scene: "hotel-room",
        time: "night",
        alt: "A buffet of Arabic and Indian dishes on board the dhow",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Dubai Marina Dhow Cruise with Dinner | Parvat",
    metaDescription:
      "Cruise Dubai Marina on a wooden dhow with a buffet dinner, Tanoura show and hotel transfers. Veg and non-veg food, daily 8 pm boarding.",
    faqs: [
      {
        group: "About the trip",
        question: "Marina or Creek cruise: which should I choose?",
        answer:
          "The Marina cruise is about modern Dubai: skyscrapers, lights and the sea. The Creek cruise passes the old souks and wharves and is quieter. First-time visitors usually prefer the Marina.",
      },
      {
        group: "Fitness and safety",
        question: "Will I feel seasick?",
        answer:
          "Very unlikely. The cruise stays in the sheltered Marina canal for most of the time, and the water is calm. Anyone prone to motion sickness should sit on the lower deck near the middle of the boat.",
      },
      {
        group: "Stay and food",
        question: "Is the food suitable for vegetarians?",
        answer:
          "Yes. The buffet always has several vegetarian dishes, including Indian curries, rice and salads, served separately from the meat. Tell us about Jain requirements when booking.",
      },
    ],
  },
  {
    slug: "museum-of-the-future-tickets",
    name: "Museum of the Future Tickets",
    brief: "Timed entry to Dubai's calligraphy-covered museum, which imagines life, health and space travel in 2071.",
    description:
      "The Museum of the Future opened in February 2022 beside Sheikh Zayed Road, and its building is a sight in itself: a steel-clad ring with no corners, its facade cut through with Arabic calligraphy of verses about the future, the windows formed by the letters themselves. Inside, it is less a museum of objects than a series of immersive worlds.\n\nYou begin with a lift that becomes a space shuttle to an orbiting station in the year 2071, then move through a living library of thousands of plant and animal species, a floor on healing and wellbeing, and a gallery of technologies already changing how we live. Children have a floor of their own, Future Heroes, with play and puzzles for ages up to ten. Allow two to three hours, and book a morning slot for the quietest visit.",
    duration: "2 to 3 hours",
    durationMinutes: 150,
    location: "Sheikh Zayed Road, Trade Centre 2, Dubai",
    mapLocation: mapsSearch("Museum of the Future, Dubai"),
    price: 3799,
    priceFor: "per person",
    inclusions: [
      "Timed general admission ticket",
      "Access to all exhibition floors",
      "Future Heroes children's floor for visitors aged up to ten",
    ],
    exclusions: ["Hotel transfers", "Food and drinks at the museum café", "Guided tour (available on request)"],
    highlights: [
      "One of the most striking buildings in the world",
      "A simulated journey to a space station in 2071",
      "A living library of thousands of species",
      "Hands-on play floor for younger children",
    ],
    operatingDuration: "Daily, 10:00 am to 9:30 pm; last entry at 8:30 pm",
    knowBeforeYouGo: [
      "Tickets are timed and sell out on weekends and holidays; book at least three days ahead.",
      "The nearest metro station is Emirates Towers on the Red Line, connected by a footbridge.",
      "The space section uses moving images and low light; visitors prone to motion sickness can skip that room.",
      "The museum is fully accessible for wheelchairs and pushchairs.",
    ],
    yourExperience:
      "You enter through the museum's soaring atrium, where the calligraphy windows throw patterned light across the floor. A lift takes you to the top, and its doors open on a space station orbiting Earth in 2071, where screens and sound put you at the windows looking down on the planet. From there you walk down floor by floor: into a dim, glowing forest of species preserved as data, to a calm space on mind and body where you can lie back and listen, and to a gallery of near-future inventions. Families with young children end on the Future Heroes floor, while everyone else can spend time in the shop and café before stepping outside for photographs of the building.",
    ticketsInfo:
      "Children under 4 enter free, and people of determination with one companion enter free with a valid ID. Tickets are issued in the visitor's name with a QR code and sent by email; show them on your phone.",
    cancellationPolicy:
      "Tickets can be changed to another date up to 48 hours before your slot, subject to availability. Tickets are non-refundable within 48 hours of the visit.",
    images: [
      {
        tag: "Building",
        scene: "city-skyline",
        time: "day",
        alt: "The ring-shaped Museum of the Future with calligraphy across its steel facade",
      },
      {
        tag: "At night",
        scene: "city-skyline",
        time: "night",
        alt: "The museum's calligraphy windows glowing at night beside Sheikh Zayed Road",
      },
      {
        tag: "Inside",
        scene: "hotel-room",
        time: "night",
        alt: "A softly lit exhibition hall inside the Museum of the Future",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Museum of the Future Dubai Tickets | ₹3,799",
    metaDescription:
      "Book timed tickets to Dubai's Museum of the Future: a journey to 2071, a living library of species and a children's floor. Tips for the best slot.",
    faqs: [
      {
        group: "About the trip",
        question: "Is the museum suitable for children?",
        answer:
          "Yes. Children of all ages enjoy the space station and the lights, and the Future Heroes floor is designed for ages up to ten. Under-4s enter free.",
      },
      {
        group: "Booking and payment",
        question: "Can I buy tickets at the door?",
        answer:
          "Rarely. Almost all slots are sold online in advance, and weekends sell out days ahead. Book with us and your slot is confirmed before you travel.",
      },
      {
        group: "About the trip",
        question: "What does the calligraphy on the building say?",
        answer:
          "The facade carries lines by Sheikh Mohammed bin Rashid Al Maktoum, Dubai's ruler, about the future belonging to those who imagine, design and build it. The windows are formed by the letters themselves.",
      },
    ],
  },
  {
    slug: "red-dunes-buggy-ride",
    name: "Red Dunes Dune Buggy Ride",
    brief: "Drive your own two-seater dune buggy for an hour through the red sands of Lahbab, behind an expert guide.",
    description:
      "If the safari's dune drive leaves you wanting the wheel yourself, this is the trip. At a desert base about 45 minutes from Dubai, you take the driver's seat of a powerful two-seater buggy, with a roll cage, harnesses and a passenger beside you, and follow a guide for a full hour through the Lahbab dunes.\n\nThe route is chosen to match the group's confidence, from gentle rolling dunes to steeper climbs, with regular stops to regroup and take photographs. Before you set off, the team fits your helmet and goggles and gives a thorough safety briefing; no previous off-road experience is needed. Mornings are cooler and the sand is firmer, afternoons bring the golden light. The trip also includes a short camel ride and sandboarding at the base.",
    duration: "4 to 5 hours with transfers (1 hour of driving)",
    durationMinutes: 270,
    location: "Lahbab desert, Dubai (pickup from your hotel)",
    mapLocation: mapsSearch("Lahbab Desert, Dubai"),
    price: 16999,
    originalPrice: 19999,
    priceFor: "per buggy (up to 2 riders)",
    discountName: "Weekday saver",
    inclusions: [
      "One hour of guided driving in a two-seater dune buggy",
      "Helmet, goggles and face scarf",
      "Safety briefing and a practice lap",
      "Sandboarding and a short camel ride at the base",
      "Water and soft drinks",
      "Shared pickup and drop from hotels in Dubai city",
    ],
    exclusions: ["Photos and videos by the base team (sold separately)", "Meals", "Damage caused by reckless driving"],
    highlights: [
      "You drive, not just ride",
      "An hour in some of the highest red dunes near Dubai",
      "Small convoys led by an experienced guide",
      "No off-road experience needed",
    ],
    operatingDuration: "Daily; morning session with pickup at 7:00 am, afternoon session with pickup at 2:00 pm",
    knowBeforeYouGo: [
      "Drivers must be 18 or older and carry their original valid driving licence; passengers must be at least 10.",
      "Not suitable for pregnant travellers or anyone with back, neck or heart problems.",
      "Wear closed shoes and clothes you do not mind getting sandy.",
      "A refundable security deposit may be blocked on a card at the base.",
    ],
    yourExperience:
      "The car collects you early and drives out past the city's edge to the desert base, where buggies stand in a row at the foot of the dunes. After a briefing on the controls and hand signals, you strap in, pull on your helmet and try a practice lap on flat sand. Then the convoy sets off behind the guide, climbing the first ridges and dropping into sandy bowls. Each stop on a crest gives a new view over the red sand, and the guide adjusts the route to how the group is driving. After an hour you are back at base, dusty and grinning, with time for sandboarding and a camel ride before the drive back to Dubai.",
    ticketsInfo:
      "The price covers one buggy with a driver and one passenger. A solo driver pays the same price. Four-seater family buggies are available on request. Your confirmation, with pickup time, comes on WhatsApp the evening before.",
    cancellationPolicy:
      "Free cancellation up to 48 hours before pickup. Cancellations within 48 hours are charged 50%, and no-shows in full. Sessions cancelled for sandstorms or heavy rain are refunded or rescheduled.",
    images: [
      {
        tag: "Buggies",
        scene: "desert-dunes",
        time: "day",
        alt: "A convoy of dune buggies driving along a ridge of red sand",
      },
      {
        tag: "Action",
        scene: "desert-dunes",
        time: "dawn",
        alt: "A buggy throwing up a spray of sand as it climbs a dune in the morning light",
      },
      {
        tag: "Base",
        scene: "campsite-night",
        time: "dusk",
        alt: "The desert base with buggies parked in a row at dusk",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Dune Buggy Ride Dubai, Lahbab Red Dunes | Parvat",
    metaDescription:
      "Drive a two-seater dune buggy for an hour in Dubai's Lahbab red dunes behind an expert guide. Helmets, hotel pickup, sandboarding and camel ride included.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Do I need off-road driving experience?",
        answer:
          "No. The briefing and practice lap cover everything, and the guide sets a pace the slowest driver is comfortable with. You need to be a confident car driver with a valid licence.",
      },
      {
        group: "Travel and documents",
        question: "Is my Indian driving licence accepted?",
        answer:
          "Yes, for driving in the desert base area, as long as you carry the original licence, not a photocopy. An international driving permit is not needed for this activity.",
      },
      {
        group: "Booking and payment",
        question: "Can two people share one buggy?",
        answer:
          "Yes, the price is per buggy for up to two riders. You can swap driver and passenger at a stop halfway if both of you hold licences.",
      },
    ],
  },
  {
    slug: "dubai-frame-tickets",
    name: "Dubai Frame Entry Ticket",
    brief: "A 150-metre golden picture frame in Zabeel Park, with a glass-floored bridge between old and new Dubai.",
    description:
      "The Dubai Frame, opened in 2018 in Zabeel Park, is exactly what its name says: a giant rectangular frame 150 metres tall and 93 metres wide, clad in gold-coloured steel with a pattern based on the emblem of Expo 2020. Standing in the middle of the city, it frames modern Dubai on one side and the older districts of Deira and Karama on the other.\n\nThe visit begins in a gallery on the ground floor that recreates the town of the 1950s and 60s, with its creek, souks and wind towers. A lift then rises to the bridge at the top, where a section of glass floor turns opaque and then clear beneath your feet, 150 metres above the park. On the way down, an immersive exhibition imagines Dubai fifty years from now. It is a short, easy visit that suits families and fits well before or after a trip to the old town.",
    duration: "1 to 1.5 hours",
    durationMinutes: 75,
    location: "Zabeel Park, Gate 3, Dubai",
    mapLocation: mapsSearch("Dubai Frame, Zabeel Park"),
    price: 1299,
    priceFor: "per person",
    inclusions: [
      "Entry ticket to the Dubai Frame",
      "Past Dubai gallery on the ground floor",
      "Sky deck bridge with its glass floor",
      "Future Dubai exhibition",
    ],
    exclusions: ["Hotel transfers", "Zabeel Park entry for other areas", "Food and drinks"],
    highlights: [
      "Old Dubai and new Dubai framed on either side",
      "The glass floor 150 metres above Zabeel Park",
      "A gallery on Dubai in the 1950s and 60s",
      "Easy, short visit that suits all ages",
    ],
    operatingDuration: "Daily, 9:00 am to 9:00 pm; last entry at 8:30 pm",
    knowBeforeYouGo: [
      "Enter through Zabeel Park Gate 3 and follow the signs; taxis drop at the gate.",
      "Queues for the lift build up around sunset; visit in the morning to avoid them.",
      "The glass floor is safe but can unsettle people afraid of heights; a solid walkway runs along it.",
      "The building is fully wheelchair-accessible.",
    ],
    yourExperience:
      "You walk in through the base of the frame into a softly lit gallery where projections and sound recreate Dubai's creek-side town before oil: fishermen, pearl divers, traders and wind-tower houses. A panoramic lift then carries you up one leg of the frame to the bridge. On one side you look over Sheikh Zayed Road and Downtown with Burj Khalifa; turn around, and you see the low roofs of Deira and Karama. Step onto the glass panel in the middle and watch it clear beneath your feet. The lift down brings you to a darkened room that imagines the city's future, and you leave through the park.",
    ticketsInfo:
      "Children aged 3 to 12 pay ₹599 and children under 3 enter free. People of determination enter free with a valid ID. Tickets are sent by email with a QR code; show them on your phone at the gate.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before the visit date. Tickets cannot be refunded within 24 hours or after the visit date.",
    images: [
      {
        tag: "The Frame",
        scene: "city-skyline",
        time: "day",
        alt: "The golden Dubai Frame standing in Zabeel Park against a blue sky",
      },
      {
        tag: "At night",
        scene: "city-skyline",
        time: "night",
        alt: "The Dubai Frame lit up at night with the city skyline behind",
      },
      {
        tag: "Old Dubai",
        scene: "old-town",
        time: "day",
        alt: "A recreation of old Dubai's creek and wind-tower houses in the ground floor gallery",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Dubai Frame Tickets | Glass Floor Sky Deck, ₹1,299",
    metaDescription:
      "Visit the Dubai Frame in Zabeel Park: the old Dubai gallery, a glass-floored bridge 150 metres up and a view of old and new Dubai side by side.",
    faqs: [
      {
        group: "About the trip",
        question: "How long does the visit take?",
        answer:
          "About an hour, a little more on busy evenings when the lift queue is longer. It combines well with the old Dubai souks walk or the Dubai Mall the same day.",
      },
      {
        group: "Fitness and safety",
        question: "Is the glass floor safe for children?",
        answer:
          "Yes. The glass is thick laminated panels built to carry crowds, and a solid walkway runs alongside it for anyone who prefers not to step on it. Children should stay with an adult on the bridge.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit?",
        answer:
          "Late afternoon, so that you see the city in daylight from the bridge and the lights coming on as you leave. Weekday mornings are the quietest.",
      },
    ],
  },
  {
    slug: "abu-dhabi-day-tour",
    name: "Abu Dhabi Day Tour from Dubai",
    brief: "The Sheikh Zayed Grand Mosque, the Corniche, Qasr Al Watan and the BAPS Hindu Mandir in one guided day.",
    description:
      "Abu Dhabi, the capital of the UAE, is calmer and greener than Dubai, and a day there fills in the other half of the country's story. This guided tour leaves Dubai in the morning and travels about an hour and a half down the coast highway in an air-conditioned coach with a Hindi- and English-speaking guide.\n\nThe centrepiece is the Sheikh Zayed Grand Mosque, with time to walk its courtyard and prayer hall. The tour continues to Qasr Al Watan, the presidential palace, whose great hall and library are open to visitors, and along the Corniche, with photo stops at the Emirates Palace and the Etihad Towers. Lunch is at an Indian restaurant. On the way back, on the days it is open, we stop at the BAPS Hindu Mandir at Abu Mureikhah, the hand-carved stone temple that opened in 2024, and finish with a drive past Ferrari World on Yas Island.",
    duration: "10 to 11 hours",
    durationMinutes: 630,
    location: "Abu Dhabi, UAE (pickup from your Dubai hotel)",
    mapLocation: mapsSearch("Sheikh Zayed Grand Mosque, Abu Dhabi"),
    price: 5999,
    priceFor: "per person",
    inclusions: [
      "Pickup and drop at hotels in Dubai city in an air-conditioned coach",
      "Hindi- and English-speaking guide for the day",
      "Guided visit to the Sheikh Zayed Grand Mosque",
      "Entry ticket to Qasr Al Watan",
      "Indian vegetarian and non-vegetarian buffet lunch",
      "Stop at the BAPS Hindu Mandir (Tuesday to Sunday)",
      "Bottled water throughout the day",
    ],
    exclusions: [
      "Entry to Ferrari World, Louvre Abu Dhabi or other Yas Island parks",
      "Abaya or modest clothing for the mosque",
      "Tips for the guide and driver",
    ],
    highlights: [
      "The white marble Sheikh Zayed Grand Mosque",
      "Inside the presidential palace at Qasr Al Watan",
      "The hand-carved BAPS Hindu Mandir, opened in 2024",
      "Drive along Abu Dhabi's Corniche",
    ],
    operatingDuration: "Saturday to Thursday; pickup from 8:00 am, return to Dubai around 7:00 pm",
    knowBeforeYouGo: [
      "Mosque and mandir dress code: loose clothing covering arms and legs; women must cover their hair at the mosque. Visitors turned away at the door are not refunded.",
      "Carry your original passport: it is checked at the mosque and the palace.",
      "The tour does not run on Fridays, when the mosque opens to visitors only in the afternoon.",
      "On Mondays, when the mandir is closed to visitors, we stop at the Heritage Village instead.",
    ],
    yourExperience:
      "The coach leaves Dubai after breakfast and follows the coast highway south, with the guide telling the story of the two emirates along the way. The first sight of the Grand Mosque's white domes rising above the city is unforgettable. You walk through the marble courtyard, with its inlaid flowers, into the vast prayer hall with its single great carpet and crystal chandeliers. Next comes Qasr Al Watan, whose Great Hall rises beneath a vast white dome, then a drive along the Corniche and a photo stop at the Emirates Palace. After lunch, on the drive home, you stop at the BAPS Mandir, carved from pink sandstone and white marble by artisans in Rajasthan and Gujarat, before a last look at Ferrari World's red roof on Yas Island.",
    ticketsInfo:
      "Children aged 3 to 11 pay ₹4,499 and children under 3 travel free without a seat. Private car tours for families are available on request, priced per car. Confirmation with the pickup time arrives on WhatsApp the evening before.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before pickup. Cancellations within 24 hours and no-shows are not refunded. If a site closes unexpectedly for a state event, we replace it with another visit or refund its ticket.",
    images: [
      {
        tag: "Grand Mosque",
        scene: "temple",
        time: "day",
        alt: "The white domes of the Sheikh Zayed Grand Mosque under a clear sky",
      },
      {
        tag: "Mandir",
        scene: "temple",
        time: "dusk",
        alt: "The carved stone spires of the BAPS Hindu Mandir near Abu Dhabi at dusk",
      },
      { tag: "Corniche", scene: "city-skyline", time: "day", alt: "Abu Dhabi's Corniche beach and skyline" },
      {
        tag: "Palace",
        scene: "old-town",
        time: "day",
        alt: "The white facade and dome of Qasr Al Watan, the presidential palace",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Abu Dhabi Day Tour from Dubai with BAPS Mandir",
    metaDescription:
      "See the Sheikh Zayed Grand Mosque, Qasr Al Watan and the BAPS Hindu Mandir on a guided Abu Dhabi day trip from Dubai, with Indian lunch and hotel pickup.",
    faqs: [
      {
        group: "About the trip",
        question: "Is the BAPS Hindu Mandir always included?",
        answer:
          "On Tuesday to Sunday, yes. The mandir is closed to visitors on Mondays, so Monday tours visit the Heritage Village instead. Entry to the mandir is free; we register your group in advance.",
      },
      {
        group: "Stay and food",
        question: "What is served at lunch?",
        answer:
          "An Indian buffet with dal, paneer, vegetable curries, rice, rotis and a chicken dish, plus salad and dessert. Jain meals can be arranged with a day's notice.",
      },
      {
        group: "Fitness and safety",
        question: "How much walking is involved?",
        answer:
          "About three kilometres over the day, on level marble floors and paths. Wheelchairs are available at the mosque and the palace; let us know in advance and we will reserve one.",
      },
    ],
  },
  {
    slug: "dubai-hot-air-balloon",
    name: "Hot Air Balloon Ride at Sunrise",
    brief: "An hour drifting over the desert as the sun rises, with a falcon display and breakfast at a desert camp.",
    description:
      "Dawn is the most beautiful hour in the desert, and a balloon is the best way to see it. Flights take off from a launch site in the desert about an hour from Dubai, on the road towards Hatta, where the dunes are broken by ghaf trees, gravel plains and the distant Hajar mountains.\n\nThe balloon rises just before sunrise and drifts with the wind for around an hour, climbing to a few thousand feet and dipping low enough at times to see oryx and gazelles among the dunes. The pilots are licensed by the UAE's civil aviation authority, and the baskets are divided into compartments for stability. After landing, a vintage Land Rover takes you to a desert camp for a falcon display and a breakfast of Arabic and continental dishes.",
    duration: "4 to 5 hours (about 1 hour in the air)",
    durationMinutes: 300,
    location: "Desert launch site on the Dubai–Hatta road (pickup from your hotel)",
    mapLocation: mapsSearch("Margham Desert, Dubai"),
    price: 26999,
    originalPrice: 29999,
    priceFor: "per person",
    discountName: "Book early and save",
    inclusions: [
      "Shared pickup and drop from hotels in Dubai city",
      "About an hour's flight with a licensed pilot",
      "Light refreshments before take-off",
      "Vintage Land Rover ride from the landing site",
      "Falcon display and photographs with a falcon",
      "Breakfast at a desert camp",
      "Flight certificate",
    ],
    exclusions: [
      "Private basket upgrade (on request)",
      "In-flight photos and videos by the crew (sold separately)",
      "Tips for the crew",
    ],
    highlights: [
      "Sunrise over the dunes from a few thousand feet",
      "Wildlife such as oryx and gazelles seen from above",
      "Falcon display in the desert",
      "A relaxed breakfast at a desert camp",
    ],
    operatingDuration:
      "Daily, weather permitting; hotel pickup between 4:00 am and 5:00 am depending on the time of sunrise",
    knowBeforeYouGo: [
      "Minimum age is 5. Not suitable for pregnant travellers or anyone who has had recent surgery or has serious back problems.",
      "You must be able to climb in and out of the basket, which is about waist high.",
      "Wear flat shoes and layers: it is cool before dawn and warm by breakfast.",
      "Flights depend on the wind; the pilot makes the final decision on the morning.",
      "Maximum weight per passenger is 120 kg for safety reasons.",
    ],
    yourExperience:
      "The car collects you in the dark and drives out of the city towards the Hajar mountains. At the launch site, coffee and biscuits are served while the crew fires up the burners and the balloons swell into shape in the half-light. After a safety briefing you climb into the basket, and with a roar of the burner you lift gently off the sand. The sun rises over the mountains as you float higher, the dunes changing from grey to gold to red. The pilot points out camel farms, ghaf trees and, with luck, herds of oryx. After about an hour you land softly on the sand, help pack the balloon, and ride in a classic Land Rover to camp for a falcon display and breakfast.",
    ticketsInfo:
      "The same price applies to children aged 5 and above. Private baskets for couples and families are available on request. Your confirmation and pickup time arrive by WhatsApp the evening before, after the weather check.",
    cancellationPolicy:
      "Free cancellation up to 72 hours before the flight. Within 72 hours, no refund is possible. If the flight is cancelled because of wind or weather, you choose between another morning and a full refund.",
    images: [
      {
        tag: "Sunrise",
        scene: "desert-dunes",
        time: "dawn",
        alt: "Hot air balloons drifting over the red dunes at sunrise",
      },
      {
        tag: "Take-off",
        scene: "desert-dunes",
        time: "dawn",
        alt: "A balloon being inflated at the desert launch site before dawn",
      },
      {
        tag: "Breakfast camp",
        scene: "campsite-night",
        time: "dawn",
        alt: "A desert camp laid out for breakfast after the balloon landing",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Dubai Hot Air Balloon Ride at Sunrise | Parvat",
    metaDescription:
      "Float over the Dubai desert at sunrise in a hot air balloon, then enjoy a falcon show and desert breakfast. Licensed pilots and hotel pickup included.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is a balloon flight safe?",
        answer:
          "Our operator's pilots are licensed by the UAE General Civil Aviation Authority and flights go ahead only in suitable wind. The basket is divided into compartments, and the crew gives a full landing briefing before take-off.",
      },
      {
        group: "Cancellation and refunds",
        question: "What happens if my flight is cancelled for weather?",
        answer:
          "You choose: another morning during your stay, or a full refund. We recommend booking the balloon early in your trip so there is time to reschedule.",
      },
      {
        group: "About the trip",
        question: "Is it cold up there?",
        answer:
          "Less than you might think, as the burner gives off heat, but winter mornings in the desert are chilly before sunrise. A light jacket you can take off is ideal.",
      },
      {
        group: "About the trip",
        question: "Can children fly?",
        answer:
          "Yes, from age 5, if they are tall enough to see over the basket edge with an adult beside them. Families can book a private basket for a calmer flight.",
      },
    ],
  },
  {
    slug: "old-dubai-souks-walk",
    name: "Old Dubai Walk: Al Fahidi, Abra and the Souks",
    brief: "A small-group walk through wind-tower lanes, across the creek by abra and into the spice and gold souks.",
    description:
      "This three-hour walk shows the Dubai that existed before the towers, led by a guide who grew up in Bur Dubai and knows which shopkeepers have been trading there longest. It runs in the late afternoon, when the heat eases and the creek is at its liveliest.\n\nYou start in the Al Fahidi Historical Neighbourhood, among coral-stone houses and wind towers, with a stop for Arabic coffee and luqaimat, sweet fried dumplings with date syrup. Then you pass through the textile souk to the creek, board an abra for the crossing to Deira, and lose yourself in the Spice Souk, with its saffron, frankincense and dried limes, before ending in the Gold Souk as the lights come on. The group is never more than twelve.",
    duration: "3 hours",
    durationMinutes: 180,
    location: "Al Fahidi Historical Neighbourhood, Bur Dubai",
    mapLocation: mapsSearch("Al Fahidi Historical Neighbourhood, Dubai"),
    price: 2499,
    priceFor: "per person",
    inclusions: [
      "Three-hour guided walk with a local guide, in English or Hindi",
      "Abra crossing of Dubai Creek",
      "Arabic coffee, luqaimat and karak chai tastings",
      "Group of no more than twelve",
    ],
    exclusions: ["Hotel transfers", "Dinner", "Purchases in the souks"],
    highlights: [
      "The wind-tower lanes of Al Fahidi",
      "Crossing the creek in a wooden abra",
      "Saffron, frankincense and spices in the Deira souk",
      "The Gold Souk lit up at dusk",
    ],
    operatingDuration: "Daily except Friday; starts at 4:00 pm (3:30 pm from November to February)",
    knowBeforeYouGo: [
      "The meeting point is the exit of Sharaf DG metro station on the Green Line; the guide holds a red Parvat Journeys flag.",
      "Wear comfortable walking shoes and clothes that cover shoulders and knees.",
      "The walk covers about three kilometres on level ground, with a step down into the abra.",
      "Carry some cash for shopping; many small souk shops prefer it.",
    ],
    yourExperience:
      "You meet your guide near the creek and step into the quiet lanes of Al Fahidi, where the guide explains how wind towers cooled houses long before air conditioning. Over coffee and luqaimat in a courtyard café, you hear about pearl diving and the old trade routes to India. Then it is through the textile souk to the water's edge, where you climb into an abra for the crossing, with dhows loading cargo beside you. In Deira, the guide introduces you to spice sellers who let you smell saffron and frankincense, and shows you how to tell good saffron from bad. The walk ends among the glittering windows of the Gold Souk, with a cup of karak chai.",
    ticketsInfo:
      "Children aged 5 to 12 pay ₹1,499 and children under 5 join free. Private walks for families can be arranged at other times. Your confirmation with the guide's number is sent on WhatsApp.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before the walk. Within 24 hours, the booking is non-refundable. If the walk is cancelled for heavy rain, you receive a full refund.",
    images: [
      {
        tag: "Al Fahidi",
        scene: "old-town",
        time: "day",
        alt: "A lane of coral-stone houses with wind towers in Al Fahidi",
      },
      {
        tag: "Abra",
        scene: "river-valley",
        time: "dusk",
        alt: "Passengers crossing Dubai Creek in a wooden abra at dusk",
      },
      {
        tag: "Spice Souk",
        scene: "old-town",
        time: "night",
        alt: "Sacks of spices and dried flowers at a stall in the Deira Spice Souk",
      },
    ],
    campsites: ["dubai"],
    metaTitle: "Old Dubai Walking Tour: Al Fahidi, Abra and Souks",
    metaDescription:
      "Walk old Dubai with a local guide: Al Fahidi's wind towers, an abra across the creek, and Deira's spice and gold souks. Small groups and tastings included.",
    faqs: [
      {
        group: "About the trip",
        question: "Is the walk suitable for older travellers?",
        answer:
          "Yes. It is on level ground at a gentle pace, with sitting breaks at the café and on the abra. The guide can shorten the route if anyone tires.",
      },
      {
        group: "Booking and payment",
        question: "Will the guide take us to shops for commission?",
        answer:
          "No. Our guides are paid a fair fee and do not earn commission from shops. They will happily recommend trusted traders if you ask.",
      },
      {
        group: "About the trip",
        question: "Can we do the walk in the morning?",
        answer:
          "Private walks can start at 9 am, before the heat. The souks are quieter then, though some spice shops open only after 10.",
      },
    ],
  },
];
