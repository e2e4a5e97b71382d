// The Indian operating regions. Each region runs its own ground team, so its policies speak to
// what actually goes wrong there: snowbound roads, monsoon landslides, rough seas, altitude.
import type { DemoCampsite } from "../../types.ts";

export const indiaCampsites: DemoCampsite[] = [
  {
    slug: "kashmir",
    cancellationTiers: [
      { minDaysBefore: 30, percent: 100, feeRupees: 2_000 },
      { minDaysBefore: 15, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 20,
    name: "Kashmir",
    type: "domestic",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 30 days or more before departure and we refund everything except a ₹2,000 fee per booking. Between 29 and 15 days we refund 50%; inside 15 days the booking is not refundable, though you may pass your seat to a friend free of charge up to 72 hours before departure. When Gulmarg, Sonamarg or the Mughal Road are shut by snow or an administrative order, we reroute within the Valley or refund the unused part of the stay at cost.",
      },
      {
        title: "Payment",
        body: "A booking amount of 25% holds your seat; the balance is due 20 days before departure. Bookings made inside 20 days are paid in full. We take UPI, cards and net banking; every payment gets a GST invoice by email. Houseboat and hotel rooms are confirmed only against paid bookings.",
      },
      {
        title: "Conduct and local customs",
        body: "Kashmir is conservative and hospitable in equal measure. Dress modestly in old Srinagar and at shrines, ask before photographing people, and keep noise down on houseboats after 10 pm. Alcohol is not served on our houseboats or in shared vehicles. Carry a government photo ID at all times: checkpoints are routine.",
      },
    ],
  },
  {
    slug: "himachal-pradesh",
    balanceDueDays: 15,
    name: "Himachal Pradesh",
    type: "domestic",
    cancellationTiers: [
      { minDaysBefore: 21, percent: 100, feeRupees: 1_500 },
      { minDaysBefore: 8, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    policies: [
      {
        title: "Cancellation",
        body: "Full refund minus a ₹1,500 processing fee up to 21 days before departure; 50% refund between 20 and 8 days; no refund inside 7 days. If a landslide, snowfall or a closed pass stops the trip from starting, we cancel the departure and you choose, without a fee: a full refund, trip credit with a bonus, or another date. Days lost on the road once the trip has begun are not refundable, but extra nights caused by closures are on us.",
      },
      {
        title: "Payment",
        body: "Pay ₹5,000 per person to book and the rest 15 days before departure. Spiti and Lahaul have patchy mobile networks and few working ATMs, so settle any add-ons (offloading, extra nights, rentals) online before you leave Manali or Shimla.",
      },
      {
        title: "Conduct on the trail and in villages",
        body: "Carry out every wrapper you carry in: our team collects waste at each camp, and we ask you to do the same on the trail. Walk clockwise around chortens and mani walls, do not sit on them, and remove your shoes before entering a monastery. Drinking and smoking are not allowed at camps above 3,000 metres, where they make altitude sickness worse.",
      },
    ],
  },
  {
    slug: "ladakh",
    cancellationTiers: [
      { minDaysBefore: 31, percent: 100, feeRupees: 3_000 },
      { minDaysBefore: 15, percent: 40 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 21,
    name: "Ladakh",
    type: "domestic",
    policies: [
      {
        title: "Cancellation",
        body: "31 days or more before departure: full refund minus a ₹3,000 fee per booking. 30 to 15 days: 40% refund. Less than 15 days: no refund. Flight tickets follow the airline's own rules. If you must turn back because of altitude sickness, the unused nights are not refunded, but our team arranges your return to Leh and your hotel there at no charge.",
      },
      {
        title: "Payment",
        body: "30% of the trip price confirms the booking; the balance is due 21 days before departure. Rider packages need a refundable security deposit of ₹10,000 per motorcycle, paid by card or UPI in Leh and returned within 7 days of the ride.",
      },
      {
        title: "Acclimatisation rule",
        body: "Everyone who arrives in Leh by air rests for the first 36 hours, without exceptions. Our trip leader checks blood oxygen every morning and evening; a traveller whose readings or symptoms give cause for concern does not go over Khardung La or Chang La that day. This rule is not negotiable and is the reason our Ladakh trips have no serious altitude incidents.",
      },
    ],
  },
  {
    slug: "uttarakhand",
    balanceDueDays: 10,
    name: "Uttarakhand",
    type: "domestic",
    cancellationTiers: [
      { minDaysBefore: 20, percent: 100, feeRupees: 1_000 },
      { minDaysBefore: 10, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 20 days or more before the trek: full refund minus ₹1,000. Between 19 and 10 days: 50% back. Inside 10 days: no refund. Until the start date you may cancel for trip credit instead, on the trek's own terms for changes, which your booking shows before you confirm. If the forest department closes a trail or heavy snow makes the route unsafe, we move you to another batch or refund in full.",
      },
      {
        title: "Payment",
        body: "Book with ₹3,000 per person; the balance is due 10 days before the start date. The Dehradun pickup and the forest permit are arranged only for fully paid travellers, so please pay on time.",
      },
      {
        title: "Conduct on the trek",
        body: "The trek leader's decision on weather, turnaround times and a trekker's fitness to continue is final. Loud music on the trail, alcohol, and campfires in the national park are prohibited. Use the toilet tents at camp, never the streams: the same water is drunk by villages downstream.",
      },
    ],
  },
  {
    slug: "kerala",
    balanceDueDays: 10,
    name: "Kerala",
    type: "domestic",
    cancellationTiers: [
      { minDaysBefore: 15, percent: 100, feeRupees: 2_500 },
      { minDaysBefore: 7, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    policies: [
      {
        title: "Cancellation",
        body: "Up to 15 days before arrival: full refund minus ₹2,500 per booking. 14 to 7 days: 50% refund. Under 7 days or no-show: no refund. Houseboat nights cancelled by the district administration during heavy rain alerts are replaced with a lakeside resort night or refunded.",
      },
      {
        title: "Payment",
        body: "25% to confirm, balance 10 days before arrival. Prices are per person on twin sharing; a single traveller pays the single-room supplement shown at checkout.",
      },
      {
        title: "Houseboats and temples",
        body: "Life jackets are kept on every houseboat and must be worn on the open deck while cruising. Houseboats moor for the night by 5:30 pm, as local rules require. Many Kerala temples admit Hindus only and ask men to remove their shirts; our drivers will tell you the custom before each stop.",
      },
    ],
  },
  {
    slug: "goa",
    balanceDueDays: 7,
    name: "Goa",
    type: "domestic",
    cancellationTiers: [
      { minDaysBefore: 14, percent: 100, feeRupees: 1_500 },
      { minDaysBefore: 3, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 14 days or more before check-in for a full refund minus ₹1,500. Within 14 days we refund 50%, and within 3 days nothing. If an orange or red rain alert closes the waterfalls or ghats on your sightseeing day, we swap in another outing or refund its cost.",
      },
      {
        title: "Payment",
        body: "Pay 30% to book and the balance 7 days before check-in. Scooter rentals and optional outings are paid directly to the vendor in Goa; we share their rate cards in advance, so there are no surprises.",
      },
      {
        title: "Sea safety",
        body: "From late May to September the lifeguards fly red flags on most beaches and swimming is forbidden. Please respect them: the undertow on Goa's open beaches is strong in the monsoon. Do not drink and drive a scooter; Goa Police check frequently and fines are heavy.",
      },
    ],
  },
  {
    slug: "andaman",
    cancellationTiers: [
      { minDaysBefore: 30, percent: 100, feeRupees: 3_000 },
      { minDaysBefore: 15, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 21,
    name: "Andaman",
    type: "domestic",
    policies: [
      {
        title: "Cancellation",
        body: "30 days or more before arrival: full refund minus a ₹3,000 fee per booking. 29 to 15 days: 50% refund. Inside 15 days: no refund. Ferry tickets are non-refundable once issued. If the administration suspends ferries because of weather, we add a night where you are stranded at cost price and rearrange the rest of the trip.",
      },
      {
        title: "Payment",
        body: "Ferry seats between the islands sell out weeks ahead, so we ask for 40% at booking and the balance 21 days before arrival. Flights to Sri Vijaya Puram (Port Blair) are not part of the price unless your package says so.",
      },
      {
        title: "Reef and forest etiquette",
        body: "Do not touch, stand on or collect coral, shells or sand: it is illegal in the Andaman and Nicobar Islands and airport security checks bags. Use reef-safe sunscreen for snorkelling. Photography of the Jarawa and other protected tribes, and any attempt to interact with them, is a criminal offence.",
      },
    ],
  },
  {
    slug: "rajasthan",
    cancellationTiers: [
      { minDaysBefore: 10, percent: 100, feeRupees: 1_000 },
      { minDaysBefore: 4, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 7,
    name: "Rajasthan",
    type: "domestic",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 10 days or more before arrival for a full refund minus a ₹1,000 fee. 9 to 4 days before: 50% refund. Less than 4 days before: no refund. Desert camp nights over Christmas, New Year and the Desert Festival are non-refundable once confirmed, as the camps charge us in advance.",
      },
      {
        title: "Payment",
        body: "₹4,000 per person confirms the booking and the balance is due 7 days before arrival. Camel and jeep safaris are priced in the package; tips for the camel handlers and musicians are at your discretion.",
      },
      {
        title: "Respect in the fort and the desert",
        body: "Jaisalmer Fort is a living fort where about 3,000 people still live: keep to the lanes, do not climb on houses, and ask before photographing residents. In the dunes, please take your plastic back to camp and keep off the fenced areas of the Desert National Park, which shelter the great Indian bustard.",
      },
    ],
  },
];
