// SVG building blocks for the drawings: a 1000×1000 canvas, the item standing on a floor at
// y ≈ 790, outlined by the scene (every fill gets the paint's dark outline).
import type { Paint } from './paint.js';

/** No outline: details inside a shape (stitching, shine); a line is its own stroke already. */
export const bare = ' stroke="none"';
export const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
/** A stroke only (a frame tube, a seam, a strap). */
export const line = (d: string, stroke: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra === bare ? '' : extra}/>`;

/** A pushchair or pram wheel seen from the side. */
export const wheel = (cx: number, cy: number, r: number, p: Paint) =>
  circle(cx, cy, r, p.trim) +
  circle(cx, cy, r * 0.68, '#d9dde2') +
  line(
    Array.from({ length: 6 }, (_, i) => {
      const a = (i * Math.PI) / 3;
      return `M${cx} ${cy} L${(cx + Math.cos(a) * r * 0.68).toFixed(1)} ${(cy + Math.sin(a) * r * 0.68).toFixed(1)}`;
    }).join(' '),
    p.trim,
    5,
  ) +
  circle(cx, cy, r * 0.16, p.trim);
/** A wheel seen edge-on (from the front or back). */
export const wheelEdge = (cx: number, cy: number, r: number, p: Paint) => rect(cx - r * 0.22, cy - r, r * 0.44, r * 2, r * 0.2, p.trim);

/** Evenly spaced values from a to b (n of them, ends included). */
export const spread = (a: number, b: number, n: number) => Array.from({ length: n }, (_, i) => a + ((b - a) * i) / Math.max(1, n - 1));

/** A cardboard box with a picture on its lid: front is the lid face, side its spine. */
export const boxFront = (p: Paint, art: string, band: string, back: boolean) =>
  rect(220, 220, 560, 560, 18, p.main) + rect(250, 250, 500, 90, 10, band) + (back ? rect(260, 380, 480, 300, 12, p.light) + line('M300 430 H700 M300 480 H700 M300 530 H620 M300 580 H680', p.dark, 10, bare) : art);
export const boxSide = (p: Paint, band: string) => path('M420 220 L580 180 L580 740 L420 780 Z', p.dark) + rect(420, 220, 120, 560, 8, p.main) + rect(432, 250, 96, 70, 6, band) + line('M450 400 V700', p.light, 12, bare);
export const boxTop = (p: Paint, band: string) => rect(200, 380, 600, 240, 14, p.main) + rect(230, 405, 540, 60, 8, band) + line('M260 520 H740 M260 570 H640', p.light, 12, bare);
