/** Sinhala and Tamil for RULE_MESSAGES, API_MESSAGES and TWO_STEP_MESSAGES (issue 27; docs/i18n-glossary.md). */
import type { API_MESSAGES } from '../api-messages';
import type { RULE_MESSAGES } from '../messages';
import type { TWO_STEP_MESSAGES } from '../two-step';

export type Translated<T> = Record<'si' | 'ta', Record<keyof T, string>>;

export const RULE_TRANSLATIONS: Translated<typeof RULE_MESSAGES> = {
  si: {
    invalidEmail: 'කරුණාකර වලංගු විද්‍යුත් තැපැල් ලිපිනයක් ඇතුළත් කරන්න',
    invalidContactNumber: 'කරුණාකර වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න',
    invalidNic: 'කරුණාකර වලංගු ජාතික හැඳුනුම්පත් අංකයක් ඇතුළත් කරන්න',
    invalidName: 'කරුණාකර වලංගු නමක් ඇතුළත් කරන්න',
    invalidPassword: 'මුරපදයේ අකුරු 6–50ක් තිබිය යුතු අතර අවම වශයෙන් එක් ලොකු අකුරක් (A–Z) සහ එක් ඉලක්කමක් ඇතුළත් විය යුතුයි',
    nameEmpty: 'නම හිස්ව තැබිය නොහැක',
    nameSpaces: 'නමට හිස්තැන් පමණක් තිබිය නොහැක',
    emailEmpty: 'විද්‍යුත් තැපැල් ලිපිනය හිස්ව තැබිය නොහැක',
    contactNumberEmpty: 'කරුණාකර දුරකථන අංකය ඇතුළත් කරන්න',
    contactNumberTooLong: 'අකුරු 15කට වඩා ඇතුළත් කළ නොහැක',
    addressEmpty: 'ලිපිනය හිස්ව තැබිය නොහැක',
    addressSpaces: 'ලිපිනයට හිස්තැන් පමණක් තිබිය නොහැක',
    propertyTypeEmpty: 'දේපළ වර්ගය හිස්ව තැබිය නොහැක',
    urlRequired: 'URL එක අවශ්‍යයි',
    urlTooShort: 'අවම වශයෙන් අකුරු 6ක් අවශ්‍යයි',
    urlLooksInvalid: 'වලංගු URL එකක් ඇතුළත් කරන්න',
    messageEmpty: 'පණිවිඩය හිස්ව තැබිය නොහැක',
    messageSpaces: 'පණිවිඩයට හිස්තැන් පමණක් තිබිය නොහැක',
    messageTooLong: 'පණිවිඩය අකුරු 500 ඉක්මවිය නොහැක',
    toastContactNumberEmpty: 'දුරකථන අංකය හිස්ව තැබිය නොහැක',
    toastMessageEmpty: 'විමසීමේ පණිවිඩය හිස්ව තැබිය නොහැක',
  },
  ta: {
    invalidEmail: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடுங்கள்',
    invalidContactNumber: 'சரியான தொடர்பு எண்ணை உள்ளிடுங்கள்',
    invalidNic: 'சரியான தேசிய அடையாள அட்டை எண்ணை உள்ளிடுங்கள்',
    invalidName: 'சரியான பெயரை உள்ளிடுங்கள்',
    invalidPassword: 'கடவுச்சொல்லில் 6–50 எழுத்துகள் இருக்க வேண்டும், குறைந்தது ஒரு பெரிய எழுத்தும் (A–Z) ஒரு எண்ணும் இருக்க வேண்டும்',
    nameEmpty: 'பெயர் காலியாக இருக்கக்கூடாது',
    nameSpaces: 'பெயரில் இடைவெளிகள் மட்டும் இருக்கக்கூடாது',
    emailEmpty: 'மின்னஞ்சல் காலியாக இருக்கக்கூடாது',
    contactNumberEmpty: 'தொடர்பு எண்ணை உள்ளிடுங்கள்',
    contactNumberTooLong: '15 எழுத்துகளுக்கு மேல் உள்ளிட முடியாது',
    addressEmpty: 'முகவரி காலியாக இருக்கக்கூடாது',
    addressSpaces: 'முகவரியில் இடைவெளிகள் மட்டும் இருக்கக்கூடாது',
    propertyTypeEmpty: 'சொத்தின் வகை காலியாக இருக்கக்கூடாது',
    urlRequired: 'URL தேவை',
    urlTooShort: 'குறைந்தது 6 எழுத்துகள் தேவை',
    urlLooksInvalid: 'சரியான URL ஐ உள்ளிடுங்கள்',
    messageEmpty: 'செய்தி காலியாக இருக்கக்கூடாது',
    messageSpaces: 'செய்தியில் இடைவெளிகள் மட்டும் இருக்கக்கூடாது',
    messageTooLong: 'செய்தி 500 எழுத்துகளுக்கு மேல் இருக்கக்கூடாது',
    toastContactNumberEmpty: 'தொடர்பு எண் காலியாக இருக்கக்கூடாது',
    toastMessageEmpty: 'விசாரணைச் செய்தி காலியாக இருக்கக்கூடாது',
  },
};

export const API_TRANSLATIONS: Translated<typeof API_MESSAGES> = {
  si: {
    connectionInterrupted: 'ඔබේ සම්බන්ධතාවය බිඳ වැටුණා',
    sessionExpired: 'ඔබේ සැසිය කල් ඉකුත් වී ඇත! කරුණාකර නැවත ඇතුළු වන්න.',
    unauthenticated: 'ඔබට මෙයට අවසර නැත.',
    notFound: 'හමු නොවීය.',
    expectationFailed: 'අපොයි! යමක් වැරදුණා.',
    somethingWentWrong: 'සමාවන්න, යමක් වැරදුණා',
    tryAgainLater: 'සමාවන්න! පසුව නැවත උත්සාහ කරන්න',
    inquirySent: 'අප හා සම්බන්ධ වීමට ස්තූතියි. ඔබේ විමසීම සාර්ථකව යවන ලදී',
  },
  ta: {
    connectionInterrupted: 'உங்கள் இணைப்பு துண்டிக்கப்பட்டது',
    sessionExpired: 'உங்கள் அமர்வு காலாவதியானது! மீண்டும் உள்நுழைக.',
    unauthenticated: 'இதற்கு உங்களுக்கு அனுமதி இல்லை.',
    notFound: 'கிடைக்கவில்லை.',
    expectationFailed: 'அச்சச்சோ! ஏதோ தவறு நடந்தது.',
    somethingWentWrong: 'மன்னிக்கவும், ஏதோ தவறு நடந்தது',
    tryAgainLater: 'மன்னிக்கவும்! பின்னர் மீண்டும் முயற்சிக்கவும்',
    inquirySent: 'எங்களைத் தொடர்புகொண்டதற்கு நன்றி. உங்கள் விசாரணை வெற்றிகரமாக அனுப்பப்பட்டது',
  },
};

export const TWO_STEP_TRANSLATIONS: Translated<typeof TWO_STEP_MESSAGES> = {
  si: {
    wrongCode: 'එම කේතය නිවැරදි නැහැ. ඔබේ සත්‍යාපන යෙදුමේ කේතය පරීක්ෂා කර නැවත උත්සාහ කරන්න',
    usedCode: 'එම කේතය දැනටමත් භාවිත කර ඇත. ඔබේ සත්‍යාපන යෙදුමේ ඊළඟ කේතය එනතුරු රැඳී සිටින්න',
    challengeExpired: 'ඇතුළු වීමට වැඩි වේලාවක් ගත වුණා. කරුණාකර නැවත ඇතුළු වන්න',
    required: 'පරිපාලක මෙවලම් භාවිත කිරීමට පියවර දෙකේ තහවුරු කිරීම සකසන්න.',
    enterCode: 'ඔබේ සත්‍යාපන යෙදුමේ ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න',
    enterRecoveryCode: 'ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඇතුළත් කරන්න (abcde-23456 වැනි)',
    codeOrRecoveryCode: 'ඔබේ සත්‍යාපන යෙදුමේ කේතයක් හෝ ප්‍රතිසාධන කේතයක් ඇතුළත් කරන්න',
    enterPassword: 'කරුණාකර ඔබේ වත්මන් මුරපදය ඇතුළත් කරන්න',
  },
  ta: {
    wrongCode: 'அந்தக் குறியீடு சரியில்லை. உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள குறியீட்டைச் சரிபார்த்து மீண்டும் முயற்சிக்கவும்',
    usedCode: 'அந்தக் குறியீடு ஏற்கனவே பயன்படுத்தப்பட்டது. உங்கள் அங்கீகரிப்புச் செயலியில் அடுத்த குறியீட்டுக்குக் காத்திருங்கள்',
    challengeExpired: 'உள்நுழைய அதிக நேரம் ஆனது. மீண்டும் உள்நுழைக',
    required: 'நிர்வாகக் கருவிகளைப் பயன்படுத்த இரு-படிச் சரிபார்ப்பை அமையுங்கள்.',
    enterCode: 'உங்கள் அங்கீகரிப்புச் செயலியில் உள்ள 6 இலக்கக் குறியீட்டை உள்ளிடுங்கள்',
    enterRecoveryCode: 'உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடுங்கள் (abcde-23456 போன்று)',
    codeOrRecoveryCode: 'உங்கள் அங்கீகரிப்புச் செயலியின் குறியீட்டையோ மீட்புக் குறியீடுகளில் ஒன்றையோ உள்ளிடுங்கள்',
    enterPassword: 'உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடுங்கள்',
  },
};
