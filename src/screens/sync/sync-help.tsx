import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './sync.module.css';

/**
 * Where each site keeps its calendar links, as their extranets show them today. Kept short: the
 * path to the page, and which of the two boxes (export, import) takes which link.
 */
const SITES: readonly { name: string; steps: readonly MessageDescriptor[] }[] = [
  {
    name: 'Airbnb',
    steps: [
      msg`On airbnb.com (not the app), open Listings and choose the listing.`,
      msg`Go to Availability, then Connect calendars (Sync calendars on older pages).`,
      msg`Export calendar shows Airbnb’s link: add it here under Import.`,
      msg`Connect to another website (Import calendar): paste our Airbnb link from Export above.`,
    ],
  },
  {
    name: 'Booking.com',
    steps: [
      msg`In the extranet, open Rates & Availability, then Sync calendars. It shows only for properties with at most one unit per room type and no channel manager.`,
      msg`Choose the room, then Add calendar connection.`,
      msg`Import: paste our Booking.com link from Export above.`,
      msg`Export: copy Booking.com’s link and add it here under Import.`,
    ],
  },
  {
    name: 'Vrbo',
    steps: [
      msg`In the owner dashboard, choose the property and open Calendar.`,
      msg`Choose Import/export.`,
      msg`Export calendar: copy Vrbo’s link and add it here under Import.`,
      msg`Import calendar: paste our Vrbo link from Export above.`,
    ],
  },
];

export function SyncHelp() {
  const { i18n } = useLingui();
  return (
    <section className={styles.help} aria-labelledby="sync-help">
      <h2 id="sync-help" className={styles.helpTitle}>
        <Trans>Where to find the links</Trans>
      </h2>
      <p className={styles.cardLead}>
        <Trans>
          Connect both ways for each room: their link comes in here, our link goes there. Sites read imported calendars on their own schedule, often
          every few hours, so a booking made minutes ago can still be missing there.
        </Trans>
      </p>
      <div className={styles.helpSites}>
        {SITES.map((site) => (
          <details key={site.name} className={styles.helpSite}>
            <summary>{site.name}</summary>
            <ol>
              {site.steps.map((step) => (
                <li key={step.id}>{i18n._(step)}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
