import { Link } from 'react-router-dom';
import { draftStep, setupItems, type Dashboard, type SetupItem, type SetupItemKey } from '../../../machines/dashboard.machine';
import styles from './dashboard.module.css';

const PROFILE_FIELD_WORDS: Record<string, string> = { firstName: 'first name', lastName: 'last name', contactNo: 'contact number', nic: 'NIC number', address: 'address' };

type Words = { title: string; detail: string | null };

/** What an item says: its name, and what is left (or what it waits for) while it is not done. */
function wordsOf(item: SetupItem, dashboard: Dashboard): Words {
  const { setup, prompts } = dashboard;
  const afterListing = 'Once your listing is submitted.';
  const words: Record<SetupItemKey, () => Words> = {
    listing: () => {
      if (setup.listing.done) return { title: 'List your property', detail: null };
      if (setup.draft) {
        const { position, total } = draftStep(setup.draft);
        return { title: 'Finish your listing', detail: `${setup.draft.name ?? 'Untitled listing'} · Step ${position} of ${total}` };
      }
      return { title: 'List your property', detail: 'Your place, its rooms, prices and policies, one step at a time.' };
    },
    profile: () => ({
      title: 'Complete your profile',
      detail: item.done ? null : prompts.missingProfileFields.length > 0 ? `Your profile is missing your ${prompts.missingProfileFields.map((field) => PROFILE_FIELD_WORDS[field] ?? field).join(', ')}.` : null,
    }),
    photos: () => ({
      title: 'Add photos',
      detail: item.done ? `${setup.photos.count} photos` : item.to === null ? `At least ${setup.photos.minimum}, once your listing is started.` : `${setup.photos.count} of ${setup.photos.minimum} photos · guests choose by them`,
    }),
    otherSites: () => ({
      title: 'Connect other sites',
      detail: item.done ? null : item.to === null ? afterListing : 'Bring in your Airbnb or Booking.com calendar so no night is sold twice.',
    }),
    calendarAndPrices: () => ({
      title: 'Check your calendar and prices',
      detail: item.done ? null : item.to === null ? afterListing : 'Set prices for busy dates and close the nights you take no guests.',
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
  const items = setupItems(dashboard.setup);
  const done = items.filter((item) => item.done).length;
  // A host with no listing starts it from plan selection, as 'List Your Property' does.
  const startTo = '/plan-selection';
  return (
    <section className={`${styles.panel} ${styles.setup}`} aria-labelledby="setup-heading">
      <h2 id="setup-heading">{heading}</h2>
      {/* A native bar: the server renders this page, and a style attribute would break its CSP. */}
      <p className={styles.setupProgress}>
        <progress value={done} max={items.length} aria-label="Setup progress" />
        <span>
          {done} of {items.length} done
        </span>
      </p>
      <ol className={styles.checklist}>
        {items.map((item) => {
          const { title, detail } = wordsOf(item, dashboard);
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
                <span className="visually-hidden">{item.done ? ' (done)' : ' (to do)'}</span>
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
  const { position, total } = draftStep(draft);
  return <progress className={styles.draftBar} value={position} max={total} aria-label="Listing progress" />;
}
