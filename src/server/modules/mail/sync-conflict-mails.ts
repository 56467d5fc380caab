import type { components } from '../../../../openapi/schema';
import { FEED_CHANNEL_LABELS } from '../../../shared/ical-feed';
import { CHANNEL_LABELS } from '../../../shared/reservation-labels';
import { formatDay } from '../../../shared/format';
import { nightsBetween } from '../../../shared/reservation-dates';
import type { MailMessage } from '../../lib/mailer';
import type { Locale } from '../../../shared/locales';
import { composeMail } from './mail-layout';

type SyncConflict = components['schemas']['SyncConflict'];

export interface SyncConflictMailInput {
  to: string;
  hostName: string;
  publicUrl: string;
  /** New conflicts of one property, soonest first. */
  conflicts: SyncConflict[];
}

type Texts = {
  nights: (n: number) => string;
  stay: (from: string, to: string, nights: string) => string;
  hasBooking: string;
  hasClosed: string;
  imported: (feed: string, channel: string, what: string, unit: string | null, stay: string) => string;
  booking: (code: string, guest: string, channel: string, stay: string) => string;
  blocked: (stay: string, note: string | null) => string;
  yourProperty: string;
  oneSubject: (place: string, channel: string, day: string) => string;
  manySubject: (count: number, place: string) => string;
  oneOpening: string;
  manyOpening: string;
  whatToDo: string;
  importedLabel: (index: number | null) => string;
  alreadyHere: string;
  link: string;
};

/** The mail's texts in each interface language (issue 27); a missing language fails the type check. */
const TEXTS: Record<Locale, Texts> = {
  en: {
    nights: (n) => `${n} ${n === 1 ? 'night' : 'nights'}`,
    stay: (from, to, nights) => `${from} to ${to} (${nights})`,
    hasBooking: 'has a booking',
    hasClosed: 'has closed the nights',
    imported: (feed, channel, what, unit, stay) => `“${feed}” (${channel}) ${what}${unit ? ` for ${unit}` : ''}, ${stay}`,
    booking: (code, guest, channel, stay) => `Booking ${code}: ${guest} (${channel}), ${stay}`,
    blocked: (stay, note) => `You blocked ${stay}${note ? `: ${note}` : ''}`,
    yourProperty: 'your property',
    oneSubject: (place, channel, day) => `Calendar conflict at ${place}: ${channel} and a booking share ${day}`,
    manySubject: (count, place) => `${count} calendar conflicts at ${place} need your attention`,
    oneOpening: 'A calendar you import has nights that are already taken here. One of the two may be a double booking.',
    manyOpening: 'Calendars you import have nights that are already taken here. Some may be double bookings.',
    whatToDo:
      'The nights that were free are blocked; the taken ones stay with the booking below. Check both, then cancel one of them or change its dates. The conflict clears at the next sync.',
    importedLabel: (index) => (index === null ? 'Imported' : `Conflict ${index}: imported`),
    alreadyHere: 'Already here',
    link: 'Open the calendar sync',
  },
  si: {
    nights: (n) => `රාත්‍රී ${n}`,
    stay: (from, to, nights) => `${from} සිට ${to} දක්වා (${nights})`,
    hasBooking: 'හි වෙන්කිරීමක් ඇත',
    hasClosed: 'හි රාත්‍රී වසා ඇත',
    imported: (feed, channel, what, unit, stay) => `“${feed}” (${channel})${unit ? ` ${unit} සඳහා` : ''} ${what}, ${stay}`,
    booking: (code, guest, channel, stay) => `වෙන්කිරීම ${code}: ${guest} (${channel}), ${stay}`,
    blocked: (stay, note) => `ඔබ ${stay} වසා ඇත${note ? `: ${note}` : ''}`,
    yourProperty: 'ඔබේ දේපළ',
    oneSubject: (place, channel, day) => `${place} හි දින දර්ශන ගැටුමක්: ${channel} සහ වෙන්කිරීමක් ${day} දිනය බෙදා ගනී`,
    manySubject: (count, place) => `${place} හි දින දර්ශන ගැටුම් ${count}ක් ඔබේ අවධානය බලාපොරොත්තු වේ`,
    oneOpening: 'ඔබ ආයාත කරන දින දර්ශනයක මෙහි දැනටමත් වෙන් වී ඇති රාත්‍රී තිබෙනවා. දෙකෙන් එකක් ද්විත්ව වෙන්කිරීමක් විය හැක.',
    manyOpening: 'ඔබ ආයාත කරන දින දර්ශනවල මෙහි දැනටමත් වෙන් වී ඇති රාත්‍රී තිබෙනවා. සමහරක් ද්විත්ව වෙන්කිරීම් විය හැක.',
    whatToDo:
      'නිදහස්ව තිබූ රාත්‍රී වසා ඇත; වෙන් වී ඇති රාත්‍රී පහත වෙන්කිරීමටම අයත්ව පවතී. දෙකම පරීක්ෂා කර, එකක් අවලංගු කරන්න හෝ එහි දින වෙනස් කරන්න. ඊළඟ සමමුහුර්තයේදී ගැටුම ඉවත් වේ.',
    importedLabel: (index) => (index === null ? 'ආයාත කළ' : `ගැටුම ${index}: ආයාත කළ`),
    alreadyHere: 'දැනටමත් මෙහි',
    link: 'දින දර්ශන සමමුහුර්තය විවෘත කරන්න',
  },
  ta: {
    nights: (n) => `${n} ${n === 1 ? 'இரவு' : 'இரவுகள்'}`,
    stay: (from, to, nights) => `${from} முதல் ${to} வரை (${nights})`,
    hasBooking: 'இல் ஒரு முன்பதிவு உள்ளது',
    hasClosed: 'இல் இரவுகள் மூடப்பட்டுள்ளன',
    imported: (feed, channel, what, unit, stay) => `“${feed}” (${channel})${unit ? ` ${unit} க்கு` : ''} ${what}, ${stay}`,
    booking: (code, guest, channel, stay) => `முன்பதிவு ${code}: ${guest} (${channel}), ${stay}`,
    blocked: (stay, note) => `நீங்கள் ${stay} ஐ மூடியுள்ளீர்கள்${note ? `: ${note}` : ''}`,
    yourProperty: 'உங்கள் சொத்து',
    oneSubject: (place, channel, day) => `${place} இல் நாட்காட்டி முரண்பாடு: ${channel} உம் ஒரு முன்பதிவும் ${day} ஐப் பகிர்கின்றன`,
    manySubject: (count, place) => `${place} இல் ${count} நாட்காட்டி முரண்பாடுகள் உங்கள் கவனத்தை வேண்டுகின்றன`,
    oneOpening: 'நீங்கள் இறக்கும் ஒரு நாட்காட்டியில் இங்கே ஏற்கனவே பதிவான இரவுகள் உள்ளன. இரண்டில் ஒன்று இரட்டை முன்பதிவாக இருக்கலாம்.',
    manyOpening: 'நீங்கள் இறக்கும் நாட்காட்டிகளில் இங்கே ஏற்கனவே பதிவான இரவுகள் உள்ளன. சில இரட்டை முன்பதிவுகளாக இருக்கலாம்.',
    whatToDo:
      'காலியாக இருந்த இரவுகள் மூடப்பட்டன; பதிவான இரவுகள் கீழே உள்ள முன்பதிவுடனே இருக்கும். இரண்டையும் சரிபார்த்து, ஒன்றை ரத்து செய்யுங்கள் அல்லது அதன் தேதிகளை மாற்றுங்கள். அடுத்த ஒத்திசைவில் முரண்பாடு நீங்கும்.',
    importedLabel: (index) => (index === null ? 'இறக்கப்பட்டது' : `முரண்பாடு ${index}: இறக்கப்பட்டது`),
    alreadyHere: 'ஏற்கனவே இங்கே',
    link: 'நாட்காட்டி ஒத்திசைவைத் திறவுங்கள்',
  },
};

const stay = (texts: Texts, from: string, to: string, locale: Locale) => texts.stay(formatDay(from, locale), formatDay(to, locale), texts.nights(nightsBetween(from, to)));

/** '“Airbnb calendar” (Airbnb) has a booking for Room 1, 10 Mar 2031 to 13 Mar 2031 (3 nights)'. */
function imported(texts: Texts, conflict: SyncConflict, locale: Locale): string {
  const what = conflict.event.kind === 'reserved' ? texts.hasBooking : texts.hasClosed;
  return texts.imported(conflict.feedName, FEED_CHANNEL_LABELS[conflict.channel], what, conflict.unitName ?? null, stay(texts, conflict.event.startsOn, conflict.event.endsOn, locale));
}

/** What already holds the nights here: the reservation (code, guest, channel) or the host's block. */
function heldBy(texts: Texts, conflict: SyncConflict, locale: Locale): string {
  if (conflict.reservation) {
    const r = conflict.reservation;
    return texts.booking(r.code, r.guestName, CHANNEL_LABELS[r.channel], stay(texts, r.checkIn, r.checkOut, locale));
  }
  const block = conflict.block!;
  return texts.blocked(stay(texts, block.startsOn, block.endsOn, locale), block.note || null);
}

/**
 * Tells a host about imported events that collide with their bookings or blocks (sent once per
 * conflict, several together when one sync finds several), in the host's stored language. HTML
 * and text; the feed names and guest names are escaped by composeMail. The link opens the sync screen.
 */
export function syncConflictMail(input: SyncConflictMailInput, locale: Locale = 'en'): MailMessage {
  const texts = TEXTS[locale];
  const { conflicts } = input;
  const first = conflicts[0];
  const place = first.propertyName ?? texts.yourProperty;
  const one = conflicts.length === 1;
  return {
    ...composeMail({
      to: input.to,
      name: input.hostName,
      publicUrl: input.publicUrl,
      locale,
      subject: one ? texts.oneSubject(place, FEED_CHANNEL_LABELS[first.channel], formatDay(first.event.startsOn, locale)) : texts.manySubject(conflicts.length, place),
      paragraphs: [one ? texts.oneOpening : texts.manyOpening, texts.whatToDo],
      details: conflicts.flatMap((conflict, index) => [
        { label: texts.importedLabel(one ? null : index + 1), value: imported(texts, conflict, locale) },
        { label: texts.alreadyHere, value: heldBy(texts, conflict, locale) },
      ]),
      link: { label: texts.link, url: `${input.publicUrl}/synchronize/${first.propertyId}` },
    }),
    kind: 'sync-conflict',
  };
}
