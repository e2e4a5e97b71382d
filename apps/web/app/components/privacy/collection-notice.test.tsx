import { company } from "@parvat/domain/company";
import { RETENTION } from "@parvat/domain/privacy";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CollectionNotice, NOTICES, type NoticeKind } from "./collection-notice.tsx";
import { NewsletterNotice } from "./newsletter-notice.tsx";

afterEach(cleanup);

function renderNotice(kind: NoticeKind) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <CollectionNotice kind={kind} id="notice" /> }]);
  render(<Stub initialEntries={["/"]} />);
  return document.getElementById("notice")!;
}

describe("CollectionNotice", () => {
  it("itemises the booking's data with why, how long, who sees it, and the links to withdraw and to the rights", () => {
    const notice = within(renderNotice("booking"));
    for (const item of NOTICES.booking.items) expect(notice.getByText(item.what)).toBeTruthy();
    expect(notice.getByText(/under 18: your name and how you are related to them/)).toBeTruthy();
    expect(notice.getByText(/72 months|6 years/)).toBeTruthy();
    expect(notice.getByText(/trip's leader/)).toBeTruthy();
    expect(notice.getByRole("link", { name: "your message settings" }).getAttribute("href")).toBe(
      "/dashboard#how-we-reach-you",
    );
    expect(notice.getByRole("link", { name: "your rights" }).getAttribute("href")).toBe("/privacy#your-rights");
    expect(notice.getByRole("link", { name: "who to write to" }).getAttribute("href")).toBe("/privacy#contact");
  });

  it("itemises a traveller's forms: medical, ID, emergency contact and fitness proof, each with its purpose", () => {
    const notice = within(renderNotice("traveller-form"));
    const items = NOTICES["traveller-form"].items.map((item) => item.what);
    for (const part of ["emergency contact", "medical declaration", "ID type and number", "fitness proof"]) {
      const what = items.find((item) => item.includes(part))!;
      expect(notice.getByText(what).closest("li")!.textContent!.length).toBeGreaterThan(what.length + 20);
    }
    expect(
      notice.getByText(new RegExp(`erased ${RETENTION.personalDataDaysAfterTrip} days after the trip ends`)),
    ).toBeTruthy();
    expect(notice.getByRole("link", { name: company.grievanceOfficer.email }).getAttribute("href")).toBe(
      `mailto:${company.grievanceOfficer.email}`,
    );
    expect(screen.getByRole("heading", { level: 2, name: "What this form asks for, and why" })).toBeTruthy();
  });

  it("states the retention the server runs with (PERSONAL_DATA_RETENTION_DAYS), not the default", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ personalDataRetentionDays: 45 }),
        HydrateFallback: () => null,
        Component: () => <CollectionNotice kind="traveller-form" id="notice" />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText(/erased 45 days after the trip ends/)).toBeTruthy();
  });

  it("keeps the newsletter's short: the address, what for, until when, adults only, and the rights", () => {
    render(<NewsletterNotice id="notice" />);
    const notice = document.getElementById("notice")!;
    expect(notice.tagName).toBe("P");
    expect(notice.textContent).toContain("Your email address: to send our travel letter");
    expect(notice.textContent).toContain("until you unsubscribe");
    expect(notice.textContent).toContain("subscribe only if you are 18 or over");
    expect(within(notice).getByRole("link", { name: "Your rights" }).getAttribute("href")).toBe("/privacy#your-rights");
  });

  it("takes the heading level of where it sits", () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <CollectionNotice kind="booking" heading="h3" /> }]);
    render(<Stub initialEntries={["/"]} />);
    expect(screen.getByRole("heading", { level: 3, name: "What we ask for here, and why" })).toBeTruthy();
  });
});
