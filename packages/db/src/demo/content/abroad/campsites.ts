// One campsite per country abroad. The Dubai one must be named exactly "Dubai": the Dubai
// things-to-do page lists the activities linked to the campsite of that name.
import type { DemoCampsite } from "../../types.ts";

export const abroadCampsites: DemoCampsite[] = [
  {
    slug: "bali",
    cancellationTiers: [
      { minDaysBefore: 45, percent: 100, feeRupees: 15_000 },
      { minDaysBefore: 21, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 30,
    name: "Bali",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 45 days or more before departure and we refund what you have paid minus a ₹15,000 fee per booking. Between 44 and 21 days we refund 50% of what you have paid, and within 20 days the trip is non-refundable because villas and boat seats are paid in full. Flight tickets follow the airline's own fare rules.",
      },
      {
        title: "Payment",
        body: "A booking amount of ₹15,000 per person holds your seats. The balance is due 30 days before departure; we send a reminder a week earlier. We accept UPI, net banking and cards. Prices are in rupees and include GST; TCS on overseas packages is collected as the law requires and can be claimed against your income tax.",
      },
      {
        title: "Visa and entry",
        body: "Indian passport holders get a 30-day visa on arrival in Indonesia (IDR 500,000 at the time of writing), or can buy the same e-VOA online before flying. Bali also charges every foreign visitor a tourist levy of IDR 150,000, paid online or at the airport. Your passport must be valid for six months from arrival with two blank pages.",
      },
    ],
  },
  {
    slug: "vietnam",
    cancellationTiers: [
      { minDaysBefore: 60, percent: 100, feeRupees: 20_000 },
      { minDaysBefore: 30, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 35,
    name: "Vietnam",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 60 days or more before departure for a full refund minus a ₹20,000 fee per booking. From 59 to 30 days we refund 50%; within 29 days nothing can be refunded, because the Ha Long Bay cruise cabins and domestic flights are ticketed by then. If we cancel a departure, you get every rupee back or a free move to another date.",
      },
      {
        title: "Payment",
        body: "Pay ₹20,000 per person to confirm a seat on a group departure. The balance falls due 35 days before the trip. Payments by UPI, card or bank transfer; we do not take cash. The price includes GST, and TCS is added on the invoice as applicable to overseas tour packages.",
      },
      {
        title: "Visa and entry",
        body: "Vietnam issues e-visas to Indian citizens through its official immigration portal, valid for up to 90 days, single or multiple entry. Apply at least three weeks before travel; we check your form before you submit it. Print the approval letter and carry it with your passport.",
      },
    ],
  },
  {
    slug: "thailand",
    cancellationTiers: [
      { minDaysBefore: 30, percent: 100, feeRupees: 10_000 },
      { minDaysBefore: 15, percent: 40 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 21,
    name: "Thailand",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 30 days or more before departure and we keep only a ₹10,000 fee per booking. Between 29 and 15 days we refund 40% of what you have paid; within 14 days the booking is non-refundable. Island boat trips cancelled by the harbour master for weather are rescheduled or refunded in full.",
      },
      {
        title: "Payment",
        body: "A booking amount of ₹10,000 per person confirms your hotels. The balance is due 21 days before you fly. UPI, cards and net banking are accepted, and EMI is available on most credit cards. All prices include GST; TCS on overseas packages appears separately on the invoice.",
      },
      {
        title: "Visa and entry",
        body: "Indian passport holders can currently enter Thailand without a visa for a short tourist stay; we confirm the rule in force when you book. Every visitor must fill in the Thailand Digital Arrival Card online within three days before arrival. Carry your return ticket and hotel confirmations; immigration officers sometimes ask for them.",
      },
    ],
  },
  {
    slug: "georgia",
    cancellationTiers: [
      { minDaysBefore: 45, percent: 100, feeRupees: 20_000 },
      { minDaysBefore: 20, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 30,
    name: "Georgia",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 45 days or more before departure to get everything back minus a ₹20,000 fee per booking. From 44 to 20 days we refund 50% of what you have paid; within 19 days the trip is non-refundable. If your Georgian e-visa is refused, we refund the land cost in full minus the visa fee.",
      },
      {
        title: "Payment",
        body: "₹20,000 per person holds a seat on a group departure; the balance is due 30 days before departure. Pay by UPI, card or bank transfer. Prices include GST, and TCS on overseas tour packages is charged as the law requires.",
      },
      {
        title: "Visa and entry",
        body: "Indian citizens apply for a Georgian e-visa online; allow at least 15 working days. Travellers holding a valid US, UK or Schengen visa or residence permit can usually enter visa-free, and we confirm this for you before booking. Comprehensive travel insurance is part of every Georgia trip we run.",
      },
    ],
  },
  {
    slug: "malaysia",
    cancellationTiers: [
      { minDaysBefore: 30, percent: 100, feeRupees: 10_000 },
      { minDaysBefore: 15, percent: 50 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 25,
    name: "Malaysia",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Cancel 30 days or more before departure and we refund everything minus a ₹10,000 fee per booking. Between 29 and 15 days we refund 50%; within 14 days the trip is non-refundable. The domestic flight to Langkawi is non-refundable once ticketed, usually 20 days before travel.",
      },
      {
        title: "Payment",
        body: "Book with ₹10,000 per person. The balance is due 25 days before departure, by UPI, card or net banking. Prices include GST; TCS on overseas tour packages is added to the invoice and can be adjusted against your income tax.",
      },
      {
        title: "Visa and entry",
        body: "Malaysia currently lets Indian citizens visit visa-free for up to 30 days. Every visitor must submit the Malaysia Digital Arrival Card online within three days before arrival; we send you the link and a filled-in example. Passports need six months' validity from the date of entry.",
      },
    ],
  },
  {
    slug: "dubai",
    cancellationTiers: [
      { minDaysBefore: 21, percent: 100, feeRupees: 10_000 },
      { minDaysBefore: 7, percent: 30 },
      { minDaysBefore: 0, percent: 0 },
    ],
    balanceDueDays: 15,
    name: "Dubai",
    type: "international",
    policies: [
      {
        title: "Cancellation",
        body: "Activities cancelled 24 hours or more before the start are refunded in full. For packages, cancel 21 days or more before arrival to get everything back minus a ₹10,000 fee per booking (and any visa fee already paid); from 20 to 7 days we refund 30% of what you have paid, and nothing within 7 days.",
      },
      {
        title: "Payment",
        body: "Activities are paid in full when you book. Packages need a booking amount of ₹10,000 per person, with the balance due 15 days before arrival. We accept UPI, cards and net banking; prices are in rupees and include GST.",
      },
      {
        title: "Visa and entry",
        body: "Indian passport holders need a UAE tourist visa arranged before flying; we apply for the 30-day visa through our licensed Dubai partner, usually within four working days. Travellers with a valid US visa or green card, or a UK or EU residence permit, may qualify for a visa on arrival. Send a clear passport scan and a photo on a white background.",
      },
    ],
  },
];
