// The constants entry point, `@aviation-permits/domain/constants`: the portal constants (CONST-n).
export * from './portal-constants.js';
