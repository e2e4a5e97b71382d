// Every route of SPEC.md section 2 answers with server-rendered HTML and a proper title; the
// redirects the server can decide are real HTTP redirects.
import { expect, test } from "../fixtures.ts";

const pages = [
  "/",
  "/group-trips",
  "/tour-packages",
  "/tours/all",
  "/about",
  "/tours/kedarkantha-trek",
  "/customize",
  "/kashmir",
  "/team",
  "/contact",
  "/dubai/things-to-do",
  "/careers",
  "/campaign/himalayan-summer-sale",
  "/event/1/register",
  "/tours/1/register",
  "/login",
  "/dashboard",
  "/pay",
  "/payment/1",
  "/premium",
  "/terms",
  "/privacy",
  "/download",
  "/creator/ishaanmehra",
  "/creator/ishaanmehra/kashmir-in-winter",
  "/creator/ishaanmehra/kashmir-in-winter/moments",
  "/creator/ishaanmehra/spiti-in-winter",
  "/creator/ishaanmehra/spiti-in-winter/moments",
  "/creator/ishaanmehra/ladakh-road-trip",
  "/creator/ishaanmehra/ladakh-road-trip/moments",
  "/creator/ishaanmehra/blog/discovering-the-winter-beauty-of-kashmir",
  "/blog/zanskar-valley-road-trip",
  "/blog/winter-spiti-valley-experience",
  "/blog/8-day-dubai-adventure",
];

test("every route is server-rendered with its own title", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain("text/html");
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
    expect(title, `title of ${path}`).toBeTruthy();
    expect(html, `description of ${path}`).toMatch(/<meta name="description" content="[^"]{50,}"/);
    titles.set(path, title!);
  }
  // Pages are not all titled alike.
  expect(new Set(titles.values()).size).toBeGreaterThan(pages.length * 0.8);
});

test("the redirects of the specification are HTTP redirects", async ({ request }) => {
  const redirects: [string, number[], string][] = [
    ["/campaign", [301, 302, 307, 308], "/"],
    ["/no/such/page", [301, 302, 307, 308], "/"],
    ["/tours/kedarkantha-trek/unknown-part", [301, 302, 307, 308], "/"],
    ["/creator/ishaan-mehra", [301, 308], "/creator/ishaanmehra"],
    ["/creator/ishaan-mehra/kashmir-in-winter/moments", [301, 308], "/creator/ishaanmehra/kashmir-in-winter/moments"],
    [
      "/creator/ishaan-mehra/blog/discovering-the-winter-beauty-of-kashmir?ref=share",
      [301, 308],
      "/creator/ishaanmehra/blog/discovering-the-winter-beauty-of-kashmir?ref=share",
    ],
  ];
  for (const [from, statuses, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(statuses, `status of ${from}`).toContain(response.status());
    expect(response.headers().location, `location of ${from}`).toBe(to);
  }
});

test("an unknown destination, blog post or creator is a real 404 page", async ({ request }) => {
  for (const path of ["/atlantis", "/blog/no-such-post", "/creator/nobody", "/creator/ishaanmehra/no-such-trip"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(/<title>[^<]*(not found|Not found|404)[^<]*<\/title>/i);
  }
});

test("pages carry the security headers and a nonce on every script", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  const policy = headers["content-security-policy"]!;
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toBeTruthy();
  expect(headers["x-request-id"]).toMatch(/^[\w-]{8,}$/);
  const html = await response.text();
  const scripts = [...html.matchAll(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
});

test("health checks answer", async ({ request }) => {
  expect((await request.get("/healthz")).status()).toBe(200);
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ status: "ready" });
});
