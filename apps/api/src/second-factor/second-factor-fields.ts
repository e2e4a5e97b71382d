// Staff's second factor in the schema (docs/api.md, "Staff sign-in"), the GraphQL side of
// second-factor.ts. Every operation is the viewer's own ("own-account" in staff-permissions.ts):
//   adminSecondFactors                        what the viewer has enrolled, and whether this session gave it
//   adminBeginPasskeyRegistration             WebAuthn options (JSON) for @simplewebauthn/browser
//   adminFinishPasskeyRegistration(name, response)
//   adminRemovePasskey(id)                    never the last factor of a role that needs one
//   adminBeginTotpSetup                       a new authenticator-app secret and its otpauth:// address
//   adminConfirmTotp(code)                    the app's first code confirms it
//   adminRemoveTotp
//   adminMakeRecoveryCodes                    ten codes, shown once, replacing the earlier set
//   adminBeginPasskeySignIn / adminVerifyPasskey(response) / adminVerifyTotp(code) / adminVerifyRecoveryCode(code)
// The first enrolment and the verifications are open to a session signed in with the SMS code alone;
// the rest need the factor given (staff-guard.ts).
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { requireStaff } from "../accounts/require-viewer.ts";
import { rowIdOf } from "../arguments.ts";
import { builder } from "../builder.ts";
import { UserError } from "../errors.ts";
import { qrSvg } from "../trail/trip-pass.ts";
import type { PasskeySummary, SecondFactorFailure, SecondFactorStatus } from "./second-factor.ts";
import { FRESH_SECOND_FACTOR_SECONDS } from "./second-factor.ts";

export const PASSKEY_NAME_MAX = 60;
/** A WebAuthn answer is a few kilobytes at most; anything longer is not one. */
const RESPONSE_MAX = 16_000;

const PasskeyRef = builder.objectRef<PasskeySummary>("AdminPasskey").implement({
  description: "A passkey of the viewer's, by the name they gave it.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    name: t.exposeString("name"),
    created_at: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    last_used_at: t.string({ nullable: true, resolve: (row) => row.lastUsedAt?.toISOString() ?? null }),
  }),
});

const StatusRef = builder.objectRef<SecondFactorStatus>("AdminSecondFactors").implement({
  description: "The viewer's second factors, and whether this session gave one.",
  fields: (t) => ({
    required: t.exposeBoolean("required", {
      description: "Whether the viewer's role must give a second factor (every role but trek leader).",
    }),
    verified_at: t.string({
      nullable: true,
      description: "When this session gave its second factor; null: not yet.",
      resolve: (row) => row.verifiedAt?.toISOString() ?? null,
    }),
    passkeys: t.field({ type: [PasskeyRef], resolve: (row) => row.passkeys }),
    totp: t.exposeBoolean("totp", { description: "Whether an authenticator app is set up." }),
    recovery_codes_left: t.exposeInt("recoveryCodesLeft"),
    fresh_seconds: t.int({
      description: "How long a second factor counts as recent, for a refund above REFUND_SECOND_FACTOR_ABOVE_PAISE.",
      resolve: () => FRESH_SECOND_FACTOR_SECONDS,
    }),
  }),
});

const TotpSetupRef = builder.objectRef<{ secret: string; uri: string }>("AdminTotpSetup").implement({
  description: "A new authenticator-app secret: show it as a QR code of `uri` and as text.",
  fields: (t) => ({
    secret: t.exposeString("secret", { description: "Base32, as typed into an app by hand." }),
    uri: t.exposeString("uri", { description: "otpauth://totp/... for the QR code." }),
    qr_svg: t.string({ description: "The QR code of `uri`, as an SVG document.", resolve: (row) => qrSvg(row.uri) }),
  }),
});

/** The error of a failed step, with the argument it is about. */
function failure(outcome: SecondFactorFailure, field?: string): UserError {
  switch (outcome.reason) {
    case "rate-limited":
      return new UserError("Too many wrong tries. Please wait before trying again.", {
        code: "RATE_LIMITED",
        details: { retryAfterSeconds: outcome.retryAfterSeconds },
      });
    case "verify-first":
      return new UserError("Confirm it is you with your second factor before changing your factors.", {
        code: "SECOND_FACTOR_REQUIRED",
        details: { secondFactor: "verify" },
      });
    case "enrol-first":
      return new UserError("You have no passkey: add one in Security first, or use another factor.", {
        code: "BAD_USER_INPUT",
      });
    case "no-challenge":
      return new UserError("This passkey step has expired: start again.", { code: "BAD_USER_INPUT", field });
    case "totp-exists":
      return new UserError("An authenticator app is already set up: remove it first to set up another.", {
        code: "BAD_USER_INPUT",
      });
    case "last-factor":
      return new UserError("This is your last second factor: add another before removing it.", {
        code: "BAD_USER_INPUT",
      });
    case "invalid":
      return new UserError(
        field === "response" ? "The passkey was not accepted. Try again." : "That code is not right. Try again.",
        { code: "BAD_USER_INPUT", field },
      );
  }
}

/** A code typed by the staff member: digits for the app, letters and digits for a recovery code. */
function codeOf(value: string, kind: "code" | "recovery", pattern: RegExp): string {
  const code = value.trim();
  if (!pattern.test(code)) {
    throw new UserError(
      kind === "code" ? "Enter the 6-digit code your authenticator app shows." : "Enter a recovery code.",
      { code: "BAD_USER_INPUT", field: "code" },
    );
  }
  return code;
}

/** A WebAuthn answer from @simplewebauthn/browser, as JSON: its shape is checked, its content by the library. */
function webAuthnResponseOf<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(value: string): T {
  const refused = new UserError("This is not a passkey's answer.", { code: "BAD_USER_INPUT", field: "response" });
  if (value.length > RESPONSE_MAX) throw refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw refused;
  }
  const answer = parsed as Partial<Record<string, unknown>> | null;
  if (
    typeof answer !== "object" ||
    answer === null ||
    typeof answer.id !== "string" ||
    typeof answer.rawId !== "string" ||
    answer.type !== "public-key" ||
    typeof answer.response !== "object" ||
    answer.response === null
  ) {
    throw refused;
  }
  return parsed as T;
}

builder.queryField("adminSecondFactors", (t) =>
  t.field({
    type: StatusRef,
    description:
      "The viewer's passkeys, authenticator app and recovery codes left, and whether this session gave a factor.",
    resolve: (_root, _args, context) => context.accounts.secondFactors.status(requireStaff(context)),
  }),
);

builder.mutationField("adminBeginPasskeyRegistration", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "String",
    description:
      "Starts registering a passkey: WebAuthn creation options as JSON, for @simplewebauthn/browser's startRegistration; valid 5 minutes. Open before the second factor only while the viewer has none.",
    resolve: async (_root, _args, context) => {
      const outcome = await context.accounts.secondFactors.beginPasskeyRegistration(requireStaff(context));
      if (!outcome.ok) throw failure(outcome);
      return outcome.options;
    },
  }),
);

builder.mutationField("adminFinishPasskeyRegistration", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: PasskeyRef,
    description: `Registers the passkey the browser created (its answer as JSON) under a name of 1 to ${PASSKEY_NAME_MAX} characters; a first factor signs this session in fully. Audited. BAD_USER_INPUT: name, or response (not a passkey's answer, not accepted, or the step expired).`,
    args: { name: t.arg.string({ required: true }), response: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const name = args.name.trim();
      if (name.length < 1 || name.length > PASSKEY_NAME_MAX) {
        throw new UserError(`Name the passkey in 1 to ${PASSKEY_NAME_MAX} characters (say, "Work laptop").`, {
          code: "BAD_USER_INPUT",
          field: "name",
        });
      }
      const response = webAuthnResponseOf<RegistrationResponseJSON>(args.response);
      const outcome = await context.accounts.secondFactors.finishPasskeyRegistration(viewer, { name, response });
      if (!outcome.ok) throw failure(outcome, "response");
      return outcome.passkey;
    },
  }),
);

builder.mutationField("adminRemovePasskey", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description:
      "Removes one of the viewer's passkeys, audited. NOT_FOUND: not theirs. BAD_USER_INPUT: their last second factor.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const id = rowIdOf(args.id);
      const outcome =
        id === null
          ? ({ ok: false, reason: "not-found" } as const)
          : await context.accounts.secondFactors.removePasskey(viewer, id);
      if (!outcome.ok) {
        if (outcome.reason === "not-found") {
          throw new UserError("You have no passkey with this id.", { code: "NOT_FOUND", field: "id" });
        }
        throw failure(outcome);
      }
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);

builder.mutationField("adminBeginTotpSetup", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: TotpSetupRef,
    description:
      "A new authenticator-app secret (TOTP: SHA-1, 30 s, 6 digits), waiting for its first code (adminConfirmTotp). BAD_USER_INPUT: an app is already set up.",
    resolve: async (_root, _args, context) => {
      const outcome = await context.accounts.secondFactors.beginTotpSetup(requireStaff(context));
      if (!outcome.ok) throw failure(outcome);
      return outcome;
    },
  }),
);

builder.mutationField("adminConfirmTotp", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description:
      "The first code of the new authenticator app: confirms it and signs this session in fully. Audited. BAD_USER_INPUT: code. RATE_LIMITED after 10 wrong tries an hour.",
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const outcome = await context.accounts.secondFactors.confirmTotp(viewer, codeOf(args.code, "code", /^\d{6}$/));
      if (!outcome.ok) throw failure(outcome, "code");
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);

builder.mutationField("adminRemoveTotp", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description:
      "Removes the viewer's authenticator app, audited. NOT_FOUND: none. BAD_USER_INPUT: their last second factor.",
    resolve: async (_root, _args, context) => {
      const viewer = requireStaff(context);
      const outcome = await context.accounts.secondFactors.removeTotp(viewer);
      if (!outcome.ok) {
        if (outcome.reason === "not-found")
          throw new UserError("No authenticator app is set up.", { code: "NOT_FOUND" });
        throw failure(outcome);
      }
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);

builder.mutationField("adminMakeRecoveryCodes", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: ["String"],
    description:
      "Ten new one-time recovery codes, shown this once (kept as keyed hashes); the earlier set stops working. Audited.",
    resolve: (_root, _args, context) => context.accounts.secondFactors.makeRecoveryCodes(requireStaff(context)),
  }),
);

builder.mutationField("adminBeginPasskeySignIn", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: "String",
    description:
      "WebAuthn request options as JSON for @simplewebauthn/browser's startAuthentication, naming the viewer's passkeys; valid 5 minutes. BAD_USER_INPUT: no passkey.",
    resolve: async (_root, _args, context) => {
      const outcome = await context.accounts.secondFactors.beginPasskeySignIn(requireStaff(context));
      if (!outcome.ok) throw failure(outcome);
      return outcome.options;
    },
  }),
);

const VERIFIES = "Gives this session its second factor, audited. RATE_LIMITED after 10 wrong tries an hour.";

builder.mutationField("adminVerifyPasskey", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description: `${VERIFIES} The passkey's answer (JSON) to adminBeginPasskeySignIn's options. BAD_USER_INPUT: response.`,
    args: { response: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const response = webAuthnResponseOf<AuthenticationResponseJSON>(args.response);
      const outcome = await context.accounts.secondFactors.verifyPasskey(viewer, response);
      if (!outcome.ok) throw failure(outcome, "response");
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);

builder.mutationField("adminVerifyTotp", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description: `${VERIFIES} The authenticator app's 6-digit code, one 30-second step either side of now; a code, or an older one, is taken once. BAD_USER_INPUT: code.`,
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const outcome = await context.accounts.secondFactors.verifyTotp(viewer, codeOf(args.code, "code", /^\d{6}$/));
      if (!outcome.ok) throw failure(outcome, "code");
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);

builder.mutationField("adminVerifyRecoveryCode", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: StatusRef,
    description: `${VERIFIES} One of the viewer's recovery codes, which then stops working. BAD_USER_INPUT: code.`,
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, context) => {
      const viewer = requireStaff(context);
      const code = codeOf(args.code, "recovery", /^[A-Za-z0-9 -]{8,20}$/);
      const outcome = await context.accounts.secondFactors.verifyRecoveryCode(viewer, code);
      if (!outcome.ok) throw failure(outcome, "code");
      return context.accounts.secondFactors.status(viewer);
    },
  }),
);
