/** The job that carries a flow's saved answers, from every earlier version, to a newly published one. */
export const FLOW_MIGRATION_JOB = 'flow-migration';
