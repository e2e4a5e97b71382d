import { describe, expect, it } from "vitest";
import {
  activityPath,
  attractionPath,
  blogPostPath,
  campaignPath,
  creatorMomentsPath,
  creatorPath,
  creatorTripPath,
  dashboardPath,
  destinationPath,
  eventRegisterPath,
  loginPath,
  paymentOutcomePath,
  paymentPath,
  payPath,
  receiptPath,
  sandboxCheckoutPath,
  tourRegisterPath,
  tripPath,
} from "./paths.ts";

describe("paths", () => {
  it.each([
    [tripPath("kedarkantha-trek"), "/tours/kedarkantha-trek"],
    [destinationPath("spiti-valley"), "/spiti-valley"],
    [attractionPath("burj-khalifa"), "/attractions/burj-khalifa"],
    [activityPath("desert-safari"), "/activities/desert-safari"],
    [creatorPath("ishaanmehra"), "/creator/ishaanmehra"],
    [creatorTripPath("ishaanmehra", "spiti-in-winter"), "/creator/ishaanmehra/spiti-in-winter"],
    [creatorMomentsPath("ishaanmehra", "spiti-in-winter"), "/creator/ishaanmehra/spiti-in-winter/moments"],
    [blogPostPath({ slug: "zanskar-valley-road-trip" }), "/blog/zanskar-valley-road-trip"],
    [blogPostPath({ slug: "winter", creator: { slug: "ishaanmehra" } }), "/creator/ishaanmehra/blog/winter"],
    [dashboardPath(), "/dashboard"],
    [payPath(42), "/pay?booking=42"],
    [paymentPath("abc"), "/payment/abc"],
    [sandboxCheckoutPath("order_sbx_9K"), "/payments/sandbox/order_sbx_9K"],
    [receiptPath(71), "/receipts/71"],
    [
      paymentOutcomePath(42, { order: "order_sbx_9K", payment: "pay_sbx_1", status: "paid" }),
      "/payment/42?order=order_sbx_9K&payment=pay_sbx_1&status=paid",
    ],
    [
      paymentOutcomePath(42, { order: "order_sbx_9K", payment: null, status: "failed" }),
      "/payment/42?order=order_sbx_9K&status=failed",
    ],
  ])("%s is %s", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("carries the package and the departure to a trip's registration, only the parts given", () => {
    expect(tourRegisterPath(7, { packageId: 11, date: "2026-12-02" })).toBe(
      "/tours/7/register?packageId=11&date=2026-12-02",
    );
    expect(tourRegisterPath(7, { packageId: 11, eventId: 90 })).toBe("/tours/7/register?packageId=11&eventId=90");
  });

  it("carries a campaign from its page through the trip page to registration", () => {
    expect(campaignPath("summer-sale")).toBe("/campaign/summer-sale");
    expect(tripPath("valley-of-flowers-trek", { campaign: "summer-sale" })).toBe(
      "/tours/valley-of-flowers-trek?campaign=summer-sale",
    );
    expect(tripPath("valley-of-flowers-trek", { campaign: null })).toBe("/tours/valley-of-flowers-trek");
    expect(tourRegisterPath(7, { packageId: 11, date: "2026-12-02", campaign: "summer-sale" })).toBe(
      "/tours/7/register?packageId=11&date=2026-12-02&campaign=summer-sale",
    );
  });

  it("carries the number of travellers chosen on the trip page to registration, from a campaign too", () => {
    expect(tourRegisterPath(7, { packageId: 11, date: "2026-12-02", travellers: 3, campaign: "summer-sale" })).toBe(
      "/tours/7/register?packageId=11&date=2026-12-02&travellers=3&campaign=summer-sale",
    );
    // One traveller is where registration starts anyway.
    expect(tourRegisterPath(7, { packageId: 11, date: "2026-12-02", travellers: 1 })).toBe(
      "/tours/7/register?packageId=11&date=2026-12-02",
    );
  });

  it("adds the package to a departure's registration only when there is one", () => {
    expect(eventRegisterPath(90)).toBe("/event/90/register");
    expect(eventRegisterPath(90, { packageId: 11 })).toBe("/event/90/register?packageId=11");
  });

  it("escapes what it puts in the address", () => {
    expect(payPath("a&b=c")).toBe("/pay?booking=a%26b%3Dc");
    expect(paymentPath("x/y?z")).toBe("/payment/x%2Fy%3Fz");
  });

  it("sends /login the whole page to come back to, encoded", () => {
    expect(loginPath()).toBe("/login");
    expect(loginPath("/tours/42/register?packageId=7&date=2026-12-01")).toBe(
      "/login?redirectTo=%2Ftours%2F42%2Fregister%3FpackageId%3D7%26date%3D2026-12-01",
    );
    expect(new URLSearchParams(loginPath("/pay?booking=3").split("?")[1]).get("redirectTo")).toBe("/pay?booking=3");
  });
});
