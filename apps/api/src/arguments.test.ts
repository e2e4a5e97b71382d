import { expect, it } from "vitest";
import { MAX_ROW_ID, rowIdOf } from "./arguments.ts";

it.each([
  [1, 1],
  ["42", 42],
  [" 7 ", 7],
  [MAX_ROW_ID, MAX_ROW_ID],
  [String(MAX_ROW_ID), MAX_ROW_ID],
])("reads %j as the row id %j", (input, expected) => {
  expect(rowIdOf(input)).toBe(expected);
});

it.each([0, -1, 1.5, MAX_ROW_ID + 1, "2147483648", "99999999999999999999", "1e3", "0x10", "", "abc", null, undefined])(
  "answers no row for %j",
  (input) => {
    expect(rowIdOf(input)).toBeNull();
  },
);
