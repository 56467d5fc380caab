import type { WizardAnswers } from './wizard-ui';

const DESCRIPTION =
  'A bright apartment on the third floor with a balcony over the Galle Face Green. Two bedrooms, a kitchen with a gas hob and ' +
  'a fridge, fast fibre internet and air conditioning in every room.\n\nThe Dutch Hospital shops are a ten-minute walk away.';

/** An apartment in Colombo, through unit/01, priced in dollars. */
export const APARTMENT: WizardAnswers = {
  propertyType: 'Apartment',
  location: { latitude: '6.9271', longitude: '79.8448', landmark: 'Next to the Galle Face Hotel' },
  address: { street: '41 Galle Road', city: 'Colombo', district: 'Colombo', postalCode: '00300' },
  name: 'Galle Face Sea View Apartment',
  booking: 'Instant booking',
  price: { currency: 'US dollars (USD)', perNight: '95', monthly: '2100' },
  weeklyDiscount: '10',
  bathrooms: { count: '2', privacy: 'Private', special: ['Hot water shower'] },
  policies: { checkInFrom: '14:00', checkInUntil: '22:00', checkOutFrom: '06:00', checkOutUntil: '11:00', pets: 'No' },
  languages: ['English', 'Sinhala සිංහල'],
  parking: { kind: 'Free parking' },
  description: { size: '95', text: DESCRIPTION, neighbourhood: 'Galle Face Green, the Old Parliament and the Fort railway station are close by.' },
  highlights: ['Walking distance to town'],
  newListingDiscount: 'Yes, offer 20 % off',
  unit: { kind: 'unit', name: 'Whole apartment', category: 'Entire apartment', beds: [{ type: 'King bed', count: '1' }, { type: 'Twin beds', count: '1' }], guests: '4', size: '95' },
  photos: 5,
  cancellation: 'Moderate',
  legalName: 'Nadeesha Perera',
  importantInfo: { sltda: 'SLTDA/SA/01234', hospital: 'Two kilometres, the National Hospital of Colombo' },
};

/** A homestay in the hill country, through unit/02 (a room with its own price), in rupees. */
export const HOMESTAY: WizardAnswers = {
  propertyType: 'Homestay',
  location: { latitude: '6.8667', longitude: '81.0466', landmark: 'Above the Ella Rock trailhead' },
  address: { street: '7 Passara Road', city: 'Ella', district: 'Badulla', postalCode: '90090' },
  name: 'Ella Tea Garden Homestay',
  booking: 'Request to book',
  price: { currency: 'Sri Lankan rupees (LKR)', perNight: '12500' },
  bathrooms: { count: '1', privacy: 'Shared', sharedWith: ['Shared with the host family'], special: [] },
  policies: { checkInFrom: '13:00', checkInUntil: '20:00', checkOutFrom: '07:00', checkOutUntil: '10:30', pets: 'Yes' },
  languages: ['Tamil தமிழ்'],
  parking: { kind: 'Paid parking', perDay: '300' },
  description: {
    size: '60',
    text:
      'A family home among the tea bushes with a view of Ella Gap. Our mother cooks rice and curry with vegetables from the garden, ' +
      'and breakfast is hoppers with seeni sambol on the veranda.',
    neighbourhood: 'The Nine Arches Bridge is a forty-minute walk along the railway line.',
  },
  highlights: ['Tea country views', 'Home-cooked Sri Lankan food', 'Scenic train route'],
  newListingDiscount: 'No, thanks',
  unit: { kind: 'room', name: 'Garden double room', bedType: 'Double bed', guests: '2', price: '12500' },
  photos: 6,
  cancellation: 'Flexible',
  legalName: 'Selvaraj Family Homestay',
  importantInfo: { sltda: '', hospital: 'Ella Divisional Hospital, ten minutes by tuk-tuk' },
};
