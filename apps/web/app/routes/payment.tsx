// /payment/{groupId}: the card-style payment screen for one booking group (guarded).
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/payment";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Booking payment",
    description: `The payment for one ${company.name} booking: the amount due for your group and a secure way to pay it.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function Payment({ params }: Route.ComponentProps) {
  return (
    <RequireLogin>
      <FramePage
        eyebrow="Payment"
        title="Booking payment"
        lead="Online payment for bookings is not open on the website yet. Your planner sends a secure payment link for this booking and a receipt once it is paid."
        helpTitle="Get the payment link for this booking"
        helpIntro={
          <>
            Booking reference:{" "}
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900">{params.groupId}</code>
          </>
        }
        whatsappMessage={`Hi ${company.name}! Please send me the payment link for booking ${params.groupId}.`}
        emailSubject={`Payment for booking ${params.groupId}`}
      />
    </RequireLogin>
  );
}
