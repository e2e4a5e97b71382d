import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(cleanup);

// Each test takes a fresh copy of the module: whether a toast was raised is the page's state.
async function freshToasts() {
  vi.resetModules();
  return import("./toasts.tsx");
}

describe("Toasts", () => {
  // The toast code stays out of hydration: nothing of it mounts until a toast is raised.
  it("mounts nothing until the first toast is raised, then shows it", async () => {
    const { notify, Toasts } = await freshToasts();
    const { container } = render(<Toasts />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector(".Toastify")).toBeNull();

    await notify("success", "Saved your details");
    expect(await screen.findByText("Saved your details")).toBeTruthy();
    expect(container.querySelector(".Toastify")).not.toBeNull();
  });

  it("shows a toast raised before the container had mounted", async () => {
    const { notify, Toasts } = await freshToasts();
    const raised = notify("error", "Raised while the page was starting");
    render(<Toasts />);
    await raised;
    expect(await screen.findByText("Raised while the page was starting")).toBeTruthy();
  });

  // After a login, the earlier "wrong code" notices go and "You are logged in" stays: both in one step,
  // so no other import of the toast code can resolve between them and close the new one too.
  it("closes the toasts still shown and shows the one replacing them", async () => {
    const { notify, Toasts } = await freshToasts();
    const wrongCode = notify("error", "That code is not right");
    const loggedIn = notify("success", "You are logged in", { replacingShown: true });
    render(<Toasts />);
    await Promise.all([wrongCode, loggedIn]);
    expect(await screen.findByText("You are logged in")).toBeTruthy();
    expect(screen.queryByText("That code is not right")).toBeNull();
  });
});
