// What a page shows where its lists would be when they could not be loaded (SPEC.md section 8 and
// graphql/load.server.ts): what happened, a retry link that loads the page again (it works before
// hydration too), and a person to ask. The browser console gets the message as well.
import { whatsappLink } from "@parvat/domain/company";
import { type ReactNode, useEffect } from "react";
import { WhatsappIcon } from "./icons.tsx";

export function LoadFailureNotice({
  title,
  text,
  retryTo,
  whatsappMessage,
  className = "mt-4",
  children,
}: {
  title: string;
  text: ReactNode;
  /** The address that loads the page again. */
  retryTo: string;
  /** A message for the "Ask on WhatsApp" link, when the page offers one. */
  whatsappMessage?: string;
  className?: string;
  /** More ways forward, after the retry and WhatsApp links. */
  children?: ReactNode;
}) {
  useEffect(() => {
    console.warn(title);
  }, [title]);
  return (
    <div role="alert" className={`rounded-2xl border border-amber-300 bg-amber-50 p-6 text-slate-800 ${className}`}>
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={retryTo} className="btn btn-primary">
          Try again
        </a>
        {whatsappMessage ? (
          <a href={whatsappLink(whatsappMessage)} rel="noopener" className="btn btn-whatsapp">
            <WhatsappIcon className="size-5" />
            Ask on WhatsApp
          </a>
        ) : null}
        {children}
      </div>
    </div>
  );
}
