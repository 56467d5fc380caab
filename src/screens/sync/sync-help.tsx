import styles from './sync.module.css';

/**
 * Where each site keeps its calendar links, as their extranets show them today. Kept short: the
 * path to the page, and which of the two boxes (export, import) takes which link.
 */
const SITES = [
  {
    name: 'Airbnb',
    steps: [
      'On airbnb.com (not the app), open Listings and choose the listing.',
      'Go to Availability, then Connect calendars (Sync calendars on older pages).',
      'Export calendar shows Airbnb’s link: add it here under Import.',
      'Connect to another website (Import calendar): paste our Airbnb link from Export above.',
    ],
  },
  {
    name: 'Booking.com',
    steps: [
      'In the extranet, open Rates & Availability, then Sync calendars. It shows only for properties with at most one unit per room type and no channel manager.',
      'Choose the room, then Add calendar connection.',
      'Import: paste our Booking.com link from Export above.',
      'Export: copy Booking.com’s link and add it here under Import.',
    ],
  },
  {
    name: 'Vrbo',
    steps: [
      'In the owner dashboard, choose the property and open Calendar.',
      'Choose Import/export.',
      'Export calendar: copy Vrbo’s link and add it here under Import.',
      'Import calendar: paste our Vrbo link from Export above.',
    ],
  },
] as const;

export function SyncHelp() {
  return (
    <section className={styles.help} aria-labelledby="sync-help">
      <h2 id="sync-help" className={styles.helpTitle}>
        Where to find the links
      </h2>
      <p className={styles.cardLead}>
        Connect both ways for each room: their link comes in here, our link goes there. Sites read imported calendars on their own schedule, often every
        few hours, so a booking made minutes ago can still be missing there.
      </p>
      <div className={styles.helpSites}>
        {SITES.map((site) => (
          <details key={site.name} className={styles.helpSite}>
            <summary>{site.name}</summary>
            <ol>
              {site.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        ))}
      </div>
    </section>
  );
}
