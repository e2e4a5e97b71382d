// The notices shown where personal data is collected (India's DPDP Act s.5 and the DPDP Rules'
// rule 3): in plain words and on their own, what is collected, why, how long it is kept and who sees
// it, with the ways to withdraw consent and to use one's rights. One component for every place
// (the booking's registration, a traveller's forms; the newsletter's is newsletter-notice.tsx) so that they say the same things
// the privacy page says, from the same figures (@parvat/domain/privacy).
import { company } from "@parvat/domain/company";
import { CHILD_RULE, GRIEVANCES, PRIVACY_LINKS, RETENTION } from "@parvat/domain/privacy";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePersonalDataRetentionDays } from "../../lib/root-data.ts";

/** The footer's newsletter has a short notice of its own (newsletter-notice.tsx), light enough for every page. */
export type NoticeKind = "booking" | "traveller-form";

interface NoticeItem {
  /** What we collect. */
  what: string;
  /** Why, in a sentence. */
  why: string;
}

interface Notice {
  title: string;
  items: readonly NoticeItem[];
  /** How long, in a sentence, given PERSONAL_DATA_RETENTION_DAYS (the server's setting). */
  kept: (retentionDays: number) => string;
  /** Who sees it, in a sentence. */
  seenBy: string;
  /** How consent is withdrawn here. */
  withdraw: ReactNode;
}

const taxYears = RETENTION.taxRecordMonths / 12;

export const NOTICES: Record<NoticeKind, Notice> = {
  booking: {
    title: "What we ask for here, and why",
    items: [
      {
        what: "Each traveller's name, date of birth and gender",
        why: "to book permits, stays and transport in their name, to check the trip's age limits and to know who is in the group.",
      },
      {
        what: "Each traveller's mobile number",
        why: "for the trip group and the trip captain's calls, and to send each traveller the link to their own forms.",
      },
      {
        what: "Your email address, if you give one",
        why: "to send your confirmation, receipts and refunds.",
      },
      {
        what: `For a traveller under ${CHILD_RULE.adultAge}: your name and how you are related to them`,
        why: "to record that their parent or lawful guardian books them and consents for them. Their form link comes to you, and we never send them offers.",
      },
    ],
    kept: () => `With the booking, for as long as the law keeps its tax records (${taxYears} years).`,
    seenBy:
      "Our trip desk and your trip's leader; the hotels, transporters and permit offices of your trip get the names and ages they need.",
    withdraw: (
      <>
        Choose which messages you get, or stop them, in{" "}
        <Link to={PRIVACY_LINKS.messageSettings}>your message settings</Link>. Messages about your money and your safety
        still reach you while you have a booking.
      </>
    ),
  },
  "traveller-form": {
    title: "What this form asks for, and why",
    items: [
      {
        what: "An emergency contact (name, phone, relation)",
        why: "so that we can call someone if anything happens to you on the trip.",
      },
      {
        what: "A medical declaration (conditions, medicines, allergies, notes)",
        why: "so that your leader can keep you safe at altitude and tell a doctor what matters in an emergency.",
      },
      {
        what: "An ID type and number, only when the trip needs permits",
        why: "because permit offices ask for it. Staff see it masked; the whole number only when filing a permit, and each look is logged.",
      },
      {
        what: "A fitness proof, only for treks that ask for one",
        why: "to check that the trek is safe for you. We keep a cleaned copy, without the file's hidden details.",
      },
      {
        what: "Your acceptance of the trip's undertaking (its version, the time and your internet address)",
        why: "as the record of what was agreed.",
      },
    ],
    kept: (retentionDays) =>
      `Encrypted, and erased ${retentionDays} days after the trip ends (unless an incident on the trip must be looked into). The acceptance of the undertaking is kept with the booking.`,
    seenBy:
      "Our trip desk and your departure's leader, each reading logged; a permit office gets the ID it needs, and doctors or rescuers what they need in an emergency.",
    withdraw: (
      <>
        To withdraw your consent or have answers erased sooner, write to our Grievance Officer (
        <a href={`mailto:${company.grievanceOfficer.email}`}>{company.grievanceOfficer.email}</a>). Without an emergency
        contact and a medical declaration we cannot take you on a high-altitude trek.
      </>
    ),
  },
};

const rightsLinks = (
  <>
    You can see, correct or erase your data and complain to us, then to the Data Protection Board of India: see{" "}
    <Link to={PRIVACY_LINKS.rights}>your rights</Link> and <Link to={PRIVACY_LINKS.grievances}>who to write to</Link>{" "}
    (we answer within {GRIEVANCES.answerDays} days).
  </>
);

/** A notice at the point of collection: `kind` says which. */
export function CollectionNotice({
  kind,
  id,
  heading: Heading = "h2",
}: {
  kind: NoticeKind;
  id?: string;
  /** The notice's heading level where it sits (an h3 inside a titled section). */
  heading?: "h2" | "h3";
}) {
  const notice = NOTICES[kind];
  const kept = notice.kept(usePersonalDataRetentionDays());
  const titleId = `${id ?? `notice-${kind}`}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      data-notice={kind}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 sm:p-5 [&_a]:text-primary-strong [&_a]:underline"
    >
      <Heading id={titleId} className="text-base font-bold text-slate-900">
        {notice.title}
      </Heading>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {notice.items.map((item) => (
          <li key={item.what}>
            <strong className="font-semibold text-slate-900">{item.what}</strong>: {item.why}
          </li>
        ))}
      </ul>
      <p className="mt-2">
        <strong className="font-semibold text-slate-900">How long</strong>: {kept}{" "}
        <strong className="font-semibold text-slate-900">Who sees it</strong>: {notice.seenBy}
      </p>
      <p className="mt-2">{notice.withdraw}</p>
      <p className="mt-2">{rightsLinks}</p>
    </section>
  );
}
