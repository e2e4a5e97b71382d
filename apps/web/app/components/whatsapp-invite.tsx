// The invitation to chat (SPEC.md section 1): a WhatsApp message already written for the visitor.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { PhoneIcon, WhatsappIcon } from "./icons.tsx";

export function WhatsappInvite({
  title = "Not sure where to go next?",
  text = "Tell us the month, the budget and who is coming. A trip expert replies on WhatsApp with dates, prices and an honest opinion.",
  message = company.whatsappGreeting,
}: {
  title?: string;
  text?: string;
  message?: string;
}) {
  return (
    <section className="py-12 sm:py-16">
      <div className="page-container">
        <div className="on-dark relative overflow-hidden rounded-3xl bg-night px-6 py-10 text-white sm:px-12 sm:py-14">
          <div
            aria-hidden="true"
            className="absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(circle,rgba(255,0,0,0.45),transparent_70%)]"
          />
          <div className="relative max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
            <p className="mt-3 text-slate-200">{text}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={whatsappLink(message)} rel="noopener" className="btn btn-whatsapp">
                <WhatsappIcon className="size-5" />
                Chat on WhatsApp
              </a>
              <a href={`tel:${company.phone}`} className="btn btn-light">
                <PhoneIcon className="size-5" />
                Call {formatIndianPhone(company.phone)}
              </a>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
