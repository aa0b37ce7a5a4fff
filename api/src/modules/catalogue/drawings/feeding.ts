// Feeding: bottles, sterilisers, warmers, formula makers, highchairs, bowls and spoons, food
// makers, breast pumps and feeding pillows.
import type { Drawing } from './drawing.js';
import type { Paint } from './paint.js';
import { bare, circle, ellipse, line, path, rect, spread } from './shapes.js';

const CLEAR = '#e6f1f8';
const bottleShape = (p: Paint, x: number, y: number, s: number, back = false) =>
  `<g transform="translate(${x} ${y}) scale(${s})">` +
  path('M-40 -270 Q0 -330 40 -270 L50 -230 L-50 -230 Z', '#f0c98a') +
  rect(-80, -240, 160, 60, 14, p.main) +
  rect(-90, -180, 180, 420, 50, CLEAR) +
  rect(-90, 40, 180, 200, 50, '#fbf7ee', bare + ' opacity="0.9"') +
  (back
    ? ''
    : line(
        spread(-120, 160, 6)
          .map((yy) => `M-90 ${yy} H-40`)
          .join(' '),
        p.trim,
        5,
      )) +
  '</g>';

export const bottle: Drawing = {
  front: (p, back) => bottleShape(p, 400, 540, 1, back) + bottleShape(p, 620, 560, 0.85, back),
  side: (p) => bottleShape(p, 500, 540, 1, true),
  top: (p) => circle(400, 400, 90, p.main) + circle(400, 400, 40, '#f0c98a') + circle(620, 600, 76, p.main) + circle(620, 600, 34, '#f0c98a') + rect(560, 300, 160, 40, 12, p.trim),
};

export const steriliser: Drawing = {
  front: (p, back) =>
    rect(220, 480, 560, 300, 40, p.main) +
    path('M230 480 Q240 300 500 290 Q760 300 770 480 Z', back ? p.dark : CLEAR) +
    (back ? rect(460, 620, 80, 60, 10, p.trim) : bottleShape(p, 400, 430, 0.42) + bottleShape(p, 500, 420, 0.46) + bottleShape(p, 600, 430, 0.42) + circle(500, 640, 40, p.light) + circle(500, 640, 14, '#4f9a62')) +
    rect(420, 270, 160, 40, 14, p.trim),
  side: (p) => rect(300, 480, 400, 300, 40, p.main) + path('M310 480 Q320 310 500 300 Q680 310 690 480 Z', CLEAR) + rect(440, 280, 120, 36, 12, p.trim) + rect(680, 700, 60, 30, 8, p.trim),
  top: (p) => circle(500, 500, 280, p.main) + circle(500, 500, 220, CLEAR) + rect(420, 480, 160, 40, 14, p.trim),
};

export const bottleWarmer: Drawing = {
  front: (p, back) =>
    bottleShape(p, 500, 420, 0.8, back) +
    path('M330 500 L670 500 L640 790 L360 790 Z', p.main) +
    (back
      ? line('M600 740 Q760 760 780 640 Q800 560 860 560', p.trim, 12) + rect(840, 530, 60, 60, 10, '#f4f2ec') + rect(400, 560, 200, 120, 12, p.dark)
      : circle(500, 700, 38, p.light) + circle(500, 700, 12, '#d2463f')),
  side: (p) => bottleShape(p, 500, 420, 0.8, true) + path('M360 500 L640 500 L620 790 L380 790 Z', p.main) + rect(620, 740, 60, 30, 8, p.trim),
  top: (p) => circle(500, 500, 220, p.main) + circle(500, 500, 110, p.light) + circle(500, 500, 50, '#f0c98a'),
};

export const formulaMaker: Drawing = {
  front: (p, back) =>
    rect(260, 180, 480, 610, 40, p.main) +
    rect(300, 140, 400, 80, 30, back ? p.dark : CLEAR) +
    (back
      ? rect(300, 260, 400, 400, 30, '#bfe0f2')
      : rect(300, 230, 400, 150, 24, p.light) +
        circle(400, 300, 26, p.trim) +
        circle(500, 300, 26, '#4f9a62') +
        circle(600, 300, 26, p.trim) +
        rect(320, 410, 360, 360, 24, '#3a4350') +
        rect(470, 410, 60, 50, 10, '#aab2bc') +
        bottleShape(p, 500, 640, 0.45)),
  side: (p) => rect(360, 180, 280, 610, 40, p.main) + rect(360, 140, 280, 80, 30, CLEAR) + rect(380, 260, 160, 400, 20, '#bfe0f2', ' opacity="0.8"'),
  top: (p) => rect(260, 300, 480, 400, 40, p.main) + rect(300, 340, 400, 140, 24, CLEAR) + rect(300, 520, 400, 140, 24, p.light),
};

export const highchair: Drawing = {
  front: (p, back) =>
    line('M330 480 L230 790 M670 480 L770 790 M280 640 H720', p.trim, 20) +
    rect(340, 180, 320, 340, 60, p.main) +
    rect(300, 460, 400, 100, 30, p.main) +
    (back
      ? rect(380, 230, 240, 200, 30, p.dark)
      : rect(380, 230, 240, 220, 40, p.light) + line('M440 260 L470 430 M560 260 L530 430', p.trim, 12) + rect(240, 420, 520, 60, 24, '#f4f2ec') + rect(440, 560, 120, 40, 10, p.main)),
  side: (p) =>
    line('M480 520 L300 790 M520 520 L700 790', p.trim, 20) +
    path('M430 180 Q500 170 520 200 L540 520 L420 540 Z', p.main) +
    rect(420, 480, 200, 70, 20, p.main) +
    rect(560, 420, 220, 40, 16, '#f4f2ec') +
    line('M560 560 L620 640', p.main, 20),
  top: (p) => rect(250, 200, 500, 600, 50, 'none', ` stroke="${p.trim}" stroke-width="20"`) + rect(340, 260, 320, 280, 40, p.main) + rect(300, 560, 400, 90, 30, '#f4f2ec'),
};

export const bowlAndSpoon: Drawing = {
  front: (p, back) =>
    path('M220 520 Q240 780 500 780 Q760 780 780 520 Z', p.main) +
    ellipse(500, 520, 280, 50, back ? p.dark : p.light) +
    (back ? '' : path('M330 540 Q500 500 680 530', 'none', ' stroke="#f0c98a" stroke-width="30"')) +
    line('M650 500 L860 250', p.accent === '#f4f2ec' ? p.dark : p.accent, 28) +
    ellipse(620, 530, 60, 30, p.trim, bare + ' opacity="0"'),
  side: (p) => path('M260 560 Q280 780 500 780 Q720 780 740 560 Z', p.main) + line('M240 560 H760', p.main, 20) + line('M500 560 L700 330', p.dark, 24),
  top: (p) => circle(500, 500, 260, p.main) + circle(500, 500, 190, p.light) + circle(500, 500, 120, '#f0c98a') + line('M560 470 L840 230', p.dark, 28) + ellipse(540, 490, 50, 34, p.dark),
};

export const foodMaker: Drawing = {
  front: (p, back) =>
    rect(330, 600, 340, 190, 40, p.main) +
    path('M350 600 L650 600 L690 220 L310 220 Z', CLEAR) +
    rect(300, 180, 400, 60, 20, p.main) +
    (back
      ? ''
      : path('M400 420 L600 420 L620 560 L380 560 Z', '#f1c53f', ' opacity="0.7"') +
        line('M440 480 L560 500 M560 470 L440 500', '#aab2bc', 10) +
        circle(500, 690, 36, p.light) +
        line('M690 300 Q760 320 740 460 L670 480', p.main, 22)),
  side: (p) => rect(380, 600, 240, 190, 40, p.main) + path('M390 600 L610 600 L640 220 L360 220 Z', CLEAR) + rect(350, 180, 300, 60, 20, p.main),
  top: (p) => circle(500, 500, 230, p.main) + circle(500, 500, 180, CLEAR) + line('M420 500 H580 M500 420 V580', '#aab2bc', 12),
};

export const breastPump: Drawing = {
  front: (p, back) =>
    rect(560, 460, 230, 300, 40, p.main) +
    (back ? '' : rect(590, 500, 170, 90, 16, '#23313f') + circle(630, 660, 26, p.light) + circle(720, 660, 26, p.light)) +
    line('M560 560 Q460 520 430 420', '#aab2bc', 10) +
    path('M260 260 Q360 200 430 290 L420 380 Q340 420 260 360 Z', CLEAR) +
    rect(330, 360, 120, 70, 20, p.light) +
    rect(330, 430, 130, 340, 40, CLEAR) +
    rect(330, 620, 130, 150, 40, '#fbf7ee', bare),
  side: (p) => rect(600, 460, 110, 300, 40, p.main) + path('M280 300 L440 260 L440 420 L280 380 Z', CLEAR) + rect(420, 430, 130, 340, 40, CLEAR) + line('M600 560 Q520 520 500 440', '#aab2bc', 10),
  top: (p) => rect(520, 300, 260, 200, 40, p.main) + circle(360, 560, 120, CLEAR) + circle(360, 560, 60, p.light),
};

export const feedingPillow: Drawing = {
  front: (p, back) =>
    path('M200 600 Q180 260 500 240 Q820 260 800 600 Q790 720 700 700 Q680 460 500 450 Q320 460 300 700 Q210 720 200 600 Z', p.main) +
    (back
      ? line('M230 600 Q230 300 500 280 Q770 300 770 600', p.trim, 8) + rect(740, 590, 50, 60, 8, '#f4f2ec')
      : [
          [300, 420],
          [420, 330],
          [580, 330],
          [700, 420],
          [260, 600],
          [740, 600],
        ]
          .map(([x, y]) => circle(x!, y!, 24, p.light, bare))
          .join('')),
  side: (p) => path('M200 600 Q200 450 360 440 L640 440 Q800 450 800 600 Q800 720 640 720 L360 720 Q200 720 200 600 Z', p.main) + line('M260 520 H740', p.light, 8, bare),
  // Lying flat, seen from above: a wide horseshoe with the baby's place in the middle.
  top: (p) =>
    path('M150 700 Q120 250 500 230 Q880 250 850 700 L680 700 Q690 420 500 410 Q310 420 320 700 Z', p.main) +
    ellipse(500, 620, 150, 110, '#f4f2ec') +
    line('M200 660 Q200 300 500 290 Q800 300 800 660', p.light, 10, bare),
};
