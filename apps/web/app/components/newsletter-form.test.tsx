import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NewsletterForm } from "./newsletter-form.tsx";
import { Toasts } from "./toasts.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderForm() {
  render(
    <>
      <NewsletterForm />
      <Toasts />
    </>,
  );
  const field = screen.getByRole("textbox", { name: "Email address" }) as HTMLInputElement;
  const button = screen.getByRole("button", { name: "Subscribe" });
  return { field, button };
}

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("NewsletterForm", () => {
  it("is a labelled email field", () => {
    const { field } = renderForm();
    expect(field.type).toBe("email");
  });

  it("sends the trimmed address, shows the server's message in a success toast and resets", async () => {
    const fetchMock = stubFetch(async () =>
      json({ data: { subscribeNewsLetter: { message: "You are subscribed. See you in your inbox!" } } }),
    );
    const { field } = renderForm();
    // Browsers strip ASCII spaces from email fields themselves, but not the no-break spaces that
    // come along when an address is copied from a web page.
    fireEvent.change(field, { target: { value: "  \u00a0asha@example.com\u00a0 " } });
    fireEvent.submit(field.form!);
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("You are subscribed. See you in your inbox!");
    expect(toast.closest(".Toastify__toast")?.className).toContain("Toastify__toast--success");
    // SPEC.md section 2: no progress bar (react-toastify keeps the element, hidden, as its timer).
    expect(document.querySelector(".Toastify__progress-bar--wrp")?.getAttribute("data-hidden")).toBe("true");
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body.variables).toEqual({ email: "asha@example.com" });
    expect(body.operationName).toBe("Subscribe");
    expect(field.value).toBe("");
  });

  it("shows the server's error in an error toast and resets", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(async () =>
      json({
        data: null,
        errors: [{ message: "Enter a valid email address.", extensions: { code: "BAD_USER_INPUT" } }],
      }),
    );
    const { field } = renderForm();
    fireEvent.change(field, { target: { value: "asha@localhost" } });
    fireEvent.submit(field.form!);
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("Enter a valid email address.");
    expect(toast.closest(".Toastify__toast")?.className).toContain("Toastify__toast--error");
    expect(field.value).toBe("");
  });

  it("shows a network failure's message in an error toast and resets", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { field } = renderForm();
    fireEvent.change(field, { target: { value: "asha@example.com" } });
    fireEvent.submit(field.form!);
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toMatch(/internet connection/);
    expect(field.value).toBe("");
  });

  it("shows progress and sends only once while a request is in flight", async () => {
    let answer!: (response: Response) => void;
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { field, button } = renderForm();
    fireEvent.change(field, { target: { value: "asha@example.com" } });
    fireEvent.submit(field.form!);
    fireEvent.submit(field.form!);
    await waitFor(() => expect(button.textContent).toBe("Subscribing…"));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer(json({ data: { subscribeNewsLetter: { message: "Done" } } })));
    await waitFor(() => expect(button.textContent).toBe("Subscribe"));
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
