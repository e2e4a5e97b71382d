// The build's fingerprinted files over real HTTP, with the compressed copies the build writes.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import type { Plugin } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "../build-tools/precompressed-assets.ts";
import { assetFiles, shareAssets } from "./asset-files.ts";
import { securityHeaders } from "./security-headers.ts";

const SCRIPT = `export const greeting = ${JSON.stringify("Namaste from the hills. ".repeat(400))};\n`;
let directory: string;
let server: Server;
let origin: string;

beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), "parvat-assets-"));
  mkdirSync(join(directory, "assets"));
  writeFileSync(join(directory, "assets", "entry-abc123.js"), SCRIPT);
  writeFileSync(join(directory, "assets", "font-def456.woff2"), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
  // The build step itself, as Vite calls it after writing the browser build.
  const plugin = precompressedAssets() as Plugin & {
    writeBundle: (this: unknown, options: { dir: string }, bundle: Record<string, unknown>) => Promise<void>;
  };
  const bundle = { "assets/entry-abc123.js": {}, "assets/font-def456.woff2": {} };
  await plugin.writeBundle.call({ environment: { name: "client" } }, { dir: directory }, bundle);

  const app = express();
  app.use("/assets", assetFiles(join(directory, "assets")));
  app.use(securityHeaders({ enforceCsp: true, https: true }));
  app.use((_request, response) => response.status(404).send("not found"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(directory, { recursive: true, force: true });
});

/** The raw bytes of a response, without fetch decoding them. */
async function get(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      request(`${origin}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("asset files", () => {
  it("send the Brotli copy made at build time to a browser that accepts it, whatever the header's order", async () => {
    const response = await get("/assets/entry-abc123.js", "gzip, deflate, br, zstd");
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("send the gzip copy, or the file itself, to browsers that accept only those", async () => {
    const gzipped = await get("/assets/entry-abc123.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    const refusedBrotli = await get("/assets/entry-abc123.js", "br;q=0, gzip");
    expect(refusedBrotli.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/entry-abc123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("are cached for a year, with nosniff and without a document's policies", async () => {
    const response = await get("/assets/entry-abc123.js", "br");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBeUndefined();
    expect(response.headers["x-frame-options"]).toBeUndefined();
  });

  it("serve files the build does not compress as they are, and pass on names it does not have", async () => {
    const font = await get("/assets/font-def456.woff2", "br, gzip");
    expect(font.status).toBe(200);
    expect(font.headers["content-encoding"]).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
    const missing = await get("/assets/entry-000000.js", "br");
    expect(missing.status).toBe(404);
    // A compressed copy is not a file of its own.
    expect((await get("/assets/entry-abc123.js.br", "br")).status).toBe(404);
  });
});

describe("during a rolling deploy", () => {
  it("a copy of the new release serves the previous release's scripts from the shared folder", async () => {
    const root = mkdtempSync(join(tmpdir(), "parvat-releases-"));
    const shared = join(root, "shared");
    const release = (name: string, files: Record<string, string>) => {
      const folder = join(root, name);
      mkdirSync(folder);
      for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, file), text);
      return folder;
    };
    const previous = release("previous", { "entry-old111.js": SCRIPT, "entry-old111.js.gz": "gz" });
    const current = release("current", { "entry-new222.js": "export {};\n" });
    // Each copy adds its build's files when it starts: first the old release's, then the new one's.
    expect(shareAssets(previous, shared)).toBeNull();
    expect(shareAssets(current, shared)).toBeNull();
    expect(shareAssets(current, shared)).toBeNull();

    const app = express();
    app.use("/assets", assetFiles(current, { shared }));
    app.use((_request, response) => response.status(404).send("not found"));
    const newCopy = await new Promise<Server>((resolve) => {
      const listening: Server = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const at = `http://127.0.0.1:${(newCopy.address() as AddressInfo).port}`;
    try {
      const old = await fetch(`${at}/assets/entry-old111.js`, { headers: { "accept-encoding": "identity" } });
      expect(old.status).toBe(200);
      expect(old.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await old.text()).toBe(SCRIPT);
      const compressed = await fetch(`${at}/assets/entry-old111.js`, { headers: { "accept-encoding": "gzip" } });
      expect(compressed.headers.get("content-encoding")).toBe("gzip");
      expect((await fetch(`${at}/assets/entry-new222.js`)).status).toBe(200);
      expect((await fetch(`${at}/assets/entry-gone000.js`)).status).toBe(404);
      // Only a plain file name is looked up in the shared folder.
      expect((await fetch(`${at}/assets/..%2Fprevious%2Fentry-old111.js`)).status).toBe(404);
    } finally {
      newCopy.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("says so, and serves its own build, when the shared folder cannot be written", () => {
    const root = mkdtempSync(join(tmpdir(), "parvat-releases-"));
    try {
      writeFileSync(join(root, "not-a-folder"), "");
      expect(shareAssets(root, join(root, "not-a-folder", "assets"))).toMatch(/could not add the build's assets/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
