// Pushchairs & Travel: prams, pushchairs, doubles, strollers, car seats, bases, footmuffs,
// rain covers, changing bags and carriers.
import type { Drawing } from './drawing.js';
import type { Paint } from './paint.js';
import { bare, circle, ellipse, line, path, rect, wheel, wheelEdge } from './shapes.js';

const pramProfile = (p: Paint, depth: boolean) =>
  (depth ? wheel(395, 700, 66, { ...p, trim: '#59626e' }) + wheel(735, 700, 66, { ...p, trim: '#59626e' }) + path('M270 400 L790 400 Q785 590 650 600 L390 600 Z', p.dark) : '') +
  line('M320 610 L300 720 M640 610 L660 720 M300 720 L660 720', p.trim, 14) +
  path('M220 420 L740 420 Q735 610 600 625 L340 625 Q225 610 220 420 Z', p.main) +
  path('M220 420 Q215 230 420 222 L475 420 Z', p.main) +
  line('M300 420 Q285 300 420 236 M380 420 Q370 320 440 240', p.dark, 8, bare) +
  rect(470, 408, 270, 24, 10, p.light) +
  line('M730 430 L830 250', p.trim, 18) +
  rect(800, 226, 70, 36, 14, p.trim) +
  wheel(300, 720, 82, p) +
  wheel(660, 720, 82, p);

export const pram: Drawing = {
  front: (p, back) => pramProfile(p, true) + (back ? '' : rect(520, 450, 160, 100, 16, p.light)),
  side: (p) => pramProfile(p, false),
  top: (p) => rect(300, 240, 400, 560, 120, p.main) + path('M300 360 Q300 200 500 200 Q700 200 700 360 Z', p.dark) + rect(350, 420, 300, 300, 60, p.light) + rect(430, 820, 140, 40, 14, p.trim),
};

const pushchairProfile = (p: Paint, o: { compact?: boolean; depth?: boolean }) => {
  const r = o.compact ? 42 : 62;
  const far = { ...p, trim: '#59626e' };
  return (
    (o.depth
      ? wheel(380, 720, r * 0.9, far) +
        wheel(745, 720, r * 0.95, far) +
        // The seat's far side and the frame's far leg: a three-quarter view, not a profile.
        `<g transform="translate(60 -36)">${path('M545 300 L620 312 L600 485 L440 505 L395 590 L360 575 L405 455 L520 445 Z', p.dark)}${line(`M600 470 L700 ${790 - r}`, '#59626e', 12)}</g>`
      : '') +
    line(`M700 190 L600 470 L330 ${790 - r} M600 470 L700 ${790 - r}`, p.trim, o.compact ? 12 : 16) +
    (o.compact ? '' : rect(430, 560, 210, 60, 14, '#59626e')) +
    path('M545 300 L620 312 L600 485 L440 505 L395 590 L360 575 L405 455 L520 445 Z', p.main) +
    path(o.compact ? 'M625 312 Q615 230 520 240 Q490 270 520 305 Z' : 'M630 315 Q620 170 470 195 Q420 240 450 305 Z', p.dark) +
    line('M430 430 L520 400', p.trim, 12) +
    rect(668, 168, 70, 34, 14, p.trim) +
    wheel(330, 790 - r, r, p) +
    wheel(700, 790 - r, r * 1.05, p)
  );
};

const pushchairTop = (p: Paint) => rect(350, 260, 300, 470, 70, p.main) + path('M350 330 Q350 200 500 200 Q650 200 650 330 Z', p.dark) + rect(395, 420, 210, 240, 40, p.light) + rect(330, 760, 340, 30, 12, p.trim);

export const pushchair: Drawing = {
  front: (p, back) => pushchairProfile(p, { depth: true }) + (back ? '' : circle(560, 360, 0, p.main)),
  side: (p) => pushchairProfile(p, {}),
  top: pushchairTop,
};

export const stroller: Drawing = {
  front: (p) => pushchairProfile(p, { compact: true, depth: true }),
  side: (p) => pushchairProfile(p, { compact: true }),
  top: (p) => rect(390, 280, 220, 420, 50, p.main) + rect(420, 420, 160, 200, 30, p.light) + rect(380, 740, 240, 26, 10, p.trim),
};

/** Side by side, seen from the front: two seats, two hoods, one wide frame. */
export const doubleBuggy: Drawing = {
  front: (p, back) =>
    line('M210 300 L190 760 M790 300 L810 760 M200 560 L800 560', p.trim, 16) +
    [300, 700]
      .map(
        (x) =>
          rect(x - 140, 300, 280, 330, 50, back ? p.dark : p.main) +
          path(`M${x - 150} 330 Q${x - 150} 180 ${x} 180 Q${x + 150} 180 ${x + 150} 330 Z`, p.dark) +
          (back ? '' : rect(x - 95, 360, 190, 200, 30, p.light) + line(`M${x - 60} 400 L${x} 500 L${x + 60} 400`, p.trim, 10, bare)) +
          rect(x - 120, 640, 240, 40, 16, p.main),
      )
      .join('') +
    line('M180 250 L820 250', p.trim, 18) +
    [190, 380, 620, 810].map((x) => wheelEdge(x, 730, 60, p)).join(''),
  side: (p) => pushchairProfile(p, { depth: true }),
  top: (p) =>
    [330, 670].map((x) => rect(x - 150, 260, 300, 470, 60, p.main) + path(`M${x - 150} 330 Q${x - 150} 200 ${x} 200 Q${x + 150} 200 ${x + 150} 330 Z`, p.dark) + rect(x - 100, 420, 200, 230, 30, p.light)).join('') +
    rect(170, 760, 660, 30, 12, p.trim),
};

const carSeatFace = (p: Paint, back: boolean, harness: boolean) =>
  rect(300, 560, 400, 190, 50, p.dark) +
  rect(340, 230, 320, 430, 60, p.main) +
  path('M300 210 Q300 170 360 170 L640 170 Q700 170 700 210 L700 360 Q640 380 640 330 L360 330 Q360 380 300 360 Z', p.main) +
  rect(280, 450, 80, 230, 30, p.main) +
  rect(640, 450, 80, 230, 30, p.main) +
  (back
    ? rect(390, 300, 220, 260, 30, p.dark) + rect(440, 600, 120, 40, 10, p.trim)
    : rect(380, 260, 240, 90, 40, p.light) + (harness ? line('M440 370 L480 600 M560 370 L520 600 M500 600 L500 690', p.trim, 22) + rect(470, 580, 60, 50, 12, '#c53b3b') : line('M300 520 L700 520', '#c53b3b', 14)));

const carSeatProfile = (p: Paint) =>
  path('M330 760 L690 760 L700 640 L420 620 Z', p.dark) +
  path('M330 760 L300 240 Q300 170 370 170 L440 175 Q470 190 460 250 L440 600 L690 620 Q720 700 690 760 Z', p.main) +
  rect(300, 180, 60, 220, 24, p.light) +
  line('M440 600 L640 620', p.light, 12, bare);

export const carSeat: Drawing = {
  front: (p, back) => carSeatFace(p, back, true),
  side: carSeatProfile,
  top: (p) => rect(320, 250, 360, 500, 80, p.main) + rect(380, 300, 240, 300, 50, p.light) + rect(300, 250, 400, 90, 40, p.dark),
};

/** A high-back booster: a tall narrow back, red belt guides, a wide cushion, no harness. */
export const booster: Drawing = {
  front: (p, back) =>
    rect(270, 600, 460, 170, 40, p.main) +
    rect(380, 150, 240, 500, 50, p.main) +
    path('M350 150 L650 150 L650 330 Q610 340 600 300 L400 300 Q390 340 350 330 Z', p.dark) +
    rect(250, 540, 110, 90, 30, p.dark) +
    rect(640, 540, 110, 90, 30, p.dark) +
    (back
      ? rect(420, 380, 160, 180, 20, p.dark)
      : rect(410, 330, 180, 220, 30, p.light) + rect(360, 300, 50, 40, 10, '#c53b3b') + rect(590, 300, 50, 40, 10, '#c53b3b') + rect(260, 560, 90, 30, 10, '#c53b3b') + rect(650, 560, 90, 30, 10, '#c53b3b')),
  side: (p) => carSeatProfile(p) + line('M480 470 L690 480', '#c53b3b', 14),
  top: (p) => rect(280, 420, 440, 330, 60, p.main) + rect(390, 250, 220, 200, 40, p.dark) + rect(300, 430, 80, 300, 30, p.dark) + rect(620, 430, 80, 300, 30, p.dark),
};

/** An infant carrier: a shell you carry by the handle, a hood over the head end. */
export const infantCarrier: Drawing = {
  front: (p, back) =>
    line('M250 560 Q250 220 500 210 Q750 220 750 560', p.trim, 26) +
    path('M260 470 L740 470 L700 720 Q500 790 300 720 Z', back ? p.dark : p.main) +
    path('M260 470 Q260 300 420 270 L420 470 Z', p.dark) +
    (back ? '' : rect(330, 480, 340, 190, 70, p.light) + line('M450 500 L480 640 M550 500 L520 640', p.trim, 16) + rect(478, 630, 44, 36, 10, '#c53b3b')) +
    rect(250, 540, 30, 40, 8, p.trim) +
    rect(720, 540, 30, 40, 8, p.trim),
  side: (p) =>
    path('M250 720 Q230 560 330 500 L420 450 Q520 560 740 600 Q760 700 680 740 L300 750 Z', p.main) +
    path('M250 720 Q220 520 380 420 L430 455 Q320 540 300 720 Z', p.dark) +
    line('M260 600 Q440 230 720 590', p.trim, 24) +
    line('M260 760 Q500 800 740 760', p.trim, 14),
  top: (p) => ellipse(500, 500, 190, 300, p.main) + ellipse(500, 540, 120, 200, p.light) + path('M310 420 Q310 200 500 200 Q690 200 690 420 Z', p.dark) + line('M300 500 H700', p.trim, 24),
};

export const isofixBase: Drawing = {
  front: (p, back) =>
    rect(280, 540, 440, 200, 30, p.trim) +
    rect(320, 480, 360, 80, 20, '#59626e') +
    (back ? rect(400, 580, 200, 80, 12, '#59626e') + rect(300, 420, 70, 140, 12, '#aab2bc') + rect(630, 420, 70, 140, 12, '#aab2bc') : rect(440, 600, 120, 50, 10, '#4fae6a') + circle(500, 700, 0, p.trim)) +
    rect(470, 740, 60, 50, 8, p.trim),
  side: (p) =>
    path('M240 620 L760 520 L780 640 L260 700 Z', p.trim) + line('M250 640 L180 630', '#aab2bc', 20) + line('M700 640 L700 790', p.trim, 26) + rect(670, 780, 60, 18, 6, p.trim) + rect(620, 540, 100, 36, 10, '#4fae6a'),
  top: (p) => rect(300, 230, 400, 540, 40, p.trim) + rect(340, 280, 320, 200, 20, '#59626e') + rect(330, 200, 50, 60, 8, '#aab2bc') + rect(620, 200, 50, 60, 8, '#aab2bc') + rect(440, 620, 120, 60, 10, '#4fae6a'),
};

export const footmuff: Drawing = {
  front: (p, back) =>
    path('M330 300 Q330 180 500 180 Q670 180 670 300 L690 700 Q690 780 600 780 L400 780 Q310 780 310 700 Z', p.main) +
    (back
      ? line('M420 260 L420 740 M580 260 L580 740', p.dark, 8, bare)
      : path('M360 330 Q500 270 640 330 L640 380 Q500 330 360 380 Z', p.light) + line('M500 380 L500 760', p.trim, 8) + line('M360 420 Q500 460 640 420', p.dark, 6, bare)),
  side: (p) => path('M320 700 Q300 560 380 500 Q460 440 620 460 Q700 480 700 560 L700 740 Q700 780 640 780 L360 780 Q320 770 320 700 Z', p.main) + path('M380 500 Q460 440 620 460 L600 500 Q460 490 380 540 Z', p.light),
  top: (p) => path('M330 200 L670 200 L690 780 L310 780 Z', p.main) + path('M340 220 Q500 280 660 220 L660 300 Q500 330 340 300 Z', p.light),
};

export const rainCover: Drawing = {
  front: (p, back) =>
    `<g opacity="0.9">${wheel(300, 720, 82, p)}${wheel(660, 720, 82, p)}</g>` +
    path('M190 720 L190 420 Q190 190 460 180 Q800 190 800 430 L800 720 Z', '#cfe6f4', ' fill-opacity="0.75"') +
    (back ? '' : line('M260 700 V420 Q260 260 460 250 M720 700 V430', '#ffffff', 10, bare) + rect(400, 300, 140, 70, 20, p.main)) +
    line('M190 720 H800', p.main, 16),
  side: (p) => path('M300 760 L300 300 Q300 200 500 200 Q700 200 700 300 L700 760 Z', '#cfe6f4', ' fill-opacity="0.75"') + line('M340 740 V320 M660 740 V320', '#ffffff', 10, bare) + line('M300 760 H700', p.main, 16),
  top: (p) => rect(230, 300, 540, 400, 30, '#cfe6f4') + line('M270 360 H730 M270 500 H730 M270 640 H730', '#ffffff', 8, bare) + rect(230, 300, 540, 24, 10, p.main),
};

export const changingBag: Drawing = {
  front: (p, back) =>
    line('M330 360 Q330 160 500 160 Q670 160 670 360', p.trim, 22) +
    rect(250, 330, 500, 450, 60, p.main) +
    (back
      ? rect(300, 400, 400, 180, 30, p.dark)
      : path('M250 390 Q250 330 310 330 L690 330 Q750 330 750 390 L750 520 Q500 600 250 520 Z', p.dark) +
        rect(470, 520, 60, 40, 10, '#c9a24a') +
        rect(300, 620, 180, 110, 20, p.light) +
        rect(520, 620, 180, 110, 20, p.light)),
  side: (p) => line('M500 330 Q440 170 500 170', p.trim, 22) + rect(400, 330, 200, 450, 50, p.main) + rect(420, 560, 160, 180, 30, p.light) + line('M440 600 H560', p.dark, 6, bare),
  top: (p) => rect(220, 380, 560, 240, 80, p.main) + line('M260 500 H740', p.trim, 12) + line('M330 500 Q500 300 670 500', p.trim, 20),
};

export const babyCarrier: Drawing = {
  front: (p, back) =>
    line('M360 220 Q300 330 300 520 M640 220 Q700 330 700 520', p.dark, 40) +
    rect(240, 560, 520, 110, 40, p.dark) +
    path('M360 220 Q500 190 640 220 L660 560 L340 560 Z', p.main) +
    (back ? line('M300 400 H700', p.trim, 18) + rect(470, 385, 60, 30, 8, p.trim) : path('M380 260 Q500 300 620 260 L620 330 Q500 360 380 330 Z', p.light) + rect(460, 420, 80, 80, 20, p.light)) +
    rect(470, 590, 60, 50, 10, p.trim),
  side: (p) => path('M420 230 Q560 300 560 560 L440 560 Q420 400 380 240 Z', p.main) + line('M430 230 Q380 380 420 560', p.dark, 30) + rect(360, 560, 260, 100, 40, p.dark) + rect(600, 580, 40, 60, 10, p.trim),
  top: (p) =>
    path('M240 420 Q500 360 760 420 L760 560 Q500 520 240 560 Z', p.dark) + path('M380 380 Q500 340 620 380 L620 500 L380 500 Z', p.main) + line('M380 380 Q420 300 400 260 M620 380 Q580 300 600 260', p.dark, 30),
};
