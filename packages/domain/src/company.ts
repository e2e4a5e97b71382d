// The company's public details, in one place. The company is fictional: the demo operator.

/**
 * When the trip desk takes and returns calls, said once: the contact page, every "we will call
 * you" message and the confirmations of enquiries quote this, so no page promises other hours.
 */
const CALLING_HOURS = "Monday to Saturday, 9:30 am to 7 pm";

export const company = {
  name: "Parvat Journeys",
  legalName: "Parvat Journeys Private Limited",
  /**
   * GST registration, printed on receipts. Fictional like the company, but well-formed: 29 is
   * Karnataka's state code, then a company's PAN (fourth letter C), the entity number, Z, and the
   * check character of the GSTIN scheme.
   */
  gstin: "29AAKCP7294R1Z4",
  /**
   * The tax code of what we sell, printed on receipts and invoices: SAC 998555, tour operator
   * services (GST at 5% without input tax credit; the rate is the trip type's, in
   * booking-amounts.ts). Not 998552, an agent's reservation service: docs/api.md, "Tax documents".
   * Documents keep the code they were issued with.
   */
  sac: { code: "998555", description: "Tour operator services" },
  city: "Bengaluru",
  address: {
    street: "3rd Floor, 27 Residency Road, Ashok Nagar",
    locality: "Bengaluru",
    region: "Karnataka",
    postalCode: "560025",
    country: "IN",
  },
  mapUrl: "https://www.openstreetmap.org/?mlat=12.9673&mlon=77.6047#map=18/12.9673/77.6047",
  /** E.164; the number for calls and WhatsApp chat. */
  phone: "+919876543210",
  email: "hello@parvatjourneys.example",
  /** When people answer: shown on the contact page and beside every way to reach the team. */
  hours: {
    chat: "WhatsApp: every day, 8 am to 10 pm",
    phone: `Calls: ${CALLING_HOURS}`,
    office: "Office visits: Monday to Friday, 10 am to 6 pm, by appointment",
    onTrip: "On a trip: a trip captain and the operations desk on call 24/7",
    /** The calling hours alone, for sentences: "we call you back (Monday to Saturday, ...)". */
    calling: CALLING_HOURS,
  },
  /**
   * Fixed claims, said once: pages quote these rather than word their own, so the home
   * page cannot promise round-the-clock calls while the contact page gives office hours. Figures
   * such as the overall rating are not here: they are computed from the data.
   */
  claims: {
    support:
      "On a trip, a trip captain and our operations desk are on call 24/7. Before it, WhatsApp replies every day from 8 am to 10 pm.",
    supportShort: "a trip captain on call 24/7 while you travel",
    groupSize:
      "Every departure has a cap on its group size, written on its trip page, so the trip captain knows each traveller by name.",
  },
  /**
   * Who answers questions and complaints about personal data (the privacy page, the notices at
   * collection, the breach procedure in docs/api.md). Demo details, as fictional as the company.
   */
  grievanceOfficer: {
    name: "Lakshmi Narayanan",
    title: "Grievance Officer",
    email: "grievance@parvatjourneys.example",
    /** E.164. */
    phone: "+918040912345",
  },
  whatsappGreeting: "Hi Parvat Journeys! I would like details about your upcoming experiences.",
  social: [
    { network: "Instagram", kind: "photo-sharing", url: "https://www.instagram.com/parvatjourneys" },
    { network: "YouTube", kind: "video", url: "https://www.youtube.com/@parvatjourneys" },
    { network: "Facebook", kind: "social", url: "https://www.facebook.com/parvatjourneys" },
    { network: "X", kind: "short-message", url: "https://x.com/parvatjourneys" },
    { network: "LinkedIn", kind: "professional", url: "https://www.linkedin.com/company/parvat-journeys" },
  ],
  site: {
    title: "Parvat Journeys | Tours, Activities & Attractions with Flexible Cancellation",
    description:
      "Book treks, group trips, tour packages, activities and attractions across India and abroad with flexible cancellation, the best offers and a trip captain on call 24/7 while you travel.",
  },
  primaryColor: "#ff0000",
} as const;

/** A click-to-chat link: https://wa.me/<digits>?text=<encoded message>. */
export function whatsappLink(message: string = company.whatsappGreeting, phone: string = company.phone): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** +919876543210 shown as +91 98765 43210. */
export function formatIndianPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}
