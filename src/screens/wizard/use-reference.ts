import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../../../machines/failure-text';
import type { UiText } from '../../../machines/ui-text';

/** A reference list for a step: the items, or the failure with a retry. */
export function useReference<T>(load: () => Promise<T>): { data: T | null; error: UiText | null; retry: () => void } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<UiText | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (items) => current && setData(items),
      (failure: unknown) => current && setError(failureText(failure)),
    );
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);
  return { data, error, retry };
}
