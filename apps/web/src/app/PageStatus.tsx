import { useLayoutTexts } from '../lib/layout-texts';

// Their words are the layout's: they show while a page arrives, before its own texts can.
export function PageLoading() {
  const { pageStatus } = useLayoutTexts();
  return (
    <div className="page-status" role="status" aria-live="polite">
      {pageStatus.loading}
    </div>
  );
}

export function PageError() {
  const { pageStatus } = useLayoutTexts();
  return (
    <div className="page-status" role="alert">
      <p>{pageStatus.failed}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {pageStatus.reload}
      </button>
    </div>
  );
}
