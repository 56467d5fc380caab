import { fromPromise } from 'xstate';
import { inquiryMachine, type PropertyTypeOption } from '../../../machines/inquiry.machine';
import { listPropertyTypes, sendInquiry } from '../listing-calls';

/** The inquiry dialog with its calls. */
export const inquiryWithCalls = inquiryMachine.provide({
  actors: {
    loadPropertyTypes: fromPromise<PropertyTypeOption[]>(async () => listPropertyTypes()),
    sendInquiry: fromPromise(({ input }) => sendInquiry(input)),
  },
});
