import type { Service } from '../../generator/schema.ts';
import { servicePath } from '../../generator/routes.ts';
import { Icon } from '../icons.tsx';
import { useImageUrl } from '../site-context.tsx';

export function ServiceCard({ service, showFeatures = false }: { service: Service; showFeatures?: boolean }) {
  const image = useImageUrl();
  return (
    <article className="card service-card">
      <div className="card-media">
        <img src={image(service.hero.image.src)} alt={service.hero.image.alt} width={1200} height={900} loading="lazy" decoding="async" />
      </div>
      <div className="card-body">
        <h3>{service.name}</h3>
        <p>{service.card.description}</p>
        {showFeatures ? (
          <ul className="checklist">
            {service.card.features.map((f) => <li key={f}><Icon name="check" size={16} />{f}</li>)}
          </ul>
        ) : null}
        <a className="card-link" href={servicePath(service)}>Learn More<span className="visually-hidden">{` about ${service.name}`}</span> <Icon name="arrowRight" size={16} /></a>
      </div>
    </article>
  );
}
