-- A bid's entry as canonical JSON, its keys in byte order and nulls left out (at, auction, bidder,
-- bidderId, buddy, endTime, kind, priceCents, seq), as auction_record_append would build it from the
-- same fields. The bid statement hashes it and the view auction_record_entries rebuilds it from the
-- bid's columns. STABLE, as what it calls is, so that PostgreSQL writes it into the statement that
-- uses it instead of calling it.
CREATE OR REPLACE FUNCTION "auction_record_bid_entry"(p_product integer, p_seq integer, p_at timestamptz, p_bidder text, p_bidder_id integer,
  p_buddy boolean, p_end timestamptz, p_price bigint) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT '{"at":"' || auction_record_time(p_at) || '","auction":' || p_product
    || coalesce(',"bidder":' || to_json(p_bidder)::text, '') || ',"bidderId":' || p_bidder_id
    || ',"buddy":' || p_buddy::text || coalesce(',"endTime":"' || auction_record_time(p_end) || '"', '')
    || ',"kind":"bid","priceCents":' || p_price || ',"seq":' || p_seq || '}'
$$;
