// The Express application: one port serves the pages (React Router SSR), the GraphQL API, the
// image variants, static assets and the health checks.
import { fileURLToPath } from "node:url";
import type { Api } from "@parvat/api/api";
import { isSharedOperation } from "@parvat/api/http/public-answers";
import type { Metrics } from "@parvat/api/metrics";
import { nodeListener } from "@parvat/api/payments/webhook";
import { ADMIN_UPLOAD_PATH, FORM_UPLOAD_PATH } from "@parvat/api/trail/fitness-uploads";
import type { PoolStats } from "@parvat/db/client";
import { businessToday } from "@parvat/domain/business-dates";
import { FITNESS_PROOF_MAX_BYTES } from "@parvat/domain/traveller-forms";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { appContext } from "../app/context.ts";
import { assetFiles, shareAssets } from "./asset-files.ts";
import type { WebEnv } from "./env.ts";
import { healthRoutes } from "./health-routes.ts";
import { mediaRoute } from "./media-route.ts";
import { markUncacheable, pageCache } from "./page-cache.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";
import { TEST_CLOCK_PATH, type TestClock, testClockRoute } from "./test-clock.ts";

export interface WebAppOptions {
  env: WebEnv;
  logger: Logger;
  api: Api;
  media: Parameters<typeof mediaRoute>[0];
  ping: () => Promise<void>;
  /** The pool's state (PostgreSQL), for /readyz to tell a busy pool from a database away. */
  poolStats?: () => PoolStats | null;
  isShuttingDown: () => boolean;
  metrics?: Metrics;
  /** The release, on every request's log line. */
  version?: string;
  /** TEST_CLOCK: POST /__test/clock moves the API's clock (test-clock.ts). */
  testClock?: TestClock;
}

/** The production build's server half (React Router's ServerBuild), loaded once per process. */
export async function loadServerBuild(buildDir: string): Promise<ServerBuild> {
  return (await import(`${buildDir}/server/index.js`)) as ServerBuild;
}

const appDirectory = fileURLToPath(new URL("..", import.meta.url));

export async function createWebApp(options: WebAppOptions): Promise<express.Express> {
  const { env, logger, api } = options;
  const app = express();
  app.disable("x-powered-by");
  // Only requests from these addresses may say, in X-Forwarded-For, which visitor they carry.
  app.set("trust proxy", env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);

  app.use(healthRoutes({ ping: options.ping, poolStats: options.poolStats, isShuttingDown: options.isShuttingDown }));
  app.use(requestLogging(logger, { version: options.version, metrics: options.metrics }));
  const buildDirectory = env.buildDir;
  // Fingerprinted bundles, compressed at build time, without a document's headers; those of other
  // releases from the folder every copy shares (asset-files.ts).
  if (env.isProduction) {
    const assets = `${buildDirectory}/client/assets`;
    const warning = shareAssets(assets, env.sharedAssetsDir);
    if (warning) logger.warn(warning);
    app.use("/assets", assetFiles(assets, { shared: env.sharedAssetsDir }));
  }
  app.use(
    securityHeaders({
      enforceCsp: env.isProduction,
      https: env.PUBLIC_ORIGIN.startsWith("https:"),
      razorpayCheckout: api.payments.provider.name === "razorpay",
    }),
  );
  app.use(compression());
  app.use("/media", mediaRoute(options.media));
  app.use(api.yoga.graphqlEndpoint, api.yoga);
  // The payment gateway's webhooks: the raw body is read by the handler, which checks its signature.
  app.post(api.payments.webhookPath, api.payments.webhookListener);
  // A review's photo: the image itself as the body, with the review link's token (the API refuses
  // multipart on /api/graphql); it is decoded and stored again without its metadata.
  app.post(api.reviews.photoUploadPath, api.reviews.photoUploadListener);
  if (options.testClock) app.post(TEST_CLOCK_PATH, express.json(), testClockRoute(options.testClock, api));
  // Travellers' fitness proofs: raw bodies, read (and their size limited) by the handler.
  app.all(
    [FORM_UPLOAD_PATH, ADMIN_UPLOAD_PATH],
    nodeListener(api.uploads, logger, env.PUBLIC_ORIGIN, FITNESS_PROOF_MAX_BYTES + 1),
  );
  // MSG91's delivery reports of the messages the outbox sent (the secret is the address's last segment).
  app.post(api.messages.webhookPath, api.messages.webhookListener);
  // An SMS's short link (DLT allows a link only under a whitelisted prefix): to the message's own link.
  app.get(api.messages.linkPath, api.messages.linkListener);
  // A tax document's PDF, by the signed link the API hands its owner (TaxDocument.pdf_url).
  app.get("/documents/:id.pdf", async (request, response, next) => {
    try {
      const query = new URL(request.originalUrl, "http://localhost").searchParams;
      const answer = await api.taxDocumentPdf(request.params.id, query);
      response.status(answer.status);
      for (const [name, value] of answer.headers) response.setHeader(name, value);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });

  // Everything held about an account, as JSON (docs/api.md, "A traveller's rights"): by the bearer
  // token or the link MyData.download_url signed for the account.
  app.get("/api/my-data.json", async (request, response, next) => {
    try {
      const authorization = request.get("authorization");
      const answer = await api.myDataJson(
        new Request(new URL(request.originalUrl, "http://localhost"), {
          headers: authorization ? { authorization } : {},
        }),
      );
      response.status(answer.status);
      for (const [name, value] of answer.headers) response.setHeader(name, value);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  const contextKeyOf = async () =>
    ((typeof build === "function" ? await build() : build).entry.module as unknown as { appContext: typeof appContext })
      .appContext;
  if (env.isProduction) {
    app.use(express.static(`${buildDirectory}/client`, { maxAge: "1h" }));
    build = await loadServerBuild(buildDirectory);
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root: appDirectory, server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  // A page (and its loader data) shows seats and prices, which no shared cache hears change: a CDN
  // must ask every time. A route that says otherwise (robots.txt, the sitemap) sets its own.
  app.use(defaultCacheControl("no-cache"));
  // Anonymous renders are shared for as long as the API's answers are, and dropped with them on every
  // copy (not in development, where a page changes with every edit of its code).
  if (env.isProduction) {
    app.use(
      pageCache({
        ttlMs: api.answers.ttlMs,
        generation: () => api.cacheGeneration.current(),
        onLookup: (result) => options.metrics?.cacheLookups.inc({ cache: "pages", result }),
      }),
    );
  }
  app.use(
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      async getLoadContext(request, response) {
        const requestId: string = response.locals.requestId;
        const headers = new Headers();
        for (const name of ["authorization", "user-agent", "accept-language"]) {
          const value = request.get(name);
          if (value) headers.set(name, value);
        }
        if (request.ip) headers.set("x-forwarded-for", request.ip);
        const apiRequest = new Request(new URL(request.originalUrl, env.PUBLIC_ORIGIN), { headers });
        const context = new RouterContextProvider();
        context.set(await contextKeyOf(), {
          async graphql(document, variables) {
            const result = await api.execute(document, variables, { request: apiRequest, requestId });
            // A page that shows what a login or a secret link opened is never kept (http/public-answers.ts).
            if (result.errors || !isSharedOperation(api.schema, document)) markUncacheable(response);
            return result;
          },
          nonce: response.locals.nonce,
          requestId,
          today: businessToday(env.BUSINESS_TIME_ZONE),
          origin: env.PUBLIC_ORIGIN,
          personalDataRetentionDays: api.personalDataRetentionDays,
          // React Router asks for a client-side navigation's data at the page's address + ".data".
          documentRequest: !request.path.endsWith(".data"),
          serverRender: new Map(),
        });
        return context;
      },
    }),
  );

  const handleError: ErrorRequestHandler = (error, request, response, _next) => {
    logger.error({ err: error, requestId: response.locals.requestId, path: request.path }, "unhandled error");
    if (response.headersSent) return response.end();
    response.status(500).type("text/plain").send(`Something went wrong. Reference: ${response.locals.requestId}`);
  };
  app.use(handleError);
  return app;
}

/** Sets Cache-Control when a response is about to go out without one. */
function defaultCacheControl(value: string): RequestHandler {
  return (_request, response, next) => {
    const writeHead = response.writeHead;
    response.writeHead = function (this: typeof response, ...args: unknown[]) {
      if (!this.hasHeader("cache-control")) this.setHeader("Cache-Control", value);
      return writeHead.apply(this, args as Parameters<typeof writeHead>);
    } as typeof writeHead;
    next();
  };
}
