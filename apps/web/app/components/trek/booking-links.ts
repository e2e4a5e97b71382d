// The trek page's WhatsApp chat that already names the trip, the package and the date
// (registration's address, the other way forward, is built by lib/paths.ts).
import { company, whatsappLink } from "@parvat/domain/company";
import { longDate } from "./trek-format.ts";

export function trekWhatsappLink(options: {
  trekName: string;
  packageName?: string;
  date?: string;
  /** The trip desk's own number when it takes WhatsApp, otherwise the company's. */
  phone?: string | null;
}): string {
  const what = options.packageName ? `${options.trekName} (${options.packageName})` : options.trekName;
  const when = options.date ? ` departing on ${longDate(options.date)}` : "";
  const message = `Hi ${company.name}! I am interested in ${what}${when}. Could you share the details?`;
  return whatsappLink(message, options.phone ?? company.phone);
}
