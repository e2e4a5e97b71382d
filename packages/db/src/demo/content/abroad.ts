// The international catalogue: Bali, Vietnam, Thailand, Georgia, Malaysia and Dubai, with the
// three demo quotations. The loader merges it with the Indian catalogue.
import type { DemoCatalogue } from "../types.ts";
import { baliActivities } from "./abroad/activities-bali.ts";
import { dubaiActivities } from "./abroad/activities-dubai.ts";
import { thailandActivities } from "./abroad/activities-thailand.ts";
import { baliAttractions } from "./abroad/attractions-bali.ts";
import { dubaiAttractions } from "./abroad/attractions-dubai.ts";
import { georgiaAttractions } from "./abroad/attractions-georgia.ts";
import { malaysiaAttractions } from "./abroad/attractions-malaysia.ts";
import { thailandAttractions } from "./abroad/attractions-thailand.ts";
import { vietnamAttractions } from "./abroad/attractions-vietnam.ts";
import { abroadCampsites } from "./abroad/campsites.ts";
import { abroadDestinations } from "./abroad/destinations.ts";
import { abroadProperties } from "./abroad/properties.ts";
import { abroadQuotations } from "./abroad/quotations.ts";
import { baliIslandEscape } from "./abroad/trip-bali-island-escape.ts";
import { dubaiCityAndDesert } from "./abroad/trip-dubai-city-and-desert.ts";
import { georgiaCaucasusExplorer } from "./abroad/trip-georgia-caucasus-explorer.ts";
import { malaysiaHighlandsAndLangkawi } from "./abroad/trip-malaysia-highlands-and-langkawi.ts";
import { thailandIslandsAndBangkok } from "./abroad/trip-thailand-islands-and-bangkok.ts";
import { vietnamNorthToSouth } from "./abroad/trip-vietnam-north-to-south.ts";

export const abroadCatalogue: DemoCatalogue = {
  campsites: abroadCampsites,
  destinations: abroadDestinations,
  attractions: [
    ...baliAttractions,
    ...vietnamAttractions,
    ...thailandAttractions,
    ...georgiaAttractions,
    ...malaysiaAttractions,
    ...dubaiAttractions,
  ],
  activities: [...dubaiActivities, ...baliActivities, ...thailandActivities],
  properties: abroadProperties,
  treks: [
    baliIslandEscape,
    vietnamNorthToSouth,
    thailandIslandsAndBangkok,
    georgiaCaucasusExplorer,
    malaysiaHighlandsAndLangkawi,
    dubaiCityAndDesert,
  ],
  quotations: abroadQuotations,
};
