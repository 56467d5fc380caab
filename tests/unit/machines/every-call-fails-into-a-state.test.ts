import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/**
 * Loading and failure have one pattern (issue 24 item 7): a call that fails (no answer, an error
 * status) ends in a state of its machine with the catalogue's message, never in an actor error.
 * An invoked actor without onError makes the machine itself fail, and @xstate/react then throws
 * it into React, which shows the router's error page: a dropped connection while
 * /reservation-manage loaded its property filter did exactly that.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../machines/*.machine.ts', { eager: true });

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && typeof (value as { provide?: unknown }).provide === 'function';

function invokesWithoutOnError(node: AnyStateNode): string[] {
  const own = node.invoke
    .filter((invoke) => !invoke.onError)
    .map((invoke) => `${node.id} invokes ${String(invoke.src)}`);
  return [...own, ...Object.values(node.states).flatMap((child) => invokesWithoutOnError(child))];
}

const machines = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMachine(value))
    .map(([name, machine]) => ({ file: file.replace(/^.*\//, ''), name, machine: machine as AnyStateMachine })),
);

describe('every call a machine makes fails into one of its states', () => {
  it('finds the machines', () => {
    expect(machines.length).toBeGreaterThan(25);
  });

  it.each(machines.map(({ file, name, machine }) => [`${file} ${name}`, machine] as const))('%s handles the failure of every call it invokes', (_, machine) => {
    expect(invokesWithoutOnError(machine.root)).toEqual([]);
  });
});
