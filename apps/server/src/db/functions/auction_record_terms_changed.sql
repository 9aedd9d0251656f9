-- A change of the terms (by staff): the new terms, so a replay uses what the bidders saw.
CREATE OR REPLACE FUNCTION "auction_record_terms_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM auction_record_append(NEW.id, auction_record_clock(), auction_record_terms(NEW) || jsonb_build_object(
    'kind', 'changed', 'endTime', auction_record_time(NEW.end_time)));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "products_record_terms" AFTER UPDATE OF "title", "bid_type", "retail_price_cents", "starting_amount_cents",
  "bid_increment_cents", "lock_price_cents", "auction_timer", "auction_time", "opening_seconds" ON "products" FOR EACH ROW
  WHEN ((OLD.title, OLD.bid_type, OLD.retail_price_cents, OLD.starting_amount_cents, OLD.bid_increment_cents,
    OLD.lock_price_cents, OLD.auction_timer, OLD.auction_time, OLD.opening_seconds) IS DISTINCT FROM
    (NEW.title, NEW.bid_type, NEW.retail_price_cents, NEW.starting_amount_cents, NEW.bid_increment_cents,
    NEW.lock_price_cents, NEW.auction_timer, NEW.auction_time, NEW.opening_seconds))
  EXECUTE FUNCTION "auction_record_terms_changed"();
