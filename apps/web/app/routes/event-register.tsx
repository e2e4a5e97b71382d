// /event/{id}/register: adding the travellers of a departure (guarded).
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { privatePageHeaders, RequireLogin } from "../components/require-login.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/event-register";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Register travellers for your departure",
    description: `Add the travellers on your ${company.name} departure: names, dates of birth and phone numbers for permits, stays and the trip group.`,
    noindex: true,
  });
}

export const headers: Route.HeadersFunction = privatePageHeaders;

export default function EventRegister({ params }: Route.ComponentProps) {
  return (
    <RequireLogin>
      <FramePage
        eyebrow="Registration"
        title="Register travellers"
        lead="For every traveller we need the first and last name, date of birth, gender and phone number with country code. Send them to your planner and they will be added to your departure."
        helpTitle="Send the traveller details"
        whatsappMessage={`Hi ${company.name}! I would like to register travellers for departure ${params.id}.`}
        emailSubject={`Travellers for departure ${params.id}`}
      />
    </RequireLogin>
  );
}
