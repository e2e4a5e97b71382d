import { company } from "@parvat/domain/company";
import { Link } from "react-router";
import { CompassIcon, HeadsetIcon, MountainIcon, ShieldIcon, SparkleIcon, UsersIcon } from "../components/icons.tsx";
import { PageHero, Section } from "../components/page-hero.tsx";
import { WhatsappInvite } from "../components/whatsapp-invite.tsx";
import { graphql } from "../graphql/generated/gql.ts";
import { tryLoadQuery } from "../graphql/load.server.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/about";

// The overall rating is computed from the reviews the trip pages show, never typed here.
const AboutDocument = graphql(`
  query About {
    reviewSummary {
      average_rating
      review_count
    }
  }
`);

export async function loader({ context }: Route.LoaderArgs) {
  const data = await tryLoadQuery(context, AboutDocument, {}, "The overall rating");
  return { rating: data?.reviewSummary ?? null };
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, {
    title: `About ${company.name}`,
    description: `How ${company.name} began in ${company.city}, what we promise every traveller and the people and numbers behind our treks, road trips and holidays.`,
  });
}

const numbers = [
  { value: "2016", label: "first departure, a Kedarkantha winter trek" },
  { value: "42,000+", label: "travellers on our trips since then" },
  { value: "15", label: "destinations in India and abroad" },
] as const;

const values = [
  {
    icon: ShieldIcon,
    title: "Safety is not a line item",
    text: "Trip captains hold wilderness first-aid certificates, every high-altitude departure carries oxygen and a pulse oximeter, and we turn around when the mountain says so, even if the group is disappointed.",
  },
  {
    icon: UsersIcon,
    title: "Small groups, on purpose",
    text: "Groups stay small enough for a captain to know every traveller by name. It costs us more; it makes better trips and gentler footprints.",
  },
  {
    icon: CompassIcon,
    title: "Prices you can read",
    text: "The price you see is in rupees and includes taxes. What is included and what is not is written on every trip, before you pay a single rupee.",
  },
  {
    icon: MountainIcon,
    title: "Local hands, fair pay",
    text: "Our guides, drivers, cooks and homestay hosts are from the valleys we travel in. They are paid on time and above the local rate.",
  },
  {
    icon: HeadsetIcon,
    title: "Someone always answers",
    text: "When you are on a trip, a person at our operations desk picks up day or night. No ticket numbers, no bots.",
  },
  {
    icon: SparkleIcon,
    title: "Leave it better",
    text: "Every trek carries its waste back down. Since 2019 our travellers have brought more than 9 tonnes of litter off Himalayan trails.",
  },
] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const { rating } = loaderData;
  const figures =
    rating?.average_rating != null && rating.review_count > 0
      ? [
          ...numbers,
          {
            value: `${rating.average_rating.toFixed(1)} / 5`,
            label: `average rating in ${rating.review_count.toLocaleString("en-IN")} reviews of our trips`,
          },
        ]
      : numbers;
  return (
    <>
      <PageHero
        eyebrow="Our story"
        title={`About ${company.name}`}
        lead={`A travel company from ${company.city}, started by trekkers who wanted trips they would book themselves.`}
      />
      <Section>
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="prose-text">
            <p>
              {company.name} began in the winter of 2016 with one group of eleven people, a borrowed minibus from
              Dehradun and a trek to the summit of Kedarkantha. The two friends who led it had spent years planning
              their own holidays in the Himalaya and were tired of trips sold on photographs and run on shortcuts. They
              wanted honest prices, proper gear, cooks who knew what a long day at altitude does to an appetite, and a
              plan for when the weather turned.
            </p>
            <p>
              Word spread the way it still does: travellers came back and sent their friends. Within three years we were
              running departures to Hampta Pass, Spiti in winter and the Ladakh highway, and people started asking
              whether we could plan a week in Kerala for their parents or a honeymoon in Bali with the same care. Today
              our team in {company.city} plans treks, group road trips and tour packages across India and to a handful
              of countries abroad, and every one of them is run by people who have done the route themselves.
            </p>
            <p>
              The word <em>parvat</em> means mountain. It reminds us where we started, and that the best journeys ask a
              little effort and give back far more.
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {figures.map((item) => (
              <div key={item.label} className="flex flex-col gap-1 rounded-2xl bg-primary-soft p-5">
                <dt className="text-sm leading-5 text-slate-700">{item.label}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-primary-strong">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Section eyebrow="What we stand for" title="Our values" className="bg-sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon className="size-8 text-primary" />
              <h3 className="mt-4 text-lg font-bold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section eyebrow="The people" title="Meet the team behind your trip">
        <p className="max-w-2xl text-slate-600">
          Trip designers, captains, operations and support: the people who plan, run and answer for every departure.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/team" className="btn btn-primary">
            Meet the team
          </Link>
          <Link to="/careers" className="btn btn-secondary">
            Work with us
          </Link>
        </div>
      </Section>
      <WhatsappInvite title="Questions before you book?" />
    </>
  );
}
