// A guide: its hero, who wrote it and when, the Markdown body (rendered by generator/model/markdown.ts,
// raw HTML escaped), the services and places it is about, and the estimate call to action.
import { fill } from '../../generator/model/copy.ts';
import { longDate } from '../../generator/model/dates.ts';
import { guideDirectives } from '../../generator/model/guide-prices.ts';
import { renderMarkdownKept } from '../../generator/model/markdown-memo.ts';
import { placeName } from '../../generator/model/places.ts';
import { locationPath, servicePath } from '../../generator/model/routes.ts';
import type { Guide } from '../../generator/model/schema/index.ts';
import { withSlugs } from '../../generator/model/slug-lookup.ts';
import { Breadcrumb, CtaBanner, PageHero } from '../sections/common.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';

/** A line of copy with its {date} as a <time> element. */
function DateLine({ copy, date }: { copy: string; date: string }) {
  const { site } = usePage().content;
  const [before, after] = copy.split('{date}');
  return (
    <span>
      {before}
      <time dateTime={date}>{longDate(date, site.locale)}</time>
      {after}
    </span>
  );
}

export function GuidePage({ guide }: { guide: Guide }) {
  const image = useImageSource();
  const { content } = usePage();
  const words = content.pages.guides.article;
  // By slug: a guide reads only the services and places it names (an edit of another is not its own).
  const services = withSlugs(content.services, guide.services);
  const locations = withSlugs(content.locations, guide.locations);
  const { html } = renderMarkdownKept(guide.body, guideDirectives(guide, content));
  return (
    <>
      <Breadcrumb />
      <PageHero
        compact
        eyebrow={words.eyebrow}
        heading={guide.title}
        text={guide.description}
        aside={
          <div className="hero-picture">
            <Picture image={image(guide.hero.src)} alt={guide.hero.alt} slot="hero" />
          </div>
        }
      >
        <p className="guide-meta">
          <span>{fill(words.byline, { author: guide.author })}</span>
          <DateLine copy={words.published} date={guide.published} />
          {guide.updated > guide.published ? <DateLine copy={words.updated} date={guide.updated} /> : null}
        </p>
      </PageHero>
      <div className="section section-plain">
        <div className="container narrow">
          {/* The body is markdown-it's output with raw HTML escaped (generator/model/markdown.ts). */}
          <article className="prose guide-body" dangerouslySetInnerHTML={{ __html: html }} />
          {services.length > 0 || locations.length > 0 ? (
            <aside className="guide-related">
              {services.length > 0 ? (
                <section aria-labelledby="guide-services">
                  <h2 id="guide-services">{words.relatedServices}</h2>
                  <ul>
                    {services.map((s) => (
                      <li key={s.slug}>
                        <a href={servicePath(s)}>{s.name}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {locations.length > 0 ? (
                <section aria-labelledby="guide-locations">
                  <h2 id="guide-locations">{words.relatedLocations}</h2>
                  <ul>
                    {locations.map((l) => (
                      <li key={l.slug}>
                        <a href={locationPath(l)}>{placeName(l)}</a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </aside>
          ) : null}
        </div>
      </div>
      <CtaBanner cta={words.cta} />
    </>
  );
}
