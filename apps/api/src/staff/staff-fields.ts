// Staff roles in the schema (docs/api.md, "Staff roles"), the GraphQL side of staff.ts. What each
// operation needs is declared in staff-permissions.ts and checked before these resolvers run:
//   adminStaff                              every staff member, their role and live sessions (owner)
//   adminSetStaffRole(userId, role)         audited; the last owner stays one (owner)
//   adminEndStaffSessions(userId)           logs a staff member out everywhere, audited (owner)
//   adminResetStaffSecondFactors(userId)    removes their second factors (a lost phone), audited (owner)
//   adminAssignTrekLeader(eventId, userId)  a trek leader leads a departure, audited
//   adminUnassignTrekLeader(eventId, userId)
//   adminLedDepartures                      the departures the viewer leads, from today
//   adminDepartureLeaders(eventId)          who leads a departure
//   adminTrekLeaders                        who can lead one
import { addDays } from "@parvat/domain/business-dates";
import { STAFF_ROLE_DEFINITIONS, STAFF_ROLES, type StaffRole } from "@parvat/domain/staff-roles";
import { requireStaff } from "../accounts/require-viewer.ts";
import { PAST_DEPARTURE_DAYS } from "../admin/admin-departures.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { secondFactorAgain } from "../second-factor/second-factor.ts";
import {
  endStaffSessions,
  type LedDeparture,
  leadersOf,
  ledDepartures,
  listStaffAccounts,
  resetStaffSecondFactors,
  type StaffAccount,
  setDepartureLeader,
  setStaffRole,
  trekLeaders,
} from "./staff.ts";

export const StaffRoleRef = builder.enumType("StaffRole", {
  description: "What a staff member may do in the back office: each role is a set of permissions (docs/api.md).",
  values: Object.fromEntries(
    STAFF_ROLES.map((role) => [role, { value: role, description: STAFF_ROLE_DEFINITIONS[role].label }]),
  ) as Record<StaffRole, { value: StaffRole; description: string }>,
});

const StaffAccountRef = builder.objectRef<StaffAccount>("AdminStaffAccount").implement({
  description: "A staff member as the owner manages them.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    phone: t.exposeString("phone", { description: "E.164, the number they log in with." }),
    first_name: t.exposeString("firstName", { nullable: true }),
    last_name: t.exposeString("lastName", { nullable: true }),
    role: t.expose("staffRole", { type: StaffRoleRef }),
    live_sessions: t.exposeInt("liveSessions", { description: "Sessions neither ended nor expired." }),
    second_factors: t.exposeInt("secondFactors", {
      description: "Passkeys and a confirmed authenticator app they can give as a second factor.",
    }),
  }),
});

const LedDepartureRef = builder.objectRef<LedDeparture>("AdminLedDeparture").implement({
  description: "A departure the viewer leads.",
  fields: (t) => ({
    event_id: t.exposeInt("eventId"),
    trek_name: t.exposeString("trekName"),
    start_date: t.expose("startDate", { type: "Date" }),
    end_date: t.expose("endDate", { type: "Date" }),
  }),
});

const LeaderRef = builder.objectRef<{ id: number; name: string }>("AdminDepartureLeader").implement({
  description: "A trek leader assigned to a departure.",
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name") }),
});

builder.queryField("adminDepartureLeaders", (t) =>
  t.field({
    type: [LeaderRef],
    description: "The trek leaders assigned to a departure (none for an unknown one).",
    args: { eventId: t.arg.int({ required: true }) },
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, args, context) => {
      requireStaff(context);
      return leadersOf(context.db, args.eventId);
    },
  }),
);

builder.queryField("adminTrekLeaders", (t) =>
  t.field({
    type: [LeaderRef],
    description: "Every staff member with the trek leader role: who a departure can be assigned to.",
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return trekLeaders(context.db);
    },
  }),
);

builder.queryField("adminStaff", (t) =>
  t.field({
    type: [StaffAccountRef],
    description: "Owner only: every staff member with their role and live sessions, by name.",
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, _args, context) => {
      requireStaff(context);
      return listStaffAccounts(context.db, context.now());
    },
  }),
);

builder.mutationField("adminSetStaffRole", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StaffAccountRef,
    description:
      "Owner only: changes a staff member's role, audited; it applies from their next request. NOT_FOUND: not a staff member. LAST_OWNER: the site's only owner cannot stop being one. BAD_USER_INPUT: the role is already theirs.",
    args: { userId: t.arg.int({ required: true }), role: t.arg({ type: StaffRoleRef, required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const outcome = await setStaffRole(context.db, {
        staffUserId: viewer.userId,
        userId: args.userId,
        role: args.role,
        at: context.now(),
      });
      if (outcome.ok) return outcome.account;
      switch (outcome.reason) {
        case "not-staff":
          throw new UserError("No staff member has this id: add them with npm run staff:add.", {
            code: "NOT_FOUND",
            field: "userId",
          });
        case "last-owner":
          throw new UserError("This is the site's only owner: make someone else owner first.", {
            code: "LAST_OWNER",
            field: "role",
          });
        case "unchanged":
          throw new UserError("They already have this role.", { code: "BAD_USER_INPUT", field: "role" });
      }
    },
  }),
);

builder.mutationField("adminEndStaffSessions", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "Int",
    description:
      "Owner only: ends every session of a staff member (a lost phone, a colleague leaving), audited; answers how many. NOT_FOUND: not a staff member.",
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const outcome = await endStaffSessions(context.db, {
        staffUserId: viewer.userId,
        userId: args.userId,
        at: context.now(),
      });
      if (!outcome.ok) throw new UserError("No staff member has this id.", { code: "NOT_FOUND", field: "userId" });
      return outcome.ended;
    },
  }),
);

builder.mutationField("adminResetStaffSecondFactors", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StaffAccountRef,
    description:
      "Owner only: removes a colleague's passkeys, authenticator app and recovery codes and ends their sessions (a lost phone), audited; they enrol again at their next login. Needs the owner's own second factor given in the last 5 minutes: SECOND_FACTOR_REQUIRED (secondFactor: verify) otherwise. NOT_FOUND: not a staff member. BAD_USER_INPUT: one's own account (use a recovery code, or ask another owner).",
    args: { userId: t.arg.int({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const needsFactor = context.accounts.secondFactors.freshFactorRefusal(
        viewer,
        "Resetting a colleague's second factor",
        "reset it",
      );
      if (needsFactor) throw secondFactorAgain(needsFactor);
      const outcome = await resetStaffSecondFactors(context.db, {
        staffUserId: viewer.userId,
        userId: args.userId,
        at: context.now(),
      });
      if (outcome.ok) return outcome.account;
      throw outcome.reason === "not-staff"
        ? new UserError("No staff member has this id.", { code: "NOT_FOUND", field: "userId" })
        : new UserError(
            "You cannot reset your own second factor: sign in with a recovery code, or ask another owner.",
            { code: "BAD_USER_INPUT", field: "userId" },
          );
    },
  }),
);

for (const [name, leads] of [
  ["adminAssignTrekLeader", true],
  ["adminUnassignTrekLeader", false],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      changesPublicAnswers: false,
      type: [LeaderRef],
      description: `${leads ? "Assigns a trek leader to" : "Takes a trek leader off"} a departure, audited; answers the departure's leaders. NOT_FOUND: no such departure. BAD_USER_INPUT: userId is not a trek leader.`,
      args: { eventId: t.arg.int({ required: true }), userId: t.arg.int({ required: true }) },
      resolve: async (_root, args, context) => {
        const viewer = requireStaff(context);
        const outcome = await setDepartureLeader(context.db, {
          staffUserId: viewer.userId,
          eventId: args.eventId,
          userId: args.userId,
          leads,
        });
        if (!outcome.ok) {
          throw outcome.reason === "departure-not-found"
            ? new UserError("There is no such departure.", { code: "NOT_FOUND", field: "eventId" })
            : new UserError("Only a staff member with the trek leader role can lead a departure.", {
                code: "BAD_USER_INPUT",
                field: "userId",
              });
        }
        return leadersOf(context.db, args.eventId);
      },
    }),
  );
}

builder.queryField("adminLedDepartures", (t) =>
  t.field({
    type: [LedDepartureRef],
    description: `The departures the viewer is assigned to lead, from ${PAST_DEPARTURE_DAYS} days ago, soonest first: a trek leader's way in.`,
    complexity: { field: 1, multiplier: 2 },
    resolve: (_root, _args, context) => {
      const viewer = requireStaff(context);
      return ledDepartures(context.db, viewer.userId, addDays(context.today, -PAST_DEPARTURE_DAYS));
    },
  }),
);
