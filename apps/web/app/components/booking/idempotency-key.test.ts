import { afterEach, describe, expect, it } from "vitest";
import { idempotencyKeyFor, retireIdempotencyKey, storageName } from "./idempotency-key.ts";

afterEach(() => sessionStorage.clear());

const choice = { eventId: 41, packageId: 7 };

describe("idempotency key", () => {
  it("is the same for every attempt at one choice, within the API's 16 to 100 characters", () => {
    const memory = new Map<string, string>();
    const first = idempotencyKeyFor(choice, memory);
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(first.length).toBeLessThanOrEqual(100);
    expect(idempotencyKeyFor(choice, memory)).toBe(first);
  });

  it("survives a refresh of the page (a new page memory) through sessionStorage", () => {
    const first = idempotencyKeyFor(choice, new Map());
    expect(sessionStorage.getItem(storageName(choice))).toBe(first);
    expect(idempotencyKeyFor(choice, new Map())).toBe(first);
  });

  it("differs between choices", () => {
    const memory = new Map<string, string>();
    expect(idempotencyKeyFor(choice, memory)).not.toBe(idempotencyKeyFor({ eventId: 41, packageId: 8 }, memory));
  });

  it("is replaced once retired, and when what is stored cannot be a key", () => {
    const memory = new Map<string, string>();
    const first = idempotencyKeyFor(choice, memory);
    retireIdempotencyKey(choice, memory);
    expect(sessionStorage.getItem(storageName(choice))).toBeNull();
    expect(idempotencyKeyFor(choice, memory)).not.toBe(first);

    sessionStorage.setItem(storageName(choice), "short");
    expect(idempotencyKeyFor(choice, new Map())).toMatch(/^bk-[0-9a-f-]{36}$/);
  });
});
