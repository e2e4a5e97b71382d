// The check-in screen's search: staff type what they have in front of them (a name, part of one, the
// booking's reference from a printout, or the last digits of a phone) and the list narrows to it.
export interface SearchableTraveller {
  first_name: string;
  last_name: string;
  reference: string;
  phone: string;
}

/** Every typed word is in the name or the reference; or four or more typed digits are in the phone. */
export function travellerMatches(traveller: SearchableTraveller, typed: string): boolean {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const name = `${traveller.first_name} ${traveller.last_name}`.toLowerCase();
  const reference = traveller.reference.toLowerCase();
  if (words.every((word) => name.includes(word) || reference.includes(word))) return true;
  const digits = typed.replace(/\D/g, "");
  return digits.length >= 4 && traveller.phone.replace(/\D/g, "").includes(digits);
}
