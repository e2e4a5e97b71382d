// Validates server-rendered pages: each path is fetched from a running server exactly as a browser first
// receives it, then checked by html-validate with the rules of e2e/html-validate.config.ts (JavaScript:
// runs everywhere) and, where a Java runtime exists, by the Nu Html Checker (vnu-jar) as well; where none
// exists it says that it skipped the second check and why. Every error is printed with its checker, line
// and the markup around it. Exits 1 when any page has an error.
//
//   node scripts/validate-html.ts --base http://127.0.0.1:3000 /tours/kedarkantha-trek /
//   BASE_URL=http://127.0.0.1:3411 node scripts/validate-html.ts /tours/kedarkantha-trek
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HtmlValidate } from "html-validate";
import { htmlValidateConfig } from "../e2e/html-validate.config.ts";

const VNU_JAR = fileURLToPath(new URL("../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));
const htmlValidate = new HtmlValidate(htmlValidateConfig);

export interface HtmlProblem {
  path: string;
  checker: "html-validate" | "vnu";
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

/** Null when the Nu Html Checker can run here, else the sentence saying why it is skipped. */
export function vnuSkipReason(): string | null {
  const java = spawnSync("java", ["-version"], { stdio: "ignore" });
  if (java.status === 0) return null;
  return "Nu Html Checker skipped: no Java runtime on PATH (html-validate still checks every page; install Java, e.g. `apt-get install default-jre-headless`, to run both).";
}

/** html-validate's errors in one page, each with the markup around it (pages are mostly one long line). */
async function htmlValidateProblems(path: string, html: string): Promise<HtmlProblem[]> {
  const report = await htmlValidate.validateString(html, path);
  const lines = html.split("\n");
  return report.results.flatMap((result) =>
    result.messages
      .filter((message) => message.severity === 2)
      .map((message) => ({
        path,
        checker: "html-validate" as const,
        line: message.line,
        message: `${message.message} (${message.ruleId})`,
        extract: lines[message.line - 1]?.slice(Math.max(0, message.column - 40), message.column + 80),
      })),
  );
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

async function vnuProblems(pages: Map<string, string>): Promise<HtmlProblem[]> {
  const directory = mkdtempSync(join(tmpdir(), "parvat-html-"));
  try {
    const files = new Map<string, string>();
    for (const [index, [path, html]] of [...pages].entries()) {
      const file = join(directory, `page-${index}.html`);
      writeFileSync(file, html);
      files.set(file, path);
    }
    const problems: HtmlProblem[] = [];
    for (const message of await runVnu([...files.keys()])) {
      if (message.type !== "error" && message.subType !== "fatal") continue;
      const path = [...files].find(([file]) => message.url?.endsWith(file))?.[1];
      problems.push({
        path: path ?? message.url ?? "?",
        checker: "vnu",
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

/**
 * Fetches each path from `base` and returns both checkers' errors (an empty list for valid pages), and
 * why the Nu Html Checker was skipped when it was.
 */
export async function validatePages(
  base: string,
  paths: readonly string[],
): Promise<{ problems: HtmlProblem[]; vnuSkipped: string | null }> {
  const pages = new Map<string, string>();
  const problems: HtmlProblem[] = [];
  for (const path of paths) {
    const response = await fetch(new URL(path, base), { headers: { Accept: "text/html" } });
    if (!response.headers.get("content-type")?.includes("text/html")) {
      problems.push({
        path,
        checker: "html-validate",
        message: `answered ${response.status} ${response.headers.get("content-type")}, not HTML`,
      });
      continue;
    }
    pages.set(path, await response.text());
  }
  for (const [path, html] of pages) problems.push(...(await htmlValidateProblems(path, html)));
  const vnuSkipped = vnuSkipReason();
  if (!vnuSkipped && pages.size > 0) problems.push(...(await vnuProblems(pages)));
  return { problems, vnuSkipped };
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
  const { problems, vnuSkipped } = await validatePages(base, paths);
  console.log(vnuSkipped ?? "Checked by html-validate and the Nu Html Checker.");
  for (const problem of problems) {
    console.log(`${problem.path}${problem.line ? `:${problem.line}` : ""}  [${problem.checker}] ${problem.message}`);
    if (problem.extract) console.log(`    ${problem.extract.replace(/\s+/g, " ").trim()}`);
  }
  console.log(`${paths.length} page(s) checked, ${problems.length} error(s)`);
  process.exit(problems.length > 0 ? 1 : 0);
}
