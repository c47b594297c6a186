// main's history, the one door action/, cli/ and pipeline/ go through. Behind it, three rooms:
// store/ (where the records live: a folder, the data branch by git or through the REST API),
// detect/ (the analysis: each step detector one file in detect/registry.ts, and drift) and render/
// (the terminal, markdown, the push's summary, the comment's lines, the dashboard).
export type { ChangePoint, Drift, DriftBasis, HistoryPoint, HistoryRecord, HistoryReport, HistorySeries, RecordMachine, StepBasis } from './model.js';
export { DEFAULT_HISTORY_WINDOW, HISTORY_RECORD_VERSION, HISTORY_REPORT_VERSION } from './model.js';

export type { HistoryStore, StoreRead, StoreReader } from './store/reader.js';
export { describeStore } from './store/reader.js';
export { readHistory, storeReader } from './store/open.js';
export { collectHistory } from './detect/collect-store.js';
export { HISTORY_API_LIMITS, restApiReader, type RestApiStore } from './store/rest-api.js';
export { appendToStore, recordedInStore, type AppendResult, type StoreContents } from './store/folder.js';
export { appendToDataBranch, HISTORY_FOLDER, recordedOnDataBranch } from './store/data-branch.js';
export { MAX_FILES, RECORDS_PER_FILE, StoreError, type StoreLimits } from './store/lines.js';
export { historyRecords, type CommitFacts } from './store/record.js';

export { analyseCollected, analyseHistory, type HistoryOptions } from './detect/analyse.js';
export { CollectedRecords } from './detect/collected.js';
export { DETECTORS, type Detector } from './detect/registry.js';

export { historyTerminal } from './render/terminal.js';
export { renderHistoryMarkdown, type HistoryMarkdownOptions } from './render/markdown.js';
export { renderPushSummary, type PushSummaryOptions } from './render/push-summary.js';
export { historyCommentLines } from './render/comment-section.js';
export { renderDashboard, type DashboardOptions } from './render/dashboard.js';
