import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise } from 'xstate';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { BookableProperty, ManualReservationBody } from '../../machines/manual-booking-form';
import { manualBookingMachine } from '../../machines/manual-booking.machine';
import { RESERVATION_MESSAGES as M } from '../../src/shared/reservation-messages';
import { ManualBookingDialog } from '../../src/screens/reservations/manual-booking-dialog';
import { reservation } from '../unit/machines/reservation-fixtures';

const properties: BookableProperty[] = [{ id: 3, name: 'Palm Shade Guest House', currency: 'USD', pricePerNight: 100, units: [{ id: 5, name: 'Garden room', pricePerNight: null }], unitNoun: 'room' }];
const villa: BookableProperty = { id: 4, name: 'Hill Villa', currency: 'USD', pricePerNight: 300, units: [{ id: 7, name: 'Whole villa', pricePerNight: null }], unitNoun: 'unit' };

async function openDialog(list: BookableProperty[] = properties, i18n?: I18n, dialogName = 'New booking') {
  const createBooking = vi.fn(async (body: ManualReservationBody) => reservation({ status: 'confirmed', channel: 'manual', guestName: body.guestName, guestEmail: body.guestEmail ?? null }));
  const actor = createActor(
    manualBookingMachine.provide({ actors: { loadProperties: fromPromise(async () => list), createBooking: fromPromise(({ input }) => createBooking(input)) } }),
  );
  actor.start();
  const ui = (
    <MemoryRouter>
      <ManualBookingDialog actor={actor} />
    </MemoryRouter>
  );
  // In another language, inside the setup's English provider, which it overrides.
  render(i18n ? <I18nProvider i18n={i18n}>{ui}</I18nProvider> : ui);
  actor.send({ type: 'booking.open', prefill: { checkIn: '2026-12-11', checkOut: '2026-12-14' } });
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  if (!i18n) await within(dialog).findByLabelText('Guest name');
  return { dialog, createBooking, user: userEvent.setup() };
}

describe('the New booking dialog’s words for the unit', () => {
  it('says Room for a guest house, Unit for a villa, and both before a property is chosen', async () => {
    const { dialog, user } = await openDialog([...properties, villa]);
    expect(within(dialog).getByLabelText('Room or unit')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Property'), 'Palm Shade Guest House');
    expect(within(dialog).getByLabelText('Room')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Property'), 'Hill Villa');
    expect(within(dialog).getByLabelText('Unit')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Room or unit')).toBeNull();
  });
});

describe('the New booking dialog for a walk-in', () => {
  it('asks for a phone number or an email, and the message goes once a phone number is typed', async () => {
    const { dialog, createBooking, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Guest name'), 'Kamal Silva');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(within(dialog).getByText(M.guestContactRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Guest phone'), '+94771234567');
    expect(within(dialog).queryByText(M.guestContactRequired)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(await within(dialog).findByText(/is recorded and confirmed/)).toBeTruthy();
    expect(createBooking.mock.calls[0][0]).toMatchObject({ guestName: 'Kamal Silva', guestEmail: null, guestPhone: '+94771234567', checkIn: '2026-12-11', checkOut: '2026-12-14' });
  });

  it('asks about USD 30,000 for three nights at USD 100 before saving, and saves nothing until Yes', async () => {
    const { dialog, createBooking, user } = await openDialog();
    await user.type(within(dialog).getByLabelText('Guest name'), 'Kamal Silva');
    await user.type(within(dialog).getByLabelText('Guest email'), 'kamal@example.lk');
    await user.type(within(dialog).getByLabelText(/^Amount/), '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Is USD 30,000.00 right? It is far from this room’s price: USD 100.00 a night makes USD 300.00 for 3 nights.');
    expect(createBooking).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Change the amount' }));
    const amount = within(dialog).getByLabelText(/^Amount/) as HTMLInputElement;
    expect(amount.value).toBe('30000');
    await user.clear(amount);
    await user.type(amount, '30000');
    await user.click(within(dialog).getByRole('button', { name: 'Save booking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, save USD 30,000.00' }));
    expect(await within(dialog).findByText(/is recorded and confirmed/)).toBeTruthy();
    expect(createBooking).toHaveBeenCalledTimes(1);
    expect(createBooking.mock.calls[0][0].amount).toBe(30000);
  });
});

describe('the New booking dialog’s guest country', () => {
  // Issue 27: the nationality list names the countries in the host's language (CLDR's names,
  // src/locales/si/country-names.ts), sorted in it, once that language's names have loaded.
  it('names the countries in Sinhala for a Sinhala host', async () => {
    const { messages } = await import('../../src/locales/si/messages.po');
    const { dialog } = await openDialog(properties, setupI18n({ locale: 'si', messages: { si: messages } }), 'නව වෙන්කිරීමක්');
    expect(await within(dialog).findByRole('option', { name: 'ශ්‍රී ලංකාව' })).toBeTruthy();
    expect(within(dialog).queryByRole('option', { name: 'Sri Lanka' })).toBeNull();
  });

  it('names them in English for an English host', async () => {
    const { dialog } = await openDialog();
    expect(within(dialog).getByRole('option', { name: 'Sri Lanka' })).toBeTruthy();
  });
});
