import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "../root.tsx";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let attempts = 0;

function Fine() {
  return <h1>Back to normal</h1>;
}

const Stub = createRoutesStub([
  {
    id: "root",
    path: "/",
    loader: () => ({ origin: "https://parvat.test", requestId: "page-request", today: "2031-05-01", destinations: [] }),
    HydrateFallback: () => null,
    ErrorBoundary,
    children: [
      {
        path: "missing",
        loader: () => {
          throw data(null, { status: 404 });
        },
        Component: Fine,
      },
      {
        path: "broken",
        loader: () => {
          attempts += 1;
          if (attempts === 1)
            throw data({ message: "The database did not answer.", requestId: "req-42" }, { status: 500 });
          return null;
        },
        Component: Fine,
      },
    ],
  },
]);

describe("the root error boundary", () => {
  it("shows a helpful not-found page inside the site's layout", async () => {
    render(<Stub initialEntries={["/missing"]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("We could not find that page");
    expect(screen.getByRole("link", { name: /Group trips/ }).getAttribute("href")).toBe("/group-trips");
    // The footer hydrates apart (its own Suspense boundary): it shows once its parts' code has loaded.
    expect((await screen.findByRole("contentinfo")).textContent).toContain("© 2031");
  });

  it("shows the failure with its request id and retries on demand", async () => {
    attempts = 0;
    render(<Stub initialEntries={["/broken"]} />);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Something went wrong on our side");
    expect(screen.getByText("The database did not answer.")).toBeTruthy();
    expect(screen.getByText("req-42")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByRole("heading", { level: 1, name: "Back to normal" })).textContent).toBe(
      "Back to normal",
    );
    expect(attempts).toBe(2);
  });
});
