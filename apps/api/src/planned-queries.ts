// A root field's relational query, planned once per document, variables and business day instead of
// on every request.
//
// Planning is most of what a page's query costs the server: @pothos/plugin-drizzle walks the whole
// selection into a relational query, Drizzle builds its SQL (about 20 KB for the trek page) and a
// row mapper, and then, for every relation and computed field of the answer, the plugin looks up which
// part of the plan loaded the parent row (`getLoaderMapping`). The trek page sends the same document
// on every request with the same or a few variables, so all of that comes out the same each time.
// Kept, the server's CPU per trek answer fell from about 3.0 to 1.75 ms.
//
// The request that plans a query executes it as before and watches its fields: each relation or
// computed field that resolves from the planned rows is noted by its place in the answer
// (`Type@path`, list indices dropped). When the request ends without errors, and no field loaded
// its own data (the plan left it out) or resolved asynchronously, the plan is kept: its SQL and row
// mapper, and the places it covered. A later request with the same document, variables and inputs
// executes the kept SQL (its own statement, so seats and prices are read fresh) and its covered
// fields resolve straight from the rows. A field the plan did not cover then (its list was empty when the
// plan was made, say) takes the Drizzle plugin's path, which loads it on its own, and the plan is
// dropped so that the next request makes it again with that data in view.
//
// A plan may depend on the request only through the document, its variables, the business day and
// the `inputs` its root field names; a root whose plan reads anything else (the viewer, say) must
// not use this.
import type { Database } from "@parvat/db/client";
import { isThenable } from "@pothos/core";
import type { FieldNode, GraphQLFieldResolver, GraphQLResolveInfo } from "graphql";
import { isAsyncIterable, type Plugin } from "graphql-yoga";
import type { Context } from "./context.ts";

/** Plans kept per database; the oldest makes room. One per page document, variables and day. */
const MAX_PLANNED_QUERIES = 256;

type Path = GraphQLResolveInfo["path"];

/** What `execute()` answers: the rows of a relational query, mapped. */
interface Executable<TRow> {
  execute(): Promise<TRow[]>;
}

/**
 * Drizzle's relational query (`db.query.x.findMany(...)`). Awaiting it calls `_prepare()` (SQL and
 * row mapper) and then `execute()`; keeping the prepared query skips the first step. `_prepare` is
 * internal to drizzle-orm (pinned exactly, decision 0003); unlike `prepare(name)` it sends the
 * statement unnamed, so the database client names it as it names every read (decision 0008).
 */
interface Preparable<TRow> {
  _prepare(): Executable<TRow>;
}

interface Plan {
  query: Executable<unknown>;
  /** `Type@path` of the relation and computed fields that resolved from the planned rows. */
  covered: ReadonlySet<string>;
}

/** A root field of one request: answered from a kept plan, or planning one. */
interface RootRun {
  key: string;
  plans: Map<string, Plan>;
  /** Set when answered from a kept plan. */
  kept?: Plan;
  /** Set while planning: what the kept plan will be if no field loads on its own. */
  making?: { query: Executable<unknown>; covered: Set<string>; fellBack: boolean };
}

const plansByDatabase = new WeakMap<Database, Map<string, Plan>>();
/** By the root field's path link, which every field beneath it reaches through `prev`. */
const rootRuns = new WeakMap<Path, RootRun>();
/** The roots each request is planning, kept when its execution ends. */
const planning = new WeakMap<Context, RootRun[]>();

/** Numbers for field nodes: a node belongs to one parsed document, which the parse cache reuses. */
const fieldNodeIds = new WeakMap<FieldNode, number>();
let lastFieldNodeId = 0;

function fieldNodeId(node: FieldNode): number {
  let id = fieldNodeIds.get(node);
  if (id === undefined) {
    id = ++lastFieldNodeId;
    fieldNodeIds.set(node, id);
  }
  return id;
}

/**
 * Runs the root field `info` resolves (a field of Query): from the plan kept for the same document,
 * variables, day and `inputs` (every value the plan reads from the context besides the day), or by
 * `plan()`, which plans and builds the relational query as the field always has. The key names the
 * field's node in its parsed document, which fixes the document and the operation.
 */
export function plannedQuery<TRow>(
  context: Context,
  info: GraphQLResolveInfo,
  inputs: readonly unknown[],
  plan: () => PromiseLike<TRow[]>,
): Promise<TRow[]> {
  // Fields beneath find their root by walking their path up to it.
  if (info.path.prev) throw new Error(`plannedQuery serves root fields, not ${info.parentType.name}.${info.fieldName}`);
  let plans = plansByDatabase.get(context.db);
  if (!plans) {
    plans = new Map();
    plansByDatabase.set(context.db, plans);
  }
  const key = JSON.stringify([fieldNodeId(info.fieldNodes[0]!), info.variableValues.coerced, context.today, inputs]);
  const kept = plans.get(key);
  if (kept) {
    rootRuns.set(info.path, { key, plans, kept });
    return kept.query.execute() as Promise<TRow[]>;
  }
  const query = (plan() as unknown as Preparable<TRow>)._prepare();
  const run: RootRun = { key, plans, making: { query, covered: new Set(), fellBack: false } };
  rootRuns.set(info.path, run);
  planning.set(context, [...(planning.get(context) ?? []), run]);
  return query.execute();
}

/**
 * The `a.b.c` of a path with list indices dropped, memoised for the links fields are resolved
 * beneath: a relation's key is built once, however many fields and rows it has.
 */
const pathKeys = new WeakMap<Path, string>();

function pathKey(path: Path | undefined): string {
  if (!path) return "";
  if (typeof path.key === "number") return pathKey(path.prev);
  let key = pathKeys.get(path);
  if (key === undefined) {
    key = `${pathKey(path.prev)}.${path.key}`;
    pathKeys.set(path, key);
  }
  return key;
}

/**
 * Resolves a relation or computed field of a Drizzle object. Beneath a root answered from a kept plan
 * a covered field runs its own resolver on the row (`resolve`); everything else goes through the
 * Drizzle plugin's lookup (`lookup`), and while a plan is being made, what that lookup did is noted.
 */
export function resolvePlannedField(
  resolve: GraphQLFieldResolver<unknown, Context>,
  lookup: GraphQLFieldResolver<unknown, Context>,
  parent: unknown,
  args: Record<string, unknown>,
  context: Context,
  info: GraphQLResolveInfo,
): unknown {
  let root = info.path;
  while (root?.prev) root = root.prev;
  const run = root && rootRuns.get(root);
  if (!run) return lookup(parent, args, context, info);
  // The field's own link is not memoised: most fields are leaves.
  const place = `${info.parentType.name}@${pathKey(info.path.prev)}.${info.path.key}`;
  if (run.kept) {
    if (run.kept.covered.has(place)) return resolve(parent, args, context, info);
    // Not seen when the plan was made: loaded on its own now, and planned with it next time.
    run.plans.delete(run.key);
    return lookup(parent, args, context, info);
  }
  const result = lookup(parent, args, context, info);
  // The lookup answers from the row when the plan covers the field, and loads it otherwise.
  if (isThenable(result)) run.making!.fellBack = true;
  else run.making!.covered.add(place);
  return result;
}

/** Keeps the plans a request made, when it answered without errors and without loading on its own. */
function keepPlans(context: Context, succeeded: boolean): void {
  const runs = planning.get(context);
  if (!runs) return;
  planning.delete(context);
  if (!succeeded) return;
  for (const { key, plans, making } of runs) {
    if (making!.fellBack) continue;
    plans.delete(key);
    plans.set(key, { query: making!.query, covered: making!.covered });
    if (plans.size > MAX_PLANNED_QUERIES) plans.delete(plans.keys().next().value!);
  }
}

/** Keeps a request's plans once its execution is done (over HTTP and in-process alike). */
export function usePlannedQueries(): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          keepPlans(args.contextValue as unknown as Context, !isAsyncIterable(result) && !result.errors?.length);
        },
      };
    },
  };
}
