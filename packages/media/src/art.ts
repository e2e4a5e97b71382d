// Generated scenic art: every picture of the demo is painted here as a small SVG in one flat,
// layered travel-poster style. A scene is built from a few primitives (sky, sun or moon, ridges
// that fade into the haze with distance, water that mirrors what stands on its shore, trees,
// buildings) coloured by one palette per time of day, so all pictures belong together.
// The same seed always paints the same picture; different seeds move peaks, trees and boats.
import { seededRandom } from "./seeded-random.ts";

/** The scenes this generator knows how to paint; every demo picture names one of them. */
export const SCENES = [
  "himalayan-peaks",
  "snow-trail",
  "alpine-meadow",
  "pine-forest",
  "high-lake",
  "river-valley",
  "mountain-road",
  "monastery",
  "frozen-river",
  "desert-dunes",
  "city-skyline",
  "beach",
  "island-cove",
  "backwaters",
  "tea-hills",
  "rice-terraces",
  "temple",
  "old-town",
  "waterfall",
  "houseboat-lake",
  "campsite-night",
  "hotel-room",
  "portrait",
] as const;
export type Scene = (typeof SCENES)[number];

export const TIMES_OF_DAY = ["dawn", "day", "dusk", "night", "snow"] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface PaintOptions {
  scene: Scene;
  time: TimeOfDay;
  /** Any string or number; the demo uses the picture's media key. */
  seed: string | number;
  width: number;
  height: number;
}

export interface Painting {
  svg: string;
  /** The colour that covers most of the picture, shown while the image loads. */
  dominantColor: string;
}

// ─── Colour ─────────────────────────────────────────────────────────────────────────────

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${((1 << 24) | (Math.round(r) << 16) | (Math.round(g) << 8) | Math.round(b)).toString(16).slice(1)}`;
}

/** Linear mix: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

// ─── Randomness ─────────────────────────────────────────────────────────────────────────

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

function createRng(seed: string | number): Rng {
  const next = seededRandom(seed);
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => Math.floor(min + next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
  };
}

// ─── Palettes ───────────────────────────────────────────────────────────────────────────

interface Palette {
  /** Sky from the zenith to the horizon. */
  sky: [string, string, string];
  body: "sun" | "moon";
  sun: string;
  glow: string;
  /** What distant things fade into. */
  haze: string;
  /** Mountains: the farthest and the nearest layer before haze. */
  far: string;
  near: string;
  snow: string;
  snowShade: string;
  green: [string, string, string];
  water: [string, string];
  sand: [string, string];
  /** Lamps and lit windows. */
  light: string;
  ink: string;
  cloud: string;
  /** How much of the earthy browns shows in barren land. */
  earthiness: number;
  /** Whether windows, tents and fires glow. */
  lit: boolean;
}

const PALETTES: Record<TimeOfDay, Palette> = {
  dawn: {
    sky: ["#3a4480", "#c97f9f", "#ffd3a4"],
    body: "sun",
    sun: "#fff4d8",
    glow: "#ffc890",
    haze: "#f3bca8",
    far: "#a07fae",
    near: "#2c2a55",
    snow: "#fff4ee",
    snowShade: "#d4b4cb",
    green: ["#8c9a83", "#55705f", "#2b4038"],
    water: ["#eab0a8", "#4d5288"],
    sand: ["#f2caa2", "#c8907c"],
    light: "#ffd58a",
    ink: "#1e1c3d",
    cloud: "#ffe3d4",
    earthiness: 0.45,
    lit: true,
  },
  day: {
    sky: ["#3c86d4", "#8cc6ec", "#e6f4f7"],
    body: "sun",
    sun: "#fffbea",
    glow: "#fff6d0",
    haze: "#d8ebf2",
    far: "#98b4cd",
    near: "#24465a",
    snow: "#ffffff",
    snowShade: "#c3d6e8",
    green: ["#a2c974", "#5f9c4f", "#2c6640"],
    water: ["#93d6ea", "#1f6b9e"],
    sand: ["#f6dca8", "#dcb076"],
    light: "#ffe9a8",
    ink: "#17303d",
    cloud: "#ffffff",
    earthiness: 0.7,
    lit: false,
  },
  dusk: {
    sky: ["#2c1f54", "#b8486f", "#ffb566"],
    body: "sun",
    sun: "#ffe7a2",
    glow: "#ffa35e",
    haze: "#f0906d",
    far: "#a3587c",
    near: "#2a1639",
    snow: "#ffe4d0",
    snowShade: "#c98aa2",
    green: ["#93716a", "#5b4056", "#2e1f38"],
    water: ["#f6a873", "#3d2a5e"],
    sand: ["#f3aa78", "#b86c68"],
    light: "#ffcf70",
    ink: "#1d1029",
    cloud: "#ffc9a4",
    earthiness: 0.4,
    lit: true,
  },
  night: {
    sky: ["#070d26", "#172652", "#37507f"],
    body: "moon",
    sun: "#f7f3de",
    glow: "#9fb3e8",
    haze: "#3e5588",
    far: "#3c4c7c",
    near: "#0c1430",
    snow: "#cbd7f2",
    snowShade: "#7b8dc2",
    green: ["#31506e", "#1f3452", "#101d34"],
    water: ["#2e4679", "#0a1430"],
    sand: ["#5e6792", "#383f6a"],
    light: "#ffcd68",
    ink: "#070b1d",
    cloud: "#2d3e6e",
    earthiness: 0.12,
    lit: true,
  },
  snow: {
    sky: ["#8ea4bc", "#c4d2df", "#eef3f7"],
    body: "sun",
    sun: "#fdfdfd",
    glow: "#ffffff",
    haze: "#e4ecf2",
    far: "#b2c2d2",
    near: "#3f5269",
    snow: "#ffffff",
    snowShade: "#c9d6e4",
    green: ["#a6b9b8", "#62807e", "#30504e"],
    water: ["#bccddb", "#587590"],
    sand: ["#dedad2", "#aca99f"],
    light: "#ffe2a8",
    ink: "#24344a",
    cloud: "#f5f8fa",
    earthiness: 0.25,
    lit: false,
  },
};

const PRAYER_FLAG_COLOURS = ["#2f6fd0", "#f4f4f0", "#d8342f", "#2f9a52", "#f2c230"];

// ─── Canvas ─────────────────────────────────────────────────────────────────────────────

type Point = [number, number];

interface Canvas {
  W: number;
  H: number;
  /** One hundredth of the shorter side: sizes of trees, people and boats scale with it. */
  u: number;
  rng: Rng;
  p: Palette;
  time: TimeOfDay;
  defs: string[];
  out: string[];
  /** Painted last, over everything (falling snow). */
  top: string[];
  id(): string;
  /** The main colour below the horizon and the share of the picture it covers. */
  ground: { color: string; share: number };
}

const r0 = (value: number) => Math.round(value);
const r1 = (value: number) => Math.round(value * 10) / 10;

/** A closed polygon; each point is written relative to the one before, which keeps numbers short. */
function poly(points: readonly Point[]): string {
  let [px, py] = [r0(points[0]![0]), r0(points[0]![1])];
  let d = `M${px} ${py}l`;
  for (const [x, y] of points.slice(1)) {
    const [nx, ny] = [r0(x), r0(y)];
    d += `${nx - px} ${ny - py} `;
    [px, py] = [nx, ny];
  }
  return `${d.trimEnd()}z`;
}

/** A smooth open curve through the points (quadratic segments between midpoints). */
function smoothLine(points: readonly Point[]): string {
  let d = `M${r0(points[0]![0])} ${r0(points[0]![1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i]!;
    const [nx, ny] = points[i + 1]!;
    d += `Q${r0(x)} ${r0(y)} ${r0((x + nx) / 2)} ${r0((y + ny) / 2)}`;
  }
  const last = points[points.length - 1]!;
  return `${d}L${r0(last[0])} ${r0(last[1])}`;
}

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");
}

/** Round dots drawn as zero-length strokes: a few bytes each (stars, snowflakes, flowers). */
function dots(c: Canvas, points: readonly Point[], size: number, color: string, opacity = 1, layer = c.out) {
  if (points.length === 0) return;
  const d = points.map(([x, y]) => `M${r0(x)} ${r0(y)}h0`).join("");
  layer.push(
    `<path d="${d}" stroke="${color}" stroke-width="${r1(size)}" stroke-linecap="round"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`,
  );
}

function path(c: Canvas, d: string, fill: string, extra: Record<string, string | number | undefined> = {}, id = "") {
  c.out.push(`<path${id ? ` id="${id}"` : ""} d="${d}"${attrs({ fill, ...extra })}/>`);
}

function linear(c: Canvas, stops: [number, string, number?][], from: Point, to: Point): string {
  const id = c.id();
  const body = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${r1(offset)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${r1(opacity)}"`}/>`,
    )
    .join("");
  c.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${r0(from[0])}" y1="${r0(from[1])}" x2="${r0(to[0])}" y2="${r0(to[1])}">${body}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(c: Canvas, stops: [number, string, number][]): string {
  const id = c.id();
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("");
  c.defs.push(`<radialGradient id="${id}">${body}</radialGradient>`);
  return `url(#${id})`;
}

/** A vertical fill that goes from `color` at `top` to `bottomColor` at `bottom`. */
function vertical(c: Canvas, top: number, bottom: number, color: string, bottomColor: string): string {
  return linear(
    c,
    [
      [0, color],
      [1, bottomColor],
    ],
    [0, top],
    [0, bottom],
  );
}

/** Layer colour with atmospheric perspective: depth 0 is the horizon's haze, 1 the foreground. */
function depthColor(c: Canvas, depth: number, far = c.p.far, near = c.p.near): string {
  const base = mix(far, near, depth);
  return mix(c.p.haze, base, 0.35 + 0.65 * depth);
}

function earth(c: Canvas, depth: number): string {
  const far = mix(c.p.far, "#d9a97a", c.p.earthiness);
  const near = mix(c.p.near, "#6b3d28", c.p.earthiness);
  return depthColor(c, depth, far, near);
}

function greenAt(c: Canvas, depth: number): string {
  const [far, mid, near] = c.p.green;
  const base = depth < 0.5 ? mix(far, mid, depth * 2) : mix(mid, near, (depth - 0.5) * 2);
  return mix(c.p.haze, base, 0.45 + 0.55 * depth);
}

// ─── Noise and lines ────────────────────────────────────────────────────────────────────

/** Smooth 1-D value noise in [-1, 1] with a few octaves. */
function noise1d(rng: Rng, octaves = 3): (x: number) => number {
  const lattice = Array.from({ length: 64 }, () => rng.range(-1, 1));
  const at = (i: number) => lattice[((i % 64) + 64) % 64]!;
  const smooth = (x: number) => {
    const i = Math.floor(x);
    const t = x - i;
    const s = t * t * (3 - 2 * t);
    return at(i) * (1 - s) + at(i + 1) * s;
  };
  return (x) => {
    let total = 0;
    let amplitude = 1;
    let norm = 0;
    for (let octave = 0; octave < octaves; octave++) {
      total += smooth(x * 2 ** octave + octave * 7.3) * amplitude;
      norm += amplitude;
      amplitude /= 2;
    }
    return total / norm;
  };
}

interface Peak {
  x: number;
  height: number;
  half: number;
}

/** Heights of a mountain range: triangular peaks with rough, broken flanks. */
function rangeLine(
  c: Canvas,
  options: {
    base: number;
    amp: number;
    peaks: number;
    rough?: number;
    steps?: number;
    envelope?: (t: number) => number;
  },
): { points: Point[]; peaks: Peak[] } {
  const { W, rng } = c;
  const steps = options.steps ?? 70;
  const rough = options.rough ?? 0.12;
  const envelope = options.envelope ?? (() => 1);
  const peaks: Peak[] = Array.from({ length: options.peaks }, (_, i) => ({
    x: W * ((i + rng.range(0.1, 0.9)) / options.peaks) * 1.2 - W * 0.1,
    height: options.amp * rng.range(0.55, 1),
    half: (W / options.peaks) * rng.range(0.55, 1.05),
  }));
  const detail = noise1d(rng, 4);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = (W * i) / steps;
    let height = 0;
    for (const peak of peaks) {
      const fall = Math.abs(x - peak.x) / peak.half;
      height = Math.max(height, peak.height * (1 - fall));
    }
    height = Math.max(height, options.amp * 0.12) + detail(x / (W / 9)) * options.amp * rough;
    points.push([x, options.base - height * envelope(x / W)]);
  }
  return { points, peaks };
}

/** Rolling hills: a sum of slow waves. */
function hillLine(c: Canvas, base: number, amp: number, waves = 2.2, steps = 24): Point[] {
  const { W, rng } = c;
  const phase = rng.range(0, Math.PI * 2);
  const phase2 = rng.range(0, Math.PI * 2);
  const points: Point[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y =
      base -
      amp * (0.6 * Math.sin(t * Math.PI * waves + phase) + 0.4 * Math.sin(t * Math.PI * waves * 2.3 + phase2)) * 0.5 -
      amp * 0.5;
    points.push([W * t, y]);
  }
  return points;
}

function fillBelow(c: Canvas, line: readonly Point[], smooth: boolean): string {
  const { W, H } = c;
  if (!smooth) return poly([...line, [W, H + 2], [0, H + 2]]);
  return `${smoothLine(line)}L${W} ${H + 2}L0 ${H + 2}Z`;
}

function lineY(line: readonly Point[], x: number): number {
  for (let i = 1; i < line.length; i++) {
    const [x1, y1] = line[i]!;
    if (x1 >= x) {
      const [x0, y0] = line[i - 1]!;
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
  }
  return line[line.length - 1]![1];
}

// ─── Primitives ─────────────────────────────────────────────────────────────────────────

function sky(c: Canvas, horizon: number) {
  const [top, middle, bottom] = c.p.sky;
  const fill = linear(
    c,
    [
      [0, top],
      [0.55, middle],
      [1, bottom],
    ],
    [0, 0],
    [0, horizon],
  );
  c.out.push(`<rect width="${c.W}" height="${c.H}" fill="${fill}"/>`);
}

function stars(c: Canvas, horizon: number, count = 70) {
  if (c.time !== "night") return;
  const { rng, W, u } = c;
  const small: Point[] = [];
  const bright: Point[] = [];
  for (let i = 0; i < count; i++) {
    const point: Point = [rng.range(0, W), rng.range(0, horizon * 0.85) * rng.range(0.3, 1)];
    (rng.chance(0.15) ? bright : small).push(point);
  }
  dots(c, small, u * 0.3, "#fffbe8", 0.7);
  dots(c, bright, u * 0.55, "#fffbe8", 0.95);
}

/** The sun or the moon with a soft glow; nothing shows through an overcast snow sky but a pale disc. */
function celestial(c: Canvas, x: number, y: number, size = 1) {
  const radius = c.u * 6 * size;
  const glow = radial(c, [
    [0, c.p.glow, c.time === "snow" ? 0.5 : 0.75],
    [0.35, c.p.glow, c.time === "snow" ? 0.2 : 0.3],
    [1, c.p.glow, 0],
  ]);
  c.out.push(`<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(radius * 5)}" fill="${glow}"/>`);
  if (c.p.body === "moon") {
    c.out.push(`<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(radius * 0.8)}" fill="${c.p.sun}"/>`);
    const spot = mix(c.p.sun, c.p.glow, 0.45);
    c.out.push(
      `<g fill="${spot}" opacity=".5"><circle cx="${r0(x - radius * 0.25)}" cy="${r0(y - radius * 0.2)}" r="${r0(radius * 0.2)}"/><circle cx="${r0(x + radius * 0.25)}" cy="${r0(y + radius * 0.25)}" r="${r0(radius * 0.14)}"/></g>`,
    );
  } else {
    c.out.push(
      `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(radius)}" fill="${c.p.sun}"${c.time === "snow" ? ' opacity=".7"' : ""}/>`,
    );
  }
}

/** Long, flat poster clouds: stacked rounded bars. */
function clouds(c: Canvas, horizon: number, count = 3) {
  const { rng, W, u } = c;
  const opacity = c.time === "night" ? 0.55 : c.time === "snow" ? 0.8 : 0.7;
  let bars = "";
  for (let i = 0; i < count; i++) {
    const x = rng.range(-0.1, 0.85) * W;
    const y = rng.range(0.12, 0.62) * horizon;
    const length = rng.range(0.16, 0.34) * W;
    const thick = u * rng.range(2.2, 3.4);
    for (let row = 0; row < 3; row++) {
      const inset = row === 1 ? 0 : rng.range(0.12, 0.3) * length;
      const rowLength = length - inset * (row === 1 ? 0 : 1.4);
      bars += `<rect x="${r0(x + inset)}" y="${r0(y + (row - 1) * thick * 0.85)}" width="${r0(rowLength)}" height="${r0(thick)}" rx="${r0(thick / 2)}"/>`;
    }
  }
  c.out.push(`<g fill="${c.p.cloud}" opacity="${opacity}">${bars}</g>`);
}

function snowfall(c: Canvas) {
  if (c.time !== "snow") return;
  const { rng, W, H, u } = c;
  const flakes: Point[][] = [[], [], []];
  for (let i = 0; i < 90; i++) flakes[i % 3]!.push([rng.range(0, W), rng.range(0, H)]);
  for (const [i, points] of flakes.entries()) dots(c, points, u * (0.4 + i * 0.35), "#ffffff", 0.85, c.top);
}

/** The usual backdrop: sky, clouds, stars, sun or moon. */
function backdrop(c: Canvas, horizon: number, options: { sun?: Point; size?: number; clouds?: number } = {}) {
  sky(c, horizon);
  stars(c, horizon);
  const defaultSun: Point =
    c.time === "day"
      ? [c.W * c.rng.range(0.62, 0.85), horizon * c.rng.range(0.18, 0.3)]
      : c.time === "night"
        ? [c.W * c.rng.range(0.6, 0.85), horizon * c.rng.range(0.15, 0.3)]
        : c.time === "snow"
          ? [c.W * c.rng.range(0.2, 0.8), horizon * 0.3]
          : [c.W * c.rng.range(0.3, 0.7), horizon * c.rng.range(0.55, 0.75)];
  const [sx, sy] = options.sun ?? defaultSun;
  celestial(c, sx, sy, options.size);
  clouds(c, horizon, options.clouds ?? c.rng.int(2, 4));
  snowfall(c);
}

/** A mountain range layer with optional snow caps and shaded faces. */
function mountains(
  c: Canvas,
  options: {
    base: number;
    amp: number;
    peaks: number;
    depth: number;
    snow?: number;
    rough?: number;
    barren?: boolean;
    envelope?: (t: number) => number;
    mist?: boolean;
  },
): Point[] {
  const { points, peaks } = rangeLine(c, options);
  const color = options.barren ? earth(c, options.depth) : depthColor(c, options.depth);
  const top = options.base - options.amp;
  const id = c.id();
  const fill = vertical(
    c,
    top,
    options.base,
    color,
    options.mist === false ? color : mix(color, c.p.haze, 0.35 * (1 - options.depth * 0.6)),
  );
  path(c, fillBelow(c, points, false), fill, {}, id);
  const clip = c.id();
  c.defs.push(`<clipPath id="${clip}"><use href="#${id}"/></clipPath>`);
  let inner = "";
  // Faces turned away from the light are darker: one shadow wedge per peak.
  const shade = peaks
    .map((peak) => {
      const apex: Point = [peak.x, options.base - peak.height];
      return poly([apex, [peak.x + peak.half * c.rng.range(0.05, 0.3), c.H], [peak.x + peak.half * 1.2, c.H]]);
    })
    .join("");
  inner += `<path d="${shade}" fill="${c.p.ink}" opacity="${r1(0.1 + 0.12 * options.depth)}"/>`;
  if (options.snow) {
    // A jagged snow line; the clip keeps the snow on the mountain.
    const line = options.base - options.amp * options.snow;
    const edge: Point[] = [];
    const stepCount = 36;
    for (let i = stepCount; i >= 0; i--) {
      const x = (c.W * i) / stepCount;
      const drip = c.rng.chance(0.3) ? c.rng.range(0.05, 0.2) : 0;
      edge.push([x, line + options.amp * (c.rng.range(-0.08, 0.08) + drip)]);
    }
    const snowPath = poly([[0, 0], [c.W, 0], ...edge]);
    const snowFill = vertical(c, top, line, c.p.snow, mix(c.p.snow, c.p.snowShade, 0.5));
    inner += `<path d="${snowPath}" fill="${snowFill}" opacity="${r1(0.75 + 0.25 * (1 - options.depth))}"/>`;
    inner += `<path d="${shade}" fill="${c.p.snowShade}" opacity=".45"/>`;
  }
  c.out.push(`<g clip-path="url(#${clip})">${inner}</g>`);
  return points;
}

/** A band of mist lying in a valley. */
function mist(c: Canvas, y: number, thickness: number, opacity = 0.55) {
  const fill = linear(
    c,
    [
      [0, c.p.haze, 0],
      [0.5, c.p.haze, opacity],
      [1, c.p.haze, 0],
    ],
    [0, y - thickness / 2],
    [0, y + thickness / 2],
  );
  c.out.push(`<rect y="${r0(y - thickness / 2)}" width="${c.W}" height="${r0(thickness)}" fill="${fill}"/>`);
}

function hills(c: Canvas, line: Point[], color: string, shadeTo?: string, top?: number): void {
  const minY = top ?? Math.min(...line.map(([, y]) => y));
  const fill = shadeTo ? vertical(c, minY, c.H, color, shadeTo) : color;
  path(c, fillBelow(c, line, true), fill);
}

/** A pine outline: three stacked tiers on a short trunk, base centre at (x, y). */
function pineOutline(x: number, y: number, height: number): string {
  const w = height * 0.36;
  const tiers: Point[] = [
    [x, y - height],
    [x + w * 0.45, y - height * 0.62],
    [x + w * 0.25, y - height * 0.62],
    [x + w * 0.75, y - height * 0.3],
    [x + w * 0.45, y - height * 0.3],
    [x + w, y - height * 0.05],
    [x + w * 0.12, y - height * 0.05],
    [x + w * 0.12, y],
    [x - w * 0.12, y],
    [x - w * 0.12, y - height * 0.05],
    [x - w, y - height * 0.05],
    [x - w * 0.45, y - height * 0.3],
    [x - w * 0.75, y - height * 0.3],
    [x - w * 0.25, y - height * 0.62],
    [x - w * 0.45, y - height * 0.62],
  ];
  return poly(tiers);
}

/** A row of pines standing on a line, drawn as one path. */
function forest(
  c: Canvas,
  line: readonly Point[],
  options: {
    color: string;
    size: number;
    density: number;
    jitter?: number;
    snowy?: boolean;
    from?: number;
    to?: number;
    /** Fill down to the bottom of the picture instead of just under the trees. */
    solid?: boolean;
  },
) {
  const { rng, W, u, H } = c;
  const from = (options.from ?? 0) * W;
  const to = (options.to ?? 1) * W;
  if (options.size < u * 11) {
    // Seen from afar a forest is a serrated tree line: one tip and one notch per tree. Its lower
    // edge follows the ground, so it never ends in a hard vertical edge.
    const sink = options.size * 0.15;
    const outline: Point[] = [[from, lineY(line, from) + sink]];
    let caps = "";
    let x = from;
    while (x < to) {
      const height = options.size * rng.range(0.7, 1.2);
      const step = (options.size * rng.range(0.45, 0.8)) / options.density;
      const ground = lineY(line, Math.min(x, to)) + sink;
      const tip: Point = [Math.min(x + step / 2, to), ground - height];
      outline.push([x, ground - height * 0.22], tip);
      if (options.snowy) {
        caps += poly([
          tip,
          [tip[0] + step * 0.22, tip[1] + height * 0.3],
          [tip[0] - step * 0.22, tip[1] + height * 0.3],
        ]);
      }
      x += step;
    }
    outline.push([to, lineY(line, to) + sink]);
    if (options.solid) {
      outline.push([to, H + 2], [from, H + 2]);
    } else {
      for (let gx = to; gx > from; gx -= W / 24) outline.push([gx, lineY(line, gx) + options.size * 0.6]);
      outline.push([from, lineY(line, from) + options.size * 0.6]);
    }
    path(c, poly(outline), options.color);
    if (caps) path(c, caps, c.p.snow, { opacity: 0.9 });
    return;
  }
  let d = "";
  let caps = "";
  let x = from + rng.range(0, options.size * 0.3);
  while (x < to) {
    const height = options.size * rng.range(0.7, 1.25);
    const y = lineY(line, x) + options.size * rng.range(0.05, options.jitter ?? 0.25);
    d += pineOutline(x, y, height);
    if (options.snowy) {
      const w = height * 0.36;
      caps += poly([
        [x, y - height],
        [x + w * 0.32, y - height * 0.72],
        [x, y - height * 0.78],
        [x - w * 0.32, y - height * 0.72],
      ]);
    }
    x += (options.size * rng.range(0.5, 1.2)) / options.density;
  }
  path(c, d, options.color);
  if (caps) path(c, caps, c.p.snow, { opacity: 0.9 });
}

/** A coconut palm, drawn from its foot; `lean` bends the trunk. */
function palm(c: Canvas, x: number, y: number, height: number, lean: number, color: string) {
  const topX = x + lean * height;
  const topY = y - height;
  const w = height * 0.035;
  const trunk = `M${r0(x - w)} ${r0(y)}Q${r0(x + lean * height * 0.2 - w)} ${r0(y - height * 0.6)} ${r0(topX - w * 0.6)} ${r0(topY)}L${r0(topX + w * 0.6)} ${r0(topY)}Q${r0(x + lean * height * 0.2 + w)} ${r0(y - height * 0.6)} ${r0(x + w)} ${r0(y)}Z`;
  let fronds = "";
  const count = 7;
  for (let i = 0; i < count; i++) {
    const angle = -Math.PI + (i / (count - 1)) * Math.PI + c.rng.range(-0.15, 0.15);
    const length = height * c.rng.range(0.38, 0.52);
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.sin(angle) * length * 0.55 + length * 0.35;
    const cx = topX + Math.cos(angle) * length * 0.5;
    const cy = topY + Math.sin(angle) * length * 0.6 - length * 0.1;
    const thick = length * 0.13;
    fronds += `M${r0(topX)} ${r0(topY)}Q${r0(cx)} ${r0(cy - thick)} ${r0(ex)} ${r0(ey)}Q${r0(cx)} ${r0(cy + thick)} ${r0(topX)} ${r0(topY)}Z`;
  }
  path(c, trunk + fronds, color);
}

/** A round broadleaf tree (chinar, silver oak, mango). */
function roundTree(c: Canvas, x: number, y: number, height: number, color: string) {
  const crown = height * 0.36;
  const trunk = poly([
    [x - height * 0.03, y],
    [x - height * 0.02, y - height * 0.6],
    [x + height * 0.02, y - height * 0.6],
    [x + height * 0.03, y],
  ]);
  let blobs = "";
  for (let i = 0; i < 3; i++) {
    const bx = x + (i - 1) * crown * 0.55;
    const by = y - height + crown * (i === 1 ? 0.9 : 1.25);
    const radius = crown * (i === 1 ? 0.95 : 0.7);
    blobs += `M${r0(bx - radius)} ${r0(by)}a${r0(radius)} ${r0(radius)} 0 1 0 ${r0(radius * 2)} 0a${r0(radius)} ${r0(radius)} 0 1 0 ${r0(-radius * 2)} 0`;
  }
  path(c, trunk + blobs, color);
}

/** A small walking trekker with a backpack and a pole; `coat` is the jacket colour. */
function trekker(c: Canvas, x: number, y: number, height: number, coat: string) {
  const h = height;
  const body = `M${r1(x - h * 0.1)} ${r1(y - h * 0.62)}L${r1(x + h * 0.1)} ${r1(y - h * 0.62)}L${r1(x + h * 0.12)} ${r1(y - h * 0.3)}L${r1(x - h * 0.12)} ${r1(y - h * 0.3)}Z`;
  const legs = `M${r1(x - h * 0.1)} ${r1(y - h * 0.32)}L${r1(x - h * 0.2)} ${r1(y)}L${r1(x - h * 0.12)} ${r1(y)}L${r1(x)} ${r1(y - h * 0.2)}L${r1(x + h * 0.1)} ${r1(y)}L${r1(x + h * 0.18)} ${r1(y)}L${r1(x + h * 0.1)} ${r1(y - h * 0.32)}Z`;
  const head = `M${r1(x - h * 0.09)} ${r1(y - h * 0.75)}a${r1(h * 0.09)} ${r1(h * 0.09)} 0 1 0 ${r1(h * 0.18)} 0a${r1(h * 0.09)} ${r1(h * 0.09)} 0 1 0 ${r1(-h * 0.18)} 0`;
  const pack = `M${r1(x - h * 0.24)} ${r1(y - h * 0.66)}L${r1(x - h * 0.08)} ${r1(y - h * 0.66)}L${r1(x - h * 0.08)} ${r1(y - h * 0.34)}L${r1(x - h * 0.26)} ${r1(y - h * 0.36)}Z`;
  const pole = `M${r1(x + h * 0.14)} ${r1(y - h * 0.5)}L${r1(x + h * 0.3)} ${r1(y)}`;
  c.out.push(
    `<path d="${legs + head}" fill="${c.p.ink}"/><path d="${body}" fill="${coat}"/><path d="${pack}" fill="${mix(coat, c.p.ink, 0.55)}"/><path d="${pole}" stroke="${c.p.ink}" stroke-width="${r1(h * 0.025)}"/>`,
  );
}

/** Strings of prayer flags hanging between two points. */
function prayerFlags(c: Canvas, from: Point, to: Point, sag: number, size: number) {
  const control: Point = [(from[0] + to[0]) / 2, Math.max(from[1], to[1]) + sag];
  const count = Math.max(6, Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / (size * 1.25)));
  const at = (t: number): Point => [
    (1 - t) ** 2 * from[0] + 2 * (1 - t) * t * control[0] + t * t * to[0],
    (1 - t) ** 2 * from[1] + 2 * (1 - t) * t * control[1] + t * t * to[1],
  ];
  const byColour = PRAYER_FLAG_COLOURS.map(() => "");
  for (let i = 1; i < count; i++) {
    const [x, y] = at(i / count);
    const flag = poly([
      [x - size * 0.42, y],
      [x + size * 0.42, y],
      [x + size * 0.4, y + size * 0.95],
      [x - size * 0.44, y + size * 0.9],
    ]);
    byColour[i % PRAYER_FLAG_COLOURS.length] += flag;
  }
  const dim = c.time === "night" ? 0.55 : c.time === "snow" ? 0.15 : 0;
  c.out.push(
    `<path d="M${r0(from[0])} ${r0(from[1])}Q${r0(control[0])} ${r0(control[1])} ${r0(to[0])} ${r0(to[1])}" fill="none" stroke="${c.p.ink}" stroke-width="${r1(size * 0.06)}"/>`,
  );
  byColour.forEach((d, i) => {
    if (d) path(c, d, mix(PRAYER_FLAG_COLOURS[i]!, c.p.ink, dim), { opacity: 0.92 });
  });
}

/** Water from `top` down, mirroring whatever `mirror` names (path ids) about the waterline. */
function water(c: Canvas, top: number, mirror: string[] = [], calm = 1) {
  const { W, H, rng, u } = c;
  const fill = vertical(c, top, H, mix(c.p.water[0], c.p.sky[2], 0.35), c.p.water[1]);
  const clip = c.id();
  c.defs.push(`<clipPath id="${clip}"><rect y="${r0(top)}" width="${W}" height="${r0(H - top)}"/></clipPath>`);
  c.out.push(`<rect y="${r0(top)}" width="${W}" height="${r0(H - top + 1)}" fill="${fill}"/>`);
  if (mirror.length > 0) {
    const uses = mirror.map((id) => `<use href="#${id}"/>`).join("");
    // The clip sits outside the flip, or it would be flipped into the sky too.
    c.out.push(
      `<g clip-path="url(#${clip})"><g opacity="${r1(0.22 + 0.2 * calm)}" transform="matrix(1 0 0 -1 0 ${r0(top * 2)})">${uses}</g></g>`,
    );
  }
  // Ripples: short light strokes, longer and sparser towards the viewer.
  let d = "";
  for (let i = 0; i < 34; i++) {
    const depth = rng.next() ** 1.4;
    const y = top + (H - top) * depth + u * 0.3;
    const length = u * (2 + depth * 14) * rng.range(0.5, 1.3);
    const x = rng.range(-0.05, 1) * W;
    d += `M${r0(x)} ${r0(y)}h${r0(length)}`;
  }
  c.out.push(
    `<path d="${d}" stroke="${mix(c.p.sky[2], "#ffffff", 0.4)}" stroke-width="${r1(u * 0.35)}" stroke-linecap="round" opacity=".5"/>`,
  );
}

/** A sun or moon path glittering on the water below it. */
function glitter(c: Canvas, x: number, top: number) {
  const { rng, u, H } = c;
  let d = "";
  for (let i = 0; i < 14; i++) {
    const t = i / 14;
    const y = top + (H - top) * t * t + u;
    const half = u * (1.5 + t * 9) * rng.range(0.5, 1);
    d += `M${r0(x - half + rng.range(-u, u) * (1 + t * 4))} ${r0(y)}h${r0(half * 2)}`;
  }
  c.out.push(
    `<path d="${d}" stroke="${c.p.sun}" stroke-width="${r1(u * 0.5)}" stroke-linecap="round" opacity="${c.time === "day" ? 0.35 : 0.6}"/>`,
  );
}

function windowsGrid(
  c: Canvas,
  x: number,
  y: number,
  width: number,
  height: number,
  cell: number,
  litShare: number,
): string {
  let d = "";
  for (let wy = y + cell; wy < y + height - cell; wy += cell * 1.8) {
    for (let wx = x + cell * 0.7; wx < x + width - cell; wx += cell * 1.6) {
      if (c.rng.chance(litShare)) d += `M${r1(wx)} ${r1(wy)}h${r1(cell * 0.7)}v${r1(cell * 0.9)}h${r1(-cell * 0.7)}z`;
    }
  }
  return d;
}

// ─── Scenes ─────────────────────────────────────────────────────────────────────────────

type Painter = (c: Canvas) => void;

const himalayanPeaks: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.62;
  backdrop(c, horizon);
  mountains(c, { base: horizon, amp: H * 0.42, peaks: rng.int(3, 5), depth: 0.05, snow: 0.55, rough: 0.08 });
  mountains(c, { base: H * 0.72, amp: H * 0.3, peaks: rng.int(4, 6), depth: 0.35, snow: 0.3 });
  mist(c, H * 0.72, H * 0.1);
  const ridge = mountains(c, { base: H * 0.86, amp: H * 0.16, peaks: 6, depth: 0.65, rough: 0.2 });
  forest(c, ridge, { color: depthColor(c, 0.75, c.p.green[1], c.p.near), size: u * 4, density: 1.4, solid: true });
  const near = hillLine(c, H * 0.98, H * 0.1, 1.6);
  hills(c, near, greenAt(c, 1), mix(greenAt(c, 1), c.p.ink, 0.4));
  if (rng.chance(0.45)) {
    const left = rng.chance(0.5);
    const from: Point = left ? [-u, H * 0.7] : [W * 0.55, H * 0.82];
    const to: Point = left ? [W * 0.45, H * 0.84] : [W + u, H * 0.7];
    prayerFlags(c, from, to, H * 0.05, u * 2.2);
  }
  c.ground = { color: depthColor(c, 0.4), share: 0.5 };
};

const snowTrail: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.55;
  backdrop(c, horizon);
  mountains(c, { base: horizon, amp: H * 0.36, peaks: rng.int(3, 4), depth: 0.1, snow: 0.7, rough: 0.08 });
  mountains(c, { base: H * 0.66, amp: H * 0.22, peaks: 5, depth: 0.3, snow: 0.75 });
  const slope = hillLine(c, H * 0.75, H * 0.18, 1.2);
  const snowFill = vertical(c, H * 0.55, H, c.p.snow, mix(c.p.snowShade, c.p.snow, 0.3));
  path(c, fillBelow(c, slope, true), snowFill);
  forest(c, slope, { color: depthColor(c, 0.7), size: u * 7, density: 0.9, snowy: true, to: rng.range(0.25, 0.4) });
  const near = hillLine(c, H * 0.95, H * 0.1, 1);
  path(c, fillBelow(c, near, true), mix(c.p.snow, c.p.snowShade, 0.35));
  // The trail winds from the foreground up the slope; trekkers walk it.
  const trail: Point[] = [];
  const start = rng.range(0.35, 0.65);
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    trail.push([W * (start + Math.sin(t * 5 + rng.range(0, 0.3)) * 0.18 * (1 - t * 0.5)), H - t * (H * 0.33)]);
  }
  c.out.push(
    `<path d="${smoothLine(trail)}" fill="none" stroke="${c.p.snowShade}" stroke-width="${r1(u * 1.4)}" stroke-dasharray="${r1(u * 0.8)} ${r1(u * 0.9)}" stroke-linecap="round"/>`,
  );
  const coats = ["#d8342f", "#f2a22a", "#2f6fd0", "#2f9a52"];
  for (let i = 0; i < rng.int(2, 4); i++) {
    const [x, y] = trail[3 + i * 1]!;
    trekker(c, x, y, u * (9 - i * 1.5), coats[i % coats.length]!);
  }
  c.ground = { color: c.p.snow, share: 0.5 };
};

const alpineMeadow: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.55;
  backdrop(c, horizon);
  mountains(c, { base: horizon, amp: H * 0.34, peaks: rng.int(3, 5), depth: 0.1, snow: 0.5 });
  const ridge = mountains(c, { base: H * 0.64, amp: H * 0.14, peaks: 6, depth: 0.4, rough: 0.25 });
  forest(c, ridge, { color: depthColor(c, 0.5, c.p.green[1], c.p.green[2]), size: u * 3, density: 1.6 });
  const layers = [0.72, 0.84, 0.97];
  let front: Point[] = [];
  layers.forEach((base, i) => {
    front = hillLine(c, H * base, H * (0.08 + i * 0.03), 1.4 + i * 0.5);
    const color = greenAt(c, 0.35 + i * 0.3);
    hills(c, front, color, mix(color, c.p.ink, 0.15));
  });
  // Wild flowers in the nearest grass.
  const flowers = ["#f3d34a", "#e9588a", "#ffffff", "#9a6ee0"];
  const byColour: Point[][] = flowers.map(() => []);
  for (let i = 0; i < 80; i++) {
    const x = rng.range(0, W);
    const y = lineY(front, x) + rng.range(0.01, 0.2) * H;
    if (y < H) byColour[i % flowers.length]!.push([x, y]);
  }
  const dim = c.time === "night" ? 0.6 : c.time === "dusk" ? 0.25 : 0;
  byColour.forEach((points, i) => {
    dots(c, points, u * 0.9, mix(flowers[i]!, c.p.ink, dim));
  });
  if (rng.chance(0.5)) tents(c, W * rng.range(0.15, 0.7), H * 0.82, u * 5, 2);
  c.ground = { color: greenAt(c, 0.6), share: 0.5 };
};

const pineForest: Painter = (c) => {
  const { H, u } = c;
  const horizon = H * 0.5;
  backdrop(c, horizon, { clouds: 2 });
  mountains(c, { base: horizon, amp: H * 0.25, peaks: 4, depth: 0.05, snow: c.time === "snow" ? 0.6 : 0.25 });
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const depth = (i + 1) / layers;
    const base = H * (0.52 + depth * 0.42);
    const line = hillLine(c, base, H * 0.1, 1.5 + i * 0.3);
    const color = depthColor(c, depth * 0.9, c.p.green[1], c.p.green[2]);
    hills(c, line, color);
    forest(c, line, {
      color,
      size: u * (3 + depth * 9),
      density: 1.5,
      snowy: c.time === "snow",
    });
    if (i < layers - 1) mist(c, base + H * 0.02, H * 0.08, 0.5 - depth * 0.3);
  }
  c.ground = { color: depthColor(c, 0.6, c.p.green[1], c.p.green[2]), share: 0.55 };
};

const highLake: Painter = (c) => {
  const { H, W, u, rng } = c;
  const shore = H * 0.6;
  backdrop(c, shore);
  const far = c.id();
  const group: string[] = [];
  const before = c.out.length;
  mountains(c, { base: shore, amp: H * 0.4, peaks: rng.int(3, 4), depth: 0.1, snow: 0.6 });
  mountains(c, { base: shore, amp: H * 0.2, peaks: 5, depth: 0.4, snow: 0.25, mist: false });
  // Group what stands on the shore so the lake can mirror it.
  group.push(...c.out.splice(before));
  c.out.push(`<g id="${far}">${group.join("")}</g>`);
  water(c, shore, [far], 1);
  if (c.time !== "day") glitter(c, W * 0.5, shore);
  const bank = hillLine(c, H * 0.97, H * 0.08, 1.3);
  hills(c, bank, greenAt(c, 0.9), mix(greenAt(c, 0.9), c.p.ink, 0.35));
  // Boulders on the near shore.
  let stones = "";
  for (let i = 0; i < 5; i++) {
    const x = rng.range(0, W);
    const y = lineY(bank, x) + u * 2;
    const s = u * rng.range(2, 5);
    stones += poly([
      [x - s, y],
      [x - s * 0.6, y - s * 0.7],
      [x + s * 0.3, y - s * 0.8],
      [x + s, y],
    ]);
  }
  path(c, stones, mix(earth(c, 0.8), c.p.ink, 0.2));
  if (rng.chance(0.4)) tents(c, W * rng.range(0.1, 0.6), H * 0.9, u * 4.5, rng.int(1, 3));
  c.ground = { color: mix(c.p.water[0], c.p.water[1], 0.5), share: 0.45 };
};

const riverValley: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.56;
  backdrop(c, horizon);
  // A V-shaped valley: the ranges climb towards the edges.
  const valley = (t: number) => 0.45 + Math.abs(t - 0.5) * 1.3;
  mountains(c, { base: horizon, amp: H * 0.4, peaks: 5, depth: 0.1, snow: 0.55, envelope: valley });
  mountains(c, { base: H * 0.7, amp: H * 0.35, peaks: 5, depth: 0.4, snow: 0.35, envelope: valley });
  const banks = hillLine(c, H * 0.8, H * 0.06, 1);
  hills(c, banks, greenAt(c, 0.6), greenAt(c, 0.9));
  // The river leaves the foot of the far ranges and widens as it comes towards us.
  const phase = rng.range(0, Math.PI * 2);
  const start = lineY(banks, W / 2) + u;
  const centre = (t: number) => W * (0.5 + Math.sin(t * 3.5 + phase) * 0.1 * t);
  const ribbon = (scale: number) => {
    const left: Point[] = [];
    const right: Point[] = [];
    for (let i = 0; i <= 16; i++) {
      const t = i / 16;
      const y = start + t * (H - start) * 1.02;
      const half = W * (0.006 + t ** 1.8 * 0.2) * scale;
      left.push([centre(t) - half, y]);
      right.unshift([centre(t) + half, y]);
    }
    return `${smoothLine(left)}L${smoothLine(right).slice(1)}Z`;
  };
  path(c, ribbon(1), vertical(c, start, H, mix(c.p.sky[2], c.p.water[0], 0.4), c.p.water[1]));
  path(c, ribbon(0.35), mix(c.p.sky[2], "#ffffff", 0.4), { opacity: 0.35 });
  for (let i = 0; i < 6; i++) {
    const side = i % 2 === 0 ? rng.range(0.02, 0.3) : rng.range(0.7, 0.98);
    roundTree(c, W * side, H * rng.range(0.86, 1), u * rng.range(8, 14), greenAt(c, 1));
  }
  c.ground = { color: greenAt(c, 0.7), share: 0.45 };
};

const mountainRoad: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.56;
  backdrop(c, horizon);
  mountains(c, { base: horizon, amp: H * 0.36, peaks: 4, depth: 0.1, snow: 0.45, barren: true, rough: 0.1 });
  mountains(c, { base: H * 0.68, amp: H * 0.2, peaks: 5, depth: 0.4, barren: true, rough: 0.15 });
  const slope = hillLine(c, H * 0.72, H * 0.1, 0.9);
  const ground = earth(c, 0.75);
  hills(c, slope, ground, mix(ground, c.p.ink, 0.3));
  // Switchbacks: the legs shorten and the road narrows as it climbs away from us.
  const legs = rng.int(4, 5);
  const centre = W * rng.range(0.42, 0.58);
  const bends: Point[] = [];
  for (let i = 0; i <= legs; i++) {
    const t = i / legs;
    const half = W * (0.3 - t * 0.2);
    bends.push([centre + (i % 2 === 0 ? -half : half), H * 1.02 - t * H * 0.26]);
  }
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const asphalt = mix(c.p.ink, ground, 0.3);
  let road = "";
  let dashes = "";
  for (let i = 0; i <= legs; i++) {
    const t = i / legs;
    const start = i === 0 ? bends[0]! : mid(bends[i - 1]!, bends[i]!);
    const end = i === legs ? bends[legs]! : mid(bends[i]!, bends[i + 1]!);
    const segment =
      i === 0 || i === legs
        ? `M${r0(start[0])} ${r0(start[1])}L${r0(end[0])} ${r0(end[1])}`
        : `M${r0(start[0])} ${r0(start[1])}Q${r0(bends[i]![0])} ${r0(bends[i]![1])} ${r0(end[0])} ${r0(end[1])}`;
    road += `<path d="${segment}" stroke-width="${r1(u * (3.6 - t * 2.6))}"/>`;
    if (t < 0.6) dashes += segment;
  }
  c.out.push(`<g fill="none" stroke="${asphalt}" stroke-linecap="round">${road}</g>`);
  path(c, dashes, "none", {
    stroke: mix(c.p.sand[0], "#ffffff", 0.5),
    "stroke-width": r1(u * 0.3),
    "stroke-dasharray": `${r1(u * 1.4)} ${r1(u * 1.4)}`,
  });
  // A red jeep climbing the first leg, a chorten at the top of the road.
  const [jx, jy] = mid(bends[0]!, bends[1]!);
  path(
    c,
    `M${r0(jx - u * 2.6)} ${r0(jy - u * 0.6)}h${r0(u * 5.2)}v${r0(-u * 1.6)}l${r0(-u * 1.1)} ${r0(-u * 1.2)}h${r0(-u * 3.1)}z`,
    mix("#d8342f", c.p.ink, c.time === "night" ? 0.5 : 0),
  );
  dots(
    c,
    [
      [jx - u * 1.6, jy - u * 0.5],
      [jx + u * 1.6, jy - u * 0.5],
    ],
    u * 1.3,
    c.p.ink,
  );
  const last = bends[legs]!;
  chorten(c, last[0] + (legs % 2 === 0 ? -u * 5 : u * 5), last[1] - u * 0.5, u * 5);
  prayerFlags(c, [W * 0.02, H * 0.58], [W * 0.4, H * 0.63], H * 0.04, u * 2);
  c.ground = { color: ground, share: 0.5 };
};

/** A Buddhist chorten: white steps, a dome and a spire. */
function chorten(c: Canvas, x: number, y: number, size: number) {
  const s = size;
  const white = c.time === "night" ? mix("#f1ede2", c.p.ink, 0.5) : "#f4f0e6";
  const body = `M${r1(x - s * 0.5)} ${r1(y)}h${r1(s)}v${r1(-s * 0.22)}h${r1(-s * 0.12)}v${r1(-s * 0.14)}h${r1(-s * 0.76)}v${r1(s * 0.14)}h${r1(-s * 0.12)}z
M${r1(x - s * 0.3)} ${r1(y - s * 0.36)}a${r1(s * 0.3)} ${r1(s * 0.32)} 0 0 1 ${r1(s * 0.6)} 0z`;
  const spire = poly([
    [x - s * 0.08, y - s * 0.62],
    [x, y - s * 1.1],
    [x + s * 0.08, y - s * 0.62],
  ]);
  path(c, body.replace(/\n/g, ""), white);
  path(c, spire, "#c99a3a");
  path(
    c,
    poly([
      [x, y - s * 0.36],
      [x + s * 0.5, y],
      [x + s * 0.12, y],
    ]),
    c.p.ink,
    { opacity: 0.15 },
  );
}

function tents(c: Canvas, x: number, y: number, size: number, count: number) {
  const colours = ["#f2a22a", "#d8342f", "#2f9a52", "#2f6fd0"];
  for (let i = 0; i < count; i++) {
    const tx = x + i * size * 1.6;
    const ty = y + (i % 2) * size * 0.2;
    const colour = mix(colours[(i + c.rng.int(0, 3)) % colours.length]!, c.p.ink, c.time === "night" ? 0.45 : 0.05);
    path(
      c,
      poly([
        [tx - size, ty],
        [tx, ty - size * 0.95],
        [tx + size, ty],
      ]),
      colour,
    );
    const door = poly([
      [tx - size * 0.28, ty],
      [tx, ty - size * 0.62],
      [tx + size * 0.28, ty],
    ]);
    path(c, door, c.p.lit ? c.p.light : mix(colour, c.p.ink, 0.5));
    if (c.p.lit) {
      const glow = radial(c, [
        [0, c.p.light, 0.5],
        [1, c.p.light, 0],
      ]);
      c.out.push(`<ellipse cx="${r0(tx)}" cy="${r0(ty)}" rx="${r0(size * 2)}" ry="${r0(size * 0.7)}" fill="${glow}"/>`);
    }
  }
}

const monastery: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.62;
  backdrop(c, horizon);
  mountains(c, { base: horizon, amp: H * 0.38, peaks: 4, depth: 0.1, snow: 0.45, barren: true });
  // The monastery climbs a rocky spur.
  const spurX = W * rng.range(0.35, 0.65);
  const spurTop = H * 0.42;
  const spur: Point[] = [
    [0, H * 0.9],
    [spurX - W * 0.35, H * 0.78],
    [spurX - W * 0.12, H * 0.55],
    [spurX, spurTop],
    [spurX + W * 0.1, H * 0.5],
    [spurX + W * 0.3, H * 0.74],
    [W, H * 0.84],
  ];
  const rock = earth(c, 0.7);
  path(c, fillBelow(c, spur, true), vertical(c, spurTop, H, rock, mix(rock, c.p.ink, 0.35)));
  const white = c.time === "night" ? mix("#f1ede2", c.p.near, 0.55) : mix("#f6f1e4", c.p.haze, 0.15);
  const maroon = mix("#7a2230", c.p.ink, c.time === "night" ? 0.4 : 0);
  const windowColour = c.p.lit ? c.p.light : mix(c.p.ink, "#3a2a2a", 0.3);
  let walls = "";
  let bands = "";
  let windows = "";
  const blocks = 9;
  for (let i = 0; i < blocks; i++) {
    const t = (i / (blocks - 1)) * 2 - 1;
    const bw = u * rng.range(7, 13);
    const bh = u * rng.range(5, 9);
    const bx = spurX + t * W * 0.2 - bw / 2;
    const by = H * 0.47 + Math.abs(t) * H * 0.2 + rng.range(-1, 1) * u * 2;
    walls += `M${r0(bx)} ${r0(by)}h${r0(bw)}v${r0(bh)}h${r0(-bw)}z`;
    bands += `M${r0(bx)} ${r0(by)}h${r0(bw)}v${r0(bh * 0.16)}h${r0(-bw)}z`;
    for (let k = 0; k < Math.floor(bw / (u * 3)); k++) {
      windows += `M${r0(bx + u * 1.5 + k * u * 3)} ${r0(by + bh * 0.42)}h${r0(u * 1.2)}v${r0(u * 1.6)}h${r0(-u * 1.2)}z`;
    }
  }
  path(c, walls, white);
  path(c, bands, maroon);
  path(c, windows, windowColour);
  // The main hall on the top with a golden finial.
  const hw = u * 14;
  const hy = spurTop - u * 6;
  path(c, `M${r0(spurX - hw / 2)} ${r0(hy)}h${r0(hw)}v${r0(u * 9)}h${r0(-hw)}z`, white);
  path(c, `M${r0(spurX - hw / 2)} ${r0(hy)}h${r0(hw)}v${r0(u * 2)}h${r0(-hw)}z`, maroon);
  path(
    c,
    poly([
      [spurX - u * 1.2, hy],
      [spurX, hy - u * 3.2],
      [spurX + u * 1.2, hy],
    ]),
    "#d9a83a",
  );
  chorten(c, spurX - W * 0.28, H * 0.8, u * 7);
  chorten(c, spurX + W * 0.25, H * 0.76, u * 6);
  prayerFlags(c, [spurX, hy - u * 3], [spurX + W * 0.35, H * 0.72], H * 0.03, u * 1.8);
  prayerFlags(c, [spurX - W * 0.45, H * 0.8], [spurX, hy + u], H * 0.04, u * 1.8);
  c.ground = { color: rock, share: 0.5 };
};

const frozenRiver: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.5;
  backdrop(c, horizon, { clouds: 1 });
  mountains(c, { base: horizon, amp: H * 0.2, peaks: 3, depth: 0.1, snow: 0.7 });
  // Canyon walls close in from both sides.
  const wall = (side: 0 | 1) => {
    const points: Point[] = [];
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      const y = H * 0.2 + t * H * 0.85;
      const edge = W * (0.38 - t * 0.28) + rng.range(-1, 1) * u * 2;
      points.push([side === 0 ? edge : W - edge, y]);
    }
    // A broken rim from the picture's edge to the lip of the gorge.
    const rim: Point[] = [];
    const lip = W * 0.38;
    for (let k = 0; k < 6; k++) {
      const x = (lip * k) / 6;
      rim.push([side === 0 ? x : W - x, H * (0.13 + (k / 6) * 0.07) + rng.range(-1, 1) * u * 1.5]);
    }
    const outer: Point[] = [[side === 0 ? 0 : W, H], ...rim];
    return poly([...outer, ...points]);
  };
  const rockTop = earth(c, 0.5);
  const rockBottom = mix(earth(c, 0.9), c.p.ink, 0.3);
  const walls = [wall(0), wall(1)];
  path(c, walls[0]!, vertical(c, H * 0.15, H, rockTop, rockBottom));
  path(c, walls[1]!, vertical(c, H * 0.15, H, mix(rockTop, c.p.ink, 0.15), rockBottom));
  // Tilted rock strata, kept inside the walls.
  for (const [side, shape] of walls.entries()) {
    const clip = c.id();
    c.defs.push(`<clipPath id="${clip}"><path d="${shape}"/></clipPath>`);
    let strata = "";
    for (let i = 0; i < 9; i++) {
      const y = H * (0.2 + i * 0.09 + rng.range(-0.02, 0.02));
      const tilt = (side === 0 ? 1 : -1) * H * 0.06;
      strata += `M${side === 0 ? 0 : W} ${r0(y)}L${r0(W / 2)} ${r0(y + tilt)}`;
    }
    c.out.push(
      `<path d="${strata}" stroke="${mix(rockBottom, c.p.ink, 0.3)}" stroke-width="${r1(u * 0.6)}" opacity=".35" clip-path="url(#${clip})"/>`,
    );
  }
  // Snow ledges on the walls.
  let ledges = "";
  for (let i = 0; i < 10; i++) {
    const side = i % 2;
    const y = H * rng.range(0.3, 0.9);
    const t = (y - H * 0.2) / (H * 0.85);
    const edge = W * (0.38 - t * 0.28);
    const x = side === 0 ? edge - rng.range(0.02, 0.12) * W : W - edge + rng.range(0, 0.1) * W;
    ledges += `M${r0(x)} ${r0(y)}h${r0(u * rng.range(4, 9))}l${r0(-u)} ${r0(u * 0.8)}h${r0(-u * 4)}z`;
  }
  path(c, ledges, c.p.snow, { opacity: 0.9 });
  // The frozen river: pale ice with cracks, widening towards us.
  const ice = poly([
    [W * 0.485, H * 0.505],
    [W * 0.515, H * 0.505],
    [W * 0.95, H],
    [W * 0.05, H],
  ]);
  path(c, ice, vertical(c, H * 0.5, H, mix(c.p.snow, c.p.sky[2], 0.4), mix(c.p.snowShade, c.p.water[0], 0.3)));
  let cracks = "";
  for (let i = 0; i < 9; i++) {
    const y = H * rng.range(0.62, 0.98);
    const x = W * rng.range(0.3, 0.7);
    cracks += `M${r0(x)} ${r0(y)}l${r0(u * rng.range(3, 8))} ${r0(u * rng.range(-0.6, 0.6))}l${r0(u * rng.range(2, 5))} ${r0(u * rng.range(-0.8, 0.8))}`;
  }
  path(c, cracks, "none", { stroke: mix(c.p.water[1], c.p.snowShade, 0.4), "stroke-width": r1(u * 0.3), opacity: 0.6 });
  const coats = ["#d8342f", "#f2a22a", "#2f6fd0", "#2f9a52", "#9a3fb0"];
  const walkers = rng.int(3, 5);
  for (let i = 0; i < walkers; i++) {
    const t = 0.25 + i * 0.15;
    trekker(c, W * (0.5 + (i % 2 ? 0.03 : -0.04) * (1 + t * 3)), H * (0.6 + t * 0.38), u * (4 + t * 10), coats[i]!);
  }
  c.ground = { color: rockTop, share: 0.6 };
};

const desertDunes: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.6;
  backdrop(c, horizon, { size: c.time === "day" ? 1 : 1.4, clouds: rng.int(0, 2) });
  const [light, dark] = c.p.sand;
  // Light from one side: the gentle windward slopes are lit, the steep lee sides are in shade.
  const dir = rng.chance(0.5) ? 1 : -1;
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const depth = i / (layers - 1);
    const base = H * (0.62 + depth * 0.3);
    const lit = mix(mix(c.p.haze, light, 0.45 + depth * 0.55), dark, depth * 0.12);
    const shade = mix(lit, mix(dark, c.p.ink, 0.25), 0.4 + depth * 0.15);
    path(c, `M0 ${r0(base)}H${W}V${H}H0Z`, mix(lit, shade, 0.3));
    let x = -W * rng.range(0.1, 0.3);
    let biggest: Point[] = [];
    let biggestHeight = 0;
    while (x < W * 1.1) {
      const wide = W * rng.range(0.22, 0.4) * (1 + depth * 0.4);
      const steep = wide * rng.range(0.35, 0.55);
      const height = H * rng.range(0.035, 0.07) * (1 + depth * 0.9);
      const cx = dir === 1 ? x + wide : x + steep;
      const cy = base - height;
      const foot = cx - dir * wide;
      const lee = cx + dir * steep;
      path(
        c,
        `M${r0(foot)} ${r0(base)}C${r0(foot + dir * wide * 0.5)} ${r0(base - height * 0.2)} ${r0(cx - dir * wide * 0.3)} ${r0(cy)} ${r0(cx)} ${r0(cy)}C${r0(cx + dir * steep * 0.3)} ${r0(cy)} ${r0(cx + dir * steep * 0.6)} ${r0(base)} ${r0(lee)} ${r0(base)}Z`,
        lit,
      );
      path(
        c,
        `M${r0(cx)} ${r0(cy)}C${r0(cx - dir * wide * 0.02)} ${r0(cy + height * 0.5)} ${r0(cx - dir * wide * 0.1)} ${r0(base - height * 0.1)} ${r0(cx - dir * wide * 0.25)} ${r0(base)}L${r0(lee)} ${r0(base)}C${r0(cx + dir * steep * 0.6)} ${r0(base)} ${r0(cx + dir * steep * 0.3)} ${r0(cy)} ${r0(cx)} ${r0(cy)}Z`,
        shade,
      );
      if (height > biggestHeight && cx > 0 && cx < W) {
        biggestHeight = height;
        biggest =
          dir === 1
            ? [
                [foot, base],
                [cx, cy],
              ]
            : [
                [cx, cy],
                [foot, base],
              ];
      }
      x += wide + steep * rng.range(0.4, 0.9);
    }
    if (i === 1 && biggest.length > 0) {
      const [[x0], [x1]] = biggest as [Point, Point];
      caravan(c, biggest, (x0 + (x1 - x0) * 0.25) / W);
    }
    if (i === layers - 1) {
      // Wind ripples on the nearest sand.
      let ripples = "";
      for (let k = 0; k < 7; k++) {
        const y = base + (H - base) * rng.range(0.15, 0.95);
        const rx = W * rng.range(-0.1, 0.7);
        const length = W * rng.range(0.15, 0.35);
        ripples += `M${r0(rx)} ${r0(y)}q${r0(length / 2)} ${r0(-u * 1.5)} ${r0(length)} 0`;
      }
      path(c, ripples, "none", { stroke: shade, "stroke-width": r1(u * 0.35), opacity: 0.6 });
    }
  }
  c.ground = { color: mix(light, dark, 0.3), share: 0.45 };
};

/** Camels walking in a line along a dune crest: one outline, placed four times. */
function caravan(c: Canvas, line: readonly Point[], start: number) {
  const { W, u } = c;
  const camel = c.id();
  c.defs.push(
    `<path id="${camel}" d="M-.72 0L-.66-.8Q-.9-.95-.7-1.1Q-.4-1.55-.1-1.15Q.2-1 .45-1.05L.75-1.55Q.85-1.7 1.05-1.6L1.15-1.48L.95-1.45L.62-.95Q.6-.8.5-.75L.52 0H.44L.4-.62L.32 0H.24L.26-.7Q-.1-.62-.45-.7L-.5 0H-.58L-.6-.6L-.64 0Z"/>`,
  );
  const size = u * 2.2;
  let uses = "";
  for (let i = 0; i < 4; i++) {
    const x = W * start + i * size * 2.4;
    const y = lineY(line, x) + size * 0.05;
    uses += `<use href="#${camel}" transform="translate(${r0(x)} ${r0(y)}) scale(${r1(size)})"/>`;
  }
  c.out.push(`<g fill="${c.p.ink}" opacity=".85">${uses}</g>`);
}

const citySkyline: Painter = (c) => {
  const { H, W, u, rng } = c;
  const waterline = H * 0.72;
  backdrop(c, waterline * 0.9, { clouds: rng.int(1, 3) });
  const skyline = c.id();
  const before = c.out.length;
  for (let layer = 0; layer < 2; layer++) {
    const depth = layer === 0 ? 0.2 : 0.6;
    const colour = depthColor(c, depth, mix(c.p.far, "#8f9bb0", 0.3), mix(c.p.near, "#1d2a3c", 0.4));
    let towers = "";
    let windows = "";
    let x = -u * 2;
    while (x < W) {
      const width = u * rng.range(3, 7) * (layer === 0 ? 0.8 : 1.1);
      const height = H * rng.range(0.08, layer === 0 ? 0.28 : 0.22);
      const top = waterline - height;
      if (rng.chance(0.3)) {
        // A tower with a stepped crown.
        towers += `M${r0(x)} ${r0(waterline)}V${r0(top)}h${r0(width * 0.2)}v${r0(-u * 1.5)}h${r0(width * 0.6)}v${r0(u * 1.5)}h${r0(width * 0.2)}V${r0(waterline)}z`;
      } else {
        towers += `M${r0(x)} ${r0(waterline)}V${r0(top)}h${r0(width)}V${r0(waterline)}z`;
      }
      if (layer === 1 && c.p.lit) windows += windowsGrid(c, x, top, width, height, u * 0.9, 0.3);
      x += width + u * rng.range(0.2, 1.5);
    }
    path(c, towers, colour);
    if (windows) path(c, windows, c.p.light, { opacity: 0.85 });
  }
  // The needle: a tall stepped spire rising far above the rest.
  const nx = W * rng.range(0.3, 0.7);
  const base = waterline;
  const tall = H * 0.62;
  const needle: Point[] = [];
  const tiers = 6;
  for (let i = 0; i <= tiers; i++) {
    const y = base - (tall * i) / tiers;
    const half = u * 4 * (1 - i / (tiers + 0.4));
    needle.push([nx - half, y]);
  }
  const right = needle.map(([x, y]) => [2 * nx - x, y] as Point).reverse();
  path(c, poly([...needle, [nx, base - tall - H * 0.08], ...right]), depthColor(c, 0.55, c.p.far, c.p.near));
  if (rng.chance(0.6)) {
    // A sail-shaped hotel standing out in the sea.
    const sx = nx < W / 2 ? W * 0.82 : W * 0.15;
    path(
      c,
      `M${r0(sx - u * 3)} ${r0(base)}L${r0(sx - u * 2)} ${r0(base - H * 0.3)}Q${r0(sx + u * 7)} ${r0(base - H * 0.22)} ${r0(sx + u * 6)} ${r0(base)}Z`,
      mix(c.p.snow, c.p.haze, 0.4),
    );
  }
  const group = c.out.splice(before);
  c.out.push(`<g id="${skyline}">${group.join("")}</g>`);
  water(c, waterline, [skyline], 0.8);
  if (c.time === "dusk" || c.time === "dawn") glitter(c, W * 0.5, waterline);
  for (let i = 0; i < 3; i++) {
    palm(c, W * (i < 2 ? 0.04 + i * 0.07 : 0.93), H * 1.02, H * rng.range(0.3, 0.42), i === 2 ? -0.2 : 0.15, c.p.ink);
  }
  c.ground = { color: depthColor(c, 0.5), share: 0.35 };
};

const beach: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.55;
  backdrop(c, horizon, { sun: c.time === "day" ? undefined : [W * rng.range(0.35, 0.65), horizon - u * 3] });
  water(c, horizon, [], 0.6);
  glitter(c, W * 0.5, horizon);
  // Sand sweeping up from one corner, edged with foam.
  const sandLine: Point[] = [
    [0, H * 0.72],
    [W * 0.3, H * 0.8],
    [W * 0.65, H * 0.9],
    [W, H * 0.86],
  ];
  const [light, dark] = c.p.sand;
  path(c, fillBelow(c, sandLine, true), vertical(c, H * 0.72, H, light, dark));
  path(c, smoothLine(sandLine), "none", { stroke: "#ffffff", "stroke-width": r1(u * 0.8), opacity: 0.75 });
  const wave = sandLine.map(([x, y]) => [x, y - u * 3] as Point);
  path(c, smoothLine(wave), "none", { stroke: "#ffffff", "stroke-width": r1(u * 0.4), opacity: 0.4 });
  const side = rng.chance(0.5) ? 0 : 1;
  for (let i = 0; i < 3; i++) {
    const x = side === 0 ? W * (0.05 + i * 0.09) : W * (0.95 - i * 0.09);
    palm(c, x, H * (0.8 + i * 0.06), H * rng.range(0.35, 0.55), side === 0 ? 0.25 : -0.25, c.p.ink);
  }
  if (rng.chance(0.6)) {
    const bx = W * (side === 0 ? 0.7 : 0.3);
    const by = horizon + (H - horizon) * 0.25;
    path(c, `M${r0(bx - u * 6)} ${r0(by)}h${r0(u * 12)}l${r0(-u * 2)} ${r0(u * 1.6)}h${r0(-u * 8)}z`, c.p.ink);
    path(
      c,
      poly([
        [bx, by - u * 0.5],
        [bx, by - u * 7],
        [bx + u * 4, by - u],
      ]),
      mix(c.p.sun, c.p.haze, 0.3),
    );
  }
  c.ground = { color: mix(c.p.water[0], c.p.water[1], 0.4), share: 0.45 };
};

const islandCove: Painter = (c) => {
  const { H, W, u, rng } = c;
  const waterline = H * 0.64;
  backdrop(c, waterline);
  const islands = c.id();
  const before = c.out.length;
  const count = rng.int(3, 5);
  for (let i = 0; i < count; i++) {
    const depth = i / count;
    const x = W * rng.range(0, 1);
    const width = W * rng.range(0.08, 0.18) * (1 + depth);
    const height = H * rng.range(0.18, 0.38) * (0.6 + depth * 0.6);
    const rock = depthColor(c, 0.15 + depth * 0.6, mix(c.p.green[0], c.p.far, 0.4), c.p.green[2]);
    // Limestone karst: steep sides, a forested cap, lit on one side and shaded on the other.
    const shape = `M${r0(x - width / 2)} ${r0(waterline)}C${r0(x - width * 0.55)} ${r0(waterline - height * 0.7)} ${r0(x - width * 0.35)} ${r0(waterline - height)} ${r0(x)} ${r0(waterline - height)}C${r0(x + width * 0.4)} ${r0(waterline - height)} ${r0(x + width * 0.6)} ${r0(waterline - height * 0.6)} ${r0(x + width / 2)} ${r0(waterline)}Z`;
    const shaded = mix(rock, c.p.ink, 0.25);
    const twoTone = linear(
      c,
      [
        [0, rock],
        [0.55, rock],
        [0.55, shaded],
        [1, shaded],
      ],
      [x - width / 2, 0],
      [x + width / 2, 0],
    );
    path(c, shape, twoTone);
    const cap = linear(
      c,
      [
        [0, greenAt(c, 0.3 + depth * 0.6), 0.9],
        [1, greenAt(c, 0.3 + depth * 0.6), 0],
      ],
      [0, waterline - height],
      [0, waterline - height * 0.45],
    );
    path(c, shape, cap);
  }
  const group = c.out.splice(before);
  c.out.push(`<g id="${islands}">${group.join("")}</g>`);
  water(c, waterline, [islands], 0.9);
  // Turquoise shallows near the shore.
  path(
    c,
    `M0 ${r0(H * 0.85)}Q${r0(W * 0.5)} ${r0(H * 0.78)} ${W} ${r0(H * 0.88)}V${H}H0Z`,
    mix("#3cc2c0", c.p.water[1], c.time === "day" ? 0.1 : 0.6),
    { opacity: 0.7 },
  );
  // A longtail boat.
  const bx = W * rng.range(0.25, 0.75);
  const by = H * 0.82;
  path(
    c,
    `M${r0(bx - u * 9)} ${r0(by - u * 2)}Q${r0(bx)} ${r0(by + u * 2)} ${r0(bx + u * 8)} ${r0(by - u * 1.4)}l${r0(-u)} ${r0(u * 1.4)}Q${r0(bx)} ${r0(by + u * 2.6)} ${r0(bx - u * 8)} ${r0(by)}z`,
    mix("#8a4b2a", c.p.ink, c.time === "day" ? 0.1 : 0.5),
  );
  path(
    c,
    `M${r0(bx - u * 3)} ${r0(by - u * 1.5)}h${r0(u * 6)}v${r0(-u * 2.5)}h${r0(-u * 6)}z`,
    mix("#2f6fd0", c.p.ink, 0.3),
  );
  c.out.push(
    `<path d="M${r0(bx - u * 9)} ${r0(by - u * 2)}l${r0(-u * 1.5)} ${r0(-u * 2)}" stroke="${c.p.ink}" stroke-width="${r1(u * 0.4)}"/>`,
  );
  palm(c, W * (rng.chance(0.5) ? 0.06 : 0.94), H * 1.02, H * 0.5, rng.range(-0.2, 0.2), c.p.ink);
  c.ground = { color: mix(c.p.water[0], c.p.water[1], 0.45), share: 0.4 };
};

const backwaters: Painter = (c) => {
  const { H, W, u, rng } = c;
  const waterline = H * 0.58;
  backdrop(c, waterline, { clouds: rng.int(1, 3) });
  const bank = c.id();
  const before = c.out.length;
  const bankColour = greenAt(c, 0.7);
  path(c, `M0 ${r0(waterline - u * 2)}H${W}V${r0(waterline)}H0Z`, bankColour);
  for (let i = 0; i < 12; i++) {
    const x = W * (i / 11) + rng.range(-u * 3, u * 3);
    palm(c, x, waterline, H * rng.range(0.2, 0.36), rng.range(-0.35, 0.35), mix(bankColour, c.p.ink, 0.25));
  }
  const group = c.out.splice(before);
  c.out.push(`<g id="${bank}">${group.join("")}</g>`);
  water(c, waterline, [bank], 1);
  if (c.time !== "day") glitter(c, W * 0.5, waterline);
  // A kettuvallam: a long wooden hull and a woven, barrel-shaped roof.
  const hx = W * rng.range(0.3, 0.7);
  const hy = H * 0.8;
  const hull = mix("#6b3a1f", c.p.ink, c.time === "night" ? 0.5 : 0.1);
  const roof = mix("#c9a06a", c.p.ink, c.time === "night" ? 0.55 : 0.1);
  path(
    c,
    `M${r0(hx - u * 22)} ${r0(hy - u * 5)}Q${r0(hx)} ${r0(hy + u * 2)} ${r0(hx + u * 22)} ${r0(hy - u * 6)}L${r0(hx + u * 18)} ${r0(hy)}Q${r0(hx)} ${r0(hy + u * 4)} ${r0(hx - u * 18)} ${r0(hy)}Z`,
    hull,
  );
  path(
    c,
    `M${r0(hx - u * 15)} ${r0(hy - u * 2)}V${r0(hy - u * 7)}Q${r0(hx)} ${r0(hy - u * 14)} ${r0(hx + u * 15)} ${r0(hy - u * 7)}V${r0(hy - u * 2)}Z`,
    roof,
  );
  let ribs = "";
  for (let i = -3; i <= 3; i++) ribs += `M${r0(hx + i * u * 4)} ${r0(hy - u * 2)}v${r0(-u * 7)}`;
  path(c, ribs, "none", { stroke: mix(roof, c.p.ink, 0.35), "stroke-width": r1(u * 0.4) });
  if (c.p.lit) {
    path(c, windowsGrid(c, hx - u * 13, hy - u * 7, u * 26, u * 5, u * 1.2, 0.8), c.p.light, { opacity: 0.9 });
  }
  palm(c, W * 0.97, H * 1.05, H * 0.6, -0.3, c.p.ink);
  c.ground = { color: mix(c.p.water[0], c.p.water[1], 0.45), share: 0.45 };
};

const teaHills: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.45;
  backdrop(c, horizon);
  mountains(c, { base: horizon + H * 0.05, amp: H * 0.16, peaks: 4, depth: 0.1, rough: 0.05 });
  mist(c, horizon + H * 0.04, H * 0.1);
  for (let i = 0; i < 3; i++) {
    const depth = (i + 1) / 3;
    const line = hillLine(c, H * (0.6 + i * 0.17), H * 0.18, 1 + i * 0.4, 16);
    const colour = greenAt(c, 0.3 + depth * 0.6);
    hills(c, line, colour);
    // Rows of tea bushes follow the hill's contour.
    const clip = c.id();
    c.defs.push(`<clipPath id="${clip}"><path d="${fillBelow(c, line, true)}"/></clipPath>`);
    let rows = "";
    const gap = u * (1.6 + depth * 3);
    for (let k = 1; k < 10; k++) {
      rows += smoothLine(line.map(([x, y]) => [x, y + k * gap + Math.sin(x / (W * 0.1)) * u] as Point));
    }
    c.out.push(
      `<path d="${rows}" fill="none" stroke="${mix(colour, c.p.ink, 0.3)}" stroke-width="${r1(gap * 0.3)}" opacity=".55" clip-path="url(#${clip})"/>`,
    );
    const trees = rng.int(1, 3);
    for (let k = 0; k < trees; k++) {
      const x = rng.range(0.05, 0.95) * W;
      roundTree(c, x, lineY(line, x) + gap, u * (6 + depth * 8), mix(colour, c.p.ink, 0.45));
    }
    if (i === 0) mist(c, H * 0.66, H * 0.08, 0.35);
  }
  c.ground = { color: greenAt(c, 0.6), share: 0.55 };
};

const riceTerraces: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.45;
  backdrop(c, horizon);
  // A volcano cone in the distance.
  const vx = W * rng.range(0.3, 0.7);
  path(
    c,
    `M${r0(vx - W * 0.45)} ${r0(horizon + H * 0.05)}Q${r0(vx - W * 0.12)} ${r0(horizon - H * 0.05)} ${r0(vx - W * 0.05)} ${r0(horizon - H * 0.3)}H${r0(vx + W * 0.04)}Q${r0(vx + W * 0.12)} ${r0(horizon - H * 0.05)} ${r0(vx + W * 0.45)} ${r0(horizon + H * 0.05)}Z`,
    depthColor(c, 0.15),
  );
  mist(c, horizon + H * 0.02, H * 0.08);
  const bands = 9;
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const line = hillLine(c, H * (0.5 + t * 0.5), H * 0.05, 1.3, 18).map(
      ([x, y]) => [x, y + Math.sin((x / W) * Math.PI * 2 + i * 0.5) * u * 2] as Point,
    );
    const colour = greenAt(c, 0.25 + t * 0.7);
    hills(c, line, mix(colour, c.p.sky[2], t < 0.5 && c.time !== "night" ? 0.1 : 0));
    path(c, smoothLine(line), "none", {
      stroke: mix(colour, "#ffffff", 0.35),
      "stroke-width": r1(u * (0.2 + t * 0.5)),
      opacity: 0.7,
    });
  }
  for (let i = 0; i < 3; i++) {
    palm(
      c,
      W * rng.range(0, 1),
      H * rng.range(0.6, 0.75),
      H * rng.range(0.18, 0.28),
      rng.range(-0.2, 0.2),
      greenAt(c, 0.9),
    );
  }
  // A thatched hut on a terrace.
  const hx = W * rng.range(0.2, 0.8);
  const hy = H * 0.8;
  path(c, `M${r0(hx - u * 4)} ${r0(hy)}v${r0(-u * 4)}h${r0(u * 8)}v${r0(u * 4)}z`, mix("#8a5a34", c.p.ink, 0.2));
  path(
    c,
    poly([
      [hx - u * 6, hy - u * 3.5],
      [hx, hy - u * 9],
      [hx + u * 6, hy - u * 3.5],
    ]),
    mix("#c9a06a", c.p.ink, 0.2),
  );
  c.ground = { color: greenAt(c, 0.6), share: 0.55 };
};

const temple: Painter = (c) => {
  const { H, W, rng } = c;
  const ground = H * 0.8;
  backdrop(c, ground);
  mountains(c, { base: ground, amp: H * 0.2, peaks: 4, depth: 0.1, rough: 0.08 });
  const stone = depthColor(c, 0.75, mix(c.p.far, "#c78a5a", 0.4), mix(c.p.near, "#4b2a20", 0.3));
  const x = W * rng.range(0.4, 0.6);
  const s = Math.min(W, H) / 100;
  // Platform and steps.
  path(c, `M${r0(x - s * 32)} ${r0(ground)}v${r0(-s * 4)}h${r0(s * 64)}v${r0(s * 4)}z`, stone);
  path(
    c,
    `M${r0(x - s * 26)} ${r0(ground - s * 4)}v${r0(-s * 3)}h${r0(s * 52)}v${r0(s * 3)}z`,
    mix(stone, c.p.haze, 0.1),
  );
  if (rng.chance(0.5)) {
    // A north-Indian shikhara: a curving tower with horizontal ribs, a ribbed disc and a pot on top.
    const bottom = ground - s * 7;
    const top = bottom - s * 48;
    const half = s * 13;
    path(
      c,
      `M${r0(x - half)} ${r0(bottom)}C${r0(x - half)} ${r0(top + s * 20)} ${r0(x - s * 6)} ${r0(top + s * 4)} ${r0(x - s * 3)} ${r0(top)}H${r0(x + s * 3)}C${r0(x + s * 6)} ${r0(top + s * 4)} ${r0(x + half)} ${r0(top + s * 20)} ${r0(x + half)} ${r0(bottom)}Z`,
      stone,
    );
    let ribs = "";
    for (let k = 1; k < 9; k++) {
      const y = bottom - k * s * 5.2;
      const w = half * (1 - (k / 9) ** 2.2);
      ribs += `M${r0(x - w)} ${r0(y)}h${r0(w * 2)}`;
    }
    path(c, ribs, "none", { stroke: mix(stone, c.p.ink, 0.35), "stroke-width": r1(s * 0.6) });
    path(
      c,
      `M${r0(x - s * 5)} ${r0(top)}a${r0(s * 5)} ${r0(s * 2)} 0 1 0 ${r0(s * 10)} 0a${r0(s * 5)} ${r0(s * 2)} 0 1 0 ${r0(-s * 10)} 0`,
      stone,
    );
    path(
      c,
      `M${r0(x - s * 1.5)} ${r0(top - s * 2)}a${r0(s * 1.5)} ${r0(s * 2)} 0 1 0 ${r0(s * 3)} 0a${r0(s * 1.5)} ${r0(s * 2)} 0 1 0 ${r0(-s * 3)} 0`,
      "#d9a83a",
    );
    // Saffron flag.
    c.out.push(
      `<path d="M${r0(x)} ${r0(top - s * 4)}v${r0(-s * 9)}" stroke="${c.p.ink}" stroke-width="${r1(s * 0.4)}"/>`,
    );
    path(
      c,
      poly([
        [x, top - s * 13],
        [x + s * 7, top - s * 11],
        [x, top - s * 9],
      ]),
      "#f28a1e",
    );
    // The hall in front with a pyramid roof.
    path(
      c,
      `M${r0(x - s * 22)} ${r0(ground - s * 7)}v${r0(-s * 12)}h${r0(s * 9)}v${r0(s * 12)}z`,
      mix(stone, c.p.ink, 0.1),
    );
    path(
      c,
      poly([
        [x - s * 25, ground - s * 19],
        [x - s * 17.5, ground - s * 28],
        [x - s * 10, ground - s * 19],
      ]),
      stone,
    );
  } else {
    // A Balinese meru: a shrine under a tower of shrinking thatched roofs.
    const bottom = ground - s * 7;
    path(c, `M${r0(x - s * 9)} ${r0(bottom)}v${r0(-s * 12)}h${r0(s * 18)}v${r0(s * 12)}z`, stone);
    const roof = mix("#3a2a24", c.p.haze, c.time === "night" ? 0 : 0.1);
    let y = bottom - s * 12;
    const tiers = rng.pick([5, 7, 9]);
    for (let k = 0; k < tiers; k++) {
      const half = s * (17 - k * (12 / tiers));
      const height = s * (4.5 - k * 0.2);
      path(
        c,
        `M${r0(x - half)} ${r0(y)}Q${r0(x - half * 0.6)} ${r0(y - height * 0.3)} ${r0(x - half * 0.55)} ${r0(y - height)}H${r0(x + half * 0.55)}Q${r0(x + half * 0.6)} ${r0(y - height * 0.3)} ${r0(x + half)} ${r0(y)}Z`,
        roof,
      );
      y -= height + s * 1.2;
      path(c, `M${r0(x - s * 1.5)} ${r0(y + s * 1.2)}h${r0(s * 3)}v${r0(-s * 1.2)}h${r0(-s * 3)}z`, stone);
    }
    path(
      c,
      poly([
        [x - s, y],
        [x, y - s * 5],
        [x + s, y],
      ]),
      "#d9a83a",
    );
    // A split gate, the candi bentar, on either side: stepped halves with sheer inner faces.
    const gate = mix(stone, c.p.ink, 0.15);
    for (const side of [-1, 1]) {
      const inner = x + side * s * 24;
      const outline: Point[] = [[inner, ground - s * 4]];
      const steps = 5;
      for (let k = 0; k < steps; k++) {
        const y = ground - s * 4 - s * 30 * (1 - k / steps);
        const reach = s * (2 + k * 1.8);
        outline.push([inner + (k === 0 ? 0 : side * (reach - s * 1.8)), y], [inner + side * reach, y]);
      }
      outline.push([inner + side * s * 11, ground - s * 4]);
      path(c, poly(outline), gate);
      path(
        c,
        poly([
          [inner + side * s, ground - s * 34],
          [inner + side * s * 2, ground - s * 38],
          [inner + side * s * 3, ground - s * 34],
        ]),
        gate,
      );
    }
  }
  const lawn = greenAt(c, 0.9);
  path(c, `M0 ${r0(ground)}H${W}V${H}H0Z`, vertical(c, ground, H, lawn, mix(lawn, c.p.ink, 0.3)));
  for (let i = 0; i < 2; i++) {
    const left = i === 0;
    if (rng.chance(0.5)) palm(c, left ? W * 0.08 : W * 0.92, H, H * 0.55, left ? 0.15 : -0.15, c.p.ink);
    else roundTree(c, left ? W * 0.1 : W * 0.9, H, H * 0.45, mix(lawn, c.p.ink, 0.5));
  }
  c.ground = { color: stone, share: 0.35 };
};

const oldTown: Painter = (c) => {
  const horizon = c.H * 0.7;
  backdrop(c, horizon);
  if (c.rng.chance(0.5)) desertFort(c);
  else hillTown(c);
};

/** A golden sandstone fort on a hill above a flat-roofed town (Jaisalmer). */
function desertFort(c: Canvas) {
  const { H, W, u, rng } = c;
  const stone = (depth: number) =>
    depthColor(c, depth, mix(c.p.far, "#e8b866", 0.7), mix(c.p.near, "#8a5a2a", 0.65 * (1 - c.p.earthiness * 0.3)));
  path(c, `M0 ${r0(H * 0.72)}H${W}V${H}H0Z`, mix(c.p.haze, c.p.sand[0], 0.5));
  const hill: Point[] = [
    [0, H * 0.8],
    [W * 0.12, H * 0.74],
    [W * 0.22, H * 0.58],
    [W * 0.5, H * 0.55],
    [W * 0.78, H * 0.57],
    [W * 0.88, H * 0.72],
    [W, H * 0.78],
  ];
  path(c, fillBelow(c, hill, true), earth(c, 0.6));
  // Crenellated walls with round bastions along the crest.
  const wallTop = H * 0.5;
  const left = W * 0.2;
  const right = W * 0.82;
  path(c, `M${r0(left)} ${r0(H * 0.62)}V${r0(wallTop)}H${r0(right)}V${r0(H * 0.62)}Z`, stone(0.5));
  let bastions = "";
  let merlons = "";
  const towers = rng.int(6, 8);
  for (let i = 0; i < towers; i++) {
    const x = left + ((right - left) * i) / (towers - 1);
    const top = wallTop - u * rng.range(2, 4);
    bastions += `M${r0(x - u * 3)} ${r0(H * 0.64)}V${r0(top + u)}q${r0(u * 3)} ${r0(-u * 1.6)} ${r0(u * 6)} 0V${r0(H * 0.64)}Z`;
  }
  for (let x = left; x < right; x += u * 2.4)
    merlons += `M${r0(x)} ${r0(wallTop)}v${r0(-u * 1.2)}h${r0(u * 1.2)}v${r0(u * 1.2)}z`;
  path(c, merlons, stone(0.5));
  path(c, bastions, stone(0.58));
  // Palaces and a temple rising inside the walls, with domed pavilions on the roofs.
  let halls = "";
  let domes = "";
  let windows = "";
  let x = left + u * 4;
  while (x < right - u * 8) {
    const width = u * rng.range(6, 11);
    const height = u * rng.range(5, 14);
    const top = wallTop - height;
    halls += `M${r0(x)} ${r0(wallTop)}V${r0(top)}h${r0(width)}V${r0(wallTop)}z`;
    if (rng.chance(0.55)) {
      const dx = x + width / 2;
      domes += `M${r0(dx - u * 2.2)} ${r0(top)}v${r0(-u * 1.6)}h${r0(u * 4.4)}v${r0(u * 1.6)}zM${r0(dx - u * 2.6)} ${r0(top - u * 1.6)}a${r0(u * 2.6)} ${r0(u * 2.4)} 0 0 1 ${r0(u * 5.2)} 0z`;
    }
    for (let k = 0; k < Math.floor(width / (u * 3)); k++) {
      windows += `M${r0(x + u * 1.3 + k * u * 3)} ${r0(top + height * 0.35)}h${r0(u * 1.2)}v${r0(u * 1.8)}h${r0(-u * 1.2)}z`;
    }
    x += width + u * rng.range(0.5, 3);
  }
  path(c, halls, stone(0.42));
  path(c, domes, stone(0.46));
  path(c, windows, c.p.lit ? c.p.light : mix(stone(0.42), c.p.ink, 0.5), { opacity: 0.9 });
  // The town at the foot of the hill.
  let houses = "";
  let houseWindows = "";
  x = -u * 2;
  while (x < W) {
    const width = u * rng.range(7, 12);
    const height = u * rng.range(7, 13);
    const base = H * 1.01;
    const top = H * 0.84 - height + rng.range(0, u * 3);
    houses += `M${r0(x)} ${r0(base)}V${r0(top)}h${r0(width)}V${r0(base)}z`;
    if (rng.chance(0.3)) {
      houses += `M${r0(x + width * 0.2)} ${r0(top)}a${r0(width * 0.3)} ${r0(width * 0.28)} 0 0 1 ${r0(width * 0.6)} 0z`;
    }
    houseWindows += `M${r0(x + width * 0.25)} ${r0(top + u * 2.5)}h${r0(u * 1.4)}v${r0(u * 2)}h${r0(-u * 1.4)}zM${r0(x + width * 0.6)} ${r0(top + u * 2.5)}h${r0(u * 1.4)}v${r0(u * 2)}h${r0(-u * 1.4)}z`;
    x += width + u * rng.range(-0.3, 0.6);
  }
  path(c, houses, stone(0.8));
  path(c, houseWindows, c.p.lit ? c.p.light : mix(stone(0.8), c.p.ink, 0.55));
  c.ground = { color: stone(0.6), share: 0.5 };
}

/** Colourful houses with pitched roofs and balconies climbing a green hill under a church. */
function hillTown(c: Canvas) {
  const { H, W, u, rng } = c;
  const ridge = hillLine(c, H * 0.62, H * 0.18, 1.2);
  hills(c, ridge, greenAt(c, 0.3));
  forest(c, ridge, { color: greenAt(c, 0.3), size: u * 3, density: 1.5 });
  const slope: Point[] = [
    [0, H * 0.72],
    [W * 0.3, H * 0.6],
    [W * 0.55, H * 0.52],
    [W * 0.8, H * 0.6],
    [W, H * 0.66],
  ];
  path(c, fillBelow(c, slope, true), greenAt(c, 0.55));
  const dim = c.time === "night" ? 0.55 : c.time === "snow" ? 0.1 : 0.05;
  const walls = ["#f1e4c8", "#e9c98a", "#c9dbe0", "#f0d2c0", "#ffffff"].map((colour) =>
    mix(mix(colour, c.p.haze, 0.15), c.p.ink, dim),
  );
  const roof = mix("#b0432c", c.p.ink, dim + 0.05);
  const wood = mix("#6b4a32", c.p.ink, dim);
  // The church on the crest: a hall, a drum and a conical roof.
  const cx = W * 0.55;
  const cy = H * 0.53;
  const church = mix("#d9c7a8", c.p.ink, dim + 0.1);
  path(
    c,
    `M${r0(cx - u * 8)} ${r0(cy + u * 2)}V${r0(cy - u * 7)}h${r0(u * 16)}V${r0(cy + u * 2)}zM${r0(cx - u * 2.6)} ${r0(cy - u * 7)}V${r0(cy - u * 13)}h${r0(u * 5.2)}V${r0(cy - u * 7)}z`,
    church,
  );
  path(
    c,
    poly([
      [cx - u * 3.2, cy - u * 13],
      [cx, cy - u * 19],
      [cx + u * 3.2, cy - u * 13],
    ]),
    roof,
  );
  path(
    c,
    poly([
      [cx - u * 9, cy - u * 7],
      [cx, cy - u * 11],
      [cx + u * 9, cy - u * 7],
    ]),
    roof,
  );
  for (let row = 0; row < 3; row++) {
    let x = rng.range(-u * 6, 0);
    const rowBase = H * (0.72 + row * 0.13);
    while (x < W) {
      const width = u * rng.range(8, 13);
      const height = u * rng.range(7, 11);
      const top = rowBase - height + rng.range(-u, u) * 2;
      const wall = rng.pick(walls);
      path(c, `M${r0(x)} ${r0(H + 2)}V${r0(top)}h${r0(width)}V${r0(H + 2)}z`, wall);
      path(
        c,
        poly([
          [x - u, top + u * 0.4],
          [x + width / 2, top - height * 0.4],
          [x + width + u, top + u * 0.4],
        ]),
        roof,
      );
      let panes = "";
      for (let k = 0; k < 2; k++) {
        panes += `M${r0(x + width * (0.22 + k * 0.38))} ${r0(top + height * 0.25)}h${r0(u * 1.5)}v${r0(u * 2.2)}h${r0(-u * 1.5)}z`;
      }
      path(c, panes, c.p.lit ? c.p.light : mix(wall, c.p.ink, 0.6));
      if (rng.chance(0.4)) {
        // A carved wooden balcony.
        path(
          c,
          `M${r0(x - u * 0.5)} ${r0(top + height * 0.62)}h${r0(width + u)}v${r0(u * 1.6)}h${r0(-width - u)}z`,
          wood,
        );
      }
      x += width + u * rng.range(0.5, 2.5);
    }
  }
  c.ground = { color: walls[0]!, share: 0.45 };
}

const waterfall: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.42;
  backdrop(c, horizon, { clouds: 2 });
  mountains(c, { base: horizon + H * 0.05, amp: H * 0.2, peaks: 3, depth: 0.1, rough: 0.1 });
  const lip = H * rng.range(0.32, 0.38);
  const fallX = W * rng.range(0.42, 0.58);
  const fallWidth = u * rng.range(9, 14);
  const pool = H * 0.8;
  const rock = mix(earth(c, 0.7), c.p.green[2], 0.35);
  // One wide cliff with a rugged top, rising towards the edges, and a notch where the river pours over.
  const rugged = noise1d(rng, 3);
  const top: Point[] = [];
  for (let i = 0; i <= 40; i++) {
    const x = (W * i) / 40;
    const away = Math.max(0, Math.abs(x - fallX) - fallWidth / 2) / W;
    top.push([x, lip - H * (away * 0.45 + Math.min(away * 8, 1) * (0.02 + rugged(i / 6) * 0.025))]);
  }
  path(c, poly([...top, [W, H], [0, H]]), vertical(c, lip - H * 0.2, pool, rock, mix(rock, c.p.ink, 0.45)));
  // Vertical joints in the rock and a fringe of forest on the rim.
  let joints = "";
  for (let i = 0; i < 9; i++) {
    const x = W * rng.range(0, 1);
    if (Math.abs(x - fallX) < fallWidth) continue;
    joints += `M${r0(x)} ${r0(lineY(top, x) + u * 3)}l${r0(rng.range(-1, 1) * u * 2)} ${r0(H * rng.range(0.15, 0.4))}`;
  }
  path(c, joints, "none", { stroke: mix(rock, c.p.ink, 0.5), "stroke-width": r1(u * 0.5), opacity: 0.5 });
  const canopy: Point[] = [];
  for (let x = 0; x < W; x += u * 3) {
    if (Math.abs(x - fallX) > fallWidth * 0.8) canopy.push([x, lineY(top, x) - u * rng.range(0, 1.5)]);
  }
  dots(c, canopy, u * 5, greenAt(c, 0.7));
  dots(
    c,
    canopy.filter((_, i) => i % 3 === 0).map(([x, y]) => [x + u, y - u * 2] as Point),
    u * 4,
    mix(greenAt(c, 0.7), "#ffffff", 0.1),
  );
  // The falling water in bright strands, a little wider at the bottom.
  const w = fallWidth / 2;
  path(
    c,
    poly([
      [fallX - w, lip],
      [fallX + w, lip],
      [fallX + w * 1.3, pool],
      [fallX - w * 1.3, pool],
    ]),
    vertical(c, lip, pool, mix(c.p.snow, c.p.water[0], 0.25), mix(c.p.water[0], c.p.snow, 0.5)),
  );
  let strands = "";
  for (let i = 0; i < 9; i++) {
    const t = rng.range(-0.9, 0.9);
    strands += `M${r0(fallX + t * w)} ${r0(lip + rng.range(0, u * 6))}L${r0(fallX + t * w * 1.3)} ${r0(pool - rng.range(0, u * 8))}`;
  }
  path(c, strands, "none", { stroke: "#ffffff", "stroke-width": r1(u * 0.5), opacity: 0.7 });
  water(c, pool, [], 0.3);
  const spray = radial(c, [
    [0, "#ffffff", 0.85],
    [1, "#ffffff", 0],
  ]);
  c.out.push(
    `<ellipse cx="${r0(fallX)}" cy="${r0(pool)}" rx="${r0(fallWidth * 2.6)}" ry="${r0(u * 7)}" fill="${spray}"/>`,
  );
  // Wet boulders and lush trees on either bank.
  let boulders = "";
  for (let i = 0; i < 4; i++) {
    const x = fallX + (i % 2 ? 1 : -1) * rng.range(fallWidth * 1.5, W * 0.3);
    const y = pool + (H - pool) * rng.range(0.3, 0.8);
    const size = u * rng.range(2, 4);
    boulders += `M${r0(x - size * 1.5)} ${r0(y)}q${r0(size * 0.3)} ${r0(-size * 1.4)} ${r0(size * 1.5)} ${r0(-size * 1.3)}q${r0(size * 1.2)} ${r0(0)} ${r0(size * 1.5)} ${r0(size * 1.3)}z`;
  }
  path(c, boulders, mix(rock, c.p.ink, 0.35));
  for (const side of [0, 1]) {
    for (let i = 0; i < 2; i++) {
      const x = side === 0 ? W * rng.range(0, 0.12) : W * rng.range(0.88, 1);
      roundTree(c, x, H * 1.02, H * rng.range(0.3, 0.45), mix(greenAt(c, 1), c.p.ink, 0.15 * i));
    }
  }
  c.ground = { color: rock, share: 0.5 };
};

const houseboatLake: Painter = (c) => {
  const { H, W, u, rng } = c;
  const waterline = H * 0.6;
  backdrop(c, waterline);
  const shore = c.id();
  const before = c.out.length;
  mountains(c, { base: waterline, amp: H * 0.3, peaks: 4, depth: 0.1, snow: c.time === "snow" ? 0.8 : 0.35 });
  const bank = hillLine(c, waterline, H * 0.04, 2);
  hills(c, bank, greenAt(c, 0.45));
  for (let i = 0; i < 7; i++) {
    // Chinar trees along the far shore.
    roundTree(
      c,
      W * rng.range(0, 1),
      waterline,
      u * rng.range(7, 11),
      mix(greenAt(c, 0.5), "#b8482a", c.time === "dusk" ? 0.3 : 0.1),
    );
  }
  const group = c.out.splice(before);
  c.out.push(`<g id="${shore}">${group.join("")}</g>`);
  water(c, waterline, [shore], 1);
  if (c.time !== "day") glitter(c, W * 0.7, waterline);
  // A row of carved cedar houseboats moored near us.
  const wood = mix("#7b4a2a", c.p.ink, c.time === "night" ? 0.5 : 0.1);
  const trim = mix("#e9d7b5", c.p.ink, c.time === "night" ? 0.5 : 0.1);
  const boats = rng.int(2, 3);
  const rowY = H * 0.74;
  for (let i = 0; i < boats; i++) {
    const bw = W * rng.range(0.22, 0.3);
    const bx = W * (0.04 + i * 0.34) + rng.range(0, u * 4);
    const bh = u * 7;
    path(c, `M${r0(bx)} ${r0(rowY)}h${r0(bw)}l${r0(-u * 2)} ${r0(u * 3)}h${r0(-bw + u * 4)}z`, mix(wood, c.p.ink, 0.4));
    path(c, `M${r0(bx + u * 2)} ${r0(rowY)}v${r0(-bh)}h${r0(bw - u * 4)}v${r0(bh)}z`, wood);
    path(
      c,
      poly([
        [bx, rowY - bh],
        [bx + u * 6, rowY - bh - u * 4],
        [bx + bw - u * 6, rowY - bh - u * 4],
        [bx + bw, rowY - bh],
      ]),
      mix(wood, c.p.ink, 0.3),
    );
    path(c, `M${r0(bx + u * 2)} ${r0(rowY - bh)}h${r0(bw - u * 4)}v${r0(u * 1)}h${r0(-bw + u * 4)}z`, trim);
    const panes = windowsGrid(c, bx + u * 2, rowY - bh, bw - u * 4, bh, u * 1.3, c.p.lit ? 0.85 : 1);
    path(c, panes, c.p.lit ? c.p.light : mix(trim, c.p.ink, 0.25));
  }
  // A shikara: a slender boat with a canopy and a boatman.
  const sx = W * rng.range(0.3, 0.7);
  const sy = H * 0.9;
  path(
    c,
    `M${r0(sx - u * 16)} ${r0(sy - u * 3)}Q${r0(sx)} ${r0(sy + u * 2)} ${r0(sx + u * 16)} ${r0(sy - u * 3)}Q${r0(sx)} ${r0(sy + u * 4)} ${r0(sx - u * 16)} ${r0(sy - u * 3)}Z`,
    wood,
  );
  path(c, `M${r0(sx - u * 7)} ${r0(sy - u * 1.5)}v${r0(-u * 6)}h${r0(u * 13)}v${r0(u * 6)}`, "none", {
    stroke: wood,
    "stroke-width": r1(u * 0.4),
  });
  path(
    c,
    `M${r0(sx - u * 8)} ${r0(sy - u * 7.5)}h${r0(u * 15)}l${r0(-u)} ${r0(u * 2)}h${r0(-u * 13)}z`,
    mix("#c23a3a", c.p.ink, c.time === "night" ? 0.5 : 0.1),
  );
  trekker(c, sx + u * 12, sy - u * 1.5, u * 6, mix("#5a4a7a", c.p.ink, 0.2));
  c.ground = { color: mix(c.p.water[0], c.p.water[1], 0.45), share: 0.4 };
};

const campsiteNight: Painter = (c) => {
  const { H, W, u, rng } = c;
  const horizon = H * 0.62;
  backdrop(c, horizon, { clouds: c.time === "night" ? 0 : 2 });
  if (c.time === "night") {
    // The Milky Way: a faint diagonal band of light and dust of stars.
    const band = radial(c, [
      [0, "#c9d3ff", 0.2],
      [1, "#c9d3ff", 0],
    ]);
    c.out.push(
      `<ellipse cx="${r0(W * 0.45)}" cy="${r0(H * 0.25)}" rx="${r0(W * 0.7)}" ry="${r0(H * 0.13)}" fill="${band}" transform="rotate(-24 ${r0(W * 0.45)} ${r0(H * 0.25)})"/>`,
    );
    stars(c, horizon, 60);
  }
  mountains(c, { base: horizon, amp: H * 0.35, peaks: 4, depth: 0.1, snow: 0.5 });
  const meadow = hillLine(c, H * 0.8, H * 0.1, 1.1);
  hills(c, meadow, greenAt(c, 0.7), mix(greenAt(c, 0.7), c.p.ink, 0.4));
  forest(c, meadow, { color: greenAt(c, 0.75), size: u * 6, density: 1.2, to: 0.25 });
  const tx = W * rng.range(0.2, 0.45);
  tents(c, tx, H * 0.88, u * 8, 3);
  // The campfire.
  const fx = tx + u * 40;
  const fy = H * 0.93;
  const glow = radial(c, [
    [0, "#ffb347", c.p.lit ? 0.6 : 0.25],
    [1, "#ffb347", 0],
  ]);
  c.out.push(`<ellipse cx="${r0(fx)}" cy="${r0(fy)}" rx="${r0(u * 16)}" ry="${r0(u * 8)}" fill="${glow}"/>`);
  path(
    c,
    `M${r0(fx - u * 3)} ${r0(fy)}l${r0(u * 6)} ${r0(-u * 1.2)}M${r0(fx - u * 3)} ${r0(fy - u * 1.2)}l${r0(u * 6)} ${r0(u * 1.2)}`,
    "none",
    {
      stroke: "#5a3a24",
      "stroke-width": r1(u * 0.8),
    },
  );
  path(
    c,
    `M${r0(fx - u * 2)} ${r0(fy - u)}Q${r0(fx - u * 2)} ${r0(fy - u * 4)} ${r0(fx)} ${r0(fy - u * 7)}Q${r0(fx + u * 2.5)} ${r0(fy - u * 4)} ${r0(fx + u * 2)} ${r0(fy - u)}Z`,
    "#ff8a2a",
  );
  path(
    c,
    `M${r0(fx - u)} ${r0(fy - u)}Q${r0(fx - u)} ${r0(fy - u * 3)} ${r0(fx)} ${r0(fy - u * 4.5)}Q${r0(fx + u * 1.4)} ${r0(fy - u * 3)} ${r0(fx + u)} ${r0(fy - u)}Z`,
    "#ffe07a",
  );
  c.ground = { color: greenAt(c, 0.7), share: 0.4 };
};

const hotelRoom: Painter = (c) => {
  const { H, W, u, rng } = c;
  const warm = rng.pick(["#efe2cf", "#e6d6c3", "#dfe4dc", "#eadbd0"]);
  const dark = c.time === "night";
  const wall = dark ? mix(warm, "#3a2e3a", 0.55) : c.time === "dusk" ? mix(warm, "#e0a080", 0.25) : warm;
  const floorY = H * 0.76;
  c.out.push(`<rect width="${W}" height="${H}" fill="${wall}"/>`);
  // The window shows the time of day outside.
  const wx = W * rng.range(0.08, 0.18);
  const ww = W * 0.36;
  const wy = H * 0.14;
  const wh = H * 0.46;
  const view = c.id();
  c.defs.push(
    `<clipPath id="${view}"><rect x="${r0(wx)}" y="${r0(wy)}" width="${r0(ww)}" height="${r0(wh)}"/></clipPath>`,
  );
  const outside = c.out.length;
  const [top, middle, bottom] = c.p.sky;
  c.out.push(
    `<rect x="${r0(wx)}" y="${r0(wy)}" width="${r0(ww)}" height="${r0(wh)}" fill="${linear(
      c,
      [
        [0, top],
        [0.6, middle],
        [1, bottom],
      ],
      [0, wy],
      [0, wy + wh],
    )}"/>`,
  );
  celestial(c, wx + ww * 0.7, wy + wh * 0.3, 0.6);
  const saved = { W: c.W };
  c.W = ww;
  const range = rangeLine(c, { base: wy + wh, amp: wh * 0.55, peaks: 3, rough: 0.08 });
  c.W = saved.W;
  const ridge = range.points.map(([x, y]) => [x + wx, y] as Point);
  path(c, poly([[wx, wy + wh], ...ridge, [wx + ww, wy + wh]]), depthColor(c, 0.3));
  const scene = c.out.splice(outside);
  c.out.push(`<g clip-path="url(#${view})">${scene.join("")}</g>`);
  const frame = mix(wall, "#5a3a2a", 0.6);
  c.out.push(
    `<path d="M${r0(wx)} ${r0(wy)}h${r0(ww)}v${r0(wh)}h${r0(-ww)}zM${r0(wx + ww / 2)} ${r0(wy)}v${r0(wh)}" fill="none" stroke="${frame}" stroke-width="${r1(u * 1.2)}"/>`,
  );
  // Curtains.
  const curtain = rng.pick(["#b8483a", "#3f6e8c", "#7a8a4a", "#c9903a"]);
  for (const side of [-1, 1]) {
    const cx = side === -1 ? wx - u * 4 : wx + ww - u * 2;
    path(
      c,
      `M${r0(cx)} ${r0(wy - u * 3)}h${r0(u * 6)}q${r0(-u * 2)} ${r0(wh * 0.6)} ${r0(u)} ${r0(wh + u * 6)}h${r0(-u * 7)}z`,
      mix(curtain, "#000000", dark ? 0.45 : 0),
    );
  }
  // Floor and rug.
  path(c, `M0 ${r0(floorY)}H${W}V${H}H0Z`, mix("#8a5a3a", "#000000", dark ? 0.5 : 0.1));
  path(
    c,
    `M${r0(W * 0.2)} ${r0(H * 0.88)}h${r0(W * 0.7)}l${r0(W * 0.08)} ${r0(H * 0.12)}h${r0(-W * 0.86)}z`,
    mix(curtain, wall, 0.5),
  );
  // The bed: headboard, mattress, pillows and a throw.
  const bx = W * 0.48;
  const bw = W * 0.46;
  const by = H * 0.62;
  path(c, `M${r0(bx)} ${r0(by)}v${r0(-H * 0.2)}h${r0(bw)}v${r0(H * 0.2)}z`, mix("#5a3a2a", "#000000", dark ? 0.4 : 0));
  path(
    c,
    `M${r0(bx - u * 2)} ${r0(by)}h${r0(bw + u * 4)}v${r0(H * 0.2)}h${r0(-bw - u * 4)}z`,
    mix("#ffffff", wall, 0.3),
  );
  path(c, `M${r0(bx - u * 2)} ${r0(by + H * 0.09)}h${r0(bw + u * 4)}v${r0(H * 0.06)}h${r0(-bw - u * 4)}z`, curtain);
  for (let i = 0; i < 2; i++) {
    const px = bx + u * 3 + i * bw * 0.5;
    path(
      c,
      `M${r0(px)} ${r0(by)}q0 ${r0(-u * 6)} ${r0(u * 4)} ${r0(-u * 6)}h${r0(bw * 0.5 - u * 12)}q${r0(u * 4)} 0 ${r0(u * 4)} ${r0(u * 6)}z`,
      mix("#ffffff", wall, 0.15),
    );
  }
  // A bedside lamp, glowing after dark.
  const lx = bx - W * 0.08;
  path(
    c,
    `M${r0(lx - u * 4)} ${r0(by + H * 0.14)}h${r0(u * 8)}v${r0(-H * 0.12)}h${r0(-u * 8)}z`,
    mix("#5a3a2a", "#000000", dark ? 0.4 : 0),
  );
  path(
    c,
    poly([
      [lx - u * 3, by - u * 2],
      [lx - u * 2, by - u * 7],
      [lx + u * 2, by - u * 7],
      [lx + u * 3, by - u * 2],
    ]),
    c.p.lit ? c.p.light : "#f3e6c8",
  );
  if (c.p.lit) {
    const glow = radial(c, [
      [0, c.p.light, 0.45],
      [1, c.p.light, 0],
    ]);
    c.out.push(`<circle cx="${r0(lx)}" cy="${r0(by - u * 5)}" r="${r0(u * 22)}" fill="${glow}"/>`);
  }
  // A framed print and a plant.
  const fx = bx + bw * 0.25;
  path(c, `M${r0(fx)} ${r0(H * 0.16)}h${r0(bw * 0.5)}v${r0(H * 0.16)}h${r0(-bw * 0.5)}z`, frame);
  path(
    c,
    `M${r0(fx + u)} ${r0(H * 0.32 - u)}l${r0(bw * 0.15)} ${r0(-H * 0.1)}l${r0(bw * 0.1)} ${r0(H * 0.06)}l${r0(bw * 0.1)} ${r0(-H * 0.04)}l${r0(bw * 0.15 - u * 2)} ${r0(H * 0.08)}z`,
    mix(curtain, wall, 0.3),
  );
  const px = W * 0.05;
  path(c, `M${r0(px - u * 3)} ${r0(H * 0.9)}h${r0(u * 6)}l${r0(-u)} ${r0(-H * 0.08)}h${r0(-u * 4)}z`, "#b86a3a");
  let leaves = "";
  for (let i = 0; i < 6; i++) {
    const angle = -Math.PI / 2 + (i - 2.5) * 0.35;
    const length = H * rng.range(0.12, 0.2);
    const ex = px + Math.cos(angle) * length;
    const ey = H * 0.82 + Math.sin(angle) * length;
    leaves += `M${r0(px)} ${r0(H * 0.82)}Q${r0((px + ex) / 2 - u * 2)} ${r0((H * 0.82 + ey) / 2)} ${r0(ex)} ${r0(ey)}Q${r0((px + ex) / 2 + u * 2)} ${r0((H * 0.82 + ey) / 2)} ${r0(px)} ${r0(H * 0.82)}Z`;
  }
  path(c, leaves, mix("#3f7a4a", "#000000", dark ? 0.5 : 0));
  c.ground = { color: wall, share: 0.6 };
};

const SKIN_TONES = ["#f1c7a5", "#e0ac84", "#c98e66", "#a8704a", "#8a5a3c", "#6b4530"];
const HAIR = ["#1d1613", "#2e211b", "#3b2a20", "#5a4636", "#8a8480"];
const CLOTHES = ["#d8342f", "#2f6fd0", "#2f9a52", "#f2a22a", "#7a3fb0", "#1f3a5f", "#c9503a", "#3f8a8a"];

/** An abstract head and shoulders: no face, just shapes and colour. */
const portrait: Painter = (c) => {
  const { H, W, rng } = c;
  const background = mix(c.p.sky[1], c.p.sky[2], rng.range(0.2, 0.6));
  c.out.push(`<rect width="${W}" height="${H}" fill="${background}"/>`);
  // A hint of mountains behind, in the poster style.
  const ridge = rangeLine(c, { base: H * 0.95, amp: H * 0.35, peaks: 3, rough: 0.05 });
  path(c, fillBelow(c, ridge.points, false), mix(background, c.p.far, 0.35));
  const s = Math.min(W, H) / 100;
  const cx = W / 2 + rng.range(-1, 1) * s * 4;
  const skin = rng.pick(SKIN_TONES);
  const hair = rng.pick(HAIR);
  const clothes = rng.pick(CLOTHES);
  const headY = H * 0.42;
  const headR = s * 16;
  // Shoulders and neck.
  path(
    c,
    `M${r0(cx - s * 40)} ${H}C${r0(cx - s * 40)} ${r0(H * 0.72)} ${r0(cx - s * 22)} ${r0(H * 0.66)} ${r0(cx)} ${r0(H * 0.66)}C${r0(cx + s * 22)} ${r0(H * 0.66)} ${r0(cx + s * 40)} ${r0(H * 0.72)} ${r0(cx + s * 40)} ${H}Z`,
    clothes,
  );
  path(
    c,
    `M${r0(cx - s * 6)} ${r0(headY + headR * 0.6)}h${r0(s * 12)}v${r0(s * 12)}q${r0(-s * 6)} ${r0(s * 4)} ${r0(-s * 12)} 0z`,
    mix(skin, "#000000", 0.12),
  );
  const style = rng.int(0, 4);
  if (style === 2) {
    // Long hair falls behind the shoulders.
    path(
      c,
      `M${r0(cx - headR * 1.1)} ${r0(headY)}q0 ${r0(headR * 2.2)} ${r0(-s * 4)} ${r0(headR * 2.4)}h${r0(headR * 2.2 + s * 8)}q${r0(-s * 4)} ${r0(-headR * 0.2)} ${r0(-s * 4)} ${r0(-headR * 2.4)}z`,
      hair,
    );
  }
  path(
    c,
    `M${r0(cx - headR * 0.9)} ${r0(headY)}a${r0(headR * 0.9)} ${r0(headR)} 0 1 0 ${r0(headR * 1.8)} 0a${r0(headR * 0.9)} ${r0(headR)} 0 1 0 ${r0(-headR * 1.8)} 0`,
    skin,
  );
  if (style === 0 || style === 2) {
    path(
      c,
      `M${r0(cx - headR * 0.95)} ${r0(headY)}a${r0(headR * 0.95)} ${r0(headR * 1.05)} 0 0 1 ${r0(headR * 1.9)} 0q${r0(-headR * 0.9)} ${r0(-headR * 0.55)} ${r0(-headR * 1.9)} 0z`,
      hair,
    );
  } else if (style === 1) {
    // A bun on top.
    path(
      c,
      `M${r0(cx - headR * 0.95)} ${r0(headY - headR * 0.1)}a${r0(headR * 0.95)} ${r0(headR)} 0 0 1 ${r0(headR * 1.9)} 0q${r0(-headR * 0.95)} ${r0(-headR * 0.4)} ${r0(-headR * 1.9)} 0z`,
      hair,
    );
    path(
      c,
      `M${r0(cx - headR * 0.4)} ${r0(headY - headR * 1.05)}a${r0(headR * 0.4)} ${r0(headR * 0.35)} 0 1 0 ${r0(headR * 0.8)} 0a${r0(headR * 0.4)} ${r0(headR * 0.35)} 0 1 0 ${r0(-headR * 0.8)} 0`,
      hair,
    );
  } else if (style === 3) {
    // A woollen cap.
    const cap = rng.pick(CLOTHES);
    path(
      c,
      `M${r0(cx - headR)} ${r0(headY - headR * 0.2)}a${r0(headR)} ${r0(headR * 1.05)} 0 0 1 ${r0(headR * 2)} 0z`,
      cap,
    );
    path(
      c,
      `M${r0(cx - headR * 1.02)} ${r0(headY - headR * 0.35)}h${r0(headR * 2.04)}v${r0(headR * 0.3)}h${r0(-headR * 2.04)}z`,
      mix(cap, "#000000", 0.2),
    );
  } else {
    // A turban in a bright colour.
    const turban = rng.pick(["#f2a22a", "#d8342f", "#e9588a", "#f4f0e6"]);
    path(
      c,
      `M${r0(cx - headR * 1.05)} ${r0(headY - headR * 0.1)}q${r0(headR * 0.1)} ${r0(-headR * 1.5)} ${r0(headR * 1.05)} ${r0(-headR * 1.3)}q${r0(headR * 0.95)} ${r0(-headR * 0.2)} ${r0(headR * 1.05)} ${r0(headR * 1.3)}q${r0(-headR * 1.05)} ${r0(-headR * 0.5)} ${r0(-headR * 2.1)} 0z`,
      turban,
    );
  }
  // A scarf or a collar line across the shoulders.
  path(
    c,
    `M${r0(cx - s * 14)} ${r0(H * 0.68)}q${r0(s * 14)} ${r0(s * 10)} ${r0(s * 28)} 0l${r0(s * 2)} ${r0(s * 4)}q${r0(-s * 16)} ${r0(s * 12)} ${r0(-s * 32)} 0z`,
    mix(clothes, "#ffffff", 0.35),
  );
  c.ground = { color: background, share: 0.6 };
};

const PAINTERS: Record<Scene, Painter> = {
  "himalayan-peaks": himalayanPeaks,
  "snow-trail": snowTrail,
  "alpine-meadow": alpineMeadow,
  "pine-forest": pineForest,
  "high-lake": highLake,
  "river-valley": riverValley,
  "mountain-road": mountainRoad,
  monastery,
  "frozen-river": frozenRiver,
  "desert-dunes": desertDunes,
  "city-skyline": citySkyline,
  beach,
  "island-cove": islandCove,
  backwaters,
  "tea-hills": teaHills,
  "rice-terraces": riceTerraces,
  temple,
  "old-town": oldTown,
  waterfall,
  "houseboat-lake": houseboatLake,
  "campsite-night": campsiteNight,
  "hotel-room": hotelRoom,
  portrait,
};

/** Paints one picture. Pure: the same options always give the same SVG. */
export function paintScene(options: PaintOptions): Painting {
  const { scene, time, width, height } = options;
  let counter = 0;
  const canvas: Canvas = {
    W: width,
    H: height,
    u: Math.min(width, height) / 100,
    rng: createRng(`${scene}|${time}|${options.seed}`),
    p: PALETTES[time],
    time,
    defs: [],
    out: [],
    top: [],
    id: () => `g${(counter++).toString(36)}`,
    ground: { color: PALETTES[time].near, share: 0.5 },
  };
  PAINTERS[scene](canvas);
  const defs = canvas.defs.length > 0 ? `<defs>${canvas.defs.join("")}</defs>` : "";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${defs}${canvas.out.join("")}${canvas.top.join("")}</svg>`;
  const skyColour = scene === "hotel-room" || scene === "portrait" ? canvas.ground.color : PALETTES[time].sky[1];
  return { svg, dominantColor: mix(skyColour, canvas.ground.color, canvas.ground.share) };
}
