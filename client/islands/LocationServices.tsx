// Location-page service cards with the All / Residential / Commercial filter.
import { useState } from 'react';
import { LOCATION_CARD_FEATURES_SHOWN } from '../../generator/model/constants.ts';
import type { ImageSource } from '../../generator/model/image-slots.ts';
import { Icon } from '../components/icons.tsx';
import { Picture } from '../components/Picture.tsx';
import { matchesServiceFilter, type ServiceFilter } from '../filters.ts';
import { fill } from '../../generator/model/copy.ts';
import type { ServiceAreasPage } from '../../generator/model/schema/index.ts';

export interface LocationServiceCard {
  title: string;
  description: string;
  image: ImageSource & { alt: string };
  startingPrice: string;
  timeframe: string;
  features: string[];
  popular: boolean;
  recommended: boolean;
  serviceLink: string;
}

export interface LocationServicesProps {
  cards: LocationServiceCard[];
  /** The cards' words (service-areas.yaml locationPage.serviceCards) and the link text (site.yaml copy.learnMore, learnMoreAbout). */
  words: ServiceAreasPage['locationPage']['serviceCards'] & { learnMore: string; learnMoreAbout: string };
}

/**
 * A price per unit ("$12.00/sq ft") that may wrap after its slash, the designed break of a narrow
 * box ("$12.00/" then "sq ft"), never inside a word.
 */
function SlashBreak({ text }: { text: string }) {
  const slash = text.indexOf('/');
  if (slash < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, slash + 1)}
      <wbr />
      {text.slice(slash + 1)}
    </>
  );
}

/** The filters in order; each one's label is the word of the same name. */
const FILTERS: ServiceFilter[] = ['all', 'residential', 'commercial'];

export function LocationServices({ cards, words }: LocationServicesProps) {
  const [filter, setFilter] = useState<ServiceFilter>('all');
  return (
    <div className="location-services">
      <div className="filter-buttons" role="group" aria-label={words.filterLabel}>
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            className={filter === f ? 'chip active' : 'chip'}
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
          >
            {words[f]}
          </button>
        ))}
      </div>
      <ul className={cards.length === 4 ? 'card-grid cols-2 wide-cards' : 'card-grid cols-3'}>
        {cards
          .filter((c) => matchesServiceFilter(c.title, filter))
          .map((c) => (
            <li key={c.title} className="card service-offer">
              <div className="card-media">
                <Picture image={c.image} alt={c.image.alt} slot="card" />
                {c.popular ? <span className="badge badge-accent">{words.popular}</span> : null}
                {c.recommended ? <span className="badge badge-primary">{words.recommended}</span> : null}
              </div>
              <div className="card-body">
                <h3>{c.title}</h3>
                <p>{c.description}</p>
                <dl className="offer-facts">
                  <div>
                    <dt>{words.startingAt}</dt>
                    <dd>
                      <SlashBreak text={c.startingPrice} />
                    </dd>
                  </div>
                  <div>
                    <dt>{words.timeframe}</dt>
                    <dd>{c.timeframe}</dd>
                  </div>
                </dl>
                <ul className="checklist">
                  {c.features.slice(0, LOCATION_CARD_FEATURES_SHOWN).map((f) => (
                    <li key={f}>
                      <Icon name="check" size={16} />
                      {f}
                    </li>
                  ))}
                </ul>
                <div className="card-actions">
                  <a className="btn btn-outline btn-sm" href={c.serviceLink}>
                    {words.learnMore}
                    <span className="visually-hidden">{` ${fill(words.learnMoreAbout, { name: c.title })}`}</span>
                  </a>
                  <a className="btn btn-primary btn-sm" href="/contact" data-track="estimate">
                    {words.quote}
                  </a>
                </div>
              </div>
            </li>
          ))}
      </ul>
    </div>
  );
}
