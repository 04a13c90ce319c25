import { NOT_FOUND_PAGE } from '@visaready/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="not-found container">
      <h1 className="not-found__code">{NOT_FOUND_PAGE.code}</h1>
      <p className="not-found__text">{NOT_FOUND_PAGE.text}</p>
      <Link to="/" className="btn btn-primary">
        {NOT_FOUND_PAGE.back}
      </Link>
    </section>
  );
}
