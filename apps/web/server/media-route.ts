// Serves responsive image variants (/media/{id}/{checksum}/{width}.{avif|webp}). Each URL is
// immutable, so browsers and CDNs keep it for a year.
import { parseMediaPath } from "@parvat/domain/media";
import type { MediaRenderer } from "@parvat/media/render";
import type { RequestHandler } from "express";

export function mediaRoute(renderer: MediaRenderer): RequestHandler {
  return async (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const variant = parseMediaPath(request.baseUrl + request.path);
    if (!variant) {
      response.status(404).type("text/plain").send("No such image.");
      return;
    }
    try {
      const image = await renderer.render(variant);
      if (!image) {
        response.status(404).type("text/plain").send("No such image.");
        return;
      }
      response.setHeader("Content-Type", image.contentType);
      response.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      response.send(image.body);
    } catch (error) {
      next(error);
    }
  };
}
