CREATE TABLE "property_change_reviews" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"sections" text[] NOT NULL,
	"note" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_change_reviews_decision_check" CHECK ("property_change_reviews"."decision" in ('approve', 'reject'))
);
--> statement-breakpoint
ALTER TABLE "listing_photos" ADD COLUMN "waiting_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "property_change_reviews" ADD CONSTRAINT "property_change_reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_waiting_not_main_check" CHECK (not ("listing_photos"."waiting_for_review" and "listing_photos"."is_main"));