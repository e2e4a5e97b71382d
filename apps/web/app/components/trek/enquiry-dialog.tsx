// "Enquire" opens the enquiry form in a modal dialog (the browser's <dialog>: focus moves in and
// stays in, Escape closes, focus returns to the button). The form's code loads when the dialog
// first opens: the page renders and hydrates without it.
import { forwardRef, lazy, Suspense, useImperativeHandle, useRef, useState } from "react";
import { CloseIcon } from "../icons.tsx";

const InquiryForm = lazy(() => import("../inquiry-form.tsx").then((module) => ({ default: module.InquiryForm })));

export interface EnquiryDialogHandle {
  open(): void;
}

export const EnquiryDialog = forwardRef<
  EnquiryDialogHandle,
  { trekId: number; trekName: string; packageName: string | undefined; date: string | undefined }
>(function EnquiryDialog({ trekId, trekName, packageName, date }, ref) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // A fresh form each time it opens, starting from the date chosen on the page.
  const [opened, setOpened] = useState(0);

  useImperativeHandle(ref, () => ({
    open() {
      setOpened((count) => count + 1);
      dialogRef.current?.showModal();
    },
  }));

  const close = () => dialogRef.current?.close();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse shortcut; keyboards close with Escape or the close button
    <dialog
      ref={dialogRef}
      aria-labelledby="enquiry-heading"
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === dialogRef.current) close();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100%-2rem))] overflow-y-auto overscroll-contain rounded-2xl p-0 shadow-2xl backdrop:bg-night/70"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="enquiry-heading" className="text-xl font-bold text-slate-900">
            Enquire about {trekName}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label="Close the enquiry form"
            className="-m-2 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="mt-4">
          {opened > 0 ? (
            <Suspense fallback={<p className="text-slate-600">Loading the form…</p>}>
              <InquiryForm
                key={opened}
                subject={packageName ? `${trekName}, ${packageName}` : trekName}
                trekId={trekId}
                defaultDate={date}
                onClose={close}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </dialog>
  );
});
