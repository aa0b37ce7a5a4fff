// Which drawing each catalogue category gets (seed PRODUCT_LINES). A category missing here is
// drawn as its product line's kind, and a line missing too as the plain parcel (FALLBACK); a
// test keeps every seeded category off the fallback.
import type { Drawing } from './drawing.js';
import * as bathing from './bathing.js';
import * as clothing from './clothing.js';
import * as feeding from './feeding.js';
import * as nursery from './nursery.js';
import * as toys from './toys.js';
import * as travel from './travel.js';
import { boxFront, boxSide, boxTop } from './shapes.js';

/** A plain parcel: what an unknown item is drawn as. */
export const FALLBACK: Drawing = {
  front: (p, back) => boxFront(p, '', '#c9a24a', back),
  side: (p) => boxSide(p, '#c9a24a'),
  top: (p) => boxTop(p, '#c9a24a'),
};

export const DRAWINGS = {
  pram: travel.pram,
  pushchair: travel.pushchair,
  stroller: travel.stroller,
  doubleBuggy: travel.doubleBuggy,
  infantCarrier: travel.infantCarrier,
  carSeat: travel.carSeat,
  booster: travel.booster,
  isofixBase: travel.isofixBase,
  footmuff: travel.footmuff,
  rainCover: travel.rainCover,
  changingBag: travel.changingBag,
  babyCarrier: travel.babyCarrier,
  cot: nursery.cot,
  crib: nursery.crib,
  drawers: nursery.drawers,
  wardrobe: nursery.wardrobe,
  monitor: nursery.monitor,
  sleepingBag: nursery.sleepingBag,
  stairGate: nursery.stairGate,
  nightLight: nursery.nightLight,
  bouncer: nursery.bouncer,
  swing: nursery.swing,
  playGym: nursery.playGym,
  sleepsuit: clothing.sleepsuit,
  bodysuit: clothing.bodysuit,
  outfitSet: clothing.outfitSet,
  snowsuit: clothing.snowsuit,
  dress: clothing.dress,
  coat: clothing.coat,
  tshirt: clothing.tshirt,
  trousers: clothing.trousers,
  jumper: clothing.jumper,
  activityToy: toys.activityToy,
  walker: toys.walker,
  teddy: toys.teddy,
  bathToy: toys.bathToy,
  dollsHouse: toys.dollsHouse,
  playKitchen: toys.playKitchen,
  playset: toys.playset,
  dressingUp: toys.dressingUp,
  buildingSet: toys.buildingSet,
  puzzle: toys.puzzle,
  boardGame: toys.boardGame,
  trainSet: toys.trainSet,
  bottle: feeding.bottle,
  steriliser: feeding.steriliser,
  bottleWarmer: feeding.bottleWarmer,
  formulaMaker: feeding.formulaMaker,
  highchair: feeding.highchair,
  bowlAndSpoon: feeding.bowlAndSpoon,
  foodMaker: feeding.foodMaker,
  breastPump: feeding.breastPump,
  feedingPillow: feeding.feedingPillow,
  babyBath: bathing.babyBath,
  bathSeat: bathing.bathSeat,
  hoodedTowel: bathing.hoodedTowel,
  changingUnit: bathing.changingUnit,
  changingMat: bathing.changingMat,
  nappyBin: bathing.nappyBin,
  potty: bathing.potty,
} satisfies Record<string, Drawing>;
export type DrawingKind = keyof typeof DRAWINGS;

/** Category name → kind, per product line (one name can mean different things in two lines). */
export const CATEGORY_KINDS: Record<number, Record<string, DrawingKind>> = {
  701: { 'Travel Systems': 'pushchair', Pushchairs: 'pushchair', 'Prams & Carrycots': 'pram', 'Double Buggies': 'doubleBuggy', 'Compact Strollers': 'stroller' },
  702: { 'Infant Car Seats': 'infantCarrier', 'Combination Car Seats': 'carSeat', 'High Back Boosters': 'booster', 'ISOFIX Bases': 'isofixBase' },
  703: { Footmuffs: 'footmuff', 'Rain Covers': 'rainCover', 'Changing Bags': 'changingBag', 'Baby Carriers': 'babyCarrier' },
  401: { 'Cots & Cot Beds': 'cot', 'Bedside Cribs': 'crib', 'Chests of Drawers': 'drawers', Wardrobes: 'wardrobe' },
  402: { 'Baby Monitors': 'monitor', 'Sleeping Bags': 'sleepingBag', 'Stair Gates': 'stairGate', 'Night Lights': 'nightLight' },
  403: { Bouncers: 'bouncer', Swings: 'swing', 'Play Gyms': 'playGym' },
  201: { Sleepsuits: 'sleepsuit', Bodysuits: 'bodysuit', 'Outfit Sets': 'outfitSet', Snowsuits: 'snowsuit' },
  202: { Dresses: 'dress', 'Coats & Jackets': 'coat', 'Tops & T-Shirts': 'tshirt', 'Leggings & Trousers': 'trousers' },
  203: { 'Coats & Jackets': 'coat', 'Tops & T-Shirts': 'tshirt', 'Jeans & Trousers': 'trousers', 'Jumpers & Cardigans': 'jumper' },
  501: { 'Activity Toys': 'activityToy', 'Walkers & Push Along': 'walker', 'Soft Toys': 'teddy', 'Bath Toys': 'bathToy' },
  502: { 'Dolls Houses': 'dollsHouse', 'Play Kitchens': 'playKitchen', 'Figures & Playsets': 'playset', 'Dressing Up': 'dressingUp' },
  503: { 'Building Sets': 'buildingSet', Puzzles: 'puzzle', 'Board Games': 'boardGame', 'Train Sets': 'trainSet' },
  301: { 'Bottles & Teats': 'bottle', 'Steriliser Sets': 'steriliser', 'Bottle Warmers': 'bottleWarmer', 'Formula Makers': 'formulaMaker' },
  302: { Highchairs: 'highchair', 'Bowls & Spoons': 'bowlAndSpoon', 'Food Makers': 'foodMaker' },
  303: { 'Breast Pumps': 'breastPump', 'Feeding Pillows': 'feedingPillow' },
  101: { 'Baby Baths': 'babyBath', 'Bath Seats': 'bathSeat', 'Hooded Towels': 'hoodedTowel' },
  102: { 'Changing Units': 'changingUnit', 'Changing Mats': 'changingMat', 'Nappy Bins': 'nappyBin', 'Potties & Toilet Seats': 'potty' },
};

/** The kind for a category, or null when neither it nor its line is known. */
export function kindFor(productLineId: number, categoryName: string): DrawingKind | null {
  const line = CATEGORY_KINDS[productLineId];
  if (!line) return null;
  return line[categoryName] ?? Object.values(line)[0] ?? null;
}

export function drawingFor(productLineId: number, categoryName: string): Drawing {
  const kind = kindFor(productLineId, categoryName);
  return kind ? DRAWINGS[kind] : FALLBACK;
}
