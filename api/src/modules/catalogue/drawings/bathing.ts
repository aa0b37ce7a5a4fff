// Bathing & Changing: baths, bath seats, hooded towels, changing units and mats, nappy bins and
// potties.
import type { Drawing } from './drawing.js';
import { bare, circle, ellipse, line, path, rect } from './shapes.js';

const WATER = '#bfe0f2';

export const babyBath: Drawing = {
  front: (p, back) =>
    path('M170 430 L830 430 Q810 740 680 760 L320 760 Q190 740 170 430 Z', p.main) +
    ellipse(500, 430, 330, 50, back ? p.dark : WATER) +
    (back ? '' : path('M250 440 Q300 400 360 440', 'none', ' stroke="#ffffff" stroke-width="8"') + circle(700, 520, 0, p.main)) +
    rect(460, 740, 80, 40, 10, p.trim),
  side: (p) => path('M330 430 L670 430 Q660 740 590 760 L410 760 Q340 740 330 430 Z', p.main) + ellipse(500, 430, 170, 40, WATER),
  top: (p) => ellipse(500, 500, 340, 230, p.main) + ellipse(500, 500, 280, 180, WATER) + path('M260 420 Q300 500 260 580 Q320 500 260 420 Z', p.light) + circle(700, 600, 18, p.trim),
};

export const bathSeat: Drawing = {
  front: (p, back) =>
    path('M300 380 Q300 250 500 240 Q700 250 700 380 L700 560 L300 560 Z', p.main) +
    rect(260, 540, 480, 90, 40, p.main) +
    (back ? '' : path('M360 390 Q360 300 500 295 Q640 300 640 390 L640 540 L360 540 Z', p.light) + rect(450, 560, 100, 50, 20, p.light)) +
    [320, 440, 560, 680].map((x) => path(`M${x - 40} 780 Q${x} 700 ${x + 40} 780 Z`, p.dark) + rect(x - 10, 630, 20, 100, 6, p.main)).join(''),
  side: (p) =>
    path('M380 560 L400 280 Q420 240 470 250 L480 560 Z', p.main) +
    rect(350, 540, 330, 90, 40, p.main) +
    [400, 620].map((x) => path(`M${x - 40} 780 Q${x} 700 ${x + 40} 780 Z`, p.dark) + rect(x - 10, 630, 20, 100, 6, p.main)).join(''),
  top: (p) => circle(500, 500, 250, p.main) + circle(500, 520, 150, p.light) + rect(460, 600, 80, 80, 20, p.main),
};

/** Laid out as a diamond, the hood in the top corner with its ears, as the packs show it. */
export const hoodedTowel: Drawing = {
  front: (p, back) =>
    circle(425, 185, 42, p.main) +
    circle(575, 185, 42, p.main) +
    path('M500 150 L850 480 L500 810 L150 480 Z', p.main) +
    line('M260 480 L500 720 L740 480 M330 480 L500 650 L670 480', p.light, 8, bare) +
    path('M500 150 L660 300 L340 300 Z', back ? p.dark : p.light) +
    (back ? '' : circle(465, 245, 11, p.trim) + circle(535, 245, 11, p.trim) + ellipse(500, 272, 14, 9, p.trim)),
  side: (p) => rect(300, 560, 400, 220, 30, p.main) + line('M300 620 H700 M300 680 H700', p.light, 10, bare) + path('M360 560 L500 460 L640 560 Z', p.light) + circle(420, 470, 30, p.main) + circle(580, 470, 30, p.main),
  top: (p) => rect(220, 300, 560, 400, 30, p.main) + line('M260 340 H740', p.light, 14, bare) + path('M220 300 L420 300 L220 500 Z', p.light),
};

export const changingUnit: Drawing = {
  front: (p, back) =>
    rect(220, 360, 560, 410, 14, p.main) +
    rect(200, 320, 600, 40, 10, p.main) +
    line('M210 320 V220 H790 V320', p.main, 26) +
    rect(240, 260, 520, 60, 20, back ? p.dark : '#f4f2ec') +
    (back ? '' : [400, 560].map((y) => rect(250, y, 500, 120, 10, p.light) + circle(500, y + 60, 14, p.trim)).join('') + rect(250, 380, 500, 0, 0, p.main)) +
    rect(240, 770, 30, 30, 4, p.main) +
    rect(730, 770, 30, 30, 4, p.main),
  side: (p) => rect(360, 360, 280, 410, 14, p.main) + line('M350 320 V220 H650 V320', p.main, 26) + rect(340, 320, 320, 40, 10, p.main),
  top: (p) => rect(200, 260, 600, 480, 14, p.main) + rect(240, 300, 520, 400, 30, '#f4f2ec'),
};

export const changingMat: Drawing = {
  front: (p, back) =>
    path('M180 560 Q180 500 240 500 L760 500 Q820 500 820 560 L820 700 Q820 760 760 760 L240 760 Q180 760 180 700 Z', p.main) +
    rect(260, 540, 480, 140, 40, back ? p.dark : p.light) +
    path('M180 560 Q180 440 290 450 L710 450 Q820 440 820 560', 'none', ` stroke="${p.main}" stroke-width="40"`),
  side: (p) => path('M180 700 Q180 600 260 600 L740 640 Q820 650 820 700 L820 760 L180 760 Z', p.main) + line('M200 680 H800', p.light, 8, bare),
  top: (p) => rect(220, 220, 560, 560, 80, p.main) + rect(300, 300, 400, 400, 50, p.light) + path('M340 500 Q500 440 660 500', 'none', ` stroke="${p.main}" stroke-width="8" stroke-dasharray="20 14"`),
};

export const nappyBin: Drawing = {
  front: (p, back) =>
    path('M330 300 L670 300 L640 780 L360 780 Z', p.main) +
    path('M310 300 Q310 200 500 200 Q690 200 690 300 Z', back ? p.dark : p.light) +
    (back ? '' : rect(420, 700, 160, 50, 16, p.trim) + line('M380 240 Q500 220 620 240', p.trim, 10)),
  side: (p) => path('M380 300 L620 300 L600 780 L400 780 Z', p.main) + path('M360 300 Q360 210 500 210 Q640 210 640 300 Z', p.light) + rect(560, 720, 80, 40, 12, p.trim),
  top: (p) => circle(500, 500, 210, p.light) + circle(500, 500, 70, p.trim) + line('M330 500 H670', p.main, 10),
};

export const potty: Drawing = {
  front: (p, back) =>
    path('M260 500 L740 500 L680 780 L320 780 Z', p.main) + ellipse(500, 500, 250, 60, back ? p.dark : p.light) + path('M420 470 Q500 380 580 470 Z', p.main) + (back ? '' : ellipse(500, 500, 170, 34, '#f4f2ec', bare)),
  side: (p) => path('M320 520 L700 500 L680 780 L340 780 Z', p.main) + path('M640 500 Q700 340 720 500 Z', p.main) + line('M320 520 L700 500', p.light, 20),
  top: (p) => ellipse(500, 520, 230, 280, p.main) + ellipse(500, 540, 150, 190, '#f4f2ec') + path('M420 250 Q500 170 580 250 Z', p.main),
};
