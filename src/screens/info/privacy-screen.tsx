import { privacy } from './privacy.content';
import { InfoPage } from './info-page';

export function PrivacyScreen() {
  return <InfoPage doc={privacy} />;
}
