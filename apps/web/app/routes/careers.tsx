import { company } from "@parvat/domain/company";
import { CheckIcon, MailIcon, MapPinIcon } from "../components/icons.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { formatDate } from "../lib/format.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/careers";

const CareersDocument = graphql(`
  query Careers {
    jobOpenings {
      id
      slug
      title
      department
      location
      employment_type
      summary
      responsibilities
      requirements
      posted_on
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { jobOpenings } = await loadQuery(context, CareersDocument, {});
  return { jobs: jobOpenings };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Careers",
    description: `Open positions at ${company.name}: trip captains, planners and support roles in ${company.city} and in the mountains. See what each job involves and how to apply.`,
  });
}

const perks = [
  "Two staff trips a year on our own departures, with your family at cost",
  "Health insurance for you, your partner and your children",
  "Mountain-grade gear allowance for everyone who works in the field",
  "Paid training: wilderness first aid, mountaineering courses and languages",
] as const;

function applyLink(title: string): string {
  const subject = `Application: ${title}`;
  const body = "Hello,\n\nI would like to apply for this role. My CV is attached.\n\nA little about me:\n";
  return `mailto:${company.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { jobs } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        title="Join the team that runs the trips"
        lead="We are a team of planners, trip captains and problem-solvers. If you like people, mountains and getting the details right, we would like to hear from you."
      />
      <Section title="Open positions" intro={jobs.length > 0 ? `${jobs.length} open right now.` : undefined}>
        {jobs.length > 0 ? (
          <ul className="space-y-6">
            {jobs.map((job) => (
              <li key={job.id}>
                <article className="card p-6 sm:p-8" aria-labelledby={`job-${job.slug}`}>
                  <p className="eyebrow">{job.department}</p>
                  <h2 id={`job-${job.slug}`} className="mt-2 text-2xl font-bold text-slate-900">
                    {job.title}
                  </h2>
                  <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1">
                      <MapPinIcon className="size-4" /> {job.location}
                    </span>
                    <span>{job.employment_type}</span>
                    <span>
                      Posted <time dateTime={job.posted_on}>{formatDate(job.posted_on)}</time>
                    </span>
                  </p>
                  <p className="mt-4 max-w-3xl text-slate-700">{job.summary}</p>
                  <div className="mt-6 grid gap-6 md:grid-cols-2">
                    <div>
                      <h3 className="font-semibold text-slate-900">What you will do</h3>
                      <ul className="mt-3 space-y-2 text-sm leading-6 text-slate-700">
                        {job.responsibilities.map((item) => (
                          <li key={item} className="flex gap-2">
                            <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                            {item}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div>
                      <h3 className="font-semibold text-slate-900">What you bring</h3>
                      <ul className="mt-3 space-y-2 text-sm leading-6 text-slate-700">
                        {job.requirements.map((item) => (
                          <li key={item} className="flex gap-2">
                            <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                            {item}
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                  <a href={applyLink(job.title)} className="btn btn-primary mt-6">
                    <MailIcon className="size-5" />
                    Apply by email<span className="sr-only"> for {job.title}</span>
                  </a>
                </article>
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-2xl text-slate-600">
            There are no open positions today. We still read every application: send your CV to{" "}
            <a href={`mailto:${company.email}`} className="link">
              {company.email}
            </a>{" "}
            and tell us what you would like to do.
          </p>
        )}
      </Section>
      <Section title="How to apply" className="bg-sand">
        <div className="grid gap-10 lg:grid-cols-2">
          <ol className="prose-text">
            <li>
              Email your CV to <a href={`mailto:${company.email}`}>{company.email}</a> with the role in the subject
              line. A few lines about why this job and a trip you loved (or one that went wrong) tell us more than a
              cover letter.
            </li>
            <li>We reply to every application within ten working days.</li>
            <li>
              Shortlisted people have a call with the team lead, then a practical task or, for field roles, a paid trial
              departure.
            </li>
            <li>We decide within a week of the last conversation and tell you why either way.</li>
          </ol>
          <div>
            <h3 className="text-lg font-bold text-slate-900">What you get</h3>
            <ul className="mt-3 space-y-2 text-slate-700">
              {perks.map((perk) => (
                <li key={perk} className="flex gap-2">
                  <CheckIcon className="mt-0.5 size-5 shrink-0 text-primary" />
                  {perk}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
    </>
  );
}
