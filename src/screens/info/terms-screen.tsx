import { terms } from './terms.content';
import { InfoPage } from './info-page';

export function TermsScreen() {
  return <InfoPage doc={terms} />;
}
