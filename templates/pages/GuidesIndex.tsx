// The list of guides (/guides and its later pages): newest first, each with its picture, date, summary and link.
import type { GuidesListPage } from '../../generator/model/guide-order.ts';
import { fill } from '../../generator/model/copy.ts';
import { longDate } from '../../generator/model/dates.ts';
import { guidePath, guidesPagePath } from '../../generator/model/routes.ts';
import { Breadcrumb, PageHero } from '../sections/common.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { Picture } from '../../client/components/Picture.tsx';

export function GuidesIndex({ list }: { list: GuidesListPage }) {
  const { site } = usePage().content;
  const image = useImageSource();
  const { page, guides, number, pages } = list;
  return (
    <>
      <Breadcrumb />
      <PageHero compact eyebrow={page.hero.eyebrow} heading={page.hero.heading} text={page.hero.text} />
      <div className="section section-plain">
        <div className="container narrow">
          <ol className="guide-list">
            {guides.map((g) => (
              <li key={g.slug} className="guide-item">
                <div className="guide-picture">
                  <Picture image={image(g.hero.src)} alt={g.hero.alt} slot="card" />
                </div>
                <div className="guide-summary">
                  <h2>
                    <a href={guidePath(g)}>{g.title}</a>
                  </h2>
                  <p className="guide-date">
                    <time dateTime={g.published}>{longDate(g.published, site.locale)}</time>
                  </p>
                  <p>{g.description}</p>
                  <a className="guide-more" href={guidePath(g)} aria-label={`${page.readMore}: ${g.title}`}>
                    {page.readMore}
                  </a>
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="guide-pages" aria-label={page.pagination.label}>
              {number > 1 ? <a href={guidesPagePath(number - 1)}>{page.pagination.newer}</a> : null}
              <span>{fill(page.pagination.page, { page: number, pages })}</span>
              {number < pages ? <a href={guidesPagePath(number + 1)}>{page.pagination.older}</a> : null}
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}
