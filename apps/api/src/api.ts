// The API's public surface for the web server:
//   const api = createApi({ db, logger });
//   app.use(api.yoga.graphqlEndpoint, api.yoga);            // GraphQL over HTTP at /api/graphql
//   await api.execute(document, variables, { request });     // the same, in-process, for loaders
// Both run the same schema, context, limits and error masking. `api.periodic` runs the periodic scans
// (holds that ended, waitlist offers that lapsed, credit that expired, balance reminders, trips that
// ended and their review invitations: one copy at a time each) and `api.payments.worker` runs the jobs
// table (webhook events, emails, refunds); the server starts both (`start()`) and stops them before
// closing the database. `api.payments.webhook` answers POST /api/payments/webhooks/{provider};
// `api.reviews.photoUploadListener` answers POST /api/uploads/review-photo; `api.uploads` answers the
// fitness proofs' paths (/api/forms/{token}/fitness-proof, /api/admin/forms/{id}/fitness-proof).
import type { Database } from "@parvat/db/client";
import { businessToday } from "@parvat/domain/business-dates";
import { REVIEW_INVITE_DAYS } from "@parvat/domain/review";
import { configureTripChanges } from "@parvat/domain/trip-changes";
import { type DocumentNode, GraphQLError, type GraphQLFormattedError, getOperationAST } from "graphql";
import { isAsyncIterable, maskError } from "graphql-yoga";
import { createAccounts } from "./accounts/accounts.ts";
import type { SmsProvider } from "./accounts/sms.ts";
import { createSmsProvider } from "./accounts/sms-providers.ts";
import { sweepEndedTrips, sweepSeats } from "./booking-lifecycle/sweeps.ts";
import { type ApiEnv, loadApiEnv } from "./env.ts";
import { createAnswerCache } from "./http/answer-cache.ts";
import { type CacheGeneration, localCacheGeneration } from "./http/cache-generation.ts";
import { createRequestScope, requestIdOf, runInRequestScope } from "./http/request-scope.ts";
import { countJobs } from "./jobs/job-counts.ts";
import { createPeriodicWork } from "./jobs/periodic.ts";
import type { Logger } from "./logger.ts";
import { createMessages, type MessagesDependencies } from "./messages/create-messages.ts";
import { runMessageSchedule } from "./messages/message-schedule.ts";
import { createMetrics, type Metrics } from "./metrics.ts";
import { createPayments, type PaymentsDependencies } from "./payments/create-payments.ts";
import { myDataJsonResponse } from "./personal-data/my-data-download.ts";
import { setPersonalDataKeys } from "./personal-data/personal-data-cipher.ts";
import { sweepPersonalData } from "./personal-data/retention.ts";
import { inviteTravellersOfEndedDepartures } from "./reviews/review-invites.ts";
import { REVIEW_PHOTO_UPLOAD_PATH, reviewPhotoListener } from "./reviews/review-photos.ts";
import { schema } from "./schema.ts";
import { taxDocumentPdfResponse } from "./tax/tax-document-pdf.ts";
import { createFitnessUploads } from "./trail/fitness-uploads.ts";
import { sweepTripChanges } from "./trip-changes/company-cancellation.ts";
import { setWaitlistRules } from "./waitlist/rules.ts";
import { createYogaServer } from "./yoga.ts";

/**
 * A parsed document that knows its result and variables types. Structurally the same as
 * TypedDocumentNode of @graphql-typed-document-node/core, which GraphQL Code Generator emits.
 */
export interface TypedDocumentNode<TResult = Record<string, unknown>, TVariables = Record<string, unknown>>
  extends DocumentNode {
  __apiType?: (variables: TVariables) => TResult;
}

export interface ExecuteOptions {
  /** The request this operation serves (headers such as Authorization are read from it). */
  request: Request;
  /** The page request's id, so the API's log lines join the page's; otherwise taken from the request. */
  requestId?: string;
}

export interface ExecuteResult<TResult> {
  data?: TResult;
  errors?: readonly GraphQLFormattedError[];
}

export interface ApiDependencies {
  db: Database;
  logger: Logger;
  /** Defaults to the process environment (validated once). */
  env?: ApiEnv;
  /** Who delivers one-time codes; defaults to the provider SMS_PROVIDER names. */
  sms?: SmsProvider;
  /** The clock of the accounts rules (code expiry, rate limits, tokens) and of seat holds; tests move it. */
  now?: () => Date;
  /** The payment gateway and email provider; default to the ones PAYMENT_PROVIDER and EMAIL_PROVIDER name. */
  payments?: Pick<PaymentsDependencies, "provider" | "email">;
  /** Providers of the message channels (tests); default to the ones WHATSAPP_PROVIDER, SMS_PROVIDER and EMAIL_PROVIDER name. */
  messageChannels?: MessagesDependencies["channels"];
  /** This copy's metrics; a registry of its own by default. */
  metrics?: Metrics;
  /**
   * The generation of the caches, shared with the other server copies (http/cache-generation.ts); by
   * default this process's alone.
   */
  cacheGeneration?: CacheGeneration;
}

export function createApi({
  db,
  logger,
  env = loadApiEnv(),
  sms,
  now,
  payments: gateways,
  messageChannels,
  metrics = createMetrics(),
  cacheGeneration = localCacheGeneration(metrics),
}: ApiDependencies) {
  setWaitlistRules({
    closesDays: env.WAITLIST_CLOSES_DAYS,
    offerHours: env.WAITLIST_OFFER_HOURS,
    timeZone: env.BUSINESS_TIME_ZONE,
    publicOrigin: env.PUBLIC_ORIGIN,
  });
  setPersonalDataKeys(env.PERSONAL_DATA_KEY);
  configureTripChanges({ transferUntilDays: env.TRANSFER_UNTIL_DAYS, creditValidMonths: env.CREDIT_VALID_MONTHS });
  const accounts = createAccounts({ db, env, sms: sms ?? createSmsProvider(env, logger), now });
  // A late payment re-taking seats, a refund's cancellation: the jobs worker's changes clear the caches too.
  const onContentChanged = () => cacheGeneration.changed();
  const messages = createMessages({
    db,
    logger,
    env,
    now,
    channels: { ...(gateways?.email ? { email: gateways.email } : {}), ...messageChannels },
  });
  const payments = createPayments({ db, logger, env, now, ...gateways, messages, metrics, onContentChanged });
  const answers = createAnswerCache({ ttlMs: env.ANSWER_CACHE_TTL_MS, generation: cacheGeneration, now, metrics });
  const yoga = createYogaServer({
    schema,
    db,
    logger,
    env,
    accounts,
    now,
    payments,
    answers,
    cacheGeneration,
    metrics,
  });
  metrics.sources.jobCounts ??= () => countJobs(db, now?.() ?? new Date());
  const clock = now ?? (() => new Date());
  const today = () => businessToday(env.BUSINESS_TIME_ZONE, clock());
  // Reviews from travellers who went: the invitations when a departure ends, and the photo uploads.
  const reviewParts = { db, now: clock, timeZone: env.BUSINESS_TIME_ZONE, accounts };
  const reviews = {
    photoUploadPath: REVIEW_PHOTO_UPLOAD_PATH,
    photoUploadListener: reviewPhotoListener(reviewParts, logger),
  };
  // Each area's periodic scan, wired here once (jobs/periodic.ts runs them, one copy at a time each).
  const periodic = createPeriodicWork({
    db,
    logger,
    scans: {
      // Holds that ended, waitlist offers nobody answered, lines that closed.
      seats: {
        intervalMs: env.HOLD_SWEEP_INTERVAL_MS,
        run: async () => {
          const swept = await sweepSeats(db, clock());
          if (swept.released > 0) metrics.holdsReleased.inc(swept.released);
          if (swept.released + swept.lapsed + swept.closed > 0) {
            logger.info(swept, "seats swept: holds released, offers lapsed, lines closed");
            // Seats came back on sale: the public answers that count them are out of date on every copy.
            onContentChanged();
          }
          return swept;
        },
      },
      // Trip credit past its expiry, and departures we cancelled whose travellers did not answer in time.
      "trip-changes": {
        intervalMs: env.HOLD_SWEEP_INTERVAL_MS,
        run: () => sweepTripChanges({ db, logger, now: clock }, today()),
      },
      // Balance reminders, overdue warnings and cancellations, and the trip's other messages.
      messages: {
        intervalMs: env.MESSAGE_SCHEDULE_INTERVAL_MS,
        run: () =>
          runMessageSchedule({ db, logger, env, now: clock, payments: payments.parts, linkKey: payments.linkKey }),
      },
      // Travellers' personal data past its retention after their trip, and the read log past a year;
      // at start, values an earlier release left unencrypted are encrypted (docs/api.md, "Personal data").
      "personal-data": {
        intervalMs: env.PERSONAL_DATA_SWEEP_MS,
        runAtStart: true,
        run: async () => {
          const swept = await sweepPersonalData(db, {
            today: today(),
            at: clock(),
            retentionDays: env.PERSONAL_DATA_RETENTION_DAYS,
          });
          if (swept.formsErased + swept.readsPruned + swept.valuesEncrypted > 0) {
            logger.info(swept, "personal data: forms erased past retention, reads pruned, values encrypted");
          }
          return swept;
        },
      },
      // Departures that ended: their paid bookings completed, their travellers asked for a review.
      "trip-end": {
        intervalMs: env.REVIEW_INVITE_SWEEP_MS,
        runAtStart: true,
        run: async () => {
          const bookingsCompleted = await sweepEndedTrips(db, {
            today: today(),
            at: clock(),
            withinDays: REVIEW_INVITE_DAYS,
          });
          // Completed bookings change what the traveller's dashboard and the back office show.
          if (bookingsCompleted > 0) onContentChanged();
          const invitesSent = await inviteTravellersOfEndedDepartures({ ...reviewParts, origin: env.PUBLIC_ORIGIN });
          if (bookingsCompleted + invitesSent > 0) {
            logger.info({ bookingsCompleted, invitesSent }, "ended departures: bookings completed, travellers invited");
          }
          return { bookingsCompleted, invitesSent };
        },
      },
    },
  });
  const development = env.NODE_ENV === "development";
  // Fitness proofs travel as raw request bodies on paths of their own (GraphQL takes JSON only).
  const uploads = createFitnessUploads({
    db,
    logger,
    accounts,
    directory: env.UPLOADS_DIR,
    timeZone: env.BUSINESS_TIME_ZONE,
    now,
  });

  /** Runs a document against the schema without an HTTP hop; answers exactly what HTTP would. */
  function execute<TResult, TVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
    { request, requestId }: ExecuteOptions,
  ): Promise<ExecuteResult<TResult>> {
    const scope = createRequestScope(logger, requestId ?? requestIdOf(request));
    return runInRequestScope(scope, async () => {
      const variableValues = (variables ?? {}) as Record<string, unknown>;
      const operationName = getOperationAST(document)?.name?.value;
      try {
        const enveloped = yoga.getEnveloped({ request, params: { variables: variableValues, operationName } });
        const validationErrors = enveloped.validate(enveloped.schema, document);
        if (validationErrors.length > 0) return { errors: validationErrors.map(formatError) };
        const contextValue = await enveloped.contextFactory();
        const result = await enveloped.execute({
          schema: enveloped.schema,
          document,
          contextValue,
          variableValues,
          operationName,
        });
        if (isAsyncIterable(result))
          throw new Error("Incremental delivery (@defer, @stream) is not supported in-process.");
        return {
          ...(result.data ? { data: result.data as TResult } : {}),
          ...(result.errors?.length ? { errors: result.errors.map(formatError) } : {}),
        };
      } catch (error) {
        // A failure outside field resolution (the context, say) is masked exactly as over HTTP.
        const masked = maskError(error, "Unexpected error.", development);
        if (masked !== error) scope.log.error({ err: error }, `unexpected error: ${(error as Error).message}`);
        return { errors: [formatError(masked instanceof GraphQLError ? masked : new GraphQLError(masked.message))] };
      }
    });
  }

  /**
   * GET /api/my-data.json: what myData answers, as a file (docs/api.md, "A traveller's rights"), for
   * the viewer's bearer token or a link signed for the account (MyData.download_url).
   */
  const myDataJson = (request: Request) =>
    myDataJsonResponse({ db, accounts, now: clock, timeZone: env.BUSINESS_TIME_ZONE }, request);

  /** A tax document's PDF by its signed link (pdf_url), for the web server's /documents/{id}.pdf. */
  const taxDocumentPdf = (id: string, query: URLSearchParams) =>
    taxDocumentPdfResponse({ db, links: accounts.downloadLinks }, id, query);

  return {
    yoga,
    execute,
    schema,
    periodic,
    payments,
    messages,
    reviews,
    answers,
    cacheGeneration,
    metrics,
    uploads,
    taxDocumentPdf,
    myDataJson,
    /** Staff's second factors (the demo's owner gets its published authenticator secret: apps/web/server.ts). */
    secondFactors: accounts.secondFactors,
    /** PERSONAL_DATA_RETENTION_DAYS: the site's privacy notices state it. */
    personalDataRetentionDays: env.PERSONAL_DATA_RETENTION_DAYS,
  };
}

export type Api = ReturnType<typeof createApi>;

/** The JSON form of an error, without the server's internal `http` and `unexpected` extensions. */
function formatError(error: GraphQLError): GraphQLFormattedError {
  const { extensions, ...formatted } = error.toJSON();
  if (!extensions) return formatted;
  const { http: _http, unexpected: _unexpected, ...visible } = extensions;
  return Object.keys(visible).length > 0 ? { ...formatted, extensions: visible } : formatted;
}
