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
  const props: HeaderProps = {
    brand: site.brand,
    logoSrc: image(site.logo),
    currentPath: path,
    links: navigation.header.main,
    groups: [
      { id: 'services', label: 'Services', path: '/services', links: [{ name: 'All Services', path: '/services' }, ...services.map((s) => ({ name: s.name, path: `/services/${s.slug}` }))] },
      { id: 'areas', label: 'Service Areas', path: '/service-areas', links: navigation.header.serviceAreas },
    ],
    phone: site.phone,
    adminUrl: site.adminUrl,
  };
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Island name="header" component={Header} props={props} className="header-island" />
      <main id="main" className="site-main">{children}</main>
      <Footer />
      <MobileBar />
    </>
  );
}
