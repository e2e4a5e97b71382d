// The heading block that opens most pages: a dark band with an eyebrow, the page's one <h1> and a
// lead paragraph, optionally over a picture.
import type { ReactNode } from "react";
import { Picture, type PictureImage } from "./picture.tsx";

export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  image?: PictureImage | null;
  children?: ReactNode;
}) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-night text-white">
      {image ? (
        <HeroBackdrop image={image} />
      ) : (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(255,0,0,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(56,189,248,0.14),transparent_50%)]"
        />
      )}
      <div className={`page-container ${image ? "pt-28 pb-14 sm:pt-44 sm:pb-20" : "py-14 sm:py-20"}`}>
        {eyebrow ? (
          <p className="text-xs font-bold tracking-[0.18em] text-primary-on-dark uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {lead ? <div className="mt-4 max-w-2xl text-base leading-7 text-slate-200 sm:text-lg">{lead}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}

/** A picture filling a dark hero band, shaded so white text on it stays readable. */
export function HeroBackdrop({ image }: { image: PictureImage }) {
  return (
    <>
      <Picture
        image={image}
        alt=""
        sizes="100vw"
        priority
        pictureClassName="absolute inset-0 -z-20"
        className="size-full object-cover"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-night via-night/75 to-night/30" />
    </>
  );
}

/** A titled band of page content. */
export function Section({
  title,
  eyebrow,
  intro,
  children,
  className = "",
  id,
}: {
  title?: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section id={id} className={`py-12 sm:py-16 ${className}`}>
      <div className="page-container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        {title ? <h2 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h2> : null}
        {intro ? <div className="mt-3 max-w-2xl text-slate-600">{intro}</div> : null}
        <div className={title || intro ? "mt-8" : ""}>{children}</div>
      </div>
    </section>
  );
}
