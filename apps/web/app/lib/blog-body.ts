// Blog bodies are plain text (the schema's format): paragraphs separated by blank lines, and a
// block starting with "## " is a heading. Parsed into blocks so the page renders real elements.

export type BodyBlock = { kind: "heading"; text: string; id: string } | { kind: "paragraph"; text: string };

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function parseBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  const usedIds = new Map<string, number>();
  for (const chunk of body.replace(/\r\n?/g, "\n").split(/\n\s*\n/)) {
    const lines = chunk.split("\n").map((line) => line.trim());
    // A heading may sit directly above its first paragraph, without a blank line between.
    while (lines.length > 0 && lines[0]!.startsWith("## ")) {
      const text = lines.shift()!.slice(3).trim();
      if (!text) continue;
      const base = slugify(text) || "section";
      const seen = usedIds.get(base) ?? 0;
      usedIds.set(base, seen + 1);
      blocks.push({ kind: "heading", text, id: seen === 0 ? base : `${base}-${seen + 1}` });
    }
    const text = lines.filter(Boolean).join(" ");
    if (text) blocks.push({ kind: "paragraph", text });
  }
  return blocks;
}
