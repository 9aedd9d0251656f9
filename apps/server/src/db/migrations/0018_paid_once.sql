-- An item is paid for once (issue 46): each won or bought-now item a shopper has paid for holds one
-- row here, claimed in the transaction that settles the payment, so a second payment of the same
-- item (two payment links both paid, or two notices settling at once on two nodes) finds the key
-- taken and pays nothing, returns no Blitz a second time, and is kept as money to refund.
CREATE TABLE "purchased_items" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchased_items_pkey" PRIMARY KEY("user_id","product_id","kind"),
	CONSTRAINT "purchased_items_kind_valid" CHECK ("purchased_items"."kind" in ('auction', 'buy-now'))
);--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchased_items" ADD CONSTRAINT "purchased_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchased_items_order_idx" ON "purchased_items" USING btree ("order_id");--> statement-breakpoint
-- Money a completed payment brought in for items already paid (or no longer payable): staff refund it.
ALTER TABLE "payments" ADD COLUMN "refund_due_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_due_valid" CHECK ("payments"."refund_due_cents" >= 0 and "payments"."refund_due_cents" <= "payments"."amount_cents");--> statement-breakpoint
CREATE INDEX "payments_refund_due_idx" ON "payments" USING btree ("created_at") WHERE "payments"."refund_due_cents" > 0;--> statement-breakpoint
-- A live shop may hold an item paid twice already: its first paid order keeps the purchase, and the
-- payments of the later ones are marked as money to refund, so the key above never meets a duplicate.
INSERT INTO "purchased_items" ("user_id", "product_id", "kind", "order_id", "created_at")
  SELECT DISTINCT ON (o.user_id, oi.product_id, oi.kind) o.user_id, oi.product_id, oi.kind, o.id, coalesce(o.paid_at, o.created_at)
  FROM orders o JOIN order_items oi ON oi.order_id = o.id
  WHERE oi.kind in ('auction', 'buy-now') AND oi.product_id IS NOT NULL
    AND o.status NOT IN ('Cart', 'Awaiting Payment', 'Forfeited', 'Cancelled')
  ORDER BY o.user_id, oi.product_id, oi.kind, o.paid_at NULLS LAST, o.id;--> statement-breakpoint
UPDATE "payments" p SET refund_due_cents = least(p.amount_cents, d.cents)
  FROM (
    SELECT po.payment_id, sum(o.total_cents) AS cents
    FROM payment_orders po JOIN orders o ON o.id = po.order_id
    WHERE o.status NOT IN ('Cart', 'Awaiting Payment', 'Forfeited', 'Cancelled')
      AND EXISTS (
        SELECT 1 FROM order_items oi JOIN purchased_items pi
          ON pi.user_id = o.user_id AND pi.product_id = oi.product_id AND pi.kind = oi.kind
        WHERE oi.order_id = o.id AND pi.order_id <> o.id)
    GROUP BY po.payment_id
  ) d
  WHERE d.payment_id = p.id AND p.status = 'complete';
