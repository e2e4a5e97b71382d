import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { createShutdown } from "./graceful-shutdown.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** Resolves when the server has received a request: shutting down before that would refuse it instead. */
function arrival(): { arrived: Promise<void>; arrive: () => void } {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive };
}

function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  return new Promise((resolve) =>
    server!.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)),
  );
}

it("lets a request in flight finish, refuses new connections, then releases resources", async () => {
  const events: string[] = [];
  const { arrived, arrive } = arrival();
  const url = await listen((_request, response) => {
    arrive();
    setTimeout(() => response.end("finished"), 300);
  });
  const { shutdown, isShuttingDown } = createShutdown({
    server: server!,
    drainMs: 0,
    graceMs: 5_000,
    release: async () => void events.push("released"),
    onStopped: () => events.push("stopped"),
    log: () => {},
  });

  const inFlight = fetch(url).then((response) => response.text());
  await arrived;
  shutdown("SIGTERM");
  expect(isShuttingDown()).toBe(true);

  await expect(fetch(url)).rejects.toThrow();
  expect(await inFlight).toBe("finished");
  await expect.poll(() => events).toEqual(["released", "stopped"]);
});

it("closes connections still open when the grace period ends", async () => {
  const stopped: string[] = [];
  const { arrived, arrive } = arrival();
  const url = await listen(() => arrive()); // never answers
  const { shutdown } = createShutdown({
    server: server!,
    drainMs: 0,
    graceMs: 200,
    release: async () => {},
    onStopped: () => stopped.push("stopped"),
    log: () => {},
  });
  const hanging = fetch(url).catch((error: Error) => error);
  await arrived;
  shutdown("SIGTERM");
  expect(await hanging).toBeInstanceOf(Error);
  await expect.poll(() => stopped, { timeout: 2_000 }).toEqual(["stopped"]);
});

it("drains first: still serves new connections while unready, then refuses them and stops the work", async () => {
  const events: string[] = [];
  const url = await listen((_request, response) => response.end("served"));
  const { shutdown, isShuttingDown } = createShutdown({
    server: server!,
    drainMs: 400,
    graceMs: 5_000,
    stopWork: async () => void events.push("work stopped"),
    release: async () => void events.push("released"),
    onStopped: () => events.push("stopped"),
    log: () => {},
  });
  const signalled = performance.now();
  shutdown("SIGTERM");
  expect(isShuttingDown()).toBe(true);
  // A load balancer still sending requests during the drain gets them answered, told to reconnect.
  const during = await fetch(url);
  expect(await during.text()).toBe("served");
  expect(during.headers.get("connection")).toBe("close");
  expect(events).toEqual([]);
  await expect
    .poll(
      () =>
        fetch(url).then(
          () => "served",
          () => "refused",
        ),
      { timeout: 2_000 },
    )
    .toBe("refused");
  expect(performance.now() - signalled).toBeGreaterThanOrEqual(390);
  await expect.poll(() => events).toEqual(["work stopped", "released", "stopped"]);
});

it("skips the rest of the drain on a second signal", async () => {
  const stopped: string[] = [];
  const url = await listen((_request, response) => response.end("served"));
  const { shutdown } = createShutdown({
    server: server!,
    drainMs: 60_000,
    graceMs: 5_000,
    release: async () => {},
    onStopped: () => stopped.push("stopped"),
    log: () => {},
  });
  shutdown("SIGTERM");
  expect(await (await fetch(url)).text()).toBe("served");
  shutdown("SIGTERM");
  await expect.poll(() => stopped, { timeout: 2_000 }).toEqual(["stopped"]);
});
