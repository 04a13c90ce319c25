export function PageLoading() {
  return (
    <div className="page-status" role="status" aria-live="polite">
      Loading...
    </div>
  );
}

export function PageError() {
  return (
    <div className="page-status" role="alert">
      <p>This page could not be loaded. Check your connection and try again.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
