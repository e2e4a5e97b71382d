// Staff roles in Chromium (docs/api.md, "Staff roles"): the demo owner (+91 90000 00001) makes one of
// the demo's trip planners a trek leader on the Staff screen and assigns them to a departure from its
// manifest; the leader then logs in and finds only their departures: /admin leads to them, the
// navigation holds nothing else, the manifest opens without the desk's links, and another screen says it
// is not part of their role. The planner is put back on the trip desk at the end. Axe on every screen.
import type { APIRequestContext } from "@playwright/test";
import { adminContextPage, logInByPhone, staffToken } from "../admin-steps.ts";
import { expect, expectNoAxeViolations, test } from "../fixtures.ts";

async function asOwner<T>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const response = await request.post("/api/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Member {
  id: number;
  phone: string;
  first_name: string | null;
  last_name: string | null;
  role: string;
}

test("an owner makes a planner a trek leader, who then reaches only the departure they lead", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const ownerToken = await staffToken(request);
  const { adminStaff } = await asOwner<{ adminStaff: Member[] }>(
    request,
    ownerToken,
    "{ adminStaff { id phone first_name last_name role } }",
  );
  const planner = adminStaff.find((member) => member.role === "trip_desk");
  expect(planner, "a demo trip planner on the trip desk").toBeDefined();
  const plannerName = [planner!.first_name, planner!.last_name].filter(Boolean).join(" ");
  const { adminToday } = await asOwner<{ adminToday: { departures: { id: number; trek_name: string }[] } }>(
    request,
    ownerToken,
    "{ adminToday { departures { id trek_name } } }",
  );
  const { adminTrips } = await asOwner<{ adminTrips: { id: number }[] }>(request, ownerToken, "{ adminTrips { id } }");
  const { adminTrip } = await asOwner<{
    adminTrip: { name: string; departures: { id: number; start_date: string }[] };
  }>(request, ownerToken, "query ($id: Int!) { adminTrip(id: $id) { name departures { id start_date } } }", {
    id: adminTrips[0]!.id,
  });
  const today = new Date().toISOString().slice(0, 10);
  const upcoming = adminTrip.departures.find((candidate) => candidate.start_date >= today);
  const departure = adminToday.departures[0] ?? { id: upcoming!.id, trek_name: adminTrip.name };

  const owner = await adminContextPage(browser, baseURL!, ownerToken);
  // The owner's Staff screen: the planner's role changed.
  await owner.page.goto("/admin/staff");
  await expect(owner.page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
  await owner.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(owner.page);
  await owner.page.getByLabel(`Role of ${plannerName}`).selectOption("trek_leader");
  await owner.page.getByRole("button", { name: `Change role of ${plannerName}` }).click();
  await expect(owner.page.getByRole("status").filter({ hasText: `${plannerName} is now trek leader.` })).toBeVisible();

  // The departure's manifest: the planner assigned as its trek leader.
  await owner.page.goto(`/admin/departures/${departure.id}/manifest`);
  const leaders = owner.page.getByRole("region", { name: "Trek leaders" });
  await leaders.getByLabel("Trek leader").selectOption({ label: plannerName });
  await leaders.getByRole("button", { name: "Assign" }).click();
  await expect(leaders.getByText("Assigned: they can open this departure now.")).toBeVisible();
  await expect(leaders.getByRole("button", { name: `Take off ${plannerName}` })).toBeVisible();
  await owner.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(owner.page);

  // The trek leader's back office.
  const leaderToken = await logInByPhone(request, planner!.phone.replace(/^\+91/, ""));
  const leader = await adminContextPage(browser, baseURL!, leaderToken);
  await leader.page.goto("/admin");
  await expect(leader.page.getByRole("heading", { level: 1, name: "My departures" })).toBeVisible();
  await expect(leader.page).toHaveURL(/\/admin\/my-departures$/);
  const nav = leader.page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link")).toHaveText(["My departures", "Security"]);
  await leader.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(leader.page);
  await leader.page
    .getByRole("link", { name: `Manifest of ${departure.trek_name}` })
    .first()
    .click();
  await expect(leader.page.getByRole("heading", { level: 1, name: /^Manifest: / })).toBeVisible();
  await expect(leader.page.getByRole("link", { name: "Check-in" })).toBeVisible();
  await expect(leader.page.getByRole("link", { name: "Its bookings" })).toHaveCount(0);
  await expect(leader.page.getByRole("region", { name: "Trek leaders" })).toHaveCount(0);
  await leader.page.waitForLoadState("networkidle");
  await expectNoAxeViolations(leader.page);
  await leader.page.goto("/admin/tax");
  await expect(leader.page.getByRole("heading", { level: 1, name: "Not part of your role" })).toBeVisible();
  await expectNoAxeViolations(leader.page);

  // Put back as it was: other specs know the planner as trip desk.
  await asOwner(request, ownerToken, "mutation ($u: Int!) { adminSetStaffRole(userId: $u, role: trip_desk) { id } }", {
    u: planner!.id,
  });
  expect(owner.problems, "the owner's pages logged errors").toEqual([]);
  expect(leader.problems, "the leader's pages logged errors").toEqual([]);
  await owner.close();
  await leader.close();
});
