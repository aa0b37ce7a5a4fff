// The catalogue's public face for the modules that price, restock, quote, draw or seed from its
// reference data (lint's house/imports: another module reaches the catalogue through its top-level
// files, never its seed/ or drawings/ folders). Add a name here when another module needs it.
export { GRADES, FUNNEL_CATEGORY_IDS, PRODUCT_LINES, STORES } from './seed/reference-data.js';
export { BUY_SHARE, buyPrices, sellPrice, type Grade } from './seed/pricing.js';
export { boxNameOf, categoryIdOf, masterBoxIdOf, MODELS, type Model } from './seed/models/index.js';
export { modelsOf } from './seed/models/model.js';
export { WEAR_NOTES } from './seed/wear.js';
export { boxAttributes, boxIdFor, brandIdsByName, insertRows, prng, seedCatalogueIfEmpty, stockable } from './seed/seed.js';
export { DRAWINGS, type DrawingKind } from './drawings/kinds.js';
export { paintFor } from './drawings/paint.js';
