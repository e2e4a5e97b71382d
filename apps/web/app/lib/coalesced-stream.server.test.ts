import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { coalescedStream } from "./coalesced-stream.server.ts";

function collect(stream: NodeJS.ReadableStream): { chunks: string[]; done: Promise<void> } {
  const chunks: string[] = [];
  const done = new Promise<void>((resolve) => {
    stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    stream.on("end", () => resolve());
  });
  return { chunks, done };
}

describe("coalescedStream", () => {
  it("joins what is written in one turn into one chunk, in order", async () => {
    const source = new PassThrough();
    const { chunks, done } = collect(source.pipe(coalescedStream()));
    for (const piece of ["<html>", "<body>", "<main>", "…", "</html>"]) source.write(piece);
    source.end();
    await done;
    expect(chunks).toEqual(["<html><body><main>…</html>"]);
  });

  it("still streams what comes later, as soon as it comes", async () => {
    const source = new PassThrough();
    const { chunks, done } = collect(source.pipe(coalescedStream()));
    source.write("shell-1");
    source.write("shell-2");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(chunks).toEqual(["shell-1shell-2"]);
    source.write("late part");
    source.end();
    await done;
    expect(chunks).toEqual(["shell-1shell-2", "late part"]);
  });
});
