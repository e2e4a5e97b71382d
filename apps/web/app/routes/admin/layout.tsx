// /admin: the back office's frame around every staff screen. The server cannot know who
// asks (tokens live in the browser: docs/decisions/0006-tokens-in-local-storage.md), so it answers
// every /admin path with HTTP 404, noindex and no-store, to everyone, and paints nothing that would
// mislead either kind of visitor: no 404 page (staff opening or reloading a screen would see "We
// could not find that page" until the app has started, decision 0014's few hundred milliseconds or
// more) and no back office. Its page is the site's frame with an empty main area, and the 404 page
// inside <noscript> for a browser that will never run the app. Once hydrated, the layout asks
// `me { role staff_role permissions }`: staff get the admin navigation with the screens their role may
// use and the screen (one their role may not use says so, with a way on), everyone else the 404
// page. The API checks the permission again on every staff operation (docs/api.md, "Staff roles"),
// so this gate only decides what to draw.
// Admin code lives only in routes/admin/** and components/admin/**: public pages ship none of it.
import { company } from "@parvat/domain/company";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { data, Link, Navigate, Outlet, type ShouldRevalidateFunction, useLocation } from "react-router";
import { AdminNav, screensFor } from "../../components/admin/admin-nav.tsx";
import { AdminPage, AdminSection } from "../../components/admin/admin-page.tsx";
import { AdminSecondFactorsDocument, VerifySecondFactor } from "../../components/admin/second-factor.tsx";
import { type StaffAccess, StaffAccessProvider, screenPermission } from "../../components/admin/staff-access.tsx";
import { NotFoundPage } from "../../components/error-pages.tsx";
import { privatePageHeaders } from "../../components/require-login.tsx";
import type { RouteHandle } from "../../components/site-layout.tsx";
import { request } from "../../graphql/client.ts";
import { graphql } from "../../graphql/generated/gql.ts";
import { rememberedStaff, rememberStaff, useLoggedIn } from "../../lib/credentials.ts";
import { useHydrated } from "../../lib/hydrated.ts";
import { AddPasskey, SetUpTotp } from "./security.tsx";

const AdminViewerDocument = graphql(`
  query AdminViewer {
    me {
      role
      staff_role
      permissions
      first_name
    }
  }
`);

/** Every /admin path is a 404 to the server; the page decides in the browser. */
export function loader() {
  return data(null, { status: 404 });
}

export const headers = privatePageHeaders;

// The back office is a place of work: no floating chat button over its tables and forms.
export const handle: RouteHandle = { hideChat: true };

// Moving between admin screens asks the server nothing: the screens load their data themselves.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// A title that is true for everyone until the app knows who asks: the 404 page sets its own.
export function meta() {
  return [{ title: company.name }, { name: "robots", content: "noindex" }];
}

type Gate =
  | { status: "checking" }
  | { status: "staff"; name: string | null; access: StaffAccess }
  | { status: "refused" };

function useStaffGate(loggedIn: boolean): Gate {
  const [gate, setGate] = useState<Gate>({ status: "checking" });
  useEffect(() => {
    if (!loggedIn) {
      setGate({ status: "refused" });
      return;
    }
    let current = true;
    setGate({ status: "checking" });
    request(AdminViewerDocument)
      .then((result) => {
        const me = result.data?.me;
        const access = me?.role === "staff" ? { role: me.staff_role ?? null, permissions: me.permissions } : null;
        rememberStaff(
          me && access ? { firstName: me.first_name, role: access.role, permissions: [...access.permissions] } : false,
        );
        if (!current) return;
        setGate(me && access ? { status: "staff", name: me.first_name, access } : { status: "refused" });
      })
      .catch(() => {
        // No answer (no signal): the last answer on this device, so that a screen kept for use
        // offline (the check-in) opens at the trailhead.
        const seen = rememberedStaff();
        if (!current) return;
        setGate(
          seen
            ? {
                status: "staff",
                name: seen.firstName,
                access: { role: seen.role as StaffAccess["role"], permissions: seen.permissions },
              }
            : { status: "refused" },
        );
      });
    return () => {
      current = false;
    };
  }, [loggedIn]);
  return gate;
}

/** The 404 page, once the app knows the visitor is not staff: its title too. */
function NotFoundForVisitor() {
  useEffect(() => {
    document.title = `Page not found | ${company.name}`;
  }, []);
  return <NotFoundPage />;
}

/**
 * What the page holds until the app knows who asks: nothing to read, room for what comes (so the
 * footer does not jump), and for a browser without scripts, which will never know, the 404 page.
 */
function Undecided({ hydrated }: { hydrated: boolean }) {
  return (
    <div className="min-h-[60vh]" aria-busy="true">
      {hydrated ? null : (
        <noscript>
          <NotFoundPage />
        </noscript>
      )}
    </div>
  );
}

/** A screen the role may not use: say so, and offer the ones it may (the first is where /admin leads). */
function NotForYourRole({ access }: { access: StaffAccess }) {
  const screens = screensFor(access);
  return (
    <AdminPage title="Not part of your role" intro="Your role in the back office does not include this screen.">
      {screens.length > 0 ? (
        <p className="text-slate-700">
          Go to{" "}
          <Link className="link" to={screens[0]!.to}>
            {screens[0]!.label}
          </Link>
          , or ask the owner to change your role.
        </p>
      ) : (
        <p className="text-slate-700">Ask the owner to give you a role.</p>
      )}
    </AdminPage>
  );
}

function StaffScreen({ access }: { access: StaffAccess }) {
  const { pathname } = useLocation();
  const needed = screenPermission(pathname);
  if (needed === null || access.permissions.includes(needed)) return <Outlet />;
  // /admin itself leads a role without Today to its first screen (a trek leader's departures).
  const first = screensFor(access)[0];
  if (needed === "today" && first) return <Navigate to={first.to} replace />;
  return <NotForYourRole access={access} />;
}

type SecondFactorState =
  | { status: "checking" }
  | { status: "open" }
  | { status: "verify"; passkey: boolean; totp: boolean }
  | { status: "enrol" };

/**
 * A staff session signed in with the SMS code alone, of a role that needs a second factor, sees the
 * verify form (or, the first time, the enrolment) in place of the screen it asked for, then that
 * screen: the address never changes (docs/api.md, "Staff sign-in"). The API refuses every admin
 * operation until then (SECOND_FACTOR_REQUIRED); this only decides what to draw.
 */
function SecondFactorGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SecondFactorState>({ status: "checking" });
  const check = useCallback(async () => {
    try {
      const result = await request(AdminSecondFactorsDocument);
      const factors = result.data?.adminSecondFactors;
      if (!factors?.required || factors.verified_at) return setState({ status: "open" });
      const passkey = factors.passkeys.length > 0;
      setState(passkey || factors.totp ? { status: "verify", passkey, totp: factors.totp } : { status: "enrol" });
    } catch {
      // No signal: the screen kept for use offline (the check-in) opens; the API decides online.
      setState({ status: "open" });
    }
  }, []);
  useEffect(() => {
    void check();
  }, [check]);
  if (state.status === "checking") return <Undecided hydrated />;
  if (state.status === "open") return <>{children}</>;
  if (state.status === "verify") {
    return (
      <AdminPage
        title="Confirm it is you"
        intro="Your role needs a second factor after the SMS code. Use your passkey, your authenticator app's code, or a recovery code."
      >
        <VerifySecondFactor hasPasskey={state.passkey} hasTotp={state.totp} onVerified={check} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title="Set up your second factor"
      intro="Your role needs a second factor after the SMS code, so that a stolen SIM is not enough to reach the back office. Add a passkey, or set up an authenticator app."
    >
      <AdminSection title="A passkey">
        <AddPasskey onAdded={check} />
      </AdminSection>
      <AdminSection title="Or an authenticator app">
        <SetUpTotp onConfirmed={check} />
      </AdminSection>
    </AdminPage>
  );
}

export default function AdminLayout() {
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  const gate = useStaffGate(hydrated && loggedIn);
  if (!hydrated) return <Undecided hydrated={false} />;
  if (!loggedIn || gate.status === "refused") return <NotFoundForVisitor />;
  if (gate.status === "checking") return <Undecided hydrated />;
  return (
    <StaffAccessProvider value={gate.access}>
      <div className="bg-slate-50 pb-12">
        <AdminNav access={gate.access} />
        {gate.name ? <p className="sr-only">Logged in as {gate.name}, staff.</p> : null}
        <SecondFactorGate>
          <StaffScreen access={gate.access} />
        </SecondFactorGate>
      </div>
    </StaffAccessProvider>
  );
}
