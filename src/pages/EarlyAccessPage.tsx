import { PlaceholderHeading } from './PlaceholderHeading';

export default function EarlyAccessPage({ variant }: { variant: 'standard' | 'exclusive' }) {
  return <PlaceholderHeading titleKey={`earlyAccess:${variant}.meta.title`} />;
}
