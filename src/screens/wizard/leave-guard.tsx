import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { stepAt, type WizardStep } from '../../../machines/wizard-steps';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { stepTitle } from './step-titles';

/**
 * Typed values live in the wizard until a step's Next saves them. Moving between steps (Back, the
 * browser's back button, an Edit link) keeps them; leaving the wizard would drop them, so the host
 * is asked first: by this dialog for a move inside the app, and by the browser's own question for
 * a reload, a closed tab or another site.
 */
export function LeaveGuard({ unsaved, unsavedNow }: { unsaved: readonly WizardStep[]; unsavedNow: () => readonly WizardStep[] }) {
  const { t, i18n } = useLingui();
  const dirty = unsaved.length > 0;
  // Read at the moment of leaving, not from the last render: "Save & exit" leaves right after its save.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && stepAt(nextLocation.pathname) === null && unsavedNow().length > 0,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  const titles = unsaved.map((step) => stepTitle(i18n, step));
  const title = titles[0];
  const count = titles.length;
  const list = titles.map((each) => `"${each}"`).join(', ');
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t`Leave without saving?`}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>
        {count === 1
          ? t`What you typed on "${title}" is not saved yet. Stay and press Next on that step to keep it, or leave and lose it.`
          : t`What you typed on ${count} steps (${list}) is not saved yet. Stay and press Next on each of them to keep it, or leave and lose it.`}
      </p>
    </ConfirmDialog>
  );
}
