// The Indian half of the demo catalogue: campsites, destinations, attractions, Kashmir activities,
// properties and the treks, group trips and tour packages. Quotations live in the abroad catalogue.
import type { DemoCatalogue } from "../types.ts";
import { kashmirActivities } from "./india/activities.ts";
import { andamanIslandHopping } from "./india/andaman-island-hopping.ts";
import {
  andamanAttractions,
  goaAttractions,
  jaisalmerAttractions,
  keralaAttractions,
} from "./india/attractions-coast-and-desert.ts";
import { manaliAttractions, spitiAttractions } from "./india/attractions-himachal.ts";
import { kashmirAttractions, ladakhAttractions } from "./india/attractions-kashmir-ladakh.ts";
import { uttarakhandAttractions } from "./india/attractions-uttarakhand.ts";
import { indiaCampsites } from "./india/campsites.ts";
import { indiaDestinations } from "./india/destinations.ts";
import { goaMonsoonAndBeaches } from "./india/goa-monsoon-and-beaches.ts";
import { hamptaPassTrek } from "./india/hampta-pass-trek.ts";
import { harKiDunTrek } from "./india/har-ki-dun-trek.ts";
import { jaisalmerDesertCamp } from "./india/jaisalmer-desert-camp.ts";
import { kashmirGreatLakesTrek } from "./india/kashmir-great-lakes-trek.ts";
import { kashmirWinterEscape } from "./india/kashmir-winter-escape.ts";
import { kedarkanthaTrek } from "./india/kedarkantha-trek.ts";
import { keralaBackwatersEscape } from "./india/kerala-backwaters-escape.ts";
import { ladakhRoadTrip } from "./india/ladakh-road-trip.ts";
import { indiaProperties } from "./india/properties.ts";
import { spitiValleyRoadTrip } from "./india/spiti-valley-road-trip.ts";
import { spitiWinterExpedition } from "./india/spiti-winter-expedition.ts";
import { valleyOfFlowersTrek } from "./india/valley-of-flowers-trek.ts";

export const indiaCatalogue: DemoCatalogue = {
  campsites: indiaCampsites,
  destinations: indiaDestinations,
  attractions: [
    ...spitiAttractions,
    ...kashmirAttractions,
    ...ladakhAttractions,
    ...keralaAttractions,
    ...goaAttractions,
    ...andamanAttractions,
    ...manaliAttractions,
    ...uttarakhandAttractions,
    ...jaisalmerAttractions,
  ],
  activities: kashmirActivities,
  properties: indiaProperties,
  treks: [
    kedarkanthaTrek,
    harKiDunTrek,
    valleyOfFlowersTrek,
    hamptaPassTrek,
    kashmirGreatLakesTrek,
    kashmirWinterEscape,
    spitiWinterExpedition,
    spitiValleyRoadTrip,
    ladakhRoadTrip,
    keralaBackwatersEscape,
    goaMonsoonAndBeaches,
    andamanIslandHopping,
    jaisalmerDesertCamp,
  ],
  quotations: [],
};
