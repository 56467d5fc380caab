/** Issue 27: the browser shows a shared rule's message in the active language (src/app/i18n/shown-message.ts). */
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { loadMessageCatalogue, shownMessage } from '../../../src/shared/shown-message';
import { API_MESSAGES } from '../../../src/shared/api-messages';
import { RULE_MESSAGES } from '../../../src/shared/messages';

afterEach(() => {
  i18n.load('en', {});
  i18n.activate('en');
});

describe('shownMessage', () => {
  it('shows English as written', async () => {
    await loadMessageCatalogue();
    i18n.load('en', {});
    i18n.activate('en');
    expect(shownMessage(RULE_MESSAGES.invalidEmail)).toBe('Please enter a valid email address');
    expect(shownMessage(null)).toBeNull();
  });

  it('shows a rule’s message and the API catalogue’s texts in Sinhala and Tamil', async () => {
    await loadMessageCatalogue();
    i18n.load('ta', {});
    i18n.activate('ta');
    expect(shownMessage(RULE_MESSAGES.invalidEmail)).toBe('சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்');
    i18n.load('si', {});
    i18n.activate('si');
    expect(shownMessage(API_MESSAGES.sessionExpired)).toBe('ඔබේ සැසිය කල් ඉකුත් වී ඇත! කරුණාකර නැවත ඇතුළු වන්න.');
    expect(shownMessage('A text the server already wrote in Sinhala')).toBe('A text the server already wrote in Sinhala');
  });
});
