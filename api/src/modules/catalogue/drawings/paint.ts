// The colours a drawing is painted in: the box's own colour (clothing carries one, §3 attribute
// 'Colour'), else a colour or material its name and facts give (Silver Cross in silver, a wooden
// toy in wood), else one picked steadily from the box name, so a model always looks the same.

export interface Paint {
  /** The item's colour. */
  main: string;
  /** Outlines and shadows. */
  dark: string;
  /** Highlights, linings, stitching. */
  light: string;
  /** Frames, wheels, plastics: a neutral that stays readable beside any main colour. */
  trim: string;
  /** A second colour for patterned items ('Multi'), stripes and labels. */
  accent: string;
}

/** Colour names the catalogue uses (seed COLOURS) and the ones model names and materials give. */
export const NAMED_COLOURS: Record<string, string> = {
  blue: '#4a80c4',
  pink: '#e98aab',
  grey: '#8e969f',
  white: '#f4f2ec',
  green: '#4f9a62',
  yellow: '#f1c53f',
  red: '#d2463f',
  navy: '#23406e',
  multi: '#e0795d',
  black: '#30363d',
  silver: '#b9c0c8',
  natural: '#e8d7b5',
  wood: '#d2a46a',
  sage: '#93ac8b',
  oatmeal: '#d8c8aa',
};

/** Picked from when a product names no colour: quiet, real-world finishes. */
const STEADY = ['black', 'grey', 'navy', 'sage', 'oatmeal', 'blue', 'pink', 'green'];

const hex = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved toward `b` by `t` (0..1). */
export const mix = (a: string, b: string, t: number) => toHex(hex(a).map((v, i) => v + (hex(b)[i]! - v) * t));
const lightness = (h: string) => {
  const [r, g, b] = hex(h) as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/** A steady small hash (FNV-1a) of a string. */
const hash = (s: string) => {
  let h = 2166136261;
  for (const ch of s) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
};

/** The colour name a box is drawn in (lower case, a key of NAMED_COLOURS). */
export function colourNameFor(box: { colour: string | null; box_name: string; material?: string | null }): string {
  const own = box.colour?.trim().toLowerCase();
  if (own && NAMED_COLOURS[own]) return own;
  const words = box.box_name.toLowerCase();
  const named = Object.keys(NAMED_COLOURS).find((name) => new RegExp(`\\b${name}\\b`).test(words));
  if (named) return named;
  if (/\b(wood|beech|pine|oak|birch)\b/i.test(box.material ?? '')) return 'wood';
  return STEADY[hash(box.box_name) % STEADY.length]!;
}

export function paintFor(colourName: string): Paint {
  const main = NAMED_COLOURS[colourName] ?? NAMED_COLOURS.grey!;
  const light = lightness(main);
  return {
    main,
    // White needs a visible outline; black a visible highlight.
    dark: light > 0.8 ? '#8a8478' : mix(main, '#111820', 0.55),
    light: light < 0.3 ? mix(main, '#ffffff', 0.45) : mix(main, '#ffffff', 0.6),
    trim: '#3a4350',
    accent: colourName === 'multi' ? '#4a80c4' : light > 0.75 ? '#e0795d' : '#f4f2ec',
  };
}
