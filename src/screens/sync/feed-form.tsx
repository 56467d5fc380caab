import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { type FeedField } from '../../../machines/feed-form.machine';
import type { IcalFeed } from '../../../machines/sync-panel.machine';
import { actorOptions } from '../../app/inspect';
import { FieldShell, FormAlert, FormField } from '../../components/form-field';
import controls from '../../components/form-controls.module.css';
import { FEED_CHANNELS, FEED_NAME_MAX, FEED_URL_MAX } from '../../shared/ical-feed';
import { announceIn } from './announce';
import styles from './sync.module.css';
import { feedFormWithCalls } from '../../api/actors/feed-form';
import { feedChannelName } from './sync-text';

type FeedFormProps = {
  unitId: number;
  /** The unit's name, for the example in the name field. */
  unitLabel: string;
  /** The feed to edit; without it the form adds a new one. */
  feed?: IcalFeed;
  title: string;
  onSaved: (feed: IcalFeed) => void;
  /** Edit only: the form is done (saved or cancelled). */
  onClosed?: () => void;
};

/** Name, channel and link of an import feed: "Add a calendar" under each unit, and a feed's Edit. */
export function FeedForm({ unitId, unitLabel, feed, title, onSaved, onClosed }: FeedFormProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const form = useActorRef(
    feedFormWithCalls.provide({
      actions: {
        feedSaved: (_, { feed: saved }) => onSaved(saved),
        cancelled: () => onClosed?.(),
        announce: announceIn(i18n),
      },
    }),
    { ...actorOptions(), input: { unitId, feed: feed ?? null } },
  );
  const fields = useSelector(form, (s) => s.context.fields);
  const problems = useSelector(form, (s) => s.context.problems);
  const error = useSelector(form, (s) => s.context.error);
  const saving = useSelector(form, (s) => s.hasTag('busy'));
  const editing = feed !== undefined;
  const change = (field: FeedField) => (value: string) => form.send({ type: 'feed.change', field, value });

  return (
    <form
      className={editing ? styles.editForm : styles.addForm}
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.send({ type: 'feed.submit' });
      }}
    >
      <h4 id={titleId} className={styles.formTitle}>
        {title}
      </h4>
      <div className={styles.formFields}>
        <FormField
          label={t`Name`}
          value={fields.name}
          error={problems.name}
          maxLength={FEED_NAME_MAX}
          placeholder={`Airbnb – ${unitLabel}`}
          autoComplete="off"
          onValueChange={change('name')}
        />
        <FieldShell label={t`Site`} error={problems.channel}>
          {({ inputId, describedBy, invalid }) => (
            <select
              id={inputId}
              className={controls.input}
              value={fields.channel}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => change('channel')(event.target.value)}
            >
              <option value="">{t`Choose the site`}</option>
              {FEED_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {feedChannelName(i18n, channel)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
        <FormField
          label={t`Calendar link`}
          type="url"
          inputMode="url"
          value={fields.url}
          error={problems.url}
          maxLength={FEED_URL_MAX}
          placeholder="https://"
          autoComplete="off"
          spellCheck={false}
          hint={
            <>
              <Trans>
                The site’s export (iCal) link for this room. <a href="#sync-help">Where to find it</a>
              </Trans>
            </>
          }
          onValueChange={change('url')}
        />
      </div>
      <FormAlert message={error} />
      <div className={styles.formActions}>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? <Trans>Saving and reading the calendar…</Trans> : editing ? <Trans>Save changes</Trans> : <Trans>Add calendar</Trans>}
        </button>
        {editing ? (
          <button type="button" className="btn btn-outline" disabled={saving} onClick={() => form.send({ type: 'feed.cancel' })}>
            <Trans>Cancel</Trans>
          </button>
        ) : null}
      </div>
    </form>
  );
}
