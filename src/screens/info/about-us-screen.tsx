import { aboutUs } from './about-us.content';
import { InfoPage } from './info-page';

export function AboutUsScreen() {
  return <InfoPage doc={aboutUs} />;
}
