// The trek page's choice in its address: packageId (SPEC.md section 2), then the date (or a month) and how
// many travel once the traveller has chosen them. The page writes it in place as the choice changes
// (use-trek-choice.ts); the booking card's forms send it (the server answers them: a choice works
// before the page's code has loaded, and without JavaScript); the loader reads it back.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/** The address's own parameters for the choice; the booking card's forms carry every other one as it is. */
export const CHOICE_PARAMETERS = ["packageId", "month", "date", "travellers"] as const;

export interface AskedChoice {
  packageId: string | null;
  /** A date (YYYY-MM-DD) or a month (YYYY-MM): @parvat/domain/trek-pricing resolves it to a departure. */
  date: string | null;
  travellers: number;
}

/**
 * The choice an address asks for. The booking card's form sends both its month and its date: the
 * date counts when it is in the month, otherwise the month (another month was chosen, which gets its
 * first open date).
 */
export function askedChoice(query: URLSearchParams): AskedChoice {
  const dateParameter = query.get("date") ?? "";
  const date = ISO_DATE.test(dateParameter) || YEAR_MONTH.test(dateParameter) ? dateParameter : null;
  const monthParameter = query.get("month") ?? "";
  const month = YEAR_MONTH.test(monthParameter) ? monthParameter : null;
  return {
    packageId: query.get("packageId"),
    date: month && !date?.startsWith(month) ? month : date,
    // Back from registration ("Change the package or date"), or a stepper pressed before the code.
    travellers: Number(query.get("travellers")) || 1,
  };
}

/** The address (path, query and hash) with a part of the choice changed, everything else kept. */
export function choiceAddress(
  href: string,
  changes: { packageId?: number; date?: string; travellers?: number },
): string {
  const url = new URL(href);
  const query = url.searchParams;
  if (changes.packageId !== undefined) query.set("packageId", String(changes.packageId));
  if (changes.date !== undefined) {
    query.set("date", changes.date);
    query.delete("month");
  }
  if (changes.travellers !== undefined) {
    if (changes.travellers > 1) query.set("travellers", String(changes.travellers));
    else query.delete("travellers");
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
