// How a place is named where its region matters: a DC neighbourhood carries its
// district ("Georgetown, DC"); counties, cities and the district stand alone.
import type { Location } from './schema/index.ts';

export const placeName = (location: Pick<Location, 'kind' | 'name' | 'region'>): string =>
  location.kind === 'neighborhood' ? `${location.name}, ${location.region}` : location.name;
