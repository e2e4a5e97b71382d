// What the root route's loader hands every page: the menu's destinations, and the request's id,
// date and origin for the error page and the footer. Components read it here rather than from
// root.tsx, so imports point down the tree (routes -> components -> lib), never back up to a route.
import type { IsoDate } from "@parvat/domain/business-dates";
import { RETENTION } from "@parvat/domain/privacy";
import { useRouteLoaderData } from "react-router";
import type { NavigationQuery } from "../graphql/generated/graphql.ts";

export interface RootData {
  origin: string;
  requestId: string;
  today: IsoDate;
  /** Empty when the menu could not be loaded: it is a convenience, not a reason to fail the page. */
  destinations: NavigationQuery["destinations"];
  /** PERSONAL_DATA_RETENTION_DAYS as this server keeps it: what the notices and the privacy page promise. */
  personalDataRetentionDays: number;
}

/** The root loader's data; undefined only where the root loader did not run (an error before it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/**
 * How many days after a trip its travellers' health and ID answers are erased, as this server is set
 * (its default where no root loader ran: a component's own tests).
 */
export function usePersonalDataRetentionDays(): number {
  return useRootData()?.personalDataRetentionDays ?? RETENTION.personalDataDaysAfterTrip;
}
