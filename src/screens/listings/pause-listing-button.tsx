import { useSelector } from '@xstate/react';
import { pauseActionOf, type HostProperty } from '../../../machines/listed-properties.machine';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useModeration } from '../moderation/use-moderation';

const QUESTIONS = {
  unlist: {
    title: 'Unlist this property?',
    body: 'Guests will not find or book it until you list it again. Bookings you already have stay as they are.',
  },
  relist: {
    title: 'List this property again?',
    body: 'Guests can find and book it again straight away.',
  },
} as const;

/** 'Unlist' on a listed property, 'List again' on an unlisted one, each after a Yes. */
export function PauseListingButton({ property, title, onChanged }: { property: HostProperty; title: string; onChanged: () => void }) {
  const offered = pauseActionOf(property);
  const actor = useModeration(property.id, onChanged);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const pending = useSelector(actor, (s) => s.context.pending);
  if (!offered) return null;
  const question = QUESTIONS[(pending === 'relist' || pending === 'unlist' ? pending : offered.action)];
  return (
    <>
      <button
        type="button"
        className={`btn btn-small ${offered.action === 'unlist' ? 'btn-danger' : 'btn-outline'}`}
        aria-label={`${offered.label} ${title}`}
        disabled={saving}
        onClick={() => actor.send({ type: 'moderation.choose', action: offered.action })}
      >
        {saving ? 'Saving…' : offered.label}
      </button>
      <ConfirmDialog
        open={confirming || saving}
        title={question.title}
        busy={saving}
        onConfirm={() => actor.send({ type: 'moderation.confirm' })}
        onCancel={() => actor.send({ type: 'moderation.cancel' })}
      >
        {question.body}
      </ConfirmDialog>
    </>
  );
}
