import { describe, expect, test } from 'vitest';
import {
  type CentreFacts,
  computeFigures,
  fillFigures,
  timelineProblems,
  treatmentProblems,
} from '../../src/shared/figures.ts';

const centre = (id: string, established: number, rating: number, reviewCount: number): CentreFacts => ({
  id,
  name: `Centre ${id}`,
  rating,
  reviewCount,
  established,
  doctors: 5,
});
const centres = [centre('colombo', 2005, 4.9, 486), centre('kandy', 2008, 4.7, 1021)];

describe('figures', () => {
  test('are computed from the centres, weighted by reviews, and never rounded up', () => {
    expect(computeFigures(centres, 1998, 2026)).toEqual({
      averageRating: '4.8',
      reviews: '1,507',
      reviewsRounded: '1,500+',
      centers: '2',
      doctors: '10',
      yearsOfCare: '28+',
      foundedYear: '1998',
    });
  });

  test.each([
    ['From {reviews} reviews', 'From 1,507 reviews'],
    ['{averageRating}', '4.8'],
    ['95%', '95%'],
  ])('"%s" reads "%s"', (text, shown) => {
    expect(fillFigures(text, computeFigures(centres, 1998, 2026), 'home.json')).toBe(shown);
  });

  test('an unknown figure fails the build naming the file and the figure', () => {
    expect(() => fillFigures('{patients}', computeFigures(centres, 1998, 2026), 'home.json trustStats[1]')).toThrow(
      /home.json trustStats\[1\]: unknown figure \{patients\}/,
    );
  });
});

describe('the about timeline against the centres', () => {
  test.each([
    [
      [
        { year: 2005, title: 'Colombo', centers: ['colombo'] },
        { year: 2008, title: 'Kandy', centers: ['kandy'] },
      ],
      [],
    ],
    [
      [
        { year: 2005, title: 'Colombo', centers: ['colombo'] },
        { year: 2012, title: 'Kandy', centers: ['kandy'] },
      ],
      ['milestone 2012 "Kandy" opens Centre kandy, established 2008 in content/centers/kandy.json'],
    ],
    [[{ year: 2005, title: 'Colombo', centers: ['colombo'] }], ['no milestone opens Centre kandy (established 2008)']],
    [
      [
        { year: 2005, title: 'Both', centers: ['colombo', 'galle'] },
        { year: 2008, title: 'Kandy', centers: ['kandy'] },
      ],
      ['milestone 2005 "Both" names an unknown centre "galle"'],
    ],
  ])('%j: %j', (milestones, problems) => {
    expect(timelineProblems(milestones, centres)).toEqual(problems);
  });
});

describe('testimonial treatments against the services', () => {
  const services = ['Panchakarma Therapy', 'Herbal Medicine', 'Ayurvedic Massage'];
  test.each([
    ['a service by its exact name', 'Herbal Medicine', 0],
    ['a treatment no service offers', 'Behavioral Therapy', 1],
    ['two services run together', 'Ayurvedic Massage and Herbal Medicine', 1],
    ['a name in other letters', 'herbal medicine', 1],
  ])('%s: %s gives %i problem(s)', (_case, treatment, count) => {
    const problems = treatmentProblems([{ where: 'content/testimonials/a.json', treatment }], services);
    expect(problems).toHaveLength(count);
    if (count > 0) expect(problems[0]).toContain('content/testimonials/a.json');
  });
});
