// FAQs in the order the page shows them: by their group's order, ungrouped questions last, each
// group keeping the questions' own order.
export interface GroupedFaq {
  id: number;
  question: string;
  answer: string;
  group: { id: number; name: string; order: number } | null;
}

export const UNGROUPED_TITLE = "More questions";

export function groupFaqs<T extends GroupedFaq>(faqs: readonly T[]): { title: string; faqs: T[] }[] {
  const groups = new Map<number | null, { title: string; order: number; faqs: T[] }>();
  for (const faq of faqs) {
    const key = faq.group?.id ?? null;
    let group = groups.get(key);
    if (!group) {
      group = {
        title: faq.group?.name ?? UNGROUPED_TITLE,
        order: faq.group?.order ?? Number.POSITIVE_INFINITY,
        faqs: [],
      };
      groups.set(key, group);
    }
    group.faqs.push(faq);
  }
  return [...groups.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ title, faqs: items }) => ({ title, faqs: items }));
}
