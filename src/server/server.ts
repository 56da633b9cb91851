import { reportStartFailure, startServer } from './main';

// Entry for running the API without the web build step (browser tests build once, then start many servers).
startServer().catch(reportStartFailure);
