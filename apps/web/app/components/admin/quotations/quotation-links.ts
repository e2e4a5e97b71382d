// Where a quotation lives and how it is shared: the traveller's page, as an absolute link
// for a message, and a WhatsApp message to the traveller with that link written in.
import { whatsappLink } from "@parvat/domain/company";
import { quotationPath } from "../../../lib/paths.ts";

/** The traveller's page, absolute: what is pasted into a chat. */
export function quotationUrl(origin: string, enquirySlug: string, slug: string): string {
  return new URL(quotationPath(enquirySlug, slug), origin).toString();
}

/** A click-to-chat link to the traveller with the quotation's link in its first message. */
export function quotationShareLink(quotation: {
  travellerName: string;
  travellerMobile: string;
  tripTitle: string;
  url: string;
}): string {
  const firstName = quotation.travellerName.split(" ")[0];
  return whatsappLink(
    `Hi ${firstName}, here is your quotation for ${quotation.tripTitle} from Parvat Journeys: ${quotation.url}`,
    quotation.travellerMobile,
  );
}
