import * as v from 'valibot';
import { listingId, listingIds, requiredText, optionalText, MAX_ID } from './listing-field-rules';
import { LISTING_MESSAGES as M } from './listing-messages';
import { isBlank } from './text';

/**
 * The wizard's final steps (final/01–04). Two depend on facts outside the form, passed in as a
 * context: whether the property's plan pays the host out, and the reference questions.
 */
export interface ListingRulesContext {
  /** SUPPORTIVE and ALL_INCLUSIVE collect guests' payments and pay the host: a bank account is needed. */
  planPaysOut: boolean;
  /** The reference questions (GET api/v1/questions). */
  questions: readonly { id: number; required: boolean; answerType: 'text' | 'yes_no' }[];
}

export const PAYOUT_PLANS = ['SUPPORTIVE', 'ALL_INCLUSIVE'] as const;
export function planPaysOut(planName: string | null | undefined): boolean {
  return (PAYOUT_PLANS as readonly string[]).includes(planName ?? '');
}

const bankField = (empty: string) => requiredText(100, { empty, tooLong: M.bankFieldTooLong });
const bankAccount = v.strictObject({
  accountName: bankField(M.accountNameRequired),
  bankName: bankField(M.bankNameRequired),
  branch: bankField(M.branchRequired),
  /** Digits only once spaces and dashes (as printed on passbooks) are removed. */
  accountNumber: v.pipe(
    v.string(M.accountNumberInvalid),
    v.transform((n) => n.replace(/[\s-]/g, '')),
    v.regex(/^[0-9]{6,20}$/, M.accountNumberInvalid),
  ),
});

export const paymentsStepSchema = (context: Pick<ListingRulesContext, 'planPaysOut'>) =>
  v.strictObject({
    bankAccount: v.pipe(
      v.nullable(bankAccount),
      v.check((account) => account !== null || !context.planPaysOut, M.bankAccountRequired),
      // A plan without payouts never needs bank details, so none are kept.
      v.check((account) => account === null || context.planPaysOut, M.bankAccountNotNeeded),
    ),
  });

export const cancellationPolicyStepSchema = v.strictObject({
  cancellationPolicyId: listingId(M.cancellationPolicyRequired),
});

export const invoiceStepSchema = v.pipe(
  v.strictObject({
    legalName: requiredText(150, { empty: M.legalNameRequired, tooLong: M.legalNameTooLong }),
    sameAsProperty: v.boolean(M.invoiceAddressRequired),
    invoiceAddress: optionalText(300, M.invoiceAddressTooLong, 'multi'),
    otherPartyIds: listingIds(M.otherPartyUnknown, M.duplicateChoice),
  }),
  v.forward(
    v.partialCheck([['sameAsProperty'], ['invoiceAddress']], (i) => i.sameAsProperty || i.invoiceAddress !== null, M.invoiceAddressRequired),
    ['invoiceAddress'],
  ),
  v.transform((i) => (i.sameAsProperty ? { ...i, invoiceAddress: null } : i)),
);

const answer = v.strictObject({
  questionId: v.pipe(v.number(M.questionUnknown), v.integer(M.questionUnknown), v.minValue(1, M.questionUnknown), v.maxValue(MAX_ID, M.questionUnknown)),
  answer: v.pipe(
    v.string(M.answerRequired),
    v.transform((text) => text.trim()),
    v.maxLength(500, M.answerTooLong),
  ),
});

export const importantInfoStepSchema = v.strictObject({
  answers: v.array(answer, M.answerRequired),
  termsAccepted: v.literal(true, M.termsRequired),
});

export type FieldProblems = Record<string, string>;

/**
 * What the schema cannot see on its own: every answer is to a known question, once, in the
 * question's form (yes/no), and every required question has an answer. Problems with an answer
 * are keyed `answers.<index>.questionId|answer`; a required question with no answer at all is
 * keyed `questions.<questionId>`.
 */
export function checkImportantInfoAnswers(
  answers: readonly { questionId: number; answer: string }[],
  context: Pick<ListingRulesContext, 'questions'>,
): FieldProblems {
  const problems: FieldProblems = {};
  const byId = new Map(context.questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  answers.forEach(({ questionId, answer: text }, index) => {
    const question = byId.get(questionId);
    if (!question) problems[`answers.${index}.questionId`] = M.questionUnknown;
    else if (seen.has(questionId)) problems[`answers.${index}.questionId`] = M.questionAnsweredTwice;
    else if (question.required && isBlank(text)) problems[`answers.${index}.answer`] = M.answerRequired;
    else if (question.answerType === 'yes_no' && text !== '' && text !== 'yes' && text !== 'no') {
      problems[`answers.${index}.answer`] = M.answerYesNo;
    }
    seen.add(questionId);
  });
  for (const question of context.questions) {
    if (question.required && !seen.has(question.id)) problems[`questions.${question.id}`] = M.answerRequired;
  }
  return problems;
}
