// The API's configuration, read from the process environment once and validated. A bad value stops
// the process with a message naming the variable, instead of failing later inside a request.
import { DEFAULT_BUSINESS_TIME_ZONE } from "@parvat/domain/business-dates";
import { z } from "zod";

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Asia/Kolkata");

const limit = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  BUSINESS_TIME_ZONE: timeZone.default(DEFAULT_BUSINESS_TIME_ZONE),
  /** Deepest selection nesting a document may have (introspection fields count as one level). */
  GRAPHQL_MAX_DEPTH: limit(12),
  /** Aliased fields per document: aliases are the usual way to multiply one expensive field. */
  GRAPHQL_MAX_ALIASES: limit(20),
  /** Fields selected in total, counting every use of a fragment. */
  GRAPHQL_MAX_FIELDS: limit(500),
  /** Estimated cost: every field costs 1 and a list multiplies what is under it (10 by default). */
  GRAPHQL_MAX_COMPLEXITY: limit(10_000),
  /** Lexical tokens the parser reads before giving up, so a huge document costs nothing to refuse. */
  GRAPHQL_MAX_TOKENS: limit(5_000),
  /** Largest request body in bytes. */
  GRAPHQL_MAX_BODY_BYTES: limit(100_000),
  /** Seconds a CDN or browser may reuse an anonymous GET query's answer; 0 turns public caching off. */
  GRAPHQL_PUBLIC_MAX_AGE: z.coerce.number().int().min(0).default(60),
});

export type ApiEnv = z.output<typeof schema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates a set of variables; throws a ConfigError listing every bad one. */
export function parseApiEnv(source: Record<string, string | undefined>): ApiEnv {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`).join("\n");
  throw new ConfigError(`Invalid API configuration (see .env.example):\n${problems}`);
}

let loaded: ApiEnv | undefined;

/** The configuration of this process, read on first use; exits with a readable message when it is bad. */
export function loadApiEnv(): ApiEnv {
  if (loaded) return loaded;
  try {
    loaded = parseApiEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  return loaded;
}
