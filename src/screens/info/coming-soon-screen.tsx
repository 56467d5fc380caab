import { comingSoon } from './coming-soon.content';
import { InfoPage } from './info-page';

export function ComingSoonScreen() {
  return <InfoPage doc={comingSoon} />;
}
