import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { PlaceNotice } from '../../../../machines/place-map.machine';
import { usePlaceMap } from '../../../app/use-place-map';
import { FormField } from '../../../components/form-field';
import { PlaceMap } from '../../../components/place-map/place-map';
import { validateListingStep } from '../../../shared/listing-steps';
import { problemOf, type StepBodyProps } from '../step-types';
import type { LocationValues } from './property-step-values';
import { NumberField } from './step-fields';
import { SriLankaMap } from './sri-lanka-map';
import styles from './step-forms.module.css';
import own from './location-step.module.css';

const GEO_FAILURE = {
  1: msg`Location access is blocked for this site. Allow it in your browser settings, or type the coordinates below.`,
  2: msg`Your device could not tell where it is. Try again outdoors, or type the coordinates below.`,
  3: msg`Finding your location took too long. Try again, or type the coordinates below.`,
} as const;

/** The step's own out-of-country messages for a pasted point, as its rules word them. */
function outsideMessage({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const result = validateListingStep('location', { latitude, longitude, searchText: '' }, { planPaysOut: false, questions: [] });
  return result.ok ? '' : Object.values(result.fieldMessages).join('. ');
}

/** What the last press of "Use my current location" or the last paste came to, in words. */
function noticeText(i18n: I18n, notice: PlaceNotice | null): string {
  switch (notice?.kind) {
    case undefined:
      return '';
    case 'located':
      return i18n._(msg`Pin placed at your current location. Check it is your property, not where you are now.`);
    case 'located-outside':
      return i18n._(msg`Your current location is outside Sri Lanka. Type the coordinates of your property instead.`);
    case 'locate-failed':
      return i18n._(GEO_FAILURE[notice.code as keyof typeof GEO_FAILURE] ?? GEO_FAILURE[2]);
    case 'pasted':
      return i18n._(msg`Pin placed from what you pasted. Check it is on your property.`);
    case 'pasted-outside':
      return outsideMessage(notice);
    case 'short-link':
      return i18n._(
        msg`Short maps.app.goo.gl links open only through Google, so they cannot be read here. Open the link, then copy the long address from the address bar, or the two numbers of the pin.`,
      );
    case 'needs-town':
      return i18n._(msg`Add the town after a short plus code, such as 7JRM+6F Kandy, or place the pin near your property first.`);
    case 'unreadable':
      return i18n._(msg`We could not find a place in that. Paste a Google Maps link, a plus code, or two numbers such as 6.0329, 80.2168.`);
  }
}

/**
 * property/02: where the place is. Coordinates typed (or taken from the device, or read from a
 * pasted link or plus code) always work offline; where map tiles are configured, a map with a
 * draggable pin, and where a geocoder is, the pin in words.
 */
export function LocationStep({ values, issues, onChange }: StepBodyProps<LocationValues>) {
  const { t, i18n } = useLingui();
  // The device answers later; by then the host may have typed, so merge into the latest values.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const pin = values.latitude !== null && values.longitude !== null ? { latitude: values.latitude, longitude: values.longitude } : null;
  const map = usePlaceMap(pin, (point) => onChange({ ...latest.current, ...point }));
  const [pasted, setPasted] = useState('');
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const placeFromPaste = (text: string) => {
    if (text.trim() !== '') map.actor.send({ type: 'paste', text });
  };
  const withTiles = map.settings?.tileUrl ? map.settings : null;
  const place = map.place;
  const outline = <SriLankaMap latitude={values.latitude} longitude={values.longitude} onPick={(point) => onChange({ ...values, ...point })} />;

  return (
    <div className={styles.stack}>
      <FormField
        label={t`Address or landmark (optional)`}
        name="searchText"
        value={values.searchText}
        maxLength={200}
        autoComplete="street-address"
        placeholder={t`e.g. 12 Lighthouse Street, Galle Fort`}
        hint={t`A note for you and our team to find the place again, such as the nearest junction or temple.`}
        error={problemOf(issues, 'searchText')}
        onValueChange={(searchText) => onChange({ ...values, searchText })}
      />

      {/* The map right under the place's words and above the coordinates it fills in: the host looks at the map first. */}
      {withTiles ? (
        <div className={own.mapArea}>
          <PlaceMap
            settings={withTiles}
            latitude={values.latitude}
            longitude={values.longitude}
            onMove={(point) => onChange({ ...latest.current, ...point })}
            label={t`Map of your property's location: drag the pin, or click the map, to place it`}
            fallback={outline}
          />
          <p className={own.mapNote}>
            <Trans>Drag the pin to your property. The coordinates below follow it.</Trans>
          </p>
          {map.settings?.geocoderUrl && pin ? (
            <p className={own.place} aria-live="polite" data-testid="place-in-words">
              {map.geocoding ? t`Finding the place name…` : map.place ? t`Pin near ${place}` : ''}
            </p>
          ) : null}
        </div>
      ) : (
        outline
      )}

      <div className={own.pasteRow}>
        <FormField
          label={t`Map link or plus code (optional)`}
          name="placeLink"
          value={pasted}
          maxLength={4000}
          autoComplete="off"
          placeholder={t`e.g. 7JRM+6F Kandy`}
          hint={t`Paste a Google Maps link, a plus code or two numbers, and the pin moves there.`}
          onValueChange={setPasted}
          onPaste={(event) => placeFromPaste(event.clipboardData.getData('text'))}
          onKeyDown={(event) => {
            // Enter here places the pin; it must not submit the step.
            if (event.key === 'Enter') {
              event.preventDefault();
              placeFromPaste(pasted);
            }
          }}
        />
        <button type="button" className="btn btn-outline" onClick={() => placeFromPaste(pasted)}>
          <Trans>Place the pin</Trans>
        </button>
      </div>

      {canLocate ? (
        <div className={styles.actionRow}>
          <button type="button" className="btn btn-outline" disabled={map.locating} onClick={() => map.actor.send({ type: 'locate' })}>
            {map.locating ? t`Finding your location…` : t`Use my current location`}
          </button>
        </div>
      ) : null}
      <p className={styles.status} role="status">
        {map.locating ? '' : noticeText(i18n, map.notice)}
      </p>

      <div className={styles.pair}>
        <NumberField
          label={t`Latitude`}
          name="latitude"
          value={values.latitude}
          placeholder="7.2906"
          hint={t`Between 5.9 and 9.9`}
          error={problemOf(issues, 'latitude')}
          onValueChange={(latitude) => onChange({ ...values, latitude })}
        />
        <NumberField
          label={t`Longitude`}
          name="longitude"
          value={values.longitude}
          placeholder="80.6337"
          hint={t`Between 79.5 and 81.9`}
          error={problemOf(issues, 'longitude')}
          onValueChange={(longitude) => onChange({ ...values, longitude })}
        />
      </div>
      <p className={styles.note}>
        <Trans>
          Not sure of the numbers? Open any maps app, press and hold on your property, and copy the two numbers it shows: the first
          is the latitude, the second the longitude.
        </Trans>
      </p>
    </div>
  );
}
