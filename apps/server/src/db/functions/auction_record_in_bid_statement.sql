-- Whether the bid statement chains its bid (always, in the shop). It is folded into the statement's
-- plan as a constant; the bid benchmark (bench/bids.ts) replaces it by one returning false, with the
-- record's triggers disabled, to measure the engine without the record (the migrations put this
-- definition back at every start). Left false with the bids trigger enabled, every bid would still be
-- recorded, by the trigger.
CREATE OR REPLACE FUNCTION "auction_record_in_bid_statement"() RETURNS boolean LANGUAGE sql IMMUTABLE AS $$ SELECT true $$;
