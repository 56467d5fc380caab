/**
 * Line drawings for the property types of the reference list (GET /api/v1/property-types), drawn
 * for this portal on a 32 × 32 grid with round 2-unit strokes in the text colour. The list lives in
 * the database, so a type is matched by words in its name; a type with none of them gets a plain
 * building, never an empty tile.
 */
type Drawing = readonly string[];

const HOUSE: Drawing = ['M5 15 16 6l11 9', 'M8 13v13h16V13', 'M14 26v-7h4v7'];

const DRAWINGS = {
  villa: ['M4 14 16 5l12 9', 'M7 12v10h18V12', 'M13 22v-5h6v5', 'M3 27c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0 4 1.5 6 0 2-1.5 2-1.5'],
  apartment: ['M8 27V5h16v22', 'M5 27h22', 'M12 9h2M18 9h2M12 14h2M18 14h2M12 19h2M18 19h2', 'M14 27v-3h4v3'],
  guestHouse: [...HOUSE, 'M20 10V6h3v6.5'],
  hotel: ['M7 27V8h18v19', 'M4 27h24', 'M12 12v8M20 12v8M12 16h8', 'M16 3l1 2h2l-1.5 1.5.5 2-2-1-2 1 .5-2L13 5h2z'],
  bungalow: ['M3 16 16 8l13 8', 'M6 15v11h20V15', 'M10 26v-6h4v6', 'M18 19h4v3h-4z'],
  cabana: ['M4 16 16 6l12 10z', 'M8 16v7M24 16v7M16 16v7', 'M5 23h22', 'M8 23v4M24 23v4'],
  treeHouse: ['M16 27V17', 'M9 13a7 7 0 1 1 14 0c0 3-3 4-7 4s-7-1-7-4z', 'M11 22l5-4 5 4v5H11z'],
  homestay: [...HOUSE.slice(0, 2), 'M16 23.5c-3-2-4.5-3.5-4.5-5.2a2.2 2.2 0 0 1 4.5-.8 2.2 2.2 0 0 1 4.5.8c0 1.7-1.5 3.2-4.5 5.2z'],
  room: ['M5 24V9', 'M5 19h22v5', 'M27 19v-4a3 3 0 0 0-3-3H14v7', 'M8 16a2 2 0 1 0 4 0 2 2 0 1 0-4 0'],
  ecoLodge: ['M6 26C6 14 14 6 26 6c0 12-8 20-20 20z', 'M6 26 18 14', 'M12 20h5M15 17v-4'],
  teaEstate: ['M3 24c5-6 9-6 13-2 4-5 9-5 13 0', 'M3 28h26', 'M16 16c-4-1-5-5-4-9 4 1 6 4 4 9z', 'M16 16c2-3 5-4 8-3-1 3-4 5-8 3z'],
  beach: ['M4 17 13 10l9 7', 'M6 16v7h14v-7', 'M24 9a3 3 0 1 0 0-.1', 'M3 27c2-1.5 4-1.5 6 0s4 1.5 6 0 4-1.5 6 0 4 1.5 6 0'],
  resort: ['M14 27c0-8 1-13 4-17', 'M18 10c-3-3-8-3-10 0 3 0 6 0 10 0z', 'M18 10c1-4 6-5 9-3-3 1-6 2-9 3z', 'M18 10c4-1 8 1 9 4-3-1-6-2-9-4z', 'M4 27h24', 'M7 10a2.5 2.5 0 1 0 0-.1'],
  hostel: ['M7 5v22M25 5v22', 'M7 11h18M7 21h18', 'M7 8h8M7 18h8', 'M9 13v-2M9 23v-2'],
  farm: ['M5 27V13l6-6 6 6v14', 'M5 27h22', 'M17 17h10v10', 'M8 27v-7h6v7', 'M8 20l6 7M14 20l-6 7'],
  tent: ['M3 27 16 6l13 21', 'M16 6v21', 'M11 27l5-8 5 8', 'M2 27h28'],
  building: ['M7 27V7h12v20', 'M19 13h6v14', 'M4 27h24', 'M11 11h4M11 16h4M11 21h4'],
} as const satisfies Record<string, Drawing>;

type DrawingKey = keyof typeof DRAWINGS;

/** Words in a type's name, most specific first ('tea estate bungalow' is a tea estate, not a bungalow). */
const BY_WORD: readonly [string, DrawingKey][] = [
  ['tea', 'teaEstate'],
  ['tree', 'treeHouse'],
  ['beach', 'beach'],
  ['camping', 'tent'],
  ['glamping', 'tent'],
  ['tent', 'tent'],
  ['farm', 'farm'],
  ['lodge', 'ecoLodge'],
  ['resort', 'resort'],
  ['hostel', 'hostel'],
  ['hotel', 'hotel'],
  ['guest house', 'guestHouse'],
  ['guesthouse', 'guestHouse'],
  ['homestay', 'homestay'],
  ['home stay', 'homestay'],
  ['villa', 'villa'],
  ['apartment', 'apartment'],
  ['flat', 'apartment'],
  ['bungalow', 'bungalow'],
  ['cottage', 'bungalow'],
  ['cabana', 'cabana'],
  ['hut', 'cabana'],
  ['room', 'room'],
  ['house', 'guestHouse'],
];

/** Which drawing a property type's name gets; 'building' for a name with no known word. */
export function drawingFor(typeName: string): DrawingKey {
  const words = ` ${typeName.trim().toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  return BY_WORD.find(([word]) => words.includes(` ${word} `))?.[1] ?? 'building';
}

/** The type's drawing, decorative: the tile's text names the type. */
export function PropertyTypeIcon({ typeName }: { typeName: string }) {
  return (
    <svg viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" data-drawing={drawingFor(typeName)}>
      {DRAWINGS[drawingFor(typeName)].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
