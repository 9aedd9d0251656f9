-- The rules' inputs of an auction, as its record shows them.
CREATE OR REPLACE FUNCTION "auction_record_terms"(p products) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', p.title, 'bidType', p.bid_type, 'retailCents', p.retail_price_cents,
    'startCents', p.starting_amount_cents, 'incrementCents', p.bid_increment_cents,
    'lockCents', p.lock_price_cents, 'timerSeconds', p.auction_timer,
    'auctionTime', auction_record_time(p.auction_time), 'openingSeconds', p.opening_seconds)
$$;
