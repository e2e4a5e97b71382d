// Test pictures: real painted art (so the image renderer has something to render), with a key of
// their own unless the test gives one.
import type { Scene, TimeOfDay } from "@parvat/media/art";
import type { Executor, New, Row } from "../../factories/executor.ts";
import { type Aspect, insertMedia, paintedMedia } from "../../factories/media.ts";
import type { media } from "../../schema/media.ts";
import { nextNumber } from "./sequence.ts";

export async function createMedia(
  db: Executor,
  overrides: Partial<New<typeof media>> & { scene?: Scene; time?: TimeOfDay; aspect?: Aspect } = {},
): Promise<Row<typeof media>> {
  const { scene = "himalayan-peaks", time, aspect, ...columns } = overrides;
  const key = columns.key ?? `test/${nextNumber()}`;
  const painted = paintedMedia({ key, scene, time, aspect, alt: columns.alt ?? "Snow peaks above a pine forest" });
  const [row] = await insertMedia(db, [{ ...painted, ...columns }]);
  return row!;
}
