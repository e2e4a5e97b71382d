// Everything on the site that is not catalogue: the company's phone numbers, the trip planners
// who sign quotations, our creator Ishaan Mehra and his three journeys, the blog, the team and
// the open positions. The people and the company are fictional; the places are real.
import { company } from "@parvat/domain/company";
import type {
  DemoBlogPost,
  DemoCreator,
  DemoJobOpening,
  DemoTeamMember,
  DemoTripPlanner,
  PlatformContent,
} from "../platform-types.ts";

const paragraphs = (...blocks: string[]) => blocks.join("\n\n");

// ─── Creator ────────────────────────────────────────────────────────────────────────────

const ishaan: DemoCreator = {
  slug: "ishaanmehra",
  name: "Ishaan Mehra",
  tagline: "Travel filmmaker chasing quiet roads and cold light across the Himalaya",
  bio: paragraphs(
    "Ishaan grew up in Chandigarh with the Shivaliks on the skyline and spent his college holidays on buses to Manali, Kaza and Leh. After six years cutting advertisements in Mumbai he packed a camera, two lenses and a sleeping bag and has been filming the mountains ever since.",
    "His films are slow on purpose: a shikara crossing a frozen Dal before sunrise, a grandmother in Langza spinning wool by a bukhari, the last fuel pump before a pass. He travels with Parvat Journeys groups two or three times a year and helps us shape the winter trips he loves most.",
  ),
  avatar: { scene: "portrait", time: "dusk", alt: "Portrait of Ishaan Mehra in a woollen cap", aspect: "square" },
  cover: {
    scene: "frozen-river",
    time: "dawn",
    alt: "A frozen river winding through a canyon at first light",
    aspect: "wide",
  },
  instagram: "https://www.instagram.com/ishaanmehra.films",
  youtube: "https://www.youtube.com/@ishaanmehrafilms",
  trips: [
    {
      slug: "kashmir-in-winter",
      title: "Kashmir in Winter",
      subtitle: "Snow on the houseboats, kahwa by the kangri, and Gulmarg under a metre of powder",
      season: "December to February",
      trek: "kashmir-winter-escape",
      description: paragraphs(
        "I flew into Srinagar in the second week of Chillai Kalan, the forty coldest days of the Kashmiri winter, and the valley was holding its breath. The poplars along the Boulevard were bare, the mountains behind Dal Lake were white down to the water, and the boatmen wore their pherans with a kangri, the little wicker fire-pot, tucked underneath.",
        "We spent the first two nights on a cedar houseboat on Dal Lake. The best hour is the one before sunrise, when the floating vegetable market gathers on the open water and the shikaras slide through a skin of ice that cracks like glass. By ten the mist burns off and the Zabarwan range appears, and by noon you are drinking kahwa on the deck in the sun.",
        "Gulmarg was the reason I came. Fresh snow had fallen three days earlier and the meadow was a single white bowl ringed by fir forest. The gondola to Kongdoori and on to the Apharwat ridge runs when the wind allows, and on our day it did: from the top the Pir Panjal rolls away in every direction, and on a clear morning you can pick out Nanga Parbat far to the north.",
        "We finished in Pahalgam, where the Lidder river runs black between snowbanks and Betaab valley is empty of the summer crowds. If you go, go slowly: roads close after heavy snowfall, flights are delayed by fog, and the days are short. None of that matters when the lake turns pink at dawn.",
      ),
      cover: { scene: "houseboat-lake", time: "snow", alt: "Carved houseboats moored on a lake during snowfall" },
      moments: [
        {
          image: {
            scene: "houseboat-lake",
            time: "dawn",
            alt: "Houseboats on a still lake at dawn with mountains behind",
          },
          caption: "First light on Dal Lake, minus seven degrees and not a ripple on the water.",
        },
        {
          image: { scene: "houseboat-lake", time: "snow", alt: "Shikara crossing the lake in falling snow" },
          caption: "Our boatman Bashir rowed us across in the snow, kangri under his pheran.",
        },
        {
          image: { scene: "old-town", time: "dawn", alt: "Old wooden houses along a river in the morning" },
          caption: "Downtown Srinagar along the Jhelum, where the old houses still have carved wooden balconies.",
        },
        {
          image: { scene: "pine-forest", time: "snow", alt: "Fir forest heavy with fresh snow" },
          caption: "The fir forest on the drive up to Gulmarg, bent under a night's snowfall.",
        },
        {
          image: { scene: "snow-trail", time: "day", alt: "Walkers crossing a wide snowy meadow" },
          caption: "Gulmarg meadow, one white bowl from the church to the gondola station.",
        },
        {
          image: { scene: "himalayan-peaks", time: "day", alt: "Snow peaks of a long mountain range under blue sky" },
          caption: "From the Apharwat ridge the Pir Panjal rolls away in every direction.",
        },
        {
          image: { scene: "hotel-room", time: "night", alt: "Warm room with a lamp glowing and a snowy window" },
          caption: "Evenings meant a bukhari, a rug and a pot of noon chai.",
        },
        {
          image: { scene: "river-valley", time: "snow", alt: "A dark river between snowbanks in a valley" },
          caption: "The Lidder in Pahalgam, running black between the snowbanks.",
        },
        {
          image: { scene: "alpine-meadow", time: "snow", alt: "Snowy valley floor below steep peaks" },
          caption: "Betaab valley without the summer crowds: just us and a pair of ponies.",
        },
        {
          image: { scene: "houseboat-lake", time: "dusk", alt: "Lake glowing orange at dusk with houseboats" },
          caption: "Last evening on the lake. The call to prayer rolled across the water from Hazratbal.",
        },
      ],
    },
    {
      slug: "spiti-in-winter",
      title: "Spiti in Winter",
      subtitle: "Nine days in the cold desert at minus twenty, with snow leopards on the hill above Kibber",
      season: "January to March",
      trek: "spiti-winter-expedition",
      description: paragraphs(
        "In winter Spiti is reached only from the Shimla side: Kunzum La is buried under snow and the valley's one open road follows the Sutlej through Kinnaur, past Reckong Peo, before turning up the Spiti river at Khab and climbing to Nako. We took it in three days, sleeping at Kalpa and Nako to let our bodies catch up with the altitude.",
        "Kaza in January is a town of closed shutters and wood smoke. The few families who stay run their homestays around a bukhari in the kitchen, and that is where you live: drinking butter tea, eating thukpa and listening to stories of winters when the snow reached the rooftops. Water is carried in buckets, and the dry toilets are cold enough to make you quick.",
        "The reason to come now is the light and the silence. Key monastery glows gold at sunrise above a frozen river; the fossil beds of Langza are dusted with snow beneath the white cone of Chau Chau Kang Nilda; and at Kibber the local spotters take you up the slopes with a telescope to look for snow leopards, which follow the ibex and blue sheep down to the valley in winter. We saw one on the fourth morning, a grey shape on grey rock, for eleven minutes.",
        "Winter Spiti is not hard walking, but it is hard living. Nights drop below minus twenty, phones die, and a single storm can close the road for days. Go with people who know the valley, carry more warm layers than you think you need, and leave a spare day at the end.",
      ),
      cover: { scene: "monastery", time: "snow", alt: "Whitewashed monastery on a hill under falling snow" },
      moments: [
        {
          image: {
            scene: "mountain-road",
            time: "day",
            alt: "Road winding up a barren mountainside with prayer flags",
          },
          caption: "The Hindustan-Tibet road above the Sutlej, the only way into Spiti in January.",
        },
        {
          image: { scene: "old-town", time: "snow", alt: "Village houses on a slope under snow" },
          caption: "Kalpa under fresh snow, with the Kinner Kailash range hiding in the cloud.",
        },
        {
          image: { scene: "high-lake", time: "snow", alt: "Frozen lake ringed by snow peaks" },
          caption: "Nako lake, frozen hard enough for the village children to slide across.",
        },
        {
          image: { scene: "monastery", time: "dawn", alt: "Monastery on a conical hill glowing at sunrise" },
          caption: "Key monastery at sunrise. The young lamas were already sweeping the courtyard.",
        },
        {
          image: { scene: "frozen-river", time: "day", alt: "People walking on a frozen river in a gorge" },
          caption: "The Spiti river froze at its edges; the middle still ran green under the ice.",
        },
        {
          image: { scene: "hotel-room", time: "night", alt: "A warm room glowing at night" },
          caption: "Our homestay kitchen in Kaza, where everyone sleeps close to the bukhari.",
        },
        {
          image: { scene: "himalayan-peaks", time: "snow", alt: "Peaks in a snowstorm" },
          caption: "Chau Chau Kang Nilda appearing through a snow squall above Langza.",
        },
        {
          image: { scene: "snow-trail", time: "dawn", alt: "Line of walkers on a snowy slope at dawn" },
          caption: "Tracking with the spotters above Kibber at seven in the morning, minus twenty-three.",
        },
        {
          image: { scene: "campsite-night", time: "night", alt: "Stars above snow peaks and a glowing tent" },
          caption: "No moon, no lights, and more stars than I have seen anywhere.",
        },
        {
          image: { scene: "monastery", time: "day", alt: "Old monastery buildings on a ridge" },
          caption: "Dhankar monastery, hanging on its crag over the meeting of the Spiti and the Pin.",
        },
        {
          image: { scene: "portrait", time: "dusk", alt: "Portrait of a village elder in a red cap", aspect: "square" },
          caption: "Ama Dolma of Langza, who has spent all seventy-four of her winters in the valley.",
        },
      ],
    },
    {
      slug: "ladakh-road-trip",
      title: "Ladakh Road Trip",
      subtitle: "High passes, sand dunes at ten thousand feet and a lake that changes colour by the hour",
      season: "June to September",
      trek: "ladakh-road-trip",
      description: paragraphs(
        "Ladakh in summer is a country of extremes: desert valleys with apricot orchards, passes above 5,000 metres where the snow walls stand taller than the car, and a sky so blue it looks painted. We flew into Leh and did nothing for two days, which is the single most important thing you can do there. The town sits at about 3,500 metres and the air is thin enough to make the stairs of Leh Palace hard work.",
        "From Leh we climbed to Khardung La and dropped into the Nubra valley, where the Shyok river spreads across a wide bed of sand and the dunes at Hunder are grazed by double-humped Bactrian camels. The monastery at Diskit watches over the valley from a ridge, with a giant Maitreya Buddha facing down the river towards Pakistan.",
        "The road from Nubra to Pangong follows the Shyok through Agham, a stretch that was once a rough track and is now mostly tarred. Pangong Tso itself needs no description, and no photograph quite does it: a 130-kilometre lake, most of it in Tibet, that shifts from turquoise to ink-blue as the clouds move. We slept in a camp at Spangmik and watched the Milky Way rise over the water.",
        "On the way back to Leh over Chang La we stopped at Thiksey and Hemis, and on the last evening drove out to the confluence at Nimmu, where the green Indus meets the muddy Zanskar. Eight days is the least this trip deserves; ten is better.",
      ),
      cover: {
        scene: "mountain-road",
        time: "day",
        alt: "Serpentine mountain road climbing to a pass with prayer flags",
      },
      moments: [
        {
          image: { scene: "monastery", time: "dusk", alt: "Palace and monastery on a rocky hill at dusk" },
          caption: "Leh Palace at dusk, seen from the roof of our guest house on day one.",
        },
        {
          image: { scene: "mountain-road", time: "snow", alt: "Mountain road between walls of snow" },
          caption: "Khardung La in late June, with snow walls taller than our Innova.",
        },
        {
          image: { scene: "desert-dunes", time: "dusk", alt: "Camels walking along sand dunes at sunset" },
          caption: "Bactrian camels on the Hunder dunes, a desert at ten thousand feet.",
        },
        {
          image: { scene: "monastery", time: "day", alt: "Monastery buildings on a ridge under blue sky" },
          caption: "Diskit monastery and its Maitreya Buddha, looking down the Shyok valley.",
        },
        {
          image: {
            scene: "river-valley",
            time: "day",
            alt: "Wide river braiding across a valley between brown mountains",
          },
          caption: "The Shyok on the Agham road, braided across a valley floor a kilometre wide.",
        },
        {
          image: { scene: "high-lake", time: "day", alt: "Turquoise lake between barren mountains" },
          caption: "Pangong Tso at noon, turquoise one minute and ink-blue the next.",
        },
        {
          image: { scene: "campsite-night", time: "night", alt: "Tents under the Milky Way beside a lake" },
          caption: "Our camp at Spangmik. We stayed up until two for the Milky Way.",
        },
        {
          image: { scene: "high-lake", time: "dawn", alt: "Lake at dawn with pink peaks reflected" },
          caption: "Sunrise over Pangong, with the far shore already in Tibet.",
        },
        {
          image: { scene: "monastery", time: "dawn", alt: "Monastery stacked on a hill at sunrise" },
          caption: "Morning prayers at Thiksey, horns and drums echoing off the cliff.",
        },
        {
          image: { scene: "river-valley", time: "dusk", alt: "Two rivers meeting in a canyon at dusk" },
          caption: "The Indus and the Zanskar meeting at Nimmu, green water into brown.",
        },
      ],
    },
  ],
};

// ─── Blog ───────────────────────────────────────────────────────────────────────────────

const zanskar: DemoBlogPost = {
  slug: "zanskar-valley-road-trip",
  title: "Zanskar Valley Road Trip: Kargil to Padum over Pensi La",
  excerpt:
    "The road into Zanskar crosses one pass, two glaciers' worth of scenery and some of the emptiest valleys in Ladakh. Here is how to drive it, when to go and what to expect along the way.",
  body: paragraphs(
    "Zanskar is the part of Ladakh that most travellers only see on a map: a high valley system south of the main Ladakh range, walled in by the Great Himalaya, with a few thousand people spread across villages and monasteries that were reachable only on foot until a generation ago. The road in from Kargil is still one of the great mountain drives in India, and in summer it is open to anyone with a sturdy vehicle and a few spare days.",
    "## The route at a glance",
    "Most journeys start in Srinagar or Leh and meet at Kargil, the district town on the Suru river. From Kargil the road heads south up the Suru valley through Sankoo and Panikhar, climbs past Parkachik into the barren bowl of Rangdum, crosses Pensi La at about 4,400 metres and drops into the Stod valley to reach Padum, Zanskar's main town at about 3,600 metres. The distance from Kargil to Padum is a little under 240 kilometres, but the road surface changes from smooth tarmac to loose gravel and stream crossings, so plan for two days with a night at Rangdum rather than one very long one.",
    "If you are coming from Srinagar, the day to Kargil crosses Zoji La (about 3,530 metres) and passes Drass, one of the coldest inhabited places in the country. From Leh the drive to Kargil runs along the Indus and over Fotu La and Namika La, with a stop at Lamayuru's moonland formations.",
    "## Suru valley: the green gateway",
    "The first surprise is how green the Suru valley is. Below Panikhar the road runs through willow groves and barley fields, with villages of flat-roofed mud houses and mosques, since most of the people here are Shia Muslims like the rest of Kargil district. Around Parkachik the valley opens and the twin peaks of Nun and Kun, both above 7,000 metres, fill the view to the east. The Parkachik glacier spills almost down to the river, close enough to the road that you can hear it crack on a warm afternoon.",
    "## Rangdum and Pensi La",
    "Beyond Parkachik the trees disappear and the valley turns into a wide, windswept plain. Rangdum is little more than a handful of houses, a couple of camps and, on a hillock in the middle of the plain, Rangdum monastery, an 18th-century Gelugpa gompa that looks like a fortress from a distance. Nights here are cold even in August, so bring a proper down jacket.",
    "The climb to Pensi La is gentle, and the top is a broad saddle with small lakes rather than a knife-edge. The reward comes a few kilometres beyond it: the Drang Drung glacier, a long white river of ice curving down from the peaks to the road's edge. It is one of the most impressive glaciers you can see from a car anywhere in the Himalaya. Stop, switch off the engine and just listen.",
    "## Padum and the monasteries",
    "Padum is a small, dusty town with guest houses, a few restaurants, a fuel pump whose supply is not always reliable, and patchy mobile coverage. It makes a good base for two or three days. Karsha, the largest monastery in Zanskar, climbs a cliff across the river in a cascade of white buildings, and the morning prayers there are worth the early start. Stongde sits high above the valley to the north, and the old village of Pipiting has a small chorten on a rocky knoll with one of the best views of the valley.",
    "The one place most visitors come for is Phugtal, a monastery built into a cave high on a cliff above the Tsarap river. It is reached by a drive to the end of the road beyond Purne followed by a walk of one to three hours each way, depending on how far the new road has reached; the final view of the honeycomb of cells clinging to the rock is unforgettable. Allow a full day, and carry water.",
    "## When to go",
    "Pensi La usually opens in June and closes with the first heavy snow, often in October. July and August are the warmest months, although they are also when clouds from the monsoon sometimes spill over the Himalaya and bring rain to the road near Zoji La. Early September is our favourite time: clear skies, golden barley fields being harvested and fewer vehicles on the road. In winter the valley is cut off by road, and the only way in is on foot along the frozen Zanskar river, the famous Chadar trek, which is a different adventure altogether.",
    "## Practical notes",
    "Fill up completely at Kargil and carry a jerrycan: fuel in Padum can run out for days at a time. Take enough cash for the whole stay, since card machines and ATMs are unreliable once you leave Kargil. Only a few networks work in Padum, and there is almost no signal between Panikhar and Padum, so download your maps and tell someone your plans. Carry identity documents for the checkposts, and ask us or your host about the current rules for foreign nationals before you set off.",
    "Altitude is the real challenge. If you arrive from Srinagar, you gain height quickly, so spend a night in Kargil before heading south, drink plenty of water and take it easy on the first evening at Rangdum. Headache, nausea and breathlessness at rest are signs to stop climbing.",
    "Finally, Zanskar is changing fast. New roads are being cut towards Lahaul and down the Zanskar gorge, and the valley will soon be easier to reach than ever. Go now, while the villages still see more yaks than cars.",
  ),
  cover: {
    scene: "mountain-road",
    time: "dawn",
    alt: "Gravel road winding across a high valley towards snow peaks",
    aspect: "wide",
  },
  authorName: "Tenzin Dorje",
  destination: "ladakh",
  publishedDaysAgo: 46,
  metaTitle: "Zanskar Valley Road Trip: Kargil to Padum over Pensi La | Parvat Journeys",
  metaDescription:
    "Plan a Zanskar road trip: the route from Kargil through the Suru valley, Rangdum and Pensi La to Padum, the best season, monasteries to visit and practical tips on fuel, cash and altitude.",
};

const winterSpiti: DemoBlogPost = {
  slug: "winter-spiti-valley-experience",
  title: "Winter in Spiti Valley: What It Is Really Like at Minus Twenty",
  excerpt:
    "Frozen rivers, snow leopards and homestays heated by a single stove: a practical guide to visiting Spiti between December and March, from the road in to what to pack.",
  body: paragraphs(
    "Most people see Spiti in summer, when the road over Kunzum La is open and the valley fills with bikers and SUVs. Come back in January and it is a different place: the passes are closed, the river freezes at its edges, the hotels shut and the valley belongs to the people who live there year-round. It is cold, slow and sometimes difficult, and it is one of the most memorable journeys you can make in India.",
    "## How you get there",
    "In winter there is only one way in: from Shimla along the old Hindustan-Tibet road, following the Sutlej through Kinnaur. The route runs through Narkanda and Rampur to Reckong Peo and Kalpa, then climbs to Nako and enters Spiti at Sumdo, reaching Tabo and finally Kaza. The Manali side, over Kunzum La, is closed by snow from around November to May.",
    "Driving straight from Shimla to Kaza is possible in two very long days, but we never do it. Stopping at Kalpa or Sangla and again at Nako lets you acclimatise gradually, since Kaza sits at about 3,800 metres and the villages above it are higher still. The road is narrow and exposed in places, especially between Powari and Nako, and snow or rockfall can close it for a day or two. Travel with a local driver who knows the road in winter and whose vehicle carries snow chains.",
    "## Where you stay",
    "In winter almost every hotel in Kaza closes, and you stay in family homestays. Life revolves around the kitchen, where a bukhari, an iron wood- or dung-burning stove, keeps one room warm while the rest of the house sits well below zero. Expect thick quilts, hot water in buckets, and dry compost toilets, because pipes freeze solid. It is basic, but the warmth of the families more than makes up for it: you will drink endless butter tea, eat thukpa and momos, and hear stories of winters past.",
    "## What you see",
    "Key monastery, stacked on its conical hill above the frozen river, is even more striking with snow on its roofs, and the monks welcome winter visitors into the kitchen for tea. Kibber, one of the highest villages in the valley, is the base for snow leopard spotting: in winter the big cats follow ibex and blue sheep down to lower slopes, and local spotters scan the hillsides with telescopes every morning. Sightings are never guaranteed, but a week in January gives you a real chance.",
    "Langza, with its fossil beds and a large Buddha statue looking out at Chau Chau Kang Nilda, is beautiful under snow. Hikkim's post office, one of the highest in the world, may or may not be open, but sending a postcard from it is a small pleasure when it is. Further down the valley, Dhankar monastery hangs on a crumbling crag above the meeting of the Spiti and Pin rivers, and Tabo, founded in 996, has some of the finest murals in the Himalaya in its mud-walled halls.",
    "## The cold",
    "Daytime temperatures in January hover around minus five to minus ten in the sun, and nights regularly drop to minus twenty or lower. The air is dry, so the cold is bearable when you are dressed for it and brutal when you are not. Dress in layers: thermal base layers, a fleece, a down jacket rated well below zero, windproof outer layers, two pairs of gloves, a balaclava and insulated boots with warm socks. Sunglasses and sunscreen matter more than you think, because the sun reflecting off snow at this altitude burns quickly.",
    "Electronics struggle in the cold. Batteries drain fast, so keep phones and camera batteries in an inner pocket and charge them whenever the power is on, which is not always. Mobile networks are limited to one or two operators in Kaza and a few villages.",
    "## Staying healthy",
    "Altitude sickness does not care how fit you are. Ascend gradually, drink three to four litres of water a day, avoid alcohol for the first few days, and tell your trip leader at once about headaches, nausea or breathlessness. A pulse oximeter is a useful thing to carry. Frostbite is a real risk on windy days; cover exposed skin and keep moving.",
    "## Is it for you?",
    "Winter Spiti suits people who are curious, patient and happy to trade comfort for experience. You will not trek long distances, but you will spend a week in some of the coldest inhabited places in India. If the idea of watching a snow leopard through a telescope at dawn, then warming your hands around a cup of butter tea in a kitchen full of strangers, makes you smile, you will love it.",
  ),
  cover: {
    scene: "monastery",
    time: "snow",
    alt: "Whitewashed monastery on a hill above a snowy valley",
    aspect: "wide",
  },
  authorName: "Nikhil Verma",
  destination: "spiti-valley",
  publishedDaysAgo: 21,
  metaTitle: "Winter Spiti Valley Guide: Road, Homestays, Snow Leopards and Cold | Parvat Journeys",
  metaDescription:
    "What a winter trip to Spiti is really like: the only road in via Kinnaur, homestays heated by a bukhari, snow leopard spotting at Kibber, temperatures of minus twenty and how to pack for them.",
};

const dubai: DemoBlogPost = {
  slug: "8-day-dubai-adventure",
  title: "An 8-Day Dubai Adventure: Desert, Skyline and a Day in the Mountains",
  excerpt:
    "Eight days is enough to see Dubai's towers and souks, sleep under the desert sky, spend a day in Abu Dhabi and escape to the Hajar mountains at Hatta. Here is the plan we give our own friends.",
  body: paragraphs(
    "Dubai is easy to underestimate. Many visitors see the malls and the tallest building in the world and leave after three days. Give it eight and you will find an old trading port on the creek, a desert that starts half an hour from the city, a mountain town with kayaks on a reservoir, and, in the winter months, some of the most pleasant weather anywhere. This is the itinerary we suggest to first-time visitors who want a little adventure along with the sights.",
    "## Day 1: Arrive and walk the Marina",
    "Most flights from India land in the morning or late at night. Check in, rest, and spend the evening on the Dubai Marina promenade, where the towers light up around a long curve of water. A dhow dinner cruise along the Marina is touristy but genuinely lovely, and an easy first night.",
    "## Day 2: Old Dubai and the creek",
    "Start in Al Fahidi, the historical neighbourhood of wind-tower houses, narrow lanes and small museums, then cross Dubai Creek on an abra, the wooden water taxi that has carried people between Bur Dubai and Deira for generations, for a fare of a dirham or two. On the Deira side, wander through the spice souk and the gold souk, and watch the dhows being loaded for Iran and East Africa along the wharf. Lunch on Arabic grills or an Emirati breakfast of balaleet and chebab bread at one of the heritage cafes.",
    "## Day 3: Burj Khalifa and Downtown",
    "Book the observation deck of the Burj Khalifa for late afternoon so you see the city in daylight, at sunset and lit up at night. The standard tickets go to levels 124 and 125; the pricier ones reach level 148. Afterwards, walk the Dubai Mall's aquarium tunnel and stay for the fountain show on the lake, which runs every half an hour in the evening.",
    "## Day 4: A night in the desert",
    "Leave the city after lunch for the red dunes of the Lahbab area or the Al Marmoom reserve. A good desert safari includes a dune drive with an experienced driver, sandboarding, a short camel ride and a sunset on the crest of a dune. Rather than returning the same night, stay at a desert camp: the silence after dinner, the stars and the cold dawn over the sand are the best part.",
    "## Day 5: Abu Dhabi",
    "The capital is about an hour and a half away by road. The Sheikh Zayed Grand Mosque, with its white marble domes and one of the largest hand-knotted carpets in the world, is the highlight; entry is free but must be booked online, and modest clothing covering arms and legs is required, with headscarves for women. In the afternoon, the Louvre Abu Dhabi on Saadiyat Island is worth it as much for its floating latticed dome as for its collection.",
    "## Day 6: Hatta and the Hajar mountains",
    "Drive east to Hatta, a mountain enclave about ninety minutes from the city near the border with Oman. Rent a kayak on the turquoise Hatta Dam reservoir, walk or cycle the trails in the rocky hills, and visit the restored heritage village with its watchtowers. It is a completely different Dubai, and in winter the air is crisp enough for a light jacket in the evening.",
    "## Day 7: Museum of the Future and the beach",
    "The Museum of the Future, the torus-shaped building on Sheikh Zayed Road covered in Arabic calligraphy, is best in the morning before it gets busy, and tickets must be booked ahead. Spend the afternoon on the public beach at Jumeirah or Kite Beach, with a view of the Burj Al Arab's sail, and finish with a drive along the Palm Jumeirah to watch the sunset from its outer crescent.",
    "## Day 8: Global Village or a last souk, then home",
    "If you are visiting in the cooler months, roughly October to April, spend your last evening at Global Village, a huge open-air fair with pavilions from dozens of countries, street food and shows. Otherwise, return to the souks for last-minute spices, dates and saffron before heading to the airport.",
    "## When to go and what to know",
    "The best months are November to March, when daytime temperatures are in the mid-twenties. From June to September the heat regularly passes forty degrees and outdoor activities are limited to early mornings and evenings. Most Indian passport holders need a visa arranged in advance, while those with certain valid visas or residence permits may get a visa on arrival; check the current rules before you book, and make sure your passport is valid for at least six months.",
    "The Dubai Metro is clean, cheap and connects the airport, Downtown and the Marina; buy a Nol card at any station. Taxis and ride-hailing apps are easy for everything else. Dress modestly in traditional areas and at religious sites, and remember that public displays of affection and drinking in public are not acceptable. Above all, leave time in your plan to do nothing: sitting with a karak chai by the creek as the abras cross at dusk is as much Dubai as the tallest tower.",
  ),
  cover: {
    scene: "city-skyline",
    time: "dusk",
    alt: "City skyline with a needle tower reflected in water at dusk",
    aspect: "wide",
  },
  authorName: "Sana Qureshi",
  destination: "dubai",
  publishedDaysAgo: 9,
  metaTitle: "8-Day Dubai Itinerary: Desert Camp, Abu Dhabi, Hatta and the City | Parvat Journeys",
  metaDescription:
    "A day-by-day 8-day Dubai itinerary with old Dubai and the creek, Burj Khalifa, a night at a desert camp, Abu Dhabi, kayaking at Hatta, the best season, visas and getting around.",
};

const winterKashmir: DemoBlogPost = {
  slug: "discovering-the-winter-beauty-of-kashmir",
  title: "Discovering the Winter Beauty of Kashmir",
  excerpt:
    "Snow on the houseboats, harissa for breakfast and the Pir Panjal from the top of the Gulmarg gondola: filmmaker Ishaan Mehra on why Kashmir is at its most beautiful in the coldest months.",
  body: paragraphs(
    "I have filmed Kashmir in every season, and I keep coming back in winter. The tulips and the meadows of spring are lovely, and summer brings the crowds for good reason, but it is between December and February that the valley feels most like itself: quiet, cold, white and intensely hospitable.",
    "## Chillai Kalan",
    "Kashmiris divide their winter into three parts, and the hardest is Chillai Kalan, the forty days from the twenty-first of December to the end of January. This is when the heaviest snow falls, when the edges of Dal Lake freeze, and when everyone wears a pheran, the long woollen cloak, with a kangri tucked underneath. The kangri is an earthen pot of glowing coals in a wicker basket, and the first time you see someone carry fire under their clothes you will worry. By the third day you will want one of your own.",
    "## Mornings on Dal Lake",
    "Stay at least two nights on a houseboat. The carved cedar boats on Dal and Nigeen lakes are warmed by bukharis and hot water bottles, and the staff will bring you kahwa, saffron and cardamom tea with almonds, before you have found your socks. The best hour of the day is the one before sunrise, when the floating vegetable market gathers on the water and the shikaras, loaded with turnips, lotus stems and greens, trade in near silence. Ask your houseboat owner to arrange a shikara for you the night before, dress as if for a night in the mountains, and take a flask.",
    "Later in the morning, walk into the old city along the Jhelum. The old wooden houses with their carved balconies, the Shah-e-Hamdan shrine and the spice sellers of the old markets are at their most atmospheric under snow. In winter, Srinagar's bakeries and street stalls make harissa, a slow-cooked mutton dish pounded overnight into a rich paste and served at breakfast with hot bread. It is the most warming thing I have ever eaten.",
    "## Gulmarg",
    "Gulmarg, about two hours from Srinagar, is India's best-known ski resort, and in winter the meadow becomes a vast white bowl ringed by fir forest. Even if you do not ski, the Gulmarg gondola is unmissable: the first stage rises to Kongdoori, and when the weather allows, the second climbs to the ridge of Apharwat at close to 4,000 metres. From the top the Pir Panjal stretches in every direction, and on a clear morning you can see Nanga Parbat, one of the highest mountains on Earth, floating above the clouds to the north.",
    "The gondola closes in high winds and after heavy snowfall, so build a spare day into your plans. Book tickets well ahead in January and February; the slots fill quickly.",
    "## Pahalgam and Sonamarg",
    "Pahalgam, on the Lidder river, is quiet in winter and very beautiful, with snow-laden pines, frozen streams and Betaab valley almost empty of visitors. Roads beyond the town may close after snowfall, but a pony ride or a walk along the river is enough. Sonamarg, on the road towards Zoji La, is often accessible only up to the town itself in winter, but a day trip for snow and silence is worth it when the road is open.",
    "## Practical notes",
    "Fly into Srinagar rather than driving; the highway from Jammu can close for days after heavy snowfall. Flights are sometimes delayed by fog, so leave a buffer before any onward connection. Days are short, with sunset around half past five in January, and temperatures drop well below zero at night. Pack thermals, a down jacket, a warm hat, waterproof boots with good grip, and gloves you can use your phone with.",
    "Power cuts happen in winter, so carry a power bank and keep your batteries warm. Most hotels and houseboats have generators or heating, but ask about it before you book.",
    "## Why winter",
    "For me the magic is in the light. The low winter sun turns the snow gold in the morning and pink in the evening, the air is clean after snowfall, and the lake is so still that the mountains are perfectly mirrored. I came to film a landscape and stayed for the people: the boatman who rowed us out at five in the morning without being asked, the family in Pahalgam who invited us in for noon chai and bread, the shopkeeper who lent me his pheran when mine was soaked. Kashmir in winter is cold, and it is the warmest place I know.",
  ),
  cover: {
    scene: "houseboat-lake",
    time: "snow",
    alt: "Carved houseboats on a still lake in falling snow",
    aspect: "wide",
  },
  creator: "ishaanmehra",
  authorName: "Ishaan Mehra",
  destination: "kashmir",
  publishedDaysAgo: 33,
  metaTitle: "Discovering the Winter Beauty of Kashmir | Ishaan Mehra for Parvat Journeys",
  metaDescription:
    "Kashmir between December and February: Chillai Kalan, houseboats and the floating market on Dal Lake, harissa for breakfast, the Gulmarg gondola, Pahalgam in snow and how to plan a winter trip.",
};

// ─── Team and careers ───────────────────────────────────────────────────────────────────

const team: DemoTeamMember[] = [
  {
    name: "Arjun Nair",
    role: "Co-founder and Managing Director",
    bio: "Arjun left a career in logistics to lead treks in Uttarakhand in 2011, and started Parvat Journeys with Meera four years later. He still leads the Kedarkantha winter batch every December.",
    photo: { scene: "portrait", time: "day", alt: "Portrait of Arjun Nair", aspect: "square" },
  },
  {
    name: "Meera Krishnan",
    role: "Co-founder, Product and Experiences",
    bio: "Meera designs every itinerary we sell, from four-day weekend treks to two-week tours abroad, and has visited every property we book. She believes a good trip is mostly about good rest days.",
    photo: { scene: "portrait", time: "dawn", alt: "Portrait of Meera Krishnan", aspect: "square" },
  },
  {
    name: "Tenzin Dorje",
    role: "Head of Himalayan Operations",
    bio: "Born in Leh, Tenzin runs our operations in Ladakh, Spiti and Kashmir from a small office in Manali. He is a certified mountaineer and the person every trek leader calls first.",
    photo: { scene: "portrait", time: "dusk", alt: "Portrait of Tenzin Dorje", aspect: "square" },
  },
  {
    name: "Sana Qureshi",
    role: "International Trips Lead",
    bio: "Sana plans our trips to Dubai, Bali, Vietnam, Thailand, Georgia and Malaysia, and handles the visas, flights and local partners that make them smooth. She has lived in Dubai and Kuala Lumpur.",
    photo: { scene: "portrait", time: "day", alt: "Portrait of Sana Qureshi", aspect: "square" },
  },
  {
    name: "Nikhil Verma",
    role: "Senior Trek Leader",
    bio: "Nikhil has led more than 200 batches across the Garhwal and Himachal, holds a wilderness first responder certificate and trains our new trek leaders every spring.",
    photo: { scene: "portrait", time: "dawn", alt: "Portrait of Nikhil Verma", aspect: "square" },
  },
  {
    name: "Priya Raghavan",
    role: "Customer Experience Manager",
    bio: "Priya and her team answer every call, WhatsApp message and email, at any hour while a group is on the road. She keeps a spreadsheet of every traveller's food allergies.",
    photo: { scene: "portrait", time: "dusk", alt: "Portrait of Priya Raghavan", aspect: "square" },
  },
  {
    name: "Rahul Bhattacharya",
    role: "Head of Technology",
    bio: "Rahul builds the website and the tools our trip planners use to send quotations. Before joining us he built payment systems for a Bengaluru fintech, and he treks whenever he can.",
    photo: { scene: "portrait", time: "day", alt: "Portrait of Rahul Bhattacharya", aspect: "square" },
  },
];

const jobs: DemoJobOpening[] = [
  {
    slug: "trek-leader-uttarakhand",
    title: "Trek Leader, Uttarakhand",
    department: "Operations",
    location: "Dehradun, with long stays in the field",
    employmentType: "Full-time",
    summary:
      "Lead groups of up to 20 trekkers on our Garhwal treks, from Kedarkantha and Har Ki Dun to the Valley of Flowers, and make every batch safe, well run and memorable.",
    responsibilities: [
      "Lead 15 to 20 batches a year on our Uttarakhand treks, including winter departures",
      "Brief groups before the trek, check fitness and gear, and monitor health on the trail",
      "Work with local guides, cooks and porters, and make sure campsites are left clean",
      "Make the call to turn back when weather or health demands it, and write a trip report after every batch",
    ],
    requirements: [
      "Basic and advanced mountaineering courses from a recognised institute",
      "A current wilderness first aid or first responder certificate",
      "At least two seasons of leading or assisting treks in the Himalaya",
      "Fluent Hindi and English; Garhwali is a plus",
    ],
    postedDaysAgo: 6,
  },
  {
    slug: "trip-planner-international",
    title: "Trip Planner, International",
    department: "Sales and Planning",
    location: "Bengaluru",
    employmentType: "Full-time",
    summary:
      "Turn travellers' enquiries into quotations they love for Dubai, Bali, Vietnam, Thailand, Georgia and Malaysia, and stay with them until they are home.",
    responsibilities: [
      "Answer enquiries by phone, WhatsApp and email, and understand what each traveller wants",
      "Build day-by-day quotations with hotels, activities, transfers and visas, with clear prices",
      "Follow up, answer questions and confirm bookings with our partners abroad",
      "Keep our knowledge of hotels and activities fresh with feedback from every trip",
    ],
    requirements: [
      "Two or more years of selling or planning international holidays",
      "Strong written English and a friendly manner on the phone",
      "Comfort with spreadsheets and booking systems",
      "Personal travel in at least two of our international destinations",
    ],
    postedDaysAgo: 12,
  },
  {
    slug: "operations-executive-ladakh",
    title: "Operations Executive, Ladakh (Seasonal)",
    department: "Operations",
    location: "Leh",
    employmentType: "Seasonal, May to October",
    summary:
      "Be our person on the ground in Leh for the summer season: vehicles, drivers, camps and permits for every group travelling through Ladakh and Zanskar.",
    responsibilities: [
      "Confirm vehicles, drivers, hotels and camps for each group, and meet groups on arrival",
      "Arrange permits and keep track of road and weather conditions on the high passes",
      "Handle changes and emergencies with our Bengaluru team, day or night",
      "Pay local partners on time and keep accurate records",
    ],
    requirements: [
      "Knowledge of Ladakh's roads, camps and local operators",
      "Calm under pressure and good with people",
      "A valid driving licence; experience driving in the mountains is a plus",
      "Hindi and English; Ladakhi is a strong plus",
    ],
    postedDaysAgo: 20,
  },
  {
    slug: "content-writer-travel",
    title: "Travel Content Writer",
    department: "Marketing",
    location: "Remote (India)",
    employmentType: "Part-time contract",
    summary:
      "Write honest, useful guides, itineraries and trip pages that help travellers decide where to go and prepare well, with the facts checked twice.",
    responsibilities: [
      "Write two to four guides a month on our destinations and treks",
      "Interview our trek leaders and travellers for first-hand detail",
      "Check every fact, distance and season before publishing",
      "Update older articles when roads, rules or prices change",
    ],
    requirements: [
      "A portfolio of published travel writing",
      "Personal experience of trekking or travelling in the Himalaya",
      "A clear, plain writing style without clichés",
      "Basic knowledge of search engine optimisation",
    ],
    postedDaysAgo: 3,
  },
  {
    slug: "full-stack-engineer",
    title: "Full-Stack Engineer",
    department: "Technology",
    location: "Bengaluru or remote (India)",
    employmentType: "Full-time",
    summary:
      "Build the website travellers book on and the tools our planners use every day, in TypeScript, React and PostgreSQL, with a small team that ships every week.",
    responsibilities: [
      "Build features end to end, from the database to the page",
      "Keep the site fast on budget phones and mobile networks",
      "Write tests that catch real problems, and review your colleagues' code",
      "Take part in a light on-call rotation during the peak seasons",
    ],
    requirements: [
      "Three or more years building web applications in TypeScript",
      "Experience with React and a relational database",
      "Care for accessibility, performance and security",
      "Curiosity about travel, and ideally the mountains",
    ],
    postedDaysAgo: 15,
  },
];

const tripPlanners: DemoTripPlanner[] = [
  {
    firstName: "Kavya",
    lastName: "Menon",
    phone: "+919845012301",
    photo: { scene: "portrait", time: "dawn", alt: "Portrait of Kavya Menon, trip planner", aspect: "square" },
  },
  {
    firstName: "Farhan",
    lastName: "Sheikh",
    phone: "+919845012302",
    photo: { scene: "portrait", time: "day", alt: "Portrait of Farhan Sheikh, trip planner", aspect: "square" },
  },
  {
    firstName: "Ritika",
    lastName: "Joshi",
    phone: "+919845012303",
    photo: { scene: "portrait", time: "dusk", alt: "Portrait of Ritika Joshi, trip planner", aspect: "square" },
  },
];

export const platformContent: PlatformContent = {
  phoneNumbers: [
    { label: "Trip desk: calls and WhatsApp", number: company.phone, isWhatsapp: true },
    { label: "Bengaluru office", number: "+918041234567", isWhatsapp: false },
  ],
  tripPlanners,
  creators: [ishaan],
  blogPosts: [zanskar, winterSpiti, dubai, winterKashmir],
  team,
  jobs,
};
