// Shared fixtures: every test fails if the page logs an error or throws (a CSP violation, a
// hydration mismatch, a failed request...), and `visit` opens a page and scans it with axe.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Parts of a long page are rendered only as they near the screen (`render-near-screen`, decision
  // 0024): axe hit-tests what it checks, and would read such a part's colours and targets from what is
  // behind it. Rendered, the part is what a visitor sees once it is on screen.
  await page.evaluate(() => {
    for (const part of document.querySelectorAll<HTMLElement>(".render-near-screen"))
      part.style.contentVisibility = "visible";
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(" | ")}`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The file names of the scripts the page asks for from now on (the list grows as it does). */
export function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") names.push(new URL(request.url()).pathname.split("/").pop()!);
  });
  return names;
}

/**
 * Waits until the page's app has hydrated (the "parvat:hydrated" event of scripts-after-paint.tsx, which
 * the page fixture records). Its code having arrived is not enough: hydration runs after, in tasks of
 * its own, and a link clicked before it is followed by the browser, as a new document.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as { appHydrated?: boolean }).appHydrated === true);
}

/** Follows the footer's Team link and checks the app navigated there without loading a new document. */
export async function expectFooterLinkNavigatesWithinApp(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "Team", exact: true }).click();
  await expect(page).toHaveURL("/team");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

export const test = base.extend<{
  /** Opens a path, checks it answered with a success status, and scans it with axe. */
  visit: (path: string) => Promise<void>;
}>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console.error: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
    await page.addInitScript(() =>
      addEventListener("parvat:hydrated", () => Object.assign(window, { appHydrated: true }), { once: true }),
    );
    await use(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
  visit: async ({ page }, use) => {
    await use(async (path) => {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBeLessThan(400);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolations(page);
    });
  },
});
