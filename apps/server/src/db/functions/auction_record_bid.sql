-- A bid inserted without its place in the record (not by the bid statement, which chains its bid
-- itself: tests, a repair by hand) is chained here, before it is stored: its nickname and end time,
-- when missing, are read from the user's and the auction's rows and kept in the bid, as the entry is
-- rebuilt from them. The demo seed's imported history (blitz.record_import) is left out.
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
CREATE OR REPLACE TRIGGER "bids_record" BEFORE INSERT ON "bids" FOR EACH ROW
  WHEN (NEW.record_seq IS NULL AND current_setting('blitz.record_import', true) IS DISTINCT FROM 'on')
  EXECUTE FUNCTION "auction_record_bid"();
