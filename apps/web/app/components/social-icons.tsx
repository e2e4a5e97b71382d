// The social networks' marks, apart from ./icons.tsx: only the footer's links (sent as a static
// part, without their code) and the creator page show them, so the icons every page loads leave
// their long paths out.
import { FillIcon, type IconProps, StrokeIcon } from "./icons.tsx";

export function InstagramIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </StrokeIcon>
  );
}

export function YoutubeIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9A28 28 0 0 0 2 12a28 28 0 0 0 .4 4.8 2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9A28 28 0 0 0 22 12a28 28 0 0 0-.4-4.8ZM10 15V9l5.2 3Z" />
    </FillIcon>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21Z" />
    </FillIcon>
  );
}

export function XIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M17.2 3.5h3l-6.6 7.5 7.8 9.5h-6.1l-4.8-5.9-5.5 5.9H2l7-7.9-7.4-9.1h6.2l4.3 5.4Zm-1 15.3h1.7L7.6 5.1H5.8Z" />
    </FillIcon>
  );
}

export function LinkedinIcon(props: IconProps) {
  return (
    <FillIcon {...props}>
      <path d="M4.5 3A1.5 1.5 0 0 0 3 4.5v15A1.5 1.5 0 0 0 4.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-15A1.5 1.5 0 0 0 19.5 3ZM8.3 18H5.7V9.8h2.6ZM7 8.6a1.5 1.5 0 1 1 1.5-1.5A1.5 1.5 0 0 1 7 8.6ZM18.3 18h-2.6v-4c0-1 0-2.2-1.4-2.2s-1.6 1-1.6 2.1V18h-2.6V9.8h2.5v1.1a2.7 2.7 0 0 1 2.5-1.3c2.6 0 3.1 1.7 3.1 4Z" />
    </FillIcon>
  );
}

const socialIcons = {
  Instagram: InstagramIcon,
  YouTube: YoutubeIcon,
  Facebook: FacebookIcon,
  X: XIcon,
  LinkedIn: LinkedinIcon,
} as const;

export function SocialIcon({ network, ...props }: IconProps & { network: keyof typeof socialIcons }) {
  const Icon = socialIcons[network];
  return <Icon {...props} />;
}
