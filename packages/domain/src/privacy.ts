// What the privacy page and the notices at collection promise, said once so that they agree with the
// code that keeps the promise (docs/api.md, "Personal data"): how long each kind of data is kept, and
// how a grievance is answered. The grievance officer's details are the company's (company.ts).

/** The law behind the age, as dated data: a change is a new row, with its source and the day checked. */
export const CHILD_RULE = {
  /** A traveller younger than this on the start date is a child. */
  adultAge: 18,
  validFrom: "2025-11-13",
  source:
    "Digital Personal Data Protection Act, 2023, s.2(f) (a child has not completed eighteen years) and s.9 (a parent's or lawful guardian's verifiable consent; no tracking, behavioural monitoring or targeted advertising of children); in force with the DPDP Rules, 2025, notified 13 November 2025",
  checked: "2026-12-02",
} as const;

export const RETENTION = {
  /**
   * Health answers, emergency contacts, ID numbers and fitness proofs are erased this many days after
   * the trip's last day: PERSONAL_DATA_RETENTION_DAYS's default (apps/api/src/env.ts). The pages
   * state the server's own setting (the root loader's), this only where no server is (tests).
   */
  personalDataDaysAfterTrip: 30,
  /** Invoices, credit notes and payment records: CGST Act s.36 (docs/api.md, "The rules we follow"). */
  taxRecordMonths: 72,
  /** The log of staff reads of personal data, then pruned (apps/api/src/personal-data/retention.ts). */
  readLogMonths: 12,
  /** Enquiries that led to no booking, after the last message. */
  enquiryYears: 2,
} as const;

export const GRIEVANCES = {
  /** We say we have it within this many working days. */
  acknowledgeWorkingDays: 2,
  /** We answer within this many days: well inside the law's outer limit below. */
  answerDays: 30,
  /**
   * The DPDP Rules, 2025 give a Data Fiduciary at most 90 days to answer a grievance (rule 14, as
   * summarised by amlegalsdpdpa.com and privacyglobal.org; the rule's own text was not read here:
   * docs/api.md, "Children" and "If data is breached", say what was and was not checked, 2026-12-02).
   */
  lawsOuterLimitDays: 90,
} as const;

/** Where the notices send people: the privacy page's sections, and the account's message settings. */
export const PRIVACY_LINKS = {
  rights: "/privacy#your-rights",
  grievances: "/privacy#contact",
  children: "/privacy#children",
  messageSettings: "/dashboard#how-we-reach-you",
} as const;
