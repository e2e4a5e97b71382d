import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Link, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollReset } from "./scroll-reset.tsx";

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal("scrollTo", scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Shell() {
  return (
    <>
      <nav>
        <Link to="/terms">Terms</Link>
        <Link to="/privacy?section=rights">Privacy rights</Link>
        <Link to="/privacy">Privacy again</Link>
        <Link to="/privacy#contact">Contact section</Link>
      </nav>
      <Outlet />
      <ScrollReset />
    </>
  );
}

const Terms = () => <h1>Terms</h1>;
const Privacy = () => <h1>Privacy</h1>;

const Stub = createRoutesStub([
  {
    path: "/",
    Component: Shell,
    children: [
      { path: "terms", Component: Terms },
      { path: "privacy", Component: Privacy },
    ],
  },
]);

function renderApp(path = "/privacy") {
  render(<Stub initialEntries={[path]} />);
}

describe("ScrollReset", () => {
  it("leaves the first page where the browser put it", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Privacy" });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("goes back to the top when navigating to another page", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Privacy" });
    fireEvent.click(screen.getByRole("link", { name: "Terms" }));
    await screen.findByRole("heading", { name: "Terms" });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("goes back to the top on every navigation, also within the same page", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Privacy" });
    fireEvent.click(screen.getByRole("link", { name: "Privacy rights" }));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("link", { name: "Privacy again" }));
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it("lets links to a section of the page scroll to that section", async () => {
    renderApp();
    await screen.findByRole("heading", { name: "Privacy" });
    fireEvent.click(screen.getByRole("link", { name: "Contact section" }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
