// An uploaded PDF comes back as pictures of its pages and nothing else: its script, its action on
// opening and its attachment are gone, the text is still there to read (drawn), and a file that is
// not a PDF, or has too many pages, is refused.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PDF_MAX_PAGES, rasterisePdf } from "./pdf-raster.ts";
import { hostilePdf } from "./test-pdfs.ts";

/** The JPEG of the first picture in a PDF written by rasterisePdf. */
function firstPicture(pdf: Buffer): Buffer {
  const start = pdf.indexOf("stream\n", pdf.indexOf("/DCTDecode")) + "stream\n".length;
  return pdf.subarray(start, pdf.indexOf("\nendstream", start));
}

describe("rasterisePdf", () => {
  it("keeps only pictures of the pages: no script, no action, no attachment, no text objects", async () => {
    const result = await rasterisePdf(hostilePdf());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.pages).toBe(1);
    const text = result.pdf.toString("latin1");
    expect(text.startsWith("%PDF-")).toBe(true);
    for (const active of ["/JavaScript", "/JS", "/OpenAction", "/AA", "/EmbeddedFile", "/Annots", "/URI", "MZ-not"]) {
      expect(text).not.toContain(active);
    }
    expect(text).not.toContain("FIT TO TREK");
    // The words are still there to read: dark pixels where they were drawn, none far below them.
    const picture = firstPicture(result.pdf);
    const { width, height } = await sharp(picture).metadata();
    expect(width).toBe(Math.floor((595 * 150) / 72));
    expect(height).toBe(Math.floor((842 * 150) / 72));
    const darkest = async (top: number, share: number) => {
      const band = { left: 0, top: Math.round(height! * top), width: width!, height: Math.round(height! * share) };
      const pixels = await sharp(picture).extract(band).greyscale().toBuffer();
      return (await sharp(pixels).stats()).channels[0]!.min;
    };
    expect(await darkest(0.12, 0.08)).toBeLessThan(80);
    expect(await darkest(0.5, 0.4)).toBeGreaterThan(200);
  });

  it(`refuses a file that is no PDF, and one of more than ${PDF_MAX_PAGES} pages`, async () => {
    expect(await rasterisePdf(Buffer.from("%PDF-1.7\nnot really"))).toEqual({ ok: false, reason: "unreadable" });
    expect(await rasterisePdf(hostilePdf(PDF_MAX_PAGES + 1))).toEqual({ ok: false, reason: "too-many-pages" });
    const fine = await rasterisePdf(hostilePdf(2));
    expect(fine.ok && fine.pages).toBe(2);
  });
});
