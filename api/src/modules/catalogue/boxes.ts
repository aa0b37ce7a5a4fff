// Reading boxes (spec §3 Box/product) and turning rows into the shape the front end reads.
import type { Queryable } from '../../db/db.js';
import { imageUrl, type ImageSize } from './images.js';
import { toPounds } from '@shop/shared/rules';

export const BOX_SELECT = `
  SELECT b.box_id, b.master_box_id, b.box_name, b.category_id, c.category_name, c.category_friendly_name,
         pl.product_line_id, pl.product_line_name, s.super_cat_id, s.super_cat_name, s.super_cat_friendly_name,
         br.brand_name, b.grade, g.grade_name, g.description AS grade_description, b.wear,
         b.sell_price, b.was_price, b.cash_price, b.exchange_price, b.is_new_box, b.box_sale_allowed, b.box_web_sale_allowed,
         b.box_buy_allowed, b.box_web_buy_allowed, b.ecom_quantity, b.size, b.colour, b.attributes, b.image_views, b.photos_key, b.created_at,
         COALESCE((SELECT sum(ss.quantity) FROM store_stock ss WHERE ss.box_id = b.box_id), 0)::int AS collection_quantity
  FROM boxes b
  JOIN categories c ON c.category_id = b.category_id
  JOIN product_lines pl ON pl.product_line_id = c.product_line_id
  JOIN supercats s ON s.super_cat_id = pl.super_cat_id
  JOIN brands br ON br.brand_id = b.brand_id
  JOIN grades g ON g.grade = b.grade`;

export interface BoxRow {
  box_id: string;
  master_box_id: string;
  box_name: string;
  category_id: number;
  category_name: string;
  category_friendly_name: string;
  product_line_id: number;
  product_line_name: string;
  super_cat_id: number;
  super_cat_name: string;
  super_cat_friendly_name: string;
  brand_name: string;
  grade: string;
  grade_name: string;
  grade_description: string;
  wear: string;
  sell_price: number;
  was_price: number | null;
  cash_price: number;
  exchange_price: number;
  is_new_box: boolean;
  box_sale_allowed: boolean;
  box_web_sale_allowed: boolean;
  box_buy_allowed: boolean;
  box_web_buy_allowed: boolean;
  ecom_quantity: number;
  size: string | null;
  colour: string | null;
  attributes: Array<{ attributeFriendlyName: string; attributeValue: string }>;
  image_views: number[];
  /** Names the box's photos in their addresses; null for a drawn box. */
  photos_key: string | null;
  created_at: string;
  collection_quantity: number;
}

/** Money leaves the API in pounds with two decimals; the database keeps pence. */
export const pounds = (pence: number | null) => (pence === null ? null : toPounds(pence));

const images = (boxId: string, views: number[], photosKey: string | null) => {
  const urls = (size: ImageSize) => views.map((v) => imageUrl(boxId, v, size, photosKey));
  return {
    imageNames: views.map((v) => `${boxId}_${v}`),
    imageViews: views,
    imageUrls: { large: urls('l'), medium: urls('m'), small: urls('s'), zoom: urls('xl') },
  };
};

export function toBoxDetail(r: BoxRow) {
  const outOfEcomStock = r.ecom_quantity < 1;
  const outOfStock = outOfEcomStock && r.collection_quantity < 1;
  return {
    boxId: r.box_id,
    masterBoxId: r.master_box_id,
    boxName: r.box_name,
    brand: r.brand_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    categoryFriendlyName: r.category_friendly_name,
    productLineId: r.product_line_id,
    productLineName: r.product_line_name,
    superCatId: r.super_cat_id,
    superCatName: r.super_cat_name,
    superCatFriendlyName: r.super_cat_friendly_name,
    grade: r.grade,
    gradeName: r.grade_name,
    gradeDescription: r.grade_description,
    wear: r.wear,
    ...images(r.box_id, r.image_views, r.photos_key),
    sellPrice: pounds(r.sell_price),
    wasPrice: pounds(r.was_price),
    cashPrice: pounds(r.cash_price),
    exchangePrice: pounds(r.exchange_price),
    ecomQuantityOnHand: r.ecom_quantity,
    ecomQuantity: r.ecom_quantity,
    collectionQuantity: r.collection_quantity,
    outOfStock: outOfStock ? 1 : 0,
    outOfEcomStock: outOfEcomStock ? 1 : 0,
    boxSaleAllowed: r.box_sale_allowed ? 1 : 0,
    boxWebSaleAllowed: r.box_web_sale_allowed ? 1 : 0,
    boxBuyAllowed: r.box_buy_allowed ? 1 : 0,
    boxWebBuyAllowed: r.box_web_buy_allowed ? 1 : 0,
    webSaleAllowed: r.box_web_sale_allowed ? 1 : 0,
    cannotBuy: !r.box_sale_allowed || outOfStock ? 1 : 0,
    isNewBox: r.is_new_box ? 1 : 0,
    priceReduced: r.was_price !== null,
    size: r.size,
    colour: r.colour,
    attributeInfo: r.attributes,
  };
}

export async function findBox(q: Queryable, boxId: string): Promise<BoxRow | undefined> {
  const rows = await q.query<BoxRow>(`${BOX_SELECT} WHERE b.box_id = $1`, [boxId.toUpperCase()]);
  return rows[0];
}
