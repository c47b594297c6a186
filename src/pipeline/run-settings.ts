// The checks of `run`'s settings that one setting's parser cannot make — a range across two
// settings, a format id against the registry — written once for the CLI and the action, each
// error naming the setting as its caller does (--min-rounds or min-rounds).
import { knownIds } from '../formats/registry.js';
import { SETTINGS, SettingsError, type Settings } from '../settings.js';

/** How the caller names a setting in messages: the CLI's flags (`--min-rounds`) or the action's inputs (`min-rounds`). */
export type SettingNames = 'flags' | 'inputs';

export function settingName(key: 'minRounds' | 'maxRounds' | 'keepDir' | 'format', names: SettingNames): string {
  const spec = SETTINGS[key];
  return names === 'flags' ? `--${spec.flag}` : (spec.input ?? key);
}

/** The adaptive schedule must be a range: min-rounds not above max-rounds. */
export function checkRoundsRange(s: Pick<Settings, 'minRounds' | 'maxRounds'>, names: SettingNames): void {
  if (s.minRounds > s.maxRounds) {
    const min = settingName('minRounds', names);
    throw new SettingsError(min, `${min} (${s.minRounds}) must not be above ${settingName('maxRounds', names)} (${s.maxRounds})`);
  }
}

/** A format id is auto or one the registry knows: an unknown one fails before anything is read or run. */
export function checkFormatId(id: string, names: SettingNames): void {
  if (id === 'auto' || knownIds().includes(id)) return;
  const name = settingName('format', names);
  throw new SettingsError(
    name,
    names === 'flags'
      ? `${name}: unknown format '${id}'; known formats: auto, ${knownIds().join(', ')}`
      : `${name} must be auto or one of ${knownIds().join(', ')}; got ${JSON.stringify(id)}`,
  );
}

/** The run settings' own checks, before anything runs. */
export function checkRunSettings(s: Pick<Settings, 'format' | 'minRounds' | 'maxRounds'>, names: SettingNames): void {
  checkFormatId(s.format, names);
  checkRoundsRange(s, names);
}
