import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

export interface Crumb {
  label: string;
  to?: string;
  state?: unknown;
}

export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="iv-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} state={crumb.state}>
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
