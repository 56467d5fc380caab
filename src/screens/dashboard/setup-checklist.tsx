import { Link } from 'react-router-dom';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { draftStep, setupItems, type Dashboard, type SetupItem, type SetupItemKey } from '../../../machines/dashboard.machine';
import styles from './dashboard.module.css';

const PROFILE_FIELD_WORDS: Record<string, MessageDescriptor> = {
  firstName: msg`first name`,
  lastName: msg`last name`,
  contactNo: msg`contact number`,
  nic: msg`NIC number`,
  address: msg`address`,
};

type Words = { title: string; detail: string | null };

/** What an item says: its name, and what is left (or what it waits for) while it is not done. */
function wordsOf(item: SetupItem, dashboard: Dashboard, i18n: I18n): Words {
  const { setup, prompts } = dashboard;
  const afterListing = i18n._(msg`Once your listing is submitted.`);
  const words: Record<SetupItemKey, () => Words> = {
    listing: () => {
      if (setup.listing.done) return { title: i18n._(msg`List your property`), detail: null };
      if (setup.draft) {
        const { position, total } = draftStep(setup.draft);
        const name = setup.draft.name ?? i18n._(msg`Untitled listing`);
        return { title: i18n._(msg`Finish your listing`), detail: i18n._(msg`${name} · Step ${position} of ${total}`) };
      }
      return { title: i18n._(msg`List your property`), detail: i18n._(msg`Your place, its rooms, prices and policies, one step at a time.`) };
    },
    profile: () => {
      const fields = prompts.missingProfileFields.map((field) => (PROFILE_FIELD_WORDS[field] ? i18n._(PROFILE_FIELD_WORDS[field]) : field)).join(', ');
      return {
        title: i18n._(msg`Complete your profile`),
        detail: item.done ? null : prompts.missingProfileFields.length > 0 ? i18n._(msg`Your profile is missing your ${fields}.`) : null,
      };
    },
    photos: () => {
      const { count, minimum } = setup.photos;
      return {
        title: i18n._(msg`Add photos`),
        detail: item.done
          ? i18n._(msg`${plural(count, { one: '# photo', other: '# photos' })}`)
          : item.to === null
            ? i18n._(msg`At least ${minimum}, once your listing is started.`)
            : i18n._(msg`${count} of ${minimum} photos · guests choose by them`),
      };
    },
    otherSites: () => ({
      title: i18n._(msg`Connect other sites`),
      detail: item.done ? null : item.to === null ? afterListing : i18n._(msg`Bring in your Airbnb or Booking.com calendar so no night is sold twice.`),
    }),
    calendarAndPrices: () => ({
      title: i18n._(msg`Check your calendar and prices`),
      detail: item.done ? null : item.to === null ? afterListing : i18n._(msg`Set prices for busy dates and close the nights you take no guests.`),
    }),
  };
  return words[item.key]();
}

/**
 * The new host's checklist: each item done or not from the server's data, each open one a link to
 * where it is done. `heading` names it: the first thing a new host sees, or what an established
 * host has left below the day's work.
 */
export function SetupChecklist({ dashboard, heading }: { dashboard: Dashboard; heading: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const items = setupItems(dashboard.setup);
  const done = items.filter((item) => item.done).length;
  const total = items.length;
  // A host with no listing starts it from plan selection, as 'List Your Property' does.
  const startTo = '/plan-selection';
  return (
    <section className={`${styles.panel} ${styles.setup}`} aria-labelledby="setup-heading">
      <h2 id="setup-heading">{heading}</h2>
      {/* A native bar: the server renders this page, and a style attribute would break its CSP. */}
      <p className={styles.setupProgress}>
        <progress value={done} max={items.length} aria-label={t`Setup progress`} />
        <span>
          <Trans>
            {done} of {total} done
          </Trans>
        </span>
      </p>
      <ol className={styles.checklist}>
        {items.map((item) => {
          const { title, detail } = wordsOf(item, dashboard, i18n);
          const to = item.done ? null : (item.to ?? (item.key === 'listing' ? startTo : null));
          return (
            <li key={item.key} className={`${styles.check} ${item.done ? styles.checkDone : ''}`}>
              <span className={styles.checkMark} aria-hidden="true">
                {item.done ? '✓' : ''}
              </span>
              <span className={styles.checkText}>
                {to ? (
                  <Link to={to} className={styles.checkLink}>
                    {title}
                  </Link>
                ) : (
                  <span className={styles.checkTitle}>{title}</span>
                )}
                <span className="visually-hidden"> {item.done ? <Trans>(done)</Trans> : <Trans>(to do)</Trans>}</span>
                {detail ? <span className={styles.checkDetail}>{detail}</span> : null}
                {item.key === 'listing' && !item.done && dashboard.setup.draft ? <DraftProgress draft={dashboard.setup.draft} /> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function DraftProgress({ draft }: { draft: NonNullable<Dashboard['setup']['draft']> }) {
  const { t } = useLinguiMacro();
  const { position, total } = draftStep(draft);
  return <progress className={styles.draftBar} value={position} max={total} aria-label={t`Listing progress`} />;
}
