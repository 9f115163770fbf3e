// Reviews list: service filter, newest/oldest sort, count line, 12 shown
// first and Load More adding 4 at a time.
import { useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../components/icons.tsx';
import { fill, listLine } from '../../generator/model/copy.ts';
import type { ReviewsPage } from '../../generator/model/schema/index.ts';
import {
  initialVisible,
  loadMoreCount,
  nextVisible,
  selectReviews,
  type ReviewItem,
  type SortOrder,
} from '../reviews-logic.ts';

export interface ReviewsProps {
  reviews: ReviewItem[];
  services: string[];
  /** The list's words (reviews.yaml list) and the star rating's (site.yaml copy.rating). */
  words: Pick<
    ReviewsPage['list'],
    'service' | 'allServices' | 'sortBy' | 'newest' | 'oldest' | 'count' | 'verified' | 'loadMore'
  > & { rating: string };
}

export function Reviews({ reviews, services, words }: ReviewsProps) {
  const [filter, setFilter] = useState('all');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [visible, setVisible] = useState(initialVisible(reviews.length));
  const shown = selectReviews(reviews, filter, sort);
  const count = Math.min(visible, shown.length);
  const more = loadMoreCount(count, shown.length);
  const listRef = useRef<HTMLUListElement>(null);
  // The review to focus after a render: set when Load More removes itself, so focus does not fall to the page.
  // A layout effect, so focus moves as soon as the button is gone rather than after the next frame.
  const focusAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusAt.current === null) return;
    (listRef.current?.children[focusAt.current] as HTMLElement | undefined)?.focus();
    focusAt.current = null;
  });
  const showMore = () => {
    const next = nextVisible(count, shown.length);
    if (loadMoreCount(next, shown.length) === 0) focusAt.current = count;
    setVisible(next);
  };
  const changeFilter = (value: string) => {
    setFilter(value);
    setVisible(initialVisible(selectReviews(reviews, value, sort).length));
  };
  return (
    <div className="reviews-widget">
      <div className="reviews-controls">
        <label>
          <span>{words.service}</span>
          <select value={filter} onChange={(e) => changeFilter(e.currentTarget.value)} name="service">
            <option value="all">{words.allServices}</option>
            {services.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{words.sortBy}</span>
          <select value={sort} onChange={(e) => setSort(e.currentTarget.value as SortOrder)} name="sort">
            <option value="newest">{words.newest}</option>
            <option value="oldest">{words.oldest}</option>
          </select>
        </label>
        <p className="reviews-count" aria-live="polite">
          {fill(words.count, { count, total: shown.length })}
        </p>
      </div>
      <ul className="review-list" ref={listRef}>
        {shown.slice(0, count).map((r) => (
          <li key={`${r.name}-${r.date}`} className="review-card card" tabIndex={-1}>
            <div className="review-head">
              <div>
                <p className="review-name">{r.name}</p>
                <p className="review-meta">{listLine([r.location, r.date])}</p>
              </div>
              <span className="tag">{r.service}</span>
            </div>
            <p className="stars" role="img" aria-label={fill(words.rating, { rating: r.rating })}>
              {Array.from({ length: r.rating }, (_, i) => (
                <Icon key={i} name="star" size={18} />
              ))}
            </p>
            <p className="review-text">{r.text}</p>
            {r.verified ? (
              <p className="verified">
                <Icon name="checkCircle" size={16} />
                {words.verified}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <div className="center">
          <button type="button" className="btn btn-outline load-more" onClick={showMore}>
            {fill(words.loadMore, { more })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
