-- Appends one entry to an auction's record (listing, state and terms changes, and tests' notes):
-- adds auction, seq and at to the fields, encodes them canonically (keys in byte order, nulls left
-- out, no spaces: what JSON.stringify gives for each key and value), and chains it to the head kept on
-- the auction's row (record_seq, record_head), locked, so entries of one auction are appended one at
-- a time. The entry is stored in auction_record and the head moved on.
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
$$;
