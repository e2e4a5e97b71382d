// Hotels, camps, homestays and houseboats used by the Indian trips. All are fictional, but each sits
// where such a place really would, with the facilities a traveller can expect at that altitude.
import type { DemoProperty } from "../../types.ts";

export const indiaProperties: DemoProperty[] = [
  // ─── Uttarakhand ──────────────────────────────────────────────────────────────────
  {
    key: "sankri-swargarohini-guesthouse",
    name: "Swargarohini View Guesthouse",
    location: "Sankri, Uttarkashi district",
    checkInTime: "3:00 pm",
    checkOutTime: "7:00 am",
    description:
      "A family-run wooden guesthouse at the top of Sankri village, with clean three- and four-bed rooms, geysers that run on the village's solar supply and a dining room heated by a bukhari. From the terrace you see the Swargarohini massif turn pink at sunset.",
    distance: "200 m from the Sankri bus stand",
    images: [
      {
        scene: "pine-forest",
        time: "dusk",
        alt: "Timber guesthouse among deodars at the edge of a mountain village",
        tag: "Exterior",
      },
      {
        scene: "hotel-room",
        time: "night",
        alt: "Simple wood-panelled room with four beds and thick quilts",
        tag: "Room",
      },
    ],
  },
  {
    key: "govind-alpine-camp",
    name: "Parvat Journeys Alpine Camp, Govind National Park",
    location: "Govind Pashu Vihar National Park, Uttarkashi",
    checkInTime: "2:00 pm",
    checkOutTime: "8:00 am",
    description:
      "Our own three-person dome tents pitched two to a tent, with closed-cell foam mats, sleeping bags rated to minus 10 °C, a dining tent with hot meals and a separate toilet tent with a dry pit. The forest department assigns campsites each season, so the exact clearing is confirmed by your trek leader on the day.",
    images: [
      {
        scene: "campsite-night",
        time: "night",
        alt: "Dome tents glowing under a starry sky in a forest clearing",
        tag: "Camp",
      },
      {
        scene: "snow-trail",
        time: "snow",
        alt: "Tents pitched on snow with oak and pine forest behind",
        tag: "Winter camp",
      },
    ],
  },
  {
    key: "jyotirmath-nanda-crest",
    name: "Hotel Nanda Crest",
    location: "Jyotirmath (Joshimath), Chamoli district",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A three-storey hotel on the upper road of Jyotirmath with valley-facing rooms, running hot water and a restaurant that serves dinner until 10 pm for groups arriving late from Rishikesh. Power backup covers lights and geysers.",
    distance: "1 km from the Auli ropeway station",
    images: [
      {
        scene: "river-valley",
        time: "dawn",
        alt: "Morning light over a deep Himalayan valley seen from a hotel balcony",
        tag: "View",
      },
      {
        scene: "hotel-room",
        time: "day",
        alt: "Twin room with wooden floor and a window onto the mountains",
        tag: "Room",
      },
    ],
  },
  {
    key: "ghangaria-pushpawati-lodge",
    name: "Pushpawati Trekkers' Lodge",
    location: "Ghangaria, Chamoli district",
    checkInTime: "1:00 pm",
    checkOutTime: "8:00 am",
    description:
      "A stone-and-timber lodge at the upper end of Ghangaria's single street, a short walk from the forest check post for the Valley of Flowers. Rooms sleep two to four on proper beds, with attached bathrooms and bucket hot water. Ghangaria has no road and power only from a small hydel line, so charge devices when the lights are on.",
    distance: "800 m from the Valley of Flowers check post",
    images: [
      { scene: "alpine-meadow", time: "day", alt: "Stone lodge at the edge of a green alpine meadow", tag: "Exterior" },
      { scene: "hotel-room", time: "dusk", alt: "Compact lodge room with two beds and warm blankets", tag: "Room" },
    ],
  },
  {
    key: "badrinath-neelkanth-view-inn",
    name: "Neelkanth View Inn",
    location: "Badrinath, Chamoli district",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A pilgrim inn across the Alaknanda from the Badrinath temple, with heated rooms facing Neelkanth peak. Meals are vegetarian, as everywhere in Badrinath, and the kitchen serves early tea for travellers heading to the temple at dawn.",
    distance: "600 m from Badrinath temple",
    images: [
      {
        scene: "temple",
        time: "dawn",
        alt: "Temple town below Neelkanth peak at first light",
        tag: "View",
      },
      { scene: "hotel-room", time: "night", alt: "Warm room with a heater and heavy curtains", tag: "Room" },
    ],
  },

  // ─── Himachal Pradesh ─────────────────────────────────────────────────────────────
  {
    key: "manali-deodar-heights",
    name: "Deodar Heights",
    location: "Log Huts Road, Manali",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A quiet hotel in the deodar forest above the Mall, walking distance from Hadimba temple. Rooms have balconies towards the Beas valley, central heating from October to April, and a drying room where trekkers can hang wet gear.",
    distance: "1.5 km from Manali Mall Road",
    images: [
      { scene: "pine-forest", time: "day", alt: "Hotel building among tall deodar trees", tag: "Exterior" },
      {
        scene: "hotel-room",
        time: "day",
        alt: "Double room with a balcony looking onto pine-covered slopes",
        tag: "Room",
      },
    ],
  },
  {
    key: "hampta-alpine-camp",
    name: "Parvat Journeys Hampta Camp",
    location: "Hampta valley, Kullu district",
    checkInTime: "2:00 pm",
    checkOutTime: "8:00 am",
    description:
      "Twin-sharing alpine tents with foam and inflatable mats, four-season sleeping bags and liners, a dining tent with camp stools and a toilet tent. Campsites at Chika, Balu ka Ghera and Shea Goru shift with the snowline, so the trek leader picks the exact spot each evening.",
    images: [
      {
        scene: "campsite-night",
        time: "dusk",
        alt: "Tents on a river meadow below steep rock walls at dusk",
        tag: "Camp",
      },
      {
        scene: "alpine-meadow",
        time: "day",
        alt: "Camp beside a glacial stream in a wide green valley",
        tag: "Campsite",
      },
    ],
  },
  {
    key: "chhatru-riverside-camp",
    name: "Chandra Riverside Camp",
    location: "Chhatru, Lahaul",
    checkInTime: "1:00 pm",
    checkOutTime: "8:00 am",
    description:
      "A fixed camp of raised tents with real beds on the bank of the Chandra river, run by a Lahauli family who cook rajma, rice and fresh rotis for crossing groups. After three nights on the mountain, the attached washrooms with hot water feel like luxury.",
    distance: "On the Gramphu–Batal road, 17 km from Gramphu",
    images: [
      {
        scene: "river-valley",
        time: "dusk",
        alt: "Row of tents beside a grey glacial river in a barren valley",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "night", alt: "Tent interior with two beds and a lamp", tag: "Tent" },
    ],
  },
  {
    key: "sangla-baspa-riverside-cottages",
    name: "Baspa Riverside Cottages",
    location: "Sangla, Kinnaur",
    starCategory: 3,
    checkInTime: "1:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Wooden cottages set in an apple orchard on the Baspa river, with Kinnauri carved doors, attached bathrooms and a bonfire area. In late September the trees are heavy with fruit and guests are welcome to pick a few.",
    distance: "2 km from Sangla market, 25 km from Chitkul",
    images: [
      {
        scene: "river-valley",
        time: "day",
        alt: "Wooden cottages in an orchard beside a rushing river",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "dusk", alt: "Cottage room with carved wooden panels", tag: "Room" },
    ],
  },
  {
    key: "kalpa-apple-terrace",
    name: "Hotel Apple Terrace",
    location: "Kalpa, Kinnaur",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Every room faces the Kinner Kailash range across the Sutlej gorge, and breakfast is served on the terrace when the weather allows. The hotel keeps diesel heaters and a generator for winter, when power cuts are frequent in Kinnaur.",
    distance: "7 km above Reckong Peo",
    images: [
      { scene: "himalayan-peaks", time: "dawn", alt: "Snow peaks glowing at sunrise across a deep gorge", tag: "View" },
      { scene: "hotel-room", time: "snow", alt: "Room with a large window onto snowy mountains", tag: "Room" },
    ],
  },
  {
    key: "nako-lakeside-homestay",
    name: "Dolma's Lakeside Homestay",
    location: "Nako, Kinnaur",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A mud-and-stone village house beside Nako lake, with thick walls that hold the day's warmth, a traditional kitchen with a bukhari and rooms for two or three. Dolma's family serves thukpa, rajma-chawal and butter tea; bathrooms are attached, with hot water by bucket in winter.",
    distance: "150 m from Nako lake",
    images: [
      {
        scene: "high-lake",
        time: "snow",
        alt: "Homestay beside a frozen lake in a mud-walled village",
        tag: "View",
      },
      { scene: "hotel-room", time: "night", alt: "Homestay room with rugs, low table and a stove", tag: "Room" },
    ],
  },
  {
    key: "tabo-sunrise-homestay",
    name: "Tabo Sunrise Homestay",
    location: "Tabo, Spiti",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A homestay in the lanes behind Tabo's thousand-year-old monastery, run by a retired schoolteacher. Rooms are simple and warm, with attached bathrooms; the rooftop looks onto the cliff caves where monks once meditated.",
    distance: "300 m from Tabo monastery",
    images: [
      {
        scene: "monastery",
        time: "dawn",
        alt: "Mud-walled monastery complex at the foot of bare mountains",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Bright homestay room with thick quilts and a carpet", tag: "Room" },
    ],
  },
  {
    key: "kaza-spiti-sky-hotel",
    name: "Hotel Spiti Sky",
    location: "Kaza, Spiti",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A modern hotel in new Kaza with large windows, an oxygen cylinder at the front desk and a café that serves proper coffee. It is the base for the high villages: Langza, Hikkim and Komic are within an hour's drive.",
    distance: "500 m from Kaza market",
    images: [
      {
        scene: "mountain-road",
        time: "day",
        alt: "Hotel beside a road in a wide, barren mountain valley",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "day", alt: "Spacious twin room with windows onto brown mountains", tag: "Room" },
    ],
  },
  {
    key: "kaza-winter-homestay",
    name: "Chhering's Winter Homestay",
    location: "Kaza, Spiti",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Most Kaza hotels close from December to March; this family home stays open, with a bukhari in every room, dry toilets inside the house (pipes freeze in winter) and hot water heated on the kitchen stove. Expect minus 20 °C outside at night and a warm, noisy kitchen inside.",
    distance: "In old Kaza, 400 m from the market",
    images: [
      {
        scene: "frozen-river",
        time: "snow",
        alt: "Snow-covered village houses beside a frozen river",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "night", alt: "Homestay room lit by a stove with layered quilts", tag: "Room" },
    ],
  },
  {
    key: "chandratal-swiss-camp",
    name: "Chandratal Swiss Camp",
    location: "Chandratal, Lahaul and Spiti",
    checkInTime: "2:00 pm",
    checkOutTime: "8:00 am",
    description:
      "Swiss tents with beds, thick blankets and shared toilets, in the camping area about 3 km before the lake where the forest department now allows camps. Nights are below freezing even in August; meals are hot and simple.",
    distance: "3 km from Chandratal lake",
    images: [
      {
        scene: "campsite-night",
        time: "night",
        alt: "Canvas tents under a sky full of stars in a high valley",
        tag: "Camp",
      },
      { scene: "high-lake", time: "dawn", alt: "Crescent-shaped blue lake ringed by scree slopes", tag: "View" },
    ],
  },

  // ─── Ladakh ───────────────────────────────────────────────────────────────────────
  {
    key: "leh-stok-view-hotel",
    name: "Hotel Stok View",
    location: "Changspa, Leh",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A Ladakhi-style hotel with a walled garden of apricot trees, ten minutes' walk from Leh market. Rooms on the upper floor look straight at Stok Kangri. Oxygen concentrators are kept on every floor for guests who need them in the first days.",
    distance: "1 km from Leh main bazaar",
    images: [
      {
        scene: "himalayan-peaks",
        time: "day",
        alt: "Snow-capped peak above a town of flat-roofed houses",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Room with Ladakhi rugs and painted wooden furniture", tag: "Room" },
    ],
  },
  {
    key: "hunder-desert-camp",
    name: "Hunder Sand Dune Camp",
    location: "Hunder, Nubra valley",
    checkInTime: "1:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Swiss tents with attached bathrooms in a seabuckthorn grove, a short walk from the Hunder dunes and the Bactrian camel station. Evenings end with a bonfire and dinner in the dining tent.",
    distance: "1 km from the Hunder dunes",
    images: [
      { scene: "desert-dunes", time: "dusk", alt: "Sand dunes in a high mountain valley at dusk", tag: "View" },
      { scene: "campsite-night", time: "night", alt: "Lit tents in a grove of shrubs under stars", tag: "Camp" },
    ],
  },
  {
    key: "pangong-lakeside-camp",
    name: "Pangong Lakeside Camp",
    location: "Spangmik, Pangong Tso",
    checkInTime: "2:00 pm",
    checkOutTime: "8:00 am",
    description:
      "Insulated tents with beds, electric blankets for the evening hours and attached toilets. Camps at Pangong are licensed by village and allotted close to the date, so we confirm whether you are at Spangmik, Man or Merak a week before.",
    images: [
      { scene: "high-lake", time: "day", alt: "Turquoise lake stretching between bare brown mountains", tag: "View" },
      { scene: "campsite-night", time: "night", alt: "Tents on a lakeshore under the Milky Way", tag: "Camp" },
    ],
  },

  // ─── Kashmir ──────────────────────────────────────────────────────────────────────
  {
    key: "dal-lake-houseboat-gul-e-nargis",
    name: "Houseboat Gul-e-Nargis",
    location: "Dal Lake, Srinagar",
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A deluxe-category cedar houseboat moored off the Boulevard, with three bedrooms, a carved walnut sitting room and a front veranda over the water. Rooms have electric blankets and heaters in winter. A shikara is on call to take you to the shore at any hour.",
    distance: "Shikara transfer from Ghat 9, Boulevard Road",
    images: [
      {
        scene: "houseboat-lake",
        time: "dusk",
        alt: "Carved wooden houseboat on a calm lake with mountains behind",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "night", alt: "Bedroom with carved walnut ceiling and a heater", tag: "Room" },
    ],
  },
  {
    key: "nigeen-lake-zaffran-mahal",
    name: "Houseboat Zaffran Mahal",
    location: "Nigeen Lake, Srinagar",
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A super-deluxe houseboat on Nigeen, the quieter northern arm of the Dal, with en-suite rooms, underfloor heating, papier-mâché ceilings and a private cook. Mornings here are birdsong and the creak of the first shikaras rather than traffic.",
    distance: "7 km from Lal Chowk",
    images: [
      {
        scene: "houseboat-lake",
        time: "dawn",
        alt: "Ornate houseboat reflected in still water at dawn",
        tag: "Exterior",
      },
      {
        scene: "hotel-room",
        time: "day",
        alt: "Elegant sitting room with carved panels and Kashmiri carpets",
        tag: "Sitting room",
      },
    ],
  },
  {
    key: "gulmarg-snow-pine-hotel",
    name: "Hotel Snow Pine",
    location: "Gulmarg, Baramulla district",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A timber hotel at the edge of the Gulmarg bowl, five minutes by sledge or on foot from the gondola base. Rooms are centrally heated, a ski and boot room sits by the entrance and the dining room serves wazwan on request.",
    distance: "600 m from the Gulmarg gondola base station",
    images: [
      {
        scene: "snow-trail",
        time: "snow",
        alt: "Snow-covered hotel among pine trees in a high meadow",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "snow", alt: "Cosy room with a window onto falling snow", tag: "Room" },
    ],
  },
  {
    key: "gulmarg-kongdoori-ridge-resort",
    name: "Kongdoori Ridge Resort",
    location: "Gulmarg, Baramulla district",
    starCategory: 4,
    checkInTime: "1:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A four-star resort with wood-panelled suites, a heated indoor pool and a fireplace lounge facing Apharwat. In winter it runs a shuttle to the gondola and keeps rental skis sized for guests who book lessons.",
    distance: "1 km from the Gulmarg gondola base station",
    images: [
      { scene: "himalayan-peaks", time: "snow", alt: "Snowy ridge above a pine forest and a resort", tag: "View" },
      { scene: "hotel-room", time: "night", alt: "Suite with a fireplace and wood panelling", tag: "Suite" },
    ],
  },
  {
    key: "pahalgam-lidder-riverside-hotel",
    name: "Lidder Riverside Hotel",
    location: "Pahalgam, Anantnag district",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A riverside hotel on the Lidder, with lawns running down to the water and heated rooms facing the pine forest across the river. The sound of the river carries into every room; light sleepers may prefer the back wing.",
    distance: "1 km from Pahalgam market",
    images: [
      { scene: "river-valley", time: "day", alt: "Clear river running between pine-covered slopes", tag: "View" },
      { scene: "hotel-room", time: "dusk", alt: "Hotel room with a balcony over a river", tag: "Room" },
    ],
  },
  {
    key: "pahalgam-aru-pines-retreat",
    name: "Aru Pines Retreat",
    location: "Pahalgam, Anantnag district",
    starCategory: 4,
    checkInTime: "1:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A four-star retreat on the Aru road with cottage-style rooms, a spa with a steam room and views up the Lidder valley. Ideal for travellers who want space and quiet after a day in the snow.",
    distance: "3 km from Pahalgam market on the Aru road",
    images: [
      { scene: "pine-forest", time: "snow", alt: "Cottages among snow-laden pines", tag: "Exterior" },
      { scene: "hotel-room", time: "day", alt: "Spacious cottage room with wooden beams", tag: "Room" },
    ],
  },
  {
    key: "sonamarg-shitkadi-camp",
    name: "Shitkadi Base Camp",
    location: "Shitkadi, Sonamarg",
    checkInTime: "2:00 pm",
    checkOutTime: "7:00 am",
    description:
      "Our base camp on the Sindh river a little beyond Sonamarg, where the Great Lakes trail begins. Tents are twin-sharing, with a dining tent, a gear check area and a briefing on the evening of arrival.",
    distance: "3 km from Sonamarg taxi stand",
    images: [
      { scene: "river-valley", time: "dusk", alt: "Tents on a meadow above a river with glaciers beyond", tag: "Camp" },
      {
        scene: "alpine-meadow",
        time: "day",
        alt: "Green meadow with a line of tents and birch trees",
        tag: "Campsite",
      },
    ],
  },
  {
    key: "kashmir-alpine-camp",
    name: "Parvat Journeys Kashmir Lakes Camp",
    location: "Sonamarg–Naranag trail, Ganderbal district",
    checkInTime: "2:00 pm",
    checkOutTime: "7:00 am",
    description:
      "Twin-sharing alpine tents with thick foam mats and sleeping bags rated to minus 5 °C, a dining tent, a kitchen tent and toilet tents. Lakeside campsites are chosen each evening by the trek leader, depending on other groups and the state of the meadows.",
    images: [
      {
        scene: "high-lake",
        time: "dusk",
        alt: "Tents beside an alpine lake with snow patches on the slopes",
        tag: "Camp",
      },
      { scene: "campsite-night", time: "night", alt: "Tents glowing below a dark ridge and stars", tag: "Night" },
    ],
  },

  // ─── Kerala ───────────────────────────────────────────────────────────────────────
  {
    key: "fort-kochi-vasco-street-inn",
    name: "Vasco Street Heritage Inn",
    location: "Fort Kochi, Ernakulam",
    starCategory: 3,
    checkInTime: "2:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A restored Dutch-era bungalow with high ceilings, a courtyard of frangipani and eight rooms on two floors. The Chinese fishing nets and St Francis Church are a five-minute walk away.",
    distance: "400 m from the Chinese fishing nets",
    images: [
      {
        scene: "old-town",
        time: "day",
        alt: "Whitewashed colonial bungalow on a quiet tree-lined street",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "day", alt: "High-ceilinged room with a four-poster bed", tag: "Room" },
    ],
  },
  {
    key: "kochi-harbour-hotel",
    name: "Marine Drive Harbour Hotel",
    location: "Marine Drive, Ernakulam",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "12:00 pm",
    description:
      "A four-star hotel on the Ernakulam waterfront with harbour-view rooms, a rooftop pool and a Kerala seafood restaurant. The Fort Kochi ferry leaves from the jetty across the road.",
    distance: "200 m from the Ernakulam boat jetty",
    images: [
      {
        scene: "city-skyline",
        time: "dusk",
        alt: "Waterfront skyline with boats in the harbour at sunset",
        tag: "View",
      },
      { scene: "hotel-room", time: "night", alt: "Modern hotel room with a window over a harbour", tag: "Room" },
    ],
  },
  {
    key: "munnar-cardamom-ridge",
    name: "Cardamom Ridge Stay",
    location: "Chithirapuram, Munnar",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A hillside hotel surrounded by tea and cardamom, 10 km out of Munnar town and away from its traffic. Every room has a sit-out facing the estates; evenings are cool enough for a fire all year round.",
    distance: "10 km from Munnar town",
    images: [
      { scene: "tea-hills", time: "dawn", alt: "Morning mist over tea bushes seen from a hotel sit-out", tag: "View" },
      { scene: "hotel-room", time: "day", alt: "Room with a private sit-out facing green hills", tag: "Room" },
    ],
  },
  {
    key: "munnar-anamudi-heights",
    name: "Anamudi Heights Resort",
    location: "Pallivasal, Munnar",
    starCategory: 4,
    checkInTime: "2:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A four-star resort on a ridge above the Muthirapuzha valley, with valley-view villas, an infinity pool often wrapped in cloud and an Ayurveda centre for an evening massage after a day in the hills.",
    distance: "8 km from Munnar town",
    images: [
      { scene: "tea-hills", time: "day", alt: "Resort villas on a ridge above tea-covered valleys", tag: "Exterior" },
      { scene: "hotel-room", time: "dusk", alt: "Villa room with glass walls onto a misty valley", tag: "Villa" },
    ],
  },
  {
    key: "thekkady-spice-trail-resort",
    name: "Spice Trail Resort",
    location: "Kumily, Thekkady",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "Cottages in a working pepper and cardamom garden on the edge of Kumily, a short drive from the Periyar boat landing. The resort's own naturalist leads a plantation walk before breakfast.",
    distance: "3 km from the Periyar Tiger Reserve entrance",
    images: [
      { scene: "pine-forest", time: "day", alt: "Cottages under tall trees in a spice garden", tag: "Exterior" },
      {
        scene: "hotel-room",
        time: "night",
        alt: "Cottage room with wooden furniture and a mosquito net",
        tag: "Cottage",
      },
    ],
  },
  {
    key: "alappuzha-chembakam-houseboat",
    name: "Kettuvallam Chembakam",
    location: "Punnamada, Alappuzha",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A two-bedroom deluxe kettuvallam of bamboo and coir on an anjili-wood hull, with air-conditioned bedrooms (the AC runs from 9 pm to 6 am), an open lounge in the bow and a crew of three who cook Kerala meals on board: karimeen fry, avial, rice and payasam.",
    distance: "Boards at the Punnamada finishing point",
    images: [
      {
        scene: "backwaters",
        time: "dusk",
        alt: "Thatched houseboat gliding past coconut palms at sunset",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "night", alt: "Houseboat bedroom with woven bamboo walls", tag: "Bedroom" },
    ],
  },
  {
    key: "alappuzha-vembanad-pearl-houseboat",
    name: "Kettuvallam Vembanad Pearl",
    location: "Punnamada, Alappuzha",
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A premium houseboat with glass-fronted bedrooms, round-the-clock air conditioning, an upper deck for sunset on Vembanad and a chef who will cook the fish you buy from the canal-side stalls.",
    distance: "Boards at the Punnamada finishing point",
    images: [
      {
        scene: "backwaters",
        time: "day",
        alt: "Two-deck houseboat on a wide lake under a bright sky",
        tag: "Exterior",
      },
      {
        scene: "houseboat-lake",
        time: "dusk",
        alt: "Upper deck with loungers facing a calm lake at dusk",
        tag: "Deck",
      },
    ],
  },
  {
    key: "varkala-papanasam-cliff-house",
    name: "Papanasam Cliff House",
    location: "North Cliff, Varkala",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A small cliff-top hotel on Varkala's North Cliff with sea-facing rooms, a Kerala-style pool and steps down to Black Beach. The cliff path with its cafés starts at the gate.",
    distance: "On the North Cliff path, 1 km from Papanasam beach",
    images: [
      { scene: "beach", time: "dusk", alt: "Red laterite cliffs above a sandy beach at sunset", tag: "View" },
      { scene: "hotel-room", time: "day", alt: "Bright room with a balcony facing the sea", tag: "Room" },
    ],
  },

  // ─── Goa ──────────────────────────────────────────────────────────────────────────
  {
    key: "panaji-casa-azulejo",
    name: "Casa Azulejo",
    location: "Fontainhas, Panaji",
    starCategory: 3,
    checkInTime: "1:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A 19th-century Portuguese townhouse in the heart of Fontainhas, restored with its oyster-shell windows, balcão and painted tiles. Seven rooms open onto a courtyard; in the monsoon the rain on the clay tiles is the soundtrack.",
    distance: "300 m from the Chapel of St Sebastian",
    images: [
      {
        scene: "old-town",
        time: "day",
        alt: "Yellow Portuguese-era house with blue shutters in a narrow lane",
        tag: "Exterior",
      },
      { scene: "hotel-room", time: "day", alt: "Room with a carved bed and shell-pane windows", tag: "Room" },
    ],
  },
  {
    key: "agonda-tide-cottages",
    name: "Agonda Tide Cottages",
    location: "Agonda, South Goa",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "Laterite-and-timber cottages behind the dunes of Agonda, one of the few beach properties in Goa that stays open through the rains. Sea-facing rooms, a covered verandah restaurant and a turtle-nesting stretch of beach next door.",
    distance: "On Agonda beach",
    images: [
      {
        scene: "beach",
        time: "dusk",
        alt: "Quiet beach lined with palms and low cottages under monsoon clouds",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Cottage room with a wooden bed and a veranda", tag: "Cottage" },
    ],
  },

  // ─── Andaman ──────────────────────────────────────────────────────────────────────
  {
    key: "sri-vijaya-puram-aberdeen-bay-hotel",
    name: "Aberdeen Bay Hotel",
    location: "Aberdeen Bazaar, Sri Vijaya Puram (Port Blair)",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "A practical, well-run hotel near the harbour, a ten-minute walk from the Cellular Jail and close to the Haddo wharf for the early inter-island ferries.",
    distance: "1 km from the Cellular Jail",
    images: [
      { scene: "city-skyline", time: "dusk", alt: "Harbour town lights along the sea at dusk", tag: "View" },
      { scene: "hotel-room", time: "day", alt: "Clean, simple double room", tag: "Room" },
    ],
  },
  {
    key: "sri-vijaya-puram-corbyns-crest",
    name: "Corbyn's Crest Hotel",
    location: "Corbyn's Cove, Sri Vijaya Puram (Port Blair)",
    starCategory: 4,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A four-star hotel on the hill above Corbyn's Cove with sea-view rooms, a pool terrace and a seafood grill. Quieter than the town hotels and ten minutes from the airport.",
    distance: "500 m from Corbyn's Cove beach",
    images: [
      {
        scene: "island-cove",
        time: "day",
        alt: "Palm-fringed cove with turquoise water below a hillside",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Sea-view hotel room with a balcony", tag: "Room" },
    ],
  },
  {
    key: "swaraj-dweep-coral-sands",
    name: "Coral Sands Cottages",
    location: "Beach No. 5, Swaraj Dweep (Havelock)",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Wooden cottages set back from Beach No. 5 at Vijay Nagar, with air conditioning, a garden restaurant and bicycles for guests. The dive shops and the jetty are a short auto ride away.",
    distance: "6 km from Havelock jetty",
    images: [
      { scene: "beach", time: "day", alt: "White sand beach with leaning palms and clear water", tag: "View" },
      { scene: "hotel-room", time: "night", alt: "Wooden cottage interior with a bed and ceiling fan", tag: "Cottage" },
    ],
  },
  {
    key: "swaraj-dweep-radhanagar-palms",
    name: "Radhanagar Palms Beach Resort",
    location: "Radhanagar, Swaraj Dweep (Havelock)",
    starCategory: 4,
    checkInTime: "1:00 pm",
    checkOutTime: "11:00 am",
    description:
      "Forest villas a short walk through the trees from Radhanagar beach, with open-air showers, a pool and a restaurant that times dinner around the famous sunset.",
    distance: "400 m from Radhanagar beach",
    images: [
      {
        scene: "island-cove",
        time: "dusk",
        alt: "Evening light on the beach a short walk from the villas",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Villa with a wooden deck among tall trees", tag: "Villa" },
    ],
  },
  {
    key: "shaheed-dweep-bharatpur-shore",
    name: "Bharatpur Shore Cottages",
    location: "Bharatpur, Shaheed Dweep (Neil)",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Simple, airy cottages a few minutes from Neil jetty and Bharatpur beach, where the lagoon is shallow and calm enough for first-time snorkellers.",
    distance: "800 m from Neil jetty",
    images: [
      {
        scene: "island-cove",
        time: "day",
        alt: "Shallow turquoise lagoon with boats moored near the shore",
        tag: "View",
      },
      { scene: "hotel-room", time: "day", alt: "Airy cottage room with a sea-facing window", tag: "Cottage" },
    ],
  },
  {
    key: "shaheed-dweep-sitapur-sunrise",
    name: "Sitapur Sunrise Resort",
    location: "Sitapur, Shaheed Dweep (Neil)",
    starCategory: 4,
    checkInTime: "1:00 pm",
    checkOutTime: "11:00 am",
    description:
      "A boutique resort at the eastern tip of Neil with private-deck cottages, a small pool and a path to Sitapur beach for sunrise. Cycles and a buggy to the jetty are part of the stay.",
    distance: "5 km from Neil jetty",
    images: [
      { scene: "beach", time: "dawn", alt: "Sunrise over a rocky beach with calm sea", tag: "View" },
      { scene: "hotel-room", time: "day", alt: "Cottage with a private deck and hammock", tag: "Cottage" },
    ],
  },

  // ─── Rajasthan ────────────────────────────────────────────────────────────────────
  {
    key: "jaisalmer-haveli-pitambar",
    name: "Haveli Pitambar",
    location: "Old City, Jaisalmer",
    starCategory: 3,
    checkInTime: "12:00 pm",
    checkOutTime: "10:00 am",
    description:
      "A 200-year-old sandstone haveli below the fort walls, with jharokha windows, a rooftop restaurant looking straight at the lit-up fort at night and rooms furnished with block-printed textiles.",
    distance: "300 m from the fort's main gate (Akhai Pol)",
    images: [
      { scene: "old-town", time: "dusk", alt: "Golden sandstone fort walls lit at dusk above old houses", tag: "View" },
      { scene: "hotel-room", time: "day", alt: "Room with carved stone windows and printed bedcovers", tag: "Room" },
    ],
  },
  {
    key: "sam-dhora-desert-camp",
    name: "Sam Dhora Desert Camp",
    location: "Sam, Jaisalmer district",
    checkInTime: "3:00 pm",
    checkOutTime: "9:00 am",
    description:
      "Swiss tents with attached bathrooms, set in a ring around a central stage where Manganiyar musicians and Kalbeliya dancers perform after sunset. The camp sits away from the busy Sam strip, a short camel ride from quieter dunes.",
    distance: "42 km west of Jaisalmer",
    images: [
      { scene: "desert-dunes", time: "dusk", alt: "Rippled sand dunes glowing orange at sunset", tag: "View" },
      {
        scene: "campsite-night",
        time: "night",
        alt: "Ring of lit tents in the desert under a starry sky",
        tag: "Camp",
      },
    ],
  },
];
