// Example answers and places that tests on both sides build on (`@aviation-permits/domain/test-fixtures`).
// Not part of the domain's entry: production code never imports it.
export * from './application/forms/example-forms.fixture.js';
export * from './geo/eligibility-sites.fixture.js';
export * from './geo/temporary-restricted-area.fixture.js';
