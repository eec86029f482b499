import { describeLayoutAudit } from './support/layoutAuditSuite';

// Issue 24's layout audit in Spanish (support/layoutAuditSuite.ts).
describeLayoutAudit('es');
