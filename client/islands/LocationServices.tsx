// Location-page service cards with the All / Residential / Commercial filter.
import { useState } from 'react';
import { LOCATION_CARD_FEATURES_SHOWN } from '../../generator/model/constants.ts';
import type { ImageSource } from '../../generator/model/image-slots.ts';
import { Icon } from '../components/icons.tsx';
import { Picture } from '../components/Picture.tsx';
import { matchesServiceFilter, type ServiceFilter } from '../filters.ts';

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
}

const FILTERS: { id: ServiceFilter; label: string }[] = [
  { id: 'all', label: 'All Services' },
  { id: 'residential', label: 'Residential' },
  { id: 'commercial', label: 'Commercial' },
];

export function LocationServices({ cards }: LocationServicesProps) {
  const [filter, setFilter] = useState<ServiceFilter>('all');
  return (
    <div className="location-services">
      <div className="filter-buttons" role="group" aria-label="Filter services">
        {FILTERS.map((f) => (
          <button key={f.id} type="button" className={filter === f.id ? 'chip active' : 'chip'} aria-pressed={filter === f.id} onClick={() => setFilter(f.id)}>
            {f.label}
          </button>
        ))}
      </div>
      <ul className={cards.length === 4 ? "card-grid cols-2 wide-cards" : "card-grid cols-3"}>
        {cards.filter((c) => matchesServiceFilter(c.title, filter)).map((c) => (
          <li key={c.title} className="card service-offer">
            <div className="card-media">
              <Picture image={c.image} alt={c.image.alt} slot="card" />
              {c.popular ? <span className="badge badge-accent">Popular</span> : null}
              {c.recommended ? <span className="badge badge-primary">Recommended</span> : null}
            </div>
            <div className="card-body">
              <h3>{c.title}</h3>
              <p>{c.description}</p>
              <dl className="offer-facts">
                <div><dt>Starting at</dt><dd>{c.startingPrice}</dd></div>
                <div><dt>Timeframe</dt><dd>{c.timeframe}</dd></div>
              </dl>
              <ul className="checklist">
                {c.features.slice(0, LOCATION_CARD_FEATURES_SHOWN).map((f) => <li key={f}><Icon name="check" size={16} />{f}</li>)}
              </ul>
              <div className="card-actions">
                <a className="btn btn-outline btn-sm" href={c.serviceLink}>Learn More<span className="visually-hidden">{` about ${c.title}`}</span></a>
                <a className="btn btn-primary btn-sm" href="/contact" data-track="estimate">Get Free Quote</a>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
