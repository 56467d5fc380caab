import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/screens/landing/faq-accordion';

describe('landing FAQ', () => {
  it('asks eight questions, all closed at first', () => {
    render(<FaqAccordion />);
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(8);
    for (const question of questions) expect(question.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one answer at a time', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const listing = screen.getByRole('button', { name: 'How do I list my property?' });
    const ical = screen.getByRole('button', { name: 'Can I sync my calendar with other sites through iCal?' });

    await user.click(listing);
    expect(listing.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/Create a free host account/)).toBeTruthy();

    await user.click(ical);
    expect(ical.getAttribute('aria-expanded')).toBe('true');
    expect(listing.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/Create a free host account/)).toBeNull();
    expect(screen.getByText(/Each unit has its own iCal export link/)).toBeTruthy();
  });

  it('closes the open answer when its question is clicked again', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion />);
    const cancelling = screen.getByRole('button', { name: 'What if I need to cancel a booking?' });
    await user.click(cancelling);
    await user.click(cancelling);
    expect(cancelling.getAttribute('aria-expanded')).toBe('false');
  });
});
