-- Changes recorded before history entries had a kind kept their status: those were new dates or price.
UPDATE "reservation_status_history" SET "kind" = 'dates' WHERE "from_status" = "to_status";
