import { describe, expect, it } from "vitest";
import { registrationInReturnPath } from "./booking-return.ts";

describe("registrationInReturnPath", () => {
  it("reads the trip and the choice of a registration address", () => {
    expect(registrationInReturnPath("/tours/7/register?packageId=11&date=2026-12-02")).toEqual({
      trekId: 7,
      packageId: 11,
      eventId: null,
      date: "2026-12-02",
    });
    expect(registrationInReturnPath("/tours/7/register?packageId=11&eventId=40")).toMatchObject({ eventId: 40 });
  });

  it.each([
    "/dashboard",
    "/tours/kedarkantha-trek",
    "/tours/0/register?packageId=1",
    "/tours/7/register/extra",
    "/event/4/register?packageId=1",
    "//evil.example/tours/7/register",
  ])("is null for %s", (path) => {
    expect(registrationInReturnPath(path)).toBeNull();
  });

  it("keeps what the address leaves out as null, for the state check to decide", () => {
    expect(registrationInReturnPath("/tours/7/register?packageId=abc")).toEqual({
      trekId: 7,
      packageId: null,
      eventId: null,
      date: null,
    });
  });
});
