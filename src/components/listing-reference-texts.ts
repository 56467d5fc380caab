import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The reference items with a line of description that the server sends in English, shown in the
 * active language: highlights, cancellation policies and the other parties of the invoice step
 * (name and description), and the important-information questions (question and hint). As in
 * reference-names.ts, each table is keyed by the English text as seeded in
 * src/server/db/seed/reference-data.ts: a name by the name, a description by the description
 * itself, so a description changed on the server later (a policy's refund terms) shows as the
 * server words it rather than as the translation of the old one. Words a table does not know show
 * as the server sent them, and a description the server does not send is not shown.
 */
type Table = Readonly<Record<string, MessageDescriptor>>;

const HIGHLIGHT_NAMES: Table = {
  Beachfront: msg({ message: 'Beachfront', context: 'highlight' }),
  'Surf spot nearby': msg({ message: 'Surf spot nearby', context: 'highlight' }),
  'Tea country views': msg({ message: 'Tea country views', context: 'highlight' }),
  'Near a UNESCO World Heritage Site': msg({ message: 'Near a UNESCO World Heritage Site', context: 'highlight' }),
  'Wildlife safari access': msg({ message: 'Wildlife safari access', context: 'highlight' }),
  'Whale watching nearby': msg({ message: 'Whale watching nearby', context: 'highlight' }),
  'Rainforest setting': msg({ message: 'Rainforest setting', context: 'highlight' }),
  'Lake or lagoon view': msg({ message: 'Lake or lagoon view', context: 'highlight' }),
  'Home-cooked Sri Lankan food': msg({ message: 'Home-cooked Sri Lankan food', context: 'highlight' }),
  'Ayurveda treatments': msg({ message: 'Ayurveda treatments', context: 'highlight' }),
  'Scenic train route': msg({ message: 'Scenic train route', context: 'highlight' }),
  'Walking distance to town': msg({ message: 'Walking distance to town', context: 'highlight' }),
};

const HIGHLIGHT_DESCRIPTIONS: Table = {
  'Steps from the sand.': msg({ message: 'Steps from the sand.', context: 'highlight description' }),
  'Arugam Bay, Weligama, Hiriketiya or another break within reach.': msg({
    message: 'Arugam Bay, Weligama, Hiriketiya or another break within reach.',
    context: 'highlight description',
  }),
  'Mist and tea estates from the veranda.': msg({ message: 'Mist and tea estates from the veranda.', context: 'highlight description' }),
  'Sigiriya, Galle Fort, Kandy, Dambulla, Anuradhapura or Polonnaruwa.': msg({
    message: 'Sigiriya, Galle Fort, Kandy, Dambulla, Anuradhapura or Polonnaruwa.',
    context: 'highlight description',
  }),
  'Yala, Udawalawe, Minneriya or Wilpattu nearby.': msg({
    message: 'Yala, Udawalawe, Minneriya or Wilpattu nearby.',
    context: 'highlight description',
  }),
  'Mirissa or Trincomalee boats in season.': msg({ message: 'Mirissa or Trincomalee boats in season.', context: 'highlight description' }),
  'Close to Sinharaja or Kanneliya forest reserves.': msg({
    message: 'Close to Sinharaja or Kanneliya forest reserves.',
    context: 'highlight description',
  }),
  'Waterside views at sunrise or sunset.': msg({ message: 'Waterside views at sunrise or sunset.', context: 'highlight description' }),
  'Rice and curry, hoppers and string hoppers made by the host.': msg({
    message: 'Rice and curry, hoppers and string hoppers made by the host.',
    context: 'highlight description',
  }),
  'Traditional treatments on site or close by.': msg({ message: 'Traditional treatments on site or close by.', context: 'highlight description' }),
  'Near the Kandy–Ella line.': msg({ message: 'Near the Kandy–Ella line.', context: 'highlight description' }),
  'Shops, restaurants and tuk-tuks a short walk away.': msg({
    message: 'Shops, restaurants and tuk-tuks a short walk away.',
    context: 'highlight description',
  }),
};

const CANCELLATION_POLICY_NAMES: Table = {
  Flexible: msg({ message: 'Flexible', context: 'cancellation policy' }),
  Moderate: msg({ message: 'Moderate', context: 'cancellation policy' }),
  Strict: msg({ message: 'Strict', context: 'cancellation policy' }),
  'Non-refundable': msg({ message: 'Non-refundable', context: 'cancellation policy' }),
};

const CANCELLATION_POLICY_DESCRIPTIONS: Table = {
  'Free cancellation until 1 day before check-in. After that the first night is charged.': msg({
    message: 'Free cancellation until 1 day before check-in. After that the first night is charged.',
    context: 'cancellation policy description',
  }),
  'Free cancellation until 5 days before check-in. After that 50% is refunded.': msg({
    message: 'Free cancellation until 5 days before check-in. After that 50% is refunded.',
    context: 'cancellation policy description',
  }),
  'Free cancellation until 14 days before check-in. After that nothing is refunded.': msg({
    message: 'Free cancellation until 14 days before check-in. After that nothing is refunded.',
    context: 'cancellation policy description',
  }),
  'The stay is paid in full and is not refunded if cancelled.': msg({
    message: 'The stay is paid in full and is not refunded if cancelled.',
    context: 'cancellation policy description',
  }),
};

const OTHER_PARTY_NAMES: Table = {
  'Property management company': msg({ message: 'Property management company', context: 'other party' }),
  'Co-owner': msg({ message: 'Co-owner', context: 'other party' }),
  'Travel agent': msg({ message: 'Travel agent', context: 'other party' }),
  Leaseholder: msg({ message: 'Leaseholder', context: 'other party' }),
  'Family member of the owner': msg({ message: 'Family member of the owner', context: 'other party' }),
  Caretaker: msg({ message: 'Caretaker', context: 'other party' }),
};

const OTHER_PARTY_DESCRIPTIONS: Table = {
  'A company manages the property for the owner.': msg({
    message: 'A company manages the property for the owner.',
    context: 'other party description',
  }),
  'The property has more than one owner.': msg({ message: 'The property has more than one owner.', context: 'other party description' }),
  'A travel agent or tour operator sells the rooms.': msg({
    message: 'A travel agent or tour operator sells the rooms.',
    context: 'other party description',
  }),
  'The property is run under a lease from the owner.': msg({
    message: 'The property is run under a lease from the owner.',
    context: 'other party description',
  }),
  'A relative runs the property for the owner.': msg({ message: 'A relative runs the property for the owner.', context: 'other party description' }),
  'A resident caretaker looks after guests.': msg({ message: 'A resident caretaker looks after guests.', context: 'other party description' }),
};

const QUESTION_TEXTS: Table = {
  'What is your tourism registration number with the Sri Lanka Tourism Development Authority (SLTDA)?': msg({
    message: 'What is your tourism registration number with the Sri Lanka Tourism Development Authority (SLTDA)?',
    context: 'listing question',
  }),
  'Does the property have working smoke detectors and fire extinguishers?': msg({
    message: 'Does the property have working smoke detectors and fire extinguishers?',
    context: 'listing question',
  }),
  'Is a first aid kit available to guests?': msg({ message: 'Is a first aid kit available to guests?', context: 'listing question' }),
  'How far is the nearest hospital or medical centre?': msg({
    message: 'How far is the nearest hospital or medical centre?',
    context: 'listing question',
  }),
  'Is there a backup generator or solar power for power cuts?': msg({
    message: 'Is there a backup generator or solar power for power cuts?',
    context: 'listing question',
  }),
  'Is the drinking water filtered or bottled water provided?': msg({
    message: 'Is the drinking water filtered or bottled water provided?',
    context: 'listing question',
  }),
  'Is the swimming pool (if any) fenced or supervised?': msg({
    message: 'Is the swimming pool (if any) fenced or supervised?',
    context: 'listing question',
  }),
  'Are there dogs, cats or other animals living on the property?': msg({
    message: 'Are there dogs, cats or other animals living on the property?',
    context: 'listing question',
  }),
  'Is the property registered with the local Grama Niladhari / police for foreign guests?': msg({
    message: 'Is the property registered with the local Grama Niladhari / police for foreign guests?',
    context: 'listing question',
  }),
};

const QUESTION_HINTS: Table = {
  'Registered properties show it on their SLTDA certificate. Leave empty if registration is in progress.': msg({
    message: 'Registered properties show it on their SLTDA certificate. Leave empty if registration is in progress.',
    context: 'listing question hint',
  }),
  'For example: Karapitiya Teaching Hospital, 12 km (25 minutes by car).': msg({
    message: 'For example: Karapitiya Teaching Hospital, 12 km (25 minutes by car).',
    context: 'listing question hint',
  }),
  'Guest houses hosting foreign nationals usually keep a guest register for the police.': msg({
    message: 'Guest houses hosting foreign nationals usually keep a guest register for the police.',
    context: 'listing question hint',
  }),
};

/** The English text in the active language when the table knows it; else the text as the server sent it. */
function textIn(i18n: I18n, table: Table, english: string): string {
  const known = Object.hasOwn(table, english) ? table[english] : undefined;
  return known ? i18n._(known) : english;
}

type Described = { name: string; description?: string };

function describedIn(i18n: I18n, names: Table, descriptions: Table, item: Described): Described {
  const name = textIn(i18n, names, item.name);
  return item.description ? { name, description: textIn(i18n, descriptions, item.description) } : { name };
}

/** A highlight ('Beachfront', 'Steps from the sand.'), its name and description in the active language. */
export const highlightTexts = (i18n: I18n, item: Described): Described => describedIn(i18n, HIGHLIGHT_NAMES, HIGHLIGHT_DESCRIPTIONS, item);

/** A cancellation policy ('Flexible' and its terms), its name and description in the active language. */
export const cancellationPolicyTexts = (i18n: I18n, policy: { name: string; description: string }): { name: string; description: string } => ({
  name: textIn(i18n, CANCELLATION_POLICY_NAMES, policy.name),
  description: textIn(i18n, CANCELLATION_POLICY_DESCRIPTIONS, policy.description),
});

/** Another party of the invoice step ('Co-owner'), its name and description in the active language. */
export const otherPartyTexts = (i18n: I18n, party: Described): Described => describedIn(i18n, OTHER_PARTY_NAMES, OTHER_PARTY_DESCRIPTIONS, party);

/** An important-information question and its hint in the active language. */
export function questionTexts(i18n: I18n, item: { question: string; hint?: string }): { question: string; hint?: string } {
  const question = textIn(i18n, QUESTION_TEXTS, item.question);
  return item.hint ? { question, hint: textIn(i18n, QUESTION_HINTS, item.hint) } : { question };
}
