// How to reach a person: WhatsApp with a message fitted to the need, a call, an email. Used on the
// contact page and on every page whose online flow is not open yet.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { MailIcon, PhoneIcon, WhatsappIcon } from "./icons.tsx";

export function ContactOptions({
  whatsappMessage = company.whatsappGreeting,
  emailSubject,
}: {
  whatsappMessage?: string;
  emailSubject?: string;
}) {
  const mailto = `mailto:${company.email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ""}`;
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      <li>
        <a
          href={whatsappLink(whatsappMessage)}
          rel="noopener"
          className="card flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-md"
        >
          <WhatsappIcon className="size-7 text-[#0f7a3d]" />
          <span className="font-semibold text-slate-900">Message us on WhatsApp</span>
          <span className="text-sm text-slate-600">{company.hours.chat}</span>
        </a>
      </li>
      <li>
        <a
          href={`tel:${company.phone}`}
          className="card flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-md"
        >
          <PhoneIcon className="size-7 text-primary-strong" />
          <span className="font-semibold text-slate-900">Call {formatIndianPhone(company.phone)}</span>
          <span className="text-sm text-slate-600">{company.hours.phone}</span>
        </a>
      </li>
      <li>
        <a href={mailto} className="card flex h-full flex-col gap-2 p-5 transition-shadow hover:shadow-md">
          <MailIcon className="size-7 text-primary-strong" />
          <span className="font-semibold break-all text-slate-900">{company.email}</span>
          <span className="text-sm text-slate-600">Email: a detailed answer within one working day</span>
        </a>
      </li>
    </ul>
  );
}
