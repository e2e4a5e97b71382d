// A PDF someone uploaded, made inert before anyone opens it: every page is drawn to a picture by
// PDF.js (Mozilla's reader, built for untrusted files; nothing in a file is evaluated as code) and a
// new PDF is written that holds those pictures and nothing else. Scripts, actions on
// opening, forms, links, attachments and embedded files cannot survive: they are not pictures.
// The drawing runs in a worker thread of its own with a deadline and a memory ceiling, so a hostile
// file costs at most that; pages and pixels are bounded like the photos of upload.ts.
import { Worker } from "node:worker_threads";

/** A fitness certificate is a page or two; more is refused, not truncated. */
export const PDF_MAX_PAGES = 10;
/** Pages are drawn at 150 dpi (readable when printed), and at most this many pixels each. */
export const PDF_PAGE_DPI = 150;
export const PDF_PAGE_MAX_PIXELS = 6_000_000;
const DEADLINE_MS = 30_000;

export type RasterisedPdf =
  | { ok: true; pdf: Buffer; pages: number }
  | { ok: false; reason: "unreadable" | "too-many-pages" | "too-slow" };

/** One page as the worker drew it: a JPEG and the page's size in PDF points. */
export interface DrawnPage {
  jpeg: Uint8Array;
  widthPx: number;
  heightPx: number;
  widthPt: number;
  heightPt: number;
}

export type WorkerAnswer = { ok: true; pages: DrawnPage[] } | { ok: false; reason: "unreadable" | "too-many-pages" };

export async function rasterisePdf(bytes: Uint8Array): Promise<RasterisedPdf> {
  const worker = new Worker(new URL("./pdf-raster-worker.ts", import.meta.url), {
    workerData: { bytes, maxPages: PDF_MAX_PAGES, dpi: PDF_PAGE_DPI, maxPixels: PDF_PAGE_MAX_PIXELS },
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  try {
    const answer = await new Promise<WorkerAnswer | "too-slow">((resolve) => {
      const timer = setTimeout(() => resolve("too-slow"), DEADLINE_MS);
      const settle = (value: WorkerAnswer) => {
        clearTimeout(timer);
        resolve(value);
      };
      worker.once("message", settle);
      // Out of memory, or a crash inside the reader: the file is not one we can read.
      worker.once("error", () => settle({ ok: false, reason: "unreadable" }));
      worker.once("exit", () => settle({ ok: false, reason: "unreadable" }));
    });
    if (answer === "too-slow") return { ok: false, reason: "too-slow" };
    if (!answer.ok) return answer;
    return { ok: true, pdf: pdfOfPictures(answer.pages), pages: answer.pages.length };
  } finally {
    await worker.terminate();
  }
}

/** A PDF whose pages are each one JPEG picture, at the size of the page it was drawn from. */
export function pdfOfPictures(pages: readonly DrawnPage[]): Buffer {
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: Buffer | string) => {
    const buffer = typeof part === "string" ? Buffer.from(part, "latin1") : part;
    parts.push(buffer);
    length += buffer.length;
  };
  const object = (number: number, body: () => void) => {
    offsets[number] = length;
    write(`${number} 0 obj\n`);
    body();
    write("\nendobj\n");
  };
  // 1: catalog, 2: page tree, then three objects per page: the page, its picture, its drawing.
  const pageNumber = (index: number) => 3 + index * 3;
  write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  object(1, () => write("<< /Type /Catalog /Pages 2 0 R >>"));
  const kids = pages.map((_, index) => `${pageNumber(index)} 0 R`).join(" ");
  object(2, () => write(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`));
  pages.forEach((page, index) => {
    const at = pageNumber(index);
    const [width, height] = [page.widthPt.toFixed(2), page.heightPt.toFixed(2)];
    object(at, () =>
      write(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
          `/Resources << /XObject << /Page ${at + 1} 0 R >> >> /Contents ${at + 2} 0 R >>`,
      ),
    );
    object(at + 1, () => {
      write(
        `<< /Type /XObject /Subtype /Image /Width ${page.widthPx} /Height ${page.heightPx} ` +
          `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
      );
      write(Buffer.from(page.jpeg));
      write("\nendstream");
    });
    const drawing = `q ${width} 0 0 ${height} 0 0 cm /Page Do Q`;
    object(at + 2, () => write(`<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`));
  });
  const count = 3 + pages.length * 3;
  const table = length;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let number = 1; number < count; number += 1) write(`${String(offsets[number]).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${table}\n%%EOF\n`);
  return Buffer.concat(parts);
}
