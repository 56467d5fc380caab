/**
 * The account mails other than the codes (welcome, password changed, someone tried to sign up) in
 * each interface language (issue 27). A Record per language, so a missing language fails the type check.
 */
import type { Locale } from '../../../shared/locales';

type LinkedMail = { subject: string; paragraphs: string[]; link: string };

export const WELCOME_TEXTS: Record<Locale, LinkedMail> = {
  en: {
    subject: 'Welcome! Your host account is ready',
    paragraphs: [
      'Your email address is confirmed and your host account is ready.',
      'Whether you run a beach villa in Mirissa, a homestay in Ella or a boutique hotel in Kandy, you can now list your property, choose a plan and start welcoming guests from Sri Lanka and around the world.',
      'Complete your profile (contact number, NIC and address) so guests and our team can reach you.',
    ],
    link: 'List your property',
  },
  si: {
    subject: 'සාදරයෙන් පිළිගනිමු! ඔබේ සත්කාරක ගිණුම සූදානම්',
    paragraphs: [
      'ඔබේ විද්‍යුත් තැපැල් ලිපිනය තහවුරු වී ඇති අතර ඔබේ සත්කාරක ගිණුම සූදානම්.',
      'ඔබ මිරිස්සේ වෙරළබඩ විලාවක්, ඇල්ලේ homestay එකක් හෝ මහනුවර කුඩා හෝටලයක් පවත්වාගෙන ගියත්, දැන් ඔබට ඔබේ දේපළ ලැයිස්තුගත කර, සැලසුමක් තෝරා, ශ්‍රී ලංකාවේ සහ ලොව පුරා අමුත්තන් පිළිගැනීම ආරම්භ කළ හැක.',
      'අමුත්තන්ට සහ අපගේ කණ්ඩායමට ඔබ හා සම්බන්ධ වීමට හැකි වන පරිදි ඔබේ පැතිකඩ (දුරකථන අංකය, ජාතික හැඳුනුම්පත් අංකය සහ ලිපිනය) සම්පූර්ණ කරන්න.',
    ],
    link: 'ඔබේ දේපළ ලැයිස්තුගත කරන්න',
  },
  ta: {
    subject: 'வரவேற்கிறோம்! உங்கள் விருந்தோம்புநர் கணக்கு தயார்',
    paragraphs: [
      'உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது, உங்கள் விருந்தோம்புநர் கணக்கு தயார்.',
      'மிரிஸ்ஸவில் கடற்கரை வில்லாவோ, எல்லவில் homestay யோ, கண்டியில் சிறிய ஹோட்டலோ எதுவாக இருந்தாலும், இப்போது உங்கள் சொத்தைப் பட்டியலிட்டு, ஒரு திட்டத்தைத் தேர்ந்தெடுத்து, இலங்கையிலிருந்தும் உலகெங்கிலுமிருந்தும் விருந்தினர்களை வரவேற்கத் தொடங்கலாம்.',
      'விருந்தினர்களும் எங்கள் குழுவும் உங்களைத் தொடர்புகொள்ள, உங்கள் சுயவிவரத்தை (தொடர்பு எண், தேசிய அடையாள அட்டை எண், முகவரி) நிறைவு செய்யுங்கள்.',
    ],
    link: 'உங்கள் சொத்தைப் பட்டியலிடுங்கள்',
  },
};

type PasswordChangedTexts = { subject: string; changed: string; twoStepKept: string; ifYou: string; ifNotYou: string; link: string };

export const PASSWORD_CHANGED_TEXTS: Record<Locale, PasswordChangedTexts> = {
  en: {
    subject: 'Your password was changed',
    changed: 'The password of your host account was just changed, and every device that was signed in has been signed out.',
    twoStepKept:
      'Two-step verification is still on: when you sign in you will be asked for a code from your authenticator app, or one of your recovery codes. A password reset never turns it off.',
    ifYou: 'If this was you, there is nothing more to do.',
    ifNotYou: 'If it was not you, reset your password straight away with "Forgot password" on the login page, and contact our support team.',
    link: 'Go to the login page',
  },
  si: {
    subject: 'ඔබේ මුරපදය වෙනස් කරන ලදී',
    changed: 'ඔබේ සත්කාරක ගිණුමේ මුරපදය දැන් වෙනස් කළ අතර, ඇතුළු වී සිටි සෑම උපාංගයකින්ම ඉවත් කරන ලදී.',
    twoStepKept:
      'පියවර දෙකේ තහවුරු කිරීම තවමත් ක්‍රියාත්මකයි: ඔබ ඇතුළු වන විට ඔබේ සත්‍යාපන යෙදුමේ කේතයක් හෝ ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඉල්ලනු ඇත. මුරපදය යළි සැකසීමෙන් එය කිසි විටෙක අක්‍රිය නොවේ.',
    ifYou: 'මෙය කළේ ඔබ නම්, තවත් කිසිවක් කිරීමට අවශ්‍ය නැහැ.',
    ifNotYou: 'මෙය කළේ ඔබ නොවේ නම්, ඇතුළු වීමේ පිටුවේ "Forgot password" භාවිතයෙන් වහාම ඔබේ මුරපදය යළි සකසා අපගේ සහාය කණ්ඩායම අමතන්න.',
    link: 'ඇතුළු වීමේ පිටුවට යන්න',
  },
  ta: {
    subject: 'உங்கள் கடவுச்சொல் மாற்றப்பட்டது',
    changed: 'உங்கள் விருந்தோம்புநர் கணக்கின் கடவுச்சொல் இப்போது மாற்றப்பட்டது, உள்நுழைந்திருந்த எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.',
    twoStepKept:
      'இரு-படிச் சரிபார்ப்பு இன்னும் இயக்கத்தில் உள்ளது: நீங்கள் உள்நுழையும்போது உங்கள் அங்கீகரிப்புச் செயலியின் குறியீடோ மீட்புக் குறியீடுகளில் ஒன்றோ கேட்கப்படும். கடவுச்சொல்லை மீட்டமைப்பது அதை ஒருபோதும் நிறுத்தாது.',
    ifYou: 'இதைச் செய்தது நீங்கள் என்றால், வேறு எதுவும் செய்ய வேண்டியதில்லை.',
    ifNotYou: 'இதைச் செய்தது நீங்கள் இல்லை என்றால், உள்நுழைவுப் பக்கத்தில் "Forgot password" மூலம் உடனே உங்கள் கடவுச்சொல்லை மீட்டமைத்து, எங்கள் உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.',
    link: 'உள்நுழைவுப் பக்கத்துக்குச் செல்லுங்கள்',
  },
};

export const SIGN_UP_ATTEMPT_TEXTS: Record<Locale, LinkedMail> = {
  en: {
    subject: 'Someone tried to sign up with your email address',
    paragraphs: [
      'Someone just tried to create a new host account with this email address, which already has an account with us.',
      'If it was you, sign in instead. If you have forgotten your password, use "Forgot password" on the login page.',
      'If it was not you, you can ignore this email: nothing has changed on your account.',
    ],
    link: 'Sign in',
  },
  si: {
    subject: 'යමෙක් ඔබේ විද්‍යුත් තැපැල් ලිපිනයෙන් ලියාපදිංචි වීමට උත්සාහ කළා',
    paragraphs: [
      'දැනටමත් අප සමඟ ගිණුමක් ඇති මෙම විද්‍යුත් තැපැල් ලිපිනයෙන් යමෙක් නව සත්කාරක ගිණුමක් සෑදීමට උත්සාහ කළා.',
      'එය ඔබ නම්, ඒ වෙනුවට ඇතුළු වන්න. ඔබට මුරපදය අමතක වී ඇත්නම්, ඇතුළු වීමේ පිටුවේ "Forgot password" භාවිත කරන්න.',
      'එය ඔබ නොවේ නම්, මෙම ලිපිය නොසලකා හරින්න: ඔබේ ගිණුමේ කිසිවක් වෙනස් වී නැහැ.',
    ],
    link: 'ඇතුළු වන්න',
  },
  ta: {
    subject: 'உங்கள் மின்னஞ்சல் முகவரியுடன் யாரோ பதிவு செய்ய முயன்றனர்',
    paragraphs: [
      'எங்களிடம் ஏற்கனவே கணக்கு உள்ள இந்த மின்னஞ்சல் முகவரியுடன் யாரோ புதிய விருந்தோம்புநர் கணக்கை உருவாக்க முயன்றனர்.',
      'அது நீங்கள் என்றால், அதற்குப் பதிலாக உள்நுழைக. கடவுச்சொல்லை மறந்துவிட்டால், உள்நுழைவுப் பக்கத்தில் "Forgot password" ஐப் பயன்படுத்துங்கள்.',
      'அது நீங்கள் இல்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கணக்கில் எதுவும் மாறவில்லை.',
    ],
    link: 'உள்நுழைக',
  },
};
