// Stops an HTTP server without cutting off requests in flight: stop accepting connections, close
// idle keep-alive ones, let running requests finish within the grace period, then release resources.
import type { Server } from "node:http";

export interface ShutdownOptions {
  server: Server;
  graceMs: number;
  /** Runs after the last connection closed, before `onStopped` (close the database here). */
  release: () => Promise<void>;
  onStopped: () => void;
  log: (message: string) => void;
}

export function createShutdown(options: ShutdownOptions): {
  shutdown: (reason: string) => void;
  isShuttingDown: () => boolean;
} {
  let shuttingDown = false;
  // Requests still arriving on open keep-alive connections are answered, then the connection closes.
  options.server.on("request", (_request, response) => {
    if (shuttingDown) response.shouldKeepAlive = false;
  });
  return {
    isShuttingDown: () => shuttingDown,
    shutdown(reason) {
      if (shuttingDown) return;
      shuttingDown = true;
      options.log(`shutting down (${reason}): finishing requests in flight`);
      const forceClose = setTimeout(() => {
        options.log("grace period over: closing the remaining connections");
        options.server.closeAllConnections();
      }, options.graceMs);
      forceClose.unref();
      // A connection whose last response just finished becomes idle: close it too.
      const idleSweep = setInterval(() => options.server.closeIdleConnections(), 100);
      idleSweep.unref();
      options.server.close(async () => {
        clearTimeout(forceClose);
        clearInterval(idleSweep);
        try {
          await options.release();
        } finally {
          options.onStopped();
        }
      });
      options.server.closeIdleConnections();
    },
  };
}
