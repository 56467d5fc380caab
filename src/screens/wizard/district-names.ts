import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { District, Province } from '../../shared/listing-districts';

/**
 * The address step's provinces and districts in the active language. The values sent and stored
 * stay the English names of src/shared/listing-districts.ts; only what the host reads changes.
 */
export const PROVINCE_NAMES: Readonly<Record<Province, { name: MessageDescriptor; group: MessageDescriptor }>> = {
  Western: { name: msg({ message: 'Western', context: 'province' }), group: msg`Western Province` },
  Central: { name: msg({ message: 'Central', context: 'province' }), group: msg`Central Province` },
  Southern: { name: msg({ message: 'Southern', context: 'province' }), group: msg`Southern Province` },
  Northern: { name: msg({ message: 'Northern', context: 'province' }), group: msg`Northern Province` },
  Eastern: { name: msg({ message: 'Eastern', context: 'province' }), group: msg`Eastern Province` },
  'North Western': { name: msg({ message: 'North Western', context: 'province' }), group: msg`North Western Province` },
  'North Central': { name: msg({ message: 'North Central', context: 'province' }), group: msg`North Central Province` },
  Uva: { name: msg({ message: 'Uva', context: 'province' }), group: msg`Uva Province` },
  Sabaragamuwa: { name: msg({ message: 'Sabaragamuwa', context: 'province' }), group: msg`Sabaragamuwa Province` },
};

export const DISTRICT_NAMES: Readonly<Record<District, MessageDescriptor>> = {
  Colombo: msg({ message: 'Colombo', context: 'district' }),
  Gampaha: msg({ message: 'Gampaha', context: 'district' }),
  Kalutara: msg({ message: 'Kalutara', context: 'district' }),
  Kandy: msg({ message: 'Kandy', context: 'district' }),
  Matale: msg({ message: 'Matale', context: 'district' }),
  'Nuwara Eliya': msg({ message: 'Nuwara Eliya', context: 'district' }),
  Galle: msg({ message: 'Galle', context: 'district' }),
  Matara: msg({ message: 'Matara', context: 'district' }),
  Hambantota: msg({ message: 'Hambantota', context: 'district' }),
  Jaffna: msg({ message: 'Jaffna', context: 'district' }),
  Kilinochchi: msg({ message: 'Kilinochchi', context: 'district' }),
  Mannar: msg({ message: 'Mannar', context: 'district' }),
  Vavuniya: msg({ message: 'Vavuniya', context: 'district' }),
  Mullaitivu: msg({ message: 'Mullaitivu', context: 'district' }),
  Batticaloa: msg({ message: 'Batticaloa', context: 'district' }),
  Ampara: msg({ message: 'Ampara', context: 'district' }),
  Trincomalee: msg({ message: 'Trincomalee', context: 'district' }),
  Kurunegala: msg({ message: 'Kurunegala', context: 'district' }),
  Puttalam: msg({ message: 'Puttalam', context: 'district' }),
  Anuradhapura: msg({ message: 'Anuradhapura', context: 'district' }),
  Polonnaruwa: msg({ message: 'Polonnaruwa', context: 'district' }),
  Badulla: msg({ message: 'Badulla', context: 'district' }),
  Monaragala: msg({ message: 'Monaragala', context: 'district' }),
  Ratnapura: msg({ message: 'Ratnapura', context: 'district' }),
  Kegalle: msg({ message: 'Kegalle', context: 'district' }),
};
