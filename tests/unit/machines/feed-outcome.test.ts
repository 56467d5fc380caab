import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { EMPTY_FEED_WORDS, feedOutcome } from '../../../machines/feed-outcome';
import { textIn } from '../../../machines/ui-text';
import { EMPTY_FEED_TEXT } from '../../../src/shared/empty-feed';
import { feed } from './sync-fixtures';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('feed outcomes in the active language (issue 27)', () => {
  it('keeps the empty calendar’s words word for word as the server writes them', () => {
    expect(EMPTY_FEED_WORDS).toEqual(EMPTY_FEED_TEXT);
    const empty = feedOutcome('synced', feed({ name: 'Airbnb', lastStatus: 'ok', emptySince: '2026-11-27T10:00:00Z' }));
    expect(textIn(english, empty.message)).toBe(`“Airbnb”: ${EMPTY_FEED_TEXT.title}. ${EMPTY_FEED_TEXT.detail}`);
  });

  it('says a sync’s counts in Tamil, the feed’s name as it is', async () => {
    const { messages } = await import('../../../src/locales/ta/messages.po');
    const tamil = setupI18n({ locale: 'ta', messages: { ta: messages } });
    const synced = feedOutcome('synced', feed({ name: 'Airbnb', lastStatus: 'ok', eventsSeen: 1, eventsAdded: 1, eventsChanged: 0, eventsRemoved: 0, eventsUnreadable: 0 }));
    expect(textIn(tamil, synced.message)).toBe('“Airbnb” ஒத்திசைவில் உள்ளது. 1 நிகழ்வு கண்டறியப்பட்டது: 1 சேர்க்கப்பட்டன, 0 மாற்றப்பட்டன, 0 அகற்றப்பட்டன');
    expect(textIn(tamil, EMPTY_FEED_WORDS.title)).toBe('இந்த நாட்காட்டி காலியாக வந்தது');
  });
});
