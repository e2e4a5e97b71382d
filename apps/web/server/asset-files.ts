// The fingerprinted files of the browser build (/assets): never changing under the same name, so
// cached for a year, and sent in the Brotli or gzip copy the build made of them
// (build-tools/precompressed-assets.ts) when the browser accepts it. They come before the security
// headers: a script or a stylesheet needs none of a document's policies (CSP, framing, permissions,
// about 1 KB on every file), only `nosniff`, so that it is never run as anything but what it is.
//
// A rolling deploy serves pages of two releases at once, and a page of the old release asks for
// its own scripts (at first load, or later as the traveller navigates: routes are fetched lazily)
// from copies that may already run the new one. So each copy also adds its build's files to a
// folder shared by every copy and release (SHARED_ASSETS_DIR; by default DATA_DIR/assets) and
// serves from there a fingerprinted file its own build lacks. Names carry a hash of the content,
// so files of different releases never collide and are never changed.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
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

/** A fingerprinted file's name as the build writes them: no folders, nothing to climb out with. */
const FILE_NAME = /^[\w-]+(\.[\w-]+)*$/;

/** Which compressed copies of `file` sit beside it in `directory`. */
function encodingsIn(names: (name: string) => boolean, file: string): Encoding[] {
  return ENCODINGS.filter(({ suffix }) => names(file + suffix)).map(({ name }) => name);
}

/**
 * Copies the build's files into the shared folder (those not there yet: a file's name is its
 * content). Answers a warning when it could not, so that the server starts all the same.
 */
export function shareAssets(directory: string, shared: string): string | null {
  try {
    mkdirSync(shared, { recursive: true });
    const present = new Set(readdirSync(shared));
    for (const file of readdirSync(directory)) {
      if (!present.has(file)) copyFileSync(join(directory, file), join(shared, file));
    }
    return null;
  } catch (error) {
    return `could not add the build's assets to ${shared} (${(error as Error).message}): pages of another release may miss their scripts`;
  }
}

export function assetFiles(directory: string, { shared }: { shared?: string } = {}): RequestHandler {
  // Read once: the build does not change under a running server.
  const files = new Set(readdirSync(directory));
  const encodingsOf = new Map<string, Encoding[]>();
  for (const file of files) {
    if (ENCODINGS.some(({ suffix }) => file.endsWith(suffix))) continue;
    encodingsOf.set(
      file,
      encodingsIn((name) => files.has(name), file),
    );
  }

  /** Where a requested file is, and its compressed copies: this build, else another release's. */
  function locate(file: string): { folder: string; encodings: Encoding[] } | undefined {
    const own = encodingsOf.get(file);
    if (own) return { folder: directory, encodings: own };
    if (!shared || !FILE_NAME.test(file) || ENCODINGS.some(({ suffix }) => file.endsWith(suffix))) return undefined;
    // Other copies add files while this one runs: look each time (a miss is a few stat calls).
    if (!existsSync(join(shared, file))) return undefined;
    return { folder: shared, encodings: encodingsIn((name) => existsSync(join(shared, name)), file) };
  }

  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const file = request.path.slice(1);
    const found = locate(file);
    if (!found) return next();
    const { folder, encodings } = found;
    response.setHeader("X-Content-Type-Options", "nosniff");
    let path = join(folder, file);
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
