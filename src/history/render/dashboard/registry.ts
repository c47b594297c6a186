// Every dashboard card (cards.ts), top to bottom: dashboard.ts makes each one's data, page.ts
// renders each one into every series' section.
import type { Card } from './card.js';
import * as listed from './cards.js';

export const CARDS: readonly Card[] = Object.values(listed as Record<string, Card>).sort((a, b) => a.order - b.order);
