// Pushchairs & Travel (super-category 7): prams and pushchairs, car seats, travel accessories.
import { modelsOf, type Model } from './model.js';

const pushchair = (from: string, max: string, weight: string, fold: string) => ({ 'Suitable from': from, 'Maximum child weight': max, 'Pushchair weight': weight, Fold: fold });
const travelSystem = modelsOf(701, 'Travel Systems', 'wheeled');
const single = modelsOf(701, 'Pushchairs', 'wheeled');
const pram = modelsOf(701, 'Prams & Carrycots', 'wheeled');
const double = modelsOf(701, 'Double Buggies', 'wheeled');
const compact = modelsOf(701, 'Compact Strollers', 'wheeled');

const PRAMS_AND_PUSHCHAIRS: Model[] = [
  travelSystem('Bugaboo', 'Fox 5 Travel System', 1399, { ...pushchair('Birth', '22 kg', '12.1 kg', 'One piece, one hand'), 'In the set': 'Carrycot, seat, Turtle Air car seat' }),
  travelSystem('Silver Cross', 'Reef Travel System', 1595, { ...pushchair('Birth', '22 kg', '13.9 kg', 'One piece, with seat attached'), 'In the set': 'Carrycot, seat, Dream i-Size car seat' }),
  travelSystem('iCandy', 'Peach 7 Travel System', 1499, { ...pushchair('Birth', '22 kg', '12.9 kg', 'Compact, one piece'), 'In the set': 'Carrycot, seat, Cocoon car seat' }),
  travelSystem('Joie', 'Litetrax 4 Travel System', 375, { ...pushchair('Birth', '22 kg', '8.9 kg', 'One hand, free-standing'), 'In the set': 'Pushchair, i-Snug 2 car seat' }),
  travelSystem('Maxi-Cosi', 'Zelia S Trio Travel System', 499, { ...pushchair('Birth', '22 kg', '10.3 kg', 'One piece, compact'), 'In the set': 'Pushchair with cot mode, CabrioFix i-Size car seat' }),
  travelSystem('Mamas & Papas', 'Ocarro Travel System', 1099, { ...pushchair('Birth', '22 kg', '13.6 kg', 'One piece'), 'In the set': 'Carrycot, seat, car seat adaptors' }),
  travelSystem('Egg', 'Egg 3 Travel System', 1349, { ...pushchair('Birth', '22 kg', '12.9 kg', 'One piece, with seat attached'), 'In the set': 'Carrycot, seat, Shell i-Size car seat' }),
  travelSystem('Ickle Bubba', 'Stomp Luxe Travel System', 699, { ...pushchair('Birth', '15 kg', '13.5 kg', 'One piece'), 'In the set': 'Carrycot, seat, Astral i-Size car seat, ISOFIX base' }),
  travelSystem('Cybex', 'Priam Travel System', 1599, { ...pushchair('Birth', '22 kg', '12.4 kg', 'One piece, with seat attached'), 'In the set': 'Lux carry cot, seat, Cloud T i-Size car seat' }),
  single('UPPAbaby', 'Cruz V2', 749, pushchair('Birth (with cocoon)', '22 kg', '11.6 kg', 'One piece, with seat attached')),
  single('iCandy', 'Orange 4', 1049, pushchair('Birth', '22 kg', '12.9 kg', 'One piece')),
  single('Silver Cross', 'Pioneer', 895, pushchair('Birth', '25 kg', '13.5 kg', 'One piece, with seat attached')),
  single('Mamas & Papas', 'Strada', 899, pushchair('Birth', '22 kg', '13.3 kg', 'One piece')),
  single('Cybex', 'Balios S Lux', 449, pushchair('Birth', '22 kg', '12.1 kg', 'One piece, with seat attached')),
  single('Britax Römer', 'Smile 5Z', 699, pushchair('Birth', '22 kg', '11.4 kg', 'One hand, with seat attached')),
  single('Joie', 'Versatrax', 299, pushchair('Birth', '22 kg', '12.2 kg', 'One piece, free-standing')),
  pram('Silver Cross', 'Balmoral Pram', 2995, pushchair('Birth', '9 kg', '20.5 kg', 'Chassis folds, body lifts off')),
  pram('Silver Cross', 'Kensington Pram', 1695, pushchair('Birth', '9 kg', '17 kg', 'Chassis folds, body lifts off')),
  pram('Cybex', 'Priam Lux Carry Cot', 285, { 'Suitable from': 'Birth', 'Maximum child weight': '9 kg', 'Carrycot weight': '4.9 kg', 'Overnight sleep': 'Yes' }),
  pram('UPPAbaby', 'Vista V2 Bassinet', 329, { 'Suitable from': 'Birth', 'Maximum child weight': '9 kg', 'Carrycot weight': '4.3 kg', 'Overnight sleep': 'Yes' }),
  double('Bugaboo', 'Donkey 5 Twin', 1699, pushchair('Birth', '2 × 22 kg', '16.2 kg', 'One piece, wide-to-mono conversion')),
  double('iCandy', 'Peach 7 Double', 1399, pushchair('Birth', '2 × 22 kg', '15.5 kg', 'Compact, one piece')),
  double('Silver Cross', 'Wave', 1195, pushchair('Birth', '2 × 22 kg', '12.7 kg', 'One piece; single to double')),
  double('Joie', 'Aire Twin', 249, pushchair('Birth', '2 × 15 kg', '11.2 kg', 'Compact, one hand')),
  compact('Babyzen', 'YOYO³ 6+', 429, { ...pushchair('6 months', '22 kg', '6.6 kg', 'Fits an overhead locker'), 'Cabin size': 'Yes' }),
  compact('Bugaboo', 'Butterfly', 429, { ...pushchair('6 months', '22 kg', '7.3 kg', 'One second, one hand'), 'Cabin size': 'Yes' }),
  compact('Joie', 'Pact', 149, { ...pushchair('Birth', '15 kg', '6.3 kg', 'Three-fold, one hand'), 'Cabin size': 'Yes' }),
  compact('Cybex', 'Libelle', 229, { ...pushchair('6 months', '22 kg', '5.9 kg', 'Folds to a small cube'), 'Cabin size': 'Yes' }),
  compact('Silver Cross', 'Jet 5', 325, { ...pushchair('Birth', '22 kg', '6.6 kg', 'One hand, compact'), 'Cabin size': 'Yes' }),
  compact('Mamas & Papas', 'Airo', 279, { ...pushchair('Birth', '15 kg', '7.7 kg', 'One hand, compact'), 'Cabin size': 'No' }),
  compact('Graco', 'Breaze Lite 2', 149, { ...pushchair('Birth', '22 kg', '7.1 kg', 'One hand, compact'), 'Cabin size': 'No' }),
];

// Car seats: the standard (R129 i-Size by height, or ECE R44/04 by weight), age range, ISOFIX.
const seat = (standard: 'R129 i-Size' | 'ECE R44/04', range: string, ages: string, isofix: string) => ({
  Standard: standard,
  [standard === 'R129 i-Size' ? 'Height range' : 'Weight range']: range,
  'Age range': ages,
  ISOFIX: isofix,
});
const infant = modelsOf(702, 'Infant Car Seats', 'car seat');
const combination = modelsOf(702, 'Combination Car Seats', 'car seat');
const booster = modelsOf(702, 'High Back Boosters', 'car seat');
const base = modelsOf(702, 'ISOFIX Bases', 'seat base');
const BY_BASE = 'With ISOFIX base (sold separately)';

const CAR_SEATS: Model[] = [
  infant('Maxi-Cosi', 'Pebble 360', 249, { ...seat('R129 i-Size', '40–83 cm', 'Birth to 15 months', BY_BASE), Rotates: '360° on FamilyFix 360 base' }),
  infant('Maxi-Cosi', 'Pebble 360 Pro', 299, { ...seat('R129 i-Size', '40–87 cm', 'Birth to 15 months', BY_BASE), Rotates: '360° on FamilyFix 360 Pro base' }),
  infant('Cybex', 'Cloud T i-Size', 329, { ...seat('R129 i-Size', '45–87 cm', 'Birth to 2 years', BY_BASE), 'Lie-flat': 'Yes, out of the car' }),
  infant('Joie', 'i-Level Recline', 249, seat('R129 i-Size', '40–85 cm', 'Birth to 18 months', BY_BASE)),
  infant('Britax Römer', 'Baby-Safe Pro', 199, seat('R129 i-Size', '40–85 cm', 'Birth to 15 months', BY_BASE)),
  infant('Silver Cross', 'Dream i-Size', 249, seat('R129 i-Size', '40–83 cm', 'Birth to 12 months', BY_BASE)),
  infant('Graco', 'SnugEssentials i-Size', 99, seat('R129 i-Size', '40–75 cm', 'Birth to 12 months', 'No (seat belt only)')),
  combination('Cybex', 'Sirona Z2 i-Size', 349, { ...seat('R129 i-Size', '40–105 cm', 'Birth to 4 years', 'Yes (on Base Z2)'), Rotates: '360°' }),
  combination('Joie', 'i-Spin 360', 329, { ...seat('R129 i-Size', '40–105 cm', 'Birth to 4 years', 'Yes'), Rotates: '360°' }),
  combination('Maxi-Cosi', 'Pearl 360', 249, { ...seat('R129 i-Size', '61–105 cm', '3 months to 4 years', 'Yes (on FamilyFix 360 base)'), Rotates: '360°' }),
  combination('Britax Römer', 'Dualfix Pro M', 399, { ...seat('R129 i-Size', '61–105 cm', '3 months to 4 years', 'Yes'), Rotates: '360°' }),
  combination('Silver Cross', 'Motion All Size 360', 399, { ...seat('R129 i-Size', '40–145 cm', 'Birth to 12 years', 'Yes'), Rotates: '360°' }),
  combination('Joie', 'Every Stage', 179, seat('ECE R44/04', '0–36 kg (groups 0+/1/2/3)', 'Birth to 12 years', 'No (seat belt)')),
  booster('Britax Römer', 'Kidfix i-Size', 199, seat('R129 i-Size', '100–150 cm', '3.5 to 12 years', 'Yes')),
  booster('Cybex', 'Solution T i-Fix', 199, seat('R129 i-Size', '100–150 cm', '3 to 12 years', 'Yes')),
  booster('Maxi-Cosi', 'RodiFix Pro i-Size', 179, seat('R129 i-Size', '100–150 cm', '3.5 to 12 years', 'Yes')),
  booster('Joie', 'Duallo', 99, seat('ECE R44/04', '15–36 kg (groups 2/3)', '4 to 12 years', 'Yes')),
  booster('Graco', 'Affix', 69, seat('ECE R44/04', '15–36 kg (groups 2/3)', '4 to 12 years', 'Yes')),
  base('Maxi-Cosi', 'FamilyFix 360 Base', 199, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes', Fits: 'Pebble 360 and Pearl 360' }),
  base('Cybex', 'Base Z2', 199, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes', Fits: 'Cloud T and Sirona T' }),
  base('Joie', 'i-Base Encore', 99, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes', Fits: 'i-Level, i-Snug and i-Gemm seats' }),
  base('Britax Römer', 'Flex Base 5Z', 199, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes', Fits: 'Baby-Safe 5Z2 and Baby-Safe Pro' }),
  base('Silver Cross', 'Dream i-Size ISOFIX Base', 150, { Standard: 'R129 i-Size', ISOFIX: 'Yes', 'Support leg': 'Yes', Fits: 'Dream i-Size and Motion All Size' }),
];

const footmuff = modelsOf(703, 'Footmuffs', 'fabric');
const rainCover = modelsOf(703, 'Rain Covers', 'plastic');
const bag = modelsOf(703, 'Changing Bags', 'fabric');
const carrier = modelsOf(703, 'Baby Carriers', 'fabric');

const TRAVEL_ACCESSORIES: Model[] = [
  footmuff('Bugaboo', 'Performance Winter Footmuff', 149.95, { Fits: 'Most Bugaboo pushchairs', Material: 'Water-repellent shell, fleece lining' }),
  footmuff('UPPAbaby', 'CozyGanoosh', 169, { Fits: 'Vista and Cruz', Material: 'Water-resistant shell, merino wool lining' }),
  footmuff('Cybex', 'Platinum Winter Footmuff', 149.95, { Fits: 'Most pushchairs with a five-point harness', Material: 'Water-repellent shell, fleece lining' }),
  rainCover('Bugaboo', 'Fox High Performance Rain Cover', 44.95, { Fits: 'Bugaboo Fox carrycot and seat', Material: 'PVC-free, breathable' }),
  rainCover('UPPAbaby', 'Cruz Performance Rain Shield', 45, { Fits: 'UPPAbaby Cruz seat', Material: 'PVC-free' }),
  rainCover('iCandy', 'Peach Rain Cover', 45, { Fits: 'iCandy Peach carrycot and seat', Material: 'PVC-free' }),
  bag('Skip Hop', 'Forma Backpack', 70, { 'Changing mat': 'Included', Material: 'Polyester, wipe-clean lining' }),
  bag('Skip Hop', 'Duo Signature Changing Bag', 50, { 'Changing mat': 'Included', Material: 'Polyester' }),
  bag('Bugaboo', 'Changing Backpack', 129, { 'Changing mat': 'Included', Material: 'Water-repellent fabric' }),
  carrier('Ergobaby', 'Omni 360', 159, { 'Weight range': '3.2–20 kg', 'Carry positions': '4', Material: 'Cotton' }),
  carrier('Ergobaby', 'Omni Breeze', 179, { 'Weight range': '3.2–20 kg', 'Carry positions': '4', Material: 'Breathable mesh' }),
  carrier('BabyBjörn', 'Baby Carrier Mini', 99, { 'Weight range': '3.2–11 kg', 'Carry positions': '2', Material: 'Cotton' }),
];

export const PUSHCHAIRS_AND_TRAVEL: Model[] = [...PRAMS_AND_PUSHCHAIRS, ...CAR_SEATS, ...TRAVEL_ACCESSORIES];
