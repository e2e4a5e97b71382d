// /pay: paying for a booking (guarded). The payment flow arrives with the payments issue.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/pay";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Pay for your trip",
    description: `Pay for your ${company.name} booking securely by card, UPI or net banking, and get your receipt by email straight away.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function Pay() {
  return (
    <RequireLogin>
      <FramePage
        eyebrow="Payment"
        title="Pay for your trip"
        lead="Online payment for bookings is not open on the website yet. Your planner sends a secure payment link for the booking amount or the balance, and a receipt as soon as it is paid."
        helpTitle="Get your payment link"
        whatsappMessage={`Hi ${company.name}! Please send me the payment link for my booking.`}
        emailSubject="Payment link for my booking"
      />
    </RequireLogin>
  );
}
