import { describe, expect, it } from 'vitest';
import {
  characterLength,
  countCharacters,
  isBlank,
  statusToWords,
  stripMarkup,
  truncateWords,
} from '../../../src/shared/text';

describe('countCharacters', () => {
  it.each([
    ['null', null, 0],
    ['undefined', undefined, 0],
    ['empty text', '', 0],
    ['an empty editor paragraph', '<p><br></p>', 0],
    ['plain text', 'Sea view', 8],
    ['text in a paragraph', '<p>Sea view</p>', 8],
    ['nested markup with attributes', '<p class="x"><strong>Sea</strong> <em>view</em></p>', 8],
    ['two paragraphs', '<p>ab</p><p>cd</p>', 4],
    ['a self-closing tag', 'a<br/>b', 2],
    ['a comment', 'a<!-- note > here -->b', 2],
    ['&nbsp; as one space', 'a&nbsp;b', 3],
    ['&amp; as one character', 'Tom &amp; Jerry', 11],
    ['&lt; and &gt; as text, not markup', '&lt;b&gt;', 3],
    ['numeric references', '&#65;&#x42;', 2],
    ['an emoji as one character', '<p>🙂</p>', 1],
    ['Sinhala text', '<p>කොළඹ</p>', 4],
    ['a lone < in text', '1 < 2', 5],
    ['an unknown entity as typed', '&bogus;', 7],
  ])('counts %s', (_label, html, expected) => expect(countCharacters(html)).toBe(expected));

  it('decodes entities once, so an escaped entity stays text', () => {
    expect(stripMarkup('&amp;lt;')).toBe('&lt;');
  });

  it('leaves an out-of-range numeric reference as typed', () => {
    expect(stripMarkup('&#9999999;')).toBe('&#9999999;');
  });
});

describe('truncateWords', () => {
  it.each([
    ['fewer words than the limit', 'one two', 3, 'one two'],
    ['exactly the limit', 'one two three', 3, 'one two three'],
    ['one word over the limit', 'one two three four', 3, 'one two three…'],
    ['extra whitespace between words', ' one   two\nthree  four ', 2, 'one two…'],
    ['a limit of zero', 'one two', 0, '…'],
    ['empty text', '', 3, ''],
    ['null', null, 3, ''],
  ])('handles %s', (_label, text, count, expected) => expect(truncateWords(text, count)).toBe(expected));

  it('uses the single ellipsis character, not three dots', () => {
    expect(truncateWords('a b c', 1)).toBe('a\u2026');
  });
});

describe('statusToWords', () => {
  it.each([
    ['pending_review', 'Pending Review'],
    ['listed', 'Listed'],
    ['ALL_INCLUSIVE', 'All Inclusive'],
    ['checked__in', 'Checked In'],
    ['', ''],
    [null, ''],
  ])('turns %j into %j', (status, words) => expect(statusToWords(status)).toBe(words));
});

describe('characterLength and isBlank', () => {
  it('counts code points, as the contract maxLength does', () => {
    expect(characterLength('🙂🙂')).toBe(2);
    expect(characterLength('abc')).toBe(3);
  });

  it.each([['', true], ['   ', true], ['\t\n ', true], [' a ', false]])('isBlank(%j) is %s', (text, blank) =>
    expect(isBlank(text)).toBe(blank),
  );
});
