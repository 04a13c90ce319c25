import { fillPlaceholders } from '@visaready/shared';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLayoutTexts } from '../../lib/layout-texts';
import { ErrorBoundary } from '../ErrorBoundary';

// Loaded when the menu first opens, so the role query stays out of the landing page's bundle.
const AdminMenuLink = lazy(() => import('../../features/admin/components/AdminMenuLink'));

interface AccountMenuProps {
  name: string;
  email: string;
  onNavigate(): void;
  onSignOut(): void;
}

/**
 * The avatar's menu: a disclosure button (click, Enter or Space) with `aria-expanded`; Escape or a click outside
 * closes it, and Escape returns focus to the button.
 */
export function AccountMenu({ name, email, onNavigate, onSignOut }: AccountMenuProps) {
  const texts = useLayoutTexts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };

  return (
    <li className={`profile-menu ${open ? 'profile-menu--open' : ''}`} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="profile-menu__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="visually-hidden">{fillPlaceholders(texts.accountMenu, { name })}</span>
      </button>
      <div className="profile-menu__panel" id={panelId}>
        <p className="profile-menu__name">{name}</p>
        <p className="profile-menu__email">{email}</p>
        <Link to="/Myprofile" onClick={choose(onNavigate)}>
          {texts.links.myProfile}
        </Link>
        {open && (
          <ErrorBoundary fallback={null}>
            <Suspense fallback={null}>
              <AdminMenuLink onNavigate={choose(onNavigate)} />
            </Suspense>
          </ErrorBoundary>
        )}
        <button type="button" className="link-button" onClick={choose(onSignOut)}>
          {texts.signOut}
        </button>
      </div>
    </li>
  );
}
