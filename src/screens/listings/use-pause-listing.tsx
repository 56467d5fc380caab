import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSelector } from '@xstate/react';
import { pauseActionOf, type HostProperty } from '../../../machines/listed-properties.machine';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useModeration } from '../moderation/use-moderation';

const QUESTIONS = {
  unlist: {
    title: msg`Unlist this property?`,
    body: msg`Guests will not find or book it until you list it again. Bookings you already have stay as they are.`,
  },
  relist: {
    title: msg`List this property again?`,
    body: msg`Guests can find and book it again straight away.`,
  },
} as const;

/**
 * 'Unlist' on a listed property, 'List again' on an unlisted one, each after a Yes: what to offer
 * (null: neither), how to ask, and the question's dialog to render wherever the asking happens.
 */
export function usePauseListing(property: HostProperty, onChanged: () => void) {
  const { i18n } = useLingui();
  const offered = pauseActionOf(property);
  const actor = useModeration(property.id, onChanged);
  const confirming = useSelector(actor, (s) => s.matches('confirming'));
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const pending = useSelector(actor, (s) => s.context.pending);
  const question = offered ? QUESTIONS[pending === 'relist' || pending === 'unlist' ? pending : offered.action] : null;
  const dialog = question ? (
    <ConfirmDialog
      open={confirming || saving}
      title={i18n._(question.title)}
      busy={saving}
      onConfirm={() => actor.send({ type: 'moderation.confirm' })}
      onCancel={() => actor.send({ type: 'moderation.cancel' })}
    >
      {i18n._(question.body)}
    </ConfirmDialog>
  ) : null;
  return { offered, saving, choose: () => offered && actor.send({ type: 'moderation.choose', action: offered.action }), dialog };
}
