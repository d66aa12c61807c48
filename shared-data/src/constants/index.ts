// The constants module (spec §9, §8): business values, price rules and user-facing texts. The Nigerian
// locations are deliberately NOT re-exported here: they are large and only a few forms need them
// (import '@spotless/shared-data/nigeria-locations' or call loadNigeriaLocations()).
export * from './business';
export * from './pricing';
export { MESSAGES } from './messages';
