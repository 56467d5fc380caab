-- Hosts may withdraw a listing from review (pending_review → draft); the history records it as
-- 'withdraw'. Only widens the list of actions, so every stored row still passes.
ALTER TABLE "property_moderation_events" DROP CONSTRAINT "property_moderation_events_action_check";--> statement-breakpoint
ALTER TABLE "property_moderation_events" ADD CONSTRAINT "property_moderation_events_action_check" CHECK ("property_moderation_events"."action" in ('approve', 'reject', 'suspend', 'unsuspend', 'change_plan', 'unlist', 'relist', 'submit', 'withdraw'));