-- Spec §4 says the basket page turns web-sale-allowed collection lines into delivery lines; the
-- issue says a shopper must be able to choose collection for an item also sold online. A line
-- remembers whether collection was the shopper's choice (the box could be delivered when it was
-- added or switched), so the §4 conversion only touches lines that got collection by default.
ALTER TABLE basket_items ADD COLUMN collection_chosen boolean NOT NULL DEFAULT false;
