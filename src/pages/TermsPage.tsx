import { PlaceholderHeading } from './PlaceholderHeading';

export default function TermsPage() {
  return <PlaceholderHeading titleKey={'legal:terms.meta.title'} />;
}
