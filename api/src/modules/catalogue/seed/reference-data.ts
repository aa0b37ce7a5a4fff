// The fixed part of the catalogue: super-categories (ids and brand attributes of spec §9),
// product lines and categories, brands a UK parent knows, grades, stores in real UK towns, and
// the centre of every UK postcode area.

export const SUPERCATS = [
  { id: 7, name: 'pushchairs-travel', friendly: 'Pushchairs & Travel', brandAttribute: 44 },
  { id: 4, name: 'nursery', friendly: 'Nursery', brandAttribute: 40 },
  { id: 2, name: 'clothing', friendly: 'Clothing', brandAttribute: 39 },
  { id: 5, name: 'toys', friendly: 'Toys', brandAttribute: 41 },
  { id: 3, name: 'feeding', friendly: 'Feeding', brandAttribute: 42 },
  { id: 1, name: 'bathing-changing', friendly: 'Bathing & Changing', brandAttribute: 2 },
] as const;

/** superCatId -> product lines -> categories (ids: categoryIdFor). */
export const PRODUCT_LINES: Array<{ id: number; superCatId: number; name: string; categories: string[] }> = [
  { id: 701, superCatId: 7, name: 'Prams & Pushchairs', categories: ['Travel Systems', 'Pushchairs', 'Prams & Carrycots', 'Double Buggies', 'Compact Strollers'] },
  { id: 702, superCatId: 7, name: 'Car Seats', categories: ['Infant Car Seats', 'Combination Car Seats', 'High Back Boosters', 'ISOFIX Bases'] },
  { id: 703, superCatId: 7, name: 'Travel Accessories', categories: ['Footmuffs', 'Rain Covers', 'Changing Bags', 'Baby Carriers'] },
  { id: 401, superCatId: 4, name: 'Nursery Furniture', categories: ['Cots & Cot Beds', 'Bedside Cribs', 'Chests of Drawers', 'Wardrobes'] },
  { id: 402, superCatId: 4, name: 'Sleep & Safety', categories: ['Baby Monitors', 'Sleeping Bags', 'Stair Gates', 'Night Lights'] },
  { id: 403, superCatId: 4, name: 'Bouncers & Rockers', categories: ['Bouncers', 'Swings', 'Play Gyms'] },
  { id: 201, superCatId: 2, name: 'Baby Clothing', categories: ['Sleepsuits', 'Bodysuits', 'Outfit Sets', 'Snowsuits'] },
  { id: 202, superCatId: 2, name: 'Girls Clothing', categories: ['Dresses', 'Coats & Jackets', 'Tops & T-Shirts', 'Leggings & Trousers'] },
  { id: 203, superCatId: 2, name: 'Boys Clothing', categories: ['Coats & Jackets', 'Tops & T-Shirts', 'Jeans & Trousers', 'Jumpers & Cardigans'] },
  { id: 501, superCatId: 5, name: 'Baby & Toddler Toys', categories: ['Activity Toys', 'Walkers & Push Along', 'Soft Toys', 'Bath Toys'] },
  { id: 502, superCatId: 5, name: 'Imaginative Play', categories: ['Dolls Houses', 'Play Kitchens', 'Figures & Playsets', 'Dressing Up'] },
  { id: 503, superCatId: 5, name: 'Construction & Games', categories: ['Building Sets', 'Puzzles', 'Board Games', 'Train Sets'] },
  { id: 301, superCatId: 3, name: 'Bottle Feeding', categories: ['Bottles & Teats', 'Steriliser Sets', 'Bottle Warmers', 'Formula Makers'] },
  { id: 302, superCatId: 3, name: 'Weaning', categories: ['Highchairs', 'Bowls & Spoons', 'Food Makers'] },
  { id: 303, superCatId: 3, name: 'Breastfeeding', categories: ['Breast Pumps', 'Feeding Pillows'] },
  { id: 101, superCatId: 1, name: 'Bath Time', categories: ['Baby Baths', 'Bath Seats', 'Hooded Towels'] },
  { id: 102, superCatId: 1, name: 'Changing', categories: ['Changing Units', 'Changing Mats', 'Nappy Bins', 'Potties & Toilet Seats'] },
];

/**
 * The 14 categories the shop buys from members (the §5 sell-to-us funnel) carry the funnel's ids;
 * every other category's id is its product line id × 10 + its place in the line.
 */
export const FUNNEL_CATEGORY_IDS: Record<string, number> = {
  '701/Travel Systems': 80,
  '701/Pushchairs': 83,
  '701/Prams & Carrycots': 86,
  '701/Double Buggies': 88,
  '701/Compact Strollers': 90,
  '702/Infant Car Seats': 147,
  '702/Combination Car Seats': 155,
  '702/High Back Boosters': 156,
  '702/ISOFIX Bases': 158,
  '401/Cots & Cot Beds': 160,
  '401/Bedside Cribs': 161,
  '402/Baby Monitors': 162,
  '302/Highchairs': 311,
  '703/Baby Carriers': 348,
};

/** A category's id: its funnel id, or line id × 10 + index. */
export function categoryIdFor(lineId: number, category: string): number {
  const funnel = FUNNEL_CATEGORY_IDS[`${lineId}/${category}`];
  if (funnel !== undefined) return funnel;
  const index = PRODUCT_LINES.find((p) => p.id === lineId)?.categories.indexOf(category) ?? -1;
  if (index < 0) throw new Error(`no category '${category}' in product line ${lineId}`);
  return lineId * 10 + index;
}

/** Brands a UK parent knows (ids are positions + 1: add new ones at the end). What each makes is in models/. */
export const BRANDS: Array<{ name: string; tier?: 'basic' | 'high street' | 'premium'; about: string }> = [
  { name: 'Silver Cross', about: 'British pram makers since 1877, from classic coach-built prams to city pushchairs.' },
  { name: 'Bugaboo', about: 'Dutch pushchairs known for all-terrain handling and modular seats.' },
  { name: 'iCandy', about: 'British-designed pushchairs with smart styling and clever folds.' },
  { name: 'Joie', about: 'Safety-tested car seats, strollers and highchairs at family-friendly prices.' },
  { name: 'Maxi-Cosi', about: 'Car seats and travel systems built around safety.' },
  { name: 'Cybex', about: 'German design-led car seats and pushchairs.' },
  { name: 'Babyzen', about: 'The YOYO: a compact stroller that fits in an overhead locker.' },
  { name: 'Mamas & Papas', about: 'British nursery brand: pushchairs, furniture and bouncers.' },
  { name: 'UPPAbaby', about: 'Vista and Cruz pushchairs, made to grow with the family.' },
  { name: 'Egg', about: 'Luxury British pushchairs with a big shopping basket.' },
  { name: 'Britax Römer', about: 'Car seats with decades of crash-test know-how.' },
  { name: 'Graco', about: 'Practical car seats, strollers and highchairs.' },
  { name: 'Tutti Bambini', about: 'Cot beds and nursery furniture made to last.' },
  { name: 'Obaby', about: 'Nursery furniture designed and made in Britain.' },
  { name: 'Ickle Bubba', about: 'Affordable pushchairs and nursery furniture.' },
  { name: 'Stokke', about: 'Scandinavian design: the Tripp Trapp chair and Sleepi cot.' },
  { name: 'Chicco', about: 'Italian family brand: bedside cribs, feeding and toys.' },
  { name: 'The Gro Company', about: 'Grobags and Gro-clocks for better sleep.' },
  { name: 'Tommee Tippee', about: 'Closer to Nature bottles, prep machines and nappy bins.' },
  { name: 'Philips Avent', about: 'Bottles, sterilisers and breast pumps.' },
  { name: 'MAM', about: 'Soothers and anti-colic bottles.' },
  { name: "Dr. Brown's", about: 'Vented anti-colic bottles.' },
  { name: 'Medela', about: 'Breast pumps trusted by hospitals.' },
  { name: 'Munchkin', about: 'Clever cups, bath toys and everyday helpers.' },
  { name: 'Fisher-Price', about: 'Toys for learning through play since 1930.' },
  { name: 'LEGO', about: 'DUPLO and LEGO building sets.' },
  { name: 'Playmobil', about: 'Figures and playsets for imaginative play.' },
  { name: 'VTech', about: 'Electronic learning toys and baby walkers.' },
  { name: 'Melissa & Doug', about: 'Wooden puzzles and classic play.' },
  { name: 'Little Tikes', about: 'Sturdy indoor and outdoor toys.' },
  { name: 'Sylvanian Families', about: 'Collectable families and houses.' },
  { name: 'Le Toy Van', about: 'Wooden toys and dolls houses.' },
  { name: 'Hape', about: 'Wooden toys, kitchens and train sets.' },
  { name: 'BRIO', about: 'Swedish wooden railway sets.' },
  { name: 'Angelcare', about: 'Bath supports and movement monitors.' },
  { name: 'Shnuggle', about: 'The baby bath that supports your baby in a sitting position.' },
  { name: 'Skip Hop', about: 'Changing bags and bath-time helpers.' },
  { name: 'George', tier: 'basic', about: 'Everyday children’s clothing at Asda.' },
  { name: 'Primark', tier: 'basic', about: 'Affordable basics for fast-growing children.' },
  { name: 'F&F', tier: 'basic', about: 'Tesco’s clothing range for babies and children.' },
  { name: 'Matalan', tier: 'basic', about: 'Value family clothing.' },
  { name: 'Next', tier: 'high street', about: 'High street favourite for babies and children.' },
  { name: 'M&S', tier: 'high street', about: 'Marks & Spencer kidswear.' },
  { name: 'John Lewis', tier: 'high street', about: 'John Lewis & Partners baby and children’s clothing.' },
  { name: 'H&M', tier: 'high street', about: 'Swedish high street fashion for children.' },
  { name: 'Zara', tier: 'high street', about: 'Zara Kids.' },
  { name: 'Gap', tier: 'high street', about: 'babyGap and GapKids.' },
  { name: 'JoJo Maman Bébé', tier: 'high street', about: 'Maternity, baby and children’s clothing.' },
  { name: 'Joules', tier: 'high street', about: 'Bright British prints and wellies.' },
  { name: 'Boden', tier: 'premium', about: 'Mini Boden: colourful, well-made clothes.' },
  { name: 'Frugi', tier: 'premium', about: 'Organic cotton clothing from Cornwall.' },
  { name: 'Petit Bateau', tier: 'premium', about: 'French basics since 1893.' },
  { name: 'Ralph Lauren', tier: 'premium', about: 'Polo Ralph Lauren childrenswear.' },
  { name: 'Ted Baker', tier: 'premium', about: 'Baker by Ted Baker.' },
  { name: 'Ergobaby', about: 'Ergonomic baby carriers, from newborn to toddler.' },
  { name: 'BabyBjörn', about: 'Swedish carriers, bouncers and potties.' },
  { name: 'Snuz', about: 'The SnuzPod bedside crib and sleep essentials.' },
  { name: 'Owlet', about: 'Smart sock monitors for sleeping babies.' },
  { name: 'Lindam', about: 'Stair gates and home safety since 1978.' },
  { name: 'BabyDan', about: 'Danish safety gates and playpens.' },
  { name: 'Lovevery', about: 'Play kits and the Play Gym, designed with child development experts.' },
  { name: 'Jellycat', about: 'Soft, huggable toys from London.' },
  { name: 'TOMY', about: 'Toomies bath and toddler toys.' },
  { name: 'Orchard Toys', about: 'Educational games and jigsaws made in Norfolk.' },
  { name: 'Ravensburger', about: 'Jigsaw puzzles and games since 1883.' },
  { name: 'Hasbro', about: 'Family board games from Monopoly to Guess Who.' },
  { name: 'Bigjigs', about: 'Wooden toys and Bigjigs Rail train sets.' },
  { name: 'Baby Brezza', about: 'Formula makers and sterilisers.' },
  { name: 'Beaba', about: 'French baby food makers: the Babycook.' },
  { name: 'IKEA', about: 'Simple, sturdy highchairs and nursery furniture.' },
  { name: 'Elvie', about: 'Quiet, wearable breast pumps.' },
  { name: 'Boppy', about: 'The original feeding and support pillow.' },
  { name: 'Dreamgenii', about: 'Pregnancy and feeding pillows.' },
  { name: 'Cuddledry', about: 'Apron bath towels so parents stay dry.' },
  { name: 'My Carry Potty', about: 'Leak-proof travel potties children love.' },
];

export const GRADES = [
  { grade: 'A', name: 'Like new', description: 'Hardly used: no visible marks, all parts and manuals present.' },
  { grade: 'B', name: 'Good', description: 'Gently used: light scuffs or fading, fully working and complete.' },
  { grade: 'C', name: 'Well used', description: 'Visible wear such as marks or worn fabric; fully working and safe.' },
] as const;

export const COLOURS = ['Blue', 'Pink', 'Grey', 'White', 'Green', 'Yellow', 'Red', 'Navy', 'Multi'];

/** §9 view numbers: none is front; 2 back, 3 side, 4 bottom, 5 top, 6 inside, 8 angled. */
export const EXTRA_VIEWS = [2, 3, 4, 5, 6, 8];

const hours = (weekday: string, saturday: string, sunday: string | null) => ({
  monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday, sunday,
});

export const STORES: Array<{ id: number; name: string; line1: string; town: string; county?: string; postcode: string; phone: string; lat: number; lon: number; hours: Record<string, string | null> }> = [
  { id: 101, name: 'London Clapham', line1: '42 Northcote Road', town: 'London', postcode: 'SW11 1NZ', phone: '020 7946 0101', lat: 51.4588, lon: -0.1652, hours: hours('09:00-18:00', '09:00-18:00', '10:00-16:00') },
  { id: 102, name: 'London Walthamstow', line1: '118 Hoe Street', town: 'London', postcode: 'E17 4QR', phone: '020 7946 0102', lat: 51.5849, lon: -0.0199, hours: hours('09:00-18:00', '09:00-18:00', '10:00-16:00') },
  { id: 103, name: 'Manchester Didsbury', line1: '7 Wilmslow Road', town: 'Manchester', county: 'Greater Manchester', postcode: 'M20 6RB', phone: '0161 496 0103', lat: 53.4167, lon: -2.2311, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 104, name: 'Birmingham Moseley', line1: '15 Alcester Road', town: 'Birmingham', county: 'West Midlands', postcode: 'B13 8AR', phone: '0121 496 0104', lat: 52.4459, lon: -1.8876, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 105, name: 'Leeds Headingley', line1: '60 Otley Road', town: 'Leeds', county: 'West Yorkshire', postcode: 'LS6 2AL', phone: '0113 496 0105', lat: 53.8193, lon: -1.5769, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 106, name: 'Glasgow Shawlands', line1: '1040 Pollokshaws Road', town: 'Glasgow', postcode: 'G41 3XA', phone: '0141 496 0106', lat: 55.8284, lon: -4.2838, hours: hours('09:00-17:30', '09:00-17:30', '11:00-16:00') },
  { id: 107, name: 'Edinburgh Morningside', line1: '210 Morningside Road', town: 'Edinburgh', postcode: 'EH10 4QQ', phone: '0131 496 0107', lat: 55.9278, lon: -3.2098, hours: hours('09:30-17:30', '09:30-17:30', '11:00-16:00') },
  { id: 108, name: 'Bristol Gloucester Road', line1: '185 Gloucester Road', town: 'Bristol', postcode: 'BS7 8BG', phone: '0117 496 0108', lat: 51.4747, lon: -2.5902, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 109, name: 'Cardiff Canton', line1: '31 Cowbridge Road East', town: 'Cardiff', postcode: 'CF11 9AD', phone: '029 2049 0109', lat: 51.4816, lon: -3.2001, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 110, name: 'Liverpool Allerton', line1: '72 Allerton Road', town: 'Liverpool', county: 'Merseyside', postcode: 'L18 1LN', phone: '0151 496 0110', lat: 53.3795, lon: -2.9139, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 111, name: 'Newcastle Jesmond', line1: '14 Osborne Road', town: 'Newcastle upon Tyne', county: 'Tyne and Wear', postcode: 'NE2 2AA', phone: '0191 496 0111', lat: 54.9852, lon: -1.6006, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 112, name: 'Sheffield Ecclesall Road', line1: '330 Ecclesall Road', town: 'Sheffield', county: 'South Yorkshire', postcode: 'S11 8PE', phone: '0114 496 0112', lat: 53.3686, lon: -1.4946, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 113, name: 'Nottingham West Bridgford', line1: '21 Central Avenue', town: 'Nottingham', county: 'Nottinghamshire', postcode: 'NG2 5GQ', phone: '0115 496 0113', lat: 52.9293, lon: -1.1268, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 114, name: 'Leicester Clarendon Park', line1: '55 Queens Road', town: 'Leicester', county: 'Leicestershire', postcode: 'LE2 1TT', phone: '0116 496 0114', lat: 52.6183, lon: -1.1157, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 115, name: 'Southampton Shirley', line1: '88 Shirley High Street', town: 'Southampton', county: 'Hampshire', postcode: 'SO15 3NP', phone: '023 8049 0115', lat: 50.9226, lon: -1.4305, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 116, name: 'Brighton Preston Drove', line1: '9 Preston Drove', town: 'Brighton', county: 'East Sussex', postcode: 'BN1 6LA', phone: '01273 496 116', lat: 50.8424, lon: -0.1436, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 117, name: 'Norwich Unthank Road', line1: '101 Unthank Road', town: 'Norwich', county: 'Norfolk', postcode: 'NR2 2PE', phone: '01603 496 117', lat: 52.6259, lon: 1.2797, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 118, name: 'Cambridge Mill Road', line1: '160 Mill Road', town: 'Cambridge', county: 'Cambridgeshire', postcode: 'CB1 3LP', phone: '01223 496 118', lat: 52.1979, lon: 0.1457, hours: hours('09:00-17:30', '09:00-17:30', '11:00-16:00') },
  { id: 119, name: 'Oxford Cowley Road', line1: '92 Cowley Road', town: 'Oxford', county: 'Oxfordshire', postcode: 'OX4 1JE', phone: '01865 496 119', lat: 51.7484, lon: -1.2399, hours: hours('09:00-17:30', '09:00-17:30', '11:00-16:00') },
  { id: 120, name: 'Reading Caversham', line1: '27 Church Street', town: 'Reading', county: 'Berkshire', postcode: 'RG4 8BA', phone: '0118 496 0120', lat: 51.4672, lon: -0.9751, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 121, name: 'Milton Keynes Wolverton', line1: '44 Stratford Road', town: 'Milton Keynes', county: 'Buckinghamshire', postcode: 'MK12 5LW', phone: '01908 496 121', lat: 52.0631, lon: -0.8115, hours: hours('09:00-17:30', '09:00-17:30', null) },
  { id: 122, name: 'Exeter St Thomas', line1: '12 Cowick Street', town: 'Exeter', county: 'Devon', postcode: 'EX4 1AL', phone: '01392 496 122', lat: 50.7177, lon: -3.5448, hours: hours('09:00-17:00', '09:00-17:00', null) },
  { id: 123, name: 'Plymouth Mutley Plain', line1: '6 Mutley Plain', town: 'Plymouth', county: 'Devon', postcode: 'PL4 6LB', phone: '01752 496 123', lat: 50.3831, lon: -4.1378, hours: hours('09:00-17:00', '09:00-17:00', null) },
  { id: 124, name: 'York Bishopthorpe Road', line1: '38 Bishopthorpe Road', town: 'York', county: 'North Yorkshire', postcode: 'YO23 1JJ', phone: '01904 496 124', lat: 53.9495, lon: -1.0846, hours: hours('09:00-17:30', '09:00-17:30', '10:00-16:00') },
  { id: 125, name: 'Belfast Lisburn Road', line1: '415 Lisburn Road', town: 'Belfast', county: 'County Antrim', postcode: 'BT9 7EW', phone: '028 9049 0125', lat: 54.5794, lon: -5.9532, hours: hours('09:30-17:30', '09:30-17:30', '13:00-17:00') },
  { id: 126, name: 'Aberdeen Rosemount', line1: '63 Rosemount Place', town: 'Aberdeen', postcode: 'AB25 2XJ', phone: '01224 496 126', lat: 57.1512, lon: -2.1149, hours: hours('09:30-17:30', '09:30-17:30', null) },
  { id: 127, name: 'Swansea Uplands', line1: '19 Uplands Crescent', town: 'Swansea', postcode: 'SA2 0PB', phone: '01792 496 127', lat: 51.6189, lon: -3.9661, hours: hours('09:00-17:00', '09:00-17:00', null) },
  { id: 128, name: 'Coventry Earlsdon', line1: '70 Earlsdon Street', town: 'Coventry', county: 'West Midlands', postcode: 'CV5 6EJ', phone: '024 7649 0128', lat: 52.3971, lon: -1.5303, hours: hours('09:00-17:30', '09:00-17:30', null) },
];

/** Every UK postcode area (and the Crown dependencies), with its post town and centre. */
export const POSTCODE_AREAS: Array<[string, string, number, number]> = [
  ['AB', 'Aberdeen', 57.15, -2.1], ['AL', 'St Albans', 51.75, -0.34], ['B', 'Birmingham', 52.48, -1.9], ['BA', 'Bath', 51.38, -2.36],
  ['BB', 'Blackburn', 53.75, -2.48], ['BD', 'Bradford', 53.79, -1.75], ['BH', 'Bournemouth', 50.72, -1.88], ['BL', 'Bolton', 53.58, -2.43],
  ['BN', 'Brighton', 50.83, -0.14], ['BR', 'Bromley', 51.4, 0.02], ['BS', 'Bristol', 51.45, -2.59], ['BT', 'Belfast', 54.6, -5.93],
  ['CA', 'Carlisle', 54.89, -2.93], ['CB', 'Cambridge', 52.2, 0.12], ['CF', 'Cardiff', 51.48, -3.18], ['CH', 'Chester', 53.19, -2.89],
  ['CM', 'Chelmsford', 51.73, 0.47], ['CO', 'Colchester', 51.89, 0.9], ['CR', 'Croydon', 51.37, -0.1], ['CT', 'Canterbury', 51.28, 1.08],
  ['CV', 'Coventry', 52.41, -1.51], ['CW', 'Crewe', 53.1, -2.44], ['DA', 'Dartford', 51.45, 0.22], ['DD', 'Dundee', 56.46, -2.97],
  ['DE', 'Derby', 52.92, -1.48], ['DG', 'Dumfries', 55.07, -3.61], ['DH', 'Durham', 54.78, -1.57], ['DL', 'Darlington', 54.52, -1.55],
  ['DN', 'Doncaster', 53.52, -1.13], ['DT', 'Dorchester', 50.71, -2.44], ['DY', 'Dudley', 52.51, -2.09], ['E', 'London E', 51.53, -0.03],
  ['EC', 'London EC', 51.52, -0.09], ['EH', 'Edinburgh', 55.95, -3.19], ['EN', 'Enfield', 51.65, -0.08], ['EX', 'Exeter', 50.72, -3.53],
  ['FK', 'Falkirk', 56.0, -3.78], ['FY', 'Blackpool', 53.82, -3.05], ['G', 'Glasgow', 55.86, -4.25], ['GL', 'Gloucester', 51.86, -2.24],
  ['GU', 'Guildford', 51.24, -0.57], ['GY', 'Guernsey', 49.45, -2.54], ['HA', 'Harrow', 51.58, -0.34], ['HD', 'Huddersfield', 53.65, -1.78],
  ['HG', 'Harrogate', 53.99, -1.54], ['HP', 'Hemel Hempstead', 51.75, -0.47], ['HR', 'Hereford', 52.06, -2.72], ['HS', 'Outer Hebrides', 58.21, -6.39],
  ['HU', 'Hull', 53.74, -0.33], ['HX', 'Halifax', 53.72, -1.86], ['IG', 'Ilford', 51.56, 0.07], ['IM', 'Isle of Man', 54.15, -4.48],
  ['IP', 'Ipswich', 52.06, 1.16], ['IV', 'Inverness', 57.48, -4.22], ['JE', 'Jersey', 49.19, -2.11], ['KA', 'Kilmarnock', 55.61, -4.5],
  ['KT', 'Kingston upon Thames', 51.41, -0.3], ['KW', 'Kirkwall', 58.98, -2.96], ['KY', 'Kirkcaldy', 56.11, -3.16], ['L', 'Liverpool', 53.41, -2.98],
  ['LA', 'Lancaster', 54.05, -2.8], ['LD', 'Llandrindod Wells', 52.24, -3.38], ['LE', 'Leicester', 52.64, -1.13], ['LL', 'Llandudno', 53.32, -3.83],
  ['LN', 'Lincoln', 53.23, -0.54], ['LS', 'Leeds', 53.8, -1.55], ['LU', 'Luton', 51.88, -0.42], ['M', 'Manchester', 53.48, -2.24],
  ['ME', 'Rochester', 51.39, 0.5], ['MK', 'Milton Keynes', 52.04, -0.76], ['ML', 'Motherwell', 55.79, -3.99], ['N', 'London N', 51.57, -0.1],
  ['NE', 'Newcastle upon Tyne', 54.98, -1.61], ['NG', 'Nottingham', 52.95, -1.15], ['NN', 'Northampton', 52.24, -0.9], ['NP', 'Newport', 51.58, -3.0],
  ['NR', 'Norwich', 52.63, 1.3], ['NW', 'London NW', 51.55, -0.18], ['OL', 'Oldham', 53.54, -2.11], ['OX', 'Oxford', 51.75, -1.26],
  ['PA', 'Paisley', 55.85, -4.42], ['PE', 'Peterborough', 52.57, -0.24], ['PH', 'Perth', 56.4, -3.43], ['PL', 'Plymouth', 50.38, -4.14],
  ['PO', 'Portsmouth', 50.8, -1.09], ['PR', 'Preston', 53.76, -2.7], ['RG', 'Reading', 51.45, -0.97], ['RH', 'Redhill', 51.24, -0.17],
  ['RM', 'Romford', 51.58, 0.18], ['S', 'Sheffield', 53.38, -1.47], ['SA', 'Swansea', 51.62, -3.94], ['SE', 'London SE', 51.47, -0.05],
  ['SG', 'Stevenage', 51.9, -0.2], ['SK', 'Stockport', 53.41, -2.15], ['SL', 'Slough', 51.51, -0.59], ['SM', 'Sutton', 51.36, -0.19],
  ['SN', 'Swindon', 51.56, -1.78], ['SO', 'Southampton', 50.91, -1.4], ['SP', 'Salisbury', 51.07, -1.79], ['SR', 'Sunderland', 54.91, -1.38],
  ['SS', 'Southend-on-Sea', 51.54, 0.71], ['ST', 'Stoke-on-Trent', 53.0, -2.18], ['SW', 'London SW', 51.46, -0.17], ['SY', 'Shrewsbury', 52.71, -2.75],
  ['TA', 'Taunton', 51.02, -3.1], ['TD', 'Galashiels', 55.61, -2.81], ['TF', 'Telford', 52.68, -2.45], ['TN', 'Tonbridge', 51.19, 0.27],
  ['TQ', 'Torquay', 50.46, -3.53], ['TR', 'Truro', 50.26, -5.05], ['TS', 'Middlesbrough', 54.57, -1.23], ['TW', 'Twickenham', 51.45, -0.34],
  ['UB', 'Southall', 51.51, -0.38], ['W', 'London W', 51.51, -0.2], ['WA', 'Warrington', 53.39, -2.59], ['WC', 'London WC', 51.52, -0.12],
  ['WD', 'Watford', 51.66, -0.4], ['WF', 'Wakefield', 53.68, -1.5], ['WN', 'Wigan', 53.55, -2.63], ['WR', 'Worcester', 52.19, -2.22],
  ['WS', 'Walsall', 52.59, -1.98], ['WV', 'Wolverhampton', 52.59, -2.13], ['YO', 'York', 53.96, -1.08], ['ZE', 'Lerwick', 60.15, -1.15],
];
