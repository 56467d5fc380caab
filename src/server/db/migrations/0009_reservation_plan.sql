ALTER TABLE "reservations" ADD COLUMN "plan_name" text;
--> statement-breakpoint
-- Stays booked before the column existed take their property's plan of today: plans are set once
-- by the sales team, so that is the plan they were booked under.
UPDATE "reservations" AS "r" SET "plan_name" = "p"."name" FROM "properties" AS "pr" JOIN "plans" AS "p" ON "p"."id" = "pr"."plan_id" WHERE "pr"."id" = "r"."property_id";
