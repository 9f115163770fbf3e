// The site header island with its props (brand, navigation, dropdown groups): the
// same on every page apart from the current path, which marks the active links.
import { Header, type HeaderProps } from '../../client/islands/Header.tsx';
import type { Content } from '../../generator/model/content.ts';
import { Island } from '../Island.tsx';
import { useImageUrl, usePage } from '../site-context.tsx';

/** The header island's props for a page at `currentPath`; `image` resolves the logo reference. */
export function headerProps(content: Content, image: (ref: string) => string, currentPath: string): HeaderProps {
  const { site, navigation, services } = content;
  const { servicesMenu, areasMenu } = navigation.header;
  return {
    brand: site.brand,
    logoSrc: image(site.logo),
    currentPath,
    links: navigation.header.main,
    groups: [
      {
        id: 'services',
        label: servicesMenu.label,
        path: servicesMenu.path,
        links: [servicesMenu.allLink, ...services.map((s) => ({ name: s.name, path: `/services/${s.slug}` }))],
      },
      { id: 'areas', label: areasMenu.label, path: areasMenu.path, links: navigation.header.serviceAreas },
    ],
    phone: site.phone,
    adminUrl: site.adminUrl,
    words: { ...navigation.header.labels, estimate: site.copy.estimateButton },
  };
}

export function SiteHeader() {
  const { content, path } = usePage();
  const props = headerProps(content, useImageUrl(), path);
  return <Island name="header" component={Header} props={props} className="header-island" />;
}
