// The countries entry point, `@aviation-permits/domain/countries`: the ISO 3166-1 countries.
export * from './countries.js';
