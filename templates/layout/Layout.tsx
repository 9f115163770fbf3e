import type { ReactNode } from 'react';
import { Header, type HeaderProps } from '../../client/islands/Header.tsx';
import { Island } from '../Island.tsx';
import { useImageUrl, usePage } from '../site-context.tsx';
import { Footer } from './Footer.tsx';
import { MobileBar } from './MobileBar.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { content, path } = usePage();
  const { site, navigation, services } = content;
  const image = useImageUrl();
  const { servicesMenu, areasMenu } = navigation.header;
  const props: HeaderProps = {
    brand: site.brand,
    logoSrc: image(site.logo),
    currentPath: path,
    links: navigation.header.main,
    groups: [
      { id: 'services', label: servicesMenu.label, path: servicesMenu.path, links: [servicesMenu.allLink, ...services.map((s) => ({ name: s.name, path: `/services/${s.slug}` }))] },
      { id: 'areas', label: areasMenu.label, path: areasMenu.path, links: navigation.header.serviceAreas },
    ],
    phone: site.phone,
    adminUrl: site.adminUrl,
    words: { ...navigation.header.labels, estimate: site.copy.estimateButton },
  };
  return (
    <>
      <a className="skip-link" href="#main">{site.copy.skipLink}</a>
      <Island name="header" component={Header} props={props} className="header-island" />
      <main id="main" className="site-main">{children}</main>
      <Footer />
      <MobileBar />
    </>
  );
}
