ALTER TABLE "auth_tokens" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "leader_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buddy_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bid_buddies" ADD COLUMN "last_bid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_leader_id_users_id_fk" FOREIGN KEY ("leader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_open_due_idx" ON "products" USING btree ("end_time") WHERE "products"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "products_start_due_idx" ON "products" USING btree ("auction_time") WHERE "products"."status" = 'Not Started';--> statement-breakpoint
CREATE INDEX "products_buddy_due_idx" ON "products" USING btree ("buddy_due_at") WHERE "products"."status" = 'Open' and "products"."buddy_due_at" is not null;--> statement-breakpoint
-- Existing data: the last bidder of a running auction leads it, and auctions with buddies get a first buddy turn.
UPDATE "products" p SET "leader_id" = (
  SELECT b."user_id" FROM "bids" b WHERE b."product_id" = p."id" ORDER BY b."placed_at" DESC, b."id" DESC LIMIT 1
) WHERE p."status" IN ('Open', 'Not Started');--> statement-breakpoint
UPDATE "products" p SET "buddy_due_at" = p."end_time" - interval '3 seconds'
WHERE p."status" = 'Open' AND EXISTS (SELECT 1 FROM "bid_buddies" bb WHERE bb."product_id" = p."id" AND bb."active");
