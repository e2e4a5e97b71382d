// A staff mutation from an admin form: the data, or what to tell the staff member (the API's
// message, the field it is about, every field's message when the input broke a shared rule).
import { type FormEvent, useState } from "react";
import { type GraphqlDocument, NETWORK_ERROR_MESSAGE, request } from "../../graphql/client.ts";
import type { FormMessage } from "./admin-form-message.tsx";

export type AdminMutationResult<TResult> =
  | { ok: true; data: TResult }
  | { ok: false; message: string; code?: string; field?: string; fields: Record<string, string> };

export async function runAdminMutation<TResult, TVariables>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<AdminMutationResult<TResult>> {
  try {
    const result = await request(document, ...([variables] as [TVariables]));
    if (result.data && result.errors.length === 0) return { ok: true, data: result.data };
    const error = result.errors[0];
    const extensions = error?.extensions ?? {};
    return {
      ok: false,
      message: error?.message ?? "That did not work. Please try again.",
      code: typeof extensions.code === "string" ? extensions.code : undefined,
      field: typeof extensions.field === "string" ? extensions.field : undefined,
      fields: (extensions.fields as Record<string, string> | undefined) ?? {},
    };
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE, fields: {} };
  }
}

/**
 * What every admin form does around its mutation: busy while it runs, the API's message when it is
 * refused, a sentence saying what was done otherwise, then the screen's data loaded again.
 */
export function useAdminForm(reload: () => Promise<unknown>) {
  const [message, setMessage] = useState<FormMessage>(null);
  const [busy, setBusy] = useState(false);
  function submit<TResult>(
    run: () => Promise<AdminMutationResult<TResult>>,
    done: (data: TResult) => string,
  ): (event: FormEvent) => Promise<void> {
    return async (event) => {
      event.preventDefault();
      setBusy(true);
      const result = await run();
      setBusy(false);
      if (!result.ok) {
        setMessage({ kind: "error", text: result.message });
        return;
      }
      setMessage({ kind: "success", text: done(result.data) });
      await reload();
    };
  }
  return { message, busy, submit };
}
