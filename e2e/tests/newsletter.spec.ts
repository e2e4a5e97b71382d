// The footer's newsletter form (SPEC.md sections 4, 5, 8): the server's message in a success
// toast, errors in an error toast, the form reset on both. Subscribing again gets the same answer as the
// first time (it must not tell whether an address is on the list) and stores no second row.
import { expect, test } from "../fixtures.ts";

async function subscribe(page: import("@playwright/test").Page, email: string) {
  const footer = page.getByRole("contentinfo");
  const field = footer.getByRole("textbox", { name: /email/i });
  await field.fill(email);
  await footer.getByRole("button", { name: /subscribe/i }).click();
  return field;
}

test("subscribing shows the server's message and resets the form; a second time answers the same", async ({
  page,
  visit,
}) => {
  const email = `traveller-${Date.now()}@example.com`;
  await visit("/");
  const field = await subscribe(page, `  ${email.toUpperCase()}  `);
  const first = page.getByRole("alert").filter({ hasText: /subscrib/i });
  await expect(first).toBeVisible();
  await expect(field).toHaveValue("");
  // Toasts close by themselves after 1.5 s.
  await expect(first).toBeHidden({ timeout: 4_000 });

  await subscribe(page, email);
  await expect(page.getByRole("alert").filter({ hasText: /Thank you for subscribing/ })).toBeVisible();
  await expect(field).toHaveValue("");
});

test("an address the server refuses shows its error and resets the form", async ({ page, visit }) => {
  await visit("/");
  // The browser's email check accepts this; the server's does not (no domain suffix).
  const field = await subscribe(page, "traveller@localhost");
  await expect(page.getByRole("alert").filter({ hasText: /valid email/i })).toBeVisible();
  await expect(field).toHaveValue("");
});
