import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/quotation";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your trip quotation",
    description: `A personalised trip quotation from ${company.name}: itinerary, stays, inclusions and price, prepared by your planner.`,
    noindex: true,
  });
}

export default function Quotation({ params }: Route.ComponentProps) {
  const reference = `${params.slug}/${params.quotationSlug}`;
  return (
    <FramePage
      eyebrow="Personal quotation"
      title="Your trip quotation"
      lead="Your planner can walk you through this quotation, hold the price and change anything in it: the dates, the stays, the vehicle or the people travelling."
      helpTitle="Talk to your planner"
      helpIntro={
        <>
          Quote this reference:{" "}
          <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900">{reference}</code>
        </>
      }
      whatsappMessage={`Hi ${company.name}! I have a question about my quotation (reference ${reference}).`}
      emailSubject={`Quotation ${reference}`}
    />
  );
}
