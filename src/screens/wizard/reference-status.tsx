import { FormAlert } from '../../components/form-field';

/** While a step's reference list loads, or after it failed (with a retry). */
export function ReferenceStatus({ error, retry, what }: { error: string | null; retry: () => void; what: string }) {
  if (!error) return <p role="status">Loading {what}…</p>;
  return (
    <div>
      <FormAlert message={error} />
      <button type="button" className="btn btn-outline btn-small" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
