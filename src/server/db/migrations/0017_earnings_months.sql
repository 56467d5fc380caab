CREATE TABLE "reservation_months" (
	"property_id" integer NOT NULL,
	"month" date NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"plan_name" text,
	"stays" integer NOT NULL,
	"gross" numeric NOT NULL,
	"commission" numeric NOT NULL,
	"net" numeric NOT NULL,
	CONSTRAINT "reservation_months_group_key" UNIQUE NULLS NOT DISTINCT("property_id","month","status","currency","payment_method","plan_name")
);
--> statement-breakpoint
ALTER TABLE "reservation_months" ADD CONSTRAINT "reservation_months_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (drizzle-kit cannot generate triggers): reservation_months follows every insert,
-- update, delete and truncate of reservations, a statement at a time (transition tables): each
-- statement adds its new rows' sums and takes away its old rows', per group, so a bulk insert costs
-- one upsert per group it touches and a save that changes no summed column (a guest's name, a
-- payment status) writes nothing. Groups change in key order, so two transactions never wait on
-- each other in opposite orders.
INSERT INTO "reservation_months" ("property_id", "month", "status", "currency", "payment_method", "plan_name", "stays", "gross", "commission", "net")
SELECT "property_id", date_trunc('month', "check_out")::date, "status", "currency", "payment_method", "plan_name", count(*)::int, sum("amount"), sum("commission"), sum("net")
FROM "reservations" GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE FUNCTION "sum_reservation_months"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "reservation_months";
    RETURN NULL;
  END IF;
  -- Each trigger defines only the transition tables of its event.
  changed := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.*, 1 AS sign FROM new_rows r'
    WHEN 'DELETE' THEN 'SELECT r.*, -1 AS sign FROM old_rows r'
    ELSE 'SELECT r.*, 1 AS sign FROM new_rows r UNION ALL SELECT r.*, -1 AS sign FROM old_rows r'
  END;
  EXECUTE format($sql$
    INSERT INTO "reservation_months" AS m ("property_id", "month", "status", "currency", "payment_method", "plan_name", "stays", "gross", "commission", "net")
    SELECT d."property_id", date_trunc('month', d."check_out")::date, d."status", d."currency", d."payment_method", d."plan_name",
      sum(d.sign)::int, sum(d.sign * d."amount"), sum(d.sign * d."commission"), sum(d.sign * d."net")
    FROM (%s) d
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d."amount") <> 0 OR sum(d.sign * d."commission") <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ("property_id", "month", "status", "currency", "payment_method", "plan_name") DO UPDATE SET
      "stays" = m."stays" + excluded."stays", "gross" = m."gross" + excluded."gross",
      "commission" = m."commission" + excluded."commission", "net" = m."net" + excluded."net"
  $sql$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reservations_months_insert" AFTER INSERT ON "reservations"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_reservation_months"();--> statement-breakpoint
CREATE TRIGGER "reservations_months_update" AFTER UPDATE ON "reservations"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_reservation_months"();--> statement-breakpoint
CREATE TRIGGER "reservations_months_delete" AFTER DELETE ON "reservations"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sum_reservation_months"();--> statement-breakpoint
CREATE TRIGGER "reservations_months_truncate" AFTER TRUNCATE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "sum_reservation_months"();
