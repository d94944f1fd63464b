import { useForm, useWatch } from 'react-hook-form';
import { CATEGORIES } from '@aviation-permits/domain/activity';
import { checkDateText } from '@aviation-permits/domain/validation';
import { dashboardFilterMessages } from '@aviation-permits/domain/messages';
import { FormDateInput } from '@/components/form/date-input';
import { FormField } from '@/components/form/form-field';
import type { DashboardView } from '../model/dashboard-view';

interface FilterValues {
  search: string;
  categoryId: string;
  dateFrom: string;
  dateTo: string;
  sort: string;
}

const FROM_LABEL = 'From Date';
const TO_LABEL = 'To Date';

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
  // APP-82: typed as dd/mm/yyyy; text that is not a date is refused at its field.
  const fromError = dateFrom ? checkDateText(dateFrom, FROM_LABEL) : undefined;
  const toError = dateTo ? checkDateText(dateTo, TO_LABEL) : undefined;
  const rangeError =
    !fromError && !toError && dateFrom && dateTo && dateFrom > dateTo
      ? dashboardFilterMessages.dateRange
      : undefined;

  const apply = form.handleSubmit((values) => {
    if (fromError || toError || rangeError) return;
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
      {(
        [
          ['dateFrom', 'dashboard-from', FROM_LABEL, fromError],
          ['dateTo', 'dashboard-to', TO_LABEL, toError ?? rangeError],
        ] as const
      ).map(([name, id, label, error]) => (
        <FormField key={name} id={id} label={label} error={error} className="col-md-2">
          {({ invalidClass, ...control }) => (
            <FormDateInput
              {...control}
              control={form.control}
              name={name}
              className={`form-control${invalidClass}`}
            />
          )}
        </FormField>
      ))}
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
    </form>
  );
}
