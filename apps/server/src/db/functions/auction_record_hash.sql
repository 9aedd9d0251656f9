-- The record chain's step: SHA-256 hex of the previous hash, a newline and the entry.
CREATE OR REPLACE FUNCTION "auction_record_hash"(p_prev text, p_entry text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(p_prev || E'\n' || p_entry, 'UTF8')), 'hex')
$$;
