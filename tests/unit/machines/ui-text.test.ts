import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { compileEnglishMessage } from '../../../src/app/i18n/english-messages';
import { failureText, TRY_AGAIN_LATER } from '../../../machines/failure-text';
import { textIn } from '../../../machines/ui-text';

// Issue 27: machines hand the screen a UiText; textIn puts it in the language active when it is shown.
const REASON = msg`Sorry! Try again later`;
const name = 'a.jpg';
const reason = '';
const NAMED = { ...msg`${name}: ${reason}`, values: { name, reason: REASON } };

function languages() {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileEnglishMessage);
  i18n.load({ en: {}, xx: { [REASON.id]: 'Later, please', [NAMED.id]: '{reason} ({name})' } });
  i18n.activate('en');
  return i18n;
}

describe('textIn', () => {
  it('shows a server string as it came and translates our descriptors in the language active when shown', () => {
    const i18n = languages();
    expect(textIn(i18n, 'Name cannot be empty')).toBe('Name cannot be empty');
    expect(textIn(i18n, REASON)).toBe('Sorry! Try again later');
    i18n.activate('xx');
    expect(textIn(i18n, REASON)).toBe('Later, please');
    expect(textIn(i18n, null)).toBeNull();
  });

  it('translates a descriptor among a descriptor’s values first', () => {
    const i18n = languages();
    expect(textIn(i18n, NAMED)).toBe('a.jpg: Sorry! Try again later');
    i18n.activate('xx');
    expect(textIn(i18n, NAMED)).toBe('Later, please (a.jpg)');
  });
});

describe('failureText', () => {
  it('keeps the server’s message a string and makes our last resort a descriptor', () => {
    expect(failureText({ message: 'Your connection was interrupted' })).toBe('Your connection was interrupted');
    expect(failureText({ message: '  ' })).toBe(TRY_AGAIN_LATER);
    expect(failureText(undefined)).toBe(TRY_AGAIN_LATER);
    expect(TRY_AGAIN_LATER.message).toBe('Sorry! Try again later');
  });
});
