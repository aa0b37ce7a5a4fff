// Feeding (super-category 3): bottle feeding, weaning, breastfeeding.
import { modelsOf, type Model } from './model.js';

const bottles = modelsOf(301, 'Bottles & Teats', 'plastic');
const steriliser = modelsOf(301, 'Steriliser Sets', 'electrical');
const warmer = modelsOf(301, 'Bottle Warmers', 'electrical');
const formula = modelsOf(301, 'Formula Makers', 'electrical');

const BOTTLE_FEEDING: Model[] = [
  bottles('Tommee Tippee', 'Closer to Nature Bottles 6 Pack', 24.99, { Capacity: '260 ml', Pack: '6 bottles, slow-flow teats', 'Age from': 'Birth' }),
  bottles('Philips Avent', 'Natural Response Bottles 4 Pack', 24.99, { Capacity: '260 ml', Pack: '4 bottles', 'Age from': '1 month' }),
  bottles('MAM', 'Easy Start Anti-Colic Bottles 4 Pack', 21.99, { Capacity: '260 ml', Pack: '4 bottles', 'Age from': 'Birth' }),
  bottles("Dr. Brown's", 'Options+ Anti-Colic Bottles 3 Pack', 19.99, { Capacity: '270 ml', Pack: '3 bottles, level 1 teats', 'Age from': 'Birth' }),
  steriliser('Philips Avent', '3-in-1 Electric Steam Steriliser', 79.99, { Holds: '6 bottles', Cycle: '6 minutes', 'Runs on': 'Mains' }),
  steriliser('Tommee Tippee', 'Super-Steam Advanced Electric Steriliser', 69.99, { Holds: '6 bottles', Cycle: '5 minutes', 'Runs on': 'Mains' }),
  steriliser('MAM', 'Electric Steam Steriliser', 59.99, { Holds: '6 bottles', Cycle: '6 minutes', 'Runs on': 'Mains' }),
  warmer('Philips Avent', 'Fast Bottle Warmer', 39.99, { Warms: 'Milk and baby food', Time: 'About 3 minutes', 'Runs on': 'Mains' }),
  warmer('Tommee Tippee', 'Easi-Warm Bottle and Food Warmer', 29.99, { Warms: 'Milk and baby food', Time: 'About 4 minutes', 'Runs on': 'Mains' }),
  formula('Tommee Tippee', 'Perfect Prep Day & Night', 129.99, { Makes: 'A bottle in 2 minutes', 'Night light': 'Yes', 'Runs on': 'Mains' }),
  formula('Baby Brezza', 'Formula Pro Advanced', 199.99, { Makes: 'A bottle in seconds, from powder', 'Night light': 'No', 'Runs on': 'Mains' }),
];

const highchair = modelsOf(302, 'Highchairs', 'furniture');
const bowls = modelsOf(302, 'Bowls & Spoons', 'plastic');
const foodMaker = modelsOf(302, 'Food Makers', 'electrical');

const WEANING: Model[] = [
  highchair('Stokke', 'Tripp Trapp Highchair', 219, { 'Suitable from': '6 months (with Baby Set)', Material: 'Solid beech', Folds: 'No; grows into an adult chair' }),
  highchair('Joie', 'Mimzy Snacker Highchair', 79.99, { 'Suitable from': '6 months', Material: 'Plastic and steel', Folds: 'Yes, free-standing' }),
  highchair('Chicco', 'Polly Progres5 Highchair', 169.99, { 'Suitable from': 'Birth (recline) to 3 years', Material: 'Plastic and steel', Folds: 'Yes' }),
  highchair('IKEA', 'Antilop Highchair', 15, { 'Suitable from': '6 months', Material: 'Plastic and steel', Folds: 'No; legs come off' }),
  bowls('Munchkin', 'Stay Put Suction Bowls 3 Pack', 9.99, { Pack: '3 bowls', 'Age from': '6 months', Material: 'BPA-free plastic' }),
  bowls('Tommee Tippee', 'Easy Scoop Feeding Bowls 4 Pack', 8.99, { Pack: '4 bowls', 'Age from': '4 months', Material: 'BPA-free plastic' }),
  bowls('Munchkin', 'Soft-Tip Infant Spoons 6 Pack', 4.99, { Pack: '6 spoons', 'Age from': '4 months', Material: 'BPA-free plastic' }),
  foodMaker('Beaba', 'Babycook Neo Food Maker', 169.99, { Does: 'Steams and blends', Capacity: '1,250 ml', 'Runs on': 'Mains' }),
  foodMaker('Philips Avent', '4-in-1 Healthy Baby Food Maker', 129.99, { Does: 'Steams, blends, defrosts, reheats', Capacity: '1,000 ml', 'Runs on': 'Mains' }),
];

const pump = modelsOf(303, 'Breast Pumps', 'electrical');
const pillow = modelsOf(303, 'Feeding Pillows', 'fabric');

const BREASTFEEDING: Model[] = [
  pump('Medela', 'Swing Maxi Double Electric Breast Pump', 214.99, { Type: 'Double electric', 'Runs on': 'Rechargeable battery (USB)', Hygiene: 'New tubing and valves fitted' }),
  pump('Medela', 'Harmony Manual Breast Pump', 39.99, { Type: 'Single manual', 'Runs on': 'Hand-operated', Hygiene: 'New valve and membrane fitted' }, 'plastic'),
  pump('Philips Avent', 'Single Electric Breast Pump', 129.99, { Type: 'Single electric', 'Runs on': 'Mains or 4 × AA batteries', Hygiene: 'New valves fitted' }),
  pump('Elvie', 'Stride Hands-Free Breast Pump', 199, { Type: 'Double wearable electric', 'Runs on': 'Rechargeable battery (USB)', Hygiene: 'New valves and cups cleaned' }),
  pillow('Boppy', 'Original Feeding Pillow', 39.99, { Use: 'Breast or bottle feeding, propped sitting', Material: 'Cotton cover, polyester fill' }),
  pillow('Dreamgenii', 'Pregnancy Support and Feeding Pillow', 49.99, { Use: 'Pregnancy support and feeding', Material: 'Cotton cover, polyester fill' }),
];

export const FEEDING: Model[] = [...BOTTLE_FEEDING, ...WEANING, ...BREASTFEEDING];
