-- The catalogue (spec §3 Box/product, Categories; §9 super-categories and brand attributes),
-- stores with stock, and UK postcode areas for nearest-store look-ups.

-- In public, so every schema (tests use one each) finds its operators.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- owner: catalogue
CREATE TABLE supercats (
  super_cat_id integer PRIMARY KEY,
  super_cat_name text NOT NULL,
  super_cat_friendly_name text NOT NULL,
  brand_attribute_id integer NOT NULL,
  sort_order integer NOT NULL
);

-- owner: catalogue
CREATE TABLE product_lines (
  product_line_id integer PRIMARY KEY,
  super_cat_id integer NOT NULL REFERENCES supercats (super_cat_id),
  product_line_name text NOT NULL
);
CREATE INDEX product_lines_supercat ON product_lines (super_cat_id);

-- owner: catalogue
CREATE TABLE categories (
  category_id integer PRIMARY KEY,
  product_line_id integer NOT NULL REFERENCES product_lines (product_line_id),
  category_name text NOT NULL,
  category_friendly_name text NOT NULL,
  popular boolean NOT NULL DEFAULT false
);
CREATE INDEX categories_product_line ON categories (product_line_id);

-- owner: catalogue
CREATE TABLE brands (
  brand_id integer PRIMARY KEY,
  brand_name text NOT NULL UNIQUE,
  description text NOT NULL,
  -- Clothing brands are grouped basic / high street / premium (spec §9).
  clothing_tier text CHECK (clothing_tier IN ('basic', 'high street', 'premium'))
);

-- owner: catalogue
CREATE TABLE grades (
  grade text PRIMARY KEY,
  grade_name text NOT NULL,
  description text NOT NULL,
  sort_order integer NOT NULL
);

-- owner: catalogue
CREATE TABLE boxes (
  box_id text PRIMARY KEY,
  master_box_id text NOT NULL,
  box_name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (category_id),
  brand_id integer NOT NULL REFERENCES brands (brand_id),
  grade text NOT NULL REFERENCES grades (grade),
  wear text NOT NULL,
  sell_price integer NOT NULL CHECK (sell_price > 0),
  was_price integer CHECK (was_price IS NULL OR was_price > sell_price),
  cash_price integer NOT NULL CHECK (cash_price >= 0),
  exchange_price integer NOT NULL CHECK (exchange_price >= 0),
  is_new_box boolean NOT NULL DEFAULT false,
  box_sale_allowed boolean NOT NULL DEFAULT true,
  box_web_sale_allowed boolean NOT NULL DEFAULT true,
  box_buy_allowed boolean NOT NULL DEFAULT true,
  box_web_buy_allowed boolean NOT NULL DEFAULT true,
  ecom_quantity integer NOT NULL DEFAULT 0 CHECK (ecom_quantity >= 0),
  size text,
  colour text,
  attributes jsonb NOT NULL DEFAULT '[]',
  image_views integer[] NOT NULL,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  search_text text NOT NULL,
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED
);
CREATE INDEX boxes_category ON boxes (category_id);
CREATE INDEX boxes_brand ON boxes (brand_id);
CREATE INDEX boxes_price ON boxes (sell_price, box_id);
CREATE INDEX boxes_newest ON boxes (created_at DESC, box_id);
CREATE INDEX boxes_popularity ON boxes (popularity DESC, box_id);
CREATE INDEX boxes_search ON boxes USING gin (search_vector);
CREATE INDEX boxes_search_trgm ON boxes USING gin (search_text gin_trgm_ops);

-- owner: catalogue
CREATE TABLE stores (
  store_id integer PRIMARY KEY,
  store_name text NOT NULL,
  address_line1 text NOT NULL,
  address_line2 text,
  town text NOT NULL,
  county text,
  postcode text NOT NULL,
  phone text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  timezone text NOT NULL DEFAULT 'Europe/London',
  opening_hours jsonb NOT NULL,
  click_and_collect boolean NOT NULL DEFAULT true
);

-- owner: catalogue
CREATE TABLE store_stock (
  store_id integer NOT NULL REFERENCES stores (store_id),
  box_id text NOT NULL REFERENCES boxes (box_id),
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (box_id, store_id)
);
CREATE INDEX store_stock_store ON store_stock (store_id);

-- owner: catalogue
CREATE TABLE postcode_areas (
  area text PRIMARY KEY,
  post_town text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL
);
