import { company, formatIndianPhone } from "@parvat/domain/company";
import { CHILD_RULE } from "@parvat/domain/guardians";
import { GRIEVANCES, PRIVACY_LINKS, RETENTION } from "@parvat/domain/privacy";
import { Link } from "react-router";
import { PolicyPage, type PolicySection } from "../components/policy-page.tsx";
import { usePersonalDataRetentionDays } from "../lib/root-data.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/privacy";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Privacy Policy",
    description: `How ${company.name} collects, uses, shares and protects your personal data under India's Digital Personal Data Protection Act, 2023, and how to use your rights.`,
  });
}

const officer = company.grievanceOfficer;
const officerEmail = <a href={`mailto:${officer.email}`}>{officer.email}</a>;
const officerPhone = <a href={`tel:${officer.phone}`}>{formatIndianPhone(officer.phone)}</a>;

/** How long health and ID answers are kept, as this server is set (PERSONAL_DATA_RETENTION_DAYS). */
function HealthAndIdRetention() {
  return (
    <li>
      Health answers, emergency contacts, ID numbers and fitness proofs: encrypted while we hold them, and erased{" "}
      {usePersonalDataRetentionDays()} days after the trip ends. Only when something happened on a trip that must be
      looked into do we keep them longer, until it is settled, and we record why.
    </li>
  );
}

const sections: PolicySection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          {company.legalName} ("{company.name}", "we") plans and runs treks, group trips, tour packages and activities.
          For the personal data described here we are the Data Fiduciary under India's Digital Personal Data Protection
          Act, 2023 (the "DPDP Act") and the rules made under it. Our office is at {company.address.street},{" "}
          {company.address.locality}, {company.address.region} {company.address.postalCode}.
        </p>
        <p>
          This policy explains what we collect, why, who we share it with, how long we keep it and how you can use your
          rights. We have written it to be read, not skimmed past.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <strong>Contact details</strong>: your name, mobile number and email address when you enquire, subscribe to
          our newsletter, log in with a one-time code or book.
        </li>
        <li>
          <strong>Traveller details</strong>: for each person on a booking, first and last name, date of birth, gender
          and phone number, which hotels, transporters and permit offices need.
        </li>
        <li>
          <strong>Identity documents</strong>: the type and number of a government ID or passport, only for trips that
          need permits, visas or hotel registration, and only when we ask for it.
        </li>
        <li>
          <strong>Health information you choose to give</strong>: medical declarations and fitness certificates for
          high-altitude treks, and dietary needs or allergies, so that we can keep you safe and fed.
        </li>
        <li>
          <strong>An emergency contact</strong>: the name, phone and relation of someone we call if something happens to
          you on a trip.
        </li>
        <li>
          <strong>For a traveller under {CHILD_RULE.adultAge}</strong>: the name of the parent or lawful guardian who
          books them, how they are related, and when they said so (see <a href="#children">Children</a>).
        </li>
        <li>
          <strong>Payment records</strong>: amounts, dates and the reference from our payment gateway. Card and bank
          details are handled by the gateway; we never receive your full card number.
        </li>
        <li>
          <strong>Technical data</strong>: IP address, browser type and the pages requested, kept in server logs to keep
          the website secure and working. We use no advertising trackers and no third-party analytics cookies.
        </li>
      </ul>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <>
        <p>
          We process personal data only for clear purposes, with your consent or for a legitimate use the DPDP Act
          allows:
        </p>
        <ul>
          <li>to answer your questions and send the quotations you ask for;</li>
          <li>to book, run and support your trip, including permits, stays, transport and emergencies;</li>
          <li>to take payments, issue invoices and meet tax and accounting laws;</li>
          <li>to log you in securely with a one-time code sent to your phone;</li>
          <li>to send the newsletter, only if you subscribed (every email has a link to stop it);</li>
          <li>to keep our systems secure and prevent fraud and abuse.</li>
        </ul>
        <p>
          We do not sell your personal data, and we do not use it for purposes you would not expect from a travel
          company.
        </p>
      </>
    ),
  },
  {
    id: "browser-storage",
    title: "What we keep in your browser",
    body: (
      <p>
        When you log in, we store a sign-in token in your browser's local storage under the name "credentials" so that
        you stay logged in. Logging out, or clearing your browser's site data, removes it. We set no advertising or
        tracking cookies.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share only what each party needs to do its part:</p>
        <ul>
          <li>hotels, homestays, camps, transporters, guides and activity operators on your trip;</li>
          <li>government offices that issue permits, and embassies for visas you ask us to arrange;</li>
          <li>our payment gateway, SMS provider (for one-time codes) and email provider;</li>
          <li>our hosting and backup providers, under contracts that bind them to protect the data;</li>
          <li>insurers, hospitals or rescue services in an emergency, to protect your life or health;</li>
          <li>authorities, when the law or a court order requires it.</li>
        </ul>
        <p>
          For trips outside India, we share the details your hotels and operators there need. We transfer data abroad
          only to countries not restricted by the Government of India under the DPDP Act.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <>
        <ul>
          <HealthAndIdRetention />
          <li>
            Booking, invoice and payment records, with the travellers' names on them: {RETENTION.taxRecordMonths} months
            from the due date of that year's annual GST return, as section 36 of the CGST Act requires (longer while an
            appeal or proceedings about them go on).
          </li>
          <li>
            The record of which staff member read a traveller's health or ID details, and when:{" "}
            {RETENTION.readLogMonths} months.
          </li>
          <li>Enquiries that do not lead to a booking: {RETENTION.enquiryYears} years after our last conversation.</li>
          <li>One-time login codes: stored only as secure hashes and valid for 5 minutes.</li>
          <li>Newsletter address: until you unsubscribe.</li>
          <li>Server logs: 90 days.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the DPDP Act you may, free of charge:</p>
        <ul>
          <li>ask for a summary of the personal data we hold about you and who we have shared it with;</li>
          <li>ask us to correct, complete, update or erase your personal data;</li>
          <li>withdraw your consent at any time (this does not affect what was done before you withdrew it);</li>
          <li>nominate someone to use your rights if you die or become unable to;</li>
          <li>
            have a grievance heard by us, and then by the Data Protection Board of India if you are not satisfied.
          </li>
        </ul>
        <p>
          Write to our Grievance Officer ({officerEmail}) from the email address or phone number you used with us, so
          that we know the request is yours. We say we have it within {GRIEVANCES.acknowledgeWorkingDays} working days
          and answer within {GRIEVANCES.answerDays} days. Some records, such as invoices, must be kept by law even if
          you ask us to erase them; we will tell you when that applies.
        </p>
        <p>
          <strong>Withdrawing consent to messages</strong>: choose which messages reach you, and by which channel, or
          stop them, in <Link to={PRIVACY_LINKS.messageSettings}>How we reach you</Link> on your account page. Every
          newsletter has a link to unsubscribe. Messages about money you owe and your safety on a booked trip still
          reach you by one channel.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <>
        <p>
          Anyone under {CHILD_RULE.adultAge} is a child under the DPDP Act. A traveller who will be under{" "}
          {CHILD_RULE.adultAge} on the day their trip starts is booked only by their parent or lawful guardian, who
          ticks "I am this traveller's parent or lawful guardian" and gives their name and relation. We record that
          declaration, and when it was made, with the traveller.
        </p>
        <ul>
          <li>
            The child's forms for the trip (emergency contact, medical declaration, undertaking) are filled in and
            confirmed by that parent or guardian: the link goes to them, never to the child's phone.
          </li>
          <li>
            We send children no offers, newsletters or review requests, and we do not track children or show them
            targeted advertising. The newsletter is for adults only.
          </li>
          <li>
            Our trip desk and the trip's leader see who the guardian is; the parent or guardian uses the child's rights
            on their behalf, in the same way as in <a href="#your-rights">Your rights</a>.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        Our website uses encrypted connections (HTTPS). Access to personal data is limited to the staff who need it, and
        every reading of health or ID details is logged. Health answers, emergency contacts, ID numbers and fitness
        proofs are encrypted in our database. Login codes are never stored in readable form. If a personal data breach
        happens, we tell every affected person without delay, through your account, phone or email: what happened, what
        it may mean for you, what we are doing and what you can do. We tell the Data Protection Board of India without
        delay too, and send it a full report within 72 hours, as the DPDP Rules, 2025 require.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact and grievances",
    body: (
      <>
        <p>
          Our {officer.title} is <strong>{officer.name}</strong>. Questions, requests and complaints about your personal
          data go to {officerEmail} or {officerPhone} ({company.hours.calling}), or by post to {officer.name},{" "}
          {officer.title}, {company.legalName}, {company.address.street}, {company.address.locality},{" "}
          {company.address.postalCode}.
        </p>
        <p>
          We say we have your complaint within {GRIEVANCES.acknowledgeWorkingDays} working days and answer it within{" "}
          {GRIEVANCES.answerDays} days (the DPDP Rules, 2025 allow at most {GRIEVANCES.lawsOuterLimitDays}). Tell us
          what happened, when, and what you would like us to do; we reply in writing, with what we did and why.
        </p>
        <p>
          <strong>The Data Protection Board of India</strong>: if our answer does not settle your complaint, or we do
          not answer in time, you can complain to the Data Protection Board of India, set up under the DPDP Act. The law
          asks you to come to us first. The Board works as a digital office: complaints are made to it online, in the
          way it publishes, with a copy of your complaint to us and our answer.
        </p>
        <p>
          Our <Link to="/terms">Terms &amp; Conditions</Link> explain the rest of our agreement with you. We may update
          this policy; the date at the top shows when it last changed, and we will email travellers with upcoming trips
          about any important change.
        </p>
      </>
    ),
  },
];

export default function Privacy() {
  return (
    <PolicyPage
      title="Privacy Policy"
      lead="Your personal data is yours. Here is exactly what we do with it and how to ask us to change or delete it."
      updated="2 December 2026"
      sections={sections}
    />
  );
}
