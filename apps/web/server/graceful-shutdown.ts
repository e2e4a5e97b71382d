// Stops a server copy without losing a request, in two steps (README, "Scaling out"):
// 1. Drain (SHUTDOWN_DRAIN_MS): /readyz answers 503 so that the load balancer's health checks take
//    the copy out of rotation, while every request that still arrives is served as usual (each
//    response closes its connection, so keep-alive connections move elsewhere).
// 2. Close: stop accepting connections, close idle ones, let requests in flight finish within
//    SHUTDOWN_GRACE_MS; at the same time background work stops (the jobs worker claims nothing more
//    and hands back what it claimed and had not started). Then resources are released.
// A second signal during the drain skips what is left of it.
import type { Server } from "node:http";

export interface ShutdownOptions {
  server: Server;
  /** How long /readyz answers 503 before the copy stops accepting connections. */
  drainMs: number;
  /** How long requests in flight may take once the copy stops accepting. */
  graceMs: number;
  /** Stops background work (hold sweeper, jobs worker) when the copy stops accepting. */
  stopWork?: () => Promise<void>;
  /** Runs after the last connection closed and the work stopped, before `onStopped` (close the database here). */
  release: () => Promise<void>;
  onStopped: () => void;
  log: (message: string) => void;
}

export function createShutdown(options: ShutdownOptions): {
  shutdown: (reason: string) => void;
  /** True from the signal on: /readyz answers 503. */
  isShuttingDown: () => boolean;
} {
  let shuttingDown = false;
  let closing = false;
  let drainTimer: NodeJS.Timeout | undefined;
  // Requests still arriving on open keep-alive connections are answered, then the connection closes
  // (before the application's own listener, which may answer at once).
  options.server.prependListener("request", (_request, response) => {
    if (shuttingDown) response.shouldKeepAlive = false;
  });

  function close() {
    if (closing) return;
    closing = true;
    clearTimeout(drainTimer);
    options.log("no longer accepting connections: finishing requests in flight");
    const forceClose = setTimeout(() => {
      options.log("grace period over: closing the remaining connections");
      options.server.closeAllConnections();
    }, options.graceMs);
    forceClose.unref();
    // A connection whose last response just finished becomes idle: close it too.
    const idleSweep = setInterval(() => options.server.closeIdleConnections(), 100);
    idleSweep.unref();
    const requestsDone = new Promise<void>((resolve) =>
      options.server.close(() => {
        clearTimeout(forceClose);
        clearInterval(idleSweep);
        resolve();
      }),
    );
    options.server.closeIdleConnections();
    const workDone = (options.stopWork?.() ?? Promise.resolve()).catch((error: unknown) =>
      options.log(`stopping background work failed: ${(error as Error).message}`),
    );
    void Promise.all([requestsDone, workDone]).then(async () => {
      try {
        await options.release();
      } finally {
        options.onStopped();
      }
    });
  }

  return {
    isShuttingDown: () => shuttingDown,
    shutdown(reason) {
      if (shuttingDown) {
        // Asked again: no more waiting for the load balancer.
        close();
        return;
      }
      shuttingDown = true;
      if (options.drainMs <= 0) {
        options.log(`shutting down (${reason})`);
        close();
        return;
      }
      options.log(`shutting down (${reason}): /readyz answers 503 for ${options.drainMs} ms while requests are served`);
      drainTimer = setTimeout(close, options.drainMs);
    },
  };
}
