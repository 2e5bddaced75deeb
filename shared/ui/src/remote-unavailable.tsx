export const REMOTE_UNAVAILABLE_MESSAGE = 'This part of the portal is unavailable right now.';

/** Shown in a remote's region when it cannot load or crashes; Retry mounts it again. */
export function RemoteUnavailable({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="remote-unavailable" role="alert" aria-busy={retrying}>
      <p>{REMOTE_UNAVAILABLE_MESSAGE}</p>
      <button type="button" onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}
