import { Link } from 'react-router';
import { ROUTE_PATHS } from '@aviation-permits/domain';

interface Named {
  key: string;
  label: string;
}

/**
 * /checkPermitEligibility. The eligibility rules are not built yet, and the page says so plainly
 * rather than offering a form that answers nothing; it lists what the tool will cover.
 */
export function EnquiryPage({
  categories,
  activityTypes,
}: {
  categories: readonly Named[];
  activityTypes: readonly Named[];
}) {
  return (
    <div className="container-fluid portal-page">
      <h1>Enquiry Tool</h1>
      <p className="lead">
        Check whether you need a permit or clearance for your planned activity.
      </p>
      <div className="alert alert-info" role="status">
        The Enquiry Tool is not available yet. Until it is, you can{' '}
        <Link to={ROUTE_PATHS.home}>apply for a permit or clearance</Link> directly.
      </div>
      <h2>What the Enquiry Tool will cover</h2>
      <div className="row">
        <div className="col-md-6">
          <h3 className="h5">Permits and clearances</h3>
          <ul>
            {categories.map((category) => (
              <li key={category.key}>{category.label}</li>
            ))}
          </ul>
        </div>
        <div className="col-md-6">
          <h3 className="h5">Aerial activities</h3>
          <ul>
            {activityTypes.map((activity) => (
              <li key={activity.key}>{activity.label}</li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
