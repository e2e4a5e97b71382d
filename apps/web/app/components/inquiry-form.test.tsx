import { addDays, businessToday } from "@parvat/domain/business-dates";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InquiryForm } from "./inquiry-form.tsx";
import { Toasts } from "./toasts.tsx";

// jsdom lays nothing out: record the scrolling the confirmation asks for.
const scrolledIntoView = vi.fn();
beforeEach(() => {
  scrolledIntoView.mockClear();
  Element.prototype.scrollIntoView = scrolledIntoView;
});

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

  it("sends the enquiry with the trek and confirms it in place of the form, with the reference to quote", async () => {
    const fetchMock = stubFetch(async () =>
      json({ data: { createInquiry: { message: "Thank you, Meera! We call you back.", reference: "EQ-7K3M9Q" } } }),
    );
    const { field, submit } = renderForm();
    fillValid(field);
    submit();
    const received = await screen.findByRole("region", { name: "Enquiry received" });
    expect(received.textContent).toContain("Thank you, Meera! We call you back.");
    expect(received.textContent).toContain("Your referenceEQ-7K3M9Q");
    expect(received.textContent).toContain("+91 98765 43210");
    expect(document.activeElement).toBe(received);
    expect(scrolledIntoView.mock.contexts).toEqual([received]);
    // It stays: no toast that fades, no form to fill again by mistake.
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByLabelText("Full name", { exact: false })).toBeNull();
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
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    expect((screen.getByLabelText("Full name", { exact: false }) as HTMLInputElement).value).toBe("");
  });

  it("takes a general question without a travel date", async () => {
    const fetchMock = stubFetch(async () =>
      json({ data: { createInquiry: { message: "Thank you, Meera!", reference: "EQ-7K3M9Q" } } }),
    );
    const { field, submit } = renderForm({ trekId: undefined, defaultDate: undefined });
    expect(screen.getByText("(optional)", { selector: "label[for$='-date'] span" })).toBeTruthy();
    expect(field("Travel date").required).toBe(false);
    fillValid(field);
    submit();
    await screen.findByRole("region", { name: "Enquiry received" });
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1].body));
    expect(body.variables.input.date).toBeNull();
  });

  it("offers Close on the confirmation when it sits in a dialog", async () => {
    stubFetch(async () => json({ data: { createInquiry: { message: "Thank you!", reference: "EQ-7K3M9Q" } } }));
    const onClose = vi.fn();
    const { field, submit } = renderForm({ onClose });
    fillValid(field);
    submit();
    await screen.findByRole("region", { name: "Enquiry received" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).toHaveBeenCalled();
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
    const { field, submit } = renderForm();
    fillValid(field);
    submit();
    await screen.findByText("Choose a travel date from today onwards");
    expect(field("Travel date").getAttribute("aria-invalid")).toBe("true");
    expect(field("Full name").value).toBe("Meera Iyer");
    expect(screen.queryByRole("region", { name: "Enquiry received" })).toBeNull();
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
