/**
 * Booking alerts and sync-conflict mails to a host, in each interface language (issue 27). A
 * Record per language, so a missing language fails the type check. Dates and amounts come in
 * formatted; guest, feed and property names as typed.
 */
import type { Locale } from '../../../shared/locales';

type BookingAlertTexts = {
  yourProperty: string;
  withinDay: string;
  channel: Record<'guest_site' | 'manual' | 'airbnb' | 'booking_com' | 'other', string>;
  nights: (n: number) => string;
  adults: (n: number) => string;
  children: (n: number) => string;
  stay: (from: string, to: string, nights: string) => string;
  newSubject: (code: string, guest: string, day: string) => string;
  newBody: (guest: string, place: string, channel: string) => string;
  awaitingSubject: (code: string) => string;
  awaitingBody: (guest: string, place: string, by: string) => string;
  held: string;
  dateChangeSubject: (code: string, from: string, to: string) => string;
  dateChangeFrom: (guest: string, place: string, from: string, to: string) => string;
  dateChangeBody: (guest: string, place: string) => string;
  cancelSubject: (code: string) => string;
  cancelBody: (guest: string, place: string, from: string) => string;
  reason: (reason: string) => string;
  turnOff: string;
  labels: { code: string; property: string; stay: string; guests: string; amount: string; specialRequests: string };
  amount: (amount: string, net: string) => string;
  answer: string;
  open: string;
};

export const BOOKING_ALERT_TEXTS: Record<Locale, BookingAlertTexts> = {
  en: {
    yourProperty: 'your property',
    withinDay: 'within 24 hours',
    channel: { guest_site: 'our guest site', manual: 'a manual booking', airbnb: 'Airbnb', booking_com: 'Booking.com', other: 'another channel' },
    nights: (n) => `${n} ${n === 1 ? 'night' : 'nights'}`,
    adults: (n) => `${n} ${n === 1 ? 'adult' : 'adults'}`,
    children: (n) => `${n} ${n === 1 ? 'child' : 'children'}`,
    stay: (from, to, nights) => `${from} to ${to} (${nights})`,
    newSubject: (code, guest, day) => `New booking ${code}: ${guest}, ${day}`,
    newBody: (guest, place, channel) => `${guest} booked ${place} through ${channel}. The nights are now booked on your calendar.`,
    awaitingSubject: (code) => `Booking request ${code} waits for your answer`,
    awaitingBody: (guest, place, by) =>
      `${guest} asked to book ${place}. Please accept or decline the request by ${by} (Sri Lanka time); after that it lapses and the guest is told.`,
    held: 'The nights are held for this guest until you answer.',
    dateChangeSubject: (code, from, to) => `Booking ${code}: new dates ${from} to ${to}`,
    dateChangeFrom: (guest, place, from, to) =>
      `The dates of ${guest}'s stay at ${place} changed from ${from} – ${to} to the dates below. Your calendar shows the new nights.`,
    dateChangeBody: (guest, place) => `The dates of ${guest}'s stay at ${place} changed. Your calendar shows the new nights.`,
    cancelSubject: (code) => `Booking ${code} was cancelled`,
    cancelBody: (guest, place, from) => `${guest}'s stay at ${place} from ${from} was cancelled. The nights are open again on your calendar.`,
    reason: (reason) => `Reason given: ${reason}`,
    turnOff: 'You can turn this kind of email off under Booking alerts on your profile.',
    labels: { code: 'Booking code', property: 'Property', stay: 'Stay', guests: 'Guests', amount: 'Amount', specialRequests: 'Special requests' },
    amount: (amount, net) => `${amount}, you receive ${net}`,
    answer: 'Answer the request',
    open: 'Open the booking',
  },
  si: {
    yourProperty: 'ඔබේ දේපළ',
    withinDay: 'පැය 24ක් ඇතුළත',
    channel: { guest_site: 'අපගේ අමුත්තන්ගේ වෙබ් අඩවිය', manual: 'අතින් ඇතුළත් කළ වෙන්කිරීමක්', airbnb: 'Airbnb', booking_com: 'Booking.com', other: 'වෙනත් මාර්ගයක්' },
    nights: (n) => `රාත්‍රී ${n}`,
    adults: (n) => `වැඩිහිටියන් ${n}`,
    children: (n) => `ළමුන් ${n}`,
    stay: (from, to, nights) => `${from} සිට ${to} දක්වා (${nights})`,
    newSubject: (code, guest, day) => `නව වෙන්කිරීම ${code}: ${guest}, ${day}`,
    newBody: (guest, place, channel) => `${guest} ${channel} හරහා ${place} වෙන්කර ගත්තා. එම රාත්‍රී දැන් ඔබේ දින දර්ශනයේ වෙන්කර ඇත.`,
    awaitingSubject: (code) => `වෙන්කිරීමේ ඉල්ලීම ${code} ඔබේ පිළිතුර බලාපොරොත්තුවෙන්`,
    awaitingBody: (guest, place, by) =>
      `${guest} ${place} වෙන්කර ගැනීමට ඉල්ලා ඇත. කරුණාකර ${by} (ශ්‍රී ලංකා වේලාව) ට පෙර ඉල්ලීම පිළිගන්න හෝ ප්‍රතික්ෂේප කරන්න; ඉන් පසු එය කල් ඉකුත් වී අමුත්තාට දැනුම් දෙනු ලැබේ.`,
    held: 'ඔබ පිළිතුරු දෙන තුරු එම රාත්‍රී මෙම අමුත්තා සඳහා රඳවා තබා ඇත.',
    dateChangeSubject: (code, from, to) => `වෙන්කිරීම ${code}: නව දින ${from} සිට ${to} දක්වා`,
    dateChangeFrom: (guest, place, from, to) =>
      `${place} හි ${guest}ගේ නවාතැනේ දින ${from} – ${to} සිට පහත දින වලට වෙනස් විය. ඔබේ දින දර්ශනයේ නව රාත්‍රී පෙන්වයි.`,
    dateChangeBody: (guest, place) => `${place} හි ${guest}ගේ නවාතැනේ දින වෙනස් විය. ඔබේ දින දර්ශනයේ නව රාත්‍රී පෙන්වයි.`,
    cancelSubject: (code) => `වෙන්කිරීම ${code} අවලංගු කරන ලදී`,
    cancelBody: (guest, place, from) => `${from} සිට ${place} හි ${guest}ගේ නවාතැන අවලංගු කරන ලදී. එම රාත්‍රී නැවතත් ඔබේ දින දර්ශනයේ විවෘතයි.`,
    reason: (reason) => `දුන් හේතුව: ${reason}`,
    turnOff: 'ඔබේ පැතිකඩේ "Booking alerts" යටතේ මෙවැනි ලිපි අක්‍රිය කළ හැක.',
    labels: { code: 'වෙන්කිරීමේ කේතය', property: 'දේපළ', stay: 'නවාතැන', guests: 'අමුත්තන්', amount: 'මුදල', specialRequests: 'විශේෂ ඉල්ලීම්' },
    amount: (amount, net) => `${amount}, ඔබට ලැබෙන්නේ ${net}`,
    answer: 'ඉල්ලීමට පිළිතුරු දෙන්න',
    open: 'වෙන්කිරීම විවෘත කරන්න',
  },
  ta: {
    yourProperty: 'உங்கள் சொத்து',
    withinDay: '24 மணி நேரத்துக்குள்',
    channel: { guest_site: 'எங்கள் விருந்தினர் இணையதளம்', manual: 'கைமுறை முன்பதிவு', airbnb: 'Airbnb', booking_com: 'Booking.com', other: 'வேறொரு வழி' },
    nights: (n) => `${n} ${n === 1 ? 'இரவு' : 'இரவுகள்'}`,
    adults: (n) => `${n} ${n === 1 ? 'பெரியவர்' : 'பெரியவர்கள்'}`,
    children: (n) => `${n} ${n === 1 ? 'குழந்தை' : 'குழந்தைகள்'}`,
    stay: (from, to, nights) => `${from} முதல் ${to} வரை (${nights})`,
    newSubject: (code, guest, day) => `புதிய முன்பதிவு ${code}: ${guest}, ${day}`,
    newBody: (guest, place, channel) => `${guest} ${channel} மூலம் ${place} ஐ முன்பதிவு செய்தார். அந்த இரவுகள் இப்போது உங்கள் நாட்காட்டியில் பதிவாகியுள்ளன.`,
    awaitingSubject: (code) => `முன்பதிவுக் கோரிக்கை ${code} உங்கள் பதிலுக்காகக் காத்திருக்கிறது`,
    awaitingBody: (guest, place, by) =>
      `${guest} ${place} ஐ முன்பதிவு செய்யக் கோரியுள்ளார். ${by} (இலங்கை நேரம்) க்கு முன் கோரிக்கையை ஏற்கவும் அல்லது நிராகரிக்கவும்; அதன் பிறகு அது காலாவதியாகி விருந்தினருக்குத் தெரிவிக்கப்படும்.`,
    held: 'நீங்கள் பதிலளிக்கும் வரை அந்த இரவுகள் இந்த விருந்தினருக்காக வைக்கப்பட்டுள்ளன.',
    dateChangeSubject: (code, from, to) => `முன்பதிவு ${code}: புதிய தேதிகள் ${from} முதல் ${to} வரை`,
    dateChangeFrom: (guest, place, from, to) =>
      `${place} இல் ${guest} தங்கும் தேதிகள் ${from} – ${to} இலிருந்து கீழே உள்ள தேதிகளுக்கு மாறின. உங்கள் நாட்காட்டி புதிய இரவுகளைக் காட்டுகிறது.`,
    dateChangeBody: (guest, place) => `${place} இல் ${guest} தங்கும் தேதிகள் மாறின. உங்கள் நாட்காட்டி புதிய இரவுகளைக் காட்டுகிறது.`,
    cancelSubject: (code) => `முன்பதிவு ${code} ரத்து செய்யப்பட்டது`,
    cancelBody: (guest, place, from) => `${from} முதல் ${place} இல் ${guest} தங்குவது ரத்து செய்யப்பட்டது. அந்த இரவுகள் மீண்டும் உங்கள் நாட்காட்டியில் திறந்துள்ளன.`,
    reason: (reason) => `கூறப்பட்ட காரணம்: ${reason}`,
    turnOff: 'உங்கள் சுயவிவரத்தில் "Booking alerts" என்பதன் கீழ் இவ்வகை மின்னஞ்சல்களை நிறுத்தலாம்.',
    labels: { code: 'முன்பதிவுக் குறியீடு', property: 'சொத்து', stay: 'தங்குதல்', guests: 'விருந்தினர்கள்', amount: 'தொகை', specialRequests: 'சிறப்புக் கோரிக்கைகள்' },
    amount: (amount, net) => `${amount}, உங்களுக்குக் கிடைப்பது ${net}`,
    answer: 'கோரிக்கைக்குப் பதிலளியுங்கள்',
    open: 'முன்பதிவைத் திறவுங்கள்',
  },
};
