import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { PageHero, Section } from "../components/page-hero.tsx";
import { Picture } from "../components/picture.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { loadQuery } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/team";

const TeamDocument = graphql(`
  query Team {
    teamMembers {
      id
      name
      role
      bio
      photo {
        ...ImageFields
      }
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const { teamMembers } = await loadQuery(context, TeamDocument, {});
  return { members: teamMembers };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: "Our team",
    description: `Meet the trip designers, trip captains and support people of ${company.name} who plan and run every trek, road trip and holiday.`,
  });
}

export default function Team({ loaderData }: Route.ComponentProps) {
  const { members } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="The people"
        title="Our team"
        lead="Trekkers, planners and problem-solvers. Between us we have spent more nights in tents and homestays than we can count, and we still get excited about the next departure."
      />
      <Section>
        {members.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id} className="card flex flex-col">
                <Picture
                  image={member.photo}
                  alt={`Portrait of ${member.name}`}
                  sizes="(min-width: 1152px) 360px, (min-width: 640px) 50vw, 100vw"
                  className="aspect-square w-full object-cover"
                />
                <div className="p-5">
                  <h2 className="text-lg font-bold text-slate-900">{member.name}</h2>
                  <p className="text-sm font-semibold text-primary-strong">{member.role}</p>
                  <p className="mt-3 text-sm leading-6 text-slate-600">{member.bio}</p>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600">
            Team profiles are not published at the moment. You can reach any of us through the{" "}
            <Link to="/contact" className="link">
              contact page
            </Link>
            .
          </p>
        )}
      </Section>
      <Section title="Want to be on this page?" className="bg-sand">
        <p className="max-w-2xl text-slate-600">
          We hire trip captains, planners and people who love solving problems for travellers.
        </p>
        <Link to="/careers" className="btn btn-primary mt-6">
          See open positions
        </Link>
      </Section>
    </>
  );
}
