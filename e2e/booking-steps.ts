// Steps that the booking and payment journeys share: a trek's packages and departures read from the
// API over HTTP (so expectations follow the demo content whatever today is), logging in with a
// fresh number and the code the fake MSG91 received, filling a traveller's card, money as the
// booking screens show it, and toasts.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

const smsUrl = process.env.E2E_SMS_URL!;

export interface PriceEntry {
  package_id: number;
  enabled: boolean;
  price: number | null;
}
export interface TrekData {
  id: number;
  name: string;
  packages: { id: number; name: string; price: number }[];
  events: { id: number; start_date: string; available_seats: number; prices: PriceEntry[] }[];
}

export async function trekData(request: APIRequestContext, slug: string): Promise<TrekData> {
  const response = await request.post("/api/graphql", {
    data: {
      query: `query($slug: String!) { treks(slug: $slug) {
        id name packages { id name price }
        events { id start_date available_seats prices { package_id enabled price } }
      } }`,
      variables: { slug },
    },
  });
  return ((await response.json()) as { data: { treks: TrekData[] } }).data.treks[0]!;
}

export async function seatsOf(request: APIRequestContext, eventId: number): Promise<number> {
  const response = await request.post("/api/graphql", {
    data: { query: "query($id: Int!) { departure(id: $id) { available_seats } }", variables: { id: eventId } },
  });
  return ((await response.json()) as { data: { departure: { available_seats: number } } }).data.departure
    .available_seats;
}

/** SPEC.md section 4's price rule, restated from the outside (whole rupees). */
export function priceOf(pkg: TrekData["packages"][number], event: TrekData["events"][number]): number | null {
  const entry = event.prices.find((price) => price.package_id === pkg.id && price.enabled);
  return entry ? (entry.price ?? pkg.price) : null;
}

/** Paise as the booking screens show them: whole rupees, or rupees and paise when there are some. */
export function money(paise: number): string {
  const digits = paise % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(paise / 100);
}

/** GST on a subtotal in paise, rounded to the nearest paisa (halves up), as the server charges it. */
export function gstOn(subtotalPaise: number, percent = 5): number {
  return Math.floor((subtotalPaise * percent + 50) / 100);
}

let sequence = 0;

/** A 10-digit Indian mobile number no other test in this run uses. */
export function freshDigits(workerIndex: number): string {
  sequence += 1;
  return `9${String(Date.now() % 1_000_000).padStart(6, "0")}${workerIndex % 10}${String(sequence % 100).padStart(2, "0")}`;
}

/** The one-time code the fake MSG91 received last for a 10-digit Indian number, once it has arrived. */
export async function codeSentTo(digits: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${smsUrl}/messages?mobile=91${digits}`)).json()) as {
        variables: { otp: string };
      }[];
      code = messages.at(-1)?.variables.otp ?? "";
      return code;
    })
    .toMatch(/^[1-9]\d{5}$/);
  return code;
}

/** Logs in on the /login page the browser is on, with a fresh number and the code the fake MSG91 got. */
export async function logInHere(page: Page, workerIndex: number): Promise<string> {
  const digits = freshDigits(workerIndex);
  await page.getByRole("textbox", { name: "Mobile number" }).fill(digits);
  await page.getByRole("button", { name: "Send code" }).click();
  await page.getByRole("textbox", { name: "6-digit code" }).fill(await codeSentTo(digits));
  return digits;
}

export function traveller(page: Page, number: number): Locator {
  return page.getByRole("group", { name: `Traveller ${number}` });
}

export async function fillTraveller(
  card: Locator,
  person: {
    first: string;
    last: string;
    phone?: string;
    dob: string;
    gender: string;
    /** A traveller under 18 on the start date: the parent's or lawful guardian's declaration. */
    guardian?: { name: string; relation: "Parent" | "Lawful guardian" };
  },
) {
  await card.getByLabel("First name").fill(person.first);
  await card.getByLabel("Last name").fill(person.last);
  if (person.phone !== undefined) await card.getByLabel("Mobile number").fill(person.phone);
  await card.getByLabel("Date of birth").fill(person.dob);
  await card.getByLabel("Gender").selectOption({ label: person.gender });
  if (person.guardian) {
    const declaration = card.getByRole("group", { name: "A traveller under 18" });
    await declaration.getByLabel("I am this traveller's parent or lawful guardian").check();
    await declaration.getByLabel("Your full name (parent or guardian)").fill(person.guardian.name);
    await declaration.getByLabel("You are their").selectOption({ label: person.guardian.relation });
  }
}

export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(".Toastify").getByText(text);
}
