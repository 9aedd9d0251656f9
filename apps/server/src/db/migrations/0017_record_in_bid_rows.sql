-- An accepted bid's fair-play entry is the bid's own row (issue 14, bench/README.md): the bid
-- statement chains it to the auction's record in its update of the auction's row, which it locks
-- anyway, and stores its place and hash in the bid row, in place of a trigger that looked the
-- record's last entry up and inserted a copy of the bid into auction_record. The entry's text is
-- rebuilt from the bid's columns by auction_record_bid_entry, the same function that made the text
-- hashed, and is byte for byte that of migrations 0012 to 0016; entries of bids from before this
-- migration stay rows of auction_record. The chain and the verifier are unchanged.
--
-- The head of each auction's record (entry count and last hash) lives on the auction's row, so
-- every writer takes it under the row's lock: a bid's update reads the row version it locked, never
-- an older snapshot of the record.
ALTER TABLE "products" ADD COLUMN "record_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "record_head" text DEFAULT repeat('0', 64) NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "record_seq" integer;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "record_hash" text;--> statement-breakpoint
CREATE INDEX "bids_placed_at_idx" ON "bids" USING brin ("placed_at");--> statement-breakpoint
UPDATE "products" p SET record_seq = r.seq, record_head = r.hash
  FROM (SELECT DISTINCT ON (a.product_id) a.product_id, a.seq, a.hash FROM auction_record a ORDER BY a.product_id, a.seq DESC) r
  WHERE r.product_id = p.id;--> statement-breakpoint
-- The chain's step: SHA-256 hex of the previous hash, a newline and the entry.
CREATE FUNCTION "auction_record_hash"(p_prev text, p_entry text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(p_prev || E'\n' || p_entry, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- A bid's entry as canonical JSON, its keys in byte order and nulls left out (at, auction, bidder,
-- bidderId, buddy, endTime, kind, priceCents, seq), as auction_record_append would build it from the
-- same fields. STABLE, as what it calls is, so that PostgreSQL writes it into the statement that
-- uses it instead of calling it.
CREATE FUNCTION "auction_record_bid_entry"(p_product integer, p_seq integer, p_at timestamptz, p_bidder text, p_bidder_id integer,
  p_buddy boolean, p_end timestamptz, p_price bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"at":"' || auction_record_time(p_at) || '","auction":' || p_product
    || coalesce(',"bidder":' || to_json(p_bidder)::text, '') || ',"bidderId":' || p_bidder_id
    || ',"buddy":' || p_buddy::text || coalesce(',"endTime":"' || auction_record_time(p_end) || '"', '')
    || ',"kind":"bid","priceCents":' || p_price || ',"seq":' || p_seq || '}'
$$;--> statement-breakpoint
-- Whether the bid statement chains its bid (always, in the shop). It is folded into the statement's
-- plan as a constant; the bid benchmark (bench/bids.ts) replaces it by one returning false, with the
-- bids trigger below disabled, to measure the engine without the record. Left false with the trigger
-- enabled, every bid would still be recorded, by the trigger.
CREATE FUNCTION "auction_record_in_bid_statement"() RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT true $$;--> statement-breakpoint
-- Every other entry (listing, state and terms changes, and tests' notes): the head from the
-- auction's row, locked, the entry stored in auction_record, the head moved on.
CREATE OR REPLACE FUNCTION "auction_record_append"(p_product integer, p_at timestamptz, p_fields jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  next_seq integer;
  prev text;
  canonical text;
  next_hash text;
BEGIN
  SELECT p.record_seq + 1, p.record_head INTO next_seq, prev FROM products p WHERE p.id = p_product FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'auction % does not exist', p_product USING ERRCODE = 'foreign_key_violation';
  END IF;
  SELECT '{' || string_agg(to_json(f.key)::text || ':' || f.value::text, ',' ORDER BY f.key COLLATE "C") || '}' INTO canonical
    FROM jsonb_each(p_fields || jsonb_build_object('auction', p_product, 'seq', next_seq, 'at', auction_record_time(p_at))) f
    WHERE jsonb_typeof(f.value) <> 'null';
  next_hash := auction_record_hash(prev, canonical);
  INSERT INTO auction_record (product_id, seq, at, entry, prev_hash, hash) VALUES (p_product, next_seq, p_at, canonical, prev, next_hash);
  UPDATE products SET record_seq = next_seq, record_head = next_hash WHERE id = p_product;
END;
$$;--> statement-breakpoint
-- A bid inserted without its place in the record (not by the bid statement: tests, a repair by
-- hand) is chained here, before it is stored: its nickname and end time, when missing, are read
-- from the user's and the auction's rows and kept in the bid, as the entry is rebuilt from them.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.nickname IS NULL THEN
    NEW.nickname := (SELECT u.nickname FROM users u WHERE u.id = NEW.user_id);
  END IF;
  IF NEW.end_time IS NULL THEN
    NEW.end_time := (SELECT p.end_time FROM products p WHERE p.id = NEW.product_id);
  END IF;
  UPDATE products p SET record_seq = p.record_seq + 1,
      record_head = auction_record_hash(p.record_head, auction_record_bid_entry(p.id, p.record_seq + 1, NEW.placed_at, NEW.nickname,
        NEW.user_id, NEW.via_buddy, NEW.end_time, NEW.amount_cents))
    WHERE p.id = NEW.product_id
    RETURNING p.record_seq, p.record_head INTO NEW.record_seq, NEW.record_hash;
  RETURN NEW;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bids_record" ON "bids";--> statement-breakpoint
CREATE TRIGGER "bids_record" BEFORE INSERT ON "bids" FOR EACH ROW
  WHEN (NEW.record_seq IS NULL AND current_setting('blitz.record_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "auction_record_bid"();--> statement-breakpoint
-- A recorded bid is an entry of the record: append-only, as auction_record is.
CREATE TRIGGER "bids_record_no_change" BEFORE UPDATE OR DELETE ON "bids" FOR EACH ROW
  WHEN (OLD.record_seq IS NOT NULL) EXECUTE FUNCTION "fair_play_append_only"();--> statement-breakpoint
-- Every entry of every auction, in one place: auction_record's rows and the recorded bids, whose
-- previous hash is the entry before them (null here; readers take it from that entry).
CREATE VIEW "auction_record_entries" AS
  SELECT a.product_id, a.seq, a.at, a.entry, a.prev_hash, a.hash FROM auction_record a
  UNION ALL
  SELECT b.product_id, b.record_seq, b.placed_at,
    auction_record_bid_entry(b.product_id, b.record_seq, b.placed_at, b.nickname, b.user_id, b.via_buddy, b.end_time, b.amount_cents),
    NULL, b.record_hash
  FROM bids b WHERE b.record_seq IS NOT NULL;
