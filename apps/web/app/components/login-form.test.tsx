import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CREDENTIALS_KEY } from "../lib/credentials.ts";
import { LoginForm } from "./login-form.tsx";
import { Toasts } from "./toasts.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

type Answer = (body: { operationName: string; variables: Record<string, unknown> }, headers: Headers) => unknown;

/** Answers each GraphQL request with `answer(body)`, recording what was sent. */
function serve(answer: Answer) {
  const calls: { operationName: string; variables: Record<string, unknown>; authorization: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      const headers = new Headers(init.headers);
      calls.push({ ...body, authorization: headers.get("authorization") });
      return json(answer(body, headers));
    }),
  );
  return calls;
}

const codeSent = (phone = "+919876543210") => ({
  data: {
    sendOtp: {
      phone,
      message: "We have sent a 6-digit code to +91 98765 43210. It is valid for 5 minutes.",
      resend_after_seconds: 30,
    },
  },
});

function Dashboard() {
  const location = useLocation();
  return <h1>Dashboard at {location.pathname}</h1>;
}

function renderForm(returnTo = "/dashboard") {
  const Stub = createRoutesStub([
    {
      path: "/login",
      Component: () => (
        <>
          <LoginForm returnTo={returnTo} />
          <Toasts />
        </>
      ),
    },
    { path: "/dashboard", Component: Dashboard },
    { path: "/pay", Component: Dashboard },
  ]);
  render(<Stub initialEntries={["/login"]} />);
}

async function sendCodeTo(number: string) {
  fireEvent.change(await screen.findByRole("textbox", { name: "Mobile number" }), { target: { value: number } });
  fireEvent.click(screen.getByRole("button", { name: "Send code" }));
  return screen.findByRole("textbox", { name: "6-digit code" });
}

describe("LoginForm", () => {
  it("checks the number in the browser first and says what is wrong, sending nothing", async () => {
    const calls = serve(() => codeSent());
    renderForm();
    fireEvent.change(await screen.findByRole("textbox", { name: "Mobile number" }), { target: { value: "12345" } });
    fireEvent.click(screen.getByRole("button", { name: "Send code" }));
    const error = await screen.findByText("Indian mobile numbers have 10 digits and start with 6, 7, 8 or 9");
    expect(error.getAttribute("role")).toBe("alert");
    const field = screen.getByRole("textbox", { name: "Mobile number" });
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toContain(error.id);
    expect(calls).toEqual([]);
  });

  it("sends the number with its country code and asks for the code, with autofill and a resend countdown", async () => {
    vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    const calls = serve(() => codeSent("+971501234567"));
    renderForm();
    fireEvent.change(await screen.findByRole("combobox", { name: "Country code" }), { target: { value: "+971" } });
    const code = await sendCodeTo("050 123 4567");
    expect(calls.map((call) => [call.operationName, call.variables])).toEqual([
      ["SendOtp", { phone: "+971501234567" }],
    ]);
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(screen.getByRole("status").textContent).toContain("We have sent a 6-digit code");
    const resend = screen.getByRole("button", { name: "Resend code in 0:30" }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
  });

  it("logs in with the code, stores the token and returns where the traveller came from", async () => {
    const calls = serve(({ operationName }) =>
      operationName === "SendOtp"
        ? codeSent()
        : { data: { login: { token: "header.payload.signature", message: "Welcome back! You are logged in." } } },
    );
    renderForm("/pay");
    const code = await sendCodeTo("98765 43210");
    // A complete code logs in by itself (as when the phone fills it in from the SMS).
    fireEvent.change(code, { target: { value: "482 913" } });
    expect(await screen.findByRole("heading", { name: "Dashboard at /pay" })).toBeTruthy();
    expect(calls[1]).toMatchObject({
      operationName: "LoginWithOtp",
      variables: { phone: "+919876543210", otp: 482_913 },
    });
    expect(JSON.parse(localStorage.getItem(CREDENTIALS_KEY)!)).toEqual({ token: "header.payload.signature" });
  });

  it("shows a failed verification beside the field and in a toast, and stays logged out", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    serve(({ operationName }) =>
      operationName === "SendOtp"
        ? codeSent()
        : {
            data: null,
            errors: [
              {
                message: "That code is not right. You have 4 tries left.",
                extensions: { code: "OTP_INVALID", triesLeft: 4 },
              },
            ],
          },
    );
    renderForm();
    const code = await sendCodeTo("98765 43210");
    fireEvent.change(code, { target: { value: "111111" } });
    await waitFor(() => expect(screen.getAllByText("That code is not right. You have 4 tries left.")).toHaveLength(2));
    const toast = screen
      .getAllByText("That code is not right. You have 4 tries left.")
      .find((node) => node.closest(".Toastify__toast"));
    expect(toast?.closest(".Toastify__toast")?.className).toContain("Toastify__toast--error");
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
  });

  it("says when the code is incomplete, without a request", async () => {
    const calls = serve(() => codeSent());
    renderForm();
    const code = await sendCodeTo("98765 43210");
    fireEvent.change(code, { target: { value: "4829" } });
    fireEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The code has 6 digits, like 482913");
    expect(calls).toHaveLength(1);
  });

  it("counts down to the resend, then sends a new code; a refusal says when to try again", async () => {
    let now = 5_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    let sends = 0;
    serve(() => {
      sends += 1;
      return sends === 1
        ? codeSent()
        : {
            data: null,
            errors: [
              {
                message: "Too many codes have been sent to this number. You can ask for a new one in 42 minutes.",
                extensions: { code: "RATE_LIMITED", retryAfterSeconds: 2_520 },
              },
            ],
          };
    });
    renderForm();
    await sendCodeTo("98765 43210");
    now += 12_000;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.getByRole("button", { name: "Resend code in 0:18" })).toBeTruthy();
    now += 18_000;
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    fireEvent.click(screen.getByRole("button", { name: "Resend code" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many codes have been sent to this number. You can ask for a new one in 42 minutes.",
    );
    expect(screen.getByRole("button", { name: "Resend code in 42:00" })).toBeTruthy();
  });

  it("asks again without a token the server refused", async () => {
    localStorage.setItem(CREDENTIALS_KEY, JSON.stringify({ token: "revoked.token.value" }));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const calls = serve((_body, headers) =>
      headers.get("authorization")
        ? { data: null, errors: [{ message: "You have logged out.", extensions: { code: "invalid-jwt" } }] }
        : codeSent(),
    );
    renderForm();
    await sendCodeTo("98765 43210");
    expect(calls.map((call) => call.authorization)).toEqual(["Bearer revoked.token.value", null]);
    expect(localStorage.getItem(CREDENTIALS_KEY)).toBe("{}");
  });

  it("goes back to the number with Change number", async () => {
    serve(() => codeSent());
    renderForm();
    await sendCodeTo("98765 43210");
    fireEvent.click(screen.getByRole("button", { name: "Change number" }));
    expect(((await screen.findByRole("textbox", { name: "Mobile number" })) as HTMLInputElement).value).toBe(
      "98765 43210",
    );
  });
});
