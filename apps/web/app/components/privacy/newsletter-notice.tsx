// The footer's newsletter notice (India's DPDP Act s.5, as collection-notice.tsx): the address, what it
// is for, until when, adults only, and the rights. A file of its own, since the footer is on every page
// and the other notices' texts need not travel with it (the JavaScript budget, decision 0012).
import { CHILD_RULE, PRIVACY_LINKS } from "@parvat/domain/privacy";

export function NewsletterNotice({ id }: { id: string }) {
  return (
    <p id={id} className="mt-2 text-xs leading-5 text-slate-300 [&_a]:underline" data-notice="newsletter">
      Your email address: to send our travel letter (new departures and offers), and nothing else. Kept: until you
      unsubscribe. Every letter has a link to unsubscribe. The letter is for adults: subscribe only if you are{" "}
      {CHILD_RULE.adultAge} or over.{" "}
      {/* A plain link: the footer's form also renders where no router is (its own tests). */}
      <a href={PRIVACY_LINKS.rights} className="text-white">
        Your rights
      </a>
      .
    </p>
  );
}
