-- The head of each auction's fair-play record on its row, and a bid's place in it (issue 14).
ALTER TABLE "products" ADD COLUMN "record_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "record_hash" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "record_prev_hash" text;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "record_seq" integer;
--> statement-breakpoint
-- Each auction's row carries the head of its record, so that a bid's entry is chained inside the
-- bid's own update of that row, which already holds its lock, instead of looking up the record's
-- last entry (the largest part of what the record cost a hot auction, bench/README.md, issue 14).
UPDATE "products" p SET "record_seq" = r.seq, "record_hash" = r.hash, "record_prev_hash" = nullif(r.prev_hash, repeat('0', 64))
  FROM (SELECT DISTINCT ON (a.product_id) a.product_id, a.seq, a.hash, a.prev_hash FROM "auction_record" a
    ORDER BY a.product_id, a.seq DESC) r
  WHERE r.product_id = p.id;--> statement-breakpoint
-- The chain's hash of an entry: SHA-256 over the previous hash (64 zeros for the first entry), a
-- newline and the entry's canonical text. STABLE, as convert_to is, so that a query using it can inline it.
CREATE FUNCTION "auction_record_hash"(prev text, entry text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(coalesce(prev, repeat('0', 64)) || E'\n' || entry, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- A bid's canonical entry, written out in its fixed key order (at, auction, bidder, bidderId, buddy,
-- endTime, kind, priceCents, seq: byte order, nulls left out), the text auction_record_append would
-- build from the same fields (migration 0012). The bid write and the bids trigger both use it.
CREATE FUNCTION "auction_record_bid_entry"(p_at timestamptz, p_product integer, p_bidder text, p_bidder_id integer,
    p_buddy boolean, p_end timestamptz, p_price bigint, p_seq integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"at":"' || auction_record_time(p_at) || '","auction":' || p_product
    || coalesce(',"bidder":' || to_json(p_bidder)::text, '') || ',"bidderId":' || p_bidder_id
    || ',"buddy":' || p_buddy::text || coalesce(',"endTime":"' || auction_record_time(p_end) || '"', '')
    || ',"kind":"bid","priceCents":' || p_price || ',"seq":' || p_seq || '}'
$$;--> statement-breakpoint
-- Stores an entry as the auction's next one, chained to the head its row carries (p_seq is that
-- head's number plus one, p_prev its hash, null before the first entry), and moves the head. The
-- caller holds the auction's row lock, so entries of one auction are stored one at a time; the
-- unique (product_id, seq) key backs it. The bid write does the same inside its own update.
CREATE FUNCTION "auction_record_store"(p_product integer, p_seq integer, p_at timestamptz, p_prev text, p_entry text)
    RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_hash text := auction_record_hash(p_prev, p_entry);
BEGIN
  INSERT INTO auction_record (product_id, seq, at, entry, prev_hash, hash)
    VALUES (p_product, p_seq, p_at, p_entry, coalesce(p_prev, repeat('0', 64)), new_hash);
  UPDATE products SET record_seq = p_seq, record_prev_hash = p_prev, record_hash = new_hash WHERE id = p_product;
END;
$$;--> statement-breakpoint
-- Appends one entry (migration 0006's encoding) to an auction's record: its row is locked first
-- (the listing, state and terms triggers already hold it), then its head read and moved.
CREATE OR REPLACE FUNCTION "auction_record_append"(p_product integer, p_at timestamptz, p_fields jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
  canonical text;
BEGIN
  SELECT p.record_seq, p.record_hash INTO last_seq, last_hash FROM products p WHERE p.id = p_product FOR NO KEY UPDATE;
  SELECT '{' || string_agg(to_json(f.key)::text || ':' || f.value::text, ',' ORDER BY f.key COLLATE "C") || '}' INTO canonical
    FROM jsonb_each(p_fields || jsonb_build_object('auction', p_product, 'seq', last_seq + 1, 'at', auction_record_time(p_at))) f
    WHERE jsonb_typeof(f.value) <> 'null';
  PERFORM auction_record_store(p_product, last_seq + 1, p_at, last_hash, canonical);
END;
$$;--> statement-breakpoint
-- A bid written another way than by the bid write (which chains its entry itself and names it in
-- record_seq): its entry, through the same encoding, with the end time the bid carries or else the
-- auction's. The demo seed's imported history is left out (its listing entry counts it), as is the
-- benchmarks' (bench/lib/catalogue-data.ts): only they set blitz.record_import, and only for bids
-- they insert themselves; the bid write does not read it.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
  ends timestamptz;
BEGIN
  IF current_setting('blitz.record_import', true) = 'on' THEN RETURN NULL; END IF;
  SELECT p.record_seq, p.record_hash, p.end_time INTO last_seq, last_hash, ends
    FROM products p WHERE p.id = NEW.product_id FOR NO KEY UPDATE;
  PERFORM auction_record_store(NEW.product_id, last_seq + 1, NEW.placed_at, last_hash,
    auction_record_bid_entry(NEW.placed_at, NEW.product_id, (SELECT u.nickname FROM users u WHERE u.id = NEW.user_id),
      NEW.user_id, NEW.via_buddy, coalesce(NEW.end_time, ends), NEW.amount_cents, last_seq + 1));
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bids_record" ON "bids";--> statement-breakpoint
CREATE TRIGGER "bids_record" AFTER INSERT ON "bids" FOR EACH ROW WHEN (NEW.record_seq IS NULL)
  EXECUTE FUNCTION "auction_record_bid"();
