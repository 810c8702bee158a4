/**
 * nbagent's vocabulary, GENERATED from the Python literals by scripts/gen_ts_types.py: do not edit.
 * Run `python scripts/gen_ts_types.py` after changing nbagent/events/, nbagent/display/_fold.py or
 * nbagent/server/_activity.py (tests/test_ts_types.py checks that this file is up to date).
 */

/** A stream event's kind: also an audit row's `event` (old rows presented so). */
export type EventKind =
  | 'run-started'
  | 'model-requested'
  | 'model-retry'
  | 'text-delta'
  | 'cache-hit'
  | 'budget-exceeded'
  | 'model-responded'
  | 'tools-selected'
  | 'tool-requested'
  | 'tool-decided'
  | 'approval-requested'
  | 'approval-decided'
  | 'tool-args-rewritten'
  | 'tool-started'
  | 'tool-finished'
  | 'output-blocked'
  | 'tool-failed'
  | 'untrusted-content'
  | 'result-taken'
  | 'run-finished';

/** Every EventKind, in the order Python lists them. */
export const EVENT_KINDS: readonly EventKind[] = [
  'run-started',
  'model-requested',
  'model-retry',
  'text-delta',
  'cache-hit',
  'budget-exceeded',
  'model-responded',
  'tools-selected',
  'tool-requested',
  'tool-decided',
  'approval-requested',
  'approval-decided',
  'tool-args-rewritten',
  'tool-started',
  'tool-finished',
  'output-blocked',
  'tool-failed',
  'untrusted-content',
  'result-taken',
  'run-finished',
];

/** A tool call's status, folded by nbagent.display._fold.fold_calls. */
export type CallStatus =
  | 'requested'
  | 'waiting'
  | 'running'
  | 'ok'
  | 'blocked'
  | 'denied'
  | 'failed'
  | 'timed-out'
  | 'cancelled';

/** Every CallStatus, in the order Python lists them. */
export const CALL_STATUSES: readonly CallStatus[] = [
  'requested',
  'waiting',
  'running',
  'ok',
  'blocked',
  'denied',
  'failed',
  'timed-out',
  'cancelled',
];

/** How each status reads (the cell's transcript uses the same words). */
export const CALL_STATUS_LABELS: Readonly<Record<CallStatus, string>> = {
  'requested': 'requested',
  'waiting': 'waiting for approval',
  'running': 'running',
  'ok': 'done',
  'blocked': 'output blocked',
  'denied': 'denied',
  'failed': 'failed',
  'timed-out': 'timed out',
  'cancelled': 'cancelled',
};

/** Who or what decided about a call. */
export type DecidedBy =
  | 'policy'
  | 'grant'
  | 'person'
  | 'handler'
  | 'headless'
  | 'timeout'
  | 'replay'
  | 'hook'
  | 'screening'
  | 'coherence'
  | 'no-handler'
  | 'error';

/** Every DecidedBy, in the order Python lists them. */
export const DECIDED_BY: readonly DecidedBy[] = [
  'policy',
  'grant',
  'person',
  'handler',
  'headless',
  'timeout',
  'replay',
  'hook',
  'screening',
  'coherence',
  'no-handler',
  'error',
];

/** Where a person decided an approval. */
export type ApprovalVia =
  | 'card'
  | 'panel'
  | 'notification'
  | 'shortcut'
  | 'terminal';

/** Every ApprovalVia, in the order Python lists them. */
export const APPROVAL_VIAS: readonly ApprovalVia[] = [
  'card',
  'panel',
  'notification',
  'shortcut',
  'terminal',
];

/** Where a failed call stopped. */
export type FailureStage =
  | 'unknown-tool'
  | 'arguments'
  | 'denied'
  | 'hook'
  | 'execution'
  | 'timeout'
  | 'cancelled';

/** Every FailureStage, in the order Python lists them. */
export const FAILURE_STAGES: readonly FailureStage[] = [
  'unknown-tool',
  'arguments',
  'denied',
  'hook',
  'execution',
  'timeout',
  'cancelled',
];

/** How a run ended. */
export type RunStatus =
  | 'ok'
  | 'cancelled'
  | 'error'
  | 'max-iterations';

/** Every RunStatus, in the order Python lists them. */
export const RUN_STATUSES: readonly RunStatus[] = [
  'ok',
  'cancelled',
  'error',
  'max-iterations',
];

/** What the Agent panel's filters go by. */
export type ActivityCategory =
  | 'run'
  | 'tool'
  | 'decision'
  | 'approval'
  | 'failure';

/** Every ActivityCategory, in the order Python lists them. */
export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = [
  'run',
  'tool',
  'decision',
  'approval',
  'failure',
];
