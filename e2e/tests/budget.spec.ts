// At most 130 KB of compressed JavaScript before interaction (DESIGN.md allows 150) on the
// pages Lighthouse audits: home, a destination, a trek page, the full listing and Dubai. Counted by the
// page itself from its Resource Timing entries once the network has gone quiet without anyone touching
// the page (the code is fetched after the page has painted, decision 0014): every script, at its
// compressed (encoded body) size. Reading the page's own record, once, leaves nothing listening.
import { expect, test } from "../fixtures.ts";

const BUDGET_BYTES = 130 * 1024;

interface ScriptEntry {
  url: string;
  bytes: number;
}

for (const path of ["/", "/kashmir", "/tours/kedarkantha-trek", "/tours/all", "/dubai/things-to-do"]) {
  test(`${path} loads at most 130 KB of compressed JavaScript before interaction`, async ({ page }) => {
    const scripts = () =>
      page.evaluate((): ScriptEntry[] =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
      );
    await page.goto(path, { waitUntil: "networkidle" });
    // On a busy machine the images may still hold the code back when the network first goes quiet:
    // counted once the scripts have started and their number held for a second.
    let counted = -1;
    await expect
      .poll(
        async () => {
          const now = (await scripts()).length;
          const settled = now > 2 && now === counted;
          counted = now;
          return settled;
        },
        { intervals: [1_000] },
      )
      .toBe(true);
    const loaded = await scripts();
    const total = loaded.reduce((sum, script) => sum + script.bytes, 0);
    expect(loaded.every((script) => script.bytes > 0)).toBe(true);
    expect(
      total,
      loaded.map((script) => `${script.url.split("/").pop()} ${script.bytes}`).join(", "),
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
}
