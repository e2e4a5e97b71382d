// An audit row's changes as the API words them (AdminAuditChange): "Paid: ₹0 → ₹6,000", one line a
// field, the first few at once and the rest behind a disclosure (a new quotation sets dozens).
export interface AuditChangeView {
  field: string;
  before: string | null;
  after: string | null;
}

const SHOWN_AT_ONCE = 6;

function ChangeLine({ change }: { change: AuditChangeView }) {
  return (
    <li>
      <span className="font-semibold text-slate-900">{change.field}</span>:{" "}
      {change.before === null ? (
        <>
          {change.after} <span className="text-slate-600">(new)</span>
        </>
      ) : change.after === null ? (
        <>
          {change.before} <span className="text-slate-600">(removed)</span>
        </>
      ) : (
        <>
          {change.before} <span aria-hidden="true">→</span>
          <span className="sr-only">changed to</span> {change.after}
        </>
      )}
    </li>
  );
}

export function AuditChanges({ changes }: { changes: readonly AuditChangeView[] }) {
  if (changes.length === 0) return <p className="text-slate-600">Nothing changed.</p>;
  const first = changes.slice(0, SHOWN_AT_ONCE);
  const rest = changes.slice(SHOWN_AT_ONCE);
  return (
    <div className="text-sm">
      <ul className="grid gap-0.5 break-words">
        {first.map((change) => (
          <ChangeLine key={change.field} change={change} />
        ))}
      </ul>
      {rest.length > 0 ? (
        <details className="mt-1">
          <summary className="cursor-pointer font-semibold text-primary-strong">
            {rest.length} more {rest.length === 1 ? "change" : "changes"}
          </summary>
          <ul className="mt-1 grid gap-0.5 break-words">
            {rest.map((change) => (
              <ChangeLine key={change.field} change={change} />
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** "record-offline-payment" as "Record offline payment". */
export function actionInWords(action: string): string {
  const words = action.replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}
