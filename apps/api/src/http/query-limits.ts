// Limits that keep one request from costing the server a lot, each refused with its own code
// before any resolver runs:
// - tokens (QUERY_TOO_LARGE): counted while parsing, so a huge document is dropped early;
// - aliases (TOO_MANY_ALIASES): a validation rule, counted through fragment spreads;
// - depth (QUERY_TOO_DEEP), fields in total and estimated cost (QUERY_TOO_COMPLEX): measured by the
//   Pothos complexity plugin from each field's declared cost, with the request's variables. A
//   document that passed with some variables is not measured again with the same ones: measuring
//   walks the whole document (about 7% of the server's CPU for the trek page).
import { createComplexityRule } from "@pothos/plugin-complexity";
import {
  type ASTVisitor,
  type DocumentNode,
  GraphQLError,
  Kind,
  parse,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  validate,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { type LimitErrorCode, limitError } from "../errors.ts";

export interface QueryLimits {
  maxTokens: number;
  maxDepth: number;
  maxAliases: number;
  maxFields: number;
  maxComplexity: number;
}

const LIMIT_CODES: ReadonlySet<unknown> = new Set<LimitErrorCode>([
  "QUERY_TOO_LARGE",
  "QUERY_TOO_DEEP",
  "TOO_MANY_ALIASES",
  "QUERY_TOO_COMPLEX",
]);

/** Variables remembered per document as having passed; a document that sees more starts afresh. */
const MAX_PASSES_PER_DOCUMENT = 64;

export function useQueryLimits(limits: QueryLimits): Plugin {
  const aliasRule = maxAliasesRule(limits.maxAliases);
  // By parsed document (the parse cache hands out one per text): the operation and variables that
  // passed. The measure depends on nothing else: no field's declared cost reads the context.
  const passed = new WeakMap<DocumentNode, Set<string>>();
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxLexicalTokens: limits.maxTokens, maxComments: limits.maxTokens });
        } catch (error) {
          if (error instanceof GraphQLError && /more than \d+ (tokens|comments)/.test(error.message)) {
            throw limitError(
              "QUERY_TOO_LARGE",
              `The query is too large: at most ${limits.maxTokens} tokens are accepted.`,
              { limit: limits.maxTokens },
            );
          }
          throw error;
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(aliasRule);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const key = JSON.stringify([args.operationName ?? null, args.variableValues ?? {}]);
      let passes = passed.get(args.document);
      if (passes?.has(key)) return;
      const errors = measure(limits, args);
      if (errors.length > 0) {
        setResultAndStopExecution({ errors });
        return;
      }
      if (!passes || passes.size >= MAX_PASSES_PER_DOCUMENT) {
        passes = new Set();
        passed.set(args.document, passes);
      }
      passes.add(key);
    },
  };
}

/**
 * Depth, fields and cost depend on the variables (a list's cost can follow its `limit` argument),
 * so they are measured when execution starts rather than in the cached validation.
 */
function measure(
  limits: QueryLimits,
  args: {
    schema: Parameters<typeof validate>[0];
    document: Parameters<typeof validate>[1];
    contextValue?: unknown;
    variableValues?: unknown;
    operationName?: string | null;
  },
): GraphQLError[] {
  const found: GraphQLError[] = [];
  const rule = createComplexityRule({
    context: (args.contextValue ?? {}) as object,
    variableValues: (args.variableValues ?? {}) as Record<string, unknown>,
    operationName: args.operationName ?? undefined,
    validate: ({ depth, breadth, complexity }, report) => {
      if (depth > limits.maxDepth) {
        report(
          limitError(
            "QUERY_TOO_DEEP",
            `The query is nested too deeply: depth ${depth}, at most ${limits.maxDepth} is allowed.`,
            { limit: limits.maxDepth, actual: depth },
          ),
        );
      } else if (breadth > limits.maxFields) {
        report(
          limitError(
            "QUERY_TOO_COMPLEX",
            `The query selects too many fields: ${breadth}, at most ${limits.maxFields} are allowed.`,
            { limit: limits.maxFields, actual: breadth },
          ),
        );
      } else if (complexity > limits.maxComplexity) {
        report(
          limitError(
            "QUERY_TOO_COMPLEX",
            `The query is too expensive: cost ${complexity}, at most ${limits.maxComplexity} is allowed.`,
            { limit: limits.maxComplexity, actual: complexity },
          ),
        );
      }
    },
  });
  for (const error of validate(args.schema, args.document, [rule])) {
    // Anything else (bad variables, say) is left for execution to report in its usual words.
    if (LIMIT_CODES.has(error.extensions.code)) found.push(error);
  }
  return found;
}

/** Refuses a document with more aliased fields than `max`, counting each use of a fragment. */
export function maxAliasesRule(max: number): ValidationRule {
  return function MaxAliasesRule(context: ValidationContext): ASTVisitor {
    const perFragment = new Map<string, number>();

    const count = (selectionSet: SelectionSetNode, visiting: Set<string>): number => {
      let total = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) total += 1;
          if (selection.selectionSet) total += count(selection.selectionSet, visiting);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          total += count(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          // Cycles are reported by the standard rules; memoising keeps nested spreads linear.
          if (visiting.has(name)) continue;
          let inFragment = perFragment.get(name);
          if (inFragment === undefined) {
            const fragment = context.getFragment(name);
            if (!fragment) continue;
            visiting.add(name);
            inFragment = count(fragment.selectionSet, visiting);
            visiting.delete(name);
            perFragment.set(name, inFragment);
          }
          total += inFragment;
        }
      }
      return total;
    };

    return {
      OperationDefinition(node) {
        const aliases = count(node.selectionSet, new Set());
        if (aliases > max) {
          context.reportError(
            limitError("TOO_MANY_ALIASES", `The query uses ${aliases} aliases; at most ${max} are allowed.`, {
              limit: max,
              actual: aliases,
              nodes: [node],
            }),
          );
        }
        return false;
      },
      FragmentDefinition: () => false,
    };
  };
}
