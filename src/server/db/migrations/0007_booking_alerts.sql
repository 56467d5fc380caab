CREATE TABLE "booking_alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"new_reservation" boolean DEFAULT true NOT NULL,
	"awaiting_confirmation" boolean DEFAULT true NOT NULL,
	"date_change" boolean DEFAULT true NOT NULL,
	"cancellation" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_alert_settings" ADD CONSTRAINT "booking_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;