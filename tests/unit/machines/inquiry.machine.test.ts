import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  INQUIRY_SUCCESS,
  inquiryFailureText,
  inquiryMachine,
  type InquiryTextField,
  type PropertyTypeOption,
} from '../../../machines/inquiry.machine';
import type { InquiryPayload } from '../../../src/shared/inquiry-payload';
import { TRY_AGAIN_LATER } from '../../../machines/failure-text';

const TYPES: PropertyTypeOption[] = [
  { id: 1, name: 'Guest House' },
  { id: 2, name: 'Villa' },
];

type Options = {
  types?: () => Promise<PropertyTypeOption[]>;
  send?: (payload: InquiryPayload) => Promise<unknown>;
};

function start(options: Options = {}) {
  const loadPropertyTypes = vi.fn(options.types ?? (async () => TYPES));
  const sendInquiry = vi.fn(options.send ?? (async () => ({ id: 1 })));
  const effects = { toastWarning: vi.fn(), toastSuccess: vi.fn(), toastError: vi.fn(), navigate: vi.fn(), focusFirstProblem: vi.fn() };
  const actor = createActor(
    inquiryMachine.provide({
      actors: {
        loadPropertyTypes: fromPromise(() => loadPropertyTypes()),
        sendInquiry: fromPromise(({ input }) => sendInquiry(input)),
      },
      actions: {
        toastWarning: (_, { message }) => effects.toastWarning(message),
        toastSuccess: (_, { message }) => effects.toastSuccess(message),
        toastError: (_, { message }) => effects.toastError(message),
        navigate: (_, { to }) => effects.navigate(to),
        focusFirstProblem: (_, { field }) => effects.focusFirstProblem(field),
      },
    }),
  ).start();
  const open = (prefill = {}) =>
    actor.send({ type: 'inquiry.open', planId: 13, plan: 'ALL_INCLUSIVE', customerId: 42, prefill });
  const change = (field: InquiryTextField, value: string) => actor.send({ type: 'inquiry.change', field, value });
  const fillValid = () => {
    change('name', 'Nimal Perera');
    change('email', 'nimal@example.lk');
    change('contactNo', '0771234567');
    change('location', '12 Lighthouse Street, Galle Fort');
    actor.send({ type: 'inquiry.choosePropertyType', id: 2 });
    change('description', 'A four-room villa inside the fort walls.');
  };
  const context = () => actor.getSnapshot().context;
  return { actor, open, change, fillValid, context, loadPropertyTypes, sendInquiry, effects };
}

describe('inquiryMachine: opening and closing', () => {
  it('starts closed and opens with the plan, the customer id and the property types', async () => {
    const { actor, open, context } = start();
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    open();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ open: { propertyTypes: 'loaded' } }));
    expect(context()).toMatchObject({ planId: 13, plan: 'ALL_INCLUSIVE', customerId: 42, propertyTypes: TYPES });
  });

  it('fills empty fields from the account, with the number country code, and keeps what was typed', () => {
    const { open, change, context } = start();
    change('name', 'ignored while closed');
    expect(context().form.name).toBe('');
    open({ name: 'Nimal Perera', email: 'nimal@example.lk', countryCode: '+44', contactNo: '7700900123' });
    expect(context().form).toMatchObject({ name: 'Nimal Perera', email: 'nimal@example.lk', countryCode: '+44', contactNo: '7700900123' });
  });

  it('keeps the typed form when closed and reopened', () => {
    const { actor, open, change, context } = start();
    open();
    change('location', 'Unawatuna');
    actor.send({ type: 'inquiry.close' });
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    open({ name: 'Nimal Perera' });
    expect(context().form).toMatchObject({ location: 'Unawatuna', name: 'Nimal Perera' });
  });

  it('offers a retry when the property types fail to load', async () => {
    let fail = true;
    const { actor, open, loadPropertyTypes } = start({
      types: async () => {
        if (fail) throw new Error('down');
        return TYPES;
      },
    });
    open();
    await waitFor(actor, (s) => s.matches({ open: { propertyTypes: 'failed' } }));
    fail = false;
    actor.send({ type: 'inquiry.retryPropertyTypes' });
    await waitFor(actor, (s) => s.matches({ open: { propertyTypes: 'loaded' } }));
    expect(loadPropertyTypes).toHaveBeenCalledTimes(2);
  });
});

describe('inquiryMachine: editing', () => {
  it('adds, edits and removes external URLs', () => {
    const { actor, open, context } = start();
    open();
    actor.send({ type: 'inquiry.addLink' });
    actor.send({ type: 'inquiry.addLink' });
    actor.send({ type: 'inquiry.changeLink', index: 0, value: 'https://airbnb.com/rooms/9' });
    actor.send({ type: 'inquiry.changeLink', index: 1, value: 'https://booking.com/h/galle' });
    actor.send({ type: 'inquiry.removeLink', index: 0 });
    expect(context().form.links).toEqual(['https://booking.com/h/galle']);
  });

  it("warns 'Enter a valid URL' as the host types, without blocking", async () => {
    const { actor, open, fillValid, context, sendInquiry } = start();
    open();
    fillValid();
    actor.send({ type: 'inquiry.addLink' });
    actor.send({ type: 'inquiry.changeLink', index: 0, value: 'my guest house page' });
    expect(context().warnings).toEqual([{ field: 'links.0', message: 'Enter a valid URL' }]);
    actor.send({ type: 'inquiry.submit' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sendInquiry).toHaveBeenCalledTimes(1);
  });

  it('shows no field messages before the first submit, and follows every change after it', () => {
    const { actor, open, change, context } = start();
    open();
    change('name', '  ');
    expect(context().issues).toEqual([]);
    actor.send({ type: 'inquiry.submit' });
    expect(context().issues[0]).toEqual({ field: 'name', message: 'Name cannot be just spaces' });
    change('name', 'Nimal');
    expect(context().issues[0]).toEqual({ field: 'email', message: 'Email cannot be empty' });
  });
});

describe('inquiryMachine: submitting', () => {
  it("refuses an empty form with the warning toast 'Name cannot be empty' and sends nothing", () => {
    const { actor, open, effects, sendInquiry } = start();
    open();
    actor.send({ type: 'inquiry.submit' });
    expect(effects.toastWarning).toHaveBeenCalledExactlyOnceWith('Name cannot be empty');
    expect(effects.focusFirstProblem).toHaveBeenCalledWith('name');
    expect(sendInquiry).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ open: { form: 'editing' } })).toBe(true);
  });

  it('toasts the first problem in the spec order', () => {
    const { actor, open, change, effects } = start();
    open();
    change('name', 'Nimal');
    change('email', 'nimal@example.lk');
    actor.send({ type: 'inquiry.submit' });
    expect(effects.toastWarning).toHaveBeenLastCalledWith('Contact no cannot be empty');
    change('contactNo', '771234567');
    actor.send({ type: 'inquiry.submit' });
    expect(effects.toastWarning).toHaveBeenLastCalledWith('Address cannot be empty');
  });

  it('sends the payload, then closes, resets, toasts the thanks and goes to /', async () => {
    const { actor, open, fillValid, context, sendInquiry, effects } = start();
    open();
    fillValid();
    actor.send({ type: 'inquiry.addLink' });
    actor.send({ type: 'inquiry.changeLink', index: 0, value: ' https://airbnb.com/rooms/9 ' });
    actor.send({ type: 'inquiry.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('closed'));
    expect(sendInquiry).toHaveBeenCalledExactlyOnceWith({
      planId: 13,
      name: 'Nimal Perera',
      email: 'nimal@example.lk',
      contactNo: '771234567',
      countryCode: '+94',
      location: '12 Lighthouse Street, Galle Fort',
      links: ['https://airbnb.com/rooms/9'],
      propertyTypeId: 2,
      description: 'A four-room villa inside the fort walls.',
      customerId: 42,
    });
    expect(effects.toastSuccess).toHaveBeenCalledExactlyOnceWith(INQUIRY_SUCCESS);
    expect(INQUIRY_SUCCESS).toBe('Thank you for connecting with us. Your inquiry send successfully');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(context().form.name).toBe('');
    expect(context().form.links).toEqual([]);
    expect(context().planId).toBeNull();
  });

  it('cannot be closed while the inquiry is on its way', () => {
    const { actor, open, fillValid } = start({ send: () => new Promise(() => {}) });
    open();
    fillValid();
    actor.send({ type: 'inquiry.submit' });
    actor.send({ type: 'inquiry.close' });
    expect(actor.getSnapshot().matches({ open: { form: 'submitting' } })).toBe(true);
  });

  it("stays open with the server's message when the send fails", async () => {
    const failure = { success: false, status: 0, message: 'Sorry, something went wrong', serverMessage: 'Our inquiry desk is closed for maintenance' };
    const { actor, open, fillValid, context, effects } = start({ send: () => Promise.reject(failure) });
    open();
    fillValid();
    actor.send({ type: 'inquiry.submit' });
    await waitFor(actor, (s) => s.matches({ open: { form: 'editing' } }));
    expect(context().serverError).toBe('Our inquiry desk is closed for maintenance');
    expect(effects.toastError).toHaveBeenCalledWith('Our inquiry desk is closed for maintenance');
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(context().form.name).toBe('Nimal Perera');
  });

  it('shows the first of name, email, contactNo, location, description when the message is an object', async () => {
    const failure = { message: 'x', serverMessage: { description: 'Message cannot be empty', email: 'Please enter a valid email address' } };
    const { actor, open, fillValid, context } = start({ send: () => Promise.reject(failure) });
    open();
    fillValid();
    actor.send({ type: 'inquiry.submit' });
    await waitFor(actor, (s) => s.matches({ open: { form: 'editing' } }));
    expect(context().serverError).toBe('Please enter a valid email address');
  });

  it('clears the server message once the host edits again', async () => {
    const { actor, open, fillValid, change, context } = start({ send: () => Promise.reject({ message: 'Your connection was interrupted' }) });
    open();
    fillValid();
    actor.send({ type: 'inquiry.submit' });
    await waitFor(actor, (s) => s.context.serverError !== null);
    expect(context().serverError).toBe('Your connection was interrupted');
    change('name', 'Nimal Silva');
    expect(context().serverError).toBeNull();
  });
});

describe('inquiryFailureText', () => {
  it.each([
    ['the envelope text without a server message', { message: 'Your connection was interrupted' }, 'Your connection was interrupted'],
    ['a plain server message', { message: 'x', serverMessage: 'Try again tomorrow' }, 'Try again tomorrow'],
    ['the first field in the spec order', { message: 'x', serverMessage: { location: 'Address cannot be empty', contactNo: 'Please enter a valid contact number' } }, 'Please enter a valid contact number'],
    ['the last resort, ours to translate', {}, TRY_AGAIN_LATER],
  ])('uses %s', (_label, error, expected) => expect(inquiryFailureText(error)).toEqual(expected));

  it('falls back to our words as a descriptor', () => expect(TRY_AGAIN_LATER.message).toBe('Sorry! Try again later'));
});
