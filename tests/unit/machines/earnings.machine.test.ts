import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { earningsMachine, monthPeriod, yearPeriod, type EarningsDownload, type EarningsProperty, type EarningsQuery, type EarningsReport } from '../../../machines/earnings.machine';

const reportOf = ({ from, to, propertyId }: EarningsQuery): EarningsReport => ({
  from,
  to,
  today: '2026-03-10',
  propertyId,
  totals: [],
  atProperty: [],
  properties: [],
  months: [],
  trend: [],
  reservations: [],
  reservationsTruncated: false,
  payouts: [],
});

function start(options: { loadEarnings?: (q: EarningsQuery) => Promise<EarningsReport>; download?: (d: EarningsDownload) => Promise<void>; properties?: () => Promise<EarningsProperty[]> } = {}) {
  const loadEarnings = vi.fn(options.loadEarnings ?? (async (q: EarningsQuery) => reportOf(q)));
  const downloadEarnings = vi.fn(options.download ?? (async () => undefined));
  const loadProperties = vi.fn(options.properties ?? (async () => [{ id: 4, name: 'Palm Shade Villa' }]));
  const actor = createActor(
    earningsMachine.provide({
      actors: {
        loadEarnings: fromPromise(({ input }) => loadEarnings(input)),
        loadProperties: fromPromise(() => loadProperties()),
        downloadEarnings: fromPromise(({ input }) => downloadEarnings(input)),
      },
    }),
    { input: { today: '2026-03-10' } },
  ).start();
  const settled = () => waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
  return { actor, loadEarnings, downloadEarnings, settled };
}

describe('earningsMachine', () => {
  it('loads this month for all properties first, and the filter’s properties beside it', async () => {
    const { actor, loadEarnings, settled } = start();
    await settled();
    expect(loadEarnings).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', propertyId: null });
    expect(actor.getSnapshot().context.period.kind).toBe('thisMonth');
    await waitFor(actor, (s) => s.context.properties !== null);
    expect(actor.getSnapshot().context.properties).toEqual([{ id: 4, name: 'Palm Shade Villa' }]);
  });

  it('reloads for a chosen month, a year and a property', async () => {
    const { actor, loadEarnings, settled } = start();
    await settled();
    actor.send({ type: 'earnings.period', period: monthPeriod('2026-02') });
    await settled();
    expect(loadEarnings).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-02-28', propertyId: null });
    actor.send({ type: 'earnings.period', period: yearPeriod(2025) });
    await settled();
    actor.send({ type: 'earnings.property', propertyId: 4 });
    await settled();
    expect(loadEarnings).toHaveBeenLastCalledWith({ from: '2025-01-01', to: '2025-12-31', propertyId: 4 });
  });

  it('refuses a reversed or too long custom range without calling, and says why', async () => {
    const { actor, loadEarnings, settled } = start();
    await settled();
    actor.send({ type: 'earnings.period', period: { kind: 'custom', from: '2026-03-10', to: '2026-03-01' } });
    actor.send({ type: 'earnings.period', period: { kind: 'custom', from: '2020-01-01', to: '2026-03-01' } });
    expect(actor.getSnapshot().context.periodProblem).toBe('Choose at most three years at a time');
    expect(loadEarnings).toHaveBeenCalledTimes(1);
    actor.send({ type: 'earnings.period', period: { kind: 'custom', from: '2026-01-01', to: '2026-03-01' } });
    await settled();
    expect(actor.getSnapshot().context.periodProblem).toBeNull();
    expect(loadEarnings).toHaveBeenLastCalledWith({ from: '2026-01-01', to: '2026-03-01', propertyId: null });
  });

  it('shows the failure and loads again on retry', async () => {
    let calls = 0;
    const { actor, settled } = start({
      loadEarnings: async (q) => {
        calls += 1;
        if (calls === 1) throw { message: 'The connection was interrupted' };
        return reportOf(q);
      },
    });
    await settled();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('The connection was interrupted');
    actor.send({ type: 'earnings.retry' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.report?.from).toBe('2026-03-01');
  });

  it('keeps the filter working with "All properties" when the property list fails', async () => {
    const { actor, settled } = start({ properties: async () => Promise.reject(new Error('offline')) });
    await settled();
    await waitFor(actor, (s) => s.context.properties !== null);
    expect(actor.getSnapshot().context.properties).toEqual([]);
  });

  it('downloads the period on screen in the chosen format, one file at a time', async () => {
    let finish: () => void = () => undefined;
    const { actor, downloadEarnings, settled } = start({ download: () => new Promise<void>((resolve) => (finish = resolve)) });
    await settled();
    actor.send({ type: 'earnings.property', propertyId: 4 });
    await settled();
    actor.send({ type: 'earnings.download', format: 'xlsx' });
    expect(actor.getSnapshot().hasTag('downloading')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'earnings.download', format: 'csv' })).toBe(false);
    expect(downloadEarnings).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-31', propertyId: 4, format: 'xlsx' });
    finish();
    await waitFor(actor, (s) => !s.hasTag('downloading'));
    expect(actor.getSnapshot().can({ type: 'earnings.download', format: 'csv' })).toBe(true);
  });

  it('tells a failed download without losing the report', async () => {
    const { actor, settled } = start({ download: async () => Promise.reject({ message: 'Sorry! Try again later' }) });
    await settled();
    actor.send({ type: 'earnings.download', format: 'csv' });
    await waitFor(actor, (s) => s.context.downloadError !== null);
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.downloadError).toBe('Sorry! Try again later');
    expect(actor.getSnapshot().context.report).not.toBeNull();
  });
});
