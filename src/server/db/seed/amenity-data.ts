// Amenity categories and their amenities, in the order the wizard shows them.
export const AMENITY_CATEGORIES: ReadonlyArray<{ name: string; amenities: readonly string[] }> = [
  {
    name: 'General',
    amenities: ['Wi-Fi', 'Air conditioning', 'Ceiling fan', 'Hot water', 'Mosquito nets', 'Power backup', 'Workspace', 'Free parking'],
  },
  {
    name: 'Kitchen',
    amenities: ['Fully equipped kitchen', 'Refrigerator', 'Gas cooker', 'Rice cooker', 'Electric kettle', 'Microwave', 'Drinking water filter'],
  },
  {
    name: 'Bathroom',
    amenities: ['Towels', 'Toiletries', 'Hair dryer', 'Bidet shower', 'Bathtub'],
  },
  {
    name: 'Outdoors & View',
    amenities: ['Ocean view', 'Garden', 'Swimming pool', 'Veranda', 'Rooftop terrace', 'BBQ area', 'Mountain view', 'Paddy field view'],
  },
  {
    name: 'Safety',
    amenities: ['Smoke detector', 'Fire extinguisher', 'First aid kit', 'Security guard', 'CCTV at entrances', 'In-room safe'],
  },
  {
    name: 'Family',
    amenities: ['Baby cot', 'High chair', 'Children\'s pool', 'Board games', 'Babysitting on request'],
  },
  {
    name: 'Services',
    amenities: [
      'Airport pickup',
      'Tuk-tuk hire',
      'Ayurveda spa',
      'Daily housekeeping',
      'Laundry',
      'Breakfast included',
      'Sri Lankan cooking class',
      'Tour and safari booking',
      'Bicycle hire',
    ],
  },
];
