import type { AppContext } from '../../http/app-context';

/** A move onto a published version: every answer set on an earlier one is carried to it. */
export interface FlowMove {
  flowId: string;
  toVersion: number;
}

/** One hop of a move's work: the answer sets still on `fromVersion`, carried to `toVersion`. */
export interface FlowMigration extends FlowMove {
  fromVersion: number;
}

/** What a move reads and writes with. */
export type MigrationContext = Pick<AppContext, 'db' | 'flows' | 'clock'>;
