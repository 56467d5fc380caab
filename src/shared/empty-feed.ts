/**
 * The words for a calendar that came back empty while it still blocked nights from today on
 * (issue 21): the server puts them on the dashboard's sync problems and in its answers, the sync
 * screen shows them beside the button that releases the nights. One place, so both say the same.
 */
export const EMPTY_FEED_TEXT = {
  title: 'This calendar came back empty',
  detail:
    'The channel sent a calendar with no bookings or closed nights from today on. In case that is a mistake on its side, the nights it blocked stay blocked here until the next sync confirms it is empty.',
  release: 'Release the nights now',
  released: 'The nights this calendar blocked are open again',
} as const;
