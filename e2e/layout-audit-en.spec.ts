import { describeLayoutAudit } from './support/layoutAuditSuite';

// Issue 24's layout audit in English (support/layoutAuditSuite.ts).
describeLayoutAudit('en');
