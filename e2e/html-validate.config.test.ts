import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { htmlValidateConfig } from "./html-validate.config.ts";

const validator = new HtmlValidate(htmlValidateConfig);

// A page the way React renders it: camelCase attribute names, self-closed void elements, boolean
// attributes written as ="", useId() ids, style attributes.
function page(body: string, head = "") {
  return `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Kedarkantha Trek | Parvat Journeys</title><link rel="stylesheet" href="/assets/app.css"/>${head}</head><body><main><h1>Kedarkantha Trek</h1>${body}</main></body></html>`;
}

async function ruleIds(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId));
}

describe("the HTML rules", () => {
  it("accept valid markup the way React renders it", async () => {
    const body = `<picture><source type="image/avif" srcSet="/media/1/a/480.avif 480w" sizes="100vw"/><img src="/media/1/a/480.webp" alt="Snow on the summit" width="480" height="320" fetchPriority="high"/></picture>
<form noValidate=""><label for="_R_2j4r5_-name">Name</label><input id="_R_2j4r5_-name" name="name" type="text" autoComplete="name" required=""/><br/>
<button type="submit" disabled="">Send</button></form><p hidden="">Sent</p><time dateTime="2027-01-12">12 January</time>
<div role="progressbar" aria-label="Seats taken" aria-valuemin="0" aria-valuemax="25" aria-valuenow="17" style="width:68%"></div>`;
    expect(await ruleIds(page(body))).toEqual([]);
  });

  it.each([
    ["a duplicate id", `<p id="a">x</p><p id="a">y</p>`, "no-dup-id"],
    ["a block inside a list", `<ul><div>x</div></ul>`, "element-permitted-content"],
    ["a button inside a link", `<a href="/x"><button type="button">x</button></a>`, "element-permitted-content"],
    ["an image without alt", `<img src="/x.webp" width="1" height="1"/>`, "wcag/h37"],
    ["a reference to a missing id", `<section aria-labelledby="nowhere">x</section>`, "no-missing-references"],
    ["an upper-case attribute name", `<img src="/x.webp" alt="x" SRCSET="/x.webp 1w"/>`, "attr-case"],
    ["a skipped heading level", `<h3>x</h3>`, "heading-level"],
  ])("reject %s", async (_name, body, rule) => {
    expect(await ruleIds(page(body))).toContain(rule);
  });

  it("ask a script from another origin for Subresource Integrity, not our own", async () => {
    expect(await ruleIds(page("", `<script src="https://cdn.example.com/x.js"></script>`))).toContain("require-sri");
    expect(await ruleIds(page("", `<script src="/assets/x.js" async=""></script>`))).toEqual([]);
  });
});
