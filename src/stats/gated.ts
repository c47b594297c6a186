// The metrics whose regressions fail the check: the gate setting's, and with measure:
// instructions, `instructions` wherever time is gated (it stands in for time, which that mode does
// not measure).
import type { StatsSettings } from '../model.js';

/** The gated metrics in the order they are named (the setting's, then `instructions`). */
export function gatedMetricList(settings: Pick<StatsSettings, 'gate'> & Partial<Pick<StatsSettings, 'measure'>>): string[] {
  return settings.measure === 'instructions' && settings.gate.includes('time') ? [...settings.gate, 'instructions'] : [...settings.gate];
}

export function gatedMetrics(settings: Pick<StatsSettings, 'gate'> & Partial<Pick<StatsSettings, 'measure'>>): Set<string> {
  return new Set(gatedMetricList(settings));
}
