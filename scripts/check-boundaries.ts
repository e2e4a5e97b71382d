// Two rules of the layers that Biome cannot see, because a pattern sees an import as text; `npm run
// lint` runs this after Biome (biome.json holds the layers of README.md, what each workspace may import
// by package name, and refuses import cycles):
// - relative imports stay inside their workspace: whether `../../db/src/client.ts` leaves the package it
//   is written in depends on where the file sits, and such an import would slip past every layer rule,
//   so another workspace is always imported by its package name (@parvat/...), where Biome sees it;
// - the API's lower folders (the jobs queue and periodic scans, the audit log, HTTP plumbing) never
//   import the business areas above them (bookings, payments, the booking lifecycle, ...): they may
//   import each other and the API's own root modules (logger, metrics, errors, context), and their
//   tests the test kits.
// Exits 1 and names each offending import.
//
//   node scripts/check-boundaries.ts
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { posix } from "node:path";

export interface SourceFile {
  /** Relative to the repository root, with forward slashes. */
  path: string;
  source: string;
}

export interface Escape {
  file: string;
  specifier: string;
  workspace: string;
}

// Statements that start a line: `import ... from "x"` and `export ... from "x"` (over several lines
// too), `import "x"`; and `import("x")` anywhere. Anchoring statements to the start of a line keeps
// import-like text inside strings (a test's expected source code) from counting as an import.
const SPECIFIER =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']/gm;

/** The module specifiers a TypeScript file imports or re-exports. */
export function importSpecifiers(source: string): string[] {
  return Array.from(source.matchAll(SPECIFIER), (match) => (match[1] ?? match[2] ?? match[3])!);
}

/** The workspace folder holding a file, or null for the root's own files (scripts, bench). */
export function workspaceOf(file: string, workspaces: readonly string[]): string | null {
  return workspaces.find((workspace) => file.startsWith(`${workspace}/`)) ?? null;
}

/** Every relative import that resolves outside the workspace of the file that makes it. */
export function relativeEscapes(files: readonly SourceFile[], workspaces: readonly string[]): Escape[] {
  const escapes: Escape[] = [];
  for (const { path, source } of files) {
    const workspace = workspaceOf(path, workspaces);
    if (!workspace) continue;
    for (const specifier of importSpecifiers(source)) {
      if (!specifier.startsWith(".")) continue;
      const target = posix.join(posix.dirname(path), specifier);
      if (!target.startsWith(`${workspace}/`)) escapes.push({ file: path, specifier, workspace });
    }
  }
  return escapes;
}

/** The API's folders below its areas. */
export const API_SOURCE = "apps/api/src";
export const LOWER_FOLDERS = ["jobs", "audit", "http"] as const;

export interface UpwardImport {
  file: string;
  specifier: string;
  /** The area folder it reaches up into. */
  area: string;
}

/** Every relative import from a lower folder of the API into one of its areas. */
export function upwardImports(
  files: readonly SourceFile[],
  { source = API_SOURCE, lower = LOWER_FOLDERS as readonly string[] } = {},
): UpwardImport[] {
  const found: UpwardImport[] = [];
  const folderOf = (path: string) => {
    if (!path.startsWith(`${source}/`)) return null;
    const rest = path.slice(source.length + 1);
    return rest.includes("/") ? rest.slice(0, rest.indexOf("/")) : "";
  };
  for (const { path, source: text } of files) {
    const from = folderOf(path);
    if (from === null || !lower.includes(from)) continue;
    const isTest = path.endsWith(".test.ts");
    for (const specifier of importSpecifiers(text)) {
      if (!specifier.startsWith(".")) continue;
      const to = folderOf(posix.join(posix.dirname(path), specifier));
      if (to === null || to === "" || lower.includes(to) || (isTest && to === "testing")) continue;
      found.push({ file: path, specifier, area: to });
    }
  }
  return found;
}

if (import.meta.main) {
  const root = new URL("..", import.meta.url).pathname;
  const { workspaces } = JSON.parse(readFileSync(`${root}package.json`, "utf8")) as { workspaces: string[] };
  // Tracked and new files alike, as Biome sees them (.gitignore applies).
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "*.ts", "*.tsx"], {
    cwd: root,
    encoding: "utf8",
  });
  const files = listed
    .split("\n")
    .filter((path) => path && existsSync(`${root}${path}`))
    .map((path) => ({ path, source: readFileSync(`${root}${path}`, "utf8") }));
  const escapes = relativeEscapes(files, workspaces);
  for (const { file, specifier, workspace } of escapes) {
    console.error(`${file}: "${specifier}" leaves ${workspace}; import another workspace by its package name`);
  }
  const upward = upwardImports(files);
  for (const { file, specifier, area } of upward) {
    console.error(`${file}: "${specifier}" reaches up into ${area}/; a lower folder never imports the areas above it`);
  }
  console.log(
    `check-boundaries: ${files.length} files, ${escapes.length} relative imports leaving their workspace, ${upward.length} upward imports from the API's lower folders`,
  );
  if (escapes.length > 0 || upward.length > 0) process.exit(1);
}
