// Toys (super-category 5): baby and toddler toys, imaginative play, construction and games.
import { modelsOf, type Model } from './model.js';

const activity = modelsOf(501, 'Activity Toys', 'toy');
const walker = modelsOf(501, 'Walkers & Push Along', 'toy');
const soft = modelsOf(501, 'Soft Toys', 'fabric');
const bath = modelsOf(501, 'Bath Toys', 'toy');

const BABY_AND_TODDLER: Model[] = [
  activity('Fisher-Price', 'Rock-a-Stack', 8.99, { 'Age from': '6 months', Pieces: '6' }),
  activity('VTech', 'Sort & Discover Activity Cube', 29.99, { 'Age from': '12 months', Pieces: '1 cube, 3 shapes', 'Runs on': '2 × AA batteries (included)' }),
  activity('Hape', 'Pound & Tap Bench', 24.99, { 'Age from': '12 months', Pieces: 'Bench, hammer, 4 balls' }),
  activity('Melissa & Doug', 'Wooden Shape Sorting Cube', 14.99, { 'Age from': '2 years', Pieces: '12 shapes' }),
  walker('VTech', 'First Steps Baby Walker', 34.99, { 'Age from': '9 months', Pieces: 'Walker with removable play panel', 'Runs on': '2 × AA batteries (included)' }),
  walker('Fisher-Price', 'Learn with Puppy Walker', 29.99, { 'Age from': '6 months', Pieces: 'Walker with activity panel', 'Runs on': '3 × AA batteries (included)' }),
  walker('Hape', 'Wonder Walker', 44.99, { 'Age from': '12 months', Pieces: 'Wooden walker with activity panel' }),
  walker('Little Tikes', 'Cozy Coupe', 64.99, { 'Age from': '18 months', Pieces: 'Ride-on car' }),
  soft('Jellycat', 'Bashful Bunny Medium', 25, { 'Age from': 'Birth', Height: '31 cm', Material: 'Polyester plush' }),
  soft('Jellycat', 'Bartholomew Bear Medium', 30, { 'Age from': 'Birth', Height: '28 cm', Material: 'Polyester plush' }),
  soft('Chicco', 'Lullaby Sheep Soft Toy', 19.99, { 'Age from': 'Birth', Height: '25 cm', Material: 'Polyester plush', 'Runs on': '2 × AAA batteries (lullabies)' }),
  bath('Munchkin', 'Bath Letters and Numbers', 9.99, { 'Age from': '2 years', Pieces: '36' }),
  bath('TOMY', 'Toomies Hide & Squeak Eggs', 12.99, { 'Age from': '6 months', Pieces: '7' }),
  bath('Munchkin', 'Float and Play Bubbles', 7.99, { 'Age from': '4 months', Pieces: '4' }),
];

const dollsHouse = modelsOf(502, 'Dolls Houses', 'toy');
const kitchen = modelsOf(502, 'Play Kitchens', 'toy');
const playset = modelsOf(502, 'Figures & Playsets', 'toy');
const dressingUp = modelsOf(502, 'Dressing Up', 'clothes');

const IMAGINATIVE_PLAY: Model[] = [
  dollsHouse('Le Toy Van', "Daisylane Sophie's House", 149.99, { 'Age from': '3 years', Pieces: 'House and 11 furniture pieces', Material: 'Wood' }),
  dollsHouse('Sylvanian Families', 'Red Roof Country Home', 79.99, { 'Age from': '3 years', Pieces: 'House, figure and furniture', Material: 'Plastic' }),
  dollsHouse('Hape', 'Doll Family Mansion', 179.99, { 'Age from': '3 years', Pieces: 'House, 6 rooms of furniture', Material: 'Wood' }),
  kitchen('Hape', 'Gourmet Kitchen', 129.99, { 'Age from': '3 years', Pieces: 'Kitchen and 6 accessories', Material: 'Wood' }),
  kitchen('Little Tikes', "Tasty Jr. Bake 'n Share Kitchen", 99.99, { 'Age from': '2 years', Pieces: 'Kitchen and 13 accessories', Material: 'Plastic' }),
  kitchen('Le Toy Van', 'Honeybake Play Kitchen', 149.99, { 'Age from': '3 years', Pieces: 'Kitchen and utensils', Material: 'Wood' }),
  playset('Playmobil', 'City Action Fire Station 9462', 84.99, { 'Age from': '4 years', Pieces: '114' }),
  playset('Playmobil', 'Country Pony Farm 6927', 64.99, { 'Age from': '4 years', Pieces: '97' }),
  playset('Sylvanian Families', 'Chocolate Rabbit Family', 24.99, { 'Age from': '3 years', Pieces: '4 figures' }),
  playset('Fisher-Price', 'Little People Caring for Animals Farm', 39.99, { 'Age from': '18 months', Pieces: '7', 'Runs on': '2 × AA batteries (included)' }),
  dressingUp('Melissa & Doug', 'Fire Chief Role Play Costume Set', 29.99, { Size: '3-6 years', 'Age from': '3 years', Pieces: '6' }),
  dressingUp('Melissa & Doug', 'Astronaut Role Play Costume Set', 29.99, { Size: '3-6 years', 'Age from': '3 years', Pieces: '4' }),
];

const building = modelsOf(503, 'Building Sets', 'toy');
const puzzle = modelsOf(503, 'Puzzles', 'toy');
const game = modelsOf(503, 'Board Games', 'toy');
const train = modelsOf(503, 'Train Sets', 'toy');

const CONSTRUCTION_AND_GAMES: Model[] = [
  building('LEGO', 'Classic Large Creative Brick Box 10698', 44.99, { 'Age from': '4 years', Pieces: '790' }),
  building('LEGO', 'Classic Medium Creative Brick Box 10696', 29.99, { 'Age from': '4 years', Pieces: '484' }),
  building('LEGO', 'DUPLO Classic Brick Box 10913', 29.99, { 'Age from': '18 months', Pieces: '65' }),
  puzzle('Melissa & Doug', 'Wooden Jigsaw Puzzles in a Box', 19.99, { 'Age from': '3 years', Pieces: '4 puzzles × 12' }),
  puzzle('Orchard Toys', 'Giant Road Jigsaw', 14.99, { 'Age from': '3 years', Pieces: '20' }),
  puzzle('Ravensburger', 'My First Puzzles Farm Animals', 9.99, { 'Age from': '2 years', Pieces: '9 puzzles × 2' }),
  game('Orchard Toys', 'Shopping List Game', 11.99, { 'Age from': '3 years', Players: '2–4' }),
  game('Orchard Toys', 'Insey Winsey Spider Game', 11.99, { 'Age from': '3 years', Players: '2–4' }),
  game('Hasbro', 'Monopoly Junior', 19.99, { 'Age from': '5 years', Players: '2–4' }),
  train('BRIO', 'Deluxe Railway Set 33052', 149.99, { 'Age from': '3 years', Pieces: '87', Material: 'Wood' }),
  train('BRIO', 'Starter Lift & Load Set 33878', 44.99, { 'Age from': '3 years', Pieces: '19', Material: 'Wood' }),
  train('Bigjigs', 'Rail Figure of Eight Train Set', 39.99, { 'Age from': '3 years', Pieces: '35', Material: 'Wood' }),
];

export const TOYS: Model[] = [...BABY_AND_TODDLER, ...IMAGINATIVE_PLAY, ...CONSTRUCTION_AND_GAMES];
