// One picture of a box: its kind's drawing from the asked view (§9 view numbers), in its colour,
// on the shop's paper, with the grade badge and, for worn grades, wear marks on the item.
import { imageViewName } from '@shop/shared/rules';
import type { Drawing } from './drawing.js';
import { drawingFor } from './kinds.js';
import { colourNameFor, paintFor, type Paint } from './paint.js';

const PAPER = '#f7f5f0';
const GRADE_COLOURS: Record<string, string> = { A: '#0b6e4f', B: '#8a5a12', C: '#9b2c2c' };

export interface DrawnBox {
  box_name: string;
  grade: string;
  category_name: string;
  product_line_id: number;
  colour: string | null;
  material?: string | null;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const caption = (view: number) => {
  const name = imageViewName(view);
  return `${name[0]!.toUpperCase()}${name.slice(1)}${name.endsWith('view') ? '' : ' view'}`;
};

/** The item from one view: the front's own shot, the back from behind, closer shots for inside and other views. */
function itemFrom(d: Drawing, p: Paint, view: number): string {
  switch (view) {
    case 1:
      return d.front(p, false);
    case 2:
      return `<g transform="translate(1000 0) scale(-1 1)">${d.front(p, true)}</g>`;
    case 3:
      return d.side(p);
    case 4:
      // From below: the top's outline, upside down and in shadow.
      return d.bottom ? d.bottom(p) : `<g transform="translate(0 940) scale(1 -1)" opacity="0.85">${d.top({ ...p, main: p.dark, light: p.main })}</g>`;
    case 5:
      return d.top(p);
    case 8:
      // A three-quarter shot: the front turned a little, its side showing beside it.
      return `<g transform="translate(560 60) scale(0.45 0.9)" opacity="0.8">${d.side(p)}</g><g transform="translate(40 120) skewY(-8) scale(0.8)">${d.front(p, false)}</g>`;
    default: {
      // Inside (6) and any other view: a close-up of the front's detail, framed.
      const [cx, cy] = view === 6 ? [500, 470] : [420, 560];
      return `<defs><clipPath id="frame"><rect x="90" y="90" width="820" height="720" rx="40"/></clipPath></defs><rect x="90" y="90" width="820" height="720" rx="40" fill="#ece7dc" stroke="none"/><g clip-path="url(#frame)"><g transform="translate(${cx} ${cy}) scale(2.1) translate(${-cx} ${-cy})">${d.front(p, false)}</g></g>`;
    }
  }
}

/** Scuffs and fading for worn grades, over the item's middle. */
const wear = (grade: string) => {
  const marks = grade === 'C' ? 6 : grade === 'B' ? 3 : 0;
  return Array.from({ length: marks }, (_, i) => `<path d="M${360 + (i % 3) * 110} ${430 + Math.floor(i / 3) * 150 + (i % 2) * 30} q26 -12 52 4" stroke="#5b4636" stroke-width="5" fill="none" opacity="0.4"/>`).join('');
};

export function boxPicture(box: DrawnBox, view: number): string {
  const drawing = drawingFor(box.product_line_id, box.category_name);
  const paint = paintFor(colourNameFor(box));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000" viewBox="0 0 1000 1000">
<rect width="1000" height="1000" fill="${PAPER}"/>
<ellipse cx="500" cy="800" rx="330" ry="26" fill="#e4ded2"/>
<g stroke="${paint.dark}" stroke-width="6" stroke-linejoin="round">${itemFrom(drawing, paint, view)}</g>
${wear(box.grade)}
<circle cx="890" cy="110" r="70" fill="${GRADE_COLOURS[box.grade] ?? '#333'}"/>
<text x="890" y="136" font-family="sans-serif" font-size="74" font-weight="700" fill="#fff" text-anchor="middle">${esc(box.grade)}</text>
<text x="500" y="900" font-family="sans-serif" font-size="44" fill="#1f2a37" text-anchor="middle">${esc(box.box_name.slice(0, 40))}</text>
<text x="500" y="955" font-family="sans-serif" font-size="34" fill="#5b6675" text-anchor="middle">${esc(caption(view))}</text>
</svg>`;
}
