// The outcome line under an admin form: the API's refusal (role alert, read at once) or a
// confirmation (role status).
export type FormMessage = { kind: "error" | "success"; text: string } | null;

export function AdminFormMessage({ message }: { message: FormMessage }) {
  if (!message) return null;
  return message.kind === "error" ? (
    <p role="alert" className="mt-3 text-sm font-medium text-primary-strong">
      {message.text}
    </p>
  ) : (
    <p role="status" className="mt-3 text-sm font-medium text-emerald-800">
      {message.text}
    </p>
  );
}
