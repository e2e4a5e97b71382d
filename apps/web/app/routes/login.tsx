// /login: phone and one-time-code login. The form arrives with the accounts issue; until then the
// page says how to reach a booking without it.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/login";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Log in",
    description: `Log in to ${company.name} with your mobile number and a one-time code to see your bookings, add travellers and pay for your trip.`,
    noindex: true,
  });
}

export default function Login() {
  return (
    <FramePage
      eyebrow="Your account"
      title="Log in"
      lead="Travellers log in with their mobile number and a one-time code sent by SMS. Online login is not open on the website yet: for anything about a booking, our team answers on WhatsApp and by phone."
      helpTitle="Manage your booking with us"
      helpIntro="Write from the mobile number you booked with, so we can find your booking straight away."
      whatsappMessage={`Hi ${company.name}! I would like help with my booking.`}
      emailSubject="Help with my booking"
    />
  );
}
