import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginScreen } from '../../src/screens/auth/login-screen';
import { SignUpScreen } from '../../src/screens/auth/sign-up-screen';
import { ForgotPasswordScreen } from '../../src/screens/auth/forgot-password-screen';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('the login form', () => {
  it('names the empty fields and marks them invalid', async () => {
    inRouter(<LoginScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Please enter a valid email address' for a malformed email", async () => {
    const user = userEvent.setup();
    inRouter(<LoginScreen />);
    await user.type(screen.getByLabelText('Email'), 'nimal@');
    await user.type(screen.getByLabelText('Password'), 'Secret1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    inRouter(<LoginScreen />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: /show/i }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it("links to 'Forgot password?'", () => {
    inRouter(<LoginScreen />);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forget-password');
  });
});

describe('the sign-up form', () => {
  it("shows the spec's messages for a bad name, contact number and password, and a mismatch", async () => {
    const user = userEvent.setup();
    inRouter(<SignUpScreen />);
    await user.type(screen.getByLabelText('First name'), 'N1mal');
    await user.type(screen.getByLabelText('Last name'), 'Perera');
    await user.type(screen.getByLabelText('Email'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Contact number'), '12');
    await user.type(screen.getByLabelText('Password'), 'weak');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please enter a valid name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid contact number')).toBeTruthy();
    expect(screen.getByText('Password must be 6–50 characters, include at least one uppercase letter and one number')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions to continue')).toBeTruthy();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Lagoon26');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it("asks for the contact number with 'Please input the Contact Number' and defaults to +94", async () => {
    const user = userEvent.setup();
    inRouter(<SignUpScreen />);
    expect(screen.getByRole('button', { name: /\+94/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Please input the Contact Number')).toBeTruthy();
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
  });

  it('finds a country by name in the country code picker', async () => {
    const user = userEvent.setup();
    inRouter(<SignUpScreen />);
    await user.click(screen.getByRole('button', { name: /\+94/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'India');
    await user.click(await screen.findByRole('option', { name: /^\s*India\s*\+91$/ }));
    expect(screen.getByRole('button', { name: /\+91/ })).toBeTruthy();
  });
});

describe('the forgotten password form', () => {
  it("says 'Email cannot be empty' before sending a code", async () => {
    inRouter(<ForgotPasswordScreen />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Email cannot be empty')).toBeTruthy();
  });
});

describe('the sign-up contact number', () => {
  it("keeps a 16th digit as typed and says 'You cannot exceed 15 characters' at once (spec §5)", async () => {
    const user = userEvent.setup();
    inRouter(<SignUpScreen />);
    const number = screen.getByLabelText('Contact number');
    await user.type(number, '1234567890123456');
    expect((number as HTMLInputElement).value).toBe('1234567890123456');
    expect(screen.getByText('You cannot exceed 15 characters')).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await user.type(number, '{Backspace}');
    expect(screen.queryByText('You cannot exceed 15 characters')).toBeNull();
  });
});
