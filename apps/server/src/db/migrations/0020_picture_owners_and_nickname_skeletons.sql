-- Pictures and nicknames (issue 46). `uploads` records, with its owner (a shopper or a staff member)
-- and its section, every upload target the server signed (saved = false, a key under incoming/)
-- and every picture it stored from one (saved = true, with the address it is served at). A picture
-- is set only from the caller's own signed upload of that section or one of their saved pictures,
-- and a file is deleted only when its row says it is the caller's and nothing uses it any more.
CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"staff_id" integer,
	"section" text NOT NULL,
	"saved" boolean DEFAULT false NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_section_valid" CHECK ("uploads"."section" in ('profile', 'winner', 'catalogue')),
	CONSTRAINT "uploads_one_owner" CHECK (("uploads"."user_id" is null) <> ("uploads"."staff_id" is null)),
	CONSTRAINT "uploads_saved_url" CHECK ("uploads"."saved" = ("uploads"."url" is not null))
);--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id") WHERE "uploads"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "uploads_url_idx" ON "uploads" USING btree ("url") WHERE "uploads"."url" is not null;--> statement-breakpoint
-- The pictures stored before this migration, each under the owner its stored name carries: a
-- profile picture is profiles/{user id}-…, a winner photo and its thumbnail winners/{order item id}-….
-- A row whose address names another file (set by hand through the old hole) gets none.
INSERT INTO "uploads" ("key", "user_id", "section", "saved", "url")
  SELECT substring(u.profile_image from '(profiles/[0-9]+-[0-9a-f]+\.webp)$'), u.id, 'profile', true, u.profile_image
  FROM "users" u
  WHERE u.profile_image ~ ('/profiles/' || u.id || '-[0-9a-f]+\.webp$')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "uploads" ("key", "user_id", "section", "saved", "url")
  SELECT substring(p.url from '(winners/[0-9]+-[0-9a-f]+(-thumb)?\.webp)$'), o.user_id, 'winner', true, p.url
  FROM "order_items" i
  JOIN "orders" o ON o.id = i.order_id
  CROSS JOIN LATERAL (VALUES (i.winner_photo), (i.winner_photo_thumb)) AS p(url)
  WHERE p.url ~ ('/winners/' || i.id || '-[0-9a-f]+(-thumb)?\.webp$')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A nickname's confusables skeleton (Unicode TR39, computed by the server, nickname-key.ts): two
-- nicknames that only look alike share it, and the unique index refuses the second. Rows from
-- before this migration get theirs when the server starts (fillNicknameSkeletons), each only if no
-- other row has it yet: look-alike pairs already in a live shop keep null (nulls never clash), so
-- creating the index cannot fail on them.
ALTER TABLE "users" ADD COLUMN "nickname_skeleton" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_nickname_skeleton_key" ON "users" USING btree ("nickname_skeleton");
