import { addDays, businessToday } from "@parvat/domain/business-dates";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InquiryForm } from "./inquiry-form.tsx";
import { Toasts } from "./toasts.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

function stubFetch(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

const travelDate = addDays(businessToday(), 30);

function renderForm(props: Partial<Parameters<typeof InquiryForm>[0]> = {}) {
  render(
    <>
      <InquiryForm subject="Kedarkantha Trek" trekId={7} defaultDate={travelDate} {...props} />
      <Toasts />
    </>,
  );
  const field = (name: string) => screen.getByLabelText(name, { exact: false }) as HTMLInputElement;
  return { field, submit: () => fireEvent.submit(field("Full name").form!) };
}

function fillValid(field: (name: string) => HTMLInputElement) {
  fireEvent.change(field("Full name"), { target: { value: "Meera Iyer" } });
  fireEvent.change(field("Mobile number"), { target: { value: "98450 12345" } });
  fireEvent.change(field("Email"), { target: { value: "meera@example.com" } });
  fireEvent.change(field("Travellers"), { target: { value: "3" } });
}

describe("InquiryForm", () => {
  it("starts from the given travel date and names the subject", () => {
    const { field } = renderForm();
    expect(field("Travel date").value).toBe(travelDate);
    expect(field("Travel date").min).toBe(businessToday());
    expect(screen.getByText("Kedarkantha Trek").tagName).toBe("STRONG");
  });

  it("shows a message beside each bad field, focuses the first, and sends nothing", async () => {
    const fetchMock = stubFetch(async () => json({}));
    const { field, submit } = renderForm();
    fireEvent.change(field("Mobile number"), { target: { value: "12345" } });
    fireEvent.change(field("Email"), { target: { value: "meera@" } });
    fireEvent.change(field("Travellers"), { target: { value: "" } });
    submit();
    await screen.findByText("Enter your name");
    expect(field("Full name").getAttribute("aria-invalid")).toBe("true");
    expect(field("Full name").getAttribute("aria-describedby")).toBe(screen.getByText("Enter your name").id);
    expect(document.activeElement).toBe(field("Full name"));
    expect(field("Mobile number").getAttribute("aria-invalid")).toBe("true");
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter how many people are travelling")).toBeTruthy();
    expect(field("Travel date").getAttribute("aria-invalid")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // Correcting a field clears its message only.
    fireEvent.input(field("Full name"), { target: { value: "Meera" } });
    await waitFor(() => expect(screen.queryByText("Enter your name")).toBeNull());
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("sends the enquiry with the trek, toasts the server's message, resets and reports back", async () => {
    const fetchMock = stubFetch(async () =>
      json({ data: { createInquiry: { message: "Thank you, Meera!", reference: "enq-0123456789abcdef0123" } } }),
    );
    const onSubmitted = vi.fn();
    const { field, submit } = renderForm({ onSubmitted });
    fillValid(field);
    submit();
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("Thank you, Meera!");
    expect(toast.closest(".Toastify__toast")?.className).toContain("Toastify__toast--success");
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body.operationName).toBe("CreateInquiry");
    expect(body.variables).toEqual({
      input: {
        name: "Meera Iyer",
        mobile: "98450 12345",
        email: "meera@example.com",
        date: travelDate,
        count: 3,
        message: null,
      },
      trekId: 7,
    });
    expect(onSubmitted).toHaveBeenCalledWith("Thank you, Meera!");
    expect(field("Full name").value).toBe("");
  });

  it("puts the server's per-field messages beside the fields and keeps what was typed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(async () =>
      json({
        data: null,
        errors: [
          {
            message: "Choose a travel date from today onwards",
            extensions: {
              code: "BAD_USER_INPUT",
              field: "date",
              fields: { date: "Choose a travel date from today onwards" },
            },
          },
        ],
      }),
    );
    const onSubmitted = vi.fn();
    const { field, submit } = renderForm({ onSubmitted });
    fillValid(field);
    submit();
    await screen.findByText("Choose a travel date from today onwards");
    expect(field("Travel date").getAttribute("aria-invalid")).toBe("true");
    expect(field("Full name").value).toBe("Meera Iyer");
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("toasts any other failure and keeps what was typed", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    stubFetch(async () =>
      json({ data: null, errors: [{ message: "This trip is no longer offered.", extensions: { code: "NOT_FOUND" } }] }),
    );
    const { field, submit } = renderForm();
    fillValid(field);
    submit();
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toContain("This trip is no longer offered.");
    expect(toast.closest(".Toastify__toast")?.className).toContain("Toastify__toast--error");
    expect(field("Email").value).toBe("meera@example.com");
  });
});
