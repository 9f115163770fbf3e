import { Reviews as ReviewsWidget } from '../../client/islands/Reviews.tsx';
import type { ReviewsPage } from '../../generator/model/schema/index.ts';
import { Island } from '../Island.tsx';
import { CtaBanner, PageHero, Section, StatGrid } from '../sections/common.tsx';

export function Reviews({ page }: { page: ReviewsPage }) {
  const services = [...new Set(page.reviews.map((r) => r.service))].sort();
  return (
    <>
      <PageHero eyebrow="Customer Reviews" heading={page.hero.heading} text={page.hero.text} below={<StatGrid stats={page.stats} tone="dark" />} />
      <Section id="reviews" heading="Verified Customer Reviews" intro="Every review below comes from a verified customer. Filter by service or sort by date.">
        <div className="review-actions">
          <button type="button" className="btn btn-primary" aria-disabled="true" title="Coming soon">Write a Review</button>
          <button type="button" className="btn btn-outline" aria-disabled="true" title="Coming soon">Get Free Estimate</button>
        </div>
        <Island name="reviews" component={ReviewsWidget} props={{ reviews: page.reviews, services }} />
      </Section>
      <CtaBanner cta={page.cta} />
    </>
  );
}
