// Server rendering. Differs from React Router's default in passing the response's CSP nonce to React,
// so the scripts it streams run under the strict Content-Security-Policy, in passing what loaders left
// for the server's render alone (lib/server-render.tsx), and in writing every Suspense boundary in
// place (the parts that hydrate apart, components/hydrated-apart.tsx).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./context.ts";
import { coalescedStream } from "./lib/coalesced-stream.server.ts";
import { ServerRenderContext } from "./lib/server-render.tsx";
import { NonceContext } from "./nonce.tsx";

export const streamTimeout = 5_000;

// The server fills the load context with this very key: a key imported from source by the server
// would be a different object from the bundle's copy.
export { appContext };

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, serverRender } = loadContext.get(appContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRenderContext value={serverRender}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ServerRenderContext>
      </NonceContext>,
      {
        nonce,
        // Every Suspense boundary in place, however long its HTML: by default React streams one after
        // the first 12.8 KB later, hidden until a script shows it, and without JavaScript it would stay
        // hidden. Nothing suspends on the server (loaders have run), so nothing waits for this.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(coalescedStream())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by the request handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
