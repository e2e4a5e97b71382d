import { readFileSync } from "node:fs";
import { GraphQLError } from "graphql";
import { describe, expect, it } from "vitest";
import { ERROR_CODES, invalidInput, UserError } from "./errors.ts";

describe("the error registry", () => {
  it("is documented code by code in docs/api.md", () => {
    const docs = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
    // A table row that starts with the code, however the formatter pads the columns.
    const documented = (code: string) => new RegExp(`^\\|\\s*\`${code}\`\\s*\\|`, "m").test(docs);
    const undocumented = Object.keys(ERROR_CODES).filter((code) => !documented(code));
    expect(undocumented, "add a row for each of these codes to the table in docs/api.md").toEqual([]);
  });

  it("spells invalid-jwt exactly as SPEC.md section 8 does", () => {
    expect(Object.keys(ERROR_CODES)).toContain("invalid-jwt");
  });
});

describe("UserError", () => {
  it("is a GraphQL error carrying its code, field and details", () => {
    const error = new UserError("Wait 30 seconds before asking for another code", {
      code: "RATE_LIMITED",
      field: "phone",
      details: { retryAfterSeconds: 30 },
    });
    expect(error).toBeInstanceOf(GraphQLError);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.toJSON()).toEqual({
      message: "Wait 30 seconds before asking for another code",
      extensions: { code: "RATE_LIMITED", field: "phone", retryAfterSeconds: 30 },
    });
  });

  it("cannot have its code overridden by details", () => {
    const error = new UserError("Log in again", { code: "invalid-jwt", details: { code: "SOMETHING_ELSE" } });
    expect(error.extensions.code).toBe("invalid-jwt");
  });
});

describe("invalidInput", () => {
  it("names the first refused field and carries every field's message", () => {
    const error = invalidInput({ name: "Enter your name", email: undefined, count: "At least one person" });
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(error.toJSON()).toEqual({
      message: "Enter your name",
      extensions: {
        code: "BAD_USER_INPUT",
        field: "name",
        fields: { name: "Enter your name", count: "At least one person" },
      },
    });
  });
});
