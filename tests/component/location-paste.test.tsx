import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES as M } from '../../src/shared/listing-messages';
import { LocationStep } from '../../src/screens/wizard/steps/location-step';
import * as values from '../../src/screens/wizard/steps/property-step-values';
import { renderStep } from './wizard-step-harness';

/** property/02: a place pasted into "Map link or plus code" (read in the browser, no service asked). */
async function paste(text: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Map link or plus code (optional)'), text);
  await user.click(screen.getByRole('button', { name: 'Place the pin' }));
}

describe('property/02 pasted place', () => {
  it('fills the coordinates from a Google Maps link and says to check the pin', async () => {
    const { latest } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await paste('https://www.google.com/maps/place/Galle+Fort/@6.0329,80.2168,17z');
    expect(latest()).toEqual({ latitude: 6.0329, longitude: 80.2168, searchText: '' });
    expect(screen.getByRole('status').textContent).toBe('Pin placed from what you pasted. Check it is on your property.');
  });

  it("says outside Sri Lanka in the step's own words, and leaves the coordinates", async () => {
    const { onChange } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await paste('geo:13.4125,103.8667');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe(`${M.latitudeOutsideSriLanka}. ${M.longitudeOutsideSriLanka}`);
  });

  it('says a short link cannot be read here, and a short plus code needs its town', async () => {
    renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    await paste('https://maps.app.goo.gl/xyz123AbC');
    expect(screen.getByRole('status').textContent).toMatch(/^Short maps\.app\.goo\.gl links open only through Google/);
    await userEvent.setup().clear(screen.getByLabelText('Map link or plus code (optional)'));
    await paste('7JRM+6F');
    expect(screen.getByRole('status').textContent).toBe('Add the town after a short plus code, such as 7JRM+6F Kandy, or place the pin near your property first.');
  });

  it('places the pin with Enter without submitting the step', async () => {
    const { latest } = renderStep('property/02', LocationStep, { values: values.initialLocation(null) });
    const submitted: string[] = [];
    document.addEventListener('submit', () => submitted.push('submit'));
    await userEvent.setup().type(screen.getByLabelText('Map link or plus code (optional)'), '7JRM+6F Kandy{Enter}');
    expect(latest()).toEqual({ latitude: 7.290563, longitude: 80.633688, searchText: '' });
    expect(submitted).toEqual([]);
  });
});
