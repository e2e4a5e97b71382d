import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferredModule, sameProps } from "./deferred-parts.tsx";

// A module with a static part (text and a link) and an interactive one (a counter).
const partsModule = {
  Reading: ({ title }: { title: string }) => (
    <section>
      <h2>{title}</h2>
      <Link to="/faqs">All FAQs</Link>
    </section>
  ),
  Counter: ({ start }: { start: number }) => {
    const [count, setCount] = useState(start);
    return (
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
    );
  },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  cleanup();
});

/** Renders the page on the "server" (the module at hand), then hydrates it with the browser's parts. */
async function serveAndHydrate(Page: (props: { parts: ReturnType<typeof browserParts> }) => React.ReactNode) {
  const load = vi.fn(async () => partsModule);
  const onServer = deferredModule(load, partsModule);
  const html = renderToString(
    <MemoryRouter>
      <Page parts={serverParts(onServer)} />
      <Where />
    </MemoryRouter>,
  );
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const recoverable = vi.fn();
  const parts = browserParts(deferredModule(load, null));
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Page parts={parts} />
        <Where />
      </MemoryRouter>,
      { onRecoverableError: recoverable },
    );
  });
  return { html, container, load, recoverable };
}

type Deferred = ReturnType<typeof deferredModule<typeof partsModule>>;
function serverParts(module: Deferred) {
  return { Reading: module.staticPart((m) => m.Reading), Counter: module.lazyPart((m) => m.Counter) };
}
const browserParts = serverParts;

describe("a static part", () => {
  it("is rendered by the server, and kept as it is by the browser without loading its code", async () => {
    const reading = { title: "Before you go" };
    const { html, container, load, recoverable } = await serveAndHydrate(({ parts }) => <parts.Reading {...reading} />);
    // In place: no Suspense boundary, which the server could stream out of order, hidden without JavaScript.
    expect(html).toContain('<div class="contents"><section><h2>Before you go</h2>');
    expect(html).not.toContain("<!--$");
    expect(container.querySelector("h2")?.textContent).toBe("Before you go");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/faqs");
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("follows a link of the kept HTML through the router, not a new document", async () => {
    const reading = { title: "FAQs" };
    await serveAndHydrate(({ parts }) => <parts.Reading {...reading} />);
    expect(screen.getByTestId("where").textContent).toBe("/");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      screen.getByRole("link", { name: "All FAQs" }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(screen.getByTestId("where").textContent).toBe("/faqs");
  });

  it("loads its code and renders the new props when they change after hydration", async () => {
    const first = { title: "Itinerary of the first package" };
    const second = { title: "Itinerary of the second package" };
    let choose: (title: typeof first) => void = () => {};
    function Page({ parts }: { parts: ReturnType<typeof browserParts> }) {
      const [reading, setReading] = useState(first);
      choose = setReading;
      return <parts.Reading {...reading} />;
    }
    const { container, load } = await serveAndHydrate(Page);
    await act(async () => choose(second));
    expect(load).toHaveBeenCalled();
    expect(container.querySelector("h2")?.textContent).toBe("Itinerary of the second package");
    expect(container.querySelectorAll("h2")).toHaveLength(1);
  });
});

describe("a lazy part", () => {
  it("is rendered by the server, and hydrates (works) once its code has loaded", async () => {
    const { html, load, recoverable } = await serveAndHydrate(({ parts }) => <parts.Counter start={3} />);
    expect(html).toContain("Count <!-- -->3");
    expect(html).not.toContain("<!--$");
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.click(await screen.findByRole("button", { name: "Count 3" }));
    expect(await screen.findByRole("button", { name: "Count 4" })).toBeTruthy();
    expect(recoverable).not.toHaveBeenCalled();
  });
});

describe("sameProps", () => {
  it("compares the values of the props, by identity", () => {
    const trek = { id: 1 };
    expect(sameProps({ trek, pkg: undefined }, { trek, pkg: undefined })).toBe(true);
    expect(sameProps({ trek }, { trek: { id: 1 } })).toBe(false);
    expect(sameProps({ trek }, { trek, pkg: undefined })).toBe(false);
  });
});
