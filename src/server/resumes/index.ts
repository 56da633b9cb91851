/**
 * The resumes folder's public entry: what other server folders may import of it (eslint.config.js, serverPublicEntries).
 */
export { deleteUnusedResumes } from './delete-unused-resumes';
