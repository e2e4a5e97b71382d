// The chat about one booking, in the screen's own content: the payment screens keep the floating
// chat button off (it would sit on their buttons on a phone), so they offer it here, with the
// booking's reference already in the message.
import { company, whatsappLink } from "@parvat/domain/company";
import { WhatsappIcon } from "../icons.tsx";

export function BookingChat({ reference, tripName }: { reference: string; tripName: string }) {
  return (
    <a
      href={whatsappLink(`Hi ${company.name}! I have a question about my booking ${reference} (${tripName}).`)}
      rel="noopener"
      className="link mt-3 flex min-h-11 items-center gap-2"
    >
      <WhatsappIcon className="size-5 shrink-0 text-[#0f7a3d]" />
      Questions? Ask us on WhatsApp
    </a>
  );
}
