import { truncateWords } from '../shared/text';

/** How many words of each kind of text a list row shows (spec §9's truncation helper). */
export const LIST_WORDS = { listingName: 8, personName: 5, place: 10 } as const;

/**
 * A text cut to its first `words` words with '…' where it sits in a list, so one long listing name
 * or guest name does not push a row to three lines on a phone. Pointer users read the whole text in
 * the tooltip; screen readers hear it whole instead of the cut one.
 */
export function ShortText({ text, words }: { text: string; words: number }) {
  const short = truncateWords(text, words);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span aria-hidden="true" title={text}>
        {short}
      </span>
      <span className="visually-hidden">{text}</span>
    </>
  );
}
