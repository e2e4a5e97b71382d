// The fingerprinted files of the browser build (/assets): never changing under the same name, so
// cached for a year, and sent in the Brotli or gzip copy the build made of them
// (build-tools/precompressed-assets.ts) when the browser accepts it. They come before the security
// headers: a script or a stylesheet needs none of a document's policies (CSP, framing, permissions,
// about 1 KB on every file), only `nosniff`, so that it is never run as anything but what it is.
import { readdirSync } from "node:fs";
import { extname, join } from "node:path";
import type { RequestHandler } from "express";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

type Encoding = (typeof ENCODINGS)[number]["name"];

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

export function assetFiles(directory: string): RequestHandler {
  // Read once: the build does not change under a running server.
  const files = new Set(readdirSync(directory));
  const encodingsOf = new Map<string, Encoding[]>();
  for (const file of files) {
    if (ENCODINGS.some(({ suffix }) => file.endsWith(suffix))) continue;
    encodingsOf.set(
      file,
      ENCODINGS.filter(({ suffix }) => files.has(file + suffix)).map(({ name }) => name),
    );
  }

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const file = request.path.slice(1);
    const encodings = encodingsOf.get(file);
    if (!encodings) return next();
    response.setHeader("X-Content-Type-Options", "nosniff");
    let path = join(directory, file);
    if (encodings.length > 0) {
      response.setHeader("Vary", "Accept-Encoding");
      // The smallest copy the browser accepts (negotiation alone would follow the header's order).
      const encoding = ENCODINGS.find(
        ({ name }) => encodings.includes(name) && request.acceptsEncodings(name) === name,
      );
      if (encoding) {
        response.setHeader("Content-Encoding", encoding.name);
        path += encoding.suffix;
      }
      // The type of the file itself, not of its compressed copy.
      response.setHeader("Content-Type", TYPES[extname(file)] ?? "application/octet-stream");
    }
    response.sendFile(path, { immutable: true, maxAge: "1y" }, (error) => {
      if (error) next(error);
    });
  };
}
