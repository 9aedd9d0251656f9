ALTER TABLE "products" ADD COLUMN "record_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "record_head" text DEFAULT repeat('0', 64) NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "record_prev" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "record_seq" integer;--> statement-breakpoint
-- Every auction's chain head on its row (issue 14): the entries it has, the hash of its last entry
-- and the hash before that. Every change of an auction holds its row lock, so the head read from
-- the locked row is the latest; the bid statement (bid-write.ts) appends a bid's entry from it in
-- the statement itself, with no trigger and no lookup of the previous entry.
UPDATE "products" p SET "record_seq" = r.seq, "record_head" = r.hash, "record_prev" = r.prev_hash
  FROM (SELECT DISTINCT ON (a.product_id) a.product_id, a.seq, a.hash, a.prev_hash FROM auction_record a
    ORDER BY a.product_id, a.seq DESC) r
  WHERE r.product_id = p.id;--> statement-breakpoint
-- The hash of an entry chained to the one before it: SHA-256 hex of prev + "\n" + entry.
CREATE FUNCTION "auction_record_hash"(prev text, entry text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || E'\n' || entry, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- A bid's entry in its canonical encoding, written out in its fixed key order (at, auction, bidder,
-- bidderId, buddy, endTime, kind, priceCents, seq: byte order, nulls left out): the same text
-- auction_record_append builds from the same fields (test/modules/fair-play/record.test.ts).
CREATE FUNCTION "auction_record_bid_entry"(p_at timestamptz, p_auction integer, p_bidder text, p_bidder_id integer,
  p_buddy boolean, p_end timestamptz, p_price_cents bigint, p_seq integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"at":"' || auction_record_time(p_at) || '","auction":' || p_auction
    || coalesce(',"bidder":' || to_json(p_bidder)::text, '') || ',"bidderId":' || p_bidder_id
    || ',"buddy":' || p_buddy::text || coalesce(',"endTime":"' || auction_record_time(p_end) || '"', '')
    || ',"kind":"bid","priceCents":' || p_price_cents || ',"seq":' || p_seq || '}'
$$;--> statement-breakpoint
-- Appends one entry (listing, state change, change of terms, a bid written outside the bid
-- statement) from the head on the auction's row, and moves the head on.
CREATE OR REPLACE FUNCTION "auction_record_append"(p_product integer, p_at timestamptz, p_fields jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
  canonical text;
  new_hash text;
BEGIN
  SELECT p.record_seq, p.record_head INTO last_seq, last_hash FROM products p WHERE p.id = p_product FOR UPDATE;
  last_seq := last_seq + 1;
  SELECT '{' || string_agg(to_json(f.key)::text || ':' || f.value::text, ',' ORDER BY f.key COLLATE "C") || '}' INTO canonical
    FROM jsonb_each(p_fields || jsonb_build_object('auction', p_product, 'seq', last_seq, 'at', auction_record_time(p_at))) f
    WHERE jsonb_typeof(f.value) <> 'null';
  new_hash := auction_record_hash(last_hash, canonical);
  INSERT INTO auction_record (product_id, seq, at, entry, prev_hash, hash)
    VALUES (p_product, last_seq, p_at, canonical, last_hash, new_hash);
  UPDATE products SET record_seq = last_seq, record_prev = last_hash, record_head = new_hash WHERE id = p_product;
END;
$$;--> statement-breakpoint
-- A bid written outside the bid statement (none is, in the shop; tests and tools may): its entry,
-- through auction_record_append. The bid statement sets record_seq and writes its own entry.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('blitz.record_import', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM auction_record_append(NEW.product_id, NEW.placed_at, jsonb_build_object(
    'kind', 'bid', 'bidderId', NEW.user_id, 'bidder', (SELECT u.nickname FROM users u WHERE u.id = NEW.user_id),
    'buddy', NEW.via_buddy, 'priceCents', NEW.amount_cents,
    'endTime', (SELECT auction_record_time(p.end_time) FROM products p WHERE p.id = NEW.product_id)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bids_record" ON "bids";--> statement-breakpoint
CREATE TRIGGER "bids_record" AFTER INSERT ON "bids" FOR EACH ROW WHEN (NEW.record_seq IS NULL) EXECUTE FUNCTION "auction_record_bid"();
