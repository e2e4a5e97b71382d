// The six curated destinations abroad, with their attraction lists in display order.
import type { DemoDestination } from "../../types.ts";

export const abroadDestinations: DemoDestination[] = [
  {
    slug: "bali",
    name: "Bali",
    country: "Indonesia",
    tagline: "Temple festivals, green rice terraces and sunsets on the Indian Ocean",
    description:
      "Bali is a Hindu-majority island in the world's largest Muslim-majority country, and it shows everywhere: offerings of flowers and rice on every doorstep, family temples in every compound, processions that stop traffic on full-moon days. The island is small enough that you can sleep among the rice fields of Ubud one night and beside the surf of Seminyak the next.\n\nMost travellers split their stay between the cultural centre around Ubud, with its terraces, craft villages and water temples, and the south coast, where Uluwatu's cliffs and the beaches of Jimbaran and Seminyak face the sunset. A fast boat from Sanur puts the wild cliffs of Nusa Penida within a day trip.\n\nThe dry season from April to October brings the clearest skies, though the rains from November to March mostly fall as short afternoon showers. Flights from Indian metros take between seven and eleven hours, usually with one stop.",
    hero: {
      scene: "rice-terraces",
      time: "dawn",
      alt: "Terraced rice fields stepping down a green valley in Bali at sunrise",
      aspect: "wide",
    },
    campsite: "bali",
    metaTitle: "Bali Tour Packages from India | Parvat Journeys",
    metaDescription:
      "Plan Bali with Ubud's rice terraces, Uluwatu's cliff temple and Nusa Penida's beaches. Visa tips, best season and packages from India.",
    attractions: [
      "tegallalang-rice-terraces",
      "uluwatu-temple",
      "tanah-lot-temple",
      "kelingking-beach-nusa-penida",
      "ubud-monkey-forest",
      "mount-batur",
    ],
    faqs: [
      {
        group: "Travel and documents",
        question: "Do Indians need a visa for Bali?",
        answer:
          "Yes, but it is simple: Indian passport holders get a 30-day visa on arrival at Denpasar airport, or can buy the same e-VOA online before flying. Budget IDR 500,000 for the visa and IDR 150,000 for the Bali tourist levy, both per person.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit Bali?",
        answer:
          "April to October is the dry season, with sunny days and calm seas for the Nusa Penida boats. July, August and the Christmas holidays are the busiest and dearest. From November to March expect short, heavy afternoon showers and greener fields.",
      },
      {
        group: "About the trip",
        question: "What is Nyepi and does it affect my trip?",
        answer:
          "Nyepi, the Balinese new year in March, is a day of silence: the airport closes for 24 hours, nobody may go out on the streets and hotels dim their lights. It is a remarkable experience if you are already there, but avoid arriving or leaving that day. We flag the date when you book.",
      },
      {
        group: "Booking and payment",
        question: "Which currency should I carry?",
        answer:
          "The Indonesian rupiah. Carry a small amount of US dollars to exchange at authorised money changers (look for a licence sign and count your notes before leaving), and use an international debit or forex card at ATMs for the rest. Cards are widely accepted in hotels and cafés.",
      },
      {
        group: "Stay and food",
        question: "Is vegetarian food easy to find in Bali?",
        answer:
          "Very. Ubud in particular is full of vegetarian and vegan cafés, tempeh and tofu are everyday Balinese food, and several Indian restaurants operate in Seminyak, Kuta and Ubud. Tell us about Jain or other requirements and we brief the hotels in advance.",
      },
    ],
  },
  {
    slug: "vietnam",
    name: "Vietnam",
    country: "Vietnam",
    tagline: "Limestone bays, lantern-lit old towns and a country that runs on coffee",
    description:
      "Vietnam stretches more than 1,600 kilometres from the mountains on the Chinese border to the flat green Mekong Delta, and a trip from one end to the other feels like visiting three countries. Hanoi in the north is all lakes, French-era boulevards and the tight lanes of the Old Quarter; the centre has Hoi An's yellow merchant houses and the beaches of Da Nang; the south runs on the energy of Ho Chi Minh City.\n\nThe classic route links them with short domestic flights, with a night on a cruise among the limestone islands of Ha Long Bay. Food is a reason to go in itself: pho for breakfast, banh mi at noon, and egg coffee in a Hanoi café in the afternoon.\n\nDirect flights from Mumbai and Delhi reach Hanoi and Ho Chi Minh City in about five hours, and Vietnam's e-visa makes the paperwork easy.",
    hero: {
      scene: "island-cove",
      time: "dawn",
      alt: "Limestone islands rising from calm green water in Ha Long Bay at dawn",
      aspect: "wide",
    },
    campsite: "vietnam",
    metaTitle: "Vietnam Tours from India: Hanoi to Saigon | Parvat Journeys",
    metaDescription:
      "Cruise Ha Long Bay, walk Hoi An's lantern streets and crawl the Cu Chi tunnels. Vietnam e-visa help, best season and group trips from India.",
    attractions: [
      "ha-long-bay",
      "hoi-an-ancient-town",
      "hanoi-old-quarter",
      "golden-bridge-ba-na-hills",
      "cu-chi-tunnels",
      "mekong-delta",
    ],
    faqs: [
      {
        group: "Travel and documents",
        question: "How do Indians get a visa for Vietnam?",
        answer:
          "Apply for an e-visa on Vietnam's official immigration portal. It is valid for up to 90 days and is usually approved within a week, but allow three. Upload a passport scan and a recent photo on a white background, then print the approval letter to show at the airport.",
      },
      {
        group: "About the trip",
        question: "What is the best season for a north-to-south trip?",
        answer:
          "March and April, or October and November, give the best balance along the whole country. Hanoi is cool and can be grey from December to February, central Vietnam gets heavy rain from September to December, and the south is dry from December to April.",
      },
      {
        group: "Booking and payment",
        question: "What money should I use in Vietnam?",
        answer:
          "The Vietnamese dong. Notes run into hundreds of thousands, so check the zeros before paying. ATMs are everywhere in cities, and cards work in hotels and larger restaurants, while street food and markets are cash only.",
      },
      {
        group: "Stay and food",
        question: "Can vegetarians eat well in Vietnam?",
        answer:
          "Yes, if you know the word chay, meaning vegetarian. Buddhist chay restaurants exist in every city, and most cafés will make tofu, vegetable and rice dishes without meat. Fish sauce is in many dishes, so ask for it to be left out. Indian restaurants are easy to find in Hanoi, Hoi An and Ho Chi Minh City.",
      },
      {
        group: "About the trip",
        question: "What should I pack?",
        answer:
          "Light cotton clothes, a rain jacket, comfortable walking shoes and something that covers your shoulders and knees for temples. From December to February add a warm layer for Hanoi and the Ha Long cruise deck. A universal plug adapter is useful; Vietnam uses 220-volt sockets.",
      },
    ],
  },
  {
    slug: "thailand",
    name: "Thailand",
    country: "Thailand",
    tagline: "Golden temples in Bangkok and turquoise bays along the Andaman Sea",
    description:
      "Thailand is the easiest first trip abroad for many Indian travellers: a short flight, visa-free entry for short stays at the time of writing, friendly hotels used to Indian families, and food that ranges from roadside pad thai to a South Indian thali.\n\nBangkok rewards two full days: the Grand Palace and the reclining Buddha of Wat Pho in the morning, a long-tail boat through the Thonburi canals, and the city lit up from a river cruise at night. The Andaman coast is the other half of the trip, where Phuket and Krabi are the gateways to the Phi Phi islands, the sea caves of Phang Nga Bay and the cliffs of Railay.\n\nThe Andaman islands are at their best from November to April. From May to October the south-west monsoon brings rough seas, and some boat trips do not run.",
    hero: {
      scene: "island-cove",
      time: "day",
      alt: "Long-tail boats moored in a turquoise bay under limestone cliffs in southern Thailand",
      aspect: "wide",
    },
    campsite: "thailand",
    metaTitle: "Thailand Tour Packages: Phuket, Krabi, Bangkok",
    metaDescription:
      "Island-hop Phi Phi and Phang Nga Bay, climb to Railay's viewpoints and see Bangkok's Grand Palace. Thailand trips from India with local experts.",
    attractions: ["grand-palace-bangkok", "phi-phi-islands", "phang-nga-bay", "railay-beach", "wat-arun"],
    faqs: [
      {
        group: "Travel and documents",
        question: "Do Indians need a visa for Thailand?",
        answer:
          "At the time of writing Indian passport holders can enter Thailand without a visa for a short tourist stay. Thailand changes this rule from time to time, so we confirm it when you book. Every visitor must also submit the Thailand Digital Arrival Card online in the three days before arrival.",
      },
      {
        group: "About the trip",
        question: "When should I go to Phuket and Krabi?",
        answer:
          "November to April brings calm, clear seas and the best island trips. March and April are the hottest months. From May to October the monsoon makes the Andaman Sea choppy; hotels are cheaper, but some speedboat trips are cancelled at short notice.",
      },
      {
        group: "Booking and payment",
        question: "What is the best way to carry money?",
        answer:
          "Thai baht. A forex card works at ATMs, though Thai machines charge a fixed fee of around 220 baht per withdrawal, so take out larger amounts less often. Cash is needed for markets, long-tail boats and tips; cards work in malls and hotels.",
      },
      {
        group: "About the trip",
        question: "Is there a dress code for temples?",
        answer:
          "Yes. For the Grand Palace, Wat Pho and Wat Arun, shoulders and knees must be covered, for men and women alike. Avoid tight or see-through clothing and take your shoes off before entering a prayer hall. A light scarf and long trousers in your day bag solve it.",
      },
      {
        group: "Stay and food",
        question: "Is Indian food available?",
        answer:
          "Easily. Phuket, Krabi town and Bangkok have dozens of Indian restaurants, including pure vegetarian and Jain kitchens in Bangkok's Pahurat area. Thai food itself can be made without meat or fish sauce if you say 'jay' (strict vegetarian) when ordering.",
      },
      {
        group: "About the trip",
        question: "Which plug sockets does Thailand use?",
        answer:
          "Most sockets take both flat two-pin and round two-pin plugs, so Indian two-pin chargers usually fit. Carry a universal adapter for three-pin plugs. The supply is 220 volts, the same as at home.",
      },
    ],
  },
  {
    slug: "georgia",
    name: "Georgia",
    country: "Georgia",
    tagline: "Caucasus peaks, cave-cellar wines and the warmest welcome in Europe's east",
    description:
      "Georgia sits where Europe meets Asia, between the Black Sea and the Caspian, with the Greater Caucasus running along its northern border. Its capital Tbilisi tumbles down both banks of the Mtkvari river: sulphur bathhouses with brick domes, carved wooden balconies, a fortress on the ridge and glass-and-steel bridges below it.\n\nAn hour north, the Georgian Military Highway climbs past the fortress of Ananuri and over the Jvari Pass to Stepantsminda, where a 14th-century church stands alone on a hill beneath the glaciers of Mount Kazbek. To the east lies Kakheti, the wine country, where families still ferment wine in clay qvevri buried in the ground, a method practised for some 8,000 years.\n\nLate spring and early autumn are ideal; winter brings skiing in Gudauri, and the Jvari Pass can close after heavy snow.",
    hero: {
      scene: "himalayan-peaks",
      time: "day",
      alt: "A stone church on a green hilltop below the snow-covered Caucasus in Georgia",
      aspect: "wide",
    },
    campsite: "georgia",
    metaTitle: "Georgia Tour Packages from India | Tbilisi & Kazbegi",
    metaDescription:
      "See Tbilisi's old town, drive the Georgian Military Highway to Kazbegi and taste qvevri wine in Kakheti. Georgia group trips with e-visa help.",
    attractions: ["tbilisi-old-town", "gergeti-trinity-church", "mtskheta", "ananuri-fortress", "sighnaghi"],
    faqs: [
      {
        group: "Travel and documents",
        question: "Do Indians need a visa for Georgia?",
        answer:
          "Yes: apply for a Georgian e-visa online at least three weeks before travel. If you hold a valid US, UK or Schengen visa or residence permit, you can usually enter visa-free. Carry travel insurance, a return ticket and hotel bookings, as officers may ask for them.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit Georgia?",
        answer:
          "May, June, September and October: green valleys or autumn colours, comfortable days around 20 to 25°C, and the mountain roads open. July and August are hot in Tbilisi but pleasant in Kazbegi. December to March is for snow and skiing in Gudauri.",
      },
      {
        group: "Booking and payment",
        question: "What currency is used in Georgia?",
        answer:
          "The Georgian lari. Exchange offices in Tbilisi offer fair rates for US dollars and euros, and cards are accepted almost everywhere in towns. Keep some cash for village markets, church candles and mountain cafés.",
      },
      {
        group: "Stay and food",
        question: "What will vegetarians eat?",
        answer:
          "More than you expect. Khachapuri (cheese bread), lobio (bean stew in clay pots), pkhali (spinach and walnut pâté), badrijani (aubergine rolls with walnut paste) and mushroom dishes are all vegetarian. Tbilisi also has several Indian restaurants for a familiar meal.",
      },
      {
        group: "About the trip",
        question: "What should I pack?",
        answer:
          "Layers. Even in summer, Kazbegi at 1,700 metres is cool in the mornings and the Jvari Pass is colder still. Bring a fleece, a windproof jacket, good walking shoes for cobbled streets, and a scarf for women to cover their heads inside churches.",
      },
    ],
  },
  {
    slug: "malaysia",
    name: "Malaysia",
    country: "Malaysia",
    tagline: "Skyscrapers, tea-covered hills and the mangroves of Langkawi",
    description:
      "Malaysia packs a surprising range into a short trip. Kuala Lumpur is a modern capital with the Petronas Twin Towers at its heart, yet a few kilometres north the Batu Caves temple draws pilgrims up 272 rainbow-painted steps to a shrine of Lord Murugan inside a limestone hill.\n\nA few hours' drive brings you to the Cameron Highlands at around 1,500 metres, where tea estates laid out in the 1920s cover the hills and the air is cool enough for a jacket. Langkawi, an archipelago of 99 islands in the Andaman Sea, is the slow end of the trip: a cable car to a curved bridge above the rainforest, boat rides through mangroves and long evenings on the beach at Pantai Cenang.\n\nMalaysia is warm and humid all year, with short tropical downpours; Langkawi is driest from November to April.",
    hero: {
      scene: "tea-hills",
      time: "day",
      alt: "Rows of tea bushes covering rolling hills in the Cameron Highlands",
      aspect: "wide",
    },
    campsite: "malaysia",
    metaTitle: "Malaysia Packages: Kuala Lumpur, Cameron, Langkawi",
    metaDescription:
      "Climb Batu Caves, walk the Cameron Highlands tea estates and ride the Langkawi cable car. Malaysia holidays from India, visa-free for Indians.",
    attractions: [
      "petronas-twin-towers",
      "batu-caves",
      "cameron-highlands",
      "langkawi-sky-bridge",
      "kilim-geoforest-park",
    ],
    faqs: [
      {
        group: "Travel and documents",
        question: "Do Indians need a visa for Malaysia?",
        answer:
          "Not at present: Malaysia allows Indian citizens visa-free stays of up to 30 days, a concession it has extended more than once. You must submit the Malaysia Digital Arrival Card online within three days before arrival. We confirm the current rule when you book.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit?",
        answer:
          "Any month works for Kuala Lumpur and the Cameron Highlands. For Langkawi, November to April brings the calmest seas and most sunshine. Expect a short afternoon downpour on many days whatever the season, so carry a compact umbrella.",
      },
      {
        group: "Booking and payment",
        question: "Which currency do I need?",
        answer:
          "The Malaysian ringgit. Cards and contactless payments are accepted almost everywhere in Kuala Lumpur, and ATMs are easy to find. Carry some cash for the Cameron Highlands' farm stalls and Langkawi's night markets.",
      },
      {
        group: "Stay and food",
        question: "Will I find Indian food?",
        answer:
          "Easily. Malaysia has a large Tamil community, and banana-leaf meals, thosai and roti canai are everyday food. Kuala Lumpur's Brickfields, also called Little India, has rows of vegetarian restaurants. Langkawi's Pantai Cenang has several Indian kitchens too.",
      },
      {
        group: "About the trip",
        question: "Do I need a plug adapter?",
        answer:
          "Yes. Malaysia uses the British three-square-pin socket at 240 volts, so bring an adapter for Indian plugs. Most hotels lend one at the reception desk, but numbers are limited.",
      },
    ],
  },
  {
    slug: "dubai",
    name: "Dubai",
    country: "United Arab Emirates",
    tagline: "The world's tallest tower, old creek-side souks and red dunes an hour away",
    description:
      "Dubai grew from a pearl-diving and trading port on a saltwater creek into a city of record-breaking towers within two generations, and both halves are still there to see. Cross the creek in a wooden abra for one dirham, wander the spice and gold souks of Deira and the wind-tower lanes of Al Fahidi, then ride a lift 124 floors up the Burj Khalifa the same evening.\n\nBeyond the city, the desert starts within an hour's drive: red dunes for safaris and buggy rides, and quiet conservation reserves at dawn, best seen from a hot air balloon. Abu Dhabi, with the white marble Sheikh Zayed Grand Mosque, is an easy day trip.\n\nWith flights of under four hours from most Indian cities, Dubai suits a long weekend as well as a family holiday. November to March is the pleasant season; from June to September daytime temperatures pass 40°C.",
    hero: {
      scene: "city-skyline",
      time: "dusk",
      alt: "The Dubai skyline at dusk with the Burj Khalifa rising above the other towers",
      aspect: "wide",
    },
    campsite: "dubai",
    metaTitle: "Dubai Tour Packages & Things to Do | Parvat Journeys",
    metaDescription:
      "Desert safaris, the Burj Khalifa, dhow cruises and Abu Dhabi day tours. Dubai packages and activities from India with visas arranged for you.",
    attractions: [
      "burj-khalifa",
      "al-fahidi-and-dubai-creek",
      "dubai-fountain",
      "palm-jumeirah",
      "sheikh-zayed-grand-mosque",
    ],
    activities: [
      "dubai-desert-safari-bbq-dinner",
      "burj-khalifa-at-the-top",
      "dubai-marina-dhow-cruise",
      "museum-of-the-future-tickets",
    ],
    faqs: [
      {
        group: "Travel and documents",
        question: "How do I get a Dubai visa as an Indian citizen?",
        answer:
          "We apply for a 30-day UAE tourist visa through our licensed Dubai partner; it usually takes three to four working days. Send a colour passport scan and a photo on a white background. If you hold a valid US visa or green card, or a UK or EU residence permit, you may be eligible for a visa on arrival instead.",
      },
      {
        group: "About the trip",
        question: "When is the best time to visit Dubai?",
        answer:
          "November to March, when days are around 25°C and evenings in the desert are pleasant. The Dubai Shopping Festival runs from December into January, the busiest and dearest weeks. Summer is very hot, but hotels are much cheaper and indoor attractions are fully air-conditioned.",
      },
      {
        group: "Booking and payment",
        question: "Which currency should I carry?",
        answer:
          "The UAE dirham (AED), pegged to the US dollar. Cards and contactless payments work almost everywhere, including taxis and the metro ticket machines. Keep a little cash for abras, souk bargaining and tips.",
      },
      {
        group: "About the trip",
        question: "Is there a dress code in Dubai?",
        answer:
          "Swimwear is fine at beaches and pools. In malls, souks and the old town, clothes that cover shoulders and knees are respectful. Mosques, including the Sheikh Zayed Grand Mosque in Abu Dhabi, require long, loose clothing, and women must cover their hair.",
      },
      {
        group: "About the trip",
        question: "What happens during Ramadan?",
        answer:
          "Dubai stays open, but eating, drinking and smoking in public during daylight is discouraged, and some attractions change their hours. Evenings come alive with iftar tents and night markets. Desert safaris still run, often without dance shows. We tell you when your dates fall in Ramadan.",
      },
    ],
  },
];
