// The model catalogue: every model the shop stocks, each of one real brand and in the one
// category of its product line where a parent would look for it.
import { modelDisplayName } from '@shop/shared/rules';
import { categoryIdFor } from '../reference-data.js';
import { BATHING_AND_CHANGING } from './bathing-changing.js';
import { CLOTHING } from './clothing.js';
import { FEEDING } from './feeding.js';
import type { Model } from './model.js';
import { NURSERY } from './nursery.js';
import { PUSHCHAIRS_AND_TRAVEL } from './pushchairs-travel.js';
import { TOYS } from './toys.js';

export type { Model } from './model.js';
export { BABY_SIZES, CHILD_SIZES } from './clothing.js';

export const MODELS: readonly Model[] = [...PUSHCHAIRS_AND_TRAVEL, ...NURSERY, ...CLOTHING, ...TOYS, ...FEEDING, ...BATHING_AND_CHANGING];

/** The category's id as seeded (the funnel's id for the 14 categories the shop buys, see reference-data). */
export function categoryIdOf(model: Pick<Model, 'lineId' | 'category'>): number {
  return categoryIdFor(model.lineId, model.category);
}

/** Brand and model, the brand said once ('Egg' + 'Egg 3 Travel System' is 'Egg 3 Travel System'). */
export const boxNameOf = (model: Pick<Model, 'brand' | 'model'>) => modelDisplayName(model.brand, model.model);

/** One masterBoxId per model: its category and its name in capitals and digits. */
export const masterBoxIdOf = (model: Model) =>
  `M${categoryIdOf(model)}-${boxNameOf(model)
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]+/g, '')
    .toUpperCase()}`;
