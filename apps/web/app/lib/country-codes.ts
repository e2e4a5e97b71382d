// Country codes the login form offers. India first (most travellers), then where travellers to
// India and our trips abroad most often come from; anyone else types their number with its "+".

export interface CountryCode {
  /** "+91" */
  dial: string;
  name: string;
}

export const DEFAULT_COUNTRY_CODE = "+91";

export const COUNTRY_CODES: readonly CountryCode[] = [
  { dial: "+91", name: "India" },
  { dial: "+971", name: "United Arab Emirates" },
  { dial: "+1", name: "United States and Canada" },
  { dial: "+44", name: "United Kingdom" },
  { dial: "+65", name: "Singapore" },
  { dial: "+61", name: "Australia" },
  { dial: "+977", name: "Nepal" },
  { dial: "+975", name: "Bhutan" },
  { dial: "+880", name: "Bangladesh" },
  { dial: "+94", name: "Sri Lanka" },
  { dial: "+966", name: "Saudi Arabia" },
  { dial: "+974", name: "Qatar" },
  { dial: "+968", name: "Oman" },
  { dial: "+965", name: "Kuwait" },
  { dial: "+973", name: "Bahrain" },
  { dial: "+60", name: "Malaysia" },
  { dial: "+66", name: "Thailand" },
  { dial: "+49", name: "Germany" },
];

/**
 * The number to send: as typed when it carries its own country code ("+44 7700 900123",
 * "0044..."), otherwise the chosen country code followed by the number without a trunk 0.
 */
export function composePhone(countryCode: string, typed: string): string {
  const trimmed = typed.trim();
  if (trimmed.startsWith("+") || trimmed.startsWith("00")) return trimmed;
  return `${countryCode}${trimmed.replace(/^0+/, "")}`;
}
