// The Express application: one port serves the pages (React Router SSR), the GraphQL API, the
// image variants, static assets and the health checks.
import { fileURLToPath } from "node:url";
import type { Api } from "@parvat/api/api";
import { businessToday } from "@parvat/domain/business-dates";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type ErrorRequestHandler } from "express";
import type { Logger } from "pino";
import { RouterContextProvider, type ServerBuild } from "react-router";
import type { appContext } from "../app/context.ts";
import { assetFiles } from "./asset-files.ts";
import type { WebEnv } from "./env.ts";
import { healthRoutes } from "./health-routes.ts";
import { mediaRoute } from "./media-route.ts";
import { markUncacheable, pageCache } from "./page-cache.ts";
import { requestLogging } from "./request-logging.ts";
import { securityHeaders } from "./security-headers.ts";

export interface WebAppOptions {
  env: WebEnv;
  logger: Logger;
  api: Api;
  media: Parameters<typeof mediaRoute>[0];
  ping: () => Promise<void>;
  isShuttingDown: () => boolean;
}

const appDirectory = fileURLToPath(new URL("..", import.meta.url));

export async function createWebApp(options: WebAppOptions): Promise<express.Express> {
  const { env, logger, api } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  app.use(healthRoutes({ ping: options.ping, isShuttingDown: options.isShuttingDown }));
  app.use(requestLogging(logger));
  const buildDirectory = env.buildDir;
  // Fingerprinted bundles, compressed at build time, without a document's headers (asset-files.ts).
  if (env.isProduction) app.use("/assets", assetFiles(`${buildDirectory}/client/assets`));
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

  let build: ServerBuild | (() => Promise<ServerBuild>);
  const contextKeyOf = async () =>
    ((typeof build === "function" ? await build() : build).entry.module as unknown as { appContext: typeof appContext })
      .appContext;
  if (env.isProduction) {
    app.use(express.static(`${buildDirectory}/client`, { maxAge: "1h" }));
    build = (await import(`${buildDirectory}/server/index.js`)) as ServerBuild;
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root: appDirectory, server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    build = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  // Anonymous renders are shared for as long as the API's answers are, and dropped with them (not in
  // development, where a page changes with every edit of its code).
  if (env.isProduction) {
    app.use(pageCache({ ttlMs: api.answers.ttlMs, generation: () => api.answers.generation }));
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
            if (result.errors) markUncacheable(response);
            return result;
          },
          nonce: response.locals.nonce,
          requestId,
          today: businessToday(env.BUSINESS_TIME_ZONE),
          origin: env.PUBLIC_ORIGIN,
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
