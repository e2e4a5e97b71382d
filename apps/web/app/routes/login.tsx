// /login: phone and one-time-code login (SPEC.md sections 2, 4 and 8). `redirectTo`, set by the
// guard of a private screen, is where a successful login returns to (the dashboard otherwise). A
// traveller who is already logged in is told so, with the way on and a way out. On the way from a
// trip's "Book now" (the return path is its registration address), the choice stays in sight beside
// the form: the trip, the package, the date and the price, resolved as registration will resolve it.
import { company, formatIndianPhone, whatsappLink } from "@parvat/domain/company";
import { formatPaise } from "@parvat/domain/money-words";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { BookingChoice } from "../components/booking/choice-summary.tsx";
import { resolveChoice } from "../components/booking/registration-choice.ts";
import { LoginForm } from "../components/login-form.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { privatePageHeaders, returnPath } from "../components/require-login.tsx";
import { notify } from "../components/toasts.tsx";
import { registrationInReturnPath } from "../components/trek/booking-return.ts";
import { longDate } from "../components/trek/trek-format.ts";
import { appContext } from "../context.ts";
import { request } from "../graphql/client.ts";
import { graphql } from "../graphql/generated/gql.ts";
import { tryLoadQuery } from "../graphql/load.server.ts";
import { useLoggedIn } from "../lib/credentials.ts";
import { useHydrated } from "../lib/hydrated.ts";
import { logOut } from "../lib/log-out.ts";
import { tripPath } from "../lib/paths.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/login";

const LoggedInAsDocument = graphql(`
  query LoggedInAs {
    me {
      phone
    }
  }
`);

const LoginTripDocument = graphql(`
  query LoginTrip($id: Int!) {
    trek(id: $id) {
      ...RegistrationTrekFields
    }
  }
`);

export async function loader({ context, url }: Route.LoaderArgs) {
  const wanted = registrationInReturnPath(returnPath(url.searchParams.get("redirectTo")));
  if (!wanted) return { choice: null };
  const { today } = context.get(appContext);
  // A summary, not the state check: a trip that cannot be loaded or booked simply shows none, and
  // registration says why after the login.
  const result = await tryLoadQuery(context, LoginTripDocument, { id: wanted.trekId }, "The trip being booked");
  const resolved = result?.trek ? resolveChoice(result.trek, wanted, today) : null;
  return { choice: resolved?.ok ? resolved.choice : null };
}

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

/** The trip being booked, beside the login form: what the traveller chose on the trip page. */
function BookingChoiceSummary({ choice }: { choice: BookingChoice }) {
  return (
    <section aria-labelledby="login-choice" className="card border-primary/30 bg-primary-soft/40 p-5 text-sm">
      <h2 id="login-choice" className="text-base font-semibold text-slate-900">
        You are booking
      </h2>
      <dl className="mt-3 grid gap-2 text-slate-700">
        <div>
          <dt className="sr-only">Trip</dt>
          <dd className="text-lg font-bold text-slate-900">{choice.trip.name}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-slate-600">Package:</dt>
          <dd>{choice.pkg.name}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-slate-600">Departure:</dt>
          <dd>{longDate(choice.departure.start_date)}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-medium text-slate-600">Price:</dt>
          <dd>
            <strong className="text-slate-900">{formatPaise(choice.pricePerPersonPaise)}</strong> per person, plus GST
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-slate-600">
        Log in and you go straight on to add the travellers; nothing is charged yet.
      </p>
      <Link to={tripPath(choice.trip.slug)} className="link mt-2 inline-block py-1">
        Change the trip or date
      </Link>
    </section>
  );
}

export default function Login({ loaderData }: Route.ComponentProps) {
  const { choice } = loaderData;
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
        <div className="grid gap-x-10 gap-y-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {/* First on a phone, beside the form on a wide screen. */}
          {choice ? (
            <div className="lg:col-start-2 lg:row-start-1">
              <BookingChoiceSummary choice={choice} />
            </div>
          ) : null}
          <div className="card p-6 sm:p-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
            <h2 className="text-xl font-bold text-slate-900">
              {hydrated && loggedIn ? "Welcome back" : "Log in with a one-time code"}
            </h2>
            <div className="mt-5">
              {hydrated && loggedIn ? <AlreadyLoggedIn returnTo={returnTo} /> : <LoginForm returnTo={returnTo} />}
            </div>
          </div>
          <aside aria-labelledby="login-about" className="space-y-4 text-sm leading-6 text-slate-600 lg:col-start-2">
            <h2 id="login-about" className="text-base font-semibold text-slate-900">
              Your account is your mobile number
            </h2>
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
