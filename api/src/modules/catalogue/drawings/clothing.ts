// Clothing, laid flat as shops photograph it: front and back flat, the side as it comes folded,
// the top on a hanger.
import type { Drawing } from './drawing.js';
import type { Paint } from './paint.js';
import { bare, circle, ellipse, line, path, rect } from './shapes.js';

/** The garment folded in a square: the fold shows the colour and the collar or waistband. */
const folded = (p: Paint, collar: boolean) =>
  rect(270, 430, 460, 340, 40, p.main) +
  rect(290, 450, 420, 60, 20, p.light) +
  (collar ? path('M430 430 Q500 500 570 430', 'none', ` stroke="${p.dark}" stroke-width="14"`) : line('M290 520 H710', p.dark, 8, bare)) +
  line('M300 650 H700', p.dark, 6, bare);
/** Looking up into the garment from its hem: the opening, the lining, the label. */
const fromHem = (p: Paint) => ellipse(500, 480, 320, 170, p.main) + ellipse(500, 470, 250, 115, p.dark) + rect(470, 360, 60, 36, 6, '#f4f2ec') + line('M200 480 Q500 700 800 480', p.light, 8, bare);
const onHanger = (p: Paint, garment: string) => line('M500 180 Q470 150 500 130 Q530 140 520 170 L500 200 L330 270 H670 L500 200', p.trim, 10) + garment;
const scaled = (s: number, body: string) => `<g transform="translate(500 470) scale(${s}) translate(-500 -470)">${body}</g>`;
/** Multi-coloured items are striped. */
const stripes = (p: Paint, clip: string) => (p.accent === '#4a80c4' ? `<g clip-path="url(#${clip})">${line('M100 360 H900 M100 480 H900 M100 600 H900 M100 720 H900', p.accent, 44, bare)}</g>` : '');
/** The back of a garment: its yoke seam and the care label at the neck. */
const backOf = (p: Paint, y: number) => rect(320, y, 360, 80, 20, p.dark, ' opacity="0.75"') + line(`M330 ${y + 200} H670`, p.dark, 8, bare) + rect(465, y - 44, 70, 40, 6, '#f4f2ec');
const clipped = (id: string, d: string, p: Paint) => `<defs><clipPath id="${id}"><path d="${d}"/></clipPath></defs>` + path(d, p.main) + stripes(p, id);

const TEE = 'M360 220 Q500 270 640 220 L800 300 L740 420 L670 390 L670 780 L330 780 L330 390 L260 420 L200 300 Z';
const JUMPER = 'M360 210 Q500 250 640 210 L760 280 L830 700 L740 720 L690 400 L690 790 L310 790 L310 400 L260 720 L170 700 L240 280 Z';

export const tshirt: Drawing = {
  front: (p, back) =>
    clipped('tee', TEE, p) + path(back ? 'M410 232 Q500 262 590 232' : 'M410 232 Q500 320 590 232', 'none', ` stroke="${p.dark}" stroke-width="16"`) + (back ? backOf(p, 280) : circle(500, 500, 0, p.main)),
  side: (p) => folded(p, true),
  top: (p) => onHanger(p, scaled(0.8, clipped('teeh', TEE, p))),
  bottom: fromHem,
};

export const jumper: Drawing = {
  front: (p, back) =>
    clipped('jum', JUMPER, p) +
    line('M320 770 H680 M180 690 L250 705 M750 705 L820 690', p.dark, 22) +
    path(back ? 'M400 225 Q500 255 600 225' : 'M400 225 Q500 310 600 225', 'none', ` stroke="${p.dark}" stroke-width="22"`) +
    (back ? backOf(p, 280) : line('M340 420 Q500 400 660 420 M340 500 Q500 480 660 500', p.light, 6, bare)),
  side: (p) => folded(p, true) + line('M290 740 H710', p.dark, 16),
  top: (p) => onHanger(p, scaled(0.8, clipped('jumh', JUMPER, p))),
  bottom: fromHem,
};

const COAT = 'M370 250 L630 250 L780 320 L840 720 L750 730 L700 420 L700 800 L300 800 L300 420 L250 730 L160 720 L220 320 Z';
export const coat: Drawing = {
  front: (p, back) =>
    path('M380 260 Q380 140 500 140 Q620 140 620 260 Z', p.main) +
    path(COAT, p.main) +
    (back
      ? line('M330 470 H670', p.dark, 8, bare)
      : line('M500 260 V790', p.trim, 10) + rect(340, 560, 100, 80, 14, p.dark) + rect(560, 560, 100, 80, 14, p.dark) + path('M420 250 Q420 190 500 190 Q580 190 580 250 Z', p.light)) +
    line('M170 715 L250 725 M750 725 L830 715', p.light, 20),
  side: (p) => folded(p, false) + path('M400 430 Q400 370 500 370 Q600 370 600 430 Z', p.main),
  top: (p) => onHanger(p, scaled(0.8, path(COAT, p.main) + line('M500 260 V790', p.trim, 10))),
  bottom: fromHem,
};

const DRESS = 'M400 200 L600 200 L640 240 L700 300 L660 360 L620 330 L610 430 L780 790 L220 790 L390 430 L380 330 L340 360 L300 300 L360 240 Z';
export const dress: Drawing = {
  front: (p, back) =>
    clipped('dress', DRESS, p) +
    line('M390 430 Q500 460 610 430', p.dark, 12) +
    (back
      ? line('M500 210 V420', p.dark, 10) +
        rect(470, 215, 60, 34, 6, '#f4f2ec') +
        path('M380 440 Q440 380 500 450 Q560 380 620 440 Q580 520 500 470 Q420 520 380 440 Z', p.light) +
        line('M470 470 L420 620 M530 470 L580 620', p.light, 16)
      : path('M440 205 Q500 270 560 205', 'none', ` stroke="${p.dark}" stroke-width="14"`) + line('M320 700 Q500 760 680 700', p.light, 10, bare) + circle(500, 440, 20, p.light)),
  side: (p) => folded(p, true) + line('M300 700 Q500 730 700 700', p.light, 10, bare),
  top: (p) => onHanger(p, scaled(0.8, clipped('dressh', DRESS, p))),
  bottom: fromHem,
};

const LEGS = 'M330 220 L670 220 L720 790 L540 790 L500 420 L460 790 L280 790 Z';
export const trousers: Drawing = {
  front: (p, back) =>
    clipped('legs', LEGS, p) +
    rect(325, 210, 350, 60, 14, p.dark) +
    (back ? rect(370, 320, 100, 110, 14, p.dark) + rect(530, 320, 100, 110, 14, p.dark) : line('M350 280 Q420 340 450 280 M650 280 Q580 340 550 280 M500 270 V400', p.light, 8, bare) + circle(500, 240, 12, '#c9a24a')) +
    line('M380 760 V790 M620 760 V790', p.light, 6, bare),
  side: (p) => folded(p, false) + rect(290, 450, 420, 40, 10, p.dark),
  top: (p) => onHanger(p, scaled(0.75, clipped('legsh', LEGS, p) + rect(325, 210, 350, 60, 14, p.dark))),
  bottom: fromHem,
};

const SUIT = 'M380 200 Q500 250 620 200 L760 270 L800 470 L720 490 L680 360 L680 560 L740 760 Q740 800 690 800 L560 800 L500 600 L440 800 L310 800 Q260 800 260 760 L320 560 L320 360 L280 490 L200 470 L240 270 Z';
/** An all-in-one (sleepsuit, snowsuit): feet, poppers down the front; a hood with ears for snow. */
const allInOne = (hood: boolean): Drawing => ({
  front: (p, back) =>
    (hood ? circle(420, 140, 40, p.main) + circle(580, 140, 40, p.main) + path('M390 240 Q380 120 500 120 Q620 120 610 240 Z', p.main) : '') +
    clipped(hood ? 'snow' : 'sleep', SUIT, p) +
    (hood ? line('M330 360 H670 M330 480 H670 M330 600 H670', p.dark, 6, bare) : '') +
    (back
      ? backOf(p, 290) + line('M500 560 V790', p.dark, 8)
      : (hood ? path('M430 240 Q430 170 500 170 Q570 170 570 240 Z', p.light) : path('M430 215 Q500 280 570 215', 'none', ` stroke="${p.dark}" stroke-width="14"`)) +
        [300, 380, 460, 540].map((y) => circle(500, y, 10, p.light)).join('')) +
    rect(270, 740, 120, 60, 24, p.light) +
    rect(610, 740, 120, 60, 24, p.light),
  side: (p) => folded(p, !hood) + (hood ? circle(420, 420, 30, p.main) + circle(580, 420, 30, p.main) : ''),
  top: (p) => onHanger(p, scaled(0.75, clipped(hood ? 'snowh' : 'sleeph', SUIT, p))),
  bottom: fromHem,
});
export const sleepsuit = allInOne(false);
export const snowsuit = allInOne(true);

const BODY = 'M380 220 Q500 260 620 220 L760 290 L710 400 L660 380 L660 600 Q600 700 540 720 L460 720 Q400 700 340 600 L340 380 L290 400 L240 290 Z';
export const bodysuit: Drawing = {
  front: (p, back) =>
    clipped('body', BODY, p) +
    (back ? backOf(p, 280) : line('M380 225 L440 290 M620 225 L560 290', p.dark, 10) + path('M440 230 Q500 280 560 230', 'none', ` stroke="${p.dark}" stroke-width="14"`)) +
    [470, 500, 530].map((x) => circle(x, 705, 8, p.light)).join(''),
  side: (p) => folded(p, true) + rect(450, 720, 100, 30, 10, p.light),
  top: (p) => onHanger(p, scaled(0.8, clipped('bodyh', BODY, p))),
  bottom: fromHem,
};

/** A top and leggings, laid side by side. */
export const outfitSet: Drawing = {
  front: (p, back) => `<g transform="translate(-170 40) scale(0.75)">${tshirt.front(p, back)}</g><g transform="translate(330 140) scale(0.62)">${trousers.front({ ...p, main: p.dark, dark: p.trim }, back)}</g>`,
  side: (p) => `<g transform="translate(0 -150)">${folded(p, true)}</g>` + `<g transform="translate(0 160) scale(1 0.55) translate(0 300)">${folded({ ...p, main: p.dark }, false)}</g>`,
  top: (p) => onHanger(p, scaled(0.7, path(TEE, p.main) + `<g transform="translate(0 380) scale(1 0.5)">${path(LEGS, p.dark)}</g>`)),
  bottom: fromHem,
};
