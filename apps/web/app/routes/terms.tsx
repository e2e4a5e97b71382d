import { company, formatIndianPhone } from "@parvat/domain/company";
import { Link } from "react-router";
import { PolicyPage, type PolicySection } from "../components/policy-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/terms";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Terms & Conditions",
    description: `The terms for booking a trek, group trip, tour package or activity with ${company.name}: payments, flexible cancellation, changes, safety and your rights.`,
  });
}

const email = <a href={`mailto:${company.email}`}>{company.email}</a>;

const sections: PolicySection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <>
        <p>
          These terms form the agreement between you and {company.legalName} ("{company.name}", "we", "us"), a company
          registered in India with its office at {company.address.street}, {company.address.locality},{" "}
          {company.address.region} {company.address.postalCode}. They apply to every trek, group trip, tour package,
          activity and customised itinerary you book with us, on this website, on WhatsApp, by phone or in person.
        </p>
        <p>
          The person who makes a booking accepts these terms for everyone named on it and confirms that they are allowed
          to do so. Where a trip page or a quotation states a different rule (for example a stricter cancellation
          schedule for a peak-season departure), that written rule applies to that trip.
        </p>
      </>
    ),
  },
  {
    id: "bookings",
    title: "Bookings and payment",
    body: (
      <>
        <ul>
          <li>
            A booking is confirmed when we receive the booking amount shown on the trip or quotation and send you a
            written confirmation. Seats are not held before that.
          </li>
          <li>
            The balance is due 21 days before departure unless the trip says otherwise. If it is not paid on time we
            will remind you twice; after that we may release the seats and treat the booking as cancelled by you.
          </li>
          <li>
            Prices are in Indian rupees and include Goods and Services Tax (GST) unless the trip says otherwise. For
            tour packages outside India, Tax Collected at Source (TCS) is added as the Income-tax Act requires, at the
            rate in force on the date of payment; it can be claimed against your income tax.
          </li>
          <li>Payments are processed by a regulated payment gateway. We never see or store your full card number.</li>
          <li>
            If a price on our website is obviously wrong because of a typing or technical error, we will tell you before
            confirming and you may pay the correct price or cancel for a full refund.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cancellation-by-you",
    title: "Flexible cancellation by you",
    body: (
      <>
        <p>
          Plans change. You can cancel by writing to {email} or on WhatsApp from the number used for the booking. The
          date we receive your message counts. Unless the trip or quotation states its own schedule:
        </p>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Refunds and credits by days before departure</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                Cancelled
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                Refund to you
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-900">
                Or a travel credit of
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="border-b border-slate-200">
              <td className="py-2 pr-4">30 days or more before departure</td>
              <td className="py-2 pr-4">Everything paid, less the booking amount</td>
              <td className="py-2">100% of what you paid</td>
            </tr>
            <tr className="border-b border-slate-200">
              <td className="py-2 pr-4">15 to 29 days before</td>
              <td className="py-2 pr-4">50% of the trip price</td>
              <td className="py-2">75% of what you paid</td>
            </tr>
            <tr className="border-b border-slate-200">
              <td className="py-2 pr-4">7 to 14 days before</td>
              <td className="py-2 pr-4">25% of the trip price</td>
              <td className="py-2">50% of what you paid</td>
            </tr>
            <tr>
              <td className="py-2 pr-4">Less than 7 days before, or not turning up</td>
              <td className="py-2 pr-4">No refund</td>
              <td className="py-2">No credit</td>
            </tr>
          </tbody>
        </table>
        <p>
          Travel credits can be used by you or anyone you name for any of our trips within 12 months. Refunds reach the
          original payment method within 7 working days of the cancellation. Flights, trains, visas, permits and
          insurance bought for you are refunded only as far as their providers refund us.
        </p>
        <p>
          You may move to another departure of the same trip free of charge once, up to 15 days before departure, if it
          has seats. You may also hand your seat to a friend at no cost until 7 days before departure.
        </p>
      </>
    ),
  },
  {
    id: "changes-by-us",
    title: "Changes and cancellation by us",
    body: (
      <>
        <p>
          Mountains, roads and weather do not always cooperate. Trip captains may change the order of days, a campsite,
          a stay or a route when snow, landslides, road closures, government orders or the group's safety require it. We
          replace what is lost with something of similar standard and tell you why.
        </p>
        <p>
          If we cancel a departure before it starts, for too few travellers or any reason within our control, you choose
          between another date, another trip, or a full refund within 7 working days. If a departure cannot go ahead
          because of events beyond anyone's control (natural disasters, closures ordered by authorities, civil unrest),
          you receive a travel credit for everything paid, or a refund of everything except costs we cannot recover from
          suppliers, which we list for you.
        </p>
        <p>
          We are not responsible for flights, trains or other bookings you made yourself, so please choose flexible
          tickets where you can.
        </p>
      </>
    ),
  },
  {
    id: "your-responsibilities",
    title: "Your responsibilities",
    body: (
      <ul>
        <li>
          Give correct names, dates of birth and contact details for every traveller. Permits and hotel registers are
          issued in those names.
        </li>
        <li>
          Carry a valid government photo ID (and a passport and visa for trips abroad). Some areas, for example parts of
          Ladakh and Spiti, need permits that we arrange with your documents.
        </li>
        <li>
          Be honest about your health and fitness. Treks above 3,000 metres need a signed medical declaration, and some
          trips need a fitness certificate from a doctor; the trip page says which.
        </li>
        <li>
          Follow the trip captain's instructions on safety, timings and conduct. Alcohol and drugs are not allowed on
          treks. Anyone who endangers themselves or others may be asked to leave the trip without a refund.
        </li>
        <li>Respect local communities, customs and the environment. Carry your waste back; we do.</li>
      </ul>
    ),
  },
  {
    id: "health-and-safety",
    title: "Health and safety at altitude",
    body: (
      <>
        <p>
          Acute mountain sickness can affect anyone, however fit. Our itineraries include acclimatisation days and our
          captains check every traveller's oxygen saturation and pulse daily on high-altitude trips. If a captain
          decides that a traveller must not go higher, or must descend, that decision is final and is made for the
          traveller's safety. Costs of an early descent (transport, extra nights) are yours or your insurer's.
        </p>
        <p>
          Treks and adventure activities carry risks that care reduces but cannot remove. By booking you accept those
          risks for yourself and, as a parent or guardian, for any minor you book for.
        </p>
      </>
    ),
  },
  {
    id: "insurance",
    title: "Insurance",
    body: (
      <p>
        We strongly recommend travel insurance that covers trip cancellation, medical treatment and emergency evacuation
        at the altitudes of your trip. Insurance is required for trips outside India and for treks above 4,500 metres;
        we will ask for the policy number before departure.
      </p>
    ),
  },
  {
    id: "suppliers",
    title: "Hotels, transport and other suppliers",
    body: (
      <p>
        We choose every hotel, homestay, camp, transporter and activity operator with care and visit them before we use
        them. They provide their services under their own licences and rules, which apply alongside these terms. If
        something falls short of what we promised, tell your trip captain or us straight away so we can fix it on the
        spot.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    body: (
      <p>
        We are responsible for arranging your trip with reasonable skill and care. As far as the law allows, our
        liability for any claim is limited to the price you paid for the trip, and we are not liable for indirect losses
        or for losses caused by your own actions, by third parties unconnected with the trip, or by events beyond our
        control. Nothing in these terms limits liability that cannot be limited under Indian law, including under the
        Consumer Protection Act, 2019.
      </p>
    ),
  },
  {
    id: "photos",
    title: "Photos and videos",
    body: (
      <p>
        Captains and creators travelling with us may photograph and film trips. We may use these on our website and
        social channels. If you would rather not appear, tell your captain or write to {email} and we will leave you out
        or remove what is already published.
      </p>
    ),
  },
  {
    id: "complaints",
    title: "Complaints and grievances",
    body: (
      <>
        <p>
          If something goes wrong, please tell your trip captain first: most problems are easiest to fix on the spot.
          After the trip, write to our Grievance Officer at {email} or call{" "}
          <a href={`tel:${company.phone}`}>{formatIndianPhone(company.phone)}</a>. We acknowledge every complaint within
          48 hours and resolve it within one month, as the Consumer Protection (E-Commerce) Rules, 2020 require.
        </p>
        <p>
          How we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: "law",
    title: "Law and jurisdiction",
    body: (
      <p>
        These terms are governed by the laws of India. Courts in {company.address.locality}, {company.address.region}{" "}
        have jurisdiction, without taking away your right to approach a consumer commission where you live.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time. The version published on the day you book applies to that booking.
        The date at the top of this page shows when they last changed.
      </p>
    ),
  },
];

export default function Terms() {
  return (
    <PolicyPage
      title="Terms & Conditions"
      lead="Plain-language terms for booking a trip with us. Please read them before you pay; if anything is unclear, ask us."
      updated="1 November 2026"
      sections={sections}
    />
  );
}
