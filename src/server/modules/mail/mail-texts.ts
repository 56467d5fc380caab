/**
 * The account mails' texts in each interface language (issue 27). A Record per language, so a
 * text missing in Sinhala or Tamil fails the type check. Until the server reads the Lingui
 * catalogs (docs/i18n.md), the mails that go to people before or at sign-up are translated here:
 * the sign-up and password codes; the others are still English only.
 */
import type { Locale } from '../../../shared/locales';

type LayoutTexts = { hello: (name: string) => string; helloNoName: string; regards: string; team: string };

export const LAYOUT_TEXTS: Record<Locale, LayoutTexts> = {
  en: { hello: (name) => `Hello ${name},`, helloNoName: 'Hello,', regards: 'Warm regards,', team: 'The host support team' },
  si: { hello: (name) => `ආයුබෝවන් ${name},`, helloNoName: 'ආයුබෝවන්,', regards: 'සුභ පැතුම් සමඟ,', team: 'සත්කාරක සහාය කණ්ඩායම' },
  ta: { hello: (name) => `வணக்கம் ${name},`, helloNoName: 'வணக்கம்,', regards: 'அன்புடன்,', team: 'விருந்தோம்புநர் உதவிக் குழு' },
};

type CodeMailTexts = { subject: string; paragraphs: [string, '{{code}}', string] };

/** The one-time code mails: sign-up and "Forgot password". `{{code}}` is the code's own block. */
export const CODE_MAIL_TEXTS: Record<Locale, Record<'SIGN_UP' | 'FORGOT_PASSWORD', CodeMailTexts>> = {
  en: {
    SIGN_UP: {
      subject: 'Your code to verify your email address',
      paragraphs: [
        'Thank you for registering your property with us. Enter this code on the sign-up page to confirm your email address:',
        '{{code}}',
        'The code works once and expires in 10 minutes. If you did not sign up, you can ignore this email: no account will be activated.',
      ],
    },
    FORGOT_PASSWORD: {
      subject: 'Your code to reset your password',
      paragraphs: [
        'We received a request to reset the password of your host account. Enter this code to choose a new password:',
        '{{code}}',
        'The code works once and expires in 10 minutes. If you did not ask for this, ignore this email: your password stays as it is.',
      ],
    },
  },
  si: {
    SIGN_UP: {
      subject: 'ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කිරීමේ කේතය',
      paragraphs: [
        'ඔබේ දේපළ අප සමඟ ලියාපදිංචි කිරීමට ස්තූතියි. ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු කිරීමට ලියාපදිංචි පිටුවේ මෙම කේතය ඇතුළත් කරන්න:',
        '{{code}}',
        'මෙම කේතය එක් වරක් පමණක් ක්‍රියා කරන අතර විනාඩි 10කින් කල් ඉකුත් වෙනවා. ඔබ ලියාපදිංචි නොවූයේ නම් මෙම ලිපිය නොසලකා හරින්න: කිසිදු ගිණුමක් සක්‍රිය නොවේ.',
      ],
    },
    FORGOT_PASSWORD: {
      subject: 'ඔබේ මුරපදය යළි සැකසීමේ කේතය',
      paragraphs: [
        'ඔබේ සත්කාරක ගිණුමේ මුරපදය යළි සැකසීමට ඉල්ලීමක් අපට ලැබුණා. නව මුරපදයක් තෝරා ගැනීමට මෙම කේතය ඇතුළත් කරන්න:',
        '{{code}}',
        'මෙම කේතය එක් වරක් පමණක් ක්‍රියා කරන අතර විනාඩි 10කින් කල් ඉකුත් වෙනවා. ඔබ මෙය ඉල්ලුවේ නැත්නම් මෙම ලිපිය නොසලකා හරින්න: ඔබේ මුරපදය වෙනස් නොවේ.',
      ],
    },
  },
  ta: {
    SIGN_UP: {
      subject: 'உங்கள் மின்னஞ்சல் முகவரியைச் சரிபார்க்கும் குறியீடு',
      paragraphs: [
        'உங்கள் சொத்தை எங்களிடம் பதிவு செய்ததற்கு நன்றி. உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்த, பதிவுப் பக்கத்தில் இந்தக் குறியீட்டை உள்ளிடுங்கள்:',
        '{{code}}',
        'இந்தக் குறியீடு ஒருமுறை மட்டுமே செயல்படும், 10 நிமிடங்களில் காலாவதியாகும். நீங்கள் பதிவு செய்யவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: எந்தக் கணக்கும் செயல்படுத்தப்படாது.',
      ],
    },
    FORGOT_PASSWORD: {
      subject: 'உங்கள் கடவுச்சொல்லை மீட்டமைக்கும் குறியீடு',
      paragraphs: [
        'உங்கள் விருந்தோம்புநர் கணக்கின் கடவுச்சொல்லை மீட்டமைக்கக் கோரிக்கை வந்துள்ளது. புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்க இந்தக் குறியீட்டை உள்ளிடுங்கள்:',
        '{{code}}',
        'இந்தக் குறியீடு ஒருமுறை மட்டுமே செயல்படும், 10 நிமிடங்களில் காலாவதியாகும். நீங்கள் இதைக் கோரவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
      ],
    },
  },
};
