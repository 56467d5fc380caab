// The whole schema, for drizzle-kit and for typed queries (db.query.*).
export * from './reference';
export * from './users';
export * from './properties';
export * from './inquiries';
export * from './accounts';
export * from './reservations';
export * from './booking-alerts';
export * from './ical';
export * from './ical-conflicts';
export * from './moderation';
export * from './mail-outbox';
export * from './pending-changes';
