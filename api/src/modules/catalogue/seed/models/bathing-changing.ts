// Bathing & Changing (super-category 1): bath time and changing.
import { modelsOf, type Model } from './model.js';

const bath = modelsOf(101, 'Baby Baths', 'plastic');
const seat = modelsOf(101, 'Bath Seats', 'plastic');
const towel = modelsOf(101, 'Hooded Towels', 'fabric');

const BATH_TIME: Model[] = [
  bath('Shnuggle', 'Baby Bath', 29.99, { 'Suitable from': 'Birth to 6 months', Holds: '6–8 litres', Material: 'Plastic with foam back rest' }),
  bath('Shnuggle', 'Toddler Bath', 39.99, { 'Suitable from': '6 months to 3 years', Holds: '12 litres', Material: 'Plastic' }),
  bath('Stokke', 'Flexi Bath', 44.99, { 'Suitable from': 'Birth to 4 years', Folds: 'Yes, flat', Material: 'Plastic with heat-sensitive plug' }),
  seat('Angelcare', 'Soft Touch Bath Support', 24.99, { 'Suitable from': 'Birth to 6 months', Material: 'Soft-touch plastic' }),
  seat('Angelcare', 'Baby Bath Seat', 29.99, { 'Suitable from': '6 to 10 months (sitting unaided)', Material: 'Plastic' }),
  seat('Munchkin', 'Sit and Soak Bath Seat', 24.99, { 'Suitable from': 'Birth to 12 months', Material: 'Plastic' }),
  towel('Cuddledry', 'Apron Hooded Baby Towel', 39.95, { Dimensions: '100 × 100 cm', Material: 'Organic cotton and bamboo' }),
  towel('JoJo Maman Bébé', 'Animal Hooded Towel', 18, { Dimensions: '75 × 75 cm', Material: 'Cotton towelling' }),
  towel('Mamas & Papas', 'Welcome to the World Hooded Towel', 20, { Dimensions: '80 × 80 cm', Material: 'Cotton towelling' }),
];

const unit = modelsOf(102, 'Changing Units', 'furniture');
const mat = modelsOf(102, 'Changing Mats', 'plastic');
const bin = modelsOf(102, 'Nappy Bins', 'plastic');
const potty = modelsOf(102, 'Potties & Toilet Seats', 'plastic');

const CHANGING: Model[] = [
  unit('Mamas & Papas', 'Atlas Changing Unit', 249, { Shelves: '2', 'Changing mat': 'Included', Material: 'MDF' }),
  unit('Obaby', 'Grace Changing Unit', 159, { Shelves: '2', 'Changing mat': 'Included', Material: 'Solid pine' }),
  unit('IKEA', 'Sundvik Changing Table', 79, { Shelves: '2', 'Changing mat': 'Not included', Material: 'Solid wood' }),
  mat('Mamas & Papas', 'Welcome to the World Changing Mat', 20, { Dimensions: '72 × 45 cm', Material: 'Wipe-clean PVC-free foam' }),
  mat('Skip Hop', 'Pronto Changing Station', 29.99, { Dimensions: '62 × 40 cm (opened)', Material: 'Wipe-clean, folds into a clutch' }),
  mat('Tommee Tippee', 'Wedge Changing Mat', 14.99, { Dimensions: '70 × 45 cm', Material: 'Wipe-clean foam' }),
  bin('Tommee Tippee', 'Twist & Click Advanced Nappy Bin', 29.99, { Holds: 'Up to 28 nappies', 'Refill cassette': 'Included' }),
  bin('Angelcare', 'Dress Up Nappy Bin', 34.99, { Holds: 'Up to 30 nappies', 'Refill cassette': 'Included' }),
  potty('BabyBjörn', 'Potty Chair', 29.99, { 'Age from': '18 months', Material: 'Plastic' }),
  potty('BabyBjörn', 'Toilet Trainer Seat', 34.99, { 'Age from': '2 years', Material: 'Plastic' }),
  potty('My Carry Potty', 'Dinosaur Travel Potty', 24.99, { 'Age from': '18 months', Material: 'Leak-proof plastic' }),
];

export const BATHING_AND_CHANGING: Model[] = [...BATH_TIME, ...CHANGING];
