// Reference lists seeded at every start (idempotently). Content is written for hosts in Sri Lanka.

// The spec's list is "id and name"; names say enough, and this list is on the hottest route.
export const PROPERTY_TYPES = [
  { name: 'Villa' },
  { name: 'Apartment' },
  { name: 'Guest House' },
  { name: 'Boutique Hotel' },
  { name: 'Bungalow' },
  { name: 'Cabana' },
  { name: 'Tree House' },
  { name: 'Homestay', isRoomOrHomestay: true },
  { name: 'Room', isRoomOrHomestay: true },
  { name: 'Eco Lodge' },
  { name: 'Tea Estate Bungalow' },
  { name: 'Beach House' },
  { name: 'Resort' },
  { name: 'Hostel' },
  { name: 'Farm Stay' },
  { name: 'Camping & Glamping' },
] as const;

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'si', name: 'Sinhala', nativeName: 'සිංහල' },
  { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'de', name: 'German', nativeName: 'Deutsch' },
  { code: 'fr', name: 'French', nativeName: 'Français' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский' },
  { code: 'zh', name: 'Chinese', nativeName: '中文' },
  { code: 'ja', name: 'Japanese', nativeName: '日本語' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands' },
  { code: 'es', name: 'Spanish', nativeName: 'Español' },
  { code: 'ar', name: 'Arabic', nativeName: 'العربية' },
  { code: 'ko', name: 'Korean', nativeName: '한국어' },
  { code: 'uk', name: 'Ukrainian', nativeName: 'Українська' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski' },
] as const;

export const QUESTIONS = [
  {
    question: 'What is your tourism registration number with the Sri Lanka Tourism Development Authority (SLTDA)?',
    answerType: 'text',
    required: false,
    hint: 'Registered properties show it on their SLTDA certificate. Leave empty if registration is in progress.',
  },
  { question: 'Does the property have working smoke detectors and fire extinguishers?', answerType: 'yes_no', required: true },
  { question: 'Is a first aid kit available to guests?', answerType: 'yes_no', required: true },
  {
    question: 'How far is the nearest hospital or medical centre?',
    answerType: 'text',
    required: true,
    hint: 'For example: Karapitiya Teaching Hospital, 12 km (25 minutes by car).',
  },
  { question: 'Is there a backup generator or solar power for power cuts?', answerType: 'yes_no', required: false },
  { question: 'Is the drinking water filtered or bottled water provided?', answerType: 'yes_no', required: true },
  { question: 'Is the swimming pool (if any) fenced or supervised?', answerType: 'yes_no', required: false },
  { question: 'Are there dogs, cats or other animals living on the property?', answerType: 'yes_no', required: false },
  {
    question: 'Is the property registered with the local Grama Niladhari / police for foreign guests?',
    answerType: 'yes_no',
    required: false,
    hint: 'Guest houses hosting foreign nationals usually keep a guest register for the police.',
  },
] as const;

export const BATHROOM_TYPES = [
  { kind: 'shared', name: 'Shared with other guests' },
  { kind: 'shared', name: 'Shared with the host family' },
  { kind: 'shared', name: 'Shared on the same floor' },
  { kind: 'other', name: 'Outdoor garden shower' },
  { kind: 'other', name: 'Bathtub' },
  { kind: 'other', name: 'Hot water shower' },
  { kind: 'other', name: 'Open-air bathroom' },
  { kind: 'other', name: 'Accessible bathroom (step-free)' },
] as const;

export const BEDROOM_TYPES = [
  { name: 'Single bed', description: '90 cm wide' },
  { name: 'Double bed', description: '135 cm wide' },
  { name: 'Queen bed', description: '150 cm wide' },
  { name: 'King bed', description: '180 cm wide' },
  { name: 'Twin beds', description: 'Two single beds' },
  { name: 'Bunk bed', description: 'Two single beds stacked' },
  { name: 'Sofa bed', description: 'A sofa that opens into a bed' },
  { name: 'Floor mattress', description: 'A mattress on the floor' },
  { name: 'Baby cot', description: 'For infants up to 2 years' },
] as const;

export const UNIT_CATEGORIES = [
  { name: 'Entire villa' },
  { name: 'Entire apartment' },
  { name: 'Entire bungalow' },
  { name: 'Double room' },
  { name: 'Twin room' },
  { name: 'Triple room' },
  { name: 'Family room' },
  { name: 'Suite' },
  { name: 'Dormitory' },
  { name: 'Cabana' },
] as const;

export const HIGHLIGHTS = [
  { name: 'Beachfront', description: 'Steps from the sand.' },
  { name: 'Surf spot nearby', description: 'Arugam Bay, Weligama, Hiriketiya or another break within reach.' },
  { name: 'Tea country views', description: 'Mist and tea estates from the veranda.' },
  { name: 'Near a UNESCO World Heritage Site', description: 'Sigiriya, Galle Fort, Kandy, Dambulla, Anuradhapura or Polonnaruwa.' },
  { name: 'Wildlife safari access', description: 'Yala, Udawalawe, Minneriya or Wilpattu nearby.' },
  { name: 'Whale watching nearby', description: 'Mirissa or Trincomalee boats in season.' },
  { name: 'Rainforest setting', description: 'Close to Sinharaja or Kanneliya forest reserves.' },
  { name: 'Lake or lagoon view', description: 'Waterside views at sunrise or sunset.' },
  { name: 'Home-cooked Sri Lankan food', description: 'Rice and curry, hoppers and string hoppers made by the host.' },
  { name: 'Ayurveda treatments', description: 'Traditional treatments on site or close by.' },
  { name: 'Scenic train route', description: 'Near the Kandy–Ella line.' },
  { name: 'Walking distance to town', description: 'Shops, restaurants and tuk-tuks a short walk away.' },
] as const;

export const CANCELLATION_POLICIES = [
  {
    name: 'Flexible',
    description: 'Free cancellation until 1 day before check-in. After that the first night is charged.',
    freeCancellationDays: 1,
    refundPercentAfter: 50,
  },
  {
    name: 'Moderate',
    description: 'Free cancellation until 5 days before check-in. After that 50% is refunded.',
    freeCancellationDays: 5,
    refundPercentAfter: 50,
  },
  {
    name: 'Strict',
    description: 'Free cancellation until 14 days before check-in. After that nothing is refunded.',
    freeCancellationDays: 14,
    refundPercentAfter: 0,
  },
  {
    name: 'Non-refundable',
    description: 'The stay is paid in full and is not refunded if cancelled.',
    freeCancellationDays: 0,
    refundPercentAfter: 0,
  },
] as const;

export const OTHER_PARTIES = [
  { name: 'Property management company', description: 'A company manages the property for the owner.' },
  { name: 'Co-owner', description: 'The property has more than one owner.' },
  { name: 'Travel agent', description: 'A travel agent or tour operator sells the rooms.' },
  { name: 'Leaseholder', description: 'The property is run under a lease from the owner.' },
  { name: 'Family member of the owner', description: 'A relative runs the property for the owner.' },
  { name: 'Caretaker', description: 'A resident caretaker looks after guests.' },
] as const;
