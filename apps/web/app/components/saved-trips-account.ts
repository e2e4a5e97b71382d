// The account half of saved trips (the API of /tmp/saved-trips-contract.md, helper T2): once a
// traveller is logged in, the trips saved on the device are saved in the account as well (saving is
// idempotent), and the account's list, which may hold saves from another device, becomes the
// device's. Loaded only for a logged-in traveller, after the page is up: never in the first script.
import { request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { readSavedTrips, replaceSavedTrips } from "./saved-trips.ts";

const SaveTripDocument = graphql(`
  mutation SaveTrip($trekId: Int!) {
    saveTrip(trekId: $trekId) {
      saved
    }
  }
`);

const UnsaveTripDocument = graphql(`
  mutation UnsaveTrip($trekId: Int!) {
    unsaveTrip(trekId: $trekId) {
      saved
    }
  }
`);

const SavedTripsDocument = graphql(`
  query SavedTrips {
    savedTrips {
      id
      slug
      title
    }
  }
`);

let merged: Promise<void> | null = null;

/** Merges the device's saves into the account once per page load, then keeps the account's list here. */
export function mergeSavedTrips(): Promise<void> {
  merged ??= (async () => {
    for (const trip of readSavedTrips()) await request(SaveTripDocument, { trekId: trip.id });
    const { data } = await request(SavedTripsDocument);
    if (data) replaceSavedTrips(data.savedTrips.map((trip) => ({ id: trip.id, slug: trip.slug, name: trip.title })));
  })().catch((error: unknown) => {
    // Offline or refused: the device's list still holds; the next page load tries again.
    merged = null;
    console.warn("Saved trips could not be merged into the account", error);
  });
  return merged;
}

/** Records a save (or its removal) made on this device in the account. */
export async function saveInAccount(trekId: number, saved: boolean): Promise<void> {
  try {
    await (saved ? request(SaveTripDocument, { trekId }) : request(UnsaveTripDocument, { trekId }));
  } catch (error) {
    console.warn("The saved trip could not be recorded in the account", error);
  }
}
