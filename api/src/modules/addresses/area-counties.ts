// The county an address in each UK postcode area is written with, for the embedded address
// lookup (no provider configured). Compiled by hand from the area's main post town: the former
// postal county Royal Mail used until 1996, or the ceremonial county where the postal one was
// never set (Scotland's council areas, Northern Ireland's counties). London's areas (E, EC, N,
// NW, SE, SW, W, WC) carry no county. Royal Mail no longer needs a county, so a member may
// change or clear it; the post town comes from the postcode_areas table (seed reference-data.ts).
export const AREA_COUNTY: Record<string, string> = {
  AB: 'Aberdeenshire', AL: 'Hertfordshire', B: 'West Midlands', BA: 'Somerset', BB: 'Lancashire', BD: 'West Yorkshire',
  BH: 'Dorset', BL: 'Lancashire', BN: 'East Sussex', BR: 'Kent', BS: 'Avon', BT: 'County Antrim', CA: 'Cumbria',
  CB: 'Cambridgeshire', CF: 'South Glamorgan', CH: 'Cheshire', CM: 'Essex', CO: 'Essex', CR: 'Surrey', CT: 'Kent',
  CV: 'West Midlands', CW: 'Cheshire', DA: 'Kent', DD: 'Angus', DE: 'Derbyshire', DG: 'Dumfriesshire', DH: 'County Durham',
  DL: 'County Durham', DN: 'South Yorkshire', DT: 'Dorset', DY: 'West Midlands', E: '', EC: '', EH: 'Midlothian',
  EN: 'Middlesex', EX: 'Devon', FK: 'Stirlingshire', FY: 'Lancashire', G: 'Lanarkshire', GL: 'Gloucestershire', GU: 'Surrey',
  HA: 'Middlesex', HD: 'West Yorkshire', HG: 'North Yorkshire', HP: 'Hertfordshire', HR: 'Herefordshire', HS: 'Isle of Lewis',
  HU: 'North Humberside', HX: 'West Yorkshire', IG: 'Essex', IP: 'Suffolk', IV: 'Inverness-shire', KA: 'Ayrshire', KT: 'Surrey',
  KW: 'Orkney', KY: 'Fife', L: 'Merseyside', LA: 'Lancashire', LD: 'Powys', LE: 'Leicestershire', LL: 'Gwynedd',
  LN: 'Lincolnshire', LS: 'West Yorkshire', LU: 'Bedfordshire', M: 'Greater Manchester', ME: 'Kent', MK: 'Buckinghamshire',
  ML: 'Lanarkshire', N: '', NE: 'Tyne and Wear', NG: 'Nottinghamshire', NN: 'Northamptonshire', NP: 'Gwent', NR: 'Norfolk',
  NW: '', OL: 'Lancashire', OX: 'Oxfordshire', PA: 'Renfrewshire', PE: 'Cambridgeshire', PH: 'Perthshire', PL: 'Devon',
  PO: 'Hampshire', PR: 'Lancashire', RG: 'Berkshire', RH: 'Surrey', RM: 'Essex', S: 'South Yorkshire', SA: 'West Glamorgan',
  SE: '', SG: 'Hertfordshire', SK: 'Cheshire', SL: 'Berkshire', SM: 'Surrey', SN: 'Wiltshire', SO: 'Hampshire', SP: 'Wiltshire',
  SR: 'Tyne and Wear', SS: 'Essex', ST: 'Staffordshire', SW: '', SY: 'Shropshire', TA: 'Somerset', TD: 'Selkirkshire',
  TF: 'Shropshire', TN: 'Kent', TQ: 'Devon', TR: 'Cornwall', TS: 'Cleveland', TW: 'Middlesex', UB: 'Middlesex', W: '',
  WA: 'Cheshire', WC: '', WD: 'Hertfordshire', WF: 'West Yorkshire', WN: 'Lancashire', WR: 'Worcestershire', WS: 'West Midlands',
  WV: 'West Midlands', YO: 'North Yorkshire', ZE: 'Shetland',
};

/** Areas with a UK postcode that are not in Great Britain's address lookup (§5: GBR only): the Crown dependencies. */
export const NOT_GBR_AREAS = new Set(['GY', 'JE', 'IM']);
