// Structured logs: one JSON object per line in production (for the log collector), short readable
// lines in development. Every request logs through a child that carries its request id, so a
// traveller's "Reference: ..." can be traced. Tokens, codes and authorization headers never appear.
import pino, { type DestinationStream, type LevelWithSilent, type Logger } from "pino";

export type { Logger };

export interface LoggerConfig {
  level?: LevelWithSilent;
  /** Readable lines instead of JSON; for a developer's terminal. */
  pretty?: boolean;
  /** Where lines go; standard output by default. Tests pass a memory stream. */
  destination?: DestinationStream;
}

const REDACTED_PATHS = [
  "authorization",
  "*.authorization",
  "headers.authorization",
  "*.headers.authorization",
  "token",
  "*.token",
  "otp",
  "*.otp",
  "password",
  "*.password",
];

export function createLogger({ level = "info", pretty = false, destination }: LoggerConfig = {}): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
    },
    destination ?? (pretty ? readableLines(process.stdout) : pino.destination(1)),
  );
}

/** The logger of one request: every line it writes carries the request id. */
export function requestLogger(logger: Logger, requestId: string): Logger {
  return logger.child({ requestId });
}

const LEVEL_LABELS: Record<string, string> = {
  trace: "TRACE",
  debug: "DEBUG",
  info: "INFO ",
  warn: "WARN ",
  error: "ERROR",
  fatal: "FATAL",
};

/** Turns pino's JSON lines into `12:04:05 INFO  message key=value` for a terminal. */
function readableLines(output: NodeJS.WritableStream): DestinationStream {
  return {
    write(line: string) {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        output.write(line);
        return;
      }
      const { time, level, msg, err, pid: _pid, hostname: _hostname, ...rest } = entry;
      const clock = typeof time === "string" ? time.slice(11, 19) : "";
      const fields = Object.entries(rest)
        .map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join(" ");
      const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
      output.write(
        `${clock} ${LEVEL_LABELS[String(level)] ?? level} ${msg ?? ""}${fields ? ` ${fields}` : ""}${stack}\n`,
      );
    },
  };
}
