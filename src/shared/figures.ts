// The provider's figures in one voice. Every figure a page shows is either a fact kept once in content/ (the year
// the practice was founded, a centre's rating, review count, doctors and opening year) or computed here from those
// facts, so the home page, the services page and the about page cannot disagree. Content text names a figure in
// braces ("From {reviews} reviews of our centres"); an unknown name fails the build.

import { formatCount } from './utils/format.ts';

export interface CentreFacts {
  id: string;
  name: string;
  rating: number;
  reviewCount: number;
  established: number;
  doctors: number;
}

export interface Milestone {
  year: number;
  title: string;
  /** The centres that opened in this year (content/centers ids). */
  centers?: string[];
}

export type Figures = Record<
  'averageRating' | 'reviews' | 'reviewsRounded' | 'centers' | 'doctors' | 'yearsOfCare' | 'foundedYear',
  string
>;

/** "1,507" -> "1,500+": a round figure that never claims more than the data. */
function roundedDown(value: number): string {
  const step = value >= 1000 ? 100 : value >= 100 ? 10 : 1;
  const floor = Math.floor(value / step) * step;
  return floor === value ? formatCount(value) : `${formatCount(floor)}+`;
}

export function computeFigures(centres: CentreFacts[], foundedYear: number, thisYear: number): Figures {
  const reviews = centres.reduce((sum, centre) => sum + centre.reviewCount, 0);
  const weighted = centres.reduce((sum, centre) => sum + centre.rating * centre.reviewCount, 0);
  return {
    averageRating: reviews > 0 ? (weighted / reviews).toFixed(1) : '0.0',
    reviews: formatCount(reviews),
    reviewsRounded: roundedDown(reviews),
    centers: String(centres.length),
    doctors: formatCount(centres.reduce((sum, centre) => sum + centre.doctors, 0)),
    yearsOfCare: `${thisYear - foundedYear}+`,
    foundedYear: String(foundedYear),
  };
}

/** `text` with each {figure} replaced; `where` names the content file and field for the build error. */
export function fillFigures(text: string, figures: Figures, where: string): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (!Object.hasOwn(figures, name)) {
      throw new Error(`${where}: unknown figure {${name}}; use one of ${Object.keys(figures).join(', ')}`);
    }
    return figures[name as keyof Figures];
  });
}

/**
 * Stories whose treatment is not one of the services a patient can book (`services`: their names), so a reader
 * can never look for a treatment the site does not offer. `where` names each story's file.
 */
export function treatmentProblems(stories: { where: string; treatment: string }[], services: string[]): string[] {
  const known = new Set(services);
  return stories
    .filter((story) => !known.has(story.treatment))
    .map(
      (story) => `${story.where}: treatment "${story.treatment}" is not one of the services (${services.join(', ')})`,
    );
}

/**
 * Where the about timeline and the centres' opening years disagree: every centre opens in exactly one milestone,
 * in the year the centre's own file gives, and a milestone names only centres that exist.
 */
export function timelineProblems(milestones: Milestone[], centres: CentreFacts[]): string[] {
  const problems: string[] = [];
  const byId = new Map(centres.map((centre) => [centre.id, centre]));
  const seen = new Set<string>();
  for (const milestone of milestones) {
    for (const id of milestone.centers ?? []) {
      const centre = byId.get(id);
      if (!centre) problems.push(`milestone ${milestone.year} "${milestone.title}" names an unknown centre "${id}"`);
      else if (centre.established !== milestone.year) {
        problems.push(
          `milestone ${milestone.year} "${milestone.title}" opens ${centre.name}, established ${centre.established} in content/centers/${id}.json`,
        );
      }
      seen.add(id);
    }
  }
  for (const centre of centres) {
    if (!seen.has(centre.id)) problems.push(`no milestone opens ${centre.name} (established ${centre.established})`);
  }
  return problems;
}
