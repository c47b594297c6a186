// The step detectors, one line each: a new detector is its own file exporting a Detector
// (detector.ts) and one line here. registry.ts orders them; nothing else names them.
export { chainDetector } from './chain-steps.js';
export { absoluteDetector } from './absolute-steps.js';
