// Nursery (super-category 4): furniture, sleep and safety, bouncers and rockers.
import { modelsOf, type Model } from './model.js';

const cot = modelsOf(401, 'Cots & Cot Beds', 'furniture');
const crib = modelsOf(401, 'Bedside Cribs', 'furniture');
const drawers = modelsOf(401, 'Chests of Drawers', 'furniture');
const wardrobe = modelsOf(401, 'Wardrobes', 'furniture');
const cotBed = (material: string) => ({ 'Mattress size': '140 × 70 cm', 'Converts to': 'Toddler bed', Material: material, 'Suitable from': 'Birth' });

const FURNITURE: Model[] = [
  cot('Silver Cross', 'Brighton Cot Bed', 449, cotBed('Solid beech and MDF')),
  cot('Mamas & Papas', 'Franklin Cot Bed', 549, cotBed('Solid pine and MDF')),
  cot('Obaby', 'Stamford Classic Cot Bed', 299, cotBed('Solid pine')),
  cot('Tutti Bambini', 'Rio Cot Bed', 399, cotBed('Solid beech and MDF')),
  cot('Stokke', 'Sleepi Bed V3', 799, { 'Mattress size': '120 × 60 cm (oval)', 'Converts to': 'Junior bed', Material: 'Solid beech', 'Suitable from': 'Birth' }),
  cot('Ickle Bubba', 'Snowdon Classic Cot Bed', 229, cotBed('Solid pine and MDF')),
  crib('Chicco', 'Next2Me Magic', 229, { 'Suitable from': 'Birth to 6 months (9 kg)', 'Mattress size': '83 × 50 cm', 'Height positions': '11', Folds: 'Yes, with travel bag' }),
  crib('Chicco', 'Next2Me Forever', 269, { 'Suitable from': 'Birth to 4 years (as a cot)', 'Mattress size': '83 × 50 cm', 'Height positions': '11', Folds: 'Yes, with travel bag' }),
  crib('Tutti Bambini', 'Cozee Bedside Crib', 199, { 'Suitable from': 'Birth to 6 months (9 kg)', 'Mattress size': '80 × 51 cm', 'Height positions': '5', Folds: 'Yes, with travel bag' }),
  crib('Snuz', 'SnuzPod 4 Bedside Crib', 229, { 'Suitable from': 'Birth to 6 months (9 kg)', 'Mattress size': '75 × 40 cm', 'Height positions': '7', Folds: 'No; the bassinet lifts off' }),
  drawers('Mamas & Papas', 'Franklin Dresser', 499, { Drawers: '3', 'Changing top': 'Yes, removable', Material: 'Solid pine and MDF' }),
  drawers('Obaby', 'Stamford Chest of Drawers', 279, { Drawers: '3', 'Changing top': 'Yes, removable', Material: 'Solid pine' }),
  drawers('Tutti Bambini', 'Rio Dresser', 329, { Drawers: '3', 'Changing top': 'Yes, removable', Material: 'Solid beech and MDF' }),
  wardrobe('Mamas & Papas', 'Franklin Wardrobe', 699, { Doors: '2', Height: '180 cm', Material: 'Solid pine and MDF' }),
  wardrobe('Obaby', 'Stamford Double Wardrobe', 449, { Doors: '2', Height: '178 cm', Material: 'Solid pine' }),
  wardrobe('Tutti Bambini', 'Rio Wardrobe', 499, { Doors: '2', Height: '176 cm', Material: 'Solid beech and MDF' }),
];

const monitor = modelsOf(402, 'Baby Monitors', 'electrical');
const sleepingBag = modelsOf(402, 'Sleeping Bags', 'fabric');
const gate = modelsOf(402, 'Stair Gates', 'furniture');
const light = modelsOf(402, 'Night Lights', 'electrical');

const SLEEP_AND_SAFETY: Model[] = [
  monitor('Angelcare', 'AC327 Movement and Sound Monitor', 149.99, { Type: 'Sound and movement sensor pad', 'Runs on': 'Mains adapter; rechargeable parent unit', Range: '250 m' }),
  monitor('Philips Avent', 'SCD845 Video Baby Monitor', 229.99, { Type: 'Video, 3.5" screen', 'Runs on': 'Mains adapter; rechargeable parent unit', Range: '300 m' }),
  monitor('Owlet', 'Dream Sock Monitor', 259, { Type: 'Heart rate and oxygen sock, app', 'Runs on': 'Rechargeable sock, mains base station', Range: 'Home Wi-Fi' }),
  monitor('Tommee Tippee', 'DreamSense Smart Video Monitor', 199.99, { Type: 'Video, 5" screen and app', 'Runs on': 'Mains adapter; rechargeable parent unit', Range: '300 m' }),
  sleepingBag('The Gro Company', 'Grobag 2.5 Tog Sleeping Bag (0-6 months)', 34.99, { Size: '0-6 months', Tog: '2.5', Material: 'Cotton' }),
  sleepingBag('The Gro Company', 'Grobag 1.0 Tog Sleeping Bag (6-18 months)', 32.99, { Size: '6-18 months', Tog: '1.0', Material: 'Cotton' }),
  sleepingBag('Mamas & Papas', 'Welcome to the World Sleeping Bag (0-6 months)', 35, { Size: '0-6 months', Tog: '2.5', Material: 'Cotton' }),
  gate('Lindam', 'Easy Fit Plus Deluxe Stair Gate', 34.99, { Fits: 'Openings 76–82 cm', Fitting: 'Pressure fit, no drilling', Material: 'Metal' }),
  gate('BabyDan', 'Premier Pressure Stair Gate', 44.99, { Fits: 'Openings 73–80 cm', Fitting: 'Pressure fit, no drilling', Material: 'Metal' }),
  gate('Munchkin', 'Easy Close Metal Stair Gate', 39.99, { Fits: 'Openings 75–82 cm', Fitting: 'Pressure fit, no drilling', Material: 'Metal' }),
  light('The Gro Company', 'Gro-clock Sleep Trainer Night Light', 34.99, { 'Runs on': 'Mains (USB)', Features: 'Stars and sun, night light' }),
  light('Fisher-Price', 'Soothe & Glow Seahorse Night Light', 19.99, { 'Runs on': '2 × AA batteries', Features: 'Glow and 8 lullabies', 'Age from': 'Birth' }),
  light('Skip Hop', 'Moonlight & Melodies Owl Night Light', 34.99, { 'Runs on': 'Mains adapter', Features: 'Projector, 10 sounds', 'Age from': 'Birth' }),
];

const bouncer = modelsOf(403, 'Bouncers', 'fabric');
const swing = modelsOf(403, 'Swings', 'electrical');
const gym = modelsOf(403, 'Play Gyms', 'toy');

const BOUNCERS_AND_ROCKERS: Model[] = [
  bouncer('BabyBjörn', 'Bouncer Bliss', 199, { 'Suitable from': 'Birth (3.5 kg) to 2 years', 'Maximum weight': '13 kg', 'Runs on': 'No power: baby bounces it' }),
  bouncer('Fisher-Price', 'Deluxe Bouncer', 49.99, { 'Suitable from': 'Birth', 'Maximum weight': '9 kg', 'Runs on': '1 × C battery (vibration)' }),
  bouncer('Chicco', 'Balloon Bouncer', 99.99, { 'Suitable from': 'Birth', 'Maximum weight': '18 kg', 'Runs on': 'No power: rocker and chair' }),
  swing('Mamas & Papas', 'Starlite Swing', 179, { 'Suitable from': 'Birth to 9 kg', Speeds: '5', 'Runs on': 'Mains adapter' }),
  swing('Joie', 'Serina 2in1 Swing', 149.99, { 'Suitable from': 'Birth to 9 kg', Speeds: '5', 'Runs on': 'Mains adapter or 4 × D batteries' }),
  swing('Graco', 'Duet Sway Swing', 169.99, { 'Suitable from': 'Birth to 9 kg', Speeds: '6', 'Runs on': 'Mains adapter' }),
  gym('Fisher-Price', 'Deluxe Kick & Play Piano Gym', 49.99, { 'Age from': 'Birth', Pieces: '5 toys and a piano', 'Runs on': '2 × AA batteries (piano)' }),
  gym('Skip Hop', 'Silver Lining Cloud Activity Gym', 69.99, { 'Age from': 'Birth', Pieces: '6 toys and a mirror' }),
  gym('Lovevery', 'The Play Gym', 140, { 'Age from': 'Birth', Pieces: 'Wooden frame, 5 toys, play mat' }),
];

export const NURSERY: Model[] = [...FURNITURE, ...SLEEP_AND_SAFETY, ...BOUNCERS_AND_ROCKERS];
