// A TCP proxy in front of PostgreSQL that can go silent, as a frozen server or a network that drops
// packets does: bytes stop flowing both ways, and nobody hears a reset. Tests put it between the
// server copies (or a client) and PostgreSQL, then freeze every connection, or only those whose
// application_name matches (the listening connection of one copy), and thaw them again (what was
// held back is delivered, as TCP would once the network heals).
import { createServer, type Server, type Socket, connect as tcpConnect } from "node:net";

interface Pipe {
  client: Socket;
  server: Socket;
  applicationName: string | null;
  frozen: boolean;
  /** Bytes held back while frozen, in order, with where they were going. */
  held: { to: Socket; bytes: Buffer }[];
}

export interface FreezingProxy {
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /**
   * Stops the flow on the open connections whose application_name matches (every one without a
   * pattern); `newConnections` freezes those opened from now on too (a frozen server).
   */
  freeze(options?: { applicationName?: RegExp; newConnections?: boolean }): number;
  thaw(): void;
  /** Open connections and their application_name, as the proxy read it at their start. */
  connections(): (string | null)[];
  close(): Promise<void>;
}

/** The application_name of a StartupMessage (protocol 3.0), or null when this is not one. */
function startupApplicationName(bytes: Buffer): string | null {
  if (bytes.length < 8 || bytes.readInt32BE(4) !== 196_608) return null;
  const fields = bytes.subarray(8, bytes.readInt32BE(0)).toString("utf8").split("\0");
  const at = fields.indexOf("application_name");
  return at >= 0 ? (fields[at + 1] ?? null) : null;
}

export async function startFreezingProxy(
  target: { host: string; port: number },
  listenPort = 0,
  host = "127.0.0.1",
): Promise<FreezingProxy> {
  const pipes = new Set<Pipe>();
  let freezeNew = false;

  const forward = (pipe: Pipe, to: Socket, bytes: Buffer) => {
    if (pipe.frozen) pipe.held.push({ to, bytes });
    else to.write(bytes);
  };

  const server: Server = createServer((client) => {
    const upstream = tcpConnect(target.port, target.host);
    const pipe: Pipe = { client, server: upstream, applicationName: null, frozen: freezeNew, held: [] };
    pipes.add(pipe);
    let first = true;
    client.on("data", (bytes) => {
      if (first) {
        first = false;
        pipe.applicationName = startupApplicationName(bytes);
      }
      forward(pipe, upstream, bytes);
    });
    upstream.on("data", (bytes) => forward(pipe, client, bytes));
    const end = () => {
      pipes.delete(pipe);
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
    client.on("error", end);
    upstream.on("error", end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;

  return {
    port,
    through(url) {
      return Object.assign(new URL(url), { hostname: host, port: String(port) }).toString();
    },
    freeze({ applicationName, newConnections = false } = {}) {
      freezeNew = newConnections;
      let frozen = 0;
      for (const pipe of pipes) {
        if (applicationName && !(pipe.applicationName && applicationName.test(pipe.applicationName))) continue;
        pipe.frozen = true;
        frozen += 1;
      }
      return frozen;
    },
    thaw() {
      freezeNew = false;
      for (const pipe of pipes) {
        pipe.frozen = false;
        for (const { to, bytes } of pipe.held.splice(0)) to.write(bytes);
      }
    },
    connections: () => [...pipes].map((pipe) => pipe.applicationName),
    async close() {
      for (const pipe of pipes) {
        pipe.client.destroy();
        pipe.server.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
