import { Link } from 'react-router-dom';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { APP_STORE_URL, PLAY_STORE_URL } from '../../app/config';
import { isAdmin } from '../../app/use-session';
import { useShell } from '../../app/shell-context';
import { useReadyOnceHydrated } from '../../app/use-hydrated';
import appPhoneUrl from '../../assets/app-phone.svg?no-inline';
import heroUrl from '../../assets/hero-coast.svg?no-inline';
import { FaqSection } from './faq-section';
import { LandingIcon } from './landing-icon';
import { APP_BENEFITS, BANNER, CONFIDENCE, FEATURES } from './landing.content';
import { PlansSection } from './plans-section';
import styles from './landing.module.css';

export function LandingScreen() {
  const { session, startListing, choosePlan } = useShell();
  const readyOnceHydrated = useReadyOnceHydrated();
  const { _ } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroCopy}>
            <p className="eyebrow">
              <Trans>For hosts across Sri Lanka</Trans>
            </p>
            <h1 id="hero-title">
              <Trans>Share your place with travellers from around the world</Trans>
            </h1>
            <p className={styles.lead}>
              <Trans>
                From beach villas in Mirissa to tea-country bungalows in Ella, list your property for free, manage every
                booking in one place and get paid on time.
              </Trans>
            </p>
            <div className={styles.heroActions}>
              {/* Prerendered: not ready until hydrated, as a click before then would do nothing. */}
              <button type="button" className="btn btn-primary" {...readyOnceHydrated} onClick={startListing}>
                <Trans>List Your Property</Trans>
              </button>
              {isAdmin(session.user) ? null : (
                <a href="#plans" className="btn btn-outline">
                  <Trans>Compare Plans</Trans>
                </a>
              )}
            </div>
            <ul className={styles.trust}>
              <li>
                <Trans>Free to list</Trans>
              </li>
              <li>
                <Trans>No set-up fees</Trans>
              </li>
              <li>
                <Trans>Local support</Trans>
              </li>
            </ul>
          </div>
          <img
            className={styles.heroArt}
            src={heroUrl}
            alt={t`Illustration of a villa by a palm-fringed Sri Lankan beach with stilt fishermen at sunset`}
            width={560}
            height={440}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className={styles.features} aria-labelledby="features-title">
        <div className="container">
          <h2 id="features-title" className="visually-hidden">
            <Trans>Why host with us</Trans>
          </h2>
          <ul className={styles.featureGrid}>
            {FEATURES.map((feature) => (
              <li key={feature.title.id} className={styles.feature}>
                <span className={styles.iconBadge}>
                  <LandingIcon name={feature.icon} />
                </span>
                <h3>{_(feature.title)}</h3>
                <p>{_(feature.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.banner} aria-labelledby="banner-title">
        <div className="container">
          <h2 id="banner-title" className="visually-hidden">
            <Trans>Reach, Revenue and Reliability</Trans>
          </h2>
          <ul className={styles.bannerGrid}>
            {BANNER.map((item) => (
              <li key={item.title.id}>
                <h3>{_(item.title)}</h3>
                <p>{_(item.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.confidence} aria-labelledby="confidence-title">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className="eyebrow">
              <Trans>Peace of mind</Trans>
            </p>
            <h2 id="confidence-title">
              <Trans>List with Confidence</Trans>
            </h2>
            <p>
              <Trans>Hosting is your income. We built every part of the portal to protect it.</Trans>
            </p>
          </div>
          <ul className={styles.confidenceGrid}>
            {CONFIDENCE.map((item) => (
              <li key={item.title.id} className={styles.benefit}>
                <span className={styles.iconPlain}>
                  <LandingIcon name={item.icon} size={28} />
                </span>
                <div>
                  <h3>{_(item.title)}</h3>
                  <p>{_(item.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {isAdmin(session.user) ? null : <PlansSection onChoose={choosePlan} />}

      <section className={styles.app} aria-labelledby="app-title">
        <div className={`container ${styles.appInner}`}>
          <img className={styles.appArt} src={appPhoneUrl} alt="" width={300} height={360} />
          <div>
            <p className="eyebrow">
              <Trans>Host mobile app</Trans>
            </p>
            <h2 id="app-title">
              <Trans>Run your property from your pocket</Trans>
            </h2>
            <ul className={styles.appGrid}>
              {APP_BENEFITS.map((item) => (
                <li key={item.title.id} className={styles.appBenefit}>
                  <span className={styles.iconPlain}>
                    <LandingIcon name={item.icon} />
                  </span>
                  <div>
                    <h3>{_(item.title)}</h3>
                    <p>{_(item.text)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className={styles.stores}>
              <StoreBadge url={APP_STORE_URL} icon="phone" lead={t`Download on the`} soonLead={t`Coming soon to the`} store="App Store" />
              <StoreBadge url={PLAY_STORE_URL} icon="play" lead={t`Get it on`} soonLead={t`Coming soon to`} store="Google Play" />
            </div>
          </div>
        </div>
      </section>

      <FaqSection />
    </>
  );
}

/**
 * A store badge: the download link once the app is published (VITE_APP_STORE_URL,
 * VITE_PLAY_STORE_URL), and until then 'Coming soon to …', leading to /coming-soon, which says
 * the same, rather than to a store page that does not exist.
 */
function StoreBadge({ url, icon, lead, soonLead, store }: { url: string; icon: 'phone' | 'play'; lead: string; soonLead: string; store: string }) {
  const badge = (
    <>
      <LandingIcon name={icon} size={28} />
      <span>
        <small>{url ? lead : soonLead}</small> {store}
      </span>
    </>
  );
  return url ? (
    <a className={styles.store} href={url}>
      {badge}
    </a>
  ) : (
    <Link className={styles.store} to="/coming-soon">
      {badge}
    </Link>
  );
}
