// Pure rules of the reviews list (spec section 4), shared by the island and tests.
import { REVIEWS_INITIAL, REVIEWS_STEP } from '../generator/model/constants.ts';

export interface ReviewItem {
  name: string;
  location: string;
  rating: number;
  date: string;
  service: string;
  verified: boolean;
  text: string;
}

export type SortOrder = 'newest' | 'oldest';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 2025" -> a sortable month number. */
export function monthIndex(date: string): number {
  const [month, year] = date.split(' ');
  return Number(year) * 12 + MONTHS.indexOf(month);
}

export function selectReviews(reviews: ReviewItem[], filter: string, sort: SortOrder): ReviewItem[] {
  const matching = filter === 'all' ? reviews : reviews.filter((r) => r.service === filter);
  const dir = sort === 'newest' ? -1 : 1;
  return [...matching].sort((a, b) => dir * (monthIndex(a.date) - monthIndex(b.date)));
}

export const initialVisible = (total: number) => Math.min(REVIEWS_INITIAL, total);
export const nextVisible = (visible: number, total: number) => Math.min(visible + REVIEWS_STEP, total);
/** How many more reviews Load More would add (at most one step); 0 hides the button. */
export const loadMoreCount = (visible: number, total: number) => Math.max(0, Math.min(REVIEWS_STEP, total - visible));
