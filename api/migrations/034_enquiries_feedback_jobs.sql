-- Enquiries (issue #17): contact and price enquiries, order feedback, franchise enquiries, store
-- vacancies and job applications. Personal data here is erased with the shop's retention rules;
-- the CV files live outside the web root (application_cvs.cv_key names them) and are never served.

-- owner: contact
CREATE TABLE contact_enquiries (
  enquiry_id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('enquiry', 'price')),
  member_id bigint REFERENCES members (member_id) ON DELETE SET NULL,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  category_id integer,
  subject text NOT NULL,
  message text NOT NULL,
  order_number text,
  web_order boolean,
  order_type text CHECK (order_type IN ('buy', 'sell')),
  price_stock text CHECK (price_stock IN ('price', 'stock')),
  item text,
  box_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- owner: feedback
CREATE TABLE feedback_codes (
  code text PRIMARY KEY,
  order_id bigint NOT NULL UNIQUE REFERENCES web_sell_orders (order_id) ON DELETE CASCADE,
  email text NOT NULL,
  rates_store boolean NOT NULL,
  rates_delivery boolean NOT NULL,
  store_id integer REFERENCES stores (store_id),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- owner: feedback
CREATE TABLE order_feedback (
  feedback_id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE REFERENCES feedback_codes (code) ON DELETE CASCADE,
  store_rating smallint CHECK (store_rating BETWEEN 1 AND 5),
  delivery_rating smallint CHECK (delivery_rating BETWEEN 1 AND 5),
  comment text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- owner: franchises
CREATE TABLE franchise_enquiries (
  enquiry_id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  town text NOT NULL,
  heard_from_id integer,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- owner: jobs
CREATE TABLE store_jobs (
  job_id text PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (store_id),
  title text NOT NULL,
  role text NOT NULL,
  hours text NOT NULL,
  contract text NOT NULL,
  pay text NOT NULL,
  summary text NOT NULL,
  description text NOT NULL,
  posted_on date NOT NULL,
  closes_on date NOT NULL
);
CREATE INDEX store_jobs_store ON store_jobs (store_id, closes_on);

-- owner: jobs
CREATE TABLE job_applications (
  application_id bigserial PRIMARY KEY,
  job_id text NOT NULL REFERENCES store_jobs (job_id),
  name text NOT NULL,
  email text NOT NULL,
  phone text,
  cover_note text,
  cv_key text NOT NULL UNIQUE,
  cv_type text NOT NULL,
  consented_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)
