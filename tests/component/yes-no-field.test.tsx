import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { YesNoField } from '../../src/components/yes-no-field';

function Question({ onAnswer, error }: { onAnswer: (value: boolean) => void; error?: string }) {
  const [value, setValue] = useState<boolean | null>(null);
  return (
    <YesNoField
      legend="Are pets allowed?"
      name="petsAllowed"
      value={value}
      error={error}
      hint="Guide dogs are always welcome."
      onChange={(answer) => {
        setValue(answer);
        onAnswer(answer);
      }}
    />
  );
}

describe('YesNoField: every yes / no question asked the same way', () => {
  it('is a group named by its question, with a Yes and a No radio and neither chosen at first', () => {
    render(<Question onAnswer={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Are pets allowed?' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Yes', 'No']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Guide dogs are always welcome.');
  });

  // The arrow keys are the browser's own (native radios): tests/e2e/wizard-focused-flow.spec.ts presses them.
  it('takes a click on either answer and shows which is chosen', async () => {
    const onAnswer = vi.fn();
    render(<Question onAnswer={onAnswer} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('No'));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'No' }).closest('label')?.getAttribute('data-checked')).toBe('true');
  });

  it('marks the group invalid and reads out its message', () => {
    render(<Question onAnswer={vi.fn()} error="Say whether pets are allowed" />);
    const group = screen.getByRole('group', { name: 'Are pets allowed?' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const described = group.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Say whether pets are allowed');
  });
});
