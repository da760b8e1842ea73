// What an island shows when a load fails: the spec's message ("Failed to fetch doctors"), announced, and a
// Try Again button that loads again (the data hook's retry), in place of the list, never only a toast.
interface Props {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** A smaller button inside a list's area (the reviews' filters stay above it). */
  small?: boolean;
}

export default function LoadFailed({ message, retryLabel, onRetry, small = false }: Props) {
  return (
    <div className="form-error load-failed" role="alert">
      <p>{message}</p>
      <button type="button" className={`btn btn-secondary${small ? ' btn-sm' : ''}`} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
