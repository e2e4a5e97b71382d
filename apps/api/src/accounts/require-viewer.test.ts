import { describe, expect, it } from "vitest";
import { UserError } from "../errors.ts";
import type { Viewer } from "./accounts.ts";
import { requireStaff, requireViewer, runGuarded } from "./require-viewer.ts";

const traveller: Viewer = {
  userId: 7,
  sessionId: "session-7",
  role: "traveller",
  staffRole: null,
  secondFactorAt: null,
};
const staff: Viewer = { userId: 1, sessionId: "session-1", role: "staff", staffRole: "owner", secondFactorAt: null };

/** The code of the UserError a guard throws, or null when it lets the caller through. */
function refusal(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    return (error as UserError).code;
  }
}

describe("requireViewer", () => {
  it("returns the logged-in traveller", () => {
    expect(requireViewer({ viewer: traveller })).toBe(traveller);
  });

  it("refuses an anonymous request with UNAUTHENTICATED", () => {
    expect(refusal(() => requireViewer({ viewer: null }))).toBe("UNAUTHENTICATED");
  });
});

describe("requireStaff", () => {
  it("returns a staff member inside an admin operation the guard checked", () => {
    expect(runGuarded("adminToday", () => requireStaff({ viewer: staff }))).toBe(staff);
  });

  it("refuses a traveller with FORBIDDEN and an anonymous request with UNAUTHENTICATED", () => {
    expect(refusal(() => runGuarded("adminToday", () => requireStaff({ viewer: traveller })))).toBe("FORBIDDEN");
    expect(refusal(() => runGuarded("adminToday", () => requireStaff({ viewer: null })))).toBe("UNAUTHENTICATED");
  });

  it("fails loudly outside a checked operation, even for an owner: a field without a permission lets no one through", () => {
    expect(() => requireStaff({ viewer: staff })).toThrow(/declare its permission in staff\/staff-permissions.ts/);
  });
});
