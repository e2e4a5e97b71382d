// A small PDF writer: A4 pages of text in the two standard fonts every PDF reader has (Helvetica and
// Helvetica-Bold, so nothing is embedded) and straight lines. Enough for a tax document, and a few
// kilobytes of code instead of a dependency (docs/decisions/0019-tax-documents.md). Text is
// WinAnsi (Latin-1 and a few more): "₹" is written "Rs.", other characters outside it as "?".

export const A4 = { width: 595.28, height: 841.89 } as const;

type Font = "regular" | "bold";

// Advance widths of the printable ASCII characters (32 to 126), per 1000 units of font size, from
// the fonts' Adobe metrics: enough to right-align figures and wrap lines.
// biome-ignore format: a table
const WIDTHS: Record<Font, number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
    556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
    260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
    556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611,
    556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
    280, 389, 584,
  ],
};

/** Text as the fonts can show it: Latin-1, with ₹ spelt out and anything else a question mark. */
export function pdfText(text: string): string {
  return text
    .replace(/₹\s?/g, "Rs. ")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, "-")
    .replace(/[•·]/g, "*")
    .replace(/[^\n\x20-\x7e\xa0-\xff]/g, "?");
}

export function textWidth(text: string, size: number, font: Font = "regular"): number {
  let units = 0;
  for (const char of pdfText(text)) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? WIDTHS[font][code - 32]! : 556;
  }
  return (units * size) / 1000;
}

/** Splits text into lines no wider than `width`, at spaces (a word too long stays whole). */
export function wrap(text: string, width: number, size: number, font: Font = "regular"): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && textWidth(candidate, size, font) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

function escapeText(text: string): string {
  return pdfText(text).replace(/[\\()]/g, (char) => `\\${char}`);
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/** One page's drawing, in points from the top-left corner (PDF's own origin is bottom-left). */
export class PdfPage {
  readonly operations: string[] = [];

  text(x: number, top: number, text: string, { size = 10, font = "regular" as Font, align = "left" } = {}) {
    const width = textWidth(text, size, font);
    const left = align === "right" ? x - width : align === "center" ? x - width / 2 : x;
    const name = font === "bold" ? "F2" : "F1";
    this.operations.push(
      `BT /${name} ${number(size)} Tf ${number(left)} ${number(A4.height - top - size)} Td (${escapeText(text)}) Tj ET`,
    );
  }

  line(x1: number, top1: number, x2: number, top2: number, width = 0.5) {
    this.operations.push(
      `${number(width)} w ${number(x1)} ${number(A4.height - top1)} m ${number(x2)} ${number(A4.height - top2)} l S`,
    );
  }
}

/** The file: catalog, pages, the two fonts, each page's content, the cross-reference table. */
export function renderPdf(pages: PdfPage[], { title }: { title: string }): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body) - 1 + 1; // object numbers start at 1
  const catalog = add(""); // filled once the pages object's number is known
  const pagesObject = add("");
  const regular = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const bold = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const info = add(`<< /Title (${escapeText(title)}) /Producer (Parvat Journeys) >>`);
  const pageNumbers: number[] = [];
  for (const page of pages) {
    const content = page.operations.join("\n");
    const stream = add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
    pageNumbers.push(
      add(
        `<< /Type /Page /Parent ${pagesObject} 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${regular} 0 R /F2 ${bold} 0 R >> >> /Contents ${stream} 0 R >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObject} 0 R >>`;
  objects[pagesObject - 1] =
    `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(" ")}] /Count ${pageNumbers.length} >>`;

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
