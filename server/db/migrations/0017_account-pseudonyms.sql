ALTER TABLE "flagged_messages" ADD COLUMN "user_pseudonym" uuid;--> statement-breakpoint
ALTER TABLE "flagged_messages" ADD COLUMN "pseudonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD COLUMN "user_pseudonym" uuid;--> statement-breakpoint
ALTER TABLE "moderation_logs" ADD COLUMN "pseudonymised_at" timestamp with time zone;