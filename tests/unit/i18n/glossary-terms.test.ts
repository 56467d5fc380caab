/**
 * Issue 27: the translations keep to the glossary (docs/i18n-glossary.md). For each key term, a
 * message whose English has the term must have one of the glossary's stems in its Sinhala and its
 * Tamil translation, unless the message is in EXCEPTIONS below with the reason.
 *
 * Stems are the shortest form that is still unambiguous, so that inflected forms pass (Tamil
 * பட்டியல் → பட்டியலை, பட்டியலின்; சொத்து → சொத்தை). Before matching, the English loses its
 * ICU placeholders and the names kept in English (plan names, other sites and their screens' button
 * texts), so "Booking.com" or "Reservation Management" do not ask for the word for booking.
 *
 * Left out, because the English word is too ambiguous to check: "block" (also a block of text, an
 * imported block), "list" (also a list on screen), "code" (also a postcode, a country code), "check"
 * (check your details). And "reviews" as a noun (guests' reviews of a stay) is not "review" (our team
 * checking a listing): the plural is checked only as the verb (our team reviews the listing).
 */
import { describe, expect, it } from 'vitest';
import { catalog } from './helpers/po-file';


/** Names kept in English (the glossary's last paragraph), and ICU placeholders: removed from the English before matching. */
const KEPT_IN_ENGLISH =
  /StayLanka Host|Booking\.com|Reservation Management|Listing Only|Full Service|Property Listings|Host Portal|guest houses?|(Import|Export|Sync|Connect|Add) calendars?( connection)?|\{[^{}]*\}/gi;

type Term = { term: string; english: RegExp; si: string[]; ta: string[] };

/** The glossary, one row a term: the English pattern, and the stems each language accepts. */
const GLOSSARY: Term[] = [
  { term: 'booking', english: /\b(booking|reservation)s?\b/i, si: ['වෙන්කිරීම', 'වෙන් කිරීම', 'වෙන් ක'], ta: ['முன்பதிவ'] },
  { term: 'request', english: /\brequests?\b/i, si: ['ඉල්ල'], ta: ['கோர'] },
  { term: 'night', english: /\bnights?\b/i, si: ['රාත්‍ර'], ta: ['இரவு'] },
  { term: 'payout', english: /\bpayouts?\b/i, si: ['ගෙවීම'], ta: ['கொடுப்பனவு'] },
  { term: 'payment', english: /\bpayments?\b/i, si: ['ගෙවීම'], ta: ['கட்டண', 'செலுத்த'] },
  { term: 'listing', english: /\blistings?\b/i, si: ['දැන්වීම', 'ලැයිස්තුගත'], ta: ['பட்டியல'] },
  { term: 'property', english: /\bpropert(y|ies)\b/i, si: ['දේපළ'], ta: ['சொத்'] },
  { term: 'room', english: /\brooms?\b/i, si: ['කාමර'], ta: ['அறை'] },
  { term: 'unit', english: /\bunits?\b/i, si: ['ඒකක'], ta: ['அலக'] },
  { term: 'guest', english: /\bguests?\b/i, si: ['අමුත්'], ta: ['விருந்தின'] },
  { term: 'host', english: /\bhosts?\b/i, si: ['සත්කාරක'], ta: ['விருந்தோம்பு'] },
  { term: 'calendar', english: /\bcalendars?\b/i, si: ['දින දර්ශන'], ta: ['நாட்காட்டி'] },
  { term: 'earnings', english: /\bearnings\b/i, si: ['ඉපැයීම'], ta: ['வருமான'] },
  { term: 'commission', english: /\bcommissions?\b/i, si: ['කොමිස්'], ta: ['கமிஷன'] },
  { term: 'check-in/out', english: /\bcheck-(in|out)s?\b/i, si: ['චෙක්-'], ta: ['செக்-'] },
  { term: 'dashboard', english: /\bdashboard\b/i, si: ['උපකරණ පුවරුව'], ta: ['முகப்புப் பலகை'] },
  { term: 'sign up', english: /\bsign up\b/i, si: ['ලියාපදිංචි'], ta: ['பதிவு செய்', 'பதிவுசெய்'] },
  { term: 'log in/out', english: /\blog (in|out)\b/i, si: ['ඇතුළු', 'ඉවත් වන්න'], ta: ['உள்நுழை', 'வெளியேறு'] },
  { term: 'verify', english: /\b(verify|verification)\b/i, si: ['තහවුරු'], ta: ['சரிபா'] },
  { term: 'plan', english: /\bplans?\b/i, si: ['සැලසුම'], ta: ['திட்ட'] },
  { term: 'review', english: /\b(review|reviewed|reviewing)\b|\breviews (?=the|it|your|each)/i, si: ['සමාලෝචන'], ta: ['மதிப்பாய்வ'] },
  { term: 'approve', english: /\bapprov(e|ed|al)\b/i, si: ['අනුමත'], ta: ['அங்கீகர'] },
  { term: 'reject', english: /\breject(ed|ion)?\b/i, si: ['ප්‍රතික්ෂේප'], ta: ['நிராகர'] },
  { term: 'suspend', english: /\bsuspen(d|ded|sion)\b/i, si: ['අත්හිටුව'], ta: ['இடைநிறுத்த'] },
  { term: 'live', english: /\blive\b/i, si: ['සජීවී'], ta: ['நேரலை'] },
  { term: 'cancellation policy', english: /\bcancellation polic(y|ies)\b/i, si: ['ප්‍රතිපත්ති'], ta: ['கொள்கை'] },
  { term: 'refund', english: /\b(refunds?|refundable|non-refundable)\b/i, si: ['ආපසු'], ta: ['திருப்பி'] },
  { term: 'highlight', english: /\bhighlights?\b/i, si: ['විශේෂාංග'], ta: ['சிறப்பம்ச'] },
  { term: 'owner', english: /\bowners?\b/i, si: ['හිමිකරු'], ta: ['உரிமையாள'] },
  { term: 'unlist', english: /\bunlist(ed)?\b/i, si: ['ලැයිස්තුවෙන් ඉවත්'], ta: ['பட்டியலிலிருந்து'] },
];

/** Messages where the English word is not the glossary's idea (for both languages): term → msgid → reason. */
const EXCEPTIONS: Record<string, Record<string, string>> = {
  host: {
    'Service providers who host our systems and send our emails, under contracts that protect your data.': 'to host servers, not a host',
    'The guest is told you cannot host them, and the nights open again on your calendar.': 'the verb (to take them in), said with the verb',
    'Why host with us': 'the verb (hosting), a marketing heading',
  },
  calendar: { 'In the owner dashboard, choose the property and open Calendar.': 'Vrbo’s own screens, quoted in English' },
  dashboard: { 'In the owner dashboard, choose the property and open Calendar.': 'Vrbo’s own screens, quoted in English' },
  review: {
    'Ask us to review a decision made solely by automated processing.': 'data-protection right: to reconsider a decision',
    'Choose instant booking or review each request before you accept it.': 'the host looks at a request, not our team’s review',
  },
  payment: {
    'Reporting & Payments': 'the money the host receives (payouts), said with கொடுப்பனவு',
    'Many of the best places to stay in Sri Lanka are run by families and small teams: a guest house in Ella, a beach villa in Mirissa, a heritage bungalow near Kandy. They offer wonderful hospitality but often lose bookings to complicated platforms, high commissions and late payments.':
      'late payments to hosts (payouts), said with கொடுப்பனவு',
  },
};

const english = catalog('en').filter((entry) => !entry.obsolete).map((entry) => entry.msgid);

describe('glossary terms', () => {
  it('finds the terms in the English messages', () => {
    const found = GLOSSARY.filter(({ english: pattern }) => english.some((msgid) => pattern.test(msgid.replace(KEPT_IN_ENGLISH, ''))));
    expect(found.map(({ term }) => term)).toEqual(GLOSSARY.map(({ term }) => term));
  });

  for (const locale of ['si', 'ta'] as const) {
    it(`${locale}: every message with a glossary term uses the glossary's word`, () => {
      const offending: string[] = [];
      for (const { msgid, msgstr } of catalog(locale).filter((entry) => !entry.obsolete)) {
        const source = msgid.replace(KEPT_IN_ENGLISH, '');
        for (const { term, english: pattern, [locale]: stems } of GLOSSARY) {
          if (pattern.test(source) && !EXCEPTIONS[term]?.[msgid] && !stems.some((stem) => msgstr.includes(stem))) {
            offending.push(`[${locale}] ${term}: ${msgid}`);
          }
        }
      }
      expect(offending, `translations in src/locales/${locale}/messages.po not using docs/i18n-glossary.md`).toEqual([]);
    });
  }
});
