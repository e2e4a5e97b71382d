// Behind a load balancer every request arrives from the balancer's address, and the visitor's is in
// X-Forwarded-For, which Express reads only from the proxies TRUST_PROXY names. Left empty there,
// every visitor would share one per-IP limit (and one visitor could lock out all). The
// header alone proves nothing (anyone can send it), so this only warns, once, for the operator.
import type { Plugin } from "graphql-yoga";
import type { Logger } from "../logger.ts";

/** What this needs of the Express request yoga receives as its server context. */
interface ExpressServerContext {
  req?: { app?: { get(setting: string): unknown } };
}

export function useForwardedForWarning(logger: Logger): Plugin<Record<string, unknown>> {
  let warned = false;
  return {
    onRequest({ request, serverContext }) {
      if (warned || !request.headers.has("x-forwarded-for")) return;
      const app = (serverContext as ExpressServerContext | undefined)?.req?.app;
      // In-process execution has no Express request: there the web server writes the header itself.
      if (!app) return;
      const trusted = app.get("trust proxy");
      if (trusted !== 0 && trusted !== false && trusted !== undefined) return;
      warned = true;
      logger.warn(
        "X-Forwarded-For arrives while TRUST_PROXY names no proxy: behind a proxy or load balancer every visitor shares one per-IP limit. Set TRUST_PROXY to the addresses or networks of the proxies in front of the server.",
      );
    },
  };
}
