// The app icon, drawn as SVG: the brand mark (two peaks under a sun on red). The maskable variant
// keeps the mark inside the central safe zone that Android crops icons to.

export function appIconSvg({ maskable = false }: { maskable?: boolean } = {}): string {
  // The mark is drawn on a 32-unit grid; a maskable icon shrinks it to 70% around the centre.
  const mark = `<circle cx="22" cy="10" r="3" fill="#fff"/><path d="M4 25 12.5 11l5 8 2.5-3.5L28 25Z" fill="#fff"/><path d="m12.5 11 2.2 3.6-2.2-1.1-2.1 1.4Z" fill="#ffd0d0"/>`;
  const background = maskable
    ? `<rect width="32" height="32" fill="#ff0000"/>`
    : `<rect width="32" height="32" rx="7" fill="#ff0000"/>`;
  const body = maskable ? `<g transform="translate(4.8 4.8) scale(0.7)">${mark}</g>` : mark;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512">${background}${body}</svg>`;
}
