import type { Service } from '../../generator/model/schema/index.ts';
import { servicePath } from '../../generator/model/routes.ts';
import { Icon } from '../../client/components/icons.tsx';
import { useImageSource, usePage } from '../site-context.tsx';
import { fill } from '../../generator/model/copy.ts';
import { Picture } from '../../client/components/Picture.tsx';

export function ServiceCard({ service, showFeatures = false }: { service: Service; showFeatures?: boolean }) {
  const image = useImageSource();
  const { copy } = usePage().content.site;
  return (
    <article className="card service-card">
      <div className="card-media">
        <Picture image={image(service.hero.image.src)} alt={service.hero.image.alt} slot="card" />
      </div>
      <div className="card-body">
        <h3>{service.name}</h3>
        <p>{service.card.description}</p>
        {showFeatures ? (
          <ul className="checklist">
            {service.card.features.map((f) => (
              <li key={f}>
                <Icon name="check" size={16} />
                {f}
              </li>
            ))}
          </ul>
        ) : null}
        <a className="card-link" href={servicePath(service)}>
          {copy.learnMore}
          <span className="visually-hidden">{` ${fill(copy.learnMoreAbout, { name: service.name })}`}</span>{' '}
          <Icon name="arrowRight" size={16} />
        </a>
      </div>
    </article>
  );
}
