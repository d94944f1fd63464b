import { CATEGORIES } from '@aviation-permits/domain/activity';
import { CategoryCard } from './category-card';

/**
 * /home: the Apply page with the four application cards (ROUTE-11, ROUTE-32). Only a visitor who
 * is not signed in is told that applying asks them to log in first.
 */
export function ApplyPage({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="container-fluid portal-page">
      <h1>Apply for a Permit or Clearance</h1>
      <p className="lead">
        Choose what you would like to apply for.
        {!signedIn && ' You will be asked to log in first.'}
      </p>
      <ul className="row g-4 list-unstyled">
        {CATEGORIES.map((category) => (
          <li key={category.id} className="col-12 col-md-6 col-xl-3">
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    </div>
  );
}
