import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { problemOf, type StepBodyProps } from '../step-types';
import type { LocationValues } from './property-step-values';
import { NumberField } from './step-fields';
import { isInSriLanka } from '../../../shared/listing-districts';
import { SriLankaMap } from './sri-lanka-map';
import styles from './step-forms.module.css';

type Locating = { state: 'idle' } | { state: 'busy' } | { state: 'done' | 'failed'; message: string };

const GEO_FAILURE: Record<number, string> = {
  1: 'Location access is blocked for this site. Allow it in your browser settings, or type the coordinates below.',
  2: 'Your device could not tell where it is. Try again outdoors, or type the coordinates below.',
  3: 'Finding your location took too long. Try again, or type the coordinates below.',
};

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * property/02: where the place is. Coordinates typed (or taken from the device) always work; no
 * map tiles or geocoding are needed, so the step works offline and without configured services.
 */
export function LocationStep({ values, issues, onChange }: StepBodyProps<LocationValues>) {
  const [locating, setLocating] = useState<Locating>({ state: 'idle' });
  // The device answers later; by then the host may have typed, so merge into the latest values.
  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locateDevice = () => {
    setLocating({ state: 'busy' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const latitude = round6(coords.latitude);
        const longitude = round6(coords.longitude);
        onChange({ ...latest.current, latitude, longitude });
        setLocating(
          isInSriLanka(latitude, longitude)
            ? { state: 'done', message: 'Pin placed at your current location. Check it is your property, not where you are now.' }
            : { state: 'failed', message: 'Your current location is outside Sri Lanka. Type the coordinates of your property instead.' },
        );
      },
      (error) => setLocating({ state: 'failed', message: GEO_FAILURE[error.code] ?? GEO_FAILURE[2] }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className={styles.locationLayout}>
      <div className={styles.stack}>
        <FormField
          label="Address or landmark (optional)"
          name="searchText"
          value={values.searchText}
          maxLength={200}
          autoComplete="street-address"
          placeholder="e.g. 12 Lighthouse Street, Galle Fort"
          hint="A note for you and our team to find the place again, such as the nearest junction or temple."
          error={problemOf(issues, 'searchText')}
          onValueChange={(searchText) => onChange({ ...values, searchText })}
        />

        {canLocate ? (
          <div className={styles.actionRow}>
            <button type="button" className="btn btn-outline" disabled={locating.state === 'busy'} onClick={locateDevice}>
              {locating.state === 'busy' ? 'Finding your location…' : 'Use my current location'}
            </button>
          </div>
        ) : null}
        <p className={styles.status} role="status">
          {locating.state === 'done' || locating.state === 'failed' ? locating.message : ''}
        </p>

        <div className={styles.pair}>
          <NumberField
            label="Latitude"
            name="latitude"
            value={values.latitude}
            placeholder="7.2906"
            hint="Between 5.9 and 9.9"
            error={problemOf(issues, 'latitude')}
            onValueChange={(latitude) => onChange({ ...values, latitude })}
          />
          <NumberField
            label="Longitude"
            name="longitude"
            value={values.longitude}
            placeholder="80.6337"
            hint="Between 79.5 and 81.9"
            error={problemOf(issues, 'longitude')}
            onValueChange={(longitude) => onChange({ ...values, longitude })}
          />
        </div>
        <p className={styles.note}>
          Not sure of the numbers? Open any maps app, press and hold on your property, and copy the two numbers it shows: the first
          is the latitude, the second the longitude.
        </p>
      </div>
      <SriLankaMap latitude={values.latitude} longitude={values.longitude} onPick={(point) => onChange({ ...values, ...point })} />
    </div>
  );
}
