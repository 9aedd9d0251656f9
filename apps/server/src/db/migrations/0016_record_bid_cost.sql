-- What a bid's record entry costs while the auction's row is locked, cut (bench/README.md, issue 14).
-- The chain, the canonical encoding and the verifier are unchanged.
--
-- The record's table keeps only the keys it needs: its rows are found by (product_id, seq), which
-- becomes the primary key (the id column, its sequence and its index go); the daily digests' time
-- index becomes a BRIN one (entries come in time order, and a BRIN index costs an insert next to
-- nothing); the foreign key to products, which looked the auction's row up again in every bid's
-- write, gives way to a trigger that refuses to delete an auction with a record, as its ON DELETE
-- RESTRICT did. Every entry's product_id comes from a trigger on that auction's own row or on a bid,
-- whose own key holds it.
ALTER TABLE "auction_record" DROP CONSTRAINT "auction_record_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "auction_record" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "auction_record" ADD CONSTRAINT "auction_record_pkey" PRIMARY KEY USING INDEX "auction_record_product_seq_key";--> statement-breakpoint
DROP INDEX "auction_record_at_idx";--> statement-breakpoint
CREATE INDEX "auction_record_at_idx" ON "auction_record" USING brin ("at");--> statement-breakpoint
CREATE FUNCTION "auction_record_keeps_auction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM auction_record r WHERE r.product_id = OLD.id) THEN
    RAISE EXCEPTION 'auction % has a fair-play record and cannot be deleted', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_keep_record" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "auction_record_keeps_auction"();--> statement-breakpoint
-- Each bid keeps its bidder's nickname as the bid write read it (from the user's row the write
-- joins anyway), as it keeps the end time since migration 0015.
ALTER TABLE "bids" ADD COLUMN "nickname" text;--> statement-breakpoint
-- The bid's entry in one statement. Each statement and expression of a PL/pgSQL function is made
-- ready again in every transaction, and every bid is a transaction of its own, so the function now
-- runs one INSERT (the chain head, the entry's text and its hash in it) after one test, where it ran
-- six steps; the seed's import is told apart by the trigger's WHEN instead of a step of its own. A
-- bid written without its nickname or end time (not by the bid write) still has them read, from the
-- user's and the auction's rows, by a query of their own: with those reads inside the INSERT, its
-- generic plan looked dearer than a plan for each bid's values, and PostgreSQL planned it anew on
-- every bid. The entry's text is built once (OFFSET 0 keeps the planner from copying it
-- into the hash's expression) and is the text of migration 0012, field for field.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.nickname IS NULL OR NEW.end_time IS NULL THEN
    SELECT coalesce(NEW.nickname, (SELECT u.nickname FROM users u WHERE u.id = NEW.user_id)),
      coalesce(NEW.end_time, (SELECT p.end_time FROM products p WHERE p.id = NEW.product_id))
      INTO NEW.nickname, NEW.end_time;
  END IF;
  INSERT INTO auction_record (product_id, seq, at, entry, prev_hash, hash)
  SELECT NEW.product_id, e.seq, NEW.placed_at, e.entry, e.prev_hash,
    encode(sha256(convert_to(e.prev_hash || E'\n' || e.entry, 'UTF8')), 'hex')
  FROM (
    SELECT h.seq, h.prev_hash,
      '{"at":"' || auction_record_time(NEW.placed_at) || '","auction":' || NEW.product_id
      || coalesce(',"bidder":' || to_json(NEW.nickname)::text, '') || ',"bidderId":' || NEW.user_id
      || ',"buddy":' || NEW.via_buddy::text || coalesce(',"endTime":"' || auction_record_time(NEW.end_time) || '"', '')
      || ',"kind":"bid","priceCents":' || NEW.amount_cents || ',"seq":' || h.seq || '}' AS entry
    FROM (
      SELECT coalesce(r.seq, 0) + 1 AS seq, coalesce(r.hash, repeat('0', 64)) AS prev_hash
      FROM (SELECT) one
      LEFT JOIN LATERAL (
        SELECT a.seq, a.hash FROM auction_record a WHERE a.product_id = NEW.product_id ORDER BY a.seq DESC LIMIT 1
      ) r ON true
    ) h
    OFFSET 0
  ) e;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "bids_record" ON "bids";--> statement-breakpoint
CREATE TRIGGER "bids_record" AFTER INSERT ON "bids" FOR EACH ROW
  WHEN (current_setting('blitz.record_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "auction_record_bid"();
