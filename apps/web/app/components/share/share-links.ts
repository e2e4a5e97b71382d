// The addresses a share hands on: the page's own public address, and a WhatsApp chat that carries it
// (groups plan trips on WhatsApp, so that is where a trip is sent).

/** A page of this site as its public address: the origin the server serves under, and the path. */
export function shareUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A WhatsApp message with the trip's name and address, for the traveller to send to anyone. */
export function whatsappShareLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title}: ${url}`)}`;
}
