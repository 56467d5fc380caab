/**
 * Sinhala and Tamil for the server's own fixed answers (src/server/lib/http-error.ts, the error
 * handler in src/server/plugins/error-shape.ts and the domain refusals a host or admin can meet),
 * keyed by their English text, which stays the one the server writes. Left in English: the
 * answers of the machine-to-machine APIs (the channel API's credentials and idempotency keys, the
 * metrics token), which no person reads in the portal.
 */
export const SERVER_TRANSLATIONS: Record<string, Record<'si' | 'ta', string>> = {
  'Sign in to continue': { si: 'ඉදිරියට යාමට ඇතුළු වන්න', ta: 'தொடர உள்நுழைக' },
  'You do not have permission to do this': { si: 'මෙය කිරීමට ඔබට අවසර නැහැ', ta: 'இதைச் செய்ய உங்களுக்கு அனுமதி இல்லை' },
  'Your session has ended. Please sign in again': { si: 'ඔබේ සැසිය අවසන් වී ඇත. කරුණාකර නැවත ඇතුළු වන්න', ta: 'உங்கள் அமர்வு முடிந்துவிட்டது. மீண்டும் உள்நுழைக' },
  'Email or password is incorrect': { si: 'විද්‍යුත් තැපැල් ලිපිනය හෝ මුරපදය වැරදියි', ta: 'மின்னஞ்சல் அல்லது கடவுச்சொல் தவறு' },
  'Your security token is missing or out of date. Please refresh the page and try again': {
    si: 'ඔබේ ආරක්ෂක ටෝකනය නැත, නැත්නම් යල් පැන ගොස් ඇත. කරුණාකර පිටුව නැවත පූරණය කර නැවත උත්සාහ කරන්න',
    ta: 'உங்கள் பாதுகாப்பு டோக்கன் இல்லை அல்லது காலாவதியானது. பக்கத்தைப் புதுப்பித்து மீண்டும் முயற்சிக்கவும்',
  },
  'Requests from other websites are not accepted': { si: 'වෙනත් වෙබ් අඩවිවලින් එන ඉල්ලීම් පිළිගනු නොලැබේ', ta: 'பிற இணையதளங்களிலிருந்து வரும் கோரிக்கைகள் ஏற்கப்படாது' },
  'The request is not valid': { si: 'ඉල්ලීම වලංගු නැහැ', ta: 'கோரிக்கை செல்லுபடியாகாது' },
  'The address is not valid': { si: 'ලිපිනය වලංගු නැහැ', ta: 'முகவரி செல்லுபடியாகாது' },
  'The address is too long': { si: 'ලිපිනය දිග වැඩියි', ta: 'முகவரி மிக நீளமானது' },
  'Not found': { si: 'හමු නොවීය', ta: 'கிடைக்கவில்லை' },
  'This method is not allowed here': { si: 'මෙම ක්‍රමයට මෙහි ඉඩ නැහැ', ta: 'இந்த முறை இங்கே அனுமதிக்கப்படவில்லை' },
  'This response type is not available': { si: 'මෙම පිළිතුරු වර්ගය ලබා ගත නොහැක', ta: 'இந்தப் பதில் வகை கிடைக்கவில்லை' },
  'The request is too large': { si: 'ඉල්ලීම විශාල වැඩියි', ta: 'கோரிக்கை மிகப் பெரியது' },
  'This content type is not accepted; send application/json': {
    si: 'මෙම අන්තර්ගත වර්ගය පිළිගනු නොලැබේ; application/json යවන්න',
    ta: 'இந்த உள்ளடக்க வகை ஏற்கப்படாது; application/json அனுப்புங்கள்',
  },
  'The request body does not match its Content-Length': { si: 'ඉල්ලීමේ අන්තර්ගතය එහි Content-Length සමඟ නොගැළපේ', ta: 'கோரிக்கையின் உள்ளடக்கம் அதன் Content-Length உடன் பொருந்தவில்லை' },
  'The request body is empty': { si: 'ඉල්ලීමේ අන්තර්ගතය හිස්', ta: 'கோரிக்கையின் உள்ளடக்கம் காலியாக உள்ளது' },
  'The request body is not valid JSON': { si: 'ඉල්ලීමේ අන්තර්ගතය වලංගු JSON නොවේ', ta: 'கோரிக்கையின் உள்ளடக்கம் சரியான JSON அல்ல' },
  'Too many requests. Please wait a moment and try again': {
    si: 'ඉල්ලීම් වැඩියි. මොහොතක් රැඳී සිට නැවත උත්සාහ කරන්න',
    ta: 'அதிகமான கோரிக்கைகள். சிறிது நேரம் காத்திருந்து மீண்டும் முயற்சிக்கவும்',
  },
  'The request could not be handled': { si: 'ඉල්ලීම සැකසිය නොහැකි වුණා', ta: 'கோரிக்கையைக் கையாள முடியவில்லை' },
  'The service is unavailable. Please try again shortly': {
    si: 'සේවාව දැනට ලබා ගත නොහැක. කරුණාකර ටික වේලාවකින් නැවත උත්සාහ කරන්න',
    ta: 'சேவை தற்போது கிடைக்கவில்லை. சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்',
  },
  'Sorry! Something went wrong on our side. Please try again later': {
    si: 'සමාවන්න! අපගේ පැත්තෙන් යමක් වැරදුණා. කරුණාකර පසුව නැවත උත්සාහ කරන්න',
    ta: 'மன்னிக்கவும்! எங்கள் பக்கத்தில் ஏதோ தவறு நடந்தது. பின்னர் மீண்டும் முயற்சிக்கவும்',
  },
  'This password is too easy to guess. Please choose a less common one': {
    si: 'මෙම මුරපදය අනුමාන කිරීමට පහසු වැඩියි. කරුණාකර එතරම් සුලභ නොවන එකක් තෝරන්න',
    ta: 'இந்தக் கடவுச்சொல்லை எளிதில் ஊகிக்க முடியும். அவ்வளவு பொதுவாக இல்லாத ஒன்றைத் தேர்ந்தெடுங்கள்',
  },
  'Please check the form': { si: 'කරුණාකර පෝරමය පරීක්ෂා කරන්න', ta: 'படிவத்தைச் சரிபாருங்கள்' },
  'Send one photo at a time': { si: 'වරකට එක් ඡායාරූපයක් පමණක් යවන්න', ta: 'ஒரு நேரத்தில் ஒரு புகைப்படத்தை மட்டும் அனுப்புங்கள்' },
  'Please upload a JPEG, PNG or WebP image': { si: 'කරුණාකර JPEG, PNG හෝ WebP රූපයක් උඩුගත කරන්න', ta: 'JPEG, PNG அல்லது WebP படத்தைப் பதிவேற்றுங்கள்' },
  'This file could not be read as an image. Please upload a JPEG, PNG or WebP image': {
    si: 'මෙම ගොනුව රූපයක් ලෙස කියවිය නොහැකි වුණා. කරුණාකර JPEG, PNG හෝ WebP රූපයක් උඩුගත කරන්න',
    ta: 'இந்தக் கோப்பைப் படமாகப் படிக்க முடியவில்லை. JPEG, PNG அல்லது WebP படத்தைப் பதிவேற்றுங்கள்',
  },
  'This image has too many pixels. Please upload a photo of at most 50 megapixels': {
    si: 'මෙම රූපයේ පික්සල් වැඩියි. කරුණාකර මෙගාපික්සල් 50කට නොවැඩි ඡායාරූපයක් උඩුගත කරන්න',
    ta: 'இந்தப் படத்தில் பிக்சல்கள் அதிகம். அதிகபட்சம் 50 மெகாபிக்சல் புகைப்படத்தைப் பதிவேற்றுங்கள்',
  },
  'The upload could not be read. Please try again': { si: 'උඩුගත කළ දේ කියවිය නොහැකි වුණා. කරුණාකර නැවත උත්සාහ කරන්න', ta: 'பதிவேற்றத்தைப் படிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்' },
  'Images cannot be loaded right now; try again in a moment': { si: 'දැන් රූප පූරණය කළ නොහැක; මොහොතකින් නැවත උත්සාහ කරන්න', ta: 'இப்போது படங்களை ஏற்ற முடியவில்லை; சிறிது நேரத்தில் மீண்டும் முயற்சிக்கவும்' },
  'Those nights are no longer available for this unit. Choose other dates or another unit': {
    si: 'එම රාත්‍රී මෙම ඒකකයට තවදුරටත් ලබා ගත නොහැක. වෙනත් දින හෝ වෙනත් ඒකකයක් තෝරන්න',
    ta: 'அந்த இரவுகள் இந்த அலகுக்கு இனி கிடைக்காது. வேறு தேதிகளையோ வேறு அலகையோ தேர்ந்தெடுங்கள்',
  },
  'This unit has reservations, so it cannot be deleted': { si: 'මෙම ඒකකයට වෙන්කිරීම් ඇති නිසා එය මකා දැමිය නොහැක', ta: 'இந்த அலகுக்கு முன்பதிவுகள் உள்ளன, எனவே அதை நீக்க முடியாது' },
  'This property is not taking reservations at the moment': { si: 'මෙම දේපළ දැනට වෙන්කිරීම් භාර ගන්නේ නැහැ', ta: 'இந்தச் சொத்து தற்போது முன்பதிவுகளை ஏற்கவில்லை' },
  'Submit the listing before recording reservations for it': { si: 'වෙන්කිරීම් සටහන් කිරීමට පෙර දැන්වීම ඉදිරිපත් කරන්න', ta: 'முன்பதிவுகளைப் பதிவு செய்யும் முன் பட்டியலைச் சமர்ப்பியுங்கள்' },
  'The cursor is not valid; start again from the first page': { si: 'මෙම පිටු සලකුණ වලංගු නැහැ; පළමු පිටුවෙන් නැවත අරඹන්න', ta: 'இந்தப் பக்கக் குறி செல்லுபடியாகாது; முதல் பக்கத்திலிருந்து மீண்டும் தொடங்குங்கள்' },
  'The cursor belongs to another order; start again from the first page': {
    si: 'මෙම පිටු සලකුණ වෙනත් පිළිවෙළකට අයත්; පළමු පිටුවෙන් නැවත අරඹන්න',
    ta: 'இந்தப் பக்கக் குறி வேறொரு வரிசைக்கு உரியது; முதல் பக்கத்திலிருந்து மீண்டும் தொடங்குங்கள்',
  },
  'The database does not answer': { si: 'දත්ත සමුදාය ප්‍රතිචාර දක්වන්නේ නැහැ', ta: 'தரவுத்தளம் பதிலளிக்கவில்லை' },
};
