import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanCard } from '../../src/components/plan-card';
import { PLAN_CATALOGUE, PLAN_ORDER } from '../../src/components/plan-catalogue';
import { planDisplayFrom } from '../../src/components/served-plan';
import { PlansSection } from '../../src/screens/landing/plans-section';

describe('plan cards', () => {
  it('show the three display names with five features each (loaded with the section)', async () => {
    render(<PlansSection onChoose={() => {}} />);
    for (const name of ['Listing Only', 'Reservation Management', 'Full Service']) {
      expect(await screen.findByRole('heading', { name })).toBeTruthy();
      const features = screen.getByRole('list', { name: `${name} features` });
      expect(within(features).getAllByRole('listitem')).toHaveLength(5);
    }
  });

  it('show each plan’s payout rule', async () => {
    render(<PlansSection onChoose={() => {}} />);
    expect(await screen.findByText(/guests pay onsite/i)).toBeTruthy();
    expect(screen.getByText(/cash onsite or online payment/i)).toBeTruthy();
    expect(screen.getByText(/every 15th day of the month/i)).toBeTruthy();
  });

  it('read the same on the landing page and on /plan-selection, whatever text the server has stored', () => {
    const served = { name: 'ALL_INCLUSIVE', displayName: 'Full Service', features: ['an old feature', 'b', 'c', 'd', 'e'], payoutText: 'an old payout' };
    expect(planDisplayFrom(served)).toEqual(PLAN_CATALOGUE.ALL_INCLUSIVE);
    expect(planDisplayFrom({ ...served, name: 'GOLD' })).toBeNull();
  });

  it('hand the chosen plan to the caller', async () => {
    const onChoose = vi.fn();
    render(<PlanCard plan={PLAN_CATALOGUE.ALL_INCLUSIVE} onChoose={onChoose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: /Request This Plan/ }));
    expect(onChoose).toHaveBeenCalledWith(PLAN_CATALOGUE.ALL_INCLUSIVE);
  });

  it('are keyed by the API plan names in order', () => {
    expect(PLAN_ORDER).toEqual(['STARTER', 'SUPPORTIVE', 'ALL_INCLUSIVE']);
  });
});
