// Building blocks shared by every page template.
import type { ReactNode } from 'react';
import type { Benefit, Cta, Faq as FaqItem, Stat, Step, Testimonial } from '../../generator/model/schema/index.ts';
import { Icon, type IconName } from '../../client/components/icons.tsx';
import { itemIcon } from '../../generator/model/item-icons.ts';
import type { ImageSource } from '../../generator/model/image-slots.ts';
import { usePage } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';
import { PhoneLink, phoneInButton } from './PhoneLink.tsx';
import { fill } from '../../generator/model/copy.ts';
import { telHref } from '../../generator/model/phone-text.ts';

export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
  eyebrow,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: 'plain' | 'muted' | 'dark';
  children: ReactNode;
  eyebrow?: string;
}) {
  return (
    <section className={`section section-${tone}`} aria-labelledby={`${id}-title`} id={id}>
      <div className="container">
        <header className="section-header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={`${id}-title`}>{heading}</h2>
          {intro ? <p className="lead">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

/**
 * Class list of a card grid: its column count and its item count, which the stylesheet
 * uses to center short rows and rebalance counts that would leave one orphan card.
 */
export function cardGrid(columns: 2 | 3 | 4, count: number, extra?: string): string {
  return ['card-grid', `cols-${columns}`, `count-${count}`, extra].filter(Boolean).join(' ');
}

export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const { copy } = usePage().content.site;
  return (
    <span className="stars" role="img" aria-label={fill(copy.rating, { rating })}>
      {Array.from({ length: rating }, (_, i) => (
        <Icon key={i} name="star" size={size} />
      ))}
    </span>
  );
}

/** Characters in the longest word (a run without spaces) of any of the texts. */
export function longestWord(texts: string[]): number {
  return Math.max(0, ...texts.flatMap((t) => t.split(/\s+/).map((w) => w.length)));
}

/**
 * The class `chars-N` of text set in a size that fits its longest word (N characters, 1 to 32) on a line: the
 * stylesheet sizes it from N and its container's width (.stat dd, .email-link), never above its normal size.
 */
export function charsClass(texts: string[]): string {
  return `chars-${Math.min(32, Math.max(1, longestWord(texts)))}`;
}

/**
 * Stats whose figures and labels fit their boxes: every figure of a grid is sized for the grid's longest
 * figure word, every label for its longest label word, so the grid's figures stay alike.
 */
export function StatGrid({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  const figure = charsClass(stats.map((s) => s.number));
  const label = charsClass(stats.map((s) => s.label));
  return (
    <dl className={`stat-grid stat-${tone} count-${stats.length}`}>
      {stats.map((s) => (
        <div key={s.label} className="stat">
          <dt className={label}>{s.label}</dt>
          <dd className={figure}>{s.number}</dd>
        </div>
      ))}
    </dl>
  );
}

export function BenefitGrid({ items, columns = 3 }: { items: Benefit[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cardGrid(columns, items.length)}>
      {items.map((b) => (
        <li key={b.name} className="card benefit">
          <span className="icon-badge">
            <Icon name={itemIcon(b)} size={22} />
          </span>
          <h3>{b.name}</h3>
          <p>{b.description}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A list of short lines, each behind an icon: feature checklists, hero badges, area names. The icon is
 * one for every line, or chosen per line (a trust badge's own icon).
 */
export function Checklist({
  items,
  className = 'checklist',
  icon = 'checkCircle',
  iconSize = 18,
  renderItem = (item) => item,
}: {
  items: readonly string[];
  className?: string;
  icon?: IconName | ((item: string) => IconName);
  iconSize?: number;
  renderItem?: (item: string) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name={typeof icon === 'function' ? icon(item) : icon} size={iconSize} />
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className={`steps steps-${steps.length}`}>
      {steps.map((s, i) => (
        <li key={s.title} className="step">
          <span className="step-number" aria-hidden="true">
            {i + 1}
          </span>
          <h3>{s.title}</h3>
          {s.timing ? (
            <p className="step-timing">
              <Icon name="clock" size={14} />
              {s.timing}
            </p>
          ) : null}
          <p>{s.description}</p>
        </li>
      ))}
    </ol>
  );
}

export function Testimonials({ items }: { items: Testimonial[] }) {
  return (
    <ul className={cardGrid(3, items.length, 'testimonials')}>
      {items.map((t) => (
        <li key={t.name} className="card testimonial">
          <Stars rating={t.rating} />
          <blockquote>
            <p>{t.text}</p>
          </blockquote>
          <p className="testimonial-name">{t.name}</p>
          <p className="testimonial-role">{t.role}</p>
          {(t.service ?? t.project) ? <p className="tag">{t.service ?? t.project}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * FAQ accordion with no JavaScript: each item is a native <details>. In "single" mode the
 * items share a details name, so the browser keeps one open at a time (opening another
 * closes it, clicking the open one closes it); in "multi" mode each toggles on its own.
 */
export function FaqSection({
  id,
  heading,
  items,
  mode,
  intro,
}: {
  id: string;
  heading: string;
  items: FaqItem[];
  mode: 'single' | 'multi';
  intro?: string;
}) {
  return (
    <Section id={id} heading={heading} intro={intro} tone="muted">
      <div className="faq-list" data-mode={mode}>
        {items.map((item, i) => (
          <details
            key={item.question}
            className="faq-item"
            id={`${id}-${i}`}
            name={mode === 'single' ? `${id}-group` : undefined}
          >
            <summary>
              <span>{item.question}</span>
              <span className="faq-icon" aria-hidden="true" />
            </summary>
            <div className="faq-answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

export function TrustStrip() {
  const { site } = usePage().content;
  return (
    <section className="trust-strip" aria-label={site.copy.trustStripLabel}>
      <ul className="container trust-list">
        {site.trustBadges.map((b) => (
          <li key={b}>
            <Icon name={itemIcon({ name: b })} size={22} />
            <span>{b}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CtaBanner({
  cta,
  estimateLabel,
  conversion,
}: {
  cta: Cta;
  estimateLabel?: string;
  conversion?: { phone: string; estimate: string };
}) {
  const { site } = usePage().content;
  return (
    <section className="cta-banner" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div className="cta-copy">
          <h2 id="cta-title">{cta.heading}</h2>
          <p>{cta.text}</p>
          <div className="cta-actions">
            <a
              className="btn btn-accent btn-lg"
              href={telHref(site.phone)}
              data-track="phone"
              data-conversion={conversion?.phone}
            >
              <Icon name="phone" size={20} />
              {fill(site.copy.callPhone, { phone: phoneInButton(site.phone.display) })}
            </a>
            <a
              className="btn btn-outline-light btn-lg"
              href="/contact"
              data-track="estimate"
              data-conversion={conversion?.estimate}
            >
              {estimateLabel ?? site.copy.estimateButton}
            </a>
          </div>
        </div>
        <HoursPanel />
      </div>
    </section>
  );
}

/**
 * The right side of page heroes: the guarantees and the reply promise. A page shows it once: the
 * call-to-action band at its end has the hours panel instead.
 */
export function TrustPanel({ heading }: { heading?: string }) {
  const { site } = usePage().content;
  return (
    <div className="trust-panel">
      <p className="trust-panel-title">{heading ?? site.copy.trustPanelHeading}</p>
      <ul className="trust-panel-list">
        {site.trustBadges.map((b) => (
          <li key={b}>
            <Icon name={itemIcon({ name: b })} size={20} />
            {b}
          </li>
        ))}
        <li>
          <Icon name="clock" size={20} />
          {site.replyWithin}
        </li>
      </ul>
    </div>
  );
}

/** The right side of call-to-action bands: when the office answers, how soon it replies and where it works. */
export function HoursPanel() {
  const { site } = usePage().content;
  return (
    <div className="trust-panel hours-panel">
      <p className="trust-panel-title">{site.copy.hoursPanelHeading}</p>
      <dl className="hours-panel-hours">
        {site.hours.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.hours}</dd>
          </div>
        ))}
      </dl>
      <ul className="trust-panel-list">
        <li>
          <Icon name="clock" size={20} />
          {site.replyWithin}
        </li>
        <li>
          <Icon name="pin" size={20} />
          {site.area}
        </li>
      </ul>
    </div>
  );
}

export function HeroActions({ estimateLabel, secondary }: { estimateLabel?: string; secondary?: ReactNode }) {
  const { copy } = usePage().content.site;
  return (
    <div className="hero-actions">
      <a className="btn btn-accent btn-lg" href="/contact" data-track="estimate">
        {estimateLabel ?? copy.estimateButton}
      </a>
      {secondary ?? <PhoneLink className="btn btn-outline-light btn-lg" text={copy.callNow} iconSize={20} />}
    </div>
  );
}

/**
 * Page hero: copy on the left, and on wide screens a right side so the band is not half empty:
 * `aside` when given, else the trust panel. `below` spans both columns (stat rows).
 */
export function PageHero({
  eyebrow,
  heading,
  text,
  children,
  image,
  compact,
  aside,
  below,
}: {
  eyebrow?: string;
  heading: string;
  text: string;
  children?: ReactNode;
  image?: ImageSource & { alt: string };
  compact?: boolean;
  /** The hero's right side: the trust panel when left out, nothing when null (a one-column hero). */
  aside?: ReactNode | null;
  below?: ReactNode;
}) {
  return (
    <section className={compact ? 'page-hero compact' : 'page-hero'} aria-labelledby="page-title">
      {image ? <Picture className="hero-bg" image={image} alt={image.alt} slot="hero" /> : null}
      <div className="container hero-content">
        <div className="hero-copy">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h1 id="page-title">{heading}</h1>
          <p className="hero-text">{text}</p>
          {children}
        </div>
        {aside === null ? null : <div className="hero-aside">{aside ?? <TrustPanel />}</div>}
        {below ? <div className="hero-below">{below}</div> : null}
      </div>
    </section>
  );
}

/** Visible breadcrumb: the trail the page's kind declares, which its BreadcrumbList carries too; the last crumb is the current page. */
export function Breadcrumb() {
  const {
    content: {
      site: { copy },
    },
    trail: items,
  } = usePage();
  if (!items) return null;
  return (
    <nav className="breadcrumb" aria-label={copy.breadcrumbLabel}>
      <ol className="container">
        {items.map((item, i) => (
          <li key={item.path}>
            {i < items.length - 1 ? <a href={item.path}>{item.name}</a> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
