// The numbers behind the test factories' default slugs, codes and phone numbers, shared by every
// area so that two defaults never collide, whatever mix of factories a test file calls.

let sequence = 0;

/** A number unique within this process (each test file runs in its own). */
export function nextNumber(): number {
  sequence += 1;
  return sequence;
}
