ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_phone" text;--> statement-breakpoint
CREATE INDEX "users_pending_email_idx" ON "users" USING btree ("pending_email") WHERE "users"."pending_email" is not null;--> statement-breakpoint
CREATE INDEX "users_pending_phone_idx" ON "users" USING btree ("pending_phone") WHERE "users"."pending_phone" is not null;