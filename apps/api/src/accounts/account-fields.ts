// The accounts area of the schema (SPEC.md sections 4, 7 and 8; DESIGN.md section 3):
//   sendOtp(phone)       a 6-digit code by SMS, under the limits of accounts.ts
//   login(phone, otp)    the code for a token (the "Login with OTP" call of SPEC.md)
//   logout(everywhere)   revokes this token, or every token of the account
//   me                   the logged-in traveller's account, null when anonymous
// A request may carry one sendOtp or login at most, so aliases cannot multiply attempts (and
// batching is off): the limits are counted per attempt, and every attempt costs a request.
import { formatIndianPhone } from "@parvat/domain/company";
import { describeWait, isCodeInRange } from "@parvat/domain/login";
import { normalizePhone } from "@parvat/domain/phone";
import { STAFF_ROLE_DEFINITIONS } from "@parvat/domain/staff-roles";
import { builder } from "../builder.ts";
import type { Context } from "../context.ts";
import { UserError } from "../errors.ts";
import { StaffRoleRef } from "../staff/staff-fields.ts";
import type { Account } from "./accounts.ts";

const attemptsPerRequest = new WeakMap<Context, number>();

export const INVALID_CODE_MESSAGE =
  "That code is not right, or it is no longer valid. Check it, or ask for a new code.";

/** Refuses a second code-related field in the same request. */
function oneAttemptPerRequest(context: Context) {
  const attempts = (attemptsPerRequest.get(context) ?? 0) + 1;
  attemptsPerRequest.set(context, attempts);
  if (attempts > 1) {
    throw new UserError("Send one code request or one login per request.", {
      code: "RATE_LIMITED",
      details: { retryAfterSeconds: 0 },
    });
  }
}

function phoneArgument(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized.ok) throw new UserError(normalized.message, { code: "BAD_USER_INPUT", field: "phone" });
  return normalized.phone;
}

interface CodeSent {
  phone: string;
  message: string;
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

const CodeSentRef = builder.objectRef<CodeSent>("OtpSent").implement({
  description: "A one-time code is on its way. The same answer for every valid number, known or not.",
  fields: (t) => ({
    phone: t.exposeString("phone", { description: "The number in E.164, as the code was sent to it." }),
    message: t.exposeString("message", { description: "A sentence to show the traveller." }),
    resend_after_seconds: t.exposeInt("resendAfterSeconds", {
      description: "Seconds until another code may be asked for (the resend countdown).",
    }),
    expires_in_seconds: t.exposeInt("expiresInSeconds", { description: "Seconds the code stays valid." }),
  }),
});

const AccountRef = builder.objectRef<Account>("Account").implement({
  description: "A traveller's account. Created by the first successful login.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    phone: t.exposeString("phone", { description: "E.164, the number the account logs in with." }),
    first_name: t.exposeString("firstName", { nullable: true }),
    last_name: t.exposeString("lastName", { nullable: true }),
    role: t.exposeString("role", {
      description:
        "traveller or staff: staff may open the back office (/admin), whose every operation checks it again.",
    }),
    staff_role: t.expose("staffRole", {
      type: StaffRoleRef,
      nullable: true,
      description: "A staff member's role; null for a traveller.",
    }),
    permissions: t.stringList({
      description:
        'The back office permissions of a staff member\'s role (docs/api.md, "Staff roles"), for drawing only the screens they may use; empty for a traveller. Every operation checks them again.',
      resolve: (account) => (account.staffRole ? [...STAFF_ROLE_DEFINITIONS[account.staffRole].permissions] : []),
    }),
    member_since: t.expose("memberSince", {
      type: "Date",
      description: "The day of the first login, in the business time zone.",
    }),
  }),
});

interface LoggedIn {
  token: string;
  expiresAt: Date;
  message: string;
  account: Account;
}

const LoginRef = builder.objectRef<LoggedIn>("LoginResult").implement({
  description: "A successful login.",
  fields: (t) => ({
    token: t.exposeString("token", {
      description: "The bearer token: store it under the credentials key and send it as Authorization: Bearer <token>.",
    }),
    expires_at: t.string({
      description: "When the token expires (ISO 8601 date and time).",
      resolve: (login) => login.expiresAt.toISOString(),
    }),
    message: t.exposeString("message", { description: "A sentence to show the traveller." }),
    account: t.field({ type: AccountRef, resolve: (login) => login.account }),
  }),
});

const LogoutRef = builder.objectRef<{ message: string }>("LogoutResult").implement({
  description: "The answer to a logout.",
  fields: (t) => ({ message: t.exposeString("message", { description: "A sentence to show the traveller." }) }),
});

builder.mutationField("sendOtp", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: CodeSentRef,
    description:
      "Sends a 6-digit one-time code by SMS (valid 5 minutes; a resend replaces the previous code). Limits: 30 s between codes and at most 5 an hour and 10 a day per number, OTP_SENDS_PER_IP_PER_HOUR per IP address, and hourly budgets for the site and per country; a refusal is RATE_LIMITED with `extensions.retryAfterSeconds`. A bad number is BAD_USER_INPUT (`field: phone`); a number outside the countries served (OTP_ALLOWED_COUNTRIES, India by default) is COUNTRY_NOT_ALLOWED.",
    args: {
      phone: t.arg.string({ required: true, description: "Any common way of writing it; India (+91) by default." }),
    },
    resolve: async (_root, args, context) => {
      oneAttemptPerRequest(context);
      const phone = phoneArgument(args.phone);
      const outcome = await context.accounts.sendCode({ phone, address: context.clientAddress, log: context.log });
      if (outcome.ok) {
        return {
          phone,
          message: `We have sent a 6-digit code to ${formatIndianPhone(phone)}. It is valid for ${outcome.expiresInSeconds / 60} minutes.`,
          resendAfterSeconds: outcome.resendAfterSeconds,
          expiresInSeconds: outcome.expiresInSeconds,
        };
      }
      if (outcome.reason === "not-sent") {
        throw new UserError("We could not send the SMS just now. Please try again in a minute.", {
          code: "SMS_NOT_SENT",
        });
      }
      if (outcome.reason === "country") {
        const codes = outcome.allowedCallingCodes.map((callingCode) => `+${callingCode}`);
        throw new UserError(
          `We can send login codes only to numbers starting with ${codes.join(" or ")}. Please message us on WhatsApp if you have no such number.`,
          {
            code: "COUNTRY_NOT_ALLOWED",
            field: "phone",
            details: { allowedCallingCodes: outcome.allowedCallingCodes },
          },
        );
      }
      const wait = describeWait(outcome.retryAfterSeconds);
      const messages = {
        cooldown: `Please wait ${wait} before asking for another code.`,
        "phone-hour": `Too many codes have been sent to this number. You can ask for a new one in ${wait}.`,
        "phone-day": `Too many codes have been sent to this number today. You can ask for a new one in ${wait}.`,
        address: `Too many codes have been asked for from your network. Please try again in ${wait}.`,
        budget: `We are sending a great many codes just now. Please try again in ${wait}.`,
      } as const;
      throw new UserError(messages[outcome.reason], {
        code: "RATE_LIMITED",
        field: "phone",
        details: { retryAfterSeconds: outcome.retryAfterSeconds, reason: outcome.reason },
      });
    },
  }),
);

builder.mutationField("login", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: LoginRef,
    description:
      "Logs in with the code sent by sendOtp: returns a token and the account (created on the first login). The code is single use and dies after 5 wrong tries. A wrong, expired, used, replaced or dead code, or none: OTP_INVALID, one answer for all, so that it tells nothing about the number; too many failures for one number or from one IP address: RATE_LIMITED.",
    args: {
      phone: t.arg.string({ required: true }),
      otp: t.arg.int({ required: true, description: "The 6-digit code, as an integer." }),
    },
    resolve: async (_root, args, context) => {
      oneAttemptPerRequest(context);
      const phone = phoneArgument(args.phone);
      if (!isCodeInRange(args.otp)) {
        throw new UserError("The code has 6 digits, like 482913.", { code: "BAD_USER_INPUT", field: "otp" });
      }
      const outcome = await context.accounts.logIn({ phone, code: args.otp, address: context.clientAddress });
      if (outcome.ok) {
        const account = await context.accounts.account(outcome.userId);
        if (!account) throw new Error(`The account ${outcome.userId} vanished during its login.`);
        context.log.info({ userId: outcome.userId, firstLogin: outcome.firstLogin }, "logged in");
        return {
          token: outcome.token,
          expiresAt: outcome.expiresAt,
          message: outcome.firstLogin
            ? "Welcome to Parvat Journeys! You are logged in."
            : "Welcome back! You are logged in.",
          account,
        };
      }
      // One answer for every failed code (no tries left to count either): see accounts.ts, logIn.
      if (outcome.reason === "invalid") {
        throw new UserError(INVALID_CODE_MESSAGE, { code: "OTP_INVALID", field: "otp" });
      }
      const wait = describeWait(outcome.retryAfterSeconds);
      throw new UserError(
        outcome.reason === "phone"
          ? `Too many wrong codes for this number. Please ask for a new code in ${wait}.`
          : `Too many wrong codes from your network. Please try again in ${wait}.`,
        { code: "RATE_LIMITED", field: "otp", details: { retryAfterSeconds: outcome.retryAfterSeconds } },
      );
    },
  }),
);

builder.mutationField("logout", (t) =>
  t.field({
    changesPublicAnswers: false,
    type: LogoutRef,
    description:
      "Revokes the request's token on the server (or, with everywhere: true, every token of the account), so even a copy of it stops working. Without a token it has nothing to do and says so.",
    args: { everywhere: t.arg.boolean({ required: false, defaultValue: false }) },
    resolve: async (_root, args, { viewer, accounts }) => {
      if (!viewer) return { message: "You are logged out." };
      const everywhere = args.everywhere ?? false;
      await accounts.logOut(viewer, { everywhere });
      return { message: everywhere ? "You are logged out on every device." : "You are logged out." };
    },
  }),
);

builder.queryField("me", (t) =>
  t.field({
    type: AccountRef,
    nullable: true,
    description:
      "The logged-in traveller's account; null without a token. Never cached (requests with a token are no-store).",
    resolve: async (_root, _args, context) => {
      if (!context.viewer) return null;
      return context.accounts.account(context.viewer.userId);
    },
  }),
);
