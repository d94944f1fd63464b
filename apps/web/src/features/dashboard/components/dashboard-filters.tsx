import { useForm, useWatch } from 'react-hook-form';
import { CATEGORIES, dashboardFilterMessages } from '@aviation-permits/domain';
import type { DashboardView } from '../model/dashboard-view';

interface FilterValues {
  search: string;
  categoryId: string;
  dateFrom: string;
  dateTo: string;
  sort: string;
}

const SORTS = [
  { value: 'updatedAt:desc', label: 'Last updated, newest first' },
  { value: 'updatedAt:asc', label: 'Last updated, oldest first' },
  { value: 'firstStartDate:asc', label: 'First date, earliest first' },
  { value: 'firstStartDate:desc', label: 'First date, latest first' },
  { value: 'reference:asc', label: 'Reference, A to Z' },
  { value: 'reference:desc', label: 'Reference, Z to A' },
] as const;

/** Search by reference or venue, filter by category and first date, sort (APP-59). */
export function DashboardFilters({
  view,
  onApply,
}: {
  view: DashboardView;
  onApply(view: DashboardView): void;
}) {
  const form = useForm<FilterValues>({
    defaultValues: {
      search: view.search,
      categoryId: view.categoryId ? String(view.categoryId) : '',
      dateFrom: view.dateFrom ?? '',
      dateTo: view.dateTo ?? '',
      sort: `${view.sortField}:${view.sortDirection}`,
    },
  });
  const [dateFrom, dateTo] = useWatch({ control: form.control, name: ['dateFrom', 'dateTo'] });
  const rangeError =
    dateFrom && dateTo && dateFrom > dateTo ? dashboardFilterMessages.dateRange : '';

  const apply = form.handleSubmit((values) => {
    if (rangeError) return;
    const [sortField, sortDirection] = values.sort.split(':') as [
      DashboardView['sortField'],
      DashboardView['sortDirection'],
    ];
    const categoryId = CATEGORIES.find(({ id }) => String(id) === values.categoryId)?.id;
    onApply({
      category: view.category,
      search: values.search.trim(),
      ...(categoryId ? { categoryId } : {}),
      ...(values.dateFrom ? { dateFrom: values.dateFrom } : {}),
      ...(values.dateTo ? { dateTo: values.dateTo } : {}),
      sortField,
      sortDirection,
    });
  });

  return (
    <form
      role="search"
      aria-label="Search applications"
      className="row g-2 align-items-end mb-3"
      onSubmit={(event) => void apply(event)}
    >
      <div className="col-md-3">
        <label htmlFor="dashboard-search" className="form-label">
          Reference or venue
        </label>
        <input
          id="dashboard-search"
          type="search"
          className="form-control"
          {...form.register('search')}
        />
      </div>
      <div className="col-md-2">
        <label htmlFor="dashboard-category" className="form-label">
          Category
        </label>
        <select id="dashboard-category" className="form-select" {...form.register('categoryId')}>
          <option value="">All categories</option>
          {CATEGORIES.map(({ id, name }) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-md-2">
        <label htmlFor="dashboard-from" className="form-label">
          From Date
        </label>
        <input
          id="dashboard-from"
          type="date"
          className="form-control"
          {...form.register('dateFrom')}
        />
      </div>
      <div className="col-md-2">
        <label htmlFor="dashboard-to" className="form-label">
          To Date
        </label>
        <input
          id="dashboard-to"
          type="date"
          className={`form-control${rangeError ? ' is-invalid' : ''}`}
          aria-invalid={Boolean(rangeError)}
          aria-describedby={rangeError ? 'dashboard-to-error' : undefined}
          {...form.register('dateTo')}
        />
      </div>
      <div className="col-md-2">
        <label htmlFor="dashboard-sort" className="form-label">
          Sort by
        </label>
        <select id="dashboard-sort" className="form-select" {...form.register('sort')}>
          {SORTS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="col-md-1">
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
      {rangeError && (
        <div id="dashboard-to-error" className="col-12 invalid-feedback d-block">
          {rangeError}
        </div>
      )}
    </form>
  );
}
