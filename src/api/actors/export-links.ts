import { fromPromise } from 'xstate';
import { exportLinksMachine } from '../../../machines/export-links.machine';
import { rotateIcalExport } from '../sync-calls';

/** A unit's export links with their call; copying to the clipboard is the screen's. */
export const exportLinksWithCalls = exportLinksMachine.provide({ actors: { rotateLinks: fromPromise(({ input }) => rotateIcalExport(input.unitId)) } });
