// React writes a page in many small pieces, and the server flushes the gzip compressor after every
// piece it forwards (so that streamed parts reach the browser at once). Compressed piece by piece, a
// page grows to about twice its size. This joins the pieces written in the same turn of the event
// loop into one chunk: a page without suspended parts leaves in one piece, compressed as a whole,
// and parts that resolve later still go out as soon as they are ready.
import { Transform } from "node:stream";

export function coalescedStream(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      callback();
    },
    flush(callback) {
      release();
      callback();
    },
  });
  function release() {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    stream.push(chunk);
  }
  return stream;
}
