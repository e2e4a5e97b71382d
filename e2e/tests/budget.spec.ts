// DESIGN.md: at most 150 KB of gzipped JavaScript before interaction on the home, trek and
// destination pages. Counted from the network: every script the page fetched by its load event,
// at its compressed (transferred) size.
import { expect, test } from "../fixtures.ts";

const BUDGET_BYTES = 150 * 1024;

for (const path of ["/", "/kashmir", "/tours/kedarkantha-trek"]) {
  test(`${path} loads at most 150 KB of compressed JavaScript before interaction`, async ({ page }) => {
    const scripts: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      scripts.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    await page.goto(path, { waitUntil: "load" });
    const loaded = await Promise.all(scripts);
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    expect(loaded.length).toBeGreaterThan(2);
    expect(loaded.every((script) => script.bytes > 0)).toBe(true);
    expect(
      total,
      loaded.map((script) => `${script.url.split("/").pop()} ${script.bytes}`).join(", "),
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
