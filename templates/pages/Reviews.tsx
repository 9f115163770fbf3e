import { Reviews as ReviewsWidget } from '../../client/islands/Reviews.tsx';
import type { ReviewsPage } from '../../generator/model/schema/index.ts';
import { Island } from '../Island.tsx';
import { CtaBanner, PageHero, Section, StatGrid } from '../sections/common.tsx';
import { usePage } from '../site-context.tsx';

export function Reviews({ page }: { page: ReviewsPage }) {
  const services = [...new Set(page.reviews.map((r) => r.service))].sort();
  const { copy, googleBusinessProfile } = usePage().content.site;
  // With a Google review address the button leads there; without one it stays the spec's inactive button.
  const reviewUrl = googleBusinessProfile?.reviewUrl;
  const { list } = page;
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        heading={page.hero.heading}
        text={page.hero.text}
        below={<StatGrid stats={page.stats} tone="dark" />}
      />
      <Section id="reviews" heading={page.list.heading} intro={page.list.intro}>
        <div className="review-actions">
          {reviewUrl ? (
            <a className="btn btn-primary" href={reviewUrl} rel="noopener">
              {page.list.writeLabel}
            </a>
          ) : (
            <button type="button" className="btn btn-primary" aria-disabled="true" title={page.list.comingSoon}>
              {page.list.writeLabel}
            </button>
          )}
          <button type="button" className="btn btn-outline" aria-disabled="true" title={page.list.comingSoon}>
            {page.list.estimateLabel}
          </button>
        </div>
        <Island
          name="reviews"
          component={ReviewsWidget}
          props={{
            // The sample mark is for the launch check (generator/cli/launch-check.ts), not the page.
            reviews: page.reviews.map(({ sample: _sample, ...review }) => review),
            services,
            words: {
              service: list.service,
              allServices: list.allServices,
              sortBy: list.sortBy,
              newest: list.newest,
              oldest: list.oldest,
              count: list.count,
              verified: list.verified,
              loadMore: list.loadMore,
              rating: copy.rating,
            },
          }}
        />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
