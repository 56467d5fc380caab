import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { SyncUnit, syncPanelMachine } from '../../../machines/sync-panel.machine';
import { actorOptions } from '../../app/inspect';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-field';
import controls from '../../components/form-controls.module.css';
import { FEED_CHANNEL_LABELS, type FeedChannel } from '../../shared/ical-feed';
import { announceIn } from './announce';
import styles from './sync.module.css';
import { exportLinksWithCalls } from '../../api/actors/export-links';

type ExportCardProps = { panel: ActorRefFrom<typeof syncPanelMachine>; unit: SyncUnit; label: string };

const linkInputId = (unitId: number, channel: FeedChannel) => `export-${unitId}-${channel}`;

/** The clipboard where the browser offers it (secure pages only); a refusal leads to the selection fallback. */
async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('No clipboard here');
  await navigator.clipboard.writeText(text);
}

/** The fallback: the link's text selected in its box, ready for Ctrl+C or a long press. */
function selectLinkText(unitId: number, channel: FeedChannel) {
  const input = document.getElementById(linkInputId(unitId, channel));
  if (input instanceof HTMLInputElement) {
    input.focus();
    input.select();
  }
}

/**
 * A unit's calendar for other sites: one secret link per site, each leaving out what came from
 * that site so its own bookings never come back to it as blocks.
 */
export function ExportCard({ panel, unit, label }: ExportCardProps) {
  const { t, i18n } = useLingui();
  const actor = useActorRef(
    exportLinksWithCalls.provide({
      // The clipboard is the browser's, so this one effect is the screen's to give.
      actors: { copyText: fromPromise(({ input }) => copyToClipboard(input.text)) },
      actions: {
        selectLink: (_, { channel }) => selectLinkText(unit.id, channel),
        linksReplaced: (_, { unit: saved }) => panel.send({ type: 'sync.unitSaved', unit: saved }),
        announce: announceIn(i18n),
      },
    }),
    { ...actorOptions(), input: { unitId: unit.id } },
  );
  const confirming = useSelector(actor, (s) => s.matches('confirmingRotation'));
  const rotating = useSelector(actor, (s) => s.matches('rotating'));
  const error = useSelector(actor, (s) => s.context.error);
  const headingId = `unit-${unit.id}-export`;

  return (
    <section className={styles.card} aria-labelledby={`${headingId} unit-${unit.id}-heading`}>
      <h3 id={headingId} className={styles.cardTitle}>
        <Trans>Export</Trans>
      </h3>
      <p className={styles.cardLead}>
        <Trans>
          Paste each link into that site’s calendar import, so your bookings here close the nights there. Keep the links private: anyone with
          one can see which nights are taken.
        </Trans>
      </p>
      <ul className={styles.links}>
        {unit.exportLinks.map((link) => {
          const name = FEED_CHANNEL_LABELS[link.channel];
          const inputId = linkInputId(unit.id, link.channel);
          return (
            <li key={link.channel} className={styles.linkRow}>
              <label htmlFor={inputId} className={controls.label}>
                {link.channel === 'other' ? <Trans>Link for any other site</Trans> : <Trans>Link for {name}</Trans>}
              </label>
              <div className={styles.linkControls}>
                <input id={inputId} className={`${controls.input} ${styles.linkInput}`} value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} />
                <button
                  type="button"
                  className="btn btn-outline btn-small"
                  aria-label={link.channel === 'other' ? t`Copy the link for other sites, ${label}` : t`Copy the link for ${name}, ${label}`}
                  onClick={() => actor.send({ type: 'links.copy', channel: link.channel, url: link.url })}
                >
                  <Trans>Copy</Trans>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <FormAlert message={error} />
      <div className={styles.cardFooter}>
        <button type="button" className="btn btn-ghost btn-small" aria-disabled={rotating} onClick={() => actor.send({ type: 'links.rotate' })}>
          {rotating ? <Trans>Making new links…</Trans> : <Trans>Get new links</Trans>}
        </button>
        <p className={styles.hint}>
          <Trans>For a link that got into the wrong hands. Every link above changes.</Trans>
        </p>
      </div>
      <ConfirmDialog
        open={confirming || rotating}
        title={t`Get new links for ${label}?`}
        busy={rotating}
        onConfirm={() => actor.send({ type: 'links.confirmRotate' })}
        onCancel={() => actor.send({ type: 'links.dismiss' })}
      >
        <Trans>
          The current links stop working at once, for every site you pasted them into. Those sites will not see your bookings here until you
          paste the new links into each of them.
        </Trans>
      </ConfirmDialog>
    </section>
  );
}
