// Text that PostgreSQL refuses never reaches a resolver. PostgreSQL stores no NUL character in text
// (it answers "invalid byte sequence", an error, not a miss), so one NUL in any string argument, in a
// variable or written in the document, would turn a lookup into a 500. This refuses such a request
// before execution, in one place for every operation: BAD_USER_INPUT naming the argument.
import type { DocumentNode } from "graphql";
import { visit } from "graphql";
import type { Plugin } from "graphql-yoga";
import { UserError } from "../errors.ts";

/** The path of the first string holding a NUL character inside a variable's value, or null. */
export function nulInside(value: unknown, path: string): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulInside(item, `${path}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const found = nulInside(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** The argument whose string literal in the document holds a NUL character, or null. */
function nulInDocument(document: DocumentNode): string | null {
  let argument: string | null = null;
  let found: string | null = null;
  visit(document, {
    Argument: {
      enter: (node) => {
        argument = node.name.value;
      },
      leave: () => {
        argument = null;
      },
    },
    StringValue(node) {
      if (!found && node.value.includes("\u0000")) found = argument ?? "query";
    },
  });
  return found;
}

export function useTextWithoutNul(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const fromVariables = nulInside(args.variableValues ?? {}, "")?.replace(/^\./, "");
      const field = fromVariables || nulInDocument(args.document);
      if (!field) return;
      setResultAndStopExecution({
        errors: [
          new UserError("Text cannot contain the NUL character (U+0000). Remove it and try again.", {
            code: "BAD_USER_INPUT",
            field: field.split(/[.[]/)[0]!,
          }),
        ],
      });
    },
  };
}
