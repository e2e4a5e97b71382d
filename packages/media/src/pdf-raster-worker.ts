// The worker thread of pdf-raster.ts: reads the PDF with PDF.js and draws each page to a JPEG.
// It answers once, then its parent ends it (on time or not).
import { fileURLToPath } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createCanvas } from "@napi-rs/canvas";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { DrawnPage, WorkerAnswer } from "./pdf-raster.ts";

const { bytes, maxPages, dpi, maxPixels } = workerData as {
  bytes: Uint8Array;
  maxPages: number;
  dpi: number;
  maxPixels: number;
};

// The fonts PDF.js substitutes for the standard fourteen a PDF may name without embedding them.
const standardFontDataUrl = fileURLToPath(new URL("standard_fonts/", import.meta.resolve("pdfjs-dist/package.json")));

async function draw(): Promise<WorkerAnswer> {
  const loading = getDocument({
    data: new Uint8Array(bytes),
    // Fonts become paths drawn by the reader (PDF.js 6 evaluates nothing from a file as code), and no
    // form (XFA) is laid out.
    disableFontFace: true,
    enableXfa: false,
    standardFontDataUrl,
    verbosity: 0,
  });
  try {
    const document = await loading.promise;
    if (document.numPages > maxPages) return { ok: false, reason: "too-many-pages" };
    const pages: DrawnPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const size = page.getViewport({ scale: 1 });
      // 72 points to the inch; a page larger than A3 or so is drawn smaller, never more pixels.
      const wanted = dpi / 72;
      const scale = Math.min(wanted, Math.sqrt(maxPixels / (size.width * size.height)));
      const viewport = page.getViewport({ scale });
      const canvas = createCanvas(Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height)));
      await page.render({
        canvas: canvas as never,
        canvasContext: canvas.getContext("2d") as never,
        viewport,
        background: "white",
      }).promise;
      pages.push({
        jpeg: await canvas.encode("jpeg", 85),
        widthPx: canvas.width,
        heightPx: canvas.height,
        widthPt: size.width,
        heightPt: size.height,
      });
      page.cleanup();
    }
    return { ok: true, pages };
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    await loading.destroy();
  }
}

parentPort!.postMessage(await draw());
