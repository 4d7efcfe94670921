/**
 * The operator's desk as one chunk (issue 40): its six routes load this one module. As six chunks, the Mantine
 * components and src/game modules the desk shares with the players' pages counted six more routes in the build's
 * groups (scripts/build/vite-chunks.ts), which moved them into the files every player page loads first.
 */
export { AuditPage } from './audit-page';
export { OperatorDeskLayout } from './desk-layout';
export { ExposurePage } from './exposure-page';
export { OperatorPage } from './operator-page';
export { ReportsPage } from './reports-page';
export { SupportPage } from './support-page';
