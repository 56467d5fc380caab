import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { stepAt, type WizardStep } from '../../../machines/wizard-steps';
import { ConfirmDialog } from '../../components/confirm-dialog';

/**
 * Typed values live in the wizard until a step's Next saves them. Moving between steps (Back, the
 * browser's back button, an Edit link) keeps them; leaving the wizard would drop them, so the host
 * is asked first: by this dialog for a move inside the app, and by the browser's own question for
 * a reload, a closed tab or another site.
 */
export function LeaveGuard({ unsaved, unsavedNow }: { unsaved: readonly WizardStep[]; unsavedNow: () => readonly WizardStep[] }) {
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

  const titles = unsaved.map((step) => step.title);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>
        What you typed on {titles.length === 1 ? `"${titles[0]}"` : `${titles.length} steps (${titles.map((t) => `"${t}"`).join(', ')})`} is not saved
        yet. Stay and press Next on {titles.length === 1 ? 'that step' : 'each of them'} to keep it, or leave and lose it.
      </p>
    </ConfirmDialog>
  );
}
