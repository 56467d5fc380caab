import * as v from 'valibot';
import type { PropertyStatus } from './listing-lifecycle';
import { requiredText } from './listing-field-rules';
import { characterLength } from './text';

/**
 * Moderation (issue 8; DOMAIN.md "Property lifecycle" and "Admin"): what our team and a listing's
 * host may do to its status, decided once here. The server refuses everything else with the
 * message of the rule (409); the screens offer only what these tables allow.
 *
 *   approve    pending_review → listed          (admin)
 *   reject     pending_review → rejected        (admin, with a reason; the host edits and resubmits)
 *   suspend    listed | unlisted → suspended    (admin, with a reason)
 *   unsuspend  suspended → listed               (admin)
 *   change_plan  any status but draft, status kept (admin, after sales closed an inquiry)
 *   unlist     listed → unlisted                (the host pauses; an admin may too)
 *   relist     unlisted → listed                (the host resumes; an admin may too)
 *   submit     draft | rejected → pending_review (the host, on /main/finish; recorded here too)
 *   withdraw   pending_review → draft          (the host takes it back to change it; recorded too)
 */
export type ModerationAction = 'approve' | 'reject' | 'suspend' | 'unsuspend' | 'change_plan' | 'unlist' | 'relist' | 'submit' | 'withdraw';

/** The admin's status actions, in the order the moderation panel offers them. */
export const ADMIN_STATUS_ACTIONS = ['approve', 'reject', 'suspend', 'unsuspend'] as const;
export type AdminStatusAction = (typeof ADMIN_STATUS_ACTIONS)[number];
/** The host's own status actions: pause and resume. */
export const HOST_STATUS_ACTIONS = ['unlist', 'relist'] as const;
export type HostStatusAction = (typeof HOST_STATUS_ACTIONS)[number];
export type StatusAction = AdminStatusAction | HostStatusAction;

/** Each status action: the statuses it starts from and the one it leads to. */
export const STATUS_TRANSITIONS: Record<StatusAction, { from: readonly PropertyStatus[]; to: PropertyStatus }> = {
  approve: { from: ['pending_review'], to: 'listed' },
  reject: { from: ['pending_review'], to: 'rejected' },
  suspend: { from: ['listed', 'unlisted'], to: 'suspended' },
  unsuspend: { from: ['suspended'], to: 'listed' },
  unlist: { from: ['listed'], to: 'unlisted' },
  relist: { from: ['unlisted'], to: 'listed' },
};

/** Actions whose reason is required (it is mailed to the host and shown on their screens). */
export const REASON_REQUIRED: ReadonlySet<ModerationAction> = new Set(['reject', 'suspend']);

const MODERATION_REASON_MIN = 10;
export const MODERATION_REASON_MAX = 1000;

export const MODERATION_MESSAGES = {
  reasonRequired: 'Tell the host why: the reason is required',
  reasonTooShort: `Say a little more: the reason needs at least ${MODERATION_REASON_MIN} characters`,
  reasonTooLong: `The reason can be at most ${MODERATION_REASON_MAX} characters`,
  noteTooLong: `The note can be at most ${MODERATION_REASON_MAX} characters`,
  approve: 'Only a listing waiting for review can be approved.',
  reject: 'Only a listing waiting for review can be rejected.',
  suspend: 'Only a listed or unlisted listing can be suspended.',
  unsuspend: 'Only a suspended listing can be unsuspended.',
  unlist: 'Only a listed listing can be unlisted.',
  relist: 'Only an unlisted listing can be listed again.',
  changePlanDraft: 'A draft has no plan to change yet: the host chooses it when they start.',
  samePlan: 'The listing is already on this plan',
  unknownPlan: 'Choose one of the plans',
} as const;

const STATUS_WORDS: Record<PropertyStatus, string> = {
  draft: 'a draft',
  pending_review: 'waiting for review',
  listed: 'listed',
  rejected: 'rejected',
  unlisted: 'unlisted',
  suspended: 'suspended',
};

/** Why `action` cannot run on a listing in `status` (null: it can); the 409's message. */
export function statusActionRefusal(action: StatusAction, status: string): string | null {
  const rule = STATUS_TRANSITIONS[action];
  if ((rule.from as readonly string[]).includes(status)) return null;
  const now = STATUS_WORDS[status as PropertyStatus] ?? status;
  return `${MODERATION_MESSAGES[action]} This one is ${now}.`;
}

/** Why the plan of a listing in `status` cannot be changed (null: it can). */
export function planChangeRefusal(status: string): string | null {
  return status === 'draft' ? MODERATION_MESSAGES.changePlanDraft : null;
}

/** The admin actions a listing in `status` allows, status actions first, then a plan change. */
export function adminActionsFor(status: string): (AdminStatusAction | 'change_plan')[] {
  const actions: (AdminStatusAction | 'change_plan')[] = ADMIN_STATUS_ACTIONS.filter((a) => statusActionRefusal(a, status) === null);
  if (planChangeRefusal(status) === null) actions.push('change_plan');
  return actions;
}

/** The host's pause or resume a listing in `status` allows (null: neither). */
export function hostActionFor(status: string): HostStatusAction | null {
  return HOST_STATUS_ACTIONS.find((a) => statusActionRefusal(a, status) === null) ?? null;
}

/** A reason for reject and suspend: required, trimmed, 10 to 1000 characters. */
export const moderationReasonSchema = v.pipe(
  requiredText(MODERATION_REASON_MAX, { empty: MODERATION_MESSAGES.reasonRequired, tooLong: MODERATION_MESSAGES.reasonTooLong }, 'multi'),
  v.check((text) => characterLength(text) >= MODERATION_REASON_MIN, MODERATION_MESSAGES.reasonTooShort),
);

/** An optional note (unsuspend, plan change): blank gives null; at most 1000 characters. */
export const moderationNoteSchema = v.pipe(
  v.optional(v.nullable(v.string(MODERATION_MESSAGES.noteTooLong)), null),
  v.transform((text) => (text === null || text.trim() === '' ? null : text.trim())),
  v.check((text) => text === null || characterLength(text) <= MODERATION_REASON_MAX, MODERATION_MESSAGES.noteTooLong),
);

/** Checks a reason the way the server will; the dialog shows the message under its input. */
export function checkModerationReason(text: string): { ok: true; reason: string } | { ok: false; message: string } {
  const result = v.safeParse(moderationReasonSchema, text);
  return result.success ? { ok: true, reason: result.output } : { ok: false, message: result.issues[0].message };
}

/** What happened, as the admins' history reads it. */
export const ACTION_LABELS: Record<ModerationAction, string> = {
  approve: 'Approved',
  reject: 'Rejected',
  suspend: 'Suspended',
  unsuspend: 'Unsuspended',
  change_plan: 'Plan changed',
  unlist: 'Unlisted',
  relist: 'Listed again',
  submit: 'Submitted for review',
  withdraw: 'Withdrawn from review',
};
