-- Each bid keeps the auction's end time its write set (issue 14: the record entry reads it from the bid).
ALTER TABLE "bids" ADD COLUMN "end_time" timestamp with time zone;

--> statement-breakpoint
-- The bid's record entry takes the auction's end time from the bid's own row, where the bid write
-- now puts it, instead of looking the auction's row up again: on a hot auction that row has just
-- been updated and its lookup walks the versions every bid leaves behind, while the row is locked
-- (bench/README.md, issue 14). A bid written without it (end_time null) is recorded as before. The
-- canonical encoding and the chain are those of migration 0012, field for field.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nick text;
  ends timestamptz := NEW.end_time;
  last_seq integer;
  last_hash text;
  canonical text;
BEGIN
  IF current_setting('blitz.record_import', true) = 'on' THEN RETURN NULL; END IF;
  IF ends IS NULL THEN
    SELECT p.end_time INTO ends FROM products p WHERE p.id = NEW.product_id;
  END IF;
  SELECT u.nickname, r.seq, r.hash INTO nick, last_seq, last_hash
    FROM (SELECT NEW.user_id AS id) b
    LEFT JOIN users u ON u.id = b.id
    LEFT JOIN LATERAL (SELECT a.seq, a.hash FROM auction_record a WHERE a.product_id = NEW.product_id ORDER BY a.seq DESC LIMIT 1) r ON true;
  last_seq := coalesce(last_seq, 0) + 1;
  last_hash := coalesce(last_hash, repeat('0', 64));
  canonical := '{"at":"' || auction_record_time(NEW.placed_at) || '","auction":' || NEW.product_id
    || coalesce(',"bidder":' || to_json(nick)::text, '') || ',"bidderId":' || NEW.user_id
    || ',"buddy":' || NEW.via_buddy::text || coalesce(',"endTime":"' || auction_record_time(ends) || '"', '')
    || ',"kind":"bid","priceCents":' || NEW.amount_cents || ',"seq":' || last_seq || '}';
  INSERT INTO auction_record (product_id, seq, at, entry, prev_hash, hash)
    VALUES (NEW.product_id, last_seq, NEW.placed_at, canonical, last_hash,
      encode(sha256(convert_to(last_hash || E'\n' || canonical, 'UTF8')), 'hex'));
  RETURN NULL;
END;
$$;
