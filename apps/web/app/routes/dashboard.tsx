// /dashboard: a logged-in traveller's trips (guarded). Bookings arrive with the bookings issue.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { RequireLogin } from "../components/require-login.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/dashboard";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "My trips",
    description: `Your trips with ${company.name}: upcoming departures, the travellers on each booking and what is left to pay.`,
    noindex: true,
  });
}

export default function Dashboard() {
  return (
    <RequireLogin>
      <FramePage
        eyebrow="Your account"
        title="My trips"
        lead="Your bookings, travellers and payments. To change a booking, add a traveller or get an invoice, our team is one message away."
        helpTitle="Help with a booking"
        whatsappMessage={`Hi ${company.name}! I would like help with my bookings.`}
        emailSubject="My bookings"
      />
    </RequireLogin>
  );
}
