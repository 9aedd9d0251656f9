ALTER TABLE "products" ADD COLUMN "buy_now_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buddy_allowed" boolean DEFAULT true NOT NULL;