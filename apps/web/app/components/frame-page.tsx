// The page of a screen whose online flow arrives in a later issue: its real heading, what it is
// for, and how to get the same thing done today with a person, on WhatsApp, by phone or email.
import type { ReactNode } from "react";
import { ContactOptions } from "./contact-options.tsx";
import { PageHero, Section } from "./page-hero.tsx";
import type { PictureImage } from "./picture.tsx";

export function FramePage({
  eyebrow,
  title,
  lead,
  image,
  helpTitle = "Talk to a trip expert",
  helpIntro,
  whatsappMessage,
  emailSubject,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  /** A hero picture behind the heading. */
  image?: PictureImage;
  helpTitle?: string;
  helpIntro?: ReactNode;
  whatsappMessage?: string;
  emailSubject?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} image={image} />
      {children}
      <Section title={helpTitle} intro={helpIntro} className="bg-sand">
        <ContactOptions whatsappMessage={whatsappMessage} emailSubject={emailSubject} />
      </Section>
    </>
  );
}
