import { PlaceholderHeading } from './PlaceholderHeading';

export default function PrivacyPage() {
  return <PlaceholderHeading titleKey={'legal:privacy.meta.title'} />;
}
