// /tours/{id}/register: adding the travellers of a trip booking (guarded).
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { RequireLogin } from "../components/require-login.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/tour-register";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Register travellers for your trip",
    description: `Register the travellers on your ${company.name} trip: the details we need for permits, stays and the trip group, and how to send them.`,
    noindex: true,
  });
}

export default function TourRegister({ params }: Route.ComponentProps) {
  return (
    <RequireLogin>
      <FramePage
        eyebrow="Registration"
        title="Register travellers for your trip"
        lead="For every traveller we need the first and last name, date of birth, gender and phone number with country code. Your planner adds them to the booking and confirms the seats."
        helpTitle="Send the traveller details"
        whatsappMessage={`Hi ${company.name}! I would like to register travellers for trip ${params.id}.`}
        emailSubject={`Travellers for trip ${params.id}`}
      />
    </RequireLogin>
  );
}
