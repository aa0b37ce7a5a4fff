// Toys: activity toys, walkers, soft toys, bath toys, dolls houses, play kitchens, playsets,
// dressing up, building sets, puzzles, board games and train sets.
import type { Drawing } from './drawing.js';
import type { Paint } from './paint.js';
import { bare, boxFront, boxSide, boxTop, circle, ellipse, line, path, rect, spread, wheel } from './shapes.js';

const BRIGHT = ['#d2463f', '#f1c53f', '#4a80c4', '#4f9a62', '#e0795d'];
const brick = (x: number, y: number, w: number, fill: string) =>
  rect(x, y, w, 70, 6, fill) +
  spread(x + 25, x + w - 25, Math.max(2, Math.round(w / 60)))
    .map((cx) => rect(cx - 16, y - 18, 32, 20, 4, fill))
    .join('');

export const activityToy: Drawing = {
  front: (p, back) =>
    rect(260, 440, 480, 340, 30, p.main) +
    rect(290, 470, 420, 280, 20, back ? p.dark : p.light) +
    line('M320 440 Q320 200 500 250 Q680 300 680 440 M380 440 Q420 300 560 320 Q640 340 620 440', p.trim, 10) +
    [
      [340, 300],
      [470, 258],
      [600, 330],
      [450, 330],
      [560, 370],
    ]
      .map(([x, y], i) => circle(x!, y!, 26, BRIGHT[i]!))
      .join('') +
    (back ? '' : circle(400, 610, 60, '#f1c53f') + rect(540, 560, 120, 120, 16, '#4a80c4')),
  side: (p) => rect(340, 440, 320, 340, 30, p.main) + rect(370, 480, 260, 260, 20, p.light) + line('M380 440 Q500 220 620 440', p.trim, 10) + circle(500, 300, 26, '#d2463f') + ellipse(500, 610, 80, 50, '#4f9a62'),
  top: (p) => rect(260, 260, 480, 480, 30, p.main) + line('M300 300 Q500 600 700 300 M300 700 Q500 400 700 700', p.trim, 10) + circle(420, 420, 26, '#d2463f') + circle(580, 580, 26, '#f1c53f'),
};

export const walker: Drawing = {
  front: (p, back) =>
    path('M250 400 L750 400 L720 720 L280 720 Z', p.main) +
    line('M300 400 L260 200 H740 L700 400', p.trim, 22) +
    (back
      ? rect(320, 450, 360, 220, 20, p.dark)
      : rect(320, 440, 360, 240, 20, p.light) + circle(400, 520, 40, '#d2463f') + rect(470, 480, 80, 80, 12, '#f1c53f') + circle(620, 540, 35, '#4a80c4') + rect(380, 600, 240, 40, 12, '#4f9a62')) +
    wheel(300, 740, 50, p) +
    wheel(700, 740, 50, p),
  side: (p) =>
    path('M320 420 L700 460 L680 720 L340 720 Z', p.main) +
    line('M660 460 L760 190', p.trim, 22) +
    rect(730, 170, 70, 40, 12, p.trim) +
    wheel(360, 740, 50, p) +
    wheel(660, 740, 50, p) +
    rect(380, 500, 80, 80, 12, '#f1c53f'),
  top: (p) =>
    rect(270, 330, 460, 380, 30, p.main) +
    rect(310, 360, 380, 220, 16, p.light) +
    line('M270 250 H730', p.trim, 22) +
    [
      ['#d2463f', 380],
      ['#4a80c4', 600],
    ]
      .map(([c, x]) => circle(Number(x), 470, 40, String(c)))
      .join(''),
};

/** A teddy: the shape every soft toy photo comes back to. */
export const teddy: Drawing = {
  front: (p, back) =>
    ellipse(500, 600, 180, 190, p.main) +
    circle(350, 720, 70, p.main) +
    circle(650, 720, 70, p.main) +
    circle(320, 520, 60, p.main) +
    circle(680, 520, 60, p.main) +
    circle(380, 220, 60, p.main) +
    circle(620, 220, 60, p.main) +
    circle(500, 330, 150, p.main) +
    (back
      ? ellipse(500, 720, 40, 30, p.dark)
      : circle(380, 220, 30, p.light) +
        circle(620, 220, 30, p.light) +
        ellipse(500, 380, 60, 46, p.light) +
        circle(445, 310, 14, p.trim) +
        circle(555, 310, 14, p.trim) +
        ellipse(500, 365, 20, 14, p.trim) +
        ellipse(500, 600, 100, 110, p.light) +
        path('M440 460 L500 490 L560 460 L560 500 L500 480 L440 500 Z', '#d2463f')),
  side: (p) =>
    ellipse(480, 600, 130, 190, p.main) +
    circle(560, 730, 70, p.main) +
    circle(460, 330, 140, p.main) +
    circle(420, 210, 55, p.main) +
    ellipse(610, 360, 60, 45, p.light) +
    circle(520, 310, 14, p.trim) +
    circle(500, 560, 60, p.main),
  top: (p) => ellipse(500, 560, 180, 220, p.main) + circle(500, 380, 140, p.main) + circle(380, 300, 55, p.main) + circle(620, 300, 55, p.main) + circle(330, 620, 60, p.main) + circle(670, 620, 60, p.main),
};

export const bathToy: Drawing = {
  front: (p, back) =>
    ellipse(500, 640, 230, 150, '#f1c53f') +
    circle(500, 380, 130, '#f1c53f') +
    (back ? path('M330 560 Q260 500 300 470 Q360 520 360 560 Z', '#f1c53f') : circle(450, 350, 18, p.trim) + circle(550, 350, 18, p.trim) + ellipse(500, 430, 70, 26, '#e0795d') + ellipse(340, 620, 60, 40, '#e6b22f')) +
    line('M260 780 Q500 820 740 780', '#8ec5e8', 14),
  side: (p) =>
    path('M280 640 Q280 520 420 540 L640 560 Q760 520 760 640 Q740 790 500 790 Q300 790 280 640 Z', '#f1c53f') +
    circle(430, 400, 120, '#f1c53f') +
    path('M300 390 L200 410 L300 440 Z', '#e0795d') +
    circle(390, 370, 16, p.trim) +
    path('M680 560 Q760 470 740 560 Z', '#f1c53f') +
    line('M220 790 H780', '#8ec5e8', 14) +
    circle(500, 500, 0, p.main),
  top: (p) => ellipse(500, 560, 200, 240, '#f1c53f') + circle(500, 330, 110, '#f1c53f') + path('M470 220 L500 170 L530 220 Z', '#e0795d') + circle(500, 600, 0, p.main),
};

export const dollsHouse: Drawing = {
  front: (p, back) =>
    path('M180 360 L500 140 L820 360 Z', p.dark) +
    rect(220, 360, 560, 420, 10, p.main) +
    (back
      ? line('M220 570 H780', p.dark, 10)
      : rect(270, 410, 160, 120, 8, '#bfe0f2') +
        rect(570, 410, 160, 120, 8, '#bfe0f2') +
        line('M350 410 V530 M270 470 H430 M650 410 V530 M570 470 H730', p.main, 6, bare) +
        rect(440, 600, 120, 180, 10, '#8a5a3c') +
        rect(270, 600, 130, 110, 8, '#bfe0f2') +
        rect(600, 600, 130, 110, 8, '#bfe0f2') +
        rect(620, 200, 60, 120, 6, p.dark)),
  side: (p) => path('M320 360 L680 360 L680 780 L320 780 Z', p.main) + path('M300 360 L500 160 L700 360 Z', p.dark) + rect(420, 460, 160, 140, 8, '#bfe0f2'),
  top: (p) => path('M180 260 L820 260 L820 740 L180 740 Z', p.dark) + line('M180 500 H820', p.main, 14) + rect(640, 300, 80, 80, 6, p.dark),
};

export const playKitchen: Drawing = {
  front: (p, back) =>
    rect(200, 180, 600, 120, 20, p.main) +
    rect(220, 300, 40, 170, 10, p.main) +
    rect(740, 300, 40, 170, 10, p.main) +
    rect(200, 460, 600, 330, 20, p.main) +
    rect(190, 450, 620, 30, 10, p.light) +
    (back
      ? rect(240, 520, 520, 220, 20, p.dark)
      : circle(300, 465, 0, p.trim) +
        ellipse(340, 455, 70, 18, p.trim) +
        ellipse(500, 455, 70, 18, p.trim) +
        rect(240, 520, 280, 230, 20, p.light) +
        rect(270, 560, 220, 150, 16, '#bfe0f2') +
        line('M280 530 H480', p.trim, 14) +
        rect(560, 520, 200, 230, 20, p.light) +
        circle(590, 630, 14, p.trim) +
        line('M680 440 V360 H620', '#aab2bc', 18) +
        rect(260, 210, 480, 60, 12, p.light)),
  side: (p) => rect(360, 180, 280, 120, 20, p.main) + rect(600, 300, 40, 170, 10, p.main) + rect(360, 460, 280, 330, 20, p.main) + rect(350, 450, 300, 30, 10, p.light),
  top: (p) => rect(200, 330, 600, 340, 20, p.main) + circle(340, 470, 60, p.trim) + circle(500, 470, 60, p.trim) + ellipse(660, 500, 90, 70, '#aab2bc'),
};

/** A boxed set: the box with its contents on the lid. */
const boxed = (band: string, art: (p: Paint) => string): Drawing => ({
  front: (p, back) => boxFront(p, art(p), band, back),
  side: (p) => boxSide(p, band),
  top: (p) => boxTop(p, band),
});

export const playset = boxed(
  '#d2463f',
  (p) =>
    rect(260, 370, 480, 380, 16, '#bfe0f2') +
    circle(420, 480, 45, '#f3d2b5') +
    rect(375, 525, 90, 150, 20, '#4a80c4') +
    circle(590, 480, 45, '#f3d2b5') +
    rect(545, 525, 90, 150, 20, '#d2463f') +
    rect(340, 420, 160, 30, 10, p.trim),
);

export const buildingSet = boxed(
  '#f1c53f',
  (p) => rect(260, 370, 480, 380, 16, '#dbeaf5') + brick(320, 640, 180, '#d2463f') + brick(500, 640, 180, '#4a80c4') + brick(380, 552, 180, '#4f9a62') + brick(420, 464, 120, '#f1c53f') + circle(500, 500, 0, p.main),
);

export const puzzle = boxed(
  '#4f9a62',
  () =>
    rect(260, 370, 480, 380, 16, '#bfe0f2') +
    path('M260 600 Q400 520 520 600 Q640 680 740 600 L740 750 L260 750 Z', '#4f9a62', bare) +
    circle(620, 450, 50, '#f1c53f', bare) +
    line('M420 370 V750 M580 370 V750 M260 560 H740', '#ffffff', 6, ' opacity="0.8"') +
    path('M560 520 h60 a20 20 0 1 1 0 40 v60 h-60 a20 20 0 1 0 0 -40 Z', '#e0795d'),
);

export const boardGame: Drawing = {
  front: (p, back) =>
    rect(150, 330, 700, 450, 18, p.main) +
    rect(180, 360, 640, 70, 10, '#d2463f') +
    (back
      ? rect(200, 460, 600, 280, 10, p.light)
      : rect(200, 460, 600, 290, 10, '#f4f2ec') +
        Array.from({ length: 12 }, (_, i) => rect(215 + i * 48, 470, 42, 42, 4, BRIGHT[i % 5]!)).join('') +
        Array.from({ length: 12 }, (_, i) => rect(215 + i * 48, 690, 42, 42, 4, BRIGHT[(i + 2) % 5]!)).join('') +
        rect(430, 560, 120, 120, 18, '#ffffff') +
        circle(460, 590, 10, p.trim) +
        circle(520, 650, 10, p.trim) +
        circle(490, 620, 10, p.trim)),
  side: (p) => rect(150, 640, 700, 140, 14, p.main) + rect(170, 660, 300, 50, 8, '#d2463f') + line('M150 700 H850', p.dark, 4, bare),
  top: (p) =>
    rect(150, 150, 700, 700, 18, p.main) +
    rect(200, 200, 600, 600, 10, '#f4f2ec') +
    Array.from({ length: 20 }, (_, i) => rect(200 + (i % 10) * 60, i < 10 ? 200 : 740, 60, 60, 2, BRIGHT[i % 5]!)).join('') +
    path('M500 360 L620 560 L380 560 Z', '#d2463f'),
};

const engine = (p: Paint, x: number) =>
  rect(x, 460, 260, 220, 20, p.main) +
  rect(x + 150, 360, 120, 320, 16, p.main) +
  rect(x + 170, 390, 80, 80, 10, '#bfe0f2') +
  rect(x + 30, 400, 50, 70, 10, p.trim) +
  circle(x + 60, 710, 44, p.trim) +
  circle(x + 200, 710, 44, p.trim) +
  circle(x + 60, 710, 16, '#f1c53f') +
  circle(x + 200, 710, 16, '#f1c53f');
export const trainSet: Drawing = {
  front: (p, back) =>
    line('M100 770 H900', '#8a5a3c', 24) +
    line(
      spread(140, 860, 10)
        .map((x) => `M${x} 760 V790`)
        .join(' '),
      '#8a5a3c',
      16,
    ) +
    engine(p, back ? 480 : 200) +
    rect(back ? 200 : 500, 480, 220, 200, 16, '#d2463f') +
    circle(back ? 250 : 550, 710, 40, p.trim) +
    circle(back ? 370 : 670, 710, 40, p.trim) +
    rect(back ? 420 : 470, 600, 60, 20, 6, p.trim),
  side: (p) =>
    line('M300 780 H700', '#8a5a3c', 30) + rect(360, 380, 280, 300, 20, p.main) + rect(400, 420, 200, 100, 10, '#bfe0f2') + circle(430, 720, 40, p.trim) + circle(570, 720, 40, p.trim) + circle(500, 600, 30, '#f1c53f'),
  top: (p) =>
    path('M200 500 Q200 250 500 250 Q800 250 800 500 Q800 750 500 750 Q200 750 200 500 Z', 'none', ' stroke="#8a5a3c" stroke-width="40"') + rect(440, 220, 160, 60, 12, p.main) + rect(260, 440, 60, 140, 12, '#d2463f'),
};

export const dressingUp: Drawing = {
  front: (p, back) =>
    path('M400 200 Q500 240 600 200 L780 790 Q500 830 220 790 Z', p.main) +
    path('M400 200 Q500 300 600 200', 'none', ` stroke="${p.dark}" stroke-width="16"`) +
    (back
      ? path('M400 200 Q500 240 600 200 L640 330 Q500 400 360 330 Z', p.dark) + rect(470, 215, 60, 34, 6, '#f4f2ec')
      : [
          [380, 420],
          [600, 500],
          [450, 650],
          [650, 700],
          [330, 700],
        ]
          .map(([x, y]) => path(`M${x} ${y! - 30} L${x! + 9} ${y! - 9} L${x! + 30} ${y} L${x! + 9} ${y! + 9} L${x} ${y! + 30} L${x! - 9} ${y! + 9} L${x! - 30} ${y} L${x! - 9} ${y! - 9} Z`, '#f1c53f', bare))
          .join('')) +
    path('M420 120 L450 60 L480 110 L500 50 L520 110 L550 60 L580 120 Z', '#f1c53f') +
    rect(420, 120, 160, 30, 8, '#f1c53f'),
  side: (p) => path('M470 200 L560 200 L640 790 L380 790 Z', p.main) + path('M460 120 L480 70 L500 110 L520 70 L540 120 Z', '#f1c53f'),
  top: (p) => path('M500 500 m-300 0 a300 300 0 1 0 600 0 a300 300 0 1 0 -600 0', p.main) + circle(500, 500, 80, p.light),
};
