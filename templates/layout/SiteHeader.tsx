// The site header island with its props (brand, navigation, dropdown groups): the
// same on every page apart from the current path, which marks the active links.
import { Header, type HeaderProps } from '../../client/islands/Header.tsx';
import type { Content } from '../../generator/model/content.ts';
import { Island } from '../Island.tsx';
import { useImageUrl, usePage } from '../site-context.tsx';

/** The header island's props for a page at `currentPath`; `image` resolves the logo reference. */
export function headerProps(content: Content, image: (ref: string) => string, currentPath: string): HeaderProps {
  const { site, navigation, services } = content;
  return {
    brand: site.brand,
    logoSrc: image(site.logo),
    currentPath,
    links: navigation.header.main,
    groups: [
      { id: 'services', label: 'Services', path: '/services', links: [{ name: 'All Services', path: '/services' }, ...services.map((s) => ({ name: s.name, path: `/services/${s.slug}` }))] },
      { id: 'areas', label: 'Service Areas', path: '/service-areas', links: navigation.header.serviceAreas },
    ],
    phone: site.phone,
    adminUrl: site.adminUrl,
  };
}

export function SiteHeader() {
  const { content, path } = usePage();
  const props = headerProps(content, useImageUrl(), path);
  return <Island name="header" component={Header} props={props} className="header-island" />;
}
