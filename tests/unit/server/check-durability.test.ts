import { describe, expect, it } from 'vitest';
import { durabilityWarning, findUnsafeDurabilitySettings, type DurabilitySetting } from '../../../src/server/db/check-durability';

/** A PostgreSQL whose settings are these (anything not named reads 'on'). */
const settings = (values: Partial<Record<DurabilitySetting, string>>) => async (name: DurabilitySetting) => values[name] ?? 'on';

describe('the durability check at start', () => {
  it('finds nothing when fsync, synchronous_commit and full_page_writes are on', async () => {
    expect(await findUnsafeDurabilitySettings(settings({}))).toEqual([]);
  });

  it.each<DurabilitySetting>(['fsync', 'synchronous_commit', 'full_page_writes'])('names %s when it alone is off', async (name) => {
    expect(await findUnsafeDurabilitySettings(settings({ [name]: 'off' }))).toEqual([name]);
  });

  it('names all three when all are off', async () => {
    const off = settings({ fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' });
    expect(await findUnsafeDurabilitySettings(off)).toEqual(['fsync', 'synchronous_commit', 'full_page_writes']);
  });

  // synchronous_commit = local / remote_write / remote_apply still flush the WAL locally on commit.
  it.each(['local', 'remote_write', 'remote_apply'])('accepts synchronous_commit = %s', async (value) => {
    expect(await findUnsafeDurabilitySettings(settings({ synchronous_commit: value }))).toEqual([]);
  });

  it('tells the operator what is at risk and what to do', () => {
    expect(durabilityWarning('fsync')).toBe('PostgreSQL runs with fsync=off: committed data can be lost in a crash. Turn it on in production.');
  });
});
