import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { handle as adminHandle } from "../routes/admin/layout.tsx";
import { handle as dashboardHandle } from "../routes/dashboard.tsx";
import { handle as downloadHandle } from "../routes/download.tsx";
import { handle as payHandle } from "../routes/pay.tsx";
import { handle as paymentHandle } from "../routes/payment.tsx";
import { handle as sandboxHandle } from "../routes/payments-sandbox.tsx";
import { handle as premiumHandle } from "../routes/premium.tsx";
import { handle as tourRegisterHandle } from "../routes/tour-register.tsx";
import { SiteLayout } from "./site-layout.tsx";

afterEach(cleanup);

let year = 2031;

function Shell() {
  return (
    <SiteLayout destinations={[{ slug: "ladakh", name: "Ladakh" }]} year={year}>
      <Outlet />
    </SiteLayout>
  );
}

const Home = () => <h1>Home</h1>;
const About = () => <h1>About</h1>;
const Premium = () => <h1>Premium</h1>;
const Download = () => <h1>Download</h1>;

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Shell,
    children: [
      { index: true, Component: Home },
      { path: "about", Component: About },
      { path: "premium", handle: premiumHandle, Component: Premium },
      { path: "download", handle: downloadHandle, Component: Download },
      { path: "pay", handle: payHandle, Component: Home },
      { path: "payment/:id", handle: paymentHandle, Component: Home },
      { path: "payments/sandbox/:id", handle: sandboxHandle, Component: Home },
      { path: "tours/:id/register", handle: tourRegisterHandle, Component: Home },
      { path: "dashboard", handle: dashboardHandle, Component: Home },
      { path: "admin", handle: adminHandle, Component: Home },
    ],
  },
]);

function renderAt(path: string, footerYear = 2031) {
  year = footerYear;
  return render(<Stub initialEntries={[path]} />);
}

describe("the footer", () => {
  it("has exactly the links of the specification, in order, with their destinations", async () => {
    renderAt("/about");
    const footer = await screen.findByRole("contentinfo");
    // Rendered in the browser (not hydrated), the footer's static parts come with their code.
    const nav = await within(footer).findByRole("navigation", { name: "Footer" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["Treks", "/tours/all?type=trek"],
      ["Tour Packages", "/tour-packages"],
      ["Group Trips", "/group-trips"],
      ["Creator", "/creator/ishaanmehra"],
      ["Team", "/team"],
      ["Careers", "/careers"],
      ["About Us", "/about"],
      ["Contact Us", "/contact"],
      ["Terms & Conditions", "/terms"],
      ["Privacy Policy", "/privacy"],
    ]);
  });

  it("shows the address with a map link, the newsletter field, five social links and WhatsApp", async () => {
    renderAt("/");
    const footer = await screen.findByRole("contentinfo");
    await within(footer).findByRole("navigation", { name: "Footer" });
    expect(footer.querySelector("address")?.textContent).toMatch(/Bengaluru/);
    expect(within(footer).getByRole("link", { name: /map/i }).getAttribute("href")).toMatch(
      /^https:\/\/www\.openstreetmap\.org\//,
    );
    expect(within(footer).getByRole("textbox", { name: /email/i }).getAttribute("type")).toBe("email");
    for (const network of ["Instagram", "YouTube", "Facebook", "X", "LinkedIn"]) {
      expect(within(footer).getByRole("link", { name: `Parvat Journeys on ${network}` })).toBeTruthy();
    }
    const whatsapp = new URL(
      within(footer)
        .getByRole("link", { name: /whatsapp/i })
        .getAttribute("href")!,
    );
    expect(whatsapp.host).toBe("wa.me");
    expect(whatsapp.searchParams.get("text")).toMatch(/upcoming experiences/);
  });

  it("ends with a copyright line for the year it is given", async () => {
    renderAt("/", 2031);
    const footer = await screen.findByRole("contentinfo");
    expect(footer.textContent).toContain("© 2031 Parvat Journeys Private Limited");
  });

  it.each(["/premium", "/download"])("is absent on %s, while the navbar stays", async (path) => {
    renderAt(path);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.getByRole("banner")).toBeTruthy();
  });
});

describe("the navbar", () => {
  it("links the main sections and offers a skip link to the content", async () => {
    renderAt("/");
    const banner = await screen.findByRole("banner");
    const main = within(banner).getByRole("navigation", { name: "Main" });
    for (const name of ["Tour Packages", "Group Trips", "Dubai things to do", "Contact"]) {
      expect(within(main).getByRole("link", { name })).toBeTruthy();
    }
    // Treks, what the company sells most, lead the menu.
    const first = within(main).getAllByRole("link")[0]!;
    expect([first.textContent, first.getAttribute("href")]).toEqual(["Treks", "/tours/all?type=trek"]);
    expect(within(banner).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
    expect(screen.getByRole("link", { name: "Skip to main content" }).getAttribute("href")).toBe("#main");
    expect(screen.getByRole("main").id).toBe("main");
  });

  it("opens and closes the phone menu with its button, announcing the state", async () => {
    renderAt("/");
    const button = await screen.findByRole("button", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("navigation", { name: "Main menu" })).toBeNull();
    button.click();
    await screen.findByRole("navigation", { name: "Main menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const menu = screen.getByRole("navigation", { name: "Main menu" });
    expect(within(menu).getByRole("link", { name: "Ladakh" }).getAttribute("href")).toBe("/ladakh");
    expect(within(menu).getAllByRole("link")[0]?.textContent).toBe("Treks");
  });
});

describe("the floating chat button", () => {
  it("is on the pages that sell and inform", async () => {
    renderAt("/about");
    expect(await screen.findByRole("link", { name: "Chat with us on WhatsApp" })).toBeTruthy();
  });

  it.each(["/pay", "/payment/501", "/payments/sandbox/order_1", "/tours/7/register", "/dashboard", "/admin"])(
    "stays off %s, where it would sit on the screen's own buttons",
    async (path) => {
      renderAt(path);
      await screen.findByRole("heading", { level: 1 });
      expect(screen.queryByRole("link", { name: "Chat with us on WhatsApp" })).toBeNull();
    },
  );
});
