import { Trans, useLingui } from '@lingui/react/macro';
import type { UiText } from '../../../machines/ui-text';
import { FormAlert } from '../../components/form-field';

/** While a step's reference list loads, or after it failed (with a retry). */
export function ReferenceStatus({ error, retry, what }: { error: UiText | null; retry: () => void; what: string }) {
  const { t } = useLingui();
  if (!error) return <p role="status">{t`Loading ${what}…`}</p>;
  return (
    <div>
      <FormAlert message={error} />
      <button type="button" className="btn btn-outline btn-small" onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
