import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CREDENTIALS_KEY, resetCredentials, storeCredentials } from "../lib/credentials.ts";
import { AccountLink } from "./account-link.tsx";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function stubAt(path: string) {
  return createRoutesStub([
    {
      path,
      Component: () => <AccountLink variant="bar" />,
    },
  ]);
}

function renderLinks() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <AccountLink variant="bar" />
          <nav aria-label="Menu">
            <AccountLink variant="menu" />
          </nav>
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const hrefs = () => screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

describe("AccountLink", () => {
  it("offers the login to a visitor", async () => {
    renderLinks();
    await screen.findAllByRole("link");
    expect(hrefs()).toEqual([
      ["Log in", "/login"],
      ["Log in", "/login"],
    ]);
  });

  it("shows the account once a token is stored, and follows logins and logouts as they happen", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "a.b.c" }));
    renderLinks();
    await screen.findAllByRole("link");
    expect(hrefs()).toEqual([
      ["My account", "/dashboard"],
      ["My account", "/dashboard"],
    ]);
    act(() => resetCredentials());
    expect(hrefs()[0]).toEqual(["Log in", "/login"]);
    act(() => storeCredentials({ token: "d.e.f" }));
    expect(hrefs()[0]).toEqual(["My account", "/dashboard"]);
  });

  it("follows a logout in another tab", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "a.b.c" }));
    renderLinks();
    await screen.findAllByRole("link");
    act(() => {
      localStorage.setItem(CREDENTIALS_KEY, "{}");
      window.dispatchEvent(new StorageEvent("storage", { key: CREDENTIALS_KEY }));
    });
    expect(hrefs()[0]).toEqual(["Log in", "/login"]);
  });

  it("shows no guess on the server's back-office pages, where the visitor is most likely logged in", () => {
    const AdminStub = stubAt("/admin/bookings");
    expect(renderToString(<AdminStub initialEntries={["/admin/bookings"]} />)).not.toMatch(/Log in|My account/);
    const PublicStub = stubAt("/tours/all");
    expect(renderToString(<PublicStub initialEntries={["/tours/all"]} />)).toMatch(/Log in/);
  });
});
