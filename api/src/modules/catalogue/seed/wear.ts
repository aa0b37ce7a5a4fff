// One-line wear notes by kind of item and grade. Each grade lists its notes from the least
// to the most worn: the position is the wear severity (0, 1, 2) that prices the box within its
// grade (pricing.ts). Car seat notes speak of cover, harness and shell only: a used seat we
// sell has never been in a collision, so no note may suggest otherwise.
import type { Grade } from './pricing.js';

export type ItemKind = 'wheeled' | 'car seat' | 'seat base' | 'fabric' | 'clothes' | 'furniture' | 'toy' | 'electrical' | 'plastic';

export const WEAR_NOTES: Record<ItemKind, Record<Grade, readonly [string, string, string]>> = {
  wheeled: {
    A: ['No visible wear: frame, wheels and hood like new.', 'Used for a few weeks; hood and basket spotless.', 'Hardly used; the faintest marks on the tyres.'],
    B: ['Light scuffs on the frame.', 'Minor wear on the wheels.', 'Slight fading on the hood and light scuffs on the frame.'],
    C: ['Noticeable scuffs on the frame.', 'Worn wheels and handle grips; runs true.', 'Faded hood, worn grips and scuffs on the frame.'],
  },
  'car seat': {
    A: ['Cover and harness like new.', 'Used for a few months in one car; cover washed.', 'Hardly used; faint marks on the shell.'],
    B: ['Light bobbling on the cover; harness straps clean.', 'Small marks on the shell, cleaned.', 'Slight fading on the cover and light marks on the shell.'],
    C: ['Faded cover; harness and buckle work perfectly.', 'Worn harness pads and a faded cover, washed.', 'Scuffs on the shell, faded cover; all parts present.'],
  },
  'seat base': {
    A: ['No visible wear; connectors and support leg like new.', 'Used for a few months in one car.', 'Hardly used; faint marks underneath.'],
    B: ['Light scuffs on the base.', 'Small marks on the support leg.', 'Light scuffs on the base and support leg.'],
    C: ['Noticeable scuffs on the base; connectors work perfectly.', 'Worn foot on the support leg; all indicators work.', 'Scuffs and marks all over; fully working.'],
  },
  fabric: {
    A: ['No visible wear; washed.', 'Used a few times; washed.', 'Hardly used; the faintest fading.'],
    B: ['Slight fading after washing.', 'Light bobbling in places.', 'Slight fading and light bobbling.'],
    C: ['Faded fabric, washed.', 'Faded fabric and bobbling.', 'Faded fabric, bobbling and a faint mark.'],
  },
  clothes: {
    A: ['Still has its original tags.', 'Worn once or twice.', 'Hardly worn; washed.'],
    B: ['Slight fading after washing.', 'Light bobbling on the cuffs.', 'Slight fading and light bobbling.'],
    C: ['Faded colour after many washes.', 'Faded colour and bobbling.', 'Faded colour, bobbling and a faint mark.'],
  },
  furniture: {
    A: ['No marks; assembly instructions included.', 'Used for a few months; no marks.', 'Hardly used; one faint mark.'],
    B: ['Light scuffs on one leg.', 'Small marks on the top, cleaned.', 'Light scuffs and small marks.'],
    C: ['Noticeable scuffs; sturdy and complete.', 'Marks on the paintwork; all fixings included.', 'Scuffs and marks all over; sturdy and complete.'],
  },
  toy: {
    A: ['Boxed; pieces complete.', 'Played with a few times; pieces complete.', 'Hardly played with; box opened; pieces complete.'],
    B: ['Box a little worn; pieces complete.', 'Light play marks; pieces complete.', 'No box; light play marks; pieces complete.'],
    C: ['Well played with; pieces complete.', 'No box; play marks; pieces complete.', 'No box; marks and faded stickers; pieces complete.'],
  },
  electrical: {
    A: ['Tested; boxed with all cables.', 'Tested; used for a few weeks; all cables included.', 'Tested; hardly used; box missing.'],
    B: ['Tested; light marks on the casing.', 'Tested; cables included, box missing.', 'Tested; marks on the casing, box missing.'],
    C: ['Tested and works; scuffs on the casing.', 'Tested and works; worn casing, replacement cable.', 'Tested and works; scuffs and discolouring on the casing.'],
  },
  plastic: {
    A: ['No marks or scratches.', 'Used a few times; cleaned.', 'Hardly used; one faint mark.'],
    B: ['Light scratches, cleaned.', 'Small mark on one side, cleaned.', 'Light scratches and a small mark, cleaned.'],
    C: ['Visible scratches, cleaned.', 'Scratches and slight discolouring, cleaned.', 'Scratches, marks and discolouring; works as it should.'],
  },
};
