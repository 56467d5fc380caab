import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { FormField } from '../../../components/form-field';
import { YesNoField } from '../../../components/yes-no-field';
import controls from '../../../components/form-controls.module.css';
import { questionTexts } from '../../../components/listing-reference-texts';
import { loadQuestions, type QuestionItem } from '../reference-lists';
import { ReferenceStatus } from '../reference-status';
import { problemOf, type StepBodyProps } from '../step-types';
import { useReference } from '../use-reference';
import styles from './steps.module.css';

type Answer = { questionId: number; answer: string };
type Values = { answers: Answer[]; termsAccepted: boolean };

/** final/04: answers to the reference questions (e.g. the tourism registration number) and the terms. */
export function ImportantInfoStep({ values, issues, onChange }: StepBodyProps<Values>) {
  const { t, i18n } = useLingui();
  const { data: questions, error, retry } = useReference(loadQuestions);
  if (!questions) return <ReferenceStatus error={error} retry={retry} what={t`the questions`} />;

  // One answer per question, in the questions' order, so field paths stay stable.
  const answers: Answer[] = questions.map((q) => ({ questionId: q.id, answer: values.answers.find((a) => a.questionId === q.id)?.answer ?? '' }));
  const setAnswer = (questionId: number, answer: string) =>
    onChange({ ...values, answers: answers.map((a) => (a.questionId === questionId ? { ...a, answer } : a)) });
  const problem = (q: QuestionItem, index: number) => problemOf(issues, `answers.${index}.answer`) ?? problemOf(issues, `questions.${q.id}`);

  return (
    <div className={styles.stack}>
      {questions.map((q, index) => {
        const { question, hint } = questionTexts(i18n, q);
        return q.answerType === 'yes_no' ? (
          <YesNoField
            key={q.id}
            legend={
              <>
                {question}
                {q.required ? null : (
                  <span className={styles.muted}>
                    {' '}
                    <Trans>(optional)</Trans>
                  </span>
                )}
              </>
            }
            name={`answers.${index}.answer`}
            hint={hint}
            value={answers[index].answer === 'yes' ? true : answers[index].answer === 'no' ? false : null}
            error={problem(q, index)}
            onChange={(yes) => setAnswer(q.id, yes ? 'yes' : 'no')}
          />
        ) : (
          <FormField
            key={q.id}
            label={q.required ? question : t`${question} (optional)`}
            name={`answers.${index}.answer`}
            hint={hint}
            value={answers[index].answer}
            error={problem(q, index)}
            onValueChange={(text) => setAnswer(q.id, text)}
          />
        );
      })}
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="termsAccepted"
            checked={values.termsAccepted}
            aria-invalid={problemOf(issues, 'termsAccepted') ? true : undefined}
            onChange={(event) => onChange({ answers, termsAccepted: event.target.checked })}
          />
          <span>
            <Trans>
              I accept the{' '}
              <Link to="/terms-and-conditions" target="_blank" rel="noopener">
                terms and conditions
              </Link>{' '}
              for hosts
            </Trans>
          </span>
        </label>
        {problemOf(issues, 'termsAccepted') ? <p className={controls.error}>{problemOf(issues, 'termsAccepted')}</p> : null}
      </div>
    </div>
  );
}
