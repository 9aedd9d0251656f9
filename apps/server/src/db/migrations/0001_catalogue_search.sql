-- Search: pg_trgm's word_similarity gives the typo-tolerant suggestions (PGlite loads it as an extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ((setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B')));--> statement-breakpoint
CREATE INDEX "products_auction_time_idx" ON "products" USING btree ("auction_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_live_order_idx" ON "products" USING btree ("featured",("status" <> 'Open'),(case when "status" = 'Open' then "end_time" else "auction_time" end),"id") WHERE "products"."status" in ('Open', 'Not Started');