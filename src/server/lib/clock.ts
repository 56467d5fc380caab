/**
 * "Now", injected: OTP expiry, reset keys and throttle windows read the time through this, so tests
 * move time forward instead of sleeping.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
