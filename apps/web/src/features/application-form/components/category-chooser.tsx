import { Link } from 'react-router';
import { AERIAL_ACTIVITY_TYPES } from '@aviation-permits/domain/activity';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { Category } from '@aviation-permits/domain/activity';

/** No category in the address: the applicant picks one (and for category 4, its activity). */
export function CategoryChooser({ categories }: { categories: readonly Category[] }) {
  return (
    <section aria-labelledby="choose-category">
      <h2 id="choose-category" className="h4">
        Choose what you are applying for
      </h2>
      <ul className="list-unstyled">
        {categories.map((category) => (
          <li key={category.id} className="mb-3">
            {category.id === 4 ? (
              <>
                <span className="fw-bold">{category.name}</span>
                <ul>
                  {AERIAL_ACTIVITY_TYPES.map(({ code, label }) => (
                    <li key={code}>
                      <Link to={`${ROUTE_PATHS.applyPermit}?category=4&activityType=${code}`}>
                        {label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Link to={`${ROUTE_PATHS.applyPermit}?category=${category.id}`}>{category.name}</Link>
            )}
            <p className="mb-0 text-muted">{category.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
