// For the admin forms' component tests: the API's answers to the page's requests, in turn, with
// every request's variables kept so a test can say exactly what a form sent.
import { vi } from "vitest";

export function answerRequests(...bodies: unknown[]): Record<string, unknown>[] {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { variables: Record<string, unknown> }).variables);
      return Response.json(bodies[sent.length - 1]);
    }),
  );
  return sent;
}
