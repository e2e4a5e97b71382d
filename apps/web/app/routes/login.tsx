// /login: phone and one-time-code login (SPEC.md sections 2, 4 and 8). `redirectTo`, set by the
// guard of a private screen, is where a successful login returns to (the dashboard otherwise). A
// traveller who is already logged in is told so, with the way on and a way out.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoginForm } from "../components/login-form.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, returnPath } from "../components/require-login.tsx";
import { notify } from "../components/toasts.tsx";
import { request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { useLoggedIn } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { logOut } from "../lib/log-out.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/login";

const LoggedInAsDocument = graphql(`
  query LoggedInAs {
    me {
      phone
    }
  }
`);

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Log in",
    description: `Log in to ${company.name} with your mobile number and a one-time code to see your bookings, add travellers and pay for your trip.`,
    noindex: true,
  });
}

// The address may carry where to return to: nothing for a cache to keep.
export const headers: Route.HeadersFunction = privatePageHeaders;

/** Shown instead of the form to a traveller whose stored token the server still accepts. */
function AlreadyLoggedIn({ returnTo }: { returnTo: string }) {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    // An expired or revoked token comes back as invalid-jwt: the client forgets it and the form shows.
    request(LoggedInAsDocument)
      .then((result) => setPhone(result.data?.me?.phone ?? null))
      .catch(() => setPhone(null));
  }, []);

  async function onLogOut() {
    const { message } = await logOut();
    await notify("success", message);
  }

  return (
    <div className="space-y-4">
      <p className="text-slate-700">You are logged in{phone ? ` with ${formatIndianPhone(phone)}` : ""}.</p>
      <div className="flex flex-wrap gap-3">
        <Link to={returnTo} replace className="btn btn-primary">
          {returnTo === "/dashboard" ? "Go to my account" : "Continue"}
        </Link>
        <button type="button" className="btn btn-secondary" onClick={() => void onLogOut()}>
          Log out
        </button>
      </div>
    </div>
  );
}

export default function Login() {
  const [searchParams] = useSearchParams();
  const returnTo = returnPath(searchParams.get("redirectTo"));
  const hydrated = useHydrated();
  const loggedIn = useLoggedIn();
  return (
    <>
      <PageHero
        eyebrow="Your account"
        title="Log in"
        lead="We send a one-time code to your mobile by SMS. No password to remember: your account is created the first time you log in."
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="card p-6 sm:p-8">
            <h2 className="text-xl font-bold text-slate-900">
              {hydrated && loggedIn ? "Welcome back" : "Log in with a one-time code"}
            </h2>
            <div className="mt-5">
              {hydrated && loggedIn ? <AlreadyLoggedIn returnTo={returnTo} /> : <LoginForm returnTo={returnTo} />}
            </div>
          </div>
          <aside className="space-y-4 text-sm leading-6 text-slate-600">
            <h2 className="text-base font-semibold text-slate-900">Your account is your mobile number</h2>
            <ul className="list-disc space-y-2 pl-5">
              <li>Registering the travellers of a departure and paying for a booking open once you are logged in.</li>
              <li>Nothing to remember: every login is a fresh code, valid for 5 minutes.</li>
              <li>We use your number for your trips only, as our privacy policy says.</li>
            </ul>
            <p>
              No SMS after a minute? Check the number, then ask for a new code. Still nothing? Message us on{" "}
              <a
                className="link"
                href={whatsappLink(`Hi ${company.name}! I am not receiving the login code by SMS.`)}
                rel="noopener"
              >
                WhatsApp
              </a>{" "}
              or call {formatIndianPhone(company.phone)}.
            </p>
          </aside>
        </div>
      </Section>
    </>
  );
}
