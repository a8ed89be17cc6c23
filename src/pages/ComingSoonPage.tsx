import { PlaceholderHeading } from './PlaceholderHeading';

export default function ComingSoonPage({ employee }: { employee: 'julie' | 'david' }) {
  return <PlaceholderHeading titleKey={`employees:${employee}.meta.title`} />;
}
