// Questions and answers as disclosures: they work without JavaScript and with a keyboard.
import { ChevronDownIcon } from "../icons.tsx";

export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDownIcon className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
          </summary>
          <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
