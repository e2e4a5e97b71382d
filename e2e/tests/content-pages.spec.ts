// Content pages render their content and pass axe.
import { expect, test } from "../fixtures.ts";

const pages: [string, RegExp][] = [
  ["/about", /about/i],
  ["/team", /team/i],
  ["/careers", /careers|join/i],
  ["/contact", /contact/i],
  ["/terms", /terms/i],
  ["/privacy", /privacy/i],
  ["/premium", /premium/i],
  ["/download", /app/i],
  ["/blog/zanskar-valley-road-trip", /zanskar/i],
  ["/blog/winter-spiti-valley-experience", /spiti/i],
  ["/blog/8-day-dubai-adventure", /dubai/i],
  ["/creator/ishaanmehra", /ishaan/i],
  ["/creator/ishaanmehra/kashmir-in-winter", /kashmir/i],
  ["/creator/ishaanmehra/spiti-in-winter/moments", /spiti/i],
  ["/creator/ishaanmehra/blog/discovering-the-winter-beauty-of-kashmir", /kashmir/i],
];

for (const [path, heading] of pages) {
  test(`${path} shows its content`, async ({ page, visit }) => {
    await visit(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main")).toBeVisible();
  });
}

test("the team and careers pages show the database's people and jobs", async ({ page, visit }) => {
  await visit("/team");
  expect(await page.getByRole("main").getByRole("img").count()).toBeGreaterThanOrEqual(6);
  await visit("/careers");
  expect(await page.getByRole("main").getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(4);
});

test("images are responsive AVIF or WebP variants, sized, and cached for a year", async ({ page, visit, request }) => {
  await visit("/creator/ishaanmehra/kashmir-in-winter/moments");
  const image = page.getByRole("main").locator("picture img").first();
  await expect(image).toHaveAttribute("width", /\d+/);
  await expect(image).toHaveAttribute("height", /\d+/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(source).toMatch(/\/media\/\d+\/[0-9a-f]+\/\d+\.(avif|webp)$/);
  const response = await request.get(source);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-type"]).toMatch(/^image\/(avif|webp)$/);
});
