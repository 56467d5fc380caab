/**
 * The mails to a host about their listings and bookings (moderation, reviewed changes, booking
 * alerts, sync conflicts) and the inquiry confirmation, in each interface language (issue 27).
 * A Record per language, so a missing language fails the type check. Names, codes, dates and
 * amounts come in as values; the plan names stay English (docs/i18n-glossary.md).
 */
import type { Locale } from '../../../shared/locales';

type ModerationTexts = {
  yourListing: string;
  approve: { subject: (place: string) => string; body: (place: string) => string };
  reject: { subject: (place: string) => string; body: (place: string) => string; resubmit: string; link: string };
  suspend: { subject: (place: string) => string; body: (place: string) => string; contact: string };
  unsuspend: { subject: (place: string) => string; body: (place: string) => string };
  seeListings: string;
};

export const MODERATION_TEXTS: Record<Locale, ModerationTexts> = {
  en: {
    yourListing: 'Your listing',
    approve: { subject: (p) => `${p} is approved and live`, body: (p) => `Good news: our team approved ${p}. Guests can find and book it from now on.` },
    reject: {
      subject: (p) => `${p} needs changes before it can go live`,
      body: (p) => `Our team reviewed ${p} and could not approve it yet. Here is what to change:`,
      resubmit: 'Edit your listing and submit it again; we review it as soon as we can.',
      link: 'Edit and resubmit',
    },
    suspend: {
      subject: (p) => `${p} is suspended`,
      body: (p) => `Our team suspended ${p}: guests cannot find or book it for now. The reason:`,
      contact: 'Reply to this email or contact our team to list it again.',
    },
    unsuspend: { subject: (p) => `${p} is live again`, body: (p) => `Our team lifted the suspension of ${p}. Guests can find and book it again.` },
    seeListings: 'See your listings',
  },
  si: {
    yourListing: 'ඔබේ දැන්වීම',
    approve: { subject: (p) => `${p} අනුමත කර පළ කර ඇත`, body: (p) => `සුබ පුවතක්: අපගේ කණ්ඩායම ${p} අනුමත කළා. මෙතැන් සිට අමුත්තන්ට එය සොයාගෙන වෙන්කර ගත හැක.` },
    reject: {
      subject: (p) => `${p} පළ කිරීමට පෙර වෙනස්කම් අවශ්‍යයි`,
      body: (p) => `අපගේ කණ්ඩායම ${p} සමාලෝචනය කළ නමුත් තවම අනුමත කළ නොහැකි වුණා. වෙනස් කළ යුතු දේ මෙන්න:`,
      resubmit: 'ඔබේ දැන්වීම සංස්කරණය කර නැවත ඉදිරිපත් කරන්න; අපි හැකි ඉක්මනින් එය සමාලෝචනය කරමු.',
      link: 'සංස්කරණය කර නැවත ඉදිරිපත් කරන්න',
    },
    suspend: {
      subject: (p) => `${p} අත්හිටුවා ඇත`,
      body: (p) => `අපගේ කණ්ඩායම ${p} අත්හිටුවා ඇත: දැනට අමුත්තන්ට එය සොයාගැනීමට හෝ වෙන්කර ගැනීමට නොහැක. හේතුව:`,
      contact: 'එය නැවත ලැයිස්තුගත කිරීමට මෙම ලිපියට පිළිතුරු දෙන්න, නැත්නම් අපගේ කණ්ඩායම අමතන්න.',
    },
    unsuspend: { subject: (p) => `${p} නැවත පළ කර ඇත`, body: (p) => `අපගේ කණ්ඩායම ${p} අත්හිටුවීම ඉවත් කළා. අමුත්තන්ට නැවතත් එය සොයාගෙන වෙන්කර ගත හැක.` },
    seeListings: 'ඔබේ දැන්වීම් බලන්න',
  },
  ta: {
    yourListing: 'உங்கள் பட்டியல்',
    approve: { subject: (p) => `${p} அங்கீகரிக்கப்பட்டு வெளியிடப்பட்டது`, body: (p) => `நல்ல செய்தி: எங்கள் குழு ${p} ஐ அங்கீகரித்தது. இனி விருந்தினர்கள் அதைக் கண்டு முன்பதிவு செய்யலாம்.` },
    reject: {
      subject: (p) => `${p} வெளியிடப்படும் முன் மாற்றங்கள் தேவை`,
      body: (p) => `எங்கள் குழு ${p} ஐப் பரிசீலித்தது, ஆனால் இன்னும் அங்கீகரிக்க முடியவில்லை. மாற்ற வேண்டியவை:`,
      resubmit: 'உங்கள் பட்டியலைத் திருத்தி மீண்டும் சமர்ப்பியுங்கள்; கூடிய விரைவில் பரிசீலிப்போம்.',
      link: 'திருத்தி மீண்டும் சமர்ப்பியுங்கள்',
    },
    suspend: {
      subject: (p) => `${p} இடைநிறுத்தப்பட்டது`,
      body: (p) => `எங்கள் குழு ${p} ஐ இடைநிறுத்தியது: தற்போது விருந்தினர்கள் அதைக் காணவோ முன்பதிவு செய்யவோ முடியாது. காரணம்:`,
      contact: 'மீண்டும் பட்டியலிட, இந்த மின்னஞ்சலுக்குப் பதிலளியுங்கள் அல்லது எங்கள் குழுவைத் தொடர்புகொள்ளுங்கள்.',
    },
    unsuspend: { subject: (p) => `${p} மீண்டும் வெளியிடப்பட்டது`, body: (p) => `எங்கள் குழு ${p} இன் இடைநிறுத்தத்தை நீக்கியது. விருந்தினர்கள் மீண்டும் அதைக் கண்டு முன்பதிவு செய்யலாம்.` },
    seeListings: 'உங்கள் பட்டியல்களைப் பாருங்கள்',
  },
};

type ChangeReviewTexts = {
  yourListing: string;
  approvedBody: (place: string, what: string) => string;
  rejectedBody: (place: string, what: string) => string;
  note: string;
  reason: string;
  changeAgain: string;
  approvedSubject: (place: string) => string;
  rejectedSubject: (place: string) => string;
  link: string;
};

export const CHANGE_REVIEW_TEXTS: Record<Locale, ChangeReviewTexts> = {
  en: {
    yourListing: 'your listing',
    approvedBody: (p, w) => `Our team approved your changes to ${p}: ${w}. Guests see them from now on.`,
    rejectedBody: (p, w) => `Our team could not approve your changes to ${p}: ${w}. Guests keep seeing the approved version.`,
    note: 'A note from our team:',
    reason: 'The reason:',
    changeAgain: 'Change these sections in the listing editor and save them again; we review them as soon as we can.',
    approvedSubject: (p) => `Your changes to ${p} are live`,
    rejectedSubject: (p) => `Your changes to ${p} were not approved`,
    link: 'Open the listing editor',
  },
  si: {
    yourListing: 'ඔබේ දැන්වීම',
    approvedBody: (p, w) => `අපගේ කණ්ඩායම ${p} සඳහා ඔබ කළ වෙනස්කම් අනුමත කළා: ${w}. මෙතැන් සිට අමුත්තන් ඒවා දකිනවා.`,
    rejectedBody: (p, w) => `අපගේ කණ්ඩායමට ${p} සඳහා ඔබ කළ වෙනස්කම් අනුමත කළ නොහැකි වුණා: ${w}. අමුත්තන් දිගටම අනුමත අනුවාදය දකිනවා.`,
    note: 'අපගේ කණ්ඩායමේ සටහනක්:',
    reason: 'හේතුව:',
    changeAgain: 'දැන්වීම් සංස්කාරකයේ මෙම කොටස් වෙනස් කර නැවත සුරකින්න; අපි හැකි ඉක්මනින් ඒවා සමාලෝචනය කරමු.',
    approvedSubject: (p) => `${p} සඳහා ඔබේ වෙනස්කම් දැන් පළ කර ඇත`,
    rejectedSubject: (p) => `${p} සඳහා ඔබේ වෙනස්කම් අනුමත නොවුණා`,
    link: 'දැන්වීම් සංස්කාරකය විවෘත කරන්න',
  },
  ta: {
    yourListing: 'உங்கள் பட்டியல்',
    approvedBody: (p, w) => `${p} இல் நீங்கள் செய்த மாற்றங்களை எங்கள் குழு அங்கீகரித்தது: ${w}. இனி விருந்தினர்கள் அவற்றைப் பார்ப்பார்கள்.`,
    rejectedBody: (p, w) => `${p} இல் நீங்கள் செய்த மாற்றங்களை எங்கள் குழுவால் அங்கீகரிக்க முடியவில்லை: ${w}. விருந்தினர்கள் அங்கீகரிக்கப்பட்ட பதிப்பையே தொடர்ந்து பார்ப்பார்கள்.`,
    note: 'எங்கள் குழுவின் குறிப்பு:',
    reason: 'காரணம்:',
    changeAgain: 'பட்டியல் திருத்தியில் இந்தப் பகுதிகளை மாற்றி மீண்டும் சேமியுங்கள்; கூடிய விரைவில் பரிசீலிப்போம்.',
    approvedSubject: (p) => `${p} இல் உங்கள் மாற்றங்கள் வெளியிடப்பட்டன`,
    rejectedSubject: (p) => `${p} இல் உங்கள் மாற்றங்கள் அங்கீகரிக்கப்படவில்லை`,
    link: 'பட்டியல் திருத்தியைத் திறவுங்கள்',
  },
};

type InquiryConfirmationTexts = {
  subject: (plan: string) => string;
  paragraphs: (plan: string, propertyType: string, phone: string) => string[];
};

export const INQUIRY_CONFIRMATION_TEXTS: Record<Locale, InquiryConfirmationTexts> = {
  en: {
    subject: (plan) => `We received your ${plan} inquiry`,
    paragraphs: (plan, type, phone) => [
      `Thank you for your interest in the ${plan} plan for your property (${type}). Your inquiry has reached our sales team.`,
      `What happens next: a member of our sales team will contact you, typically within one working day, by phone at ${phone} or by email at this address. They will answer your questions, explain the commission and how payments work on this plan, and set the plan up for your listing.`,
      'You do not need to do anything else in the meantime. If you did not send this inquiry, you can ignore this email.',
    ],
  },
  si: {
    subject: (plan) => `ඔබේ ${plan} විමසීම අපට ලැබුණා`,
    paragraphs: (plan, type, phone) => [
      `ඔබේ දේපළ (${type}) සඳහා ${plan} සැලැස්ම ගැන උනන්දු වීමට ස්තූතියි. ඔබේ විමසීම අපගේ විකුණුම් කණ්ඩායමට ලැබුණා.`,
      `ඊළඟට සිදු වන්නේ: අපගේ විකුණුම් කණ්ඩායමේ සාමාජිකයෙක් සාමාන්‍යයෙන් එක් වැඩ කරන දිනයක් ඇතුළත ${phone} දුරකථන අංකයෙන් හෝ මෙම විද්‍යුත් තැපැල් ලිපිනයෙන් ඔබ අමතනු ඇත. ඔවුන් ඔබේ ප්‍රශ්නවලට පිළිතුරු දී, මෙම සැලැස්මේ කොමිස් සහ ගෙවීම් ක්‍රියා කරන ආකාරය පැහැදිලි කර, ඔබේ දැන්වීමට සැලැස්ම සකසනු ඇත.`,
      'මේ අතරතුර ඔබට වෙනත් කිසිවක් කිරීමට අවශ්‍ය නැහැ. ඔබ මෙම විමසීම එව්වේ නැත්නම්, මෙම ලිපිය නොසලකා හරින්න.',
    ],
  },
  ta: {
    subject: (plan) => `உங்கள் ${plan} விசாரணை கிடைத்தது`,
    paragraphs: (plan, type, phone) => [
      `உங்கள் சொத்துக்கான (${type}) ${plan} திட்டத்தில் ஆர்வம் காட்டியதற்கு நன்றி. உங்கள் விசாரணை எங்கள் விற்பனைக் குழுவை அடைந்துள்ளது.`,
      `அடுத்து நடப்பது: எங்கள் விற்பனைக் குழுவைச் சேர்ந்த ஒருவர் பொதுவாக ஒரு வேலை நாளுக்குள் ${phone} என்ற தொலைபேசி எண்ணிலோ இந்த மின்னஞ்சல் முகவரியிலோ உங்களைத் தொடர்புகொள்வார். உங்கள் கேள்விகளுக்குப் பதிலளித்து, இந்தத் திட்டத்தின் கமிஷனையும் கட்டணங்கள் எப்படிச் செயல்படுகின்றன என்பதையும் விளக்கி, உங்கள் பட்டியலுக்குத் திட்டத்தை அமைப்பார்.`,
      'இதற்கிடையில் நீங்கள் வேறு எதுவும் செய்ய வேண்டியதில்லை. இந்த விசாரணையை நீங்கள் அனுப்பவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்.',
    ],
  },
};
