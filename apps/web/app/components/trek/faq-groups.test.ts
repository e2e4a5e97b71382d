import { describe, expect, it } from "vitest";
import { groupFaqs, UNGROUPED_TITLE } from "./faq-groups.ts";

const group = (id: number, name: string, order: number) => ({ id, name, order });
const faq = (id: number, g: ReturnType<typeof group> | null) => ({ id, question: `Q${id}`, answer: "A", group: g });

describe("groupFaqs", () => {
  it("orders groups by their order, keeps questions in order, puts ungrouped ones last", () => {
    const safety = group(1, "Fitness and safety", 2);
    const trip = group(2, "About the trip", 1);
    const groups = groupFaqs([faq(1, safety), faq(2, null), faq(3, trip), faq(4, safety), faq(5, trip)]);
    expect(groups.map((g) => [g.title, g.faqs.map((f) => f.id)])).toEqual([
      ["About the trip", [3, 5]],
      ["Fitness and safety", [1, 4]],
      [UNGROUPED_TITLE, [2]],
    ]);
  });

  it("gives nothing for no questions", () => {
    expect(groupFaqs([])).toEqual([]);
  });
});
