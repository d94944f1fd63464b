import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';

/**
 * The user-name menu (ROUTE-30): a disclosure button over the profile link and Logout, drawn with
 * SGDS's dropdown classes. It replaces SGDS's NavDropdown, whose module brings the dropdown
 * positioning library (@popperjs/core) to every page's start-up scripts although a menu inside the
 * navigation bar is never positioned by it (PERF-8). Enter or Space opens and closes it, Escape
 * closes it and returns to the button, the arrow keys move between its entries, a click elsewhere
 * closes it.
 */
export function UserMenu({
  name,
  profile,
  logoutLabel,
  onLogout,
}: {
  name: string;
  profile: { label: string; path: string };
  logoutLabel: string;
  onLogout: () => void;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLLIElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return;
    if (event.key === 'Escape') {
      setOpen(false);
      toggle.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const entries = [
        ...(container.current?.querySelectorAll<HTMLElement>('.dropdown-item') ?? []),
      ];
      const current = entries.indexOf(document.activeElement as HTMLElement);
      // From the button, down is the first entry and up the last; between entries it wraps round.
      const next =
        event.key === 'ArrowDown' ? (current + 1) % entries.length : current < 1 ? -1 : current - 1;
      entries.at(next)?.focus();
    }
  };

  return (
    <li
      ref={container}
      className={`nav-item dropdown sgds${open ? ' show' : ''}`}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggle}
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {name}
        <i className="bi bi-chevron-down" aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        className={`dropdown-menu${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        <li>
          <Link className="dropdown-item" to={profile.path} onClick={() => setOpen(false)}>
            {profile.label}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="dropdown-item"
            onClick={() => {
              setOpen(false);
              onLogout();
            }}
          >
            {logoutLabel}
          </button>
        </li>
      </ul>
    </li>
  );
}
