// Validates server-rendered pages with the Nu Html Checker (vnu-jar, run on the system's Java): each
// path is fetched from a running server exactly as a browser first receives it, and every error is
// printed with its line and the markup around it. Exits 1 when any page has an error.
//
//   node scripts/validate-html.ts --base http://127.0.0.1:3000 /tours/kedarkantha-trek /
//   BASE_URL=http://127.0.0.1:3411 node scripts/validate-html.ts /tours/kedarkantha-trek
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const VNU_JAR = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

export interface HtmlProblem {
  path: string;
  line?: number;
  message: string;
  extract?: string;
}

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-Xss4m", "-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 32 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // vnu writes its JSON report to stderr.
        if (error) return reject(new Error(`vnu failed: ${error.message}\n${stderr}`));
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu answered something other than JSON:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

/** Fetches each path from `base` and returns the checker's errors (an empty list for valid pages). */
export async function validatePages(base: string, paths: readonly string[]): Promise<HtmlProblem[]> {
  const directory = mkdtempSync(join(tmpdir(), "parvat-html-"));
  try {
    const files = new Map<string, string>();
    const problems: HtmlProblem[] = [];
    for (const [index, path] of paths.entries()) {
      const response = await fetch(new URL(path, base), { headers: { Accept: "text/html" } });
      if (!response.headers.get("content-type")?.includes("text/html")) {
        problems.push({
          path,
          message: `answered ${response.status} ${response.headers.get("content-type")}, not HTML`,
        });
        continue;
      }
      const file = join(directory, `page-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, path);
    }
    if (files.size === 0) return problems;
    for (const message of await runVnu([...files.keys()].map((url) => url.slice("file:".length)))) {
      if (message.type !== "error" && message.subType !== "fatal") continue;
      const path = [...files.entries()].find(([url]) => message.url?.endsWith(url.slice("file:".length)))?.[1];
      problems.push({
        path: path ?? message.url ?? "?",
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      });
    }
    return problems;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const baseIndex = args.indexOf("--base");
  const base = baseIndex >= 0 ? args[baseIndex + 1] : (process.env.BASE_URL ?? "http://127.0.0.1:3000");
  const paths = args.filter((arg, index) => arg.startsWith("/") && index !== baseIndex + 1);
  if (!base || paths.length === 0) {
    console.error("Usage: node scripts/validate-html.ts [--base http://127.0.0.1:3000] /path [/path...]");
    process.exit(2);
  }
  const problems = await validatePages(base, paths);
  for (const problem of problems) {
    console.log(`${problem.path}${problem.line ? `:${problem.line}` : ""}  ${problem.message}`);
    if (problem.extract) console.log(`    ${problem.extract.replace(/\s+/g, " ").trim()}`);
  }
  console.log(`${paths.length} page(s) checked, ${problems.length} error(s)`);
  process.exit(problems.length > 0 ? 1 : 0);
}
