import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundScreen } from '../../src/screens/errors/not-found-screen';

describe('not-found screen', () => {
  it('shows Page Not Found with Back To Home and Back To Dashboard', () => {
    render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundScreen />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/does not exist or is unavailable/)).toBeTruthy();
    expect(screen.getByText(/removed/)).toBeTruthy();
    expect(screen.getByText(/wrong or outdated link/)).toBeTruthy();
    expect(screen.getByText(/mistyped/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back To Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Back To Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
