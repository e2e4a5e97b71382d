// Deterministic randomness for generated content: the same seed always gives the same sequence,
// so the demo looks the same on every machine and every reset.

/** FNV-1a: a stable 32-bit number from any string. */
export function hashSeed(seed: string | number): number {
  let hash = 2166136261;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** mulberry32: numbers in [0, 1), tiny, fast and well spread. */
export function seededRandom(seed: string | number): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
