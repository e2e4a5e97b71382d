// Content pages written whole: a creator with trips and moments, stories, the team and job
// openings. The demo loader writes the demo's pages through these.
import { blogPosts, creators, creatorTrips, jobOpenings, moments, teamMembers } from "../schema/content.ts";
import type { Executor, New, Row } from "./executor.ts";

export interface CreatorInput {
  creator: New<typeof creators>;
  trips?: {
    trip: Omit<New<typeof creatorTrips>, "creatorId" | "position">;
    moments: { mediaId: number; caption: string }[];
  }[];
}

export async function insertCreator(
  db: Executor,
  input: CreatorInput,
): Promise<{ creator: Row<typeof creators>; trips: Row<typeof creatorTrips>[] }> {
  const [creator] = await db.insert(creators).values(input.creator).returning();
  const trips: Row<typeof creatorTrips>[] = [];
  for (const [position, { trip, moments: tripMoments }] of (input.trips ?? []).entries()) {
    const [row] = await db
      .insert(creatorTrips)
      .values({ ...trip, creatorId: creator!.id, position })
      .returning();
    if (tripMoments.length > 0) {
      await db
        .insert(moments)
        .values(tripMoments.map((moment, index) => ({ ...moment, creatorTripId: row!.id, position: index })));
    }
    trips.push(row!);
  }
  return { creator: creator!, trips };
}

export async function insertBlogPost(db: Executor, post: New<typeof blogPosts>): Promise<Row<typeof blogPosts>> {
  const [row] = await db.insert(blogPosts).values(post).returning();
  return row!;
}

export async function insertTeamMembers(
  db: Executor,
  members: readonly Omit<New<typeof teamMembers>, "position">[],
): Promise<Row<typeof teamMembers>[]> {
  if (members.length === 0) return [];
  return db
    .insert(teamMembers)
    .values(members.map((member, position) => ({ ...member, position })))
    .returning();
}

export async function insertJobOpenings(
  db: Executor,
  openings: readonly New<typeof jobOpenings>[],
): Promise<Row<typeof jobOpenings>[]> {
  if (openings.length === 0) return [];
  return db
    .insert(jobOpenings)
    .values([...openings])
    .returning();
}
