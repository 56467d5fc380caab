import { render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { vi } from 'vitest';
import type { FieldMessage, WizardListing } from '../../machines/wizard.machine';
import { stepById } from '../../machines/wizard-steps';
import type { StepBodyProps } from '../../src/screens/wizard/step-types';

/** A draft listing on `planName` with the given saved steps (the rest not saved yet). */
export function listingWith(steps: Record<string, unknown> = {}, planName: string | null = 'STARTER'): WizardListing {
  return {
    id: 41,
    version: 3,
    status: 'draft',
    planId: 1,
    planName,
    isPropertyTypeRoomOrHomeStay: false,
    completion: {},
    steps,
  };
}

type Options<V> = { values: V; listing?: WizardListing | null; issues?: FieldMessage[]; onListingChange?: (listing: WizardListing) => void };

/**
 * Renders a step body as the wizard shell would, keeping the values it reports so typing adds up;
 * `onChange` records every report and `latest()` is the last one.
 */
export function renderStep<V>(stepId: string, Body: ComponentType<StepBodyProps<V>>, { values, listing = null, issues = [], onListingChange = vi.fn() }: Options<NoInfer<V>>) {
  const onChange = vi.fn<(values: V) => void>();
  const step = stepById(stepId);
  if (!step) throw new Error(`no step ${stepId}`);
  function Harness() {
    const [current, setCurrent] = useState(values);
    return (
      <Body
        step={step!}
        listing={listing}
        values={current}
        issues={issues}
        onChange={(next) => {
          onChange(next);
          setCurrent(next);
        }}
        onListingChange={onListingChange}
      />
    );
  }
  const view = render(<Harness />);
  const latest = (): V => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error('onChange was not called');
    return call[0];
  };
  return { ...view, onChange, latest };
}

/** The words a screen reader reads after a control's name (its aria-describedby). */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** The control the wizard focuses for a field's problem: `[name="field"]`. */
export const byName = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`no control named ${name}`);
  return element;
};

export const textOf = (label: string | RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;
