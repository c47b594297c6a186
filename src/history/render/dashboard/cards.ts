// The dashboard's cards, one line each: a new card is its own file in cards/ exporting a Card
// (card.ts) and one line here. registry.ts orders them; the server and the page both read it.
export { titleCard } from './cards/title.js';
export { findingsCard } from './cards/findings.js';
export { chartCard } from './cards/chart.js';
