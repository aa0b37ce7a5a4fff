// Clothing (super-category 2): several brands make the same garment, so a clothing model is a
// brand's garment in one size ('Next Slim Jeans (4-5 years)'). Baby clothing comes in baby sizes,
// girls' and boys' clothing in years. The new price is the garment's high-street price scaled by
// the brand's tier (basic, high street, premium).
import { BRANDS } from '../reference-data.js';
import type { Model } from './model.js';

export const BABY_SIZES = ['Newborn', '0-3 months', '3-6 months', '6-9 months', '9-12 months', '12-18 months', '18-24 months'];
export const CHILD_SIZES = ['2-3 years', '3-4 years', '4-5 years', '5-6 years', '6-7 years', '7-8 years', '8-9 years', '9-10 years'];

const TIER_SCALE = { basic: 0.55, 'high street': 1, premium: 1.9 } as const;

interface Garment {
  lineId: 201 | 202 | 203;
  category: string;
  garment: string;
  /** A high-street new price, in pounds. */
  pounds: number;
  material: string;
}

const GARMENTS: Garment[] = [
  { lineId: 201, category: 'Sleepsuits', garment: 'Sleepsuits 3 Pack', pounds: 16, material: 'Cotton' },
  { lineId: 201, category: 'Sleepsuits', garment: 'Zip-Up Sleepsuit', pounds: 10, material: 'Cotton' },
  { lineId: 201, category: 'Bodysuits', garment: 'Short Sleeve Bodysuits 5 Pack', pounds: 14, material: 'Cotton' },
  { lineId: 201, category: 'Bodysuits', garment: 'Long Sleeve Bodysuits 3 Pack', pounds: 12, material: 'Cotton' },
  { lineId: 201, category: 'Outfit Sets', garment: 'Top and Leggings Set', pounds: 16, material: 'Cotton' },
  { lineId: 201, category: 'Outfit Sets', garment: 'Dungarees and Bodysuit Set', pounds: 20, material: 'Cotton' },
  { lineId: 201, category: 'Snowsuits', garment: 'Padded Pramsuit', pounds: 30, material: 'Polyester, fleece lined' },
  { lineId: 201, category: 'Snowsuits', garment: 'Fleece Snowsuit', pounds: 22, material: 'Polyester fleece' },
  { lineId: 202, category: 'Dresses', garment: 'Floral Jersey Dress', pounds: 16, material: 'Cotton jersey' },
  { lineId: 202, category: 'Dresses', garment: 'Party Dress', pounds: 26, material: 'Polyester, cotton lining' },
  { lineId: 202, category: 'Coats & Jackets', garment: 'Padded Coat', pounds: 36, material: 'Polyester, padded' },
  { lineId: 202, category: 'Coats & Jackets', garment: 'Raincoat', pounds: 28, material: 'Waterproof polyester' },
  { lineId: 202, category: 'Tops & T-Shirts', garment: 'Printed T-Shirt', pounds: 8, material: 'Cotton' },
  { lineId: 202, category: 'Tops & T-Shirts', garment: 'Long Sleeve Top', pounds: 10, material: 'Cotton' },
  { lineId: 202, category: 'Leggings & Trousers', garment: 'Leggings 2 Pack', pounds: 10, material: 'Cotton with stretch' },
  { lineId: 202, category: 'Leggings & Trousers', garment: 'Cord Trousers', pounds: 16, material: 'Cotton corduroy' },
  { lineId: 203, category: 'Coats & Jackets', garment: 'Puffer Jacket', pounds: 36, material: 'Polyester, padded' },
  { lineId: 203, category: 'Coats & Jackets', garment: 'Fleece Jacket', pounds: 18, material: 'Polyester fleece' },
  { lineId: 203, category: 'Tops & T-Shirts', garment: 'Dinosaur T-Shirt', pounds: 8, material: 'Cotton' },
  { lineId: 203, category: 'Tops & T-Shirts', garment: 'Polo Shirt', pounds: 12, material: 'Cotton piqué' },
  { lineId: 203, category: 'Jeans & Trousers', garment: 'Slim Jeans', pounds: 16, material: 'Denim, cotton with stretch' },
  { lineId: 203, category: 'Jeans & Trousers', garment: 'Chino Trousers', pounds: 16, material: 'Cotton twill' },
  { lineId: 203, category: 'Jumpers & Cardigans', garment: 'Crew Neck Jumper', pounds: 18, material: 'Cotton knit' },
  { lineId: 203, category: 'Jumpers & Cardigans', garment: 'Knitted Cardigan', pounds: 20, material: 'Cotton knit' },
];

/** Frugi makes everything in organic cotton. */
const materialOf = (brand: string, material: string) => (brand === 'Frugi' && material.startsWith('Cotton') ? `Organic ${material.toLowerCase()}` : material);

export const CLOTHING: Model[] = BRANDS.filter((b) => b.tier).flatMap((brand) =>
  GARMENTS.flatMap((g) =>
    (g.lineId === 201 ? BABY_SIZES : CHILD_SIZES).map((size): Model => ({
      lineId: g.lineId,
      category: g.category,
      brand: brand.name,
      model: `${g.garment} (${size})`,
      newPrice: Math.ceil(g.pounds * TIER_SCALE[brand.tier!] - 1e-9) * 100 - 1, // priced as shops do: £8.99, £15.99
      kind: 'clothes',
      facts: { Size: size, Material: materialOf(brand.name, g.material) },
    })),
  ),
);
