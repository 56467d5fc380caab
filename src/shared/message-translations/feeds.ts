/** Sinhala and Tamil for FEED_MESSAGES, the import calendar form's rules (issue 27; docs/i18n-glossary.md). */
import type { FEED_MESSAGES } from '../ical-feed';
import type { Translated } from './rules';

export const FEED_TRANSLATIONS: Translated<typeof FEED_MESSAGES> = {
  si: {
    nameRequired: 'දින දර්ශනයට නමක් දෙන්න, උදා. “Airbnb – Garden room”',
    nameTooLong: 'නමට අකුරු 100ක් දක්වා තිබිය හැක',
    channelRequired: 'දින දර්ශනය පැමිණෙන නාලිකාව තෝරන්න',
    urlRequired: 'දින දර්ශනයේ අපනයන සබැඳිය අලවන්න (එය https:// වලින් ආරම්භ වේ)',
    urlInvalid: 'මෙය වෙබ් ලිපිනයක් නොවේ. නාලිකාව පෙන්වන ආකාරයටම අපනයන සබැඳිය අලවන්න',
    urlScheme: 'සබැඳිය https:// හෝ http:// වලින් ආරම්භ විය යුතුයි',
    urlCredentials: 'සබැඳියේ පරිශීලක නාමයක් හෝ මුරපදයක් තිබිය නොහැක',
    urlTooLong: 'සබැඳියට අකුරු 2000ක් දක්වා තිබිය හැක',
    urlTaken: 'මෙම දින දර්ශනය දැනටමත් මෙම ඒකකයට ආයාත කර ඇත',
    tooMany: 'කාමරයකට ආයාත කළ දින දර්ශන උපරිම 5ක් තිබිය හැක. තවත් එකක් එක් කිරීමට පෙර එකක් ඉවත් කරන්න.',
  },
  ta: {
    nameRequired: 'நாட்காட்டிக்கு ஒரு பெயர் கொடுக்கவும், எ.கா. “Airbnb – Garden room”',
    nameTooLong: 'பெயரில் 100 எழுத்துகள் வரை இருக்கலாம்',
    channelRequired: 'நாட்காட்டி வரும் தளத்தைத் தேர்ந்தெடுக்கவும்',
    urlRequired: 'நாட்காட்டியின் ஏற்றுமதி இணைப்பை ஒட்டவும் (அது https:// உடன் தொடங்கும்)',
    urlInvalid: 'இது இணைய முகவரி அல்ல. தளம் காட்டுவது போலவே ஏற்றுமதி இணைப்பை ஒட்டவும்',
    urlScheme: 'இணைப்பு https:// அல்லது http:// உடன் தொடங்க வேண்டும்',
    urlCredentials: 'இணைப்பில் பயனர் பெயரோ கடவுச்சொல்லோ இருக்கக்கூடாது',
    urlTooLong: 'இணைப்பில் 2000 எழுத்துகள் வரை இருக்கலாம்',
    urlTaken: 'இந்த நாட்காட்டி ஏற்கனவே இந்த அலகில் இறக்குமதி செய்யப்பட்டுள்ளது',
    tooMany: 'ஓர் அறைக்கு அதிகபட்சம் 5 இறக்குமதி செய்த நாட்காட்டிகள் இருக்கலாம். இன்னொன்றைச் சேர்க்கும் முன் ஒன்றை அகற்றவும்.',
  },
};
