// /quotations/{slug}: the quotations a planner prepared for one enquiry, addressed by the link we
// send. Personal, so kept out of search results.
import { company } from "@parvat/domain/company";
import { FramePage } from "../components/frame-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/quotations";

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Your quotations",
    description: `The trip quotations ${company.name} prepared for you: compare the options, stays and prices, then confirm with your planner.`,
    noindex: true,
  });
}

export default function Quotations({ params }: Route.ComponentProps) {
  return (
    <FramePage
      eyebrow="Personal quotations"
      title="Your quotations"
      lead="Your planner shares each quotation with you directly. If you are looking for one, or want to change the dates, stays or travellers, send us the reference below."
      helpTitle="Ask your planner"
      helpIntro={
        <>
          Your reference: <code className="rounded bg-white px-1.5 py-0.5 font-mono text-slate-900">{params.slug}</code>
        </>
      }
      whatsappMessage={`Hi ${company.name}! I have a question about my quotations (reference ${params.slug}).`}
      emailSubject={`Quotations ${params.slug}`}
    />
  );
}
