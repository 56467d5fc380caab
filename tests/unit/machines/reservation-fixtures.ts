import type { components } from '../../../openapi/schema';

type Reservation = components['schemas']['Reservation'];

/** A reservation as the server sends it, with the fields a test cares about changed. */
export const reservation = (fields: Partial<Reservation> = {}): Reservation => ({
  code: 'LK7H3K9Q',
  propertyId: 3,
  propertyName: 'Palm Shade Guest House',
  unitId: 5,
  unitName: 'Garden room',
  guestName: 'Nimali Wickramasinghe',
  guestEmail: 'nimali@example.lk',
  guestPhone: '+94771234567',
  guestCountry: 'LK',
  checkIn: '2026-12-11',
  checkOut: '2026-12-14',
  nights: 3,
  adults: 2,
  children: 0,
  channel: 'guest_site',
  amount: 256.5,
  currency: 'USD',
  commissionPercent: 10,
  commission: 25.65,
  net: 230.85,
  paymentMethod: 'online',
  paymentStatus: 'paid',
  status: 'pending',
  group: 'upcoming',
  specialRequests: null,
  cancelReason: null,
  allowedActions: ['confirm', 'decline', 'cancel'],
  canChangeDates: true,
  canMarkPaid: false,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  ...fields,
});
