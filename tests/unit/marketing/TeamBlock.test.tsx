import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamBlock, type TeamBlockCopy } from '@/components/sections/TeamBlock';
import { renderScreen } from '../render';

const copy: TeamBlockCopy = {
  heading: 'Meet the team',
  availableNow: 'Available now',
  comingSoon: 'Coming soon',
  members: {
    andrea: { name: 'Andrea', role: 'Email assistant', description: 'Drafts.', link: 'Meet Andrea' },
    julie: { name: 'Julie', role: 'Customer care', description: 'Support.', link: 'Meet Julie' },
    david: { name: 'David', role: 'Sales', description: 'Prospects.', link: 'Meet David' },
  },
};

describe('TeamBlock', () => {
  it('shows Andrea as available, Julie and David as coming soon, each linking to its page', () => {
    renderScreen(<TeamBlock copy={copy} id="team" />, { language: 'en', namespaces: [] });
    const section = screen.getByRole('region', { name: 'Meet the team' });
    expect(section.id).toBe('team');
    const cards = within(section).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Andrea', 'Julie', 'David']);
    expect(within(cards[0]).queryByText('Available now')).not.toBeNull();
    expect(within(cards[1]).queryByText('Coming soon')).not.toBeNull();
    expect(within(cards[2]).queryByText('Coming soon')).not.toBeNull();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/andrea', '/julie', '/david']);
  });

  it('keeps the links in Czech and follows the heading level it is given', () => {
    renderScreen(<TeamBlock copy={copy} headingLevel={3} />, { language: 'cs', namespaces: [], path: '/cs/try-andrea' });
    expect(screen.getByRole('heading', { level: 3, name: 'Meet the team' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/cs/andrea', '/cs/julie', '/cs/david']);
  });
});
