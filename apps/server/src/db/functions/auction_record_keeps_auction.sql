-- An auction with a fair-play record cannot be deleted (the record has no foreign key to products:
-- looking the auction's row up again cost every entry's write).
CREATE OR REPLACE FUNCTION "auction_record_keeps_auction"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM auction_record r WHERE r.product_id = OLD.id) THEN
    RAISE EXCEPTION 'auction % has a fair-play record and cannot be deleted', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_keep_record" BEFORE DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "auction_record_keeps_auction"();
