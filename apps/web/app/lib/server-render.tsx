// Data the server's render of a document reads that the browser never needs (decision 0024). React
// Router writes every loader's data into the page, where the browser decodes all of it before the page
// answers a tap; a part whose HTML the browser keeps without its code (components/deferred-parts.tsx)
// has no use for it there. A loader puts such data in its context's `serverRender` for a document's
// request; entry.server.tsx hands it to the render; in the browser it is not there, and the page asks
// for it if it must ever render that part itself.
import { createContext, useContext } from "react";

export const ServerRenderContext = createContext<ReadonlyMap<string, unknown>>(new Map());

/** What a loader left for the server's render under `key`; undefined in the browser. */
export function useServerRenderData<T>(key: string): T | undefined {
  return useContext(ServerRenderContext).get(key) as T | undefined;
}
