// The short reference of a stored enquiry or trip request, as its confirmation shows it: large,
// on one line, with the number to call and when to quote it.
import { company, formatIndianPhone } from "@parvat/domain/company";

export function EnquiryReference({ reference }: { reference: string }) {
  return (
    <div className="text-slate-700">
      <p className="text-sm">Your reference</p>
      <p className="font-mono text-2xl font-bold tracking-wider whitespace-nowrap text-slate-900">{reference}</p>
      <p className="mt-1 text-sm">
        Quote it when you call us on{" "}
        <a href={`tel:${company.phone}`} className="link font-semibold whitespace-nowrap">
          {formatIndianPhone(company.phone)}
        </a>{" "}
        or when we call you.
      </p>
    </div>
  );
}
