// The /media route over real HTTP, with a renderer that stands in for sharp and the database.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { MediaRenderer, MediaVariant } from "@parvat/media/render";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { mediaRoute } from "./media-route.ts";

let server: Server | undefined;
afterEach(() => server?.close());

/** A server with the route mounted as the web app mounts it, and the variants it was asked for. */
async function serve(render: MediaRenderer["render"]) {
  const asked: MediaVariant[] = [];
  const app = express();
  app.use(
    "/media",
    mediaRoute({
      render: (variant) => {
        asked.push(variant);
        return render(variant);
      },
    }),
  );
  const origin = await new Promise<string>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`));
  });
  return { origin, asked };
}

const webp = async () => ({ body: Buffer.from("webp bytes"), contentType: "image/webp" });

describe("mediaRoute", () => {
  it("serves a variant with its type and a one-year immutable lifetime", async () => {
    const { origin, asked } = await serve(webp);
    const response = await fetch(`${origin}/media/42/3fa9c1d2e4b5/720.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await response.text()).toBe("webp bytes");
    expect(asked).toEqual([{ id: 42, checksum: "3fa9c1d2e4b5", width: 720, format: "webp" }]);
  });

  it("answers HEAD like GET, without a body", async () => {
    const { origin } = await serve(webp);
    const response = await fetch(`${origin}/media/42/3fa9c1d2e4b5/720.webp`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(await response.text()).toBe("");
  });

  it("answers 404 for a malformed URL without rendering anything", async () => {
    const { origin, asked } = await serve(webp);
    for (const path of ["/media/42/3fa9c1d2e4b5/700.webp", "/media/42/3fa9c1d2e4b5/720.png", "/media/x/y/720.avif"]) {
      const response = await fetch(origin + path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toBe("No such image.");
    }
    expect(asked).toEqual([]);
  });

  it("answers 404 when no picture has that id and checksum", async () => {
    const { origin } = await serve(async () => null);
    const response = await fetch(`${origin}/media/42/3fa9c1d2e4b5/360.avif`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe(null);
  });

  it("leaves other methods to the rest of the app and failures to the error handler", async () => {
    const { origin, asked } = await serve(() => Promise.reject(new Error("encoder crashed")));
    expect((await fetch(`${origin}/media/42/3fa9c1d2e4b5/360.avif`, { method: "POST" })).status).toBe(404);
    expect(asked).toEqual([]);
    const failed = await fetch(`${origin}/media/42/3fa9c1d2e4b5/360.avif`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("cache-control")).toBe(null);
  });
});
