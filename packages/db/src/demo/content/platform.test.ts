import { company } from "@parvat/domain/company";
import { describe, expect, it } from "vitest";
import { readingMinutes } from "../load-demo-content.ts";
import { platformContent } from "./platform.ts";

const words = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe("platform content", () => {
  it("lists the company number first, for calls and WhatsApp", () => {
    expect(platformContent.phoneNumbers[0]).toMatchObject({ number: company.phone, isWhatsapp: true });
  });

  it("has the creator ishaanmehra with the three trips the routes need, each with 8-12 moments", () => {
    const [creator] = platformContent.creators;
    expect(creator?.slug).toBe("ishaanmehra");
    expect(creator?.trips.map((trip) => [trip.slug, trip.trek])).toEqual([
      ["kashmir-in-winter", "kashmir-winter-escape"],
      ["spiti-in-winter", "spiti-winter-expedition"],
      ["ladakh-road-trip", "ladakh-road-trip"],
    ]);
    for (const trip of creator!.trips) {
      expect(trip.moments.length, trip.slug).toBeGreaterThanOrEqual(8);
      expect(trip.moments.length, trip.slug).toBeLessThanOrEqual(12);
      expect(words(trip.description), trip.slug).toBeGreaterThan(150);
      for (const moment of trip.moments) expect(moment.caption.length).toBeGreaterThan(20);
    }
  });

  it("has the four blog posts the routes need, each 700-1200 words with headings", () => {
    const posts = platformContent.blogPosts;
    expect(posts.map((post) => post.slug).sort()).toEqual([
      "8-day-dubai-adventure",
      "discovering-the-winter-beauty-of-kashmir",
      "winter-spiti-valley-experience",
      "zanskar-valley-road-trip",
    ]);
    expect(posts.find((post) => post.slug === "discovering-the-winter-beauty-of-kashmir")?.creator).toBe("ishaanmehra");
    for (const post of posts) {
      expect(words(post.body), post.slug).toBeGreaterThanOrEqual(700);
      expect(words(post.body), post.slug).toBeLessThanOrEqual(1200);
      const blocks = post.body.split("\n\n");
      expect(blocks.filter((block) => block.startsWith("## ")).length, post.slug).toBeGreaterThanOrEqual(3);
      expect(blocks.every((block) => block.trim() === block && block.length > 0 && !block.includes("\n"))).toBe(true);
      expect(readingMinutes(post.body)).toBeGreaterThanOrEqual(3);
      expect(post.metaDescription.length, post.slug).toBeLessThanOrEqual(220);
    }
  });

  it("has 6-8 team members and 4-5 job openings with unique slugs", () => {
    expect(platformContent.team.length).toBeGreaterThanOrEqual(6);
    expect(platformContent.team.length).toBeLessThanOrEqual(8);
    expect(platformContent.jobs.length).toBeGreaterThanOrEqual(4);
    expect(platformContent.jobs.length).toBeLessThanOrEqual(5);
    expect(new Set(platformContent.jobs.map((job) => job.slug)).size).toBe(platformContent.jobs.length);
    for (const job of platformContent.jobs) {
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives trip planners phone numbers that no one else uses", () => {
    const phones = [
      ...platformContent.tripPlanners.map((planner) => planner.phone),
      ...platformContent.phoneNumbers.map((phone) => phone.number),
    ];
    expect(new Set(phones).size).toBe(phones.length);
  });
});
