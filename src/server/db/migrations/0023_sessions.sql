-- One row per signed-in session (a refresh-token family): what the access token's `sid` names, and
-- what every signed-in request checks. Ending a session (logout, a password change, two-step turned
-- on or off elsewhere, a replayed refresh token) therefore ends its access at once, not when the
-- 15-minute access token expires. `two_step_at` records that THIS session passed two-step
-- verification (a code at sign-in, or at enrolment), so enrolling on another device never upgrades
-- a password-only session.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"two_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id") WHERE "revoked_at" IS NULL;--> statement-breakpoint
-- The families that exist become sessions; none has passed two-step as far as we can prove, so an
-- admin signed in before this migration signs in again (with the code) for the admin tools.
INSERT INTO "sessions" ("id", "user_id", "created_at", "expires_at", "revoked_at")
SELECT "family", min("user_id"), min("created_at"), max("expires_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_sessions_id_fk" FOREIGN KEY ("family") REFERENCES "sessions"("id") ON DELETE cascade;
