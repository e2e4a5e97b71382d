// The layout of SPEC.md section 2: navbar everywhere, the footer with exactly its links (but not on
// /premium and /download), contact links, toasts, and the scroll reset on navigation.
import { expect, test } from "../fixtures.ts";

const footerLinks = [
  "Home",
  "Treks",
  "Tour Packages",
  "Group Trips",
  "Creator",
  "Team",
  "Careers",
  "About Us",
  "Contact Us",
  "Terms & Conditions",
  "Privacy Policy",
];

test("the footer has exactly the specified links, the address, the map and the copyright", async ({ page, visit }) => {
  await visit("/about");
  const footer = page.getByRole("contentinfo");
  const nav = footer.getByRole("navigation").first();
  await expect(nav.getByRole("link")).toHaveText(footerLinks);
  await expect(footer.locator("address")).toContainText(/Bengaluru/);
  await expect(footer.getByRole("link", { name: /map/i })).toHaveAttribute(
    "href",
    /^https:\/\/www\.openstreetmap\.org\//,
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole("textbox", { name: /email/i })).toHaveAttribute("type", "email");
});

test("the footer links lead where they say", async ({ page, visit }) => {
  await visit("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, path] of [
    ["Team", "/team"],
    ["Careers", "/careers"],
    ["Privacy Policy", "/privacy"],
  ] as const) {
    await footer.getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("there is no footer on /premium and /download, but the navbar is there", async ({ page, visit }) => {
  for (const path of ["/premium", "/download"]) {
    await visit(path);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
  }
});

test("contact links: WhatsApp with the prefilled message and the five social networks", async ({ page, visit }) => {
  await visit("/contact");
  const whatsapp = page.getByRole("link", { name: /whatsapp/i }).first();
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(href.host).toBe("wa.me");
  expect(href.pathname).toMatch(/^\/91\d{10}$/);
  expect(href.searchParams.get("text")).toMatch(/upcoming experiences/i);
  const footer = page.getByRole("contentinfo");
  // Photo-sharing, video, social, short-message and professional networks.
  for (const host of ["instagram.com", "youtube.com", "facebook.com", "x.com", "linkedin.com"]) {
    await expect(footer.locator(`a[href*="${host}/"]`)).toHaveCount(1);
  }
});

test("every navigation starts at the top of the page", async ({ page, visit }) => {
  await visit("/privacy");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms & Conditions", exact: true }).click();
  await expect(page).toHaveURL("/terms");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the navbar works on a phone @phone", async ({ page, visit }) => {
  await visit("/");
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: /menu/i }).click();
  await banner.getByRole("link", { name: /group trips/i }).click();
  await expect(page).toHaveURL("/group-trips");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
