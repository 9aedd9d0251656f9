-- A bid's record entry, written in the bid's own statement, for less than going through
-- auction_record_append (bench/README.md, issue 14): one query reads the bidder's nickname, the end
-- time and the previous entry together, and the canonical encoding is written out in its fixed key
-- order (at, auction, bidder, bidderId, buddy, endTime, kind, priceCents, seq: byte order, nulls
-- left out), the same text auction_record_append would build from the same fields, so the chain
-- and the verifier are unchanged.
CREATE OR REPLACE FUNCTION "auction_record_bid"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nick text;
  ends timestamptz;
  last_seq integer;
  last_hash text;
  canonical text;
BEGIN
  IF current_setting('blitz.record_import', true) = 'on' THEN RETURN NULL; END IF;
  SELECT u.nickname, p.end_time, r.seq, r.hash INTO nick, ends, last_seq, last_hash
    FROM products p
    LEFT JOIN users u ON u.id = NEW.user_id
    LEFT JOIN LATERAL (SELECT a.seq, a.hash FROM auction_record a WHERE a.product_id = p.id ORDER BY a.seq DESC LIMIT 1) r ON true
    WHERE p.id = NEW.product_id;
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
