// Nursery: cots, bedside cribs, chests of drawers, wardrobes, monitors, sleeping bags, stair
// gates, night lights, bouncers, swings and play gyms.
import type { Drawing } from './drawing.js';
import type { Paint } from './paint.js';
import { bare, circle, ellipse, line, path, rect, spread } from './shapes.js';

const bars = (x1: number, x2: number, y1: number, y2: number, n: number, colour: string, w = 14) =>
  line(
    spread(x1, x2, n)
      .map((x) => `M${x} ${y1} V${y2}`)
      .join(' '),
    colour,
    w,
  );

export const cot: Drawing = {
  front: (p, back) =>
    rect(170, 260, 50, 540, 14, p.main) +
    rect(780, 260, 50, 540, 14, p.main) +
    rect(220, 300, 560, 36, 10, p.main) +
    rect(220, 620, 560, 40, 10, p.main) +
    bars(260, 740, 336, 620, 13, p.main) +
    (back ? '' : rect(230, 560, 540, 60, 14, '#f4f2ec')),
  side: (p) => rect(330, 200, 50, 600, 14, p.main) + rect(620, 200, 50, 600, 14, p.main) + path('M380 220 Q500 160 620 220 L620 660 L380 660 Z', p.main) + rect(380, 560, 240, 60, 10, '#f4f2ec'),
  top: (p) => rect(180, 280, 640, 440, 20, p.main) + rect(220, 320, 560, 360, 14, '#f4f2ec') + line('M240 500 H760', '#d9d3c5', 8, bare),
};

export const crib: Drawing = {
  front: (p, back) =>
    line('M270 800 L330 560 M730 800 L670 560 M300 790 H700', p.trim, 16) +
    rect(240, 330, 520, 240, 30, p.main) +
    (back
      ? rect(270, 360, 460, 180, 20, p.dark)
      : rect(270, 360, 460, 180, 20, '#eef1f4') +
        line(
          spread(300, 700, 11)
            .map((x) => `M${x} 370 V530`)
            .join(' '),
          '#c5ccd4',
          6,
          bare,
        )),
  side: (p) => line('M430 800 L470 560 M570 800 L530 560', p.trim, 16) + rect(380, 300, 240, 270, 30, p.main) + rect(405, 330, 190, 200, 20, p.light),
  top: (p) => rect(240, 320, 520, 360, 120, p.main) + rect(280, 360, 440, 280, 100, '#f4f2ec'),
};

const drawerFronts = (p: Paint, x: number, w: number, ys: number[], h: number, back: boolean) =>
  ys.map((y) => rect(x, y, w, h, 12, back ? p.dark : p.light) + (back ? '' : circle(x + w / 2, y + h / 2, 14, p.trim))).join('');

export const drawers: Drawing = {
  front: (p, back) =>
    rect(220, 300, 560, 470, 14, p.main) + rect(200, 280, 600, 40, 10, p.main) + drawerFronts(p, 250, 500, [340, 480, 620], 120, back) + rect(240, 770, 30, 30, 4, p.main) + rect(730, 770, 30, 30, 4, p.main),
  side: (p) => rect(370, 300, 260, 470, 14, p.main) + rect(355, 280, 290, 40, 10, p.main) + line('M400 360 V740', p.dark, 6, bare) + rect(380, 770, 30, 30, 4, p.main) + rect(590, 770, 30, 30, 4, p.main),
  top: (p) => rect(200, 360, 600, 280, 14, p.main) + line('M230 420 H770 M230 500 H770 M230 580 H770', p.dark, 4, bare),
};

export const wardrobe: Drawing = {
  front: (p, back) =>
    rect(260, 140, 480, 640, 14, p.main) +
    (back
      ? rect(290, 170, 420, 580, 10, p.dark)
      : rect(285, 165, 210, 470, 10, p.light) +
        rect(505, 165, 210, 470, 10, p.light) +
        rect(470, 380, 14, 70, 6, p.trim) +
        rect(516, 380, 14, 70, 6, p.trim) +
        rect(285, 650, 430, 110, 10, p.light) +
        circle(500, 705, 12, p.trim)),
  side: (p) => rect(390, 140, 220, 640, 14, p.main) + rect(375, 130, 250, 30, 8, p.main) + line('M420 200 V740', p.dark, 6, bare),
  top: (p) => rect(260, 380, 480, 240, 14, p.main) + line('M500 390 V610', p.dark, 6, bare),
};

export const monitor: Drawing = {
  front: (p, back) =>
    rect(190, 330, 340, 430, 40, p.main) +
    (back
      ? rect(240, 400, 240, 200, 20, p.dark) + line('M260 640 H460 M260 680 H460', p.dark, 8)
      : rect(220, 370, 280, 230, 18, '#23313f') + circle(360, 485, 60, '#6b8fb3', bare) + circle(300, 680, 26, p.light) + circle(420, 680, 26, p.light)) +
    rect(640, 640, 160, 120, 30, p.main) +
    rect(700, 520, 40, 130, 12, p.main) +
    circle(720, 450, 90, p.main) +
    (back ? '' : circle(720, 450, 48, '#23313f') + circle(720, 450, 20, '#6b8fb3', bare)),
  side: (p) =>
    rect(260, 330, 90, 430, 30, p.main) +
    line('M300 330 V250', p.trim, 10) +
    rect(600, 640, 160, 120, 30, p.main) +
    rect(660, 520, 40, 130, 12, p.main) +
    ellipse(700, 450, 60, 90, p.main) +
    rect(740, 420, 40, 60, 10, '#23313f'),
  top: (p) => rect(220, 400, 340, 100, 30, p.main) + rect(620, 380, 180, 180, 40, p.main) + circle(710, 470, 60, p.main),
};

export const sleepingBag: Drawing = {
  front: (p, back) =>
    path('M360 200 L440 200 Q500 250 560 200 L640 200 Q700 260 700 360 L740 690 Q740 780 640 780 L360 780 Q260 780 260 690 L300 360 Q300 260 360 200 Z', p.main) +
    path('M300 360 Q340 300 330 240 M700 360 Q660 300 670 240', 'none', ` stroke="${p.dark}" stroke-width="8"`) +
    (back ? '' : line('M620 230 L660 760', p.trim, 8) + ellipse(500, 470, 120, 90, p.light, bare) + circle(470, 450, 10, p.trim) + circle(530, 450, 10, p.trim)) +
    rect(360, 200, 40, 20, 6, p.trim) +
    rect(600, 200, 40, 20, 6, p.trim),
  side: (p) => path('M450 200 Q530 220 540 360 L580 700 Q580 780 500 780 L430 780 Q400 700 420 360 Z', p.main) + line('M440 230 Q480 250 470 330', p.dark, 8),
  top: (p) => path('M380 220 Q500 180 620 220 L680 740 Q500 800 320 740 Z', p.main) + rect(420, 240, 160, 30, 10, p.light),
};

export const stairGate: Drawing = {
  front: (p, back) =>
    rect(180, 230, 640, 560, 30, 'none', ` stroke="${p.main}" stroke-width="30"`) +
    bars(250, 750, 250, 770, 11, p.main, 16) +
    (back ? rect(170, 380, 660, 40, 10, p.main) + rect(760, 300, 70, 200, 14, p.trim) : rect(470, 300, 60, 100, 16, p.trim)) +
    [260, 740].map((y) => rect(150, y, 40, 60, 8, p.trim) + rect(810, y, 40, 60, 8, p.trim)).join(''),
  side: (p) => rect(470, 230, 60, 560, 20, p.main) + rect(440, 260, 120, 60, 10, p.trim) + rect(440, 700, 120, 60, 10, p.trim),
  top: (p) => rect(140, 470, 720, 60, 20, p.main) + rect(470, 450, 60, 100, 16, p.trim),
};

export const nightLight: Drawing = {
  front: (p, back) =>
    circle(500, 430, 280, '#fff4c8', bare + ' opacity="0.7"') +
    path('M330 700 Q320 330 500 300 Q680 330 670 700 Z', back ? p.dark : '#fff8dc') +
    (back ? rect(440, 560, 120, 60, 12, p.trim) : path('M430 470 Q470 400 520 420 Q470 440 470 500 Q500 560 570 540 Q520 600 450 570 Q410 530 430 470 Z', '#f1c53f', bare)) +
    rect(300, 690, 400, 100, 40, p.main),
  side: (p) => circle(500, 440, 240, '#fff4c8', bare + ' opacity="0.7"') + path('M380 700 Q370 340 500 310 Q630 340 620 700 Z', '#fff8dc') + rect(360, 690, 280, 100, 40, p.main) + rect(600, 720, 60, 30, 8, p.trim),
  top: (p) => circle(500, 500, 230, p.main) + circle(500, 500, 170, '#fff8dc'),
};

export const bouncer: Drawing = {
  front: (p, back) =>
    line('M230 780 Q500 740 770 780 M260 780 L330 430 M740 780 L670 430', p.trim, 14) +
    path('M320 300 Q500 240 680 300 L700 700 Q500 760 300 700 Z', p.main) +
    (back ? '' : path('M380 340 Q500 300 620 340 L630 640 Q500 690 370 640 Z', p.light) + line('M450 420 L480 600 M550 420 L520 600', p.trim, 12)) +
    (back ? '' : line('M280 520 Q500 330 720 520', p.trim, 12) + circle(430, 470, 26, '#f1c53f') + circle(570, 470, 26, '#e0795d')),
  side: (p) =>
    line('M200 780 L800 780 L560 560', p.trim, 14) +
    path('M260 700 Q260 600 360 610 L560 640 L720 360 Q760 380 740 420 L620 700 Q500 740 260 700 Z', p.main) +
    line('M520 380 Q620 300 720 360', p.trim, 10) +
    circle(560, 420, 24, '#f1c53f'),
  top: (p) => ellipse(500, 520, 200, 300, p.main) + ellipse(500, 500, 130, 220, p.light) + line('M300 480 Q500 400 700 480', p.trim, 12),
};

export const swing: Drawing = {
  front: (p, back) =>
    line('M240 790 L420 180 L580 180 L760 790', p.trim, 20) +
    line('M200 790 H320 M680 790 H800', p.trim, 20) +
    line('M440 190 L440 470 M560 190 L560 470', '#aab2bc', 8) +
    path('M380 440 Q500 400 620 440 L630 630 Q500 680 370 630 Z', p.main) +
    (back ? '' : path('M410 470 Q500 445 590 470 L595 600 Q500 630 405 600 Z', p.light)),
  side: (p) => line('M500 180 L360 790 M500 180 L640 790', p.trim, 20) + line('M500 190 L540 470', '#aab2bc', 8) + path('M450 600 Q470 470 540 450 L600 470 L560 620 Q520 660 450 640 Z', p.main),
  top: (p) => rect(200, 470, 600, 60, 20, p.trim) + ellipse(500, 500, 120, 150, p.main) + ellipse(500, 500, 80, 100, p.light),
};

export const playGym: Drawing = {
  front: (p, back) =>
    ellipse(500, 750, 360, 50, p.main) +
    line('M170 745 Q500 120 830 745', p.trim, 18) +
    line('M260 760 Q500 250 740 760', p.dark, 18) +
    (back ? '' : line('M380 330 V420 M500 270 V420 M620 330 V420', p.trim, 5) + circle(380, 450, 34, '#f1c53f') + circle(500, 450, 34, '#e0795d') + path('M600 420 L640 420 L620 480 Z', '#4a80c4')),
  side: (p) => ellipse(500, 760, 300, 40, p.main) + line('M220 755 Q500 180 780 755', p.trim, 18) + circle(500, 430, 34, '#e0795d') + line('M500 330 V400', p.trim, 5),
  top: (p) => circle(500, 500, 330, p.main) + circle(500, 500, 250, p.light) + line('M220 280 L780 720 M780 280 L220 720', p.trim, 18) + circle(430, 430, 30, '#f1c53f') + circle(570, 570, 30, '#e0795d'),
};
