// Sticky site header. Server-rendered as plain links; once hydrated, the
// dropdowns open on hover with the spec's delays and the hamburger menu works.
import { useEffect, useRef, useState } from 'react';
import { MENU_DELAYS_MS } from '../../generator/model/constants.ts';
import { Icon } from '../components/icons.tsx';
import { telHref, unbreakablePhone } from '../../generator/model/phone-text.ts';
import { fill } from '../../generator/model/copy.ts';
import type { Navigation } from '../../generator/model/schema/index.ts';
import { tabStops, useOverlayFocus } from '../focus.ts';

export interface HeaderLink {
  name: string;
  path: string;
}

export interface HeaderProps {
  brand: string;
  logoSrc: string;
  currentPath: string;
  links: HeaderLink[];
  /** Dropdown groups keyed by the main link path they hang from. */
  groups: { id: string; label: string; path: string; links: HeaderLink[] }[];
  phone: { display: string; e164: string };
  adminUrl: string;
  /** The header's words (navigation.yaml header.labels) and the estimate button (site.yaml copy). */
  words: Navigation['header']['labels'] & { estimate: string };
}

const isActive = (current: string, path: string) =>
  path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`);

/** Hover-intent timing: open after a delay, close after a delay, and skip the open delay right after another menu closed. */
export function useHoverMenus() {
  const [open, setOpen] = useState<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastClosedAt = useRef(-Infinity);
  const openRef = useRef<string | null>(null);
  openRef.current = open;

  const clear = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  const enter = (id: string) => {
    clear();
    if (openRef.current === id) return;
    const skip = openRef.current !== null || performance.now() - lastClosedAt.current < MENU_DELAYS_MS.skip;
    if (skip) setOpen(id);
    else openTimer.current = setTimeout(() => setOpen(id), MENU_DELAYS_MS.open);
  };
  const leave = () => {
    clearTimeout(openTimer.current);
    closeTimer.current = setTimeout(() => {
      lastClosedAt.current = performance.now();
      setOpen(null);
    }, MENU_DELAYS_MS.close);
  };
  const toggle = (id: string) => {
    clear();
    setOpen((cur) => (cur === id ? null : id));
  };
  const close = () => {
    clear();
    setOpen(null);
  };
  useEffect(() => clear, []);
  return { open, enter, leave, toggle, close };
}

export function Header({ brand, logoSrc, currentPath, links, groups, phone, adminUrl, words }: HeaderProps) {
  const menus = useHoverMenus();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mobileRef = useRef<HTMLElement>(null);
  useOverlayFocus(mobileOpen, {
    roots: () => [toggleRef.current, mobileRef.current],
    first: () => (mobileRef.current ? tabStops([mobileRef.current])[0] : null),
    returnTo: () => toggleRef.current,
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // Escape inside an open dropdown hands focus back to its button before the list hides.
      const trigger = (document.activeElement as Element | null)
        ?.closest('.has-menu')
        ?.querySelector<HTMLButtonElement>('.menu-trigger');
      menus.close();
      setMobileOpen(false);
      setExpanded({});
      trigger?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) menus.close();
    };
    // A dropdown is not modal: it closes when focus moves on from it to something else on the page.
    const onFocusOut = (e: FocusEvent) => {
      const menu = (e.target as Element).closest('.has-menu');
      const next = e.relatedTarget as Node | null;
      if (menu && next && !menu.contains(next)) menus.close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  const closeMobile = () => {
    setMobileOpen(false);
    setExpanded({});
  };
  const groupFor = (path: string) => groups.find((g) => g.path === path);
  const current = (path: string) => (isActive(currentPath, path) ? 'page' : undefined);
  const groupActive = (g: { path: string; links: HeaderLink[] }) =>
    isActive(currentPath, g.path) || g.links.some((l) => l.path !== '/' && isActive(currentPath, l.path));

  return (
    <header className="site-header" ref={rootRef}>
      <div className="container header-inner">
        <a className="logo" href="/" aria-label={fill(words.home, { brand })}>
          <img src={logoSrc} alt="" width={40} height={40} />
          <span className="logo-text">{brand}</span>
        </a>
        <nav className="desktop-nav" aria-label={words.mainNav}>
          <ul className="nav-list">
            {links.map((link) => {
              const group = groupFor(link.path);
              if (!group) {
                return (
                  <li key={link.path}>
                    <a className="nav-link" href={link.path} aria-current={current(link.path)}>
                      {link.name}
                    </a>
                  </li>
                );
              }
              const isOpen = menus.open === group.id;
              return (
                <li
                  key={link.path}
                  className="has-menu"
                  data-open={isOpen ? 'true' : undefined}
                  onMouseEnter={() => menus.enter(group.id)}
                  onMouseLeave={menus.leave}
                >
                  <button
                    type="button"
                    className={groupActive(group) ? 'nav-link menu-trigger active' : 'nav-link menu-trigger'}
                    aria-expanded={isOpen}
                    aria-controls={`menu-${group.id}`}
                    onClick={() => menus.toggle(group.id)}
                  >
                    {group.label}
                    <Icon name="chevronDown" size={16} />
                  </button>
                  <ul className="dropdown" id={`menu-${group.id}`} hidden={!isOpen}>
                    {group.links.map((l) => (
                      <li key={l.path}>
                        <a
                          href={l.path}
                          aria-current={currentPath === l.path ? 'page' : undefined}
                          onClick={menus.close}
                        >
                          {l.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="header-actions">
          <a
            className="btn btn-ghost phone-button"
            href={telHref(phone)}
            data-track="phone"
            aria-label={fill(words.call, { phone: phone.display })}
          >
            <Icon name="phone" size={18} />
            <span className="phone-number">{unbreakablePhone(phone.display)}</span>
          </a>
          <a className="admin-link" href={adminUrl} rel="noopener">
            {words.admin}
          </a>
          <a className="btn btn-accent estimate-button" href="/contact" data-track="estimate">
            {words.estimate}
          </a>
          <button
            type="button"
            className="menu-toggle"
            ref={toggleRef}
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? words.closeMenu : words.openMenu}
            onClick={() => (mobileOpen ? closeMobile() : setMobileOpen(true))}
          >
            <Icon name={mobileOpen ? 'close' : 'menu'} size={24} />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" className="mobile-menu" aria-label={words.mobileNav} hidden={!mobileOpen} ref={mobileRef}>
        <ul>
          {links.map((link) => {
            const group = groupFor(link.path);
            if (!group) {
              return (
                <li key={link.path}>
                  <a href={link.path} aria-current={current(link.path)} onClick={closeMobile}>
                    {link.name}
                  </a>
                </li>
              );
            }
            const isOpen = expanded[group.id] === true;
            return (
              <li key={link.path}>
                <button
                  type="button"
                  className="mobile-group-toggle"
                  aria-expanded={isOpen}
                  aria-controls={`mobile-${group.id}`}
                  onClick={() => setExpanded((e) => ({ ...e, [group.id]: !isOpen }))}
                >
                  {group.label}
                  <Icon name="chevronDown" size={18} />
                </button>
                <ul id={`mobile-${group.id}`} className="mobile-group" hidden={!isOpen}>
                  {group.links.map((l) => (
                    <li key={l.path}>
                      <a href={l.path} aria-current={currentPath === l.path ? 'page' : undefined} onClick={closeMobile}>
                        {l.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          <li>
            <a href={telHref(phone)} data-track="phone" onClick={closeMobile}>
              {fill(words.mobileCall, { phone: unbreakablePhone(phone.display) })}
            </a>
          </li>
          <li>
            <a href={adminUrl} rel="noopener" onClick={closeMobile}>
              {words.admin}
            </a>
          </li>
          <li>
            <a className="btn btn-accent" href="/contact" data-track="estimate" onClick={closeMobile}>
              {words.estimate}
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}
