// The moment before a private screen has its data (or its code): a polite status in the page's
// place, the same on every payment screen.
export function ScreenLoading({ text }: { text: string }) {
  return (
    <div className="page-container py-20" role="status">
      <p className="text-slate-600">{text}</p>
    </div>
  );
}
