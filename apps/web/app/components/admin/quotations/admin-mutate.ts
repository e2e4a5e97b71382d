// Running a staff mutation from a screen: the data, or the message to show and the message of each
// field the API refused (BAD_USER_INPUT's `extensions.fields`), network failures included.
import { type GraphqlDocument, NETWORK_ERROR_MESSAGE, request } from "../../../graphql/client.ts";

export type MutationResult<TResult> =
  | { ok: true; data: TResult }
  | { ok: false; message: string; fields: Partial<Record<string, string>> };

export async function adminMutate<TResult, TVariables extends Record<string, unknown>>(
  document: GraphqlDocument<TResult, TVariables>,
  variables: TVariables,
): Promise<MutationResult<TResult>> {
  try {
    const response = await request(document, ...([variables] as [TVariables]));
    const error = response.errors[0];
    if (!error && response.data) return { ok: true, data: response.data };
    const fields = error?.extensions?.fields;
    return {
      ok: false,
      message: error?.message ?? "That did not work. Please try again.",
      fields: fields && typeof fields === "object" ? (fields as Record<string, string>) : {},
    };
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE, fields: {} };
  }
}
