import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import { cancellationPolicyStepSchema, importantInfoStepSchema, invoiceStepSchema, paymentsStepSchema } from '../../src/shared/listing-final-schemas';
import { CancellationPolicyStep } from '../../src/screens/wizard/steps/cancellation-policy-step';
import { ImportantInfoStep } from '../../src/screens/wizard/steps/important-info-step';
import { InvoiceStep } from '../../src/screens/wizard/steps/invoice-step';
import { PaymentsStep } from '../../src/screens/wizard/steps/payments-step';

vi.mock('../../src/screens/wizard/reference-lists', () => ({
  plans: async () => [
    { id: 1, name: 'STARTER', displayName: 'Listing Only', commissionPercent: 0, payoutText: 'Guests pay you directly at the property.', features: [] },
    { id: 3, name: 'ALL_INCLUSIVE', displayName: 'Full Service', commissionPercent: 18, payoutText: 'We pay you out on the 15th.', features: [] },
  ],
  cancellationPolicies: async () => [
    { id: 1, name: 'Flexible', description: 'Free cancellation until 1 day before arrival.', freeCancellationDays: 1, refundPercentAfter: 0 },
    { id: 2, name: 'Moderate', description: 'Free cancellation until 5 days before arrival.', freeCancellationDays: 5, refundPercentAfter: 50 },
  ],
  otherParties: async () => [{ id: 4, name: 'Co-owner', description: 'The property has more than one owner.' }],
  loadQuestions: async () => [
    { id: 7, question: 'SLTDA registration number', answerType: 'text', required: false, hint: 'Leave empty if registration is in progress.' },
    { id: 8, question: 'Does the property have working smoke detectors?', answerType: 'yes_no', required: true },
  ],
}));

const listingOn = (planId: number, planName: string) =>
  ({ id: 41, version: 2, status: 'draft', planId, planName, isPropertyTypeRoomOrHomeStay: false, completion: {} }) as WizardListing;

function props<V>(id: string, values: V, listing = listingOn(1, 'STARTER')) {
  return { step: stepById(id)!, listing, values, issues: [], onChange: vi.fn() };
}

describe('final/01 payments', () => {
  it('asks a Full Service host for the bank account and sends values the rules accept', async () => {
    const p = props('final/01', { bankAccount: { accountName: 'Nimal Perera', bankName: 'Bank of Ceylon', branch: 'Galle', accountNumber: '' } }, listingOn(3, 'ALL_INCLUSIVE'));
    render(<PaymentsStep {...p} />);
    expect(await screen.findByText('We pay you out on the 15th.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Account number'), '8');
    const sent = p.onChange.mock.lastCall![0];
    expect(sent.bankAccount.accountNumber).toBe('8');
    expect(v.safeParse(paymentsStepSchema({ planPaysOut: true }), { bankAccount: { ...sent.bankAccount, accountNumber: '0071234567' } }).success).toBe(true);
  });

  it('asks a Listing Only host for nothing', async () => {
    render(<PaymentsStep {...props('final/01', { bankAccount: null })} />);
    expect(await screen.findByText('Guests pay you directly at the property.')).toBeTruthy();
    expect(screen.getByText('Guests pay you at the property, so no bank details are needed.')).toBeTruthy();
    expect(screen.queryByLabelText('Account number')).toBeNull();
  });
});

describe('final/02 cancellation policy', () => {
  it('offers the policies and sends the chosen id', async () => {
    const p = props('final/02', { cancellationPolicyId: null });
    render(<CancellationPolicyStep {...p} />);
    await userEvent.click(await screen.findByLabelText(/Moderate/));
    expect(p.onChange).toHaveBeenCalledWith({ cancellationPolicyId: 2 });
    expect(v.safeParse(cancellationPolicyStepSchema, p.onChange.mock.lastCall![0]).success).toBe(true);
  });
});

describe('final/03 invoice', () => {
  it('asks for an invoice address only when it differs from the property', async () => {
    const values = { legalName: 'Palm Shade (Pvt) Ltd', sameAsProperty: true, invoiceAddress: null, otherPartyIds: [] };
    const p = props('final/03', values);
    const { rerender } = render(<InvoiceStep {...p} />);
    expect(screen.queryByLabelText('Invoice address')).toBeNull();
    expect(v.safeParse(invoiceStepSchema, values).success).toBe(true);
    await userEvent.click(screen.getByLabelText("The invoice address is the property's address"));
    expect(p.onChange).toHaveBeenLastCalledWith({ ...values, sameAsProperty: false });
    rerender(<InvoiceStep {...p} values={{ ...values, sameAsProperty: false }} issues={[{ field: 'invoiceAddress', message: 'Enter the invoice address' }]} />);
    expect(screen.getByLabelText('Invoice address')).toBeTruthy();
    expect(screen.getByText('Enter the invoice address')).toBeTruthy();
    await userEvent.click(await screen.findByLabelText(/Co-owner/));
    expect(p.onChange.mock.lastCall![0].otherPartyIds).toEqual([4]);
  });
});

describe('final/04 important information', () => {
  it('answers every question in order and needs the terms', async () => {
    const p = props('final/04', { answers: [], termsAccepted: false });
    render(
      <MemoryRouter>
        <ImportantInfoStep {...p} issues={[{ field: 'termsAccepted', message: 'Accept the terms and conditions to continue' }]} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByLabelText('Yes'));
    expect(p.onChange).toHaveBeenLastCalledWith({
      answers: [
        { questionId: 7, answer: '' },
        { questionId: 8, answer: 'yes' },
      ],
      termsAccepted: false,
    });
    expect(screen.getByText('Accept the terms and conditions to continue')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    const sent = p.onChange.mock.lastCall![0];
    expect(sent.termsAccepted).toBe(true);
    expect(v.safeParse(importantInfoStepSchema, sent).success).toBe(true);
  });
});
