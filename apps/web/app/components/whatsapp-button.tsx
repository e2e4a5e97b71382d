// A floating click-to-chat button: most travellers in India ask their first question on WhatsApp.
import { whatsappLink } from "@parvat/domain/company";
import { WhatsappIcon } from "./icons.tsx";

export function WhatsappButton() {
  return (
    <aside aria-label="Chat with us">
      <a
        href={whatsappLink()}
        rel="noopener"
        aria-label="Chat with us on WhatsApp"
        data-chat-button
        className="fixed right-4 bottom-4 z-20 flex size-14 items-center justify-center rounded-full bg-[#0f7a3d] text-white shadow-lg shadow-black/25 motion-safe:transition-transform motion-safe:hover:scale-105 hover:bg-[#0b5f2f] sm:right-6 sm:bottom-6"
      >
        <WhatsappIcon className="size-7" />
      </a>
    </aside>
  );
}
