// Bookable experiences in Bali, offered as add-ons on trips and quotations.
import type { DemoActivity } from "../../types.ts";

const mapsSearch = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

export const baliActivities: DemoActivity[] = [
  {
    slug: "mount-batur-sunrise-trek",
    name: "Mount Batur Sunrise Trek",
    brief: "Climb an active volcano by torchlight and watch the sun rise over Lake Batur and Mount Agung.",
    description:
      "Mount Batur, 1,717 metres high in the Kintamani highlands, is Bali's most rewarding early start. You climb in the dark with a certified local guide and reach the rim in time to see the sky turn pink behind Mount Agung and the mist lift off the crater lake below.\n\nThe walk takes about two hours up on a clear path through pine forest and then loose volcanic gravel, with rests whenever the group needs them. At the top, your guide cooks eggs and bananas in the steam that rises from the rocks and serves them with hot tea. On the way down, you walk past black lava fields left by eruptions in the last century, and the morning ends at a coffee plantation for a tasting. You are back at your hotel by late morning, with the afternoon free to sleep.",
    duration: "9 to 10 hours including transfers (about 4 hours of walking)",
    durationMinutes: 570,
    location: "Toya Bungkah, Kintamani, Bali (pickup from Ubud or south Bali)",
    mapLocation: mapsSearch("Mount Batur trekking start point, Toya Bungkah"),
    price: 4299,
    priceFor: "per person",
    inclusions: [
      "Shared pickup and drop from hotels in Ubud, Seminyak, Kuta, Sanur and Jimbaran",
      "Certified local trekking guide (one guide for every four trekkers)",
      "Head torch and walking stick",
      "Breakfast at the summit and bottled water",
      "Coffee and tea tasting at a plantation on the way back",
    ],
    exclusions: ["Entry to the Batur natural hot springs", "Tips for the guide", "Lunch"],
    highlights: [
      "Sunrise over Lake Batur with Mount Agung on the skyline",
      "Breakfast cooked in volcanic steam",
      "Walking past old lava flows in the caldera",
      "Small groups with a local guide",
    ],
    operatingDuration: "Daily; pickup between 2:00 am and 2:30 am, back at your hotel between 11:00 am and noon",
    knowBeforeYouGo: [
      "You need reasonable fitness: two hours of steady uphill walking, steep and loose near the top.",
      "Minimum age is 8. Not suitable for pregnant travellers or anyone with heart, knee or breathing problems.",
      "Wear trainers or walking shoes with good grip; the gravel is slippery.",
      "It is around 10 to 15°C at the summit before dawn; bring a warm layer and a light rain jacket.",
    ],
    yourExperience:
      "A car collects you in the middle of the night and climbs into the highlands while you doze. At the trailhead, your guide hands out torches and sets a gentle pace through the forest, with a line of lights ahead and behind you on the mountain. The last stretch is steep gravel, where your guide will give you a hand if needed. You reach the rim in the dark and find a seat as the sky slowly brightens behind Mount Agung. Breakfast arrives, steaming from a vent in the rocks. After sunrise, walk around part of the crater rim, watch the monkeys, and then head down through black lava fields to the car and a coffee tasting on the way back.",
    ticketsInfo:
      "Children aged 8 to 12 pay ₹3,299. Private treks with your own guide and car cost ₹6,999 per person for two, less for larger groups. The guide's name and number reach you on WhatsApp the evening before.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before pickup. Later cancellations and no-shows are not refunded. If the trek is cancelled for heavy rain or volcanic activity warnings, you get a full refund or another date.",
    images: [
      {
        tag: "Sunrise",
        scene: "high-lake",
        time: "dawn",
        alt: "The sun rising over Lake Batur and Mount Agung from the summit of Mount Batur",
      },
      {
        tag: "Night climb",
        scene: "mountain-road",
        time: "night",
        alt: "A line of head torches on the slopes of Mount Batur before dawn",
      },
      {
        tag: "Summit",
        scene: "himalayan-peaks",
        time: "dawn",
        alt: "Trekkers sitting on the crater rim waiting for the sunrise",
      },
    ],
    campsites: ["bali"],
    metaTitle: "Mount Batur Sunrise Trek, Bali | From ₹4,299",
    metaDescription:
      "Climb Mount Batur by torchlight with a certified guide, watch sunrise over Lake Batur and eat breakfast cooked in volcanic steam. Hotel pickup included.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "I do not exercise much. Can I do this trek?",
        answer:
          "If you can walk uphill for two hours with breaks, yes. Guides go at the pace of the slowest walker. If you are unsure, ask us about the jeep option, which drives to a viewpoint for sunrise without the climb.",
      },
      {
        group: "About the trip",
        question: "What if it is cloudy at the top?",
        answer:
          "Cloud sometimes hides the sunrise, especially from December to February. The view often clears within an hour, and guides wait with you. The trek runs in light cloud; only heavy rain cancels it.",
      },
      {
        group: "Stay and food",
        question: "Is the summit breakfast vegetarian?",
        answer:
          "It is egg and banana sandwiches by default. Vegetarians who do not eat eggs get a banana pancake and fruit instead; tell us when booking.",
      },
    ],
  },
  {
    slug: "nusa-penida-day-trip",
    name: "Nusa Penida West Coast Day Trip",
    brief: "Fast boat to Nusa Penida for Kelingking, Broken Beach, Angel's Billabong and snorkelling at Crystal Bay.",
    description:
      "Nusa Penida, across the strait from Sanur, has Bali's most dramatic coastline: white cliffs dropping into deep blue water, sea arches and hidden coves. Its roads are narrow and rough, so a day there works best with a driver who knows them, and that is what this trip gives you.\n\nYou cross from Sanur by fast boat in the morning and meet your driver at the harbour. The day covers the west coast: the clifftop viewpoint at Kelingking, the natural arch and enclosed pool of Broken Beach, the rock pools of Angel's Billabong and a relaxed lunch, followed by snorkelling at Crystal Bay, where the reef is close to shore. In the dry season, manta rays feed off the coast, and a snorkelling boat trip to see them can replace the afternoon beach.",
    duration: "11 to 12 hours including transfers",
    durationMinutes: 690,
    location: "Nusa Penida, Klungkung (fast boat from Sanur)",
    mapLocation: mapsSearch("Sanur fast boat harbour to Nusa Penida"),
    price: 6499,
    priceFor: "per person",
    inclusions: [
      "Pickup and drop from hotels in south Bali and Ubud",
      "Return fast boat tickets Sanur to Nusa Penida",
      "Private air-conditioned car with an island driver",
      "Entry fees at all viewpoints",
      "Indonesian or Indian vegetarian lunch at a local restaurant",
      "Snorkelling equipment at Crystal Bay",
    ],
    exclusions: ["Manta ray snorkelling boat (₹2,499 extra)", "Drinks at lunch", "Tips"],
    highlights: [
      "Kelingking's famous dinosaur-shaped headland",
      "The sea arch and pool at Broken Beach",
      "Snorkelling at Crystal Bay",
      "An island driver who knows the rough roads",
    ],
    operatingDuration: "Daily; hotel pickup from 6:00 am, boat at about 7:30 am, return boat around 4:30 pm",
    knowBeforeYouGo: [
      "There is no jetty at Sanur: you wade to the boat in knee-deep water, so wear shorts and sandals.",
      "The crossing can be bumpy; take motion sickness tablets 30 minutes before boarding if you need them.",
      "Island roads are narrow and winding, and drives between sights take 30 to 60 minutes.",
      "Climbing down to Kelingking beach is not part of the trip and is not recommended.",
    ],
    yourExperience:
      "The morning starts on Sanur beach, where you wade out to a fast boat that skips across the strait in about 40 minutes. Your driver waits at the Penida harbour and heads west along narrow lanes through villages and coconut groves. At Kelingking, you walk to the edge and see the headland curling into the sea below. Broken Beach and Angel's Billabong are a short drive apart, both carved by the waves into pools and arches. After lunch in a warung, you cool off in the clear water of Crystal Bay with a mask and snorkel, before the boat back to Sanur at the end of the afternoon.",
    ticketsInfo:
      "Children aged 4 to 11 pay ₹4,999 and children under 4 travel free. Cars seat up to five, and families travel in their own car. Boat tickets are issued on the morning at the Sanur counter.",
    cancellationPolicy:
      "Free cancellation up to 48 hours before the trip. Within 48 hours, the boat tickets and car cost are non-refundable. If the harbour master cancels sailings for high waves, you get a full refund or another date.",
    images: [
      {
        tag: "Kelingking",
        scene: "island-cove",
        time: "day",
        alt: "The headland and white-sand cove at Kelingking on Nusa Penida",
      },
      {
        tag: "Broken Beach",
        scene: "island-cove",
        time: "dusk",
        alt: "The natural rock arch at Broken Beach with waves rolling in",
      },
      { tag: "Fast boat", scene: "beach", time: "dawn", alt: "Fast boats anchored off Sanur beach at dawn" },
      { tag: "Snorkelling", scene: "beach", time: "day", alt: "Clear shallow water over the reef at Crystal Bay" },
    ],
    campsites: ["bali"],
    metaTitle: "Nusa Penida Day Trip from Bali | Kelingking Beach",
    metaDescription:
      "See Kelingking, Broken Beach and Angel's Billabong and snorkel Crystal Bay on a Nusa Penida day trip with fast boat, private car and lunch included.",
    faqs: [
      {
        group: "Fitness and safety",
        question: "Is the trip suitable for older travellers?",
        answer:
          "Yes, with care. Wading to the boat needs a steady step, and some viewpoints have uneven paths. Crew and drivers help, and everyone can stay near the car at any stop.",
      },
      {
        group: "About the trip",
        question: "Can I see the manta rays?",
        answer:
          "In the dry season, yes: add the manta snorkelling boat, which replaces the Crystal Bay stop. Sightings are likely but never guaranteed, as the mantas are wild.",
      },
      {
        group: "Cancellation and refunds",
        question: "What if the sea is too rough?",
        answer:
          "The harbour master sometimes stops boats on windy days. If that happens, we move you to another day or refund the trip in full.",
      },
    ],
  },
  {
    slug: "ubud-balinese-cooking-class",
    name: "Balinese Cooking Class in Ubud",
    brief: "A morning market visit and a hands-on class in a family compound, with a feast of the dishes you cook.",
    description:
      "Balinese cooking starts with base genep, a paste of shallots, garlic, galangal, turmeric, ginger, lemongrass and chillies ground by hand on a stone mortar, and this class teaches you to make it from scratch. It is held in the kitchen pavilion of a family compound in a village just outside Ubud, run by a mother and daughter who have taught visitors for years.\n\nThe morning begins at the local market, where your hosts explain the unfamiliar fruits, leaves and spices, and the offerings being bought for the day's ceremonies. Back at the compound, each guest has a station and cooks around seven dishes: vegetables with grated coconut, sweet soy tempeh, tofu steamed in banana leaf, a peanut sauce and a black rice pudding among them. A vegetarian menu is always available. The class ends with a long lunch of everything you made, and a booklet of the recipes.",
    duration: "5 hours",
    durationMinutes: 300,
    location: "A family compound near Ubud, Gianyar",
    mapLocation: mapsSearch("Ubud Market, Bali"),
    price: 3499,
    originalPrice: 3999,
    priceFor: "per person",
    discountName: "Couples offer",
    inclusions: [
      "Pickup and drop from hotels in central Ubud",
      "Guided visit to the morning market",
      "Hands-on class with your own cooking station",
      "Lunch of the dishes you cook, with tea and juice",
      "Printed recipe booklet",
    ],
    exclusions: ["Transfers from south Bali (₹1,200 per car each way)", "Tips"],
    highlights: [
      "Grinding base genep spice paste by hand",
      "A morning market seen through a local cook's eyes",
      "Cooking in a traditional family compound",
      "Fully vegetarian menu on request",
    ],
    operatingDuration: "Daily except on major temple festival days; 8:00 am to 1:00 pm",
    knowBeforeYouGo: [
      "Tell us about allergies and vegetarian, vegan or Jain requirements when booking.",
      "Dishes are cooked mild; chillies are added separately for those who like heat.",
      "The compound is a family home: dress modestly and remove shoes on the raised pavilions.",
      "Children from 8 can cook with an adult; younger ones are welcome to watch.",
    ],
    yourExperience:
      "Your hosts meet you at Ubud's morning market, already busy with women buying flowers and palm leaves for offerings. They show you how to choose galangal and turmeric, and let you taste salak, the snake fruit. A short drive brings you to their family compound, where you sit in the open kitchen pavilion among the shrines and the rice fields. Everyone takes a turn at the stone mortar to grind the spice paste, then cooks at their own station while the hosts move between you, correcting and laughing. At the end, the dishes are laid out together and you sit down to eat what you made, with recipes to take home.",
    ticketsInfo:
      "The offer price applies when two or more people book together; a single guest pays ₹3,999. Children aged 8 to 12 pay ₹2,499. Confirmation with the meeting point is sent on WhatsApp.",
    cancellationPolicy:
      "Free cancellation up to 24 hours before the class. Within 24 hours the class is non-refundable, because ingredients are bought for you on the morning.",
    images: [
      {
        tag: "Class",
        scene: "hotel-room",
        time: "day",
        alt: "Guests grinding spice paste on stone mortars in an open kitchen pavilion",
      },
      { tag: "Market", scene: "old-town", time: "dawn", alt: "Baskets of flowers and spices at Ubud's morning market" },
      {
        tag: "Village",
        scene: "rice-terraces",
        time: "day",
        alt: "Rice fields beside the family compound where the class is held",
      },
    ],
    campsites: ["bali"],
    metaTitle: "Balinese Cooking Class in Ubud with Market Visit",
    metaDescription:
      "Learn Balinese cooking in a family compound near Ubud: a morning market visit, hand-ground spice paste and a lunch of the dishes you make. Veg menus too.",
    faqs: [
      {
        group: "Stay and food",
        question: "Can the class be fully vegetarian or Jain?",
        answer:
          "Fully vegetarian and vegan menus are always available. For Jain cooking, the hosts leave out onion, garlic and root vegetables and adapt the spice paste; tell us when booking.",
      },
      {
        group: "About the trip",
        question: "Do I need cooking experience?",
        answer:
          "None at all. The hosts guide every step, and the dishes are chosen so that beginners succeed. Experienced cooks learn the techniques behind Balinese flavours.",
      },
      {
        group: "About the trip",
        question: "Is it a private class?",
        answer:
          "It is a small group of up to ten guests. Private classes for couples or families cost ₹5,499 per person and can be held in the afternoon.",
      },
    ],
  },
];
